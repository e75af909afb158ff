import { ToolScreen } from '../../components/tool-screen';
import { lazyPart } from '../../lib/lazy-part';

const MyDay = lazyPart(
  () => import('./my-day').then((m) => m.MyDay),
  () => import('../../../shared/my-day'),
);

/**
 * My Day (docs/product.md#my-day): one day's timeline of routines and placed todos, and beside it the open todos
 * to place.
 */
export default function MyDayPage() {
  return (
    <ToolScreen
      tool="routine-planner"
      title="My Day · NeuroNest"
      heading="My Day"
      intro="Your day in order: routines at their times, the todos you place, and the free time between them."
      className="max-w-5xl py-8"
      controls={MyDay}
    />
  );
}
