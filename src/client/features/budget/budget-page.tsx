import { ToolScreen } from '../../components/tool-screen';
import { lazyPart } from '../../lib/lazy-part';

const BudgetLoader = lazyPart(
  () => import('./budget-loader').then((m) => m.BudgetLoader),
  () => import('../../../shared/budget/budget'),
);

/** The budget calculator (docs/product.md#budget): the 50/30/20 rule, worked out as the person types. */
export default function BudgetPage() {
  return (
    <ToolScreen
      tool="budget"
      title="Budget Calculator · NeuroNest"
      intro="Plan a month with the 50/30/20 rule: half of your income for needs, 30% for wants and 20% for your future. The breakdown updates as you type."
      className="max-w-6xl py-8"
      controls={BudgetLoader}
    />
  );
}
