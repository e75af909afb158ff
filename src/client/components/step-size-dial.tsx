import { useId, useState } from 'react';
import { toast } from '../lib/toast';
import { STEP_SIZE, STEP_SIZE_LABELS, stepCount, stepMinutes } from '../../shared/ai';
import { useAssistant, useSaveStepSize } from '../lib/assistant';
import { runMutation } from '../lib/run-mutation';

const SIZES = Array.from({ length: STEP_SIZE.max - STEP_SIZE.min + 1 }, (_, i) => STEP_SIZE.min + i);

/** One line on how the size reads: "3 steps of about 10 minutes". */
export const describeSize = (size: number) =>
  `${STEP_SIZE_LABELS[size] ?? ''}: ${stepCount(size)} steps of about ${stepMinutes(size)} min`;

/**
 * The "how small" dial (1: three big steps, 5: many tiny first steps), remembered for the person. Radio buttons:
 * arrow keys move along it, and each option's full meaning is read out.
 */
export function StepSizeDial() {
  const id = useId();
  const { data } = useAssistant();
  const save = useSaveStepSize();
  // The pressed size shows at once, even before the remembered one has loaded; the server's answer then settles it.
  const [chosen, setChosen] = useState<number | null>(null);
  const value = chosen ?? data?.stepSize ?? STEP_SIZE.default;

  return (
    <fieldset className="min-w-0 rounded-xl border border-line bg-surface p-4">
      <legend className="px-1 font-semibold">How small should the steps be?</legend>
      <p id={`${id}-now`} className="text-sm text-muted">
        {describeSize(value)}
      </p>
      <div className="mt-3 inline-flex flex-col">
        <div className="flex flex-wrap gap-1.5">
          {SIZES.map((size) => (
            <label
              key={size}
              className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-lg border border-control font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-ink"
            >
              <input
                type="radio"
                name={`${id}-size`}
                value={size}
                checked={value === size}
                onChange={() => {
                  setChosen(size);
                  runMutation(save, size, {
                    onError: (error) => toast.error(`The step size was not saved. ${error.message}`),
                    onSettled: () => setChosen((current) => (current === size ? null : current)),
                  });
                }}
                className="absolute inset-0 cursor-pointer opacity-0"
                aria-label={`${size}: ${describeSize(size)}`}
              />
              <span aria-hidden="true">{size}</span>
            </label>
          ))}
        </div>
        <div aria-hidden="true" className="mt-1 flex justify-between gap-4 text-sm text-muted">
          <span>Big steps</span>
          <span>Tiny steps</span>
        </div>
      </div>
    </fieldset>
  );
}

/** Says who wrote the suggestions, so nobody mistakes the built-in helper for a model. */
export function SuggestionSource({ source }: { source: 'model' | 'built-in' | undefined }) {
  if (!source) return null;
  return (
    <p className="text-sm text-muted">
      {source === 'built-in'
        ? 'Built-in suggestions: made on this server from your words, no AI service involved.'
        : 'Suggestions from the AI service, sent through our server.'}
    </p>
  );
}
