/** docs/product.md#validation: five checks of 20% each; a sign-up password needs at least 75%. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_PASS_SCORE = 75;
/**
 * A passphrase this long passes on its length alone ("correct horse battery staple"): length adds far more
 * than a capital or a symbol, and long phrases are what many dyslexic people remember best (decision 143,
 * after NIST SP 800-63B's reasoning).
 */
export const PASSPHRASE_LENGTH = 15;
/**
 * The product's list, plus the symbols people reach for first: hyphen, underscore, space, pound and euro
 * (decision 025). The checklist and the server both read this one list.
 */
export const SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>-_ £€';

export interface PasswordCheck {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  label: string;
  passed: boolean;
}

export type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';

export interface PasswordStrength {
  score: number;
  label: StrengthLabel;
  colour: 'red' | 'orange' | 'yellow' | 'green';
  checks: PasswordCheck[];
  strongEnough: boolean;
  /** Long enough to pass on its length alone. */
  passphrase: boolean;
}

export function checkPassword(password: string): PasswordCheck[] {
  return [
    {
      id: 'length',
      label: `At least ${PASSWORD_MIN_LENGTH} characters`,
      passed: password.length >= PASSWORD_MIN_LENGTH,
    },
    { id: 'uppercase', label: 'One capital letter (A–Z)', passed: /[A-Z]/.test(password) },
    { id: 'lowercase', label: 'One small letter (a–z)', passed: /[a-z]/.test(password) },
    { id: 'number', label: 'One number (0–9)', passed: /\d/.test(password) },
    {
      id: 'special',
      label: 'One symbol or space, such as ! ? # - _ or £',
      passed: [...password].some((ch) => SPECIAL_CHARACTERS.includes(ch)),
    },
  ];
}

/**
 * docs/product.md#validation's bands (under 25 Weak, under 50 Fair, under 75 Good, else Strong) would call 60% 'Good' while
 * the same password is refused. The label never praises a refused password: below the pass score it is at
 * most 'Fair', and 'Good' and 'Strong' share the passing scores (decision 025).
 */
function labelFor(score: number): readonly [StrengthLabel, PasswordStrength['colour']] {
  if (score < PASSWORD_PASS_SCORE) return score < 25 ? ['Weak', 'red'] : ['Fair', 'orange'];
  return score < 100 ? ['Good', 'yellow'] : ['Strong', 'green'];
}

export function passwordStrength(password: string): PasswordStrength {
  const checks = checkPassword(password);
  const passphrase = [...password].length >= PASSPHRASE_LENGTH;
  const score = passphrase ? 100 : checks.filter((check) => check.passed).length * 20;
  const [label, colour] = labelFor(score);
  return { score, label, colour, checks, strongEnough: score >= PASSWORD_PASS_SCORE, passphrase };
}
