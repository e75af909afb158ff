import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { listeners } from '../../lib/listeners';

/** What the header says of the map on screen: its title (none for a new map) and whether it is saved. */
export interface MapStatus {
  title: string | null;
  status: string;
}

/**
 * The map's status, drawn by the header before the editor's scripts arrive and told by the editor once it
 * runs (decision 120). A store, not the page's state, so a change draws the header's line alone and never the
 * editor again.
 */
export function createMapStatus(first: MapStatus) {
  let current = first;
  const changes = listeners();
  return {
    get: () => current,
    subscribe: changes.subscribe,
    set(next: MapStatus) {
      if (next.title === current.title && next.status === current.status) return;
      current = next;
      changes.tell();
    },
  };
}

type MapStatusStore = ReturnType<typeof createMapStatus>;

export const MapStatusContext = createContext<MapStatusStore | null>(null);

/** The editor's side: tells the header what it shows. */
export function useTellMapStatus(title: string | null, status: string) {
  const store = useContext(MapStatusContext);
  useEffect(() => store?.set({ title, status }), [store, title, status]);
}

/** The header's side: the map's title and status, and the browser tab's title with them. */
export function MapStatusLine({ store }: { store: MapStatusStore }) {
  const { title, status } = useSyncExternalStore(store.subscribe, store.get);
  return (
    <p className="min-w-0 text-muted">
      <title>{`${title ? `${title} · ` : ''}AI Mind Mapper · NeuroNest`}</title>
      {title ? <span className="font-medium text-fg">{title}</span> : 'New mind map'}
      <span role="status" className="ml-3">
        {status}
      </span>
    </p>
  );
}
