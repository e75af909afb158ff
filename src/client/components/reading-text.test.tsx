import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../../shared/settings';
import { settingsQuery } from '../lib/settings';
import { ReadingText } from './reading-text';

const TEXT = 'Reading gets easier with practice';

type Answer = Partial<Record<keyof Settings, unknown>>;

/** `count` reading texts, with the settings in the cache when `settings` is given; counts the list's commits. */
function setup(settings?: Answer, count = 1) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (settings) client.setQueryData(settingsQuery.queryKey, settings as Settings);
  const commits = { count: 0 };
  const view = render(
    <QueryClientProvider client={client}>
      <Profiler id="list" onRender={() => (commits.count += 1)}>
        {Array.from({ length: count }, (_, i) => (
          <p key={i}>
            <ReadingText text={TEXT} />
          </p>
        ))}
      </Profiler>
    </QueryClientProvider>,
  );
  return { client, commits, ...view };
}

/** New settings in the cache, as an answer brings them; the query's listeners are told in a later task. */
async function answer(client: QueryClient, settings: Answer) {
  await act(async () => {
    client.setQueryData(settingsQuery.queryKey, settings as Settings);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

const boldStarts = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-reading-surface] b')].map((b) => b.textContent);

describe('ReadingText', () => {
  it('shows plain text until the settings have come, without asking for them itself', () => {
    const { client, container } = setup();
    expect(container.querySelector('[data-reading-surface]')?.textContent).toBe(TEXT);
    expect(boldStarts(container)).toEqual([]);
    // No settings query made and no request sent: the app's preferences keep them.
    expect(client.getQueryCache().find({ queryKey: settingsQuery.queryKey })).toBeUndefined();
  });

  it('bolds word starts in Bionic Reading and keeps the whole text for screen readers', () => {
    const { container } = setup({ fontStyle: 'bionic' });
    expect(boldStarts(container).length).toBeGreaterThan(0);
    expect(screen.getByText(TEXT)).toHaveClass('sr-only');
  });

  it('follows a change of reading mode', async () => {
    const { client, container } = setup({ fontStyle: 'bionic' });
    await answer(client, { fontStyle: 'normal' });
    expect(boldStarts(container)).toEqual([]);
    expect(container.querySelector('[data-reading-surface]')?.textContent).toBe(TEXT);
    await answer(client, { fontStyle: 'bold-start' });
    expect(boldStarts(container).length).toBeGreaterThan(0);
  });

  it('draws no text again when fresh settings keep the reading mode', async () => {
    const { client, commits } = setup({ fontStyle: 'bionic', colorScheme: 'light' }, 40);
    const first = commits.count;
    // A refetch's answer: a new object, another setting changed, the same reading mode.
    await answer(client, { fontStyle: 'bionic', colorScheme: 'dark' });
    expect(commits.count).toBe(first);
    await answer(client, { fontStyle: 'normal', colorScheme: 'dark' });
    expect(commits.count).toBe(first + 1);
  });

  it('adds no query observer however many texts a list draws', () => {
    const { client, container } = setup({ fontStyle: 'bionic' }, 40);
    expect(container.querySelectorAll('[data-reading-surface] b').length).toBeGreaterThan(40);
    expect(client.getQueryCache().find({ queryKey: settingsQuery.queryKey })?.getObserversCount()).toBe(0);
  });
});

describe('ReadingText with reading aids (decision 164)', () => {
  const LETTER = 'Your information is ready';
  function aided(settings: Answer) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(settingsQuery.queryKey, settings as Settings);
    const view = render(
      <QueryClientProvider client={client}>
        <p>
          <ReadingText text={LETTER} />
        </p>
      </QueryClientProvider>,
    );
    const drawn = () => view.container.querySelector('[data-reading-surface] [aria-hidden="true"]');
    return { client, drawn, ...view };
  }

  it('shows long words in syllables, and screen readers still get the words whole', async () => {
    const { drawn, container } = aided({ fontStyle: 'normal', syllables: 'long' });
    await waitFor(() => expect(drawn()?.textContent).toBe('Your in·for·ma·tion is ready'));
    expect(container.querySelector('[data-reading-surface] .sr-only')?.textContent).toBe(LETTER);
  });

  it('splits every word of more than one syllable when asked, keeping bold starts', async () => {
    const { drawn } = aided({ fontStyle: 'bold-start', syllables: 'all' });
    // "ready" as "heavy" and "city": its last y is a syllable of its own (decision 174).
    await waitFor(() => expect(drawn()?.textContent).toBe('Your in·for·ma·tion is read·y'));
    expect([...drawn()!.querySelectorAll('b')].map((b) => b.textContent)).toEqual(['Y', 'i', 'i', 'r']);
  });

  it('marks the nouns once the language library is here, and only the parts chosen', async () => {
    const { drawn } = aided({ fontStyle: 'normal', markNouns: true });
    await waitFor(() => expect(drawn()?.querySelector('.pos-noun')?.textContent).toBe('information'));
    expect(drawn()?.querySelector('.pos-verb, .pos-adjective')).toBeNull();
    expect(drawn()?.textContent).toBe(LETTER);
  });

  it('draws plain text again when every aid is turned off', async () => {
    const { client, container, drawn } = aided({ fontStyle: 'normal', syllables: 'all' });
    await waitFor(() => expect(drawn()?.textContent).toContain('·'));
    await answer(client, { fontStyle: 'normal', syllables: 'off' });
    expect(container.querySelector('[data-reading-surface]')?.textContent).toBe(LETTER);
  });
});

describe('ReadingText with reading aids and a web address', () => {
  it('lets the address wrap after each slash, leaving its words whole', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(settingsQuery.queryKey, { fontStyle: 'bionic', syllables: 'all' } as Settings);
    const text = 'See example.org/appointments/2026/march today';
    const { container } = render(
      <QueryClientProvider client={client}>
        <ReadingText text={text} />
      </QueryClientProvider>,
    );
    const drawn = () => container.querySelector('[data-reading-surface] [aria-hidden="true"]');
    await waitFor(() => expect(drawn()?.querySelectorAll('wbr')).toHaveLength(3));
    // The words of the address stay whole, with no dots; the other words are parted.
    expect(drawn()?.textContent).toBe('See example.org/appointments/2026/march to·day');
  });
});
