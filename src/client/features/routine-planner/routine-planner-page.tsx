import { ToolScreen } from '../../components/tool-screen';
import { lazyPart } from '../../lib/lazy-part';

const RoutinePlanner = lazyPart(
  () => import('./routine-planner').then((m) => m.RoutinePlanner),
  () => import('../../../shared/routine-planner/routines'),
);

/** The routine planner (docs/product.md#routine-planner): routines of small steps, each at its own time or none. */
export default function RoutinePage() {
  return (
    <ToolScreen
      tool="routine-planner"
      title="Smart Routine Planner · NeuroNest"
      intro="Small steps in a steady order. Start from a ready routine or build your own, and give it a time if you like."
      className="max-w-3xl py-8"
      controls={RoutinePlanner}
    />
  );
}
