import { useCallback, useEffect, useState } from 'react';
import { focus } from '../../lib/reminders/focus';

/**
 * The time since the exercise started, drawn again just after each whole second. Like the time box, it is
 * worked out from the start time, so the rhythm never drifts however late a tick comes.
 */
export function useBreathing() {
  const [run, setRun] = useState<{ startedAt: number; now: number } | null>(null);
  const startedAt = run?.startedAt ?? null;

  // No break reminder comes while the exercise runs (docs/product.md#reminders).
  useEffect(() => {
    if (startedAt === null) return;
    focus.breathing(true);
    return () => focus.breathing(false);
  }, [startedAt]);

  useEffect(() => {
    if (startedAt === null) return;
    let handle: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const now = Date.now();
      handle = setTimeout(tick, 1000 - ((now - startedAt) % 1000));
    };
    const tick = () => {
      setRun((current) => (current ? { ...current, now: Date.now() } : current));
      schedule();
    };
    schedule();
    return () => clearTimeout(handle);
  }, [startedAt]);

  const start = useCallback(() => {
    const now = Date.now();
    setRun({ startedAt: now, now });
  }, []);
  const stop = useCallback(() => setRun(null), []);

  return { elapsedMs: run ? Math.max(0, run.now - run.startedAt) : null, start, stop };
}
