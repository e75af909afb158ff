import type { ReactNode } from 'react';
import { useDeferredValue } from 'react';

/**
 * Draws `children(value)` in a pass React can pause (decision 066), in a component of its own (decision 125).
 * The screen reads its queries above it and passes the loaded data in: the pass then holds no query read, so
 * an answer that arrives while it is drawn (the refetch of a list the device had kept) no longer makes React
 * throw the pass away and draw it again in one long task.
 */
export function DeferredPass<T>({ value, children }: { value: T; children: (value: T) => ReactNode }) {
  return children(useDeferredValue(value));
}
