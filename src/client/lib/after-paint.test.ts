import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint';

afterEach(() => vi.useRealTimers());

describe('afterPaint', () => {
  it('runs the work in a task after the next frame, once, not while the current task draws', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const work = vi.fn();
    afterPaint(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('still runs when no frame comes, as on a page out of view', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const work = vi.fn();
    afterPaint(work);
    vi.advanceTimersByTime(99);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });

  it('never runs once cancelled, before or after the frame', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const before = vi.fn();
    afterPaint(before)();
    const after = vi.fn();
    const cancel = afterPaint(after);
    vi.advanceTimersToNextFrame();
    cancel();
    vi.advanceTimersByTime(200);
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
