import type { MindMapNode } from './map';

/** How many steps back Undo can go; older snapshots are dropped first. */
export const HISTORY_LIMIT = 200;

/** docs/product.md#states: undo and redo over snapshots of the node tree. Snapshots are never changed, only shared. */
export interface History {
  readonly snapshots: readonly (readonly MindMapNode[])[];
  readonly index: number;
}

export function startHistory(nodes: readonly MindMapNode[] = []): History {
  return { snapshots: [nodes], index: 0 };
}

export function current(history: History): readonly MindMapNode[] {
  return history.snapshots[history.index]!;
}

/** A new edit: cuts off the redo branch, then becomes the newest snapshot. */
export function record(history: History, nodes: readonly MindMapNode[]): History {
  if (nodes === current(history)) return history;
  const kept = history.snapshots.slice(0, history.index + 1);
  kept.push(nodes);
  const dropped = Math.max(0, kept.length - HISTORY_LIMIT);
  return { snapshots: kept.slice(dropped), index: kept.length - 1 - dropped };
}

export const canUndo = (history: History) => history.index > 0;
export const canRedo = (history: History) => history.index < history.snapshots.length - 1;

export function undo(history: History): History {
  return canUndo(history) ? { ...history, index: history.index - 1 } : history;
}

export function redo(history: History): History {
  return canRedo(history) ? { ...history, index: history.index + 1 } : history;
}
