import { Plus } from 'lucide-react';
import type { AiOutcome } from '../../../shared/ai';
import { splitEstimate } from '../../../shared/ai-parse';
import { Button } from '../../components/button';
import { ReadingText } from '../../components/reading-text';

export interface ShownSuggestions {
  outcome: AiOutcome;
  suggestions: string[];
}

/**
 * The steps suggested for a todo, each with its rough time and a button that adds it as a step of that task
 * (decision 160), and one that adds them all. A failure or a sensitive topic shows the product's single message
 * instead.
 */
export function SuggestedSteps({
  shown,
  headingId,
  onAddStep,
  onAddAll,
}: {
  shown: ShownSuggestions;
  headingId: string;
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
  return (
    <>
      <ol aria-labelledby={headingId} className="mt-2 space-y-2">
        {shown.suggestions.map((suggestion, index) => {
          const step = splitEstimate(suggestion);
          return (
            <li key={`${index}-${suggestion}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
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
              <Button
                variant="secondary"
                className="min-h-11 px-3 text-sm"
                aria-label={`Add as step: ${step.text}`}
                onClick={() => onAddStep(step.text)}
              >
                <Plus aria-hidden="true" className="size-4" />
                Add as step
              </Button>
            </li>
          );
        })}
      </ol>
      {shown.suggestions.length > 1 && (
        <Button
          variant="secondary"
          className="mt-3 min-h-11 px-3 text-sm"
          onClick={() => onAddAll(shown.suggestions.map((suggestion) => splitEstimate(suggestion).text))}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add all as steps
        </Button>
      )}
    </>
  );
}
