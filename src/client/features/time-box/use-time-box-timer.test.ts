import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedTimer } from '../../../shared/time-box/plan';
import { formatClock, secondsShown } from '../../../shared/time-box/timer';
import { useTimeBoxTimer } from './use-time-box-timer';

const MINUTE = 60_000;
const START = new Date('2026-03-02T09:00:00.000Z').getTime();

function setup(saved: SavedTimer | null = null, fullMs = 10 * MINUTE) {
  const onSave = vi.fn<(timer: SavedTimer | null) => void>();
  const onFinish = vi.fn();
  const hook = renderHook(() => useTimeBoxTimer({ saved, fullMs, onSave, onFinish }));
  const clock = () => formatClock(secondsShown(hook.result.current.remainingMs));
  return { hook, onSave, onFinish, clock };
}

/** Moves the clock on with the timers firing, as in a visible tab. */
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Moves the wall clock on with no timer firing, as when the laptop sleeps or the tab is frozen. */
const sleep = (ms: number) => vi.setSystemTime(Date.now() + ms);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the time-box timer', () => {
  it('starts at the chosen length and counts down every second', () => {
    const { hook, onSave, clock } = setup();
    expect(clock()).toBe('10:00');
    expect(hook.result.current.timer.status).toBe('idle');
    act(() => hook.result.current.start());
    expect(onSave).toHaveBeenLastCalledWith({
      status: 'running',
      kind: 'focus',
      durationMs: 10 * MINUTE,
      endsAt: START + 10 * MINUTE,
    });
    pass(999);
    expect(clock()).toBe('10:00');
    pass(1);
    expect(clock()).toBe('09:59');
    pass(60_000);
    expect(clock()).toBe('08:59');
  });

  it('pauses keeping what is left, and resumes from there', () => {
    const { hook, onSave, clock } = setup();
    act(() => hook.result.current.start());
    pass(90_000);
    act(() => hook.result.current.pause());
    expect(clock()).toBe('08:30');
    expect(onSave).toHaveBeenLastCalledWith({
      status: 'paused',
      kind: 'focus',
      durationMs: 10 * MINUTE,
      remainingMs: 510_000,
    });
    pass(5 * MINUTE);
    expect(clock()).toBe('08:30');
    act(() => hook.result.current.start());
    expect(hook.result.current.startedWith).toBe(510);
    pass(30_000);
    expect(clock()).toBe('08:00');
  });

  it('resets to the chosen duration, or to 25 minutes when none is chosen', () => {
    const chosen = setup();
    act(() => chosen.hook.result.current.start());
    pass(3 * MINUTE);
    act(() => chosen.hook.result.current.reset());
    expect(chosen.clock()).toBe('10:00');
    expect(chosen.hook.result.current.timer.status).toBe('idle');
    expect(chosen.onSave).toHaveBeenLastCalledWith(null);

    const none = setup(null, 25 * MINUTE);
    expect(none.clock()).toBe('25:00');
    act(() => none.hook.result.current.start());
    pass(MINUTE);
    act(() => none.hook.result.current.reset());
    expect(none.clock()).toBe('25:00');
  });

  it('stops at 0 and says time is up exactly once', () => {
    const { hook, onSave, onFinish, clock } = setup();
    act(() => hook.result.current.start());
    pass(10 * MINUTE - 1);
    expect(clock()).toBe('00:01');
    expect(onFinish).not.toHaveBeenCalled();
    pass(1);
    expect(clock()).toBe('00:00');
    expect(hook.result.current.timer.status).toBe('finished');
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish).toHaveBeenCalledWith('focus');
    expect(onSave).toHaveBeenLastCalledWith(null);
    pass(5 * MINUTE);
    expect(clock()).toBe('00:00');
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('keeps true time when the tab sleeps in the background, and catches up as soon as it is seen', () => {
    const { hook, onFinish, clock } = setup();
    act(() => hook.result.current.start());
    pass(10_000);
    expect(clock()).toBe('09:50');
    sleep(4 * MINUTE);
    // The page comes back into view: the screen is right at once, with no tick needed.
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(clock()).toBe('05:50');
    pass(1000);
    expect(clock()).toBe('05:49');
    // A sleep past the end finishes it on the first tick after waking.
    sleep(20 * MINUTE);
    pass(1000);
    expect(clock()).toBe('00:00');
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('goes on after a reload from the saved end time', () => {
    const first = setup();
    act(() => first.hook.result.current.start());
    pass(2 * MINUTE);
    const saved = first.onSave.mock.lastCall?.[0] ?? null;
    first.hook.unmount();

    sleep(15_000);
    const reloaded = setup(saved);
    expect(reloaded.hook.result.current.timer.status).toBe('running');
    expect(reloaded.clock()).toBe('07:45');
    pass(45_000);
    expect(reloaded.clock()).toBe('07:00');
  });

  it('finds a timer that ran out while the page was closed, and says time is up', () => {
    const saved: SavedTimer = {
      status: 'running',
      kind: 'focus',
      durationMs: 10 * MINUTE,
      endsAt: START - 1000,
    };
    const { hook, onSave, onFinish, clock } = setup(saved);
    expect(clock()).toBe('00:00');
    expect(hook.result.current.timer.status).toBe('finished');
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith(null);
  });

  it('keeps a paused timer paused after a reload, however long it waited', () => {
    const saved: SavedTimer = {
      status: 'paused',
      kind: 'focus',
      durationMs: 20 * MINUTE,
      remainingMs: 754_000,
    };
    const { clock } = setup(saved, 20 * MINUTE);
    pass(MINUTE);
    expect(clock()).toBe('12:34');
  });

  it('runs a five-minute break and reports it as a break', () => {
    const { hook, onFinish, clock } = setup();
    act(() => hook.result.current.startBreak(5 * MINUTE));
    expect(hook.result.current.timer.kind).toBe('break');
    expect(clock()).toBe('05:00');
    pass(5 * MINUTE);
    expect(onFinish).toHaveBeenCalledWith('break');
    act(() => hook.result.current.reset());
    expect(clock()).toBe('10:00');
    expect(hook.result.current.timer.kind).toBe('focus');
  });
});
