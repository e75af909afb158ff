import { useEffect, useState } from 'react';

/** How many chunks to show next: at least one more, and as many as fit in `budget` more characters. */
function nextCount(ends: readonly number[], shown: number, budget: number): number {
  const limit = (shown > 0 ? (ends[shown - 1] ?? 0) : 0) + budget;
  let count = shown + 1;
  while (count < ends.length && (ends[count] ?? Infinity) <= limit) count += 1;
  return Math.min(count, ends.length);
}

/**
 * How many of the chunks to show: a first screenful at once, then about `budget` characters more on each later
 * task, so a very long text never blocks the page while it is drawn. `ends` holds the characters shown once
 * each chunk is; a new `ends` starts over. About 2,000 characters (some 700 elements in bold-start text) keep
 * each task's style and layout work under 60 ms on a busy two-core machine; 6,000 went past 200 ms there.
 */
export function useProgressiveCount(ends: readonly number[], budget = 2000): number {
  const [state, setState] = useState({ ends, count: nextCount(ends, 0, budget) });
  const count = state.ends === ends ? state.count : nextCount(ends, 0, budget);
  if (state.ends !== ends) setState({ ends, count });

  useEffect(() => {
    if (count >= ends.length) return;
    const timer = setTimeout(() => setState({ ends, count: nextCount(ends, count, budget) }), 0);
    return () => clearTimeout(timer);
  }, [count, ends, budget]);

  return count;
}
