import { ToolScreen } from '../../components/tool-screen';
import { lazyPart } from '../../lib/lazy-part';

const HabitTracker = lazyPart(
  () => import('./habit-tracker').then((m) => m.HabitTracker),
  () => import('../../../shared/habits/habits'),
);

/** The habit tracker (docs/product.md#habit-tracker): today's check-ins first, nothing ever counted against you. */
export default function HabitPage() {
  return (
    <ToolScreen
      tool="habits"
      title="Habit Tracker · NeuroNest"
      intro="Check in when it suits you. A missed day costs little, and skipped, rest and paused days cost nothing."
      className="max-w-3xl py-8"
      controls={HabitTracker}
    />
  );
}
