import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RewriteAnswer, SummaryAnswer } from '../../../shared/words/words';
import { BUILT_IN_NOTES, SUMMARY_LABELS, WORDS_TEXT_MAX } from '../../../shared/words/words';
import { jsonResponse } from '../../testing/factories';
import { ShorterSimpler } from './shorter-simpler';

const LETTER =
  'We are writing about your flat. From 1 May the rent goes up. Please sign the new lease by 15 April. ' +
  'The garden will be tidied. We hope you are well.';

/** Answers the two routes at the network edge and keeps what each was sent. */
function stubServer(summary: SummaryAnswer, rewrite?: RewriteAnswer) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const raw = init?.body ?? (input instanceof Request ? await input.text() : '{}');
      sent.push({ path: url.pathname, body: JSON.parse(String(raw)) });
      if (url.pathname === '/api/words/summary') return jsonResponse(summary);
      if (url.pathname === '/api/words/rewrite' && rewrite) return jsonResponse(rewrite);
      throw new Error(`Unexpected request: ${url.pathname}`);
    }),
  );
  return sent;
}

function renderPart(text = LETTER) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ShorterSimpler text={text} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const built = { outcome: 'ok', source: 'built-in', sentTo: null, message: null } as const;

afterEach(() => vi.unstubAllGlobals());

describe('Shorter and simpler', () => {
  it('sends nothing until asked, then shows the summary labelled as picked sentences, focus kept', async () => {
    const sent = stubServer({ ...built, sentences: ['Please sign the new lease by 15 April.'] });
    const user = renderPart();
    expect(sent).toEqual([]);
    const button = screen.getByRole('button', { name: 'Summary' });
    await user.click(button);
    const region = await screen.findByRole('region', { name: 'Summary' });
    expect(within(region).getByText(SUMMARY_LABELS['built-in'])).toBeVisible();
    expect(within(region).getByRole('listitem')).toHaveTextContent('Please sign the new lease by 15 April.');
    expect(sent).toEqual([{ path: '/api/words/summary', body: { text: LETTER } }]);
    expect(button).toHaveFocus();
  });

  it('says a short text is short already', async () => {
    stubServer({ ...built, sentences: [], message: BUILT_IN_NOTES.summary });
    const user = renderPart();
    await user.click(screen.getByRole('button', { name: 'Summary' }));
    expect(await screen.findByText(BUILT_IN_NOTES.summary)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull();
  });

  it('shows the plainer version as one text, with how it was made', async () => {
    const sent = stubServer(
      { ...built, sentences: [] },
      {
        ...built,
        style: 'plainer',
        parts: [
          { before: 'We will commence work. ', after: 'We will start work. ' },
          { before: 'Thank you.', after: 'Thank you.' },
        ],
      },
    );
    const user = renderPart();
    await user.click(screen.getByRole('button', { name: 'Plainer version' }));
    const region = await screen.findByRole('region', { name: 'Plainer version' });
    expect(region).toHaveTextContent('We will start work. Thank you.');
    expect(within(region).getByText(/by built-in rules/)).toBeVisible();
    expect(sent).toEqual([{ path: '/api/words/rewrite', body: { text: LETTER, style: 'plainer' } }]);
  });

  it('says how long a text a plainer version takes, instead of sending one too long', () => {
    stubServer({ ...built, sentences: [] });
    renderPart('Word. '.repeat(WORDS_TEXT_MAX / 5));
    const plainer = screen.getByRole('button', { name: 'Plainer version' });
    expect(plainer).toBeDisabled();
    expect(plainer).toHaveAccessibleDescription(/up to 5,000 characters/);
    expect(screen.getByRole('button', { name: 'Summary' })).toBeEnabled();
  });
});
