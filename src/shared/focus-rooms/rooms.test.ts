import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockText, OPEN_ROOMS_START, RHYTHM_MINUTES, RHYTHMS, roomPhase } from './rooms';

const start = Date.parse(OPEN_ROOMS_START);

describe('a room’s phase (docs/product.md#focus-rooms)', () => {
  it('starts with focus, turns to break after the focus minutes, and to the next block after the break', () => {
    expect(roomPhase(OPEN_ROOMS_START, '25/5', start)).toMatchObject({ phase: 'focus', secondsLeft: 1500 });
    expect(roomPhase(OPEN_ROOMS_START, '25/5', start + 25 * 60_000)).toMatchObject({
      phase: 'break',
      secondsLeft: 300,
    });
    const next = roomPhase(OPEN_ROOMS_START, '25/5', start + 30 * 60_000 + 1000);
    expect(next).toMatchObject({ phase: 'focus', secondsLeft: 1499 });
    expect(next.blockStart).toBe(new Date(start + 30 * 60_000).toISOString());
  });

  it('gives everyone who knows the start and the time the same phase, whenever they join', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RHYTHMS), fc.integer({ min: 0, max: 10 ** 11 }), (rhythm, since) => {
        const phase = roomPhase(OPEN_ROOMS_START, rhythm, start + since);
        const { focus, rest } = RHYTHM_MINUTES[rhythm];
        expect(phase.phaseSeconds).toBe((phase.phase === 'focus' ? focus : rest) * 60);
        expect(phase.secondsLeft).toBeGreaterThan(0);
        expect(phase.secondsLeft).toBeLessThanOrEqual(phase.phaseSeconds);
        expect(phase.secondsDone + phase.secondsLeft).toBeGreaterThanOrEqual(phase.phaseSeconds);
        expect((Date.parse(phase.blockStart) - start) % ((focus + rest) * 60_000)).toBe(0);
      }),
    );
  });

  it('writes the time left as minutes and seconds', () => {
    expect(clockText(1500)).toBe('25:00');
    expect(clockText(65)).toBe('1:05');
  });
});
