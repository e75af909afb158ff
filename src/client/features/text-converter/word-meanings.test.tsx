import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LookupAnswer } from '../../../shared/dictionary';
import { NOT_IN_DICTIONARY } from '../../../shared/dictionary';
import { jsonResponse } from '../../testing/factories';
import { WordMeanings } from './word-meanings';

const THERMOSTAT: LookupAnswer = {
  word: 'thermostat',
  headword: 'thermostat',
  meanings: [
    { wordClass: 'noun', text: 'a regulator for automatically regulating temperature', example: null },
  ],
  symbol: null,
};

const HOUSE: LookupAnswer = {
  word: 'house',
  headword: 'house',
  meanings: [{ wordClass: 'noun', text: 'a dwelling that serves as living quarters', example: null }],
  symbol: { name: 'house', label: 'house' },
};

/** The dictionary at the network edge: what each word was asked as, and its answer. */
function stubDictionary(answers: Record<string, LookupAnswer>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (url.pathname !== '/api/dictionary') throw new Error(`Unexpected request: ${url.pathname}`);
      const word = url.searchParams.get('word') ?? '';
      asked.push(word);
      return jsonResponse(answers[word] ?? { word, headword: word, meanings: [], symbol: null });
    }),
  );
  return asked;
}

function renderPart(text: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <WordMeanings text={text} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe('Word meanings', () => {
  it("lists the text's longer words, and shows a word's meaning when it is chosen, focus kept", async () => {
    const asked = stubDictionary({ thermostat: THERMOSTAT });
    const user = renderPart('The engineer will replace the broken thermostat.');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'engineer',
      'thermostat',
    ]);
    expect(asked).toEqual([]);
    const word = screen.getByRole('button', { name: 'thermostat' });
    await user.click(word);
    expect(await screen.findByRole('heading', { name: 'thermostat' })).toBeVisible();
    expect(screen.getByText(/a regulator for automatically regulating temperature/)).toBeVisible();
    expect(word).toHaveAttribute('aria-pressed', 'true');
    expect(word).toHaveFocus();
    expect(asked).toEqual(['thermostat']);
  });

  it("shows the symbol named by the word, with its words and the set's licence", async () => {
    stubDictionary({ house: HOUSE });
    const user = renderPart('A house.');
    await user.type(screen.getByLabelText('Look up a word'), 'house{Enter}');
    const symbol = await screen.findByRole('img', { name: 'Symbol: house' });
    expect(symbol).toHaveAttribute('src', '/api/symbols/house');
    expect(screen.getByRole('link', { name: 'CC BY-SA 4.0' })).toBeVisible();
  });

  it('looks up a word typed in the box, and says plainly when the dictionary has none', async () => {
    stubDictionary({});
    const user = renderPart('A cat.');
    expect(screen.getByText(/No long words here/)).toBeVisible();
    await user.type(screen.getByLabelText('Look up a word'), 'Zorblax{Enter}');
    expect(await screen.findByText(NOT_IN_DICTIONARY, { exact: false })).toBeVisible();
  });
});
