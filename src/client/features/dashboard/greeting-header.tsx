import { hourIn } from '../../../shared/clock-time';
import { greeting } from '../../../shared/dashboard';
import { DashboardText } from './dashboard-text';
import { LiveClock } from './live-clock';
import { useNow } from '../../lib/use-now';

interface Props {
  name: string;
  sentence: string | null;
  timeZone: string | undefined;
  /** The clock shows here only when there is no location card to hold it. */
  showClock: boolean;
}

export function GreetingHeader({ name, sentence, timeZone, showClock }: Props) {
  // The greeting changes at most on the hour; checking each minute is plenty.
  const now = useNow(60_000);
  return (
    <header className="min-w-0">
      <h1 className="text-3xl font-bold break-words">
        <DashboardText text={`${greeting(hourIn(now, timeZone))}, ${name}`} />
      </h1>
      {sentence && (
        <p className="mt-3 max-w-2xl text-lg break-words">
          <DashboardText text={sentence} />
        </p>
      )}
      {showClock && (
        <p className="mt-3 text-muted">
          Local time: <LiveClock timeZone={timeZone} className="font-semibold text-fg" />
        </p>
      )}
    </header>
  );
}
