import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AsksAnswer, RewriteAnswer, TasksAnswer, ToneAnswer } from '../../../shared/words/words';
import type { WordsDayAnswer } from '../../../shared/words/day';
import type { WordsHistoryEntry } from '../../../shared/words/history';
import { BUILT_IN_NOTES } from '../../../shared/words/words';
import { createProfile, jsonResponse } from '../../testing/factories';
import WordsPage from './words-page';

beforeAll(() => import('./words'));

type Handler = (body: Record<string, unknown>) => Response;

/** What the screen reads as it opens: the history is off and empty unless a test says otherwise. */
const OPENING: Record<string, Handler> = {
  '/api/words/settings': () => jsonResponse({ keepHistory: false }),
  '/api/words/history': () => jsonResponse([]),
};

/**
 * Stands in for the server at the network edge; any other request fails the test. What the screen reads as it
 * opens is answered but not counted in `sent`, unless the test gives its own answer.
 */
function stubServer(routes: Record<string, Handler>) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const raw = init?.body ?? (input instanceof Request ? await input.text() : '{}');
      const body = JSON.parse(String(raw)) as Record<string, unknown>;
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      const handler = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
      if (!handler) {
        const opening = OPENING[url.pathname];
        if (opening && method === 'GET') return opening(body);
        throw new Error(`Unexpected request: ${method} ${url.pathname}`);
      }
      sent.push({ path: `${method === 'POST' ? '' : `${method} `}${url.pathname}`, body });
      return handler(body);
    }),
  );
  return sent;
}

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <WordsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const base = { outcome: 'ok', source: 'built-in', sentTo: null, message: null } as const;

afterEach(() => vi.unstubAllGlobals());

describe('Words', () => {
  it('asks for nothing and says so calmly when the box is empty', async () => {
    const sent = stubServer({});
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'How might this sound?' }));
    expect(screen.getByText('Please paste or write a message.')).toBeInTheDocument();
    expect(screen.getByLabelText('A message or your notes')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('shows the tone in plain words, each phrase with what it may mean, and when it cannot tell', async () => {
    const answers: ToneAnswer[] = [
      {
        ...base,
        tones: ['upset', 'urgent'],
        signals: [{ phrase: 'ASAP', tone: 'urgent', means: 'They want it soon.' }],
      },
      { ...base, tones: [], signals: [], message: BUILT_IN_NOTES.tone },
    ];
    stubServer({ '/api/words/tone': () => jsonResponse(answers.shift()) });
    const user = renderPage();
    await user.type(await screen.findByLabelText('A message or your notes'), 'Need it ASAP');
    await user.click(screen.getByRole('button', { name: 'How might this sound?' }));
    const result = await screen.findByRole('region', { name: 'How it might sound' });
    expect(
      within(result).getByText(
        'It may come across as upset or frustrated and urgent. This is about the words, not the person who wrote them.',
      ),
    ).toBeInTheDocument();
    expect(within(result).getByText('“ASAP”: They want it soon.')).toBeInTheDocument();
    expect(within(result).getByText(/no AI service involved/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'How might this sound?' }));
    expect(await screen.findByText(BUILT_IN_NOTES.tone)).toBeInTheDocument();
  });

  it('adds an ask to the todo list with one press, keeping focus on the button', async () => {
    const answer: AsksAnswer = {
      ...base,
      asks: [{ kind: 'request', said: 'Send the form.', task: 'Send the form', when: null }],
      dates: [],
    };
    const sent = stubServer({
      '/api/words/asks': () => jsonResponse(answer),
      '/api/todos': (body) => jsonResponse({ ...body, completed: false }, 201),
    });
    const user = renderPage();
    await user.type(await screen.findByLabelText('A message or your notes'), 'Send the form.');
    await user.click(screen.getByRole('button', { name: 'What do they want from me?' }));
    const add = await screen.findByRole('button', { name: 'Add to todos' });
    await user.click(add);
    expect(await screen.findByText('Added this task to your todo list.')).toBeInTheDocument();
    expect(add).toHaveFocus();
    expect(sent.at(-1)).toEqual({
      path: '/api/todos',
      body: { id: expect.any(String), title: 'Send the form' },
    });
  });

  it("adds the ticked tasks to My Day on the profile's clock and says where each went, calmly when one does not fit", async () => {
    const answer: TasksAnswer = {
      ...base,
      tasks: [
        { title: 'Call the dentist', when: null },
        { title: 'Buy milk', when: null },
        { title: 'Pay the rent', when: 'today at 5pm' },
      ],
    };
    const placed: WordsDayAnswer = {
      day: '2026-12-02',
      items: [
        { todoId: 'a', title: 'Call the dentist', start: '16:00', minutes: 30 },
        { todoId: 'b', title: 'Pay the rent', start: null, minutes: 30 },
      ],
    };
    const sent = stubServer({
      '/api/words/tasks': () => jsonResponse(answer),
      '/api/profile': () =>
        jsonResponse(
          createProfile({ location: { city: 'Leeds', country: 'UK', timezone: 'Europe/London' } }),
        ),
      '/api/words/my-day': () => jsonResponse(placed, 201),
    });
    const user = renderPage();
    await user.type(await screen.findByLabelText('A message or your notes'), 'dentist, milk, rent');
    await user.click(screen.getByRole('button', { name: 'Brain dump to tasks' }));
    const result = await screen.findByRole('region', { name: 'Your tasks' });
    await user.click(within(result).getByRole('checkbox', { name: 'Buy milk' }));
    const add = within(result).getByRole('button', { name: 'Add to My Day' });
    await user.click(add);
    expect(
      await within(result).findByText(
        'Added to My Day: “Call the dentist” at 16:00. “Pay the rent” did not fit in what is left of today, so it is on your todo list to place another day.',
      ),
    ).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Open My Day' })).toHaveAttribute('href', '/my-day');
    expect(add).toHaveFocus();
    expect(sent.at(-1)).toEqual({
      path: '/api/words/my-day',
      body: {
        tasks: [
          { title: 'Call the dentist', when: null },
          { title: 'Pay the rent', when: 'today at 5pm' },
        ],
        timeZone: 'Europe/London',
      },
    });
  });

  it('puts only the ticked changes of a rewrite into the message, and only when asked', async () => {
    const answer: RewriteAnswer = {
      ...base,
      style: 'formal',
      parts: [
        { before: "I can't come. ", after: 'I cannot come. ' },
        { before: 'Sorry!', after: 'I apologise.' },
      ],
    };
    stubServer({ '/api/words/rewrite': () => jsonResponse(answer) });
    const user = renderPage();
    const box = await screen.findByLabelText('A message or your notes');
    await user.type(box, "I can't come. Sorry!");
    await user.click(screen.getByRole('button', { name: 'Say it another way' }));
    const result = await screen.findByRole('region', { name: 'Simple rewrite: more formal' });
    expect(box).toHaveValue("I can't come. Sorry!");
    await user.click(within(result).getByRole('checkbox', { name: 'Use change 2' }));
    await user.click(within(result).getByRole('button', { name: 'Put it in my message' }));
    expect(box).toHaveValue('I cannot come. Sorry!');
  });

  it('opens a kept result from the history, and asks before clearing when the history is turned off', async () => {
    const answer: ToneAnswer = {
      ...base,
      tones: ['friendly'],
      signals: [{ phrase: 'Thanks so much', tone: 'friendly', means: 'They are glad.' }],
    };
    const entry: WordsHistoryEntry = {
      id: '0b9f3c1e-2f6a-4c39-9a57-4f1f0c6f7a10',
      action: 'tone',
      firstWords: 'Thanks so much for the flowers!',
      createdAt: '2026-12-02T10:30:00.000Z',
    };
    let kept = [entry];
    const sent = stubServer({
      'GET /api/words/settings': () => jsonResponse({ keepHistory: true }),
      'GET /api/words/history': () => jsonResponse(kept),
      [`GET /api/words/history/${entry.id}`]: () =>
        jsonResponse({ ...entry, input: 'Thanks so much for the flowers!', result: answer }),
      'PUT /api/words/settings': (body) => jsonResponse(body),
      'DELETE /api/words/history': () => {
        kept = [];
        return jsonResponse({ deleted: true });
      },
    });
    const user = renderPage();
    const history = await screen.findByRole('region', { name: 'History' });
    const keep = within(history).getByRole('switch', { name: 'Keep a short history of what I check here' });
    await waitFor(() => expect(keep).toBeChecked());
    await user.click(
      await within(history).findByRole('button', {
        name: 'Open How it might sound: Thanks so much for the flowers!',
      }),
    );
    const result = await screen.findByRole('region', { name: 'How it might sound' });
    expect(within(result).getByText('“Thanks so much”: They are glad.')).toBeInTheDocument();
    expect(
      screen.getByText(/^From your history, .*: How it might sound\. The text it read:$/),
    ).toBeInTheDocument();

    // Off asks first: nothing is deleted until the person says so.
    await user.click(keep);
    expect(sent.some((call) => call.path.startsWith('DELETE'))).toBe(false);
    await user.click(within(history).getByRole('button', { name: 'Turn off and clear' }));
    expect(await within(history).findByRole('switch')).not.toBeChecked();
    await waitFor(() =>
      expect(within(history).queryByRole('button', { name: /^Open / })).not.toBeInTheDocument(),
    );
    // The changes sent: the switch turned off, then the history cleared; nothing else.
    expect(sent.map((call) => call.path).filter((path) => !path.startsWith('GET'))).toEqual([
      'PUT /api/words/settings',
      'DELETE /api/words/history',
    ]);
    expect(keep).toHaveFocus();
  });
});
