import { Check } from 'lucide-react';
import { STEPS } from './onboarding-values';

/** Where the user is: "Step 2 of 4" and the list of steps, the current one marked for screen readers. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <div>
      <p className="text-sm font-medium text-muted">
        Step {current + 1} of {STEPS.length}
      </p>
      <ol className="mt-3 grid grid-fill-10 gap-3">
        {STEPS.map((name, index) => {
          const isCurrent = index === current;
          const isDone = index < current;
          return (
            <li
              key={name}
              aria-current={isCurrent ? 'step' : undefined}
              className={`flex items-center gap-2 text-sm ${isCurrent ? 'font-semibold text-fg' : 'text-muted'}`}
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2 ${
                  isCurrent || isDone ? 'border-primary text-primary-ink' : 'border-line'
                }`}
              >
                {isDone ? <Check className="size-4" /> : index + 1}
              </span>
              <span>
                {name}
                {isDone && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
