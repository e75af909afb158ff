import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Deck, ProposedCard, StudyCardsAnswer } from '../../../shared/study-buddy/study';
import { jsonResponse } from '../../testing/factories';
import { CardMaker } from './card-maker';

const deck: Deck = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'History',
  createdAt: new Date().toISOString(),
};

const PROPOSED: ProposedCard[] = [
  { kind: 'cloze', front: 'On 14 July 1789, a crowd in Paris stormed the {{c1::Bastille}}.', back: '' },
  { kind: 'cloze', front: '{{c1::Maximilien Robespierre}} led the Committee of Public Safety.', back: '' },
  { kind: 'cloze', front: 'The {{c1::Reign of Terror}} lasted from September 1793 to July 1794.', back: '' },
];

afterEach(() => vi.unstubAllGlobals());

/** The card maker, with the server answering the notes with `answer` and saving whatever it is sent. */
function renderMaker(answer: StudyCardsAnswer) {
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const text = input instanceof Request ? await input.clone().text() : String(init?.body ?? '');
      const body: unknown = text ? JSON.parse(text) : null;
      requests.push({ url, body });
      if (url.includes('/api/ai/study-cards')) return jsonResponse(answer);
      if (url.includes('/cards')) {
        const { cards } = body as { cards: ProposedCard[] };
        return jsonResponse(
          cards.map((card, n) => ({ ...card, id: `card-${n}`, deckId: deck.id, tags: [], suspended: false })),
          201,
        );
      }
      return jsonResponse({ conversions: [] });
    }),
  );
  const onSaid = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CardMaker deck={deck} onSaid={onSaid} />
    </QueryClientProvider>,
  );
  return { requests, onSaid };
}

describe('CardMaker', () => {
  it('proposes every card kept; the person drops the ones they do not want, by keyboard, and saves the rest', async () => {
    const { requests } = renderMaker({ outcome: 'ok', source: 'built-in', cards: PROPOSED, message: null });
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', { name: 'Your notes' }),
      'The French Revolution began in 1789.',
    );
    await user.click(screen.getByRole('button', { name: 'Make cards' }));

    const proposed = await screen.findAllByRole('listitem', { name: /^Proposed card/ });
    expect(proposed).toHaveLength(3);
    expect(screen.getByText(/^Every card starts kept/)).toBeInTheDocument();
    for (const card of proposed) {
      expect(within(card).getByText('Kept')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Keep' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(card).getByRole('button', { name: 'Drop' })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(screen.queryByText(/Not chosen/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save 3 kept cards to History' })).toBeEnabled();

    // The second card is dropped from the keyboard alone.
    within(proposed[1]!).getByRole('button', { name: 'Drop' }).focus();
    await user.keyboard('{Enter}');
    expect(within(proposed[1]!).getByText('Dropped: it will not be saved')).toBeInTheDocument();
    expect(within(proposed[1]!).getByRole('button', { name: 'Drop' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(proposed[1]!).getByRole('button', { name: 'Keep' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Changed minds: dropped, kept again, dropped.
    await user.click(within(proposed[1]!).getByRole('button', { name: 'Keep' }));
    expect(within(proposed[1]!).getByText('Kept')).toBeInTheDocument();
    await user.click(within(proposed[1]!).getByRole('button', { name: 'Drop' }));

    await user.click(screen.getByRole('button', { name: 'Save 2 kept cards to History' }));
    expect(await screen.findByText('2 cards added to History.')).toBeInTheDocument();
    const saved = requests.find((request) => request.url.includes(`/decks/${deck.id}/cards`));
    expect((saved?.body as { cards: ProposedCard[] }).cards.map((card) => card.front)).toEqual([
      PROPOSED[0]!.front,
      PROPOSED[2]!.front,
    ]);
  });

  it('says plainly, as information, when the notes gave no card', async () => {
    const message =
      'No cards came from these notes. Cards come from sentences that state a fact, such as "Osmosis is the movement of water"; reminders and remarks about the course are left out.';
    renderMaker({ outcome: 'ok', source: 'built-in', cards: [], message });
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', { name: 'Your notes' }),
      'Smith said this will be on the exam.',
    );
    await user.click(screen.getByRole('button', { name: 'Make cards' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /^Proposed card/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
  });
});
