import { useEffect, useState } from 'react';

/**
 * How many of `total` pieces to show: a first screenful at once, then a few more on each later task, so a very
 * long text never blocks the page while it is drawn. Starts over when `key` changes.
 */
export function useProgressiveCount(total: number, key: unknown, first = 3, step = 3): number {
  const [state, setState] = useState({ key, count: Math.min(total, first) });
  const count = state.key === key ? state.count : Math.min(total, first);
  if (state.key !== key) setState({ key, count });

  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setState({ key, count: Math.min(total, count + step) }), 0);
    return () => clearTimeout(timer);
  }, [count, total, key, step]);

  return count;
}
