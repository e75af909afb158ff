import type { Announcements, DragEndEvent } from '@dnd-kit/core';
import {
  DndContext,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { LiHTMLAttributes, ReactNode } from 'react';

interface ListProps {
  /** The items' ids, in their order. */
  ids: readonly string[];
  /** What screen readers call an item: "Shower". */
  nameOf: (id: string) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/**
 * A list whose items can also be dragged into a new place with a pointer or a finger (a step of a routine, a
 * habit). Dragging is never the only way: every such list has Move up and Move down buttons, which the keyboard
 * uses, so the drag handle is for pointers only. What happens is said in words all the same.
 */
export function DragList({ ids, nameOf, onMove, children }: ListProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const place = (id: unknown) => `place ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(String(active.id))}, at ${place(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(String(active.id))} is over ${place(over.id)}.`
        : `${nameOf(String(active.id))} is outside the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(String(active.id))} is now at ${place(over.id)}.`
        : `${nameOf(String(active.id))} stays where it was.`,
    onDragCancel: ({ active }) => `${nameOf(String(active.id))} stays where it was.`,
  };
  function dropped({ active, over }: DragEndEvent) {
    const from = ids.indexOf(String(active.id));
    const to = over ? ids.indexOf(String(over.id)) : -1;
    if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
  }
  return (
    // The item under the pointer is where the held one goes.
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragEnd={dropped}
      accessibility={{ announcements }}
    >
      {children}
    </DndContext>
  );
}

/**
 * One item of a DragList, as a list item with its grip in the top corner: bordered, raised while dragged, and
 * outlined while another item is held over it.
 */
export function DragItem({
  id,
  className,
  children,
  ...item
}: { id: string; className: string; children: ReactNode } & LiHTMLAttributes<HTMLLIElement>) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, isDragging } = useDraggable({ id });
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id });
  const border = isDragging ? 'z-10 border-primary shadow-lg' : isOver ? 'border-primary' : 'border-line';
  return (
    <li
      {...item}
      ref={(node) => {
        setNodeRef(node);
        setDropRef(node);
      }}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={`relative border ${border} ${className}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...listeners}
        // For pointers only: the list's Move up and Move down buttons do the same from the keyboard.
        tabIndex={-1}
        aria-hidden="true"
        title="Drag to move"
        className="absolute top-2 right-2 inline-flex size-11 cursor-grab touch-none items-center justify-center rounded-lg text-muted hover:bg-surface active:cursor-grabbing"
      >
        <GripVertical className="size-5" />
      </button>
      {children}
    </li>
  );
}
