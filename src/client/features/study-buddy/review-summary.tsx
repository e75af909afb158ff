import type { StudyCard } from '../../../shared/study-buddy/study';
import { Button } from '../../components/button';
import { localDay } from '../../../shared/habits/days';

/** The calm end of a session: how many cards, and when they come back. No score (docs/product.md#study-buddy). */
export function ReviewSummary({
  answered,
  timeZone,
  onClose,
}: {
  answered: StudyCard[];
  timeZone: string;
  onClose: () => void;
}) {
  const today = localDay(new Date(), timeZone);
  const laterToday = answered.filter((c) => localDay(new Date(c.schedule.due), timeZone) === today).length;
  const n = answered.length;
  return (
    <div role="status" className="space-y-3 rounded-lg border border-control bg-surface p-6">
      <h2 id="review-summary-heading" tabIndex={-1} className="text-xl font-semibold">
        Session done
      </h2>
      <p>
        {n === 0
          ? 'No cards this time. That is fine; they will wait for you.'
          : `You went through ${n} card${n === 1 ? '' : 's'}. Every answer is saved.`}
      </p>
      {n > 0 && (
        <p>
          {laterToday > 0 ? `${laterToday} come${laterToday === 1 ? 's' : ''} back later today; ` : ''}
          {n - laterToday > 0 ? `${n - laterToday} on a later day.` : 'none on a later day.'}
        </p>
      )}
      <Button onClick={onClose}>Back to the deck</Button>
    </div>
  );
}
