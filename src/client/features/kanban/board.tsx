import type { Announcements, DragEndEvent } from '@dnd-kit/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { AiSource } from '../../../shared/ai';
import type { KanbanStatus, KanbanTask } from '../../../shared/kanban/board';
import { columnName, KANBAN_COLUMNS, KANBAN_STATUSES } from '../../../shared/kanban/board';
import { columnCoordinates } from './column-keys';
import type { CardHandlers } from './kanban-card';
import { KanbanCard } from './kanban-card';
import { isPending } from '../../lib/optimistic-list';

interface Props extends CardHandlers {
  tasks: KanbanTask[];
  suggesting: ReadonlySet<string>;
  failures: Readonly<Record<string, string>>;
  source: AiSource | undefined;
  focusId: string | null;
}

const isStatus = (value: unknown): value is KanbanStatus =>
  typeof value === 'string' && (KANBAN_STATUSES as readonly string[]).includes(value);

const titleOf = (data: unknown) => (data as { title?: string } | undefined)?.title ?? 'The card';
const fromOf = (data: unknown) => columnName((data as { status: KanbanStatus }).status);
const overName = (id: unknown) => (isStatus(id) ? columnName(id) : null);

const instructions =
  'To move a card with the keyboard, press Space or Enter on its drag handle. Use the arrow keys to choose a ' +
  'column, then press Space or Enter to drop it there, or Escape to cancel.';

/** What screen readers hear while a card is dragged. */
const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up ${titleOf(active.data.current)}. It is in ${fromOf(active.data.current)}.`,
  onDragOver: ({ active, over }) => {
    const name = overName(over?.id);
    return name
      ? `${titleOf(active.data.current)} is over ${name}.`
      : `${titleOf(active.data.current)} is not over a column.`;
  },
  onDragEnd: ({ active, over }) => {
    const name = overName(over?.id);
    return name
      ? `${titleOf(active.data.current)} was dropped in ${name}.`
      : `${titleOf(active.data.current)} was dropped outside the columns and stays in ${fromOf(active.data.current)}.`;
  },
  onDragCancel: ({ active }) =>
    `Moving ${titleOf(active.data.current)} was cancelled. It stays in ${fromOf(active.data.current)}.`,
};

/** The three columns. Cards move by their buttons, or by dragging with a pointer or the keyboard. */
export function Board({ tasks, suggesting, failures, source, focusId, ...handlers }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );

  function dropped({ active, over }: DragEndEvent) {
    const task = tasks.find((item) => item.id === active.id);
    if (!task || !isStatus(over?.id) || over.id === task.status) return;
    handlers.onMove(task, over.id);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      onDragEnd={dropped}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <div className="mt-6 grid grid-fill-18 gap-4">
        {KANBAN_COLUMNS.map((column) => (
          <Column
            key={column.status}
            status={column.status}
            name={column.name}
            tasks={tasks.filter((t) => t.status === column.status)}
          >
            {(task) => (
              <KanbanCard
                task={task}
                pending={isPending(task)}
                suggesting={suggesting.has(task.id)}
                failure={failures[task.id]}
                source={source}
                takeFocus={focusId === task.id}
                {...handlers}
              />
            )}
          </Column>
        ))}
      </div>
    </DndContext>
  );
}

function Column({
  status,
  name,
  tasks,
  children,
}: {
  status: KanbanStatus;
  name: string;
  tasks: KanbanTask[];
  children: (task: KanbanTask) => React.ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = `column-${status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`min-w-0 rounded-xl border-2 p-3 ${isOver ? 'border-primary bg-primary-soft' : 'border-line bg-app'}`}
    >
      <h2 id={headingId} tabIndex={-1} className="flex items-baseline gap-2 text-lg font-semibold">
        {name}
        <span className="rounded-full border border-line bg-surface px-2 text-sm font-medium text-muted">
          <span className="sr-only">, </span>
          {tasks.length}
          <span className="sr-only"> {tasks.length === 1 ? 'card' : 'cards'}</span>
        </span>
      </h2>
      {tasks.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-line p-4 text-sm text-muted">
          No cards here yet.
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {tasks.map((task) => (
            <li key={task.id}>{children(task)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
