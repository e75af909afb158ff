import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password';

/** One password for each subset of the five checks: bit 0 length, 1 capital, 2 small, 3 number, 4 symbol. */
function passwordFor(mask: number): string {
  const parts = [mask & 2 ? 'A' : '', mask & 4 ? 'a' : '', mask & 8 ? '1' : '', mask & 16 ? '!' : ''].join(
    '',
  );
  // Padding with an accented letter passes no check of its own, so only the length check changes.
  return mask & 1 ? parts.padEnd(8, 'é') : parts;
}

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Weak', false],
    ['abc', 20, 'Weak', false],
    ['abcdefgh', 40, 'Fair', false],
    ['abcdefgH', 60, 'Fair', false],
    ['abcdefH1', 80, 'Good', true],
    ['Abcdef1!', 100, 'Strong', true],
    ['ABC1!', 60, 'Fair', false],
  ])('scores %j as %i%% (%s)', (password, score, label, strongEnough) => {
    const result = passwordStrength(password);
    expect(result.score).toBe(score);
    expect(result.label).toBe(label);
    expect(result.strongEnough).toBe(strongEnough);
  });

  it('agrees with the sign-up rule for every combination of the five checks', () => {
    for (let mask = 0; mask < 32; mask += 1) {
      const password = passwordFor(mask);
      const passed = [0, 1, 2, 3, 4].filter((bit) => mask & (1 << bit)).length;
      const result = passwordStrength(password);
      expect(result.checks.filter((check) => check.passed)).toHaveLength(passed);
      expect(result.score).toBe(passed * 20);
      // docs/product.md#validation: 75% passes, so four or five checks.
      expect(result.strongEnough).toBe(passed >= 4);
      // The meter praises exactly the passwords the form accepts.
      expect(['Good', 'Strong'].includes(result.label)).toBe(result.strongEnough);
      expect(result.label).toBe(
        passed === 5 ? 'Strong' : passed === 4 ? 'Good' : passed >= 2 ? 'Fair' : 'Weak',
      );
    }
  });

  it('colours each label as docs/product.md#validation says', () => {
    expect(passwordStrength('').colour).toBe('red');
    expect(passwordStrength('a').colour).toBe('red');
    expect(passwordStrength('aA').colour).toBe('orange');
    expect(passwordStrength('aA1').colour).toBe('orange');
    expect(passwordStrength('aA1!').colour).toBe('yellow');
    expect(passwordStrength('aA1!aaaa').colour).toBe('green');
  });

  it.each(['-', '_', ' ', '£', '€'])('counts %j as a symbol (decision 025)', (ch) => {
    expect(passwordStrength(ch).checks.find((c) => c.id === 'special')?.passed).toBe(true);
    // Small letters, a number and that one symbol: four checks, enough to sign up.
    expect(passwordStrength(`calm${ch}nest2026`).strongEnough).toBe(true);
  });

  it('names the newly counted symbols in the checklist', () => {
    const label = passwordStrength('').checks.find((c) => c.id === 'special')?.label;
    expect(label).toContain('-');
    expect(label).toContain('_');
  });

  it('counts every special character of the docs/product.md list', () => {
    for (const ch of '!@#$%^&*(),.?":{}|<>') {
      expect(passwordStrength(ch).checks.find((c) => c.id === 'special')?.passed).toBe(true);
    }
    expect(passwordStrength('é').checks.find((c) => c.id === 'special')?.passed).toBe(false);
  });

  it('never praises a password the rule refuses', () => {
    fc.assert(
      fc.property(fc.string(), (password) => {
        const { score, label, strongEnough } = passwordStrength(password);
        return (
          score % 20 === 0 &&
          score >= 0 &&
          score <= 100 &&
          ['Good', 'Strong'].includes(label) === strongEnough
        );
      }),
    );
  });
});

describe('a long passphrase (decision 143)', () => {
  it.each(['correct horse battery staple', 'my cat sleeps all day', 'abcdefghijklmno'])(
    'passes %j on its length alone',
    (password) => {
      const result = passwordStrength(password);
      expect(result.passphrase).toBe(true);
      expect(result.strongEnough).toBe(true);
      expect(result.label).toBe('Strong');
    },
  );

  it('needs 15 characters as people count them', () => {
    expect(passwordStrength('abcdefghijklmn').strongEnough).toBe(false);
    expect(passwordStrength('ééééééééééééééé').strongEnough).toBe(true);
    expect(passwordStrength('😀😀😀😀😀😀😀😀😀😀😀😀😀😀').strongEnough).toBe(false);
  });
});
