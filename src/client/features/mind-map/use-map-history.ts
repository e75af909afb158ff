import { useCallback, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import type { MindMapNode } from '../../../shared/mind-map/map';
import type { History } from '../../../shared/mind-map/history';
import {
  canRedo,
  canUndo,
  current,
  record,
  redo,
  startHistory,
  undo,
} from '../../../shared/mind-map/history';

interface State {
  history: History;
  /** The tree as last saved (or opened); the map is unsaved whenever the current tree is another one. */
  saved: readonly MindMapNode[];
}

type Action =
  | { type: 'edit'; change: (nodes: readonly MindMapNode[]) => readonly MindMapNode[] }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; nodes: readonly MindMapNode[] }
  | { type: 'saved'; nodes: readonly MindMapNode[] };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'edit':
      return { ...state, history: record(state.history, action.change(current(state.history))) };
    case 'undo':
      return { ...state, history: undo(state.history) };
    case 'redo':
      return { ...state, history: redo(state.history) };
    case 'reset':
      return { history: startHistory(action.nodes), saved: action.nodes };
    case 'saved':
      return { ...state, saved: action.nodes };
  }
}

const EMPTY: readonly MindMapNode[] = [];

/** The map's tree with its undo history, and whether it differs from what was saved. */
export function useMapHistory() {
  const [state, dispatch] = useReducer(reducer, { history: startHistory(EMPTY), saved: EMPTY });
  const nodes = current(state.history);
  const dirty = nodes !== state.saved;
  // Read by handlers that run before the next render (a save, a navigation guard).
  const latest = useRef({ nodes, dirty });
  useLayoutEffect(() => {
    latest.current = { nodes, dirty };
  });

  /** The tree and its saved state as of now, for handlers that run before the next render. */
  const read = useCallback(() => latest.current, []);
  const edit = useCallback(
    (change: (nodes: readonly MindMapNode[]) => readonly MindMapNode[]) => dispatch({ type: 'edit', change }),
    [],
  );
  const controls = useMemo(
    () => ({
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      reset: (next: readonly MindMapNode[]) => {
        latest.current = { nodes: next, dirty: false };
        dispatch({ type: 'reset', nodes: next });
      },
      markSaved: (saved: readonly MindMapNode[]) => {
        latest.current = { nodes: latest.current.nodes, dirty: latest.current.nodes !== saved };
        dispatch({ type: 'saved', nodes: saved });
      },
    }),
    [],
  );

  return {
    nodes,
    dirty,
    canUndo: canUndo(state.history),
    canRedo: canRedo(state.history),
    edit,
    read,
    ...controls,
  };
}
