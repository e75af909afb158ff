import { Button } from '../../components/button';
import { Loading } from '../../components/loading';
import { Notice } from '../../components/notice';
import { AUTH_MESSAGES } from '../../../shared/auth-messages';
import type { Profile } from '../../../shared/profile';
import { useProfile } from '../../lib/profile';
import { AboutYouStep } from './about-you-step';
import { ConditionsStep } from './conditions-step';
import { LocationStep } from './location-step';
import { LAST_STEP, STEPS } from './onboarding-values';
import { StepIndicator } from './step-indicator';
import { HEADING_ID, useOnboardingForm } from './use-onboarding-form';

export default function OnboardingPage() {
  const profile = useProfile();
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <title>Welcome · NeuroNest</title>
      {/* The form starts from the saved profile, so it mounts only once that has loaded. A form started
          empty after a failed load would overwrite the saved profile with blanks. */}
      {profile.isPending ? (
        <Loading />
      ) : profile.isError ? (
        <div className="flex flex-col items-start gap-4">
          <Notice tone="error">Your profile could not be loaded. Please try again.</Notice>
          <Button
            variant="secondary"
            busy={profile.isFetching}
            busyLabel="Loading..."
            onClick={() => void profile.refetch()}
          >
            Try again
          </Button>
        </div>
      ) : (
        <OnboardingForm profile={profile.data} />
      )}
    </div>
  );
}

function OnboardingForm({ profile }: { profile: Profile }) {
  const form = useOnboardingForm(profile);
  const { step, values, errors } = form;
  const isLast = step === LAST_STEP;

  return (
    <form
      noValidate
      aria-labelledby={HEADING_ID}
      className="rounded-xl border border-line bg-surface p-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (isLast) void form.complete();
        else form.next();
      }}
    >
      <StepIndicator current={step} />
      <h1 id={HEADING_ID} tabIndex={-1} className="mt-8 text-2xl font-bold">
        {STEPS[step]}
      </h1>
      <div className="mt-6">
        {step === 0 && (
          <p className="text-lg">
            We are glad you are here. A few short questions help NeuroNest fit the way you work. You can skip
            now and complete this later in Settings.
          </p>
        )}
        {step === 1 && <AboutYouStep values={values} errors={errors} onChange={form.setField} />}
        {step === 2 && (
          <LocationStep values={values} errors={errors} onChange={form.setField} onDetect={form.detect} />
        )}
        {step === 3 && (
          <ConditionsStep
            selected={values.conditions}
            error={errors.conditions}
            onToggle={form.toggleCondition}
          />
        )}
      </div>
      {form.saveFailed && (
        <div className="mt-6">
          <Notice tone="error">{AUTH_MESSAGES.onboardingFailed}</Notice>
        </div>
      )}
      <div className="mt-10 flex flex-wrap-reverse items-center justify-between gap-4">
        <Button variant="ghost" className="px-4 underline" onClick={() => void form.skip()}>
          Skip
        </Button>
        <div className="flex flex-wrap gap-3">
          {step > 0 && (
            <Button variant="secondary" disabled={form.saving} onClick={form.back}>
              Back
            </Button>
          )}
          <Button type="submit" busy={isLast && form.saving} busyLabel="Saving...">
            {isLast ? 'Complete' : 'Next'}
          </Button>
        </div>
      </div>
    </form>
  );
}
