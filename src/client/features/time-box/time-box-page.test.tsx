import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/settings-defaults';
import type { TimeBoxPlan } from '../../../shared/time-box/plan';
import { EMPTY_PLAN } from '../../../shared/time-box/plan';
import { jsonResponse } from '../../testing/factories';
import TimeBoxPage from './time-box-page';

/** Stands in for the server at the network edge; any other request fails the test. */
function stubServer(saved: TimeBoxPlan, answerPut: (plan: TimeBoxPlan) => Response = jsonResponse) {
  const puts: TimeBoxPlan[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (url.pathname === '/api/time-box' && method === 'GET') return jsonResponse(saved);
      if (url.pathname === '/api/time-box' && method === 'PUT') {
        const plan = JSON.parse(String(init?.body)) as TimeBoxPlan;
        puts.push(plan);
        return answerPut(plan);
      }
      if (url.pathname === '/api/settings' && method === 'GET') return jsonResponse(DEFAULT_SETTINGS);
      throw new Error(`Unexpected request: ${method} ${url.pathname}`);
    }),
  );
  return puts;
}

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/tools/time-box']}>
        <TimeBoxPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Typing and clicking through a whole plan in jsdom is slow on a busy machine.
// The time box's controls are a script of their own, loaded after the header (decision 113): loaded once here,
// so each test waits for what it asks of the screen, not for the test runner to compile that script.
beforeAll(() => import('./time-box'));

describe('TimeBoxPage', () => {
  it('saves the whole plan after every change, in order, each change building on the last', async () => {
    const puts = stubServer(EMPTY_PLAN);
    const user = renderPage();
    await user.click(await screen.findByRole('radio', { name: /High energy/ }));
    await user.click(screen.getByRole('radio', { name: /^Long/ }));
    await user.type(screen.getByRole('textbox', { name: 'Add your own task' }), 'Finish the report{Enter}');
    await user.click(screen.getByRole('checkbox', { name: 'Finish the report' }));
    await waitFor(() => expect(puts).toHaveLength(4));
    expect(
      puts.map((plan) => [plan.energyLevel, plan.timeframe, plan.duration, plan.addedTasks.length]),
    ).toEqual([
      ['high', undefined, undefined, 0],
      ['high', 'long', '60', 0],
      ['high', 'long', '60', 1],
      ['high', 'long', '60', 1],
    ]);
    expect(puts[3]?.addedTasks[0]).toMatchObject({ text: 'Finish the report', duration: 60, done: true });
    expect(screen.getByRole('timer')).toHaveTextContent('60:00');
  });

  it('asks once how long a ticked task took, keeps the answer for estimates and gives focus back to its box', async () => {
    const puts = stubServer({
      ...EMPTY_PLAN,
      energyLevel: 'low',
      timeframe: 'short',
      duration: '20',
      addedTasks: [
        { id: 'a1', text: 'Reply to the emails from work', duration: 20, done: false },
        { id: 'a2', text: 'Water the plants', duration: 10, done: false },
      ],
    });
    const user = renderPage();
    const emails = await screen.findByRole('checkbox', { name: 'Reply to the emails from work' });
    await user.click(emails);
    const question = screen.getByRole('group', { name: 'About how long did it take?' });
    await user.click(
      within(question).getByRole('button', { name: 'About 30 min for Reply to the emails from work' }),
    );
    expect(screen.queryByRole('group', { name: 'About how long did it take?' })).not.toBeInTheDocument();
    expect(emails).toHaveFocus();
    await waitFor(() => expect(puts.at(-1)?.tookTimes).toHaveLength(1));
    expect(puts.at(-1)?.tookTimes[0]).toMatchObject({
      taskId: 'a1',
      text: 'Reply to the emails from work',
      minutes: 30,
    });
    expect(puts.at(-1)?.addedTasks[0]).toMatchObject({ done: true, tookMinutes: 30 });

    // Skipping is as easy, keeps nothing, and the box keeps the keyboard too.
    const plants = screen.getByRole('checkbox', { name: 'Water the plants' });
    await user.click(plants);
    await user.click(screen.getByRole('button', { name: 'Skip the question for Water the plants' }));
    expect(plants).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'About how long did it take?' })).not.toBeInTheDocument();
    // Unticked and ticked again, a task already answered is not asked again.
    await user.click(emails);
    await user.click(emails);
    expect(screen.queryByRole('group', { name: 'About how long did it take?' })).not.toBeInTheDocument();
    await waitFor(() => expect(puts.at(-1)?.addedTasks[0]?.done).toBe(true));
    expect(puts.at(-1)?.tookTimes).toHaveLength(1);
  });

  it('keeps a change that could not be saved on screen, says so, and saves it again on request', async () => {
    let fail = true;
    const puts = stubServer(
      { ...EMPTY_PLAN, energyLevel: 'low', timeframe: 'short', duration: '20' },
      (plan) =>
        fail
          ? jsonResponse({ error: { code: 'x', message: 'The server is busy.' } }, 503)
          : jsonResponse(plan),
    );
    const user = renderPage();
    const field = await screen.findByRole('textbox', { name: 'Add your own task' });
    await user.type(field, 'Tidy the desk{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your last change is on this screen but could not be saved. The server is busy.',
    );
    const tasks = screen.getByRole('region', { name: 'Your tasks' });
    expect(within(tasks).getByRole('checkbox', { name: 'Tidy the desk' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Save again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(puts.at(-1)?.addedTasks.map((task) => task.text)).toEqual(['Tidy the desk']);
  });

  it('refuses an empty task with a message tied to the field', async () => {
    const puts = stubServer({ ...EMPTY_PLAN, energyLevel: 'low', timeframe: 'short', duration: '10' });
    const user = renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Add your own task' }), '   {Enter}');
    expect(screen.getByRole('textbox', { name: 'Add your own task' })).toHaveAccessibleDescription(
      /Please write what the task is\./,
    );
    expect(puts).toHaveLength(0);
  });

  it('makes a long timeframe one hour at once, with no question after it', async () => {
    const puts = stubServer(EMPTY_PLAN);
    const user = renderPage();
    await user.click(await screen.findByRole('radio', { name: /High energy/ }));
    await user.click(screen.getByRole('radio', { name: /^Long/ }));
    expect(await screen.findByRole('textbox', { name: 'Add your own task' })).toBeInTheDocument();
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      '1. How is your energy right now?',
      '2. How much time do you have?',
    ]);
    expect(screen.queryByRole('radio', { name: '60 minutes' })).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('60:00');
    await waitFor(() => expect(puts.at(-1)).toMatchObject({ timeframe: 'long', duration: '60' }));
  });

  it('adds the task when Enter is pressed in its length menu', async () => {
    const puts = stubServer({ ...EMPTY_PLAN, energyLevel: 'low', timeframe: 'short', duration: '30' });
    const user = renderPage();
    const field = await screen.findByRole('textbox', { name: 'Add your own task' });
    await user.type(field, 'Fold the laundry');
    await user.tab();
    const length = screen.getByRole('combobox', { name: 'How long?' });
    expect(length).toHaveFocus();
    await user.selectOptions(length, '15');
    await user.keyboard('{Enter}');
    const tasks = await screen.findByRole('region', { name: 'Your tasks' });
    expect(within(tasks).getByRole('combobox', { name: 'Length of Fold the laundry' })).toHaveValue('15');
    expect(field).toHaveValue('');
    expect(length).toHaveFocus();
    await waitFor(() =>
      expect(puts.at(-1)?.addedTasks).toMatchObject([{ text: 'Fold the laundry', duration: 15 }]),
    );
    // With nothing written, Enter there says so under the text box, and the keyboard goes to it.
    await user.keyboard('{Enter}');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/Please write what the task is\./);
  });

  it('plans several blocks with breaks between them, with the block under way and the next in view', async () => {
    const puts = stubServer(EMPTY_PLAN);
    const user = renderPage();
    await user.click(await screen.findByRole('radio', { name: /High energy/ }));
    await user.click(screen.getByRole('radio', { name: /^Several blocks/ }));
    await user.click(screen.getByRole('radio', { name: /^50 minutes/ }));
    const counts = screen.getByRole('group', { name: '4. How many blocks?' });
    // Up to four hours, breaks included: 2, 3 or 4 blocks of 50 minutes.
    expect(within(counts).getAllByRole('radio')).toHaveLength(3);
    await user.click(within(counts).getByRole('radio', { name: /^3 blocks/ }));
    expect(
      screen.getByText(
        '3 blocks of 50 minutes, with a break of 10 minutes between each two: 2 hours 50 minutes in all.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Ideas for high energy and blocks of 50 minutes' }),
    ).toBeInTheDocument();
    const timer = screen.getByRole('region', { name: 'Focus timer' });
    expect(within(timer).getByRole('timer')).toHaveTextContent('50:00');
    expect(within(timer).getByText('Block 1 of 3, 50 minutes, ready when you are')).toBeInTheDocument();
    expect(within(timer).getByText('Break, 10 minutes')).toBeInTheDocument();
    expect(within(timer).getByText('2 hours 50 minutes left, breaks included')).toBeInTheDocument();
    await user.click(within(timer).getByRole('button', { name: 'Start block 1' }));
    expect(within(timer).getByText('Block 1 of 3, 50 minutes left')).toBeInTheDocument();
    await waitFor(() =>
      expect(puts.at(-1)).toMatchObject({
        timeframe: 'several',
        series: { rhythm: '50-10', focusMinutes: 50, breakMinutes: 10, count: 3, step: 0 },
        timer: { status: 'running', kind: 'focus', durationMs: 50 * 60_000 },
      }),
    );
    expect(puts.at(-1)?.duration).toBeUndefined();
  });

  const threeOfTwentyFive = { rhythm: '25-5', focusMinutes: 25, breakMinutes: 5, count: 3 } as const;

  it("moves on to the planned break at time's up, found after a reload, and starts it from there", async () => {
    const puts = stubServer({
      ...EMPTY_PLAN,
      energyLevel: 'low',
      timeframe: 'several',
      series: { ...threeOfTwentyFive, step: 0 },
      timer: { status: 'running', kind: 'focus', durationMs: 25 * 60_000, endsAt: Date.now() - 1000 },
    });
    const user = renderPage();
    const dialog = await screen.findByRole('alertdialog', { name: "Time's up!" });
    expect(dialog).toHaveTextContent(
      'Block 1 of 3 is done. Well done for staying with it. Next is a break of 5 minutes.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start the break of 5 minutes' }));
    const timer = await screen.findByRole('region', { name: 'Break timer' });
    expect(within(timer).getByText('A break of 5 minutes')).toBeInTheDocument();
    expect(within(timer).getByText('Break, 5 minutes left')).toBeInTheDocument();
    expect(within(timer).getByText('Block 2 of 3, 25 minutes')).toBeInTheDocument();
    expect(within(timer).getByRole('button', { name: 'Pause' })).toHaveFocus();
    await waitFor(() =>
      expect(puts.at(-1)).toMatchObject({
        series: { step: 1 },
        timer: { status: 'running', kind: 'break', durationMs: 5 * 60_000 },
      }),
    );
  });

  it('brings a plan of several blocks back where it was, its time left in words', async () => {
    const puts = stubServer({
      ...EMPTY_PLAN,
      energyLevel: 'low',
      timeframe: 'several',
      series: { ...threeOfTwentyFive, step: 2 },
      timer: { status: 'paused', kind: 'focus', durationMs: 25 * 60_000, remainingMs: 10 * 60_000 },
    });
    const user = renderPage();
    const timer = await screen.findByRole('region', { name: 'Focus timer' });
    expect(screen.getByRole('radio', { name: /^Several blocks/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^25 minutes/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^3 blocks/ })).toBeChecked();
    expect(within(timer).getByText('Block 2 of 3, 10 minutes left, paused')).toBeInTheDocument();
    expect(within(timer).getByText('Break, 5 minutes')).toBeInTheDocument();
    expect(within(timer).getByText('40 minutes left, breaks included')).toBeInTheDocument();
    expect(within(timer).getByRole('timer')).toHaveTextContent('10:00');

    // Reset starts this block again, and nothing skips a block.
    await user.click(within(timer).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(puts.at(-1)?.timer).toBe(null));
    expect(within(timer).getByRole('timer')).toHaveTextContent('25:00');
    expect(within(timer).queryByRole('button', { name: 'Skip the break' })).not.toBeInTheDocument();
  });

  it('skips a planned break, and keeps the keyboard on the timer', async () => {
    const puts = stubServer({
      ...EMPTY_PLAN,
      energyLevel: 'low',
      timeframe: 'several',
      series: { ...threeOfTwentyFive, step: 1 },
    });
    const user = renderPage();
    const onBreak = await screen.findByRole('region', { name: 'Break timer' });
    expect(within(onBreak).getByRole('timer')).toHaveTextContent('05:00');
    await user.click(within(onBreak).getByRole('button', { name: 'Skip the break' }));
    const timer = await screen.findByRole('region', { name: 'Focus timer' });
    expect(within(timer).getByRole('button', { name: 'Start block 2' })).toHaveFocus();
    expect(within(timer).getByRole('timer')).toHaveTextContent('25:00');
    await waitFor(() => expect(puts.at(-1)?.series?.step).toBe(2));
  });
});
