import { act, render, screen } from '@testing-library/react';
import { useDeferredValue, useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { DeferredPass } from './deferred-pass';

/** A store like a query's: a value that changes, read with useSyncExternalStore. */
function store(first: string[]) {
  let value = first;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: string[]) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('DeferredPass', () => {
  it('draws the new value without drawing the component that read it a second time', async () => {
    const tasks = store(['Post the letter']);
    const renders = { reader: 0 };
    function Screen() {
      renders.reader += 1;
      const loaded = useSyncExternalStore(tasks.subscribe, tasks.get);
      return <DeferredPass value={loaded}>{list}</DeferredPass>;
    }
    render(<Screen />);
    expect(screen.getByText('Post the letter')).toBeInTheDocument();
    const before = renders.reader;

    await act(async () => tasks.set(['Post the letter', 'Water the plants']));

    expect(screen.getByText('Water the plants')).toBeInTheDocument();
    // Once for the change: the deferred pass draws only the list, so a query read above it is not in the pass
    // (and cannot be found changed at its end, which would make React draw the whole pass again at once).
    expect(renders.reader - before).toBe(1);
  });

  it('is what the inline hook is not: with useDeferredValue in the reader, the reader draws twice', async () => {
    const tasks = store(['Post the letter']);
    const renders = { reader: 0 };
    function Screen() {
      renders.reader += 1;
      const shown = useDeferredValue(useSyncExternalStore(tasks.subscribe, tasks.get));
      return list(shown);
    }
    render(<Screen />);
    const before = renders.reader;

    await act(async () => tasks.set(['Post the letter', 'Water the plants']));

    expect(screen.getByText('Water the plants')).toBeInTheDocument();
    expect(renders.reader - before).toBe(2);
  });
});
