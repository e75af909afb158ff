/** SPEC §5: five checks of 20% each; a sign-up password needs at least 75%. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_PASS_SCORE = 75;
export const SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

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
      label: `One symbol, such as ! @ # ? or *`,
      passed: [...password].some((ch) => SPECIAL_CHARACTERS.includes(ch)),
    },
  ];
}

export function passwordStrength(password: string): PasswordStrength {
  const checks = checkPassword(password);
  const score = checks.filter((check) => check.passed).length * 20;
  const [label, colour] =
    score < 25
      ? (['Weak', 'red'] as const)
      : score < 50
        ? (['Fair', 'orange'] as const)
        : score < 75
          ? (['Good', 'yellow'] as const)
          : (['Strong', 'green'] as const);
  return { score, label, colour, checks, strongEnough: score >= PASSWORD_PASS_SCORE };
}
