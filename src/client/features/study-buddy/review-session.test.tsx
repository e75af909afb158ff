import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudyCard } from '../../../shared/study-buddy/study';
import { newSchedule } from '../../../shared/study-buddy/schedule';
import { jsonResponse } from '../../testing/factories';
import { ReviewSession } from './review-session';

const created = new Date(Date.now() - 60_000);
const card = (n: number): StudyCard => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  deckId: '00000000-0000-4000-8000-000000000000',
  kind: 'basic',
  front: `Question ${n}`,
  back: `Answer ${n}`,
  tags: [],
  suspended: false,
  occlusion: null,
  // Each card due a little after the one before, so they come in order.
  schedule: { ...newSchedule(created), due: new Date(created.getTime() + n * 1000).toISOString() },
  createdAt: created.toISOString(),
});

/** The test's query clients: each answer is saved through one after the next paint (decision 116). */
const clients: QueryClient[] = [];
const queryClient = () => {
  const client = new QueryClient();
  clients.push(client);
  return client;
};

afterEach(async () => {
  // Saves start after the next paint: let that paint come, then let every save finish with this test's own
  // server, so none reaches the network, or the screen, once the test is over.
  await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));
  await waitFor(() => expect(clients.filter((client) => client.isMutating() > 0)).toHaveLength(0));
  clients.length = 0;
  vi.unstubAllGlobals();
});

describe('ReviewSession', () => {
  it('moves to the next card with the answer itself, even before the saved list catches up', async () => {
    // Every answer is saved; the list the session is given never changes, as when saving is slow.
    const saved = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/reviews') ? jsonResponse(card(1), 201) : jsonResponse({}),
    );
    vi.stubGlobal('fetch', saved);
    const cards = [card(1), card(2), card(3)];
    const onDone = vi.fn();
    render(
      <QueryClientProvider client={queryClient()}>
        <ReviewSession
          cards={cards}
          length={{ label: '10 cards', cards: 10 }}
          timeZone="UTC"
          onDone={onDone}
        />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    // The session took the place of its Start button: focus is on the card, not the page.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Card');

    for (const n of [1, 2, 3]) {
      expect(screen.getByText(`${n - 1} answered of 10`, { exact: false })).toBeInTheDocument();
      expect(screen.getByText(`Question ${n}`)).toBeInTheDocument();
      await user.keyboard(' ');
      expect(screen.getByText(`Answer ${n}`)).toBeInTheDocument();
      await user.keyboard('3');
    }

    expect(screen.getByText('That is the end of this session.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See how it went' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'See how it went' }));
    // Each card was answered once, and the summary has the three, each due again later.
    const answered = onDone.mock.calls[0]?.[0] as StudyCard[];
    expect(answered.map((c) => c.front)).toEqual(['Question 1', 'Question 2', 'Question 3']);
    expect(answered.every((c) => new Date(c.schedule.due).getTime() > Date.now())).toBe(true);
    const reviews = saved.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.endsWith('/reviews'));
    expect(reviews).toEqual(cards.map((c) => `/api/study/cards/${c.id}/reviews`));
  });
});

describe('ReviewSession with new cards', () => {
  const render3 = (cards: StudyCard[]) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/reviews') ? jsonResponse(cards[0], 201) : jsonResponse({}),
      ),
    );
    render(
      <QueryClientProvider client={queryClient()}>
        <ReviewSession
          cards={cards}
          length={{ label: '10 cards', cards: 10 }}
          timeZone="UTC"
          onDone={vi.fn()}
        />
      </QueryClientProvider>,
    );
    return userEvent.setup();
  };

  it('studies cards just made at once, though the server that made them reads its clock a little ahead', async () => {
    const ahead = new Date(Date.now() + 5 * 60_000);
    const fresh = [1, 2].map((n) => ({
      ...card(n),
      schedule: newSchedule(ahead),
      createdAt: ahead.toISOString(),
    }));
    const user = render3(fresh);
    expect(screen.getByText('Question 1')).toBeInTheDocument();
    await user.keyboard(' ');
    await user.keyboard('3');
    expect(screen.getByText('Question 2')).toBeInTheDocument();
  });

  it('brings a card answered Again back before the session ends, after the others', async () => {
    const user = render3([card(1), card(2)]);
    await user.keyboard(' ');
    await user.keyboard('1');
    expect(screen.getByText('Question 2')).toBeInTheDocument();
    await user.keyboard(' ');
    await user.keyboard('3');
    // Card 1 comes back; answered Good now, it waits for its next step, and the session ends.
    expect(screen.getByText('Question 1')).toBeInTheDocument();
    expect(screen.getByText('2 answered of 10', { exact: false })).toBeInTheDocument();
    await user.keyboard(' ');
    await user.keyboard('3');
    expect(screen.getByText('That is the end of this session.')).toBeInTheDocument();
  });
});
