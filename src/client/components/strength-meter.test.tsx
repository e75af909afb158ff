import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { passwordStrength } from '../../shared/password';
import { StrengthMeter } from './strength-meter';

const show = (password: string) =>
  render(<StrengthMeter id="meter" strength={passwordStrength(password)} typed={password !== ''} />);

describe('StrengthMeter', () => {
  it('shows a long passphrase with no capital, number or symbol as strong enough, as the server takes it', () => {
    show('correct horse battery staple');
    expect(screen.queryByText(/pass four of the five checks/)).toBeNull();
    const passphrase = screen.getByText('15 characters or more, on its own');
    expect(passphrase.closest('li')).toHaveTextContent('15 characters or more, on its own: done');
    expect(within(passphrase.closest('li') as HTMLElement).queryByText(': not yet')).toBeNull();
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Strong, 100%',
    );
  });

  it('says calmly what a short password still needs, in the form’s own words', () => {
    show('horse');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^(Weak|Fair), /),
    );
    expect(
      screen.getByText(/pass four of the five checks, or use 15 characters or more\.$/),
    ).toBeInTheDocument();
    expect(screen.getByText('15 characters or more, on its own').closest('li')).toHaveTextContent(
      ': not yet',
    );
  });
});
