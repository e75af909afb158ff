import { ToolScreen } from '../../components/tool-screen';
import { lazyPart } from '../../lib/lazy-part';

const TaskBoard = lazyPart(
  () => import('./task-board').then((m) => m.TaskBoard),
  () => import('../../../shared/kanban/board'),
);

/** The visual task board (docs/product.md#task-board): To Do, In Progress and Done, with steps on request. */
export default function KanbanPage() {
  return (
    <ToolScreen
      tool="kanban"
      title="Visual Task Board · NeuroNest"
      intro="Add a task, then move it from To Do to In Progress to Done. Ask for steps when one feels too big."
      className="max-w-6xl py-8"
      controls={TaskBoard}
    />
  );
}
