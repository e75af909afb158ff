import { clockTime } from '../../../shared/clock-time';
import { useNow } from '../../lib/use-now';

/**
 * hh:mm on a 24-hour clock in the given zone (the browser's when undefined), refreshed every second.
 * Deliberately not a live region: a clock that announced itself would talk over everything else.
 */
export function LiveClock({
  timeZone,
  className = '',
}: {
  timeZone: string | undefined;
  className?: string;
}) {
  const time = clockTime(useNow(), timeZone);
  return (
    <time dateTime={time} className={`tabular-nums ${className}`}>
      {time}
    </time>
  );
}
