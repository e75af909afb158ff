import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast as sonner, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReminderDue, ReminderSettings } from '../../../shared/reminders';
import { focus } from '../../lib/reminders/focus';
import { createProfile, jsonResponse } from '../../testing/factories';
import ReminderRunner from './reminder-runner';

const MINUTE = 60_000;
const NOW = Date.parse('2026-11-24T10:00:00Z');
const SETTINGS: ReminderSettings = {
  quietHours: true,
  quietStart: '22:00',
  quietEnd: '07:00',
  holdUntilQuietEnds: false,
  breakAfterMinutes: 45,
};

const morning = (at: number): ReminderDue => ({
  key: `routine:r1:${at}`,
  kind: 'routine',
  targetId: 'r1',
  at: new Date(at).toISOString(),
  title: 'Morning starts in 5 minutes.',
  body: 'Wake up gently, then shower.',
  url: '/tools/routine-planner',
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function stubServer({ due = [] as ReminderDue[], settings = SETTINGS } = {}) {
  const calls: Call[] = [];
  const shownKeys = new Set<string>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname + url.search, body });
      if (url.pathname === '/api/reminders')
        return jsonResponse({ reminders: [], settings, pushKey: 'AAAA' });
      if (url.pathname === '/api/reminders/upcoming') return jsonResponse({ due });
      // As the server does: first for the first device or tab that asks about a moment, never after.
      if (url.pathname === '/api/reminders/shown') {
        const { key } = body as { key: string };
        const first = !shownKeys.has(key);
        shownKeys.add(key);
        return jsonResponse({ first });
      }
      if (url.pathname === '/api/reminders/snooze') {
        const { key, minutes } = body as { key: string; minutes: number };
        return jsonResponse({
          ...due[0],
          key: `snooze:abc:${key}`,
          kind: 'snooze',
          at: 'server clock',
          minutes,
        });
      }
      if (url.pathname === '/api/reminders/done') return jsonResponse({ done: true });
      throw new Error(`Unexpected request: ${method} ${url.pathname}`);
    }),
  );
  return calls;
}

function renderRunner({ taskReminders = true, breakReminders = true, path = '/dashboard' } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(['profile'], createProfile());
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <main>
          <h1>{path}</h1>
          <input aria-label="Task" />
        </main>
        <ReminderRunner taskReminders={taskReminders} breakReminders={breakReminders} />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** Time passes; effects that React runs as an act ends may set timers of their own, so time passes twice. */
async function pass(ms: number) {
  await act(async () => vi.advanceTimersByTimeAsync(ms));
  await act(async () => vi.advanceTimersByTimeAsync(500));
}

beforeEach(() => {
  vi.useFakeTimers({
    now: NOW,
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'Date',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ],
  });
  localStorage.clear();
});
afterEach(() => {
  // Sonner keeps its toasts between renders: none is carried into the next test.
  act(() => {
    sonner.dismiss();
  });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reminders in the open app', () => {
  it('asks from its own clock, shows a reminder at its time once, and snoozes it on the device’s clock', async () => {
    const calls = stubServer({ due: [morning(NOW + 2 * MINUTE)] });
    renderRunner();
    await pass(100);
    expect(calls.find((call) => call.path.startsWith('/api/reminders/upcoming'))?.path).toContain(
      `from=${encodeURIComponent(new Date(NOW - 10 * MINUTE).toISOString())}&hours=24`,
    );
    expect(screen.queryByText('Morning starts in 5 minutes.')).not.toBeInTheDocument();

    await pass(2 * MINUTE);
    await pass(100);
    const notice = screen.getByRole('region', { name: 'Morning starts in 5 minutes.' });
    expect(notice).toHaveTextContent('Wake up gently, then shower.');
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/reminders/shown',
      body: { key: `routine:r1:${NOW + 2 * MINUTE}` },
    });
    expect(screen.getByRole('link', { name: 'Open: Morning starts in 5 minutes.' })).toHaveAttribute(
      'href',
      '/tools/routine-planner',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Snooze 5 min' }));
    await pass(1000);
    expect(screen.queryByText('Morning starts in 5 minutes.')).not.toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/reminders/snooze',
      body: { key: `routine:r1:${NOW + 2 * MINUTE}`, minutes: 5 },
    });

    await pass(4 * MINUTE);
    expect(screen.queryByText('Morning starts in 5 minutes.')).not.toBeInTheDocument();
    await pass(MINUTE);
    await pass(100);
    expect(screen.getByText('Morning starts in 5 minutes.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await pass(1000);
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/reminders/done' });
    expect(screen.queryByText('Morning starts in 5 minutes.')).not.toBeInTheDocument();
  });

  it('keeps the notice in the page, announced politely, until it is answered, through a reload', async () => {
    stubServer({ due: [morning(NOW + MINUTE)] });
    const first = renderRunner();
    screen.getByRole('textbox', { name: 'Task' }).focus();
    await pass(MINUTE);
    await pass(100);
    const title = 'Morning starts in 5 minutes.';
    const notice = screen.getByRole('region', { name: title });
    // In the page's own flow, in its reading font: not a toast laid over the screen.
    expect(notice.closest('[data-sonner-toaster]')).toBeNull();
    expect(screen.getByRole('region', { name: 'Reminders' })).toContainElement(notice);
    // Said once, politely, without taking the focus from what the person is typing.
    expect(screen.getByRole('status')).toHaveTextContent(`Reminder: ${title}`);
    expect(screen.getByRole('textbox', { name: 'Task' })).toHaveFocus();

    // A reload (another address typed, the page opened again) finds it still waiting for an answer.
    first.unmount();
    renderRunner({ path: '/tools/todo' });
    await pass(100);
    const again = screen.getByRole('region', { name: title });
    // Alt+Shift+R reaches it from anywhere; Dismiss answers it and gives the focus back.
    fireEvent.keyDown(window, { key: 'R', altKey: true, shiftKey: true });
    expect(again).toContainElement(document.activeElement as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await pass(100);
    expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '/tools/todo' }));

    // Answered is answered: the next page opened shows nothing.
    cleanup();
    renderRunner();
    await pass(100);
    expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
  });

  it('leaves out reminders more than ten minutes old, and asks nothing with task reminders off', async () => {
    const calls = stubServer({ due: [morning(NOW - 11 * MINUTE)] });
    renderRunner();
    await pass(MINUTE);
    expect(screen.queryByText('Morning starts in 5 minutes.')).not.toBeInTheDocument();
    vi.unstubAllGlobals();
    const none = stubServer({ due: [morning(NOW + MINUTE)] });
    renderRunner({ taskReminders: false });
    await pass(2 * MINUTE);
    expect(none.some((call) => call.path.startsWith('/api/reminders/upcoming'))).toBe(false);
    expect(calls.length).toBeGreaterThan(0);
  });

  it('offers a break after the chosen length of focus, with a link to breathing', async () => {
    stubServer();
    renderRunner({ taskReminders: false });
    await pass(100);
    act(() =>
      focus.running({ source: 'routine', startedAt: NOW, endsAt: null, name: 'Study', step: 'Read' }),
    );
    await pass(44 * MINUTE);
    expect(screen.queryByText('Time for a short break?')).not.toBeInTheDocument();
    await pass(MINUTE);
    await pass(100);
    expect(screen.getByText('Time for a short break?')).toBeInTheDocument();
    expect(screen.getByText(/You have been focusing for 45 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Take a breath/ })).toHaveAttribute('href', '/tools/meditation');
    // No Snooze or Done for a break: it is only an offer.
    expect(screen.queryByRole('button', { name: 'Snooze 5 min' })).not.toBeInTheDocument();
    act(() => focus.stopped('routine'));
  });

  it('offers a break when a routine is done, but not while breathing runs nor in quiet hours', async () => {
    stubServer({ settings: { ...SETTINGS, quietStart: '09:00', quietEnd: '09:30' } });
    renderRunner({ taskReminders: false });
    await pass(100);
    act(() => focus.running({ source: 'routine', startedAt: NOW, endsAt: null, name: 'Study' }));
    act(() => focus.breathing(true));
    act(() => focus.stopped('routine', { ended: true }));
    await pass(1000);
    expect(screen.queryByText('Time for a short break?')).not.toBeInTheDocument();
    act(() => focus.breathing(false));

    act(() => focus.running({ source: 'routine', startedAt: NOW, endsAt: null, name: 'Study' }));
    act(() => focus.stopped('routine', { ended: true }));
    await pass(100);
    expect(screen.getByText('Time for a short break?')).toBeInTheDocument();
    expect(screen.getByText(/Study is done/)).toBeInTheDocument();
  });

  it('keeps break offers out of quiet hours', async () => {
    stubServer({ settings: { ...SETTINGS, quietStart: '00:00', quietEnd: '23:59' } });
    renderRunner({ taskReminders: false });
    await pass(100);
    act(() => focus.running({ source: 'routine', startedAt: NOW, endsAt: null, name: 'Study' }));
    act(() => focus.stopped('routine', { ended: true }));
    await pass(1000);
    expect(screen.queryByText('Time for a short break?')).not.toBeInTheDocument();
  });
});
