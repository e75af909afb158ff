import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, localDay } from '../../../shared/habits/days';
import type { CheckinWrite, Habit } from '../../../shared/habits/habits';
import { createProfile, jsonResponse } from '../../testing/factories';
import HabitPage from './habits-page';

const ZONE = 'America/New_York';
const today = localDay(new Date(), ZONE);

const water = (overrides: Partial<Habit> = {}): Habit => ({
  id: '6f1c1f9e-6a57-4a4c-9a57-1d0c8e1b2a3c',
  name: 'Drink water',
  icon: 'droplet',
  why: 'I think more clearly',
  schedule: { kind: 'daily' },
  target: { kind: 'count', amount: 8, unit: 'glasses' },
  pauses: [],
  startDay: today,
  archived: false,
  position: 0,
  createdAt: new Date().toISOString(),
  checkins: [],
  ...overrides,
});

/** Stands in for the server at the network edge; any other request fails the test. */
function stubServer(habits: Habit[], checkin: (body: CheckinWrite) => Response) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (url.pathname === '/api/habits' && method === 'GET') return jsonResponse(habits);
    if (url.pathname.endsWith('/checkins') && method === 'PUT') {
      return checkin(JSON.parse(String(init?.body)) as CheckinWrite);
    }
    throw new Error(`Unexpected request: ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(
    ['profile'],
    createProfile({ location: { city: 'New York', country: 'United States', timezone: ZONE } }),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <HabitPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

// The tracker's controls are a script of their own, loaded after the header (decision 113): loaded once here,
// so each test waits for what it asks of the screen, not for the test runner to compile that script.
beforeAll(() => import('./habit-tracker'));

describe('HabitPage', () => {
  it('keeps partial progress for today in the profile time zone, shown at once', async () => {
    const sent: CheckinWrite[] = [];
    stubServer([water()], (body) => {
      sent.push(body);
      return jsonResponse({ day: body.day, state: body.state, amount: body.amount ?? null });
    });
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Drink water' });
    expect(within(card).getByText('Why: I think more clearly')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Add one: Drink water, today' }));
    expect(await within(card).findByText('Today: 1 of 8 glasses')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ day: today, state: 'done', amount: 1 }]));
  });

  it('puts a refused check-in back as it was', async () => {
    stubServer([water({ target: { kind: 'check' } })], () =>
      jsonResponse({ error: { code: 'invalid_request', message: 'Please try again.' } }, 400),
    );
    renderPage();
    const done = await screen.findByRole('button', { name: 'Done: Drink water, today' });
    await userEvent.click(done);
    await waitFor(() => expect(done).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByText('Today: Not checked in')).toBeInTheDocument();
  });

  it('greets a habit back after quiet days and offers to pause or simplify, never a loss', async () => {
    stubServer([water({ startDay: addDays(today, -10), checkins: [] })], () => jsonResponse({}));
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Drink water' });
    expect(within(card).getByText(/Welcome back/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Pause for a week' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Make it simpler' })).toBeInTheDocument();
    expect(card.textContent).not.toMatch(/fail|lost|broke|missed/i);
  });

  it('holds one Loading under the header until the list arrives, then shows the form where nothing moves', async () => {
    let answer: (habits: Habit[]) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = (habits) => resolve(jsonResponse(habits))))),
    );
    renderPage();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    // Neither the add button nor the list's heading is drawn yet: the form that comes with an empty list
    // would push them down.
    expect(screen.queryByRole('button', { name: 'Add a habit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your habits' })).not.toBeInTheDocument();
    answer([]);
    expect(await screen.findByRole('button', { name: 'Add habit' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
