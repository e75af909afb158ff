import { timeOf, timeWords } from '../../../shared/clock-time';
import type { TimelineEntry } from '../../../shared/my-day';
import { lengthWords, nowAndNext } from '../../../shared/my-day';
import { NowNextBoard } from '../../components/now-next-board';

/**
 * Today on the Now and Next board (docs/product.md#my-day): the routine or task under way with the time left
 * until its end, and what starts next. A routine shows its picture.
 */
export function DayBoard({ entries, now }: { entries: readonly TimelineEntry[]; now: number }) {
  const found = nowAndNext(entries, now);
  const current = found.now;
  const left = current ? current.end - now : 0;
  return (
    <NowNextBoard
      title="Now and Next: today"
      now={current}
      nothingNow="Nothing is planned for now."
      next={found.next}
      nothingNext="Nothing else is planned today."
      timeLeft={
        current
          ? {
              fraction: left / Math.max(1, current.end - current.start),
              words: `${lengthWords(left)} left, until ${timeWords(timeOf(current.end))}`,
            }
          : undefined
      }
    />
  );
}
