import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Reminder } from '../../shared/reminders';
import { DEFAULT_SETTINGS } from '../../shared/settings-defaults';
import { jsonResponse } from '../testing/factories';

const TASKS_ON = { ...DEFAULT_SETTINGS, taskReminders: true };
import { BLOCKED_WORDS, ReminderControl } from './reminder-control';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ROUTINE = '3b0c7a52-5a0e-4c43-9d6c-2f8e0d3c1a11';
const SETTINGS = {
  quietHours: true,
  quietStart: '22:00',
  quietEnd: '07:00',
  holdUntilQuietEnds: false,
  breakAfterMinutes: 60,
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The server at the network edge, keeping reminders as the routes do (one per kind and target). */
function stubServer({ refuse = false, reminders = [] as Reminder[] } = {}) {
  const calls: Call[] = [];
  let kept = [...reminders];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, body });
      if (url.pathname === '/api/settings' && method === 'PATCH')
        return jsonResponse({ ...DEFAULT_SETTINGS, ...(body as object) });
      if (url.pathname === '/api/reminders' && method === 'GET')
        return jsonResponse({ reminders: kept, settings: SETTINGS, pushKey: 'AAAA' });
      if (url.pathname === '/api/reminders' && method === 'PUT') {
        if (refuse)
          return jsonResponse({ error: { code: 'not_found', message: 'That routine was not found.' } }, 404);
        const input = body as Omit<Reminder, 'id'>;
        const saved: Reminder = {
          ...input,
          id: 'r1',
          time: input.time ?? null,
          stepEnds: input.stepEnds ?? false,
        };
        kept = [...kept.filter((each) => each.targetId !== input.targetId), saved];
        return jsonResponse(saved);
      }
      if (url.pathname.startsWith('/api/reminders/') && method === 'DELETE') {
        kept = [];
        return jsonResponse({ deleted: true });
      }
      if (url.pathname === '/api/reminders/upcoming') return jsonResponse({ due: [] });
      throw new Error(`Unexpected request: ${method} ${url.pathname}`);
    }),
  );
  return calls;
}

function stubPermission(answer: NotificationPermission, now: NotificationPermission = 'default') {
  const fake = {
    permission: now,
    maxActions: 2,
    requestPermission: vi.fn(async () => {
      fake.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', fake);
  return fake.requestPermission;
}

function renderControl(
  props: Partial<Parameters<typeof ReminderControl>[0]> = {},
  settings = DEFAULT_SETTINGS,
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(['settings'], settings);
  render(
    <QueryClientProvider client={queryClient}>
      <ReminderControl kind="routine" targetId={ROUTINE} name="Morning" {...props} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

describe('ReminderControl', () => {
  it('turns a routine reminder on from the press: asks permission, turns task reminders on and says so', async () => {
    const ask = stubPermission('granted');
    const calls = stubServer();
    const user = renderControl({ withStepEnds: true });
    const toggle = await screen.findByRole('checkbox', { name: 'Remind me: Morning' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(ask).not.toHaveBeenCalled();

    await user.click(toggle);
    expect(ask).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument());
    expect(screen.getByText('Task reminders were off in Settings, so they are on now.')).toBeInTheDocument();
    expect(writes(calls)).toEqual(
      expect.arrayContaining([
        { method: 'PATCH', path: '/api/settings', body: { taskReminders: true } },
        {
          method: 'PUT',
          path: '/api/reminders',
          body: { kind: 'routine', targetId: ROUTINE, leadMinutes: 0, stepEnds: false },
        },
      ]),
    );

    await user.selectOptions(screen.getByLabelText('When'), '10 minutes before');
    await user.click(screen.getByRole('checkbox', { name: /Also when each timed step ends/ }));
    await waitFor(() =>
      expect(writes(calls).at(-1)).toEqual({
        method: 'PUT',
        path: '/api/reminders',
        body: { kind: 'routine', targetId: ROUTINE, leadMinutes: 10, stepEnds: true },
      }),
    );

    await user.click(toggle);
    await waitFor(() =>
      expect(writes(calls).at(-1)).toMatchObject({ method: 'DELETE', path: '/api/reminders/r1' }),
    );
    expect(toggle).not.toBeChecked();
    expect(screen.queryByLabelText('When')).not.toBeInTheDocument();
  });

  it('gives a habit its time of day, saved when the field is left', async () => {
    stubPermission('granted', 'granted');
    const calls = stubServer();
    const user = renderControl({ kind: 'habit', name: 'Water', withTime: true }, TASKS_ON);
    await user.click(await screen.findByRole('checkbox', { name: 'Remind me: Water' }));
    const time = await screen.findByLabelText('Time of day');
    expect(time).toHaveValue('09:00');
    await user.clear(time);
    await user.type(time, '07:30');
    await user.tab();
    await waitFor(() =>
      expect(writes(calls).at(-1)).toEqual({
        method: 'PUT',
        path: '/api/reminders',
        body: { kind: 'habit', targetId: ROUTINE, leadMinutes: 0, time: '07:30' },
      }),
    );
    // Task reminders were on already: nothing else is changed or said.
    expect(calls.some((call) => call.path === '/api/settings')).toBe(false);
    expect(screen.queryByText(/Task reminders were off/)).not.toBeInTheDocument();
  });

  it('says plainly when the browser blocks notifications, and keeps the reminder for the open app', async () => {
    stubPermission('denied');
    stubServer();
    const user = renderControl({}, TASKS_ON);
    await user.click(await screen.findByRole('checkbox', { name: 'Remind me: Morning' }));
    expect(await screen.findByText(BLOCKED_WORDS)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remind me: Morning' })).toBeChecked();
  });

  it('puts the switch back and gives the server’s words when the reminder is refused', async () => {
    stubPermission('granted', 'granted');
    stubServer({ refuse: true });
    const user = renderControl({}, TASKS_ON);
    await user.click(await screen.findByRole('checkbox', { name: 'Remind me: Morning' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That routine was not found.');
    expect(screen.getByRole('checkbox', { name: 'Remind me: Morning' })).not.toBeChecked();
  });

  it('says why a routine without a schedule has no reminder', () => {
    stubServer();
    renderControl({
      unavailable: 'This routine has no schedule, so there is no start time to remind you of.',
    });
    expect(screen.getByText(/no start time to remind you of/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
