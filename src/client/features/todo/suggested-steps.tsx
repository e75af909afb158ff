import { Check, Plus } from 'lucide-react';
import type { AiOutcome } from '../../../shared/ai';
import { splitEstimate } from '../../../shared/ai-parse';
import { Button } from '../../components/button';
import { ReadingText } from '../../components/reading-text';

export interface ShownSuggestions {
  outcome: AiOutcome;
  suggestions: string[];
}

/** How a step's title is compared with a suggestion's, so one added already is known again. */
export const stepKey = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The steps suggested for a todo, each with its rough time and a button that adds it as a step of that task
 * (decision 160), and one that adds them all. A suggestion the task has as a step already says so, and its button
 * keeps focus but adds nothing again; "Add all" adds only the rest. A failure or a sensitive topic shows the product's single message
 * instead.
 */
export function SuggestedSteps({
  shown,
  headingId,
  added,
  onAddStep,
  onAddAll,
}: {
  shown: ShownSuggestions;
  headingId: string;
  /** The task's own steps, by `stepKey`. */
  added: ReadonlySet<string>;
  onAddStep: (step: string) => void;
  onAddAll: (steps: string[]) => void;
}) {
  if (shown.outcome !== 'ok') {
    return (
      <p
        role="alert"
        className="mt-3 rounded-lg border border-danger bg-danger-soft px-3 py-2 font-medium text-danger"
      >
        {shown.suggestions[0]}
      </p>
    );
  }
  const steps = shown.suggestions.map((suggestion) => splitEstimate(suggestion));
  const rest = steps.filter((step) => !added.has(stepKey(step.text)));
  return (
    <>
      <ol aria-labelledby={headingId} className="mt-2 space-y-2">
        {steps.map((step, index) => {
          const isAdded = added.has(stepKey(step.text));
          return (
            <li key={`${index}-${step.text}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="max-w-full flex-1 basis-48">
                <span className="sr-only">Step {index + 1}: </span>
                <ReadingText text={step.text} />
                {step.minutes !== null && (
                  <span className="ml-2 inline-block rounded-full border border-line px-2 text-sm whitespace-nowrap text-muted">
                    about{' '}
                    {step.upper !== null && step.upper > step.minutes
                      ? `${step.minutes}–${step.upper}`
                      : step.minutes}{' '}
                    min
                  </span>
                )}
              </span>
              {/* Once added, the button stays where focus is and says so, instead of adding the step twice. */}
              <Button
                variant="secondary"
                className="min-h-11 px-3 text-sm"
                aria-disabled={isAdded || undefined}
                aria-label={`${isAdded ? 'Added as a step' : 'Add as step'}: ${step.text}`}
                onClick={() => !isAdded && onAddStep(step.text)}
              >
                {isAdded ? (
                  <Check aria-hidden="true" className="size-4" />
                ) : (
                  <Plus aria-hidden="true" className="size-4" />
                )}
                {isAdded ? 'Added' : 'Add as step'}
              </Button>
            </li>
          );
        })}
      </ol>
      {steps.length > 1 && (
        <Button
          variant="secondary"
          className="mt-3 min-h-11 px-3 text-sm"
          aria-disabled={rest.length === 0 || undefined}
          onClick={() => rest.length > 0 && onAddAll(rest.map((step) => step.text))}
        >
          {rest.length === 0 ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Plus aria-hidden="true" className="size-4" />
          )}
          {rest.length === 0
            ? 'All added as steps'
            : rest.length < steps.length
              ? `Add the other ${rest.length} as steps`
              : 'Add all as steps'}
        </Button>
      )}
    </>
  );
}
