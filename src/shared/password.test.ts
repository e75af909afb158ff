import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Weak', false],
    ['abc', 20, 'Weak', false],
    ['abcdefgh', 40, 'Fair', false],
    ['abcdefgH', 60, 'Good', false],
    ['abcdefH1', 80, 'Strong', true],
    ['Abcdef1!', 100, 'Strong', true],
    ['ABC1!', 60, 'Good', false],
  ])('scores %j as %i%% (%s)', (password, score, label, strongEnough) => {
    const result = passwordStrength(password);
    expect(result.score).toBe(score);
    expect(result.label).toBe(label);
    expect(result.strongEnough).toBe(strongEnough);
  });

  it('colours each label as SPEC §5 says', () => {
    expect(passwordStrength('').colour).toBe('red');
    expect(passwordStrength('a').colour).toBe('red');
    expect(passwordStrength('aA').colour).toBe('orange');
    expect(passwordStrength('aA1').colour).toBe('yellow');
    expect(passwordStrength('aA1!').colour).toBe('green');
  });

  it('counts every special character of the SPEC list', () => {
    for (const ch of '!@#$%^&*(),.?":{}|<>') {
      expect(passwordStrength(ch).checks.find((c) => c.id === 'special')?.passed).toBe(true);
    }
    expect(passwordStrength('-').checks.find((c) => c.id === 'special')?.passed).toBe(false);
  });

  it('always scores a multiple of 20 between 0 and 100', () => {
    fc.assert(
      fc.property(fc.string(), (password) => {
        const { score } = passwordStrength(password);
        return score % 20 === 0 && score >= 0 && score <= 100;
      }),
    );
  });
});
