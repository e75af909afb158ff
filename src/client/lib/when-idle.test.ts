import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenSettled } from './when-idle';

/** A stand-in for the browser's resource timing: `arrive()` reports one fetched resource to every observer. */
class FakeObserver {
  static observers = new Set<FakeObserver>();
  constructor(private readonly callback: () => void) {}
  observe() {
    FakeObserver.observers.add(this);
  }
  disconnect() {
    FakeObserver.observers.delete(this);
  }
  static arrive() {
    for (const observer of FakeObserver.observers) observer.callback();
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('PerformanceObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeObserver.observers.clear();
});

describe('whenSettled', () => {
  it('waits until nothing has been fetched for two seconds, then for an idle moment', () => {
    const start = vi.fn();
    whenSettled(start);
    // The screen's scripts and data arrive one after another, each within two seconds of the last.
    for (let i = 0; i < 5; i += 1) {
      vi.advanceTimersByTime(1500);
      FakeObserver.arrive();
    }
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(start).toHaveBeenCalledTimes(1);
    expect(FakeObserver.observers.size).toBe(0);
  });

  it('starts after thirty seconds on a page that never stops fetching', () => {
    const start = vi.fn();
    whenSettled(start);
    for (let i = 0; i < 29; i += 1) {
      vi.advanceTimersByTime(1000);
      FakeObserver.arrive();
    }
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    vi.runOnlyPendingTimers();
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts once cancelled, before or after the page has settled', () => {
    const before = vi.fn();
    whenSettled(before)();
    const after = vi.fn();
    const cancel = whenSettled(after, { quietMs: 100 });
    vi.advanceTimersByTime(100);
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
    expect(FakeObserver.observers.size).toBe(0);
  });
});
