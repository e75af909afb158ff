import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSecondTick } from './use-second-tick';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-12-02T09:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A countdown of `ms` from now, which notes the time of every tick. */
function countdown(ms: number, running = true) {
  const ends = Date.now() + ms;
  const ticks: number[] = [];
  const hook = renderHook(
    ({ on }) =>
      useSecondTick(on, ends, (now) => {
        ticks.push(now - (ends - ms));
        return ends - now;
      }),
    { initialProps: { on: running } },
  );
  return { ticks, hook };
}

describe('useSecondTick', () => {
  it('ticks at once, then just after each shown second changes, and stops at zero', () => {
    const { ticks } = countdown(2_500);
    expect(ticks).toEqual([0]);
    act(() => vi.advanceTimersByTime(5_000));
    // 2.5 s left: the shown second changes after 0.5 s, then every second until nothing is left.
    expect(ticks).toEqual([0, 500, 1_500, 2_500]);
  });

  it('ticks at once when the page comes back into view or the window takes focus', () => {
    const { ticks } = countdown(60_000);
    act(() => vi.advanceTimersByTime(200));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    expect(ticks).toEqual([0, 200, 200]);
  });

  it('does nothing while not running, and stops ticking when it stops', () => {
    const { ticks, hook } = countdown(60_000, false);
    act(() => vi.advanceTimersByTime(3_000));
    expect(ticks).toEqual([]);
    hook.rerender({ on: true });
    act(() => vi.advanceTimersByTime(1_000));
    expect(ticks).toEqual([3_000, 4_000]);
    hook.rerender({ on: false });
    act(() => {
      vi.advanceTimersByTime(3_000);
      window.dispatchEvent(new Event('focus'));
    });
    expect(ticks).toEqual([3_000, 4_000]);
  });
});
