import type { BudgetValues } from '../../../shared/budget/budget';
import { defaultBudget } from '../../../shared/budget/budget';
import { defaultCurrency } from '../../../shared/budget/currency';
import { Button } from '../../components/button';
import { DeferredPass } from '../../components/deferred-pass';
import { Loading } from '../../components/loading';
import { Notice } from '../../components/notice';
import { useProfile } from '../../lib/profile';
import { BudgetEditor } from './budget-editor';
import { useBudget } from './use-budget';

/** The budget's editor below its header, once the saved budget (and for a new one, the profile) is here. */
export function BudgetLoader() {
  const budget = useBudget();
  const profile = useProfile();
  if (budget.isError) {
    return (
      <div className="mt-8 max-w-xl space-y-4">
        <Notice tone="error">
          Your budget could not be loaded. Please check your connection and try again.
        </Notice>
        <Button variant="secondary" onClick={() => void budget.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  // The editor draws in a pass React can pause (decisions 066 and 125): its many fields never hold the page still.
  return (
    <DeferredPass value={budget.data}>
      {(loaded) => {
        // A new budget waits for the profile, whose country picks the currency; if the profile fails, the
        // browser's language does.
        if (!loaded || (loaded.budget === null && profile.isPending)) return <Loading />;
        const initial: BudgetValues =
          loaded.budget ??
          defaultBudget(defaultCurrency(profile.data?.location?.country, navigator.languages ?? []));
        return <BudgetEditor initial={initial} />;
      }}
    </DeferredPass>
  );
}
