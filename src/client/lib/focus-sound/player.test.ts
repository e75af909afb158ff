import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mix } from '../../../shared/focus-sounds/sounds';
import { BUILT_IN_MIXES, mixOf } from '../../../shared/focus-sounds/sounds';

// The engine as a recorder: what the player asked of it, with no audio.
const calls: { apply: [Mix, number | null][]; play: number; pause: number } = {
  apply: [],
  play: 0,
  pause: 0,
};
vi.mock('./engine', () => ({
  createEngine: () => ({
    apply: (mix: Mix, endAt: number | null) => calls.apply.push([mix, endAt]),
    play: () => {
      calls.play += 1;
      return Promise.resolve();
    },
    pause: () => {
      calls.pause += 1;
      return Promise.resolve();
    },
    state: 'running',
  }),
}));

const start = Date.UTC(2026, 10, 24, 9, 0, 0);

async function freshPlayer() {
  vi.resetModules();
  const [{ player }, { soundPresence }] = await Promise.all([import('./player'), import('./presence')]);
  return { player, soundPresence };
}

beforeEach(() => {
  vi.useFakeTimers({ now: start });
  calls.apply = [];
  calls.play = 0;
  calls.pause = 0;
});
afterEach(() => vi.useRealTimers());

describe('the Focus Sounds player', () => {
  it('starts with the first ready mix, silent, and tells the navigation bar only once something plays', async () => {
    const { player, soundPresence } = await freshPlayer();
    expect(player.get()).toMatchObject({ status: 'stopped', name: 'Deep focus', timer: null, endAt: null });
    expect(calls.play).toBe(0);
    expect(soundPresence.get()).toBe(false);
    await player.play();
    expect(player.get().status).toBe('playing');
    expect(soundPresence.get()).toBe(true);
    expect(calls.play).toBe(1);
  });

  it('hands every change of the mix to the engine, and keeps the name of the mix it came from', async () => {
    const { player } = await freshPlayer();
    const rainy = BUILT_IN_MIXES[1];
    if (!rainy) throw new Error('No Rainy café.');
    player.choose(rainy);
    await player.play();
    const louder = { ...player.get().mix, master: 0.6 };
    player.setMix(louder);
    expect(player.get()).toMatchObject({ name: 'Rainy café', mix: louder });
    expect(calls.apply.at(-1)?.[0]).toEqual(louder);
    // A ready mix is copied, never changed by the mixer.
    expect(rainy.mix.master).toBe(0.3);
  });

  it('ends the timer from its end time, holds it while paused, and stops with the time up said', async () => {
    const { player } = await freshPlayer();
    player.setMix(mixOf({ rain: 0.5 }));
    player.setTimer(25);
    expect(player.get().endAt).toBeNull();
    await player.play();
    expect(player.get().endAt).toBe(start + 25 * 60_000);
    expect(calls.apply.at(-1)?.[1]).toBe(start + 25 * 60_000);

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    const pausing = player.pause();
    await vi.advanceTimersByTimeAsync(1);
    await pausing;
    // Five minutes of pause do not count against the timer.
    vi.setSystemTime(Date.now() + 5 * 60_000);
    await player.play();
    expect(player.get().endAt).toBe(Date.now() + 15 * 60_000);

    await vi.advanceTimersByTimeAsync(15 * 60_000 + 1000);
    expect(player.get()).toMatchObject({ status: 'stopped', endAt: null, timeUp: true });
    expect(calls.pause).toBe(2);
  });

  it('stops at once after the computer slept past the end', async () => {
    const { player } = await freshPlayer();
    player.setTimer(45);
    await player.play();
    // The clock jumps, as after sleep: the next check sees the end has passed.
    vi.setSystemTime(start + 3 * 3_600_000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(player.get()).toMatchObject({ status: 'stopped', timeUp: true });
  });

  it('says when the browser has no Web Audio, and plays nothing', async () => {
    vi.doMock('./engine', () => ({ createEngine: () => null }));
    const { player, soundPresence } = await freshPlayer();
    await player.play();
    expect(player.get()).toMatchObject({ status: 'stopped', unsupported: true });
    expect(soundPresence.get()).toBe(false);
    vi.doUnmock('./engine');
  });
});
