import { useId } from 'react';
import { lengthWords } from '../../shared/my-day';
import { Button } from './button';

/** The answers offered, in minutes: a few taps cover most tasks; the person's own times then shape estimates. */
export const TOOK_CHOICES = [5, 15, 30, 60, 120, 240] as const;

interface Props {
  title: string;
  /** Where the question sits in its row (its margins). */
  className?: string;
  onAnswer: (minutes: number) => void;
  onSkip: () => void;
}

/**
 * Asked once, right after a todo or a time-box task is ticked off (decisions 149, 182): one tap says how long it
 * took, and those times make the next estimate for tasks of the same kind. Skipping is as easy as answering, and
 * nothing is asked again.
 */
export function TookQuestion({ title, className = '', onAnswer, onSkip }: Props) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-asked`} className={className}>
      <p id={`${id}-asked`} className="font-medium">
        About how long did it take?
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {TOOK_CHOICES.map((minutes) => (
          <Button
            key={minutes}
            variant="secondary"
            className="px-3"
            aria-label={`About ${lengthWords(minutes)} for ${title}`}
            onClick={() => onAnswer(minutes)}
          >
            {lengthWords(minutes)}
          </Button>
        ))}
        <Button
          variant="ghost"
          className="px-3"
          aria-label={`Skip the question for ${title}`}
          onClick={onSkip}
        >
          Skip
        </Button>
      </div>
    </div>
  );
}
