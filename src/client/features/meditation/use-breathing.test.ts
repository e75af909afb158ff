import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { breathAt } from '../../../shared/meditation/breathing';
import { useBreathing } from './use-breathing';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T09:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const hook = renderHook(() => useBreathing());
  const shown = () => {
    const { elapsedMs } = hook.result.current;
    if (elapsedMs === null) return 'Ready to start';
    const moment = breathAt(elapsedMs);
    return `${moment.phase} ${moment.secondsLeft}`;
  };
  return { hook, shown };
}

const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the breathing cycle', () => {
  it('is ready to start until started, then alternates a 5-second inhale and a 7-second exhale', () => {
    const { hook, shown } = setup();
    expect(shown()).toBe('Ready to start');
    act(() => hook.result.current.start());
    const seen = [shown()];
    for (let second = 1; second < 24; second += 1) {
      pass(1000);
      seen.push(shown());
    }
    const breath = ['inhale 5', 'inhale 4', 'inhale 3', 'inhale 2', 'inhale 1'].concat([
      'exhale 7',
      'exhale 6',
      'exhale 5',
      'exhale 4',
      'exhale 3',
      'exhale 2',
      'exhale 1',
    ]);
    expect(seen).toEqual([...breath, ...breath]);
  });

  it('stays in rhythm when ticks come late, as in a busy or background tab', () => {
    const { hook, shown } = setup();
    act(() => hook.result.current.start());
    // The tab slept for 30.5 seconds and its next tick came that much late: the count is worked out from the
    // start time, so it shows where the rhythm really is (31.5 s in: the third second of an exhale).
    vi.setSystemTime(Date.now() + 30_500);
    pass(1000);
    expect(shown()).toBe('exhale 5');
  });

  it('returns to ready to start when stopped, and starts a fresh cycle next time', () => {
    const { hook, shown } = setup();
    act(() => hook.result.current.start());
    pass(7000);
    expect(shown()).toBe('exhale 5');
    act(() => hook.result.current.stop());
    expect(shown()).toBe('Ready to start');
    pass(5000);
    expect(shown()).toBe('Ready to start');
    act(() => hook.result.current.start());
    expect(shown()).toBe('inhale 5');
  });
});
