/**
 * The one way a store of the app's own tells its readers of a change (docs/conventions.md): `subscribe` adds
 * a listener and returns its removal, as React's `useSyncExternalStore` expects; `tell` calls each listener,
 * with the event when the store has one; `size` says how many listen.
 */
export function listeners<Event = void>() {
  const each = new Set<(event: Event) => void>();
  return {
    subscribe(listener: (event: Event) => void): () => void {
      each.add(listener);
      return () => {
        each.delete(listener);
      };
    },
    tell(event: Event) {
      for (const listener of each) listener(event);
    },
    get size() {
      return each.size;
    },
  };
}
