import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TimelineEntry } from '../../../shared/my-day';
import { DayTimeline } from './day-timeline';

const hour = (h: number, m = 0) => h * 60 + m;
const entries: TimelineEntry[] = [
  { kind: 'free', start: hour(7), end: hour(7, 30) },
  {
    kind: 'routine',
    id: 'r1',
    title: 'Morning',
    start: hour(7, 30),
    end: hour(8),
    overlaps: false,
    completed: true,
  },
  { kind: 'free', start: hour(8), end: hour(15) },
  {
    kind: 'routine',
    id: 'r2',
    title: 'Study session',
    start: hour(15),
    end: hour(16),
    overlaps: false,
    completed: false,
  },
  { kind: 'free', start: hour(16), end: hour(21) },
];
const actions = {
  editing: null,
  focusTodo: null,
  onEdit: vi.fn(),
  onDone: vi.fn(),
  onMove: vi.fn(),
  onUnplace: vi.fn(),
};

const show = (now: number | undefined) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DayTimeline
        label="Today"
        entries={entries}
        placements={[]}
        icons={new Map()}
        now={now}
        actions={actions}
      />
    </QueryClientProvider>,
  );

describe('DayTimeline', () => {
  it('shows what is left of today: no past free time, and what has ended folded under Earlier today', () => {
    show(hour(13, 20));
    const day = screen.getByRole('list', { name: 'Today' });
    expect(within(day).queryByText(/^Free, 7:00/)).toBeNull();
    expect(within(day).queryByText(/^Free, 8:00/)).toBeNull();
    expect(within(day).getByText('Free, 13:20 to 15:00 (1 h 40 min)')).toBeInTheDocument();
    expect(within(day).getByText('Now, 13:20')).toBeInTheDocument();
    expect(within(day).getByText('Earlier today (1 entry)')).toBeInTheDocument();
    const earlier = screen.getByRole('list', { name: 'Earlier today', hidden: true });
    expect(within(earlier).getByText('Morning')).toBeInTheDocument();
    expect(within(day).getAllByText('Study session')).toHaveLength(1);
  });

  it('shows another day whole, its free time from morning to night', () => {
    show(undefined);
    expect(screen.getByText('Free, 7:00 to 7:30 (30 min)')).toBeInTheDocument();
    expect(screen.queryByText(/^Earlier today/)).toBeNull();
  });

  it('says whose step a placed step is, and calls a task a task (decision 160)', () => {
    const placed = (id: string, title: string, start: number): TimelineEntry => ({
      kind: 'todo',
      id,
      title,
      start,
      end: start + 30,
      overlaps: false,
      completed: false,
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DayTimeline
          label="Today"
          entries={[placed('s1', 'Open the template', hour(9)), placed('t2', 'Water the plants', hour(10))]}
          placements={[]}
          icons={new Map()}
          stepOf={new Map([['s1', 'Write the quarterly report']])}
          now={undefined}
          actions={actions}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Step of Write the quarterly report · 30 min')).toBeInTheDocument();
    expect(screen.getByText('Task · 30 min')).toBeInTheDocument();
  });
});
