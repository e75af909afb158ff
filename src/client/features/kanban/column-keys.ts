import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { KANBAN_COLUMNS } from '../../../shared/kanban/board';

const ORDER = KANBAN_COLUMNS.map((column) => column.status as string);

const STEP: Partial<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Keyboard dragging jumps a whole column per arrow press (right or down: the next column; left or up: the one
 * before), whether the columns sit side by side or stack on a narrow screen.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = STEP[event.code];
  if (step === undefined) return undefined;
  event.preventDefault();
  const from = String(context.over?.id ?? context.active?.data.current?.status ?? ORDER[0]);
  const index = Math.min(ORDER.length - 1, Math.max(0, ORDER.indexOf(from) + step));
  const rect = context.droppableRects.get(ORDER[index] ?? '');
  if (!rect) return undefined;
  return { x: rect.left + 8, y: rect.top + 48 };
};
