import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMINDER_SETTINGS_DEFAULTS } from '../../../shared/reminder-choices';
import type { Routine, RoutineRun, RoutineUpdate } from '../../../shared/routine-planner/routines';
import { createProfile, jsonResponse } from '../../testing/factories';
import RoutinePage from './routine-planner-page';

const ZONE = 'America/New_York';

const evening = (overrides: Partial<Routine> = {}): Routine => ({
  id: '6f1c1f9e-6a57-4a4c-9a57-1d0c8e1b2a3c',
  name: 'Evening',
  icon: 'moon',
  picture: null,
  steps: [
    { id: '0b0c1f9e-6a57-4a4c-9a57-1d0c8e1b2a30', title: 'Tidy', minutes: 10, icon: 'house', note: '' },
    { id: '0b0c1f9e-6a57-4a4c-9a57-1d0c8e1b2a31', title: 'Brush teeth', minutes: 3, icon: null, note: '' },
    { id: '0b0c1f9e-6a57-4a4c-9a57-1d0c8e1b2a32', title: 'Read', minutes: null, icon: null, note: 'Paper' },
  ],
  schedule: null,
  position: 0,
  createdAt: new Date().toISOString(),
  ...overrides,
});

/** Stands in for the server at the network edge; any other request fails the test. */
function stubServer(
  routines: Routine[],
  answer: (method: string, body: unknown) => Response,
  runs: RoutineRun[] = [],
) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (url.pathname === '/api/routines' && method === 'GET') return jsonResponse(routines);
    if (url.pathname.endsWith('/runs') && method === 'GET') return jsonResponse(runs);
    if (url.pathname === '/api/ai/routine-steps') {
      const { sentence } = JSON.parse(String(init?.body)) as { sentence: string };
      sent.push({ method, path: url.pathname, body: { sentence } });
      return jsonResponse({
        outcome: 'ok',
        source: 'built-in',
        name: 'Get ready for work',
        steps: [
          { title: 'Shower', minutes: 10 },
          { title: 'Get dressed', minutes: null },
        ],
        message: null,
      });
    }
    if (url.pathname.startsWith('/api/routines')) {
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      sent.push({ method, path: url.pathname, body });
      return answer(method, body);
    }
    // The editor's "Reminder" part: none is on.
    if (url.pathname === '/api/reminders' && method === 'GET')
      return jsonResponse({
        reminders: [],
        settings: REMINDER_SETTINGS_DEFAULTS,
        pushKey: 'AAAA',
      });
    throw new Error(`Unexpected request: ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchStub);
  return sent;
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
        <RoutinePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// The planner's controls are a script of their own, loaded after the header (decision 113): loaded once here,
// so each test waits for what it asks of the screen, not for the test runner to compile that script.
beforeAll(() => import('./routine-planner'));
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('RoutinePage', () => {
  it('offers the five ready routines on an empty screen, and adds one as the person’s own', async () => {
    const sent = stubServer([], (_method, body) => {
      const input = body as Omit<Routine, 'steps'> & { steps: Partial<Routine['steps'][number]>[] };
      // As the server does: each step gets its id, and what was left out is filled in.
      const steps = input.steps.map((step, i) => ({
        title: step.title ?? '',
        minutes: step.minutes ?? null,
        icon: step.icon ?? null,
        note: step.note ?? '',
        id: `step-${i}`,
      }));
      // The id the app made is kept, as the server keeps it (decision 101).
      return jsonResponse(evening({ ...input, steps }), 201);
    });
    renderPage();
    expect(await screen.findByText(/^No routines yet/)).toBeInTheDocument();
    for (const name of ['Morning', 'Evening', 'Leaving the house', 'Study session', 'Winding down']) {
      expect(screen.getByRole('button', { name: `Use this routine: ${name}` })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Use this routine: Study session' }));
    const added = await screen.findByRole('listitem', { name: 'Study session' });
    // The pressed button went with the ready routines: focus is on the new routine, not the page.
    await waitFor(() => expect(within(added).getByRole('heading', { name: 'Study session' })).toHaveFocus());
    await waitFor(() => expect(sent.map((s) => [s.method, s.path])).toEqual([['POST', '/api/routines']]));
    expect((sent[0]?.body as { steps: unknown[] }).steps).toHaveLength(5);
  });

  it('moves a step with Alt and the arrow keys, says where it went, and saves the new order', async () => {
    const sent = stubServer([evening()], (_method, body) =>
      jsonResponse(evening({ steps: (body as { steps: Routine['steps'] }).steps })),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Evening' }));
    const third = within(screen.getByRole('group', { name: 'Step 3 of 3' })).getByLabelText('Title');
    third.focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(screen.getByText('Read is now step 2 of 3.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveValue('Read'));
    await userEvent.click(screen.getByRole('button', { name: 'Save routine' }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'PATCH')).toHaveLength(1));
    const change = sent.find((s) => s.method === 'PATCH')?.body as RoutineUpdate;
    expect(change.steps?.map((step) => step.title)).toEqual(['Tidy', 'Read', 'Brush teeth']);
    // The card draws its steps in slices (decision 072): the whole list, once drawn.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Steps of Evening' }))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        expect.stringContaining('Tidy'),
        expect.stringContaining('Read'),
        expect.stringContaining('Brush teeth'),
      ]),
    );
  });

  it('says the schedule in words as it is chosen, and puts a refused one back as it was', async () => {
    stubServer([evening()], () =>
      jsonResponse({ error: { code: 'limit_reached', message: 'Please try again.' } }, 409),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule: Evening' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Weekdays (Monday to Friday)' }));
    expect(screen.getByText(/^Weekdays at 7:30\. Next: .+ at 7:30\.$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    const card = screen.getByRole('listitem', { name: 'Evening' });
    await waitFor(() => expect(within(card).getByText('Run when you choose.')).toBeInTheDocument());
  });

  it('offers the length a step usually takes, and uses it only when asked', async () => {
    const routine = evening();
    const tidy = routine.steps[0]!.id;
    const runs = [14, 15, 16].map((minutes, i) => ({
      id: `run-${i}`,
      routineId: routine.id,
      startedAt: '2026-03-02T19:00:00.000Z',
      finishedAt: '2026-03-02T19:30:00.000Z',
      steps: [
        { stepId: tidy, title: 'Tidy', plannedMinutes: 10, state: 'done' as const, seconds: minutes * 60 },
      ],
    }));
    const sent = stubServer(
      [routine],
      (_method, body) => jsonResponse(evening({ steps: (body as { steps: Routine['steps'] }).steps })),
      runs,
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Evening' }));
    expect(await screen.findByText('This step usually takes you 15 minutes, not 10.')).toBeInTheDocument();
    // Brush teeth has no runs, Read no set length: nothing is said about them.
    expect(screen.getAllByText(/usually takes you/)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Use 15 minutes for Tidy' }));
    expect(screen.queryByText(/usually takes you/)).not.toBeInTheDocument();
    const step = within(screen.getByRole('group', { name: 'Step 1 of 3' }));
    expect(step.getByLabelText('Minutes (optional)')).toHaveValue(15);
    expect(screen.getByText('Tidy is now 15 minutes. Save the routine to keep it.')).toBeInTheDocument();
    expect(sent.filter((s) => s.method !== 'GET')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Save routine' }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'PATCH')).toHaveLength(1));
    const change = sent.find((s) => s.method === 'PATCH')?.body as RoutineUpdate;
    expect(change.steps?.map((s) => s.minutes)).toEqual([15, 3, null]);
  });

  it('adds suggested steps from a sentence after the ones the person wrote', async () => {
    const sent = stubServer([], () => jsonResponse({}, 201));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New routine' }));
    const first = within(screen.getByRole('group', { name: 'Step 1 of 1' }));
    await userEvent.type(first.getByLabelText('Title'), 'Feed the cat');
    await userEvent.click(screen.getByRole('button', { name: 'Help me build a routine' }));
    await userEvent.type(
      screen.getByLabelText('What is the routine for?'),
      'get ready for work by 8:30{Enter}',
    );
    expect(await screen.findByText('Suggested steps')).toBeInTheDocument();
    // Enter asked for steps; it did not save the routine.
    expect(sent.map((s) => s.path)).toEqual(['/api/ai/routine-steps']);
    await userEvent.click(screen.getByRole('button', { name: 'Add these steps' }));
    const titles = screen.getAllByLabelText('Title').map((input) => (input as HTMLInputElement).value);
    expect(titles).toEqual(['Feed the cat', 'Shower', 'Get dressed']);
    expect(screen.getByLabelText('Routine name')).toHaveValue('Get ready for work');
    expect(
      screen.getByText(
        'Added 2 suggested steps after yours. Change anything you like, then save the routine.',
      ),
    ).toBeInTheDocument();
  });
});
