import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { timeline } from '../../../shared/my-day';
import { DayBoard } from './day-board';

const at = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

const entries = timeline({
  routines: [
    {
      id: 'r1',
      name: 'Morning',
      icon: 'sun',
      picture: { kind: 'symbol', ref: 'sun', alt: 'The sun rising' },
      start: '07:30',
      minutes: 40,
    },
  ],
  placements: [
    {
      todoId: 't1',
      title: 'Call the dentist',
      completed: false,
      day: '2026-12-03',
      start: '09:00',
      minutes: 15,
    },
  ],
});

describe('DayBoard', () => {
  it('shows what is under way with its picture and time left, and what is next, then gives the keyboard back', async () => {
    const user = userEvent.setup();
    render(<DayBoard entries={entries} now={at('07:40')} />);
    const button = screen.getByRole('button', { name: 'Now and Next board' });
    await user.click(button);
    const board = screen.getByRole('dialog', { name: 'Now and Next: today' });
    const now = within(board).getByRole('region', { name: 'Now' });
    expect(within(now).getByRole('img', { name: 'The sun rising' })).toHaveAttribute(
      'src',
      '/api/symbols/sun',
    );
    expect(now).toHaveTextContent('Morning');
    expect(now).toHaveTextContent('30 min left, until 8:10');
    expect(within(board).getByRole('region', { name: 'Next' })).toHaveTextContent('Call the dentist');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('says calmly when nothing is under way, and when nothing follows', async () => {
    const user = userEvent.setup();
    render(<DayBoard entries={entries} now={at('09:20')} />);
    await user.click(screen.getByRole('button', { name: 'Now and Next board' }));
    const board = screen.getByRole('dialog', { name: 'Now and Next: today' });
    expect(within(board).getByRole('region', { name: 'Now' })).toHaveTextContent(
      'Nothing is planned for now.',
    );
    expect(within(board).getByRole('region', { name: 'Next' })).toHaveTextContent(
      'Nothing else is planned today.',
    );
  });
});
