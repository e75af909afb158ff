import { useId } from 'react';
import { Button } from '../../components/button';
import { lengthWords } from '../../../shared/my-day';

/** The answers offered, in minutes: a few taps cover most tasks; the person's own times then shape estimates. */
export const TOOK_CHOICES = [5, 15, 30, 60, 120, 240] as const;

interface Props {
  title: string;
  onAnswer: (minutes: number) => void;
  onSkip: () => void;
}

/**
 * Asked once, right after a task is ticked off (decision 149): one tap says how long it took, and those times
 * make the next estimate for tasks of the same kind. Skipping is as easy as answering, and nothing is asked again.
 */
export function TookQuestion({ title, onAnswer, onSkip }: Props) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-asked`} className="mt-3 @sm:ml-9">
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
