import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/settings-defaults';
import type { TimeBoxPlan } from '../../../shared/time-box';
import { EMPTY_PLAN } from '../../../shared/time-box';
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
    await user.click(screen.getByRole('radio', { name: /Long/ }));
    await user.click(screen.getByRole('radio', { name: '60 minutes' }));
    await user.type(screen.getByRole('textbox', { name: 'Add your own task' }), 'Finish the report{Enter}');
    await user.click(screen.getByRole('checkbox', { name: 'Finish the report' }));
    await waitFor(() => expect(puts).toHaveLength(5));
    expect(
      puts.map((plan) => [plan.energyLevel, plan.timeframe, plan.duration, plan.addedTasks.length]),
    ).toEqual([
      ['high', undefined, undefined, 0],
      ['high', 'long', undefined, 0],
      ['high', 'long', '60', 0],
      ['high', 'long', '60', 1],
      ['high', 'long', '60', 1],
    ]);
    expect(puts[4]?.addedTasks[0]).toMatchObject({ text: 'Finish the report', duration: 60, done: true });
    expect(screen.getByRole('timer')).toHaveTextContent('60:00');
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
});
