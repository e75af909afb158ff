import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { REMINDER_SETTINGS_DEFAULTS } from '../../../shared/reminder-choices';
import type { Profile } from '../../../shared/profile';
import type { Settings } from '../../../shared/settings';
import { DEFAULT_SETTINGS } from '../../../shared/settings-defaults';
import { createProfile, jsonResponse } from '../../testing/factories';
import SettingsPage, { loadPanels } from './settings-page';

/* The settings screen on a fresh query cache, with the server stood in for at the network edge. */

// Every tab's script loaded first, as the page does once it is idle: a panel then draws at once.
await loadPanels();

export const EMAIL = 'sam@example.com';

export const serverError = () => jsonResponse({ error: { code: 'internal', message: 'Boom' } }, 500);

interface ServerAnswers {
  settings?: (update: Partial<Settings>) => Response | Promise<Response>;
  /** The calendar feed's routes; by default the feed is off. */
  calendarFeed?: (method: string) => Response | Promise<Response>;
  profile?: (update: Partial<Profile>) => Response | Promise<Response>;
  deleteAccount?: (body: { confirmEmail: string }) => Response;
  /** The reminder routes (path after /api/reminders); by default none is on and the settings are the defaults. */
  reminders?: (method: string, path: string, body: unknown) => Response | Promise<Response> | undefined;
}

export const REMINDERS_ANSWER = {
  reminders: [],
  settings: REMINDER_SETTINGS_DEFAULTS,
  pushKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
};

/** Stands in for the server at the network edge; any other request fails the test. */
export function stubServer({
  settings,
  profile,
  deleteAccount,
  calendarFeed,
  reminders,
}: ServerAnswers = {}) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    if (url.pathname === '/api/settings' && method === 'PATCH' && settings) return settings(body);
    if (url.pathname === '/api/profile' && method === 'PATCH' && profile) return profile(body);
    if (url.pathname === '/api/account' && method === 'DELETE' && deleteAccount) return deleteAccount(body);
    if (url.pathname === '/api/calendar-feed') {
      if (calendarFeed) return calendarFeed(method);
      if (method === 'GET') return jsonResponse({ on: false, address: null, madeAt: null, lastReadAt: null });
    }
    // The Privacy tab asks whether a replaced account can still be put back: nothing to undo here.
    if (url.pathname === '/api/account/restore/undo' && method === 'GET') {
      return jsonResponse({ available: false, replacedAt: null });
    }
    if (url.pathname.startsWith('/api/reminders')) {
      const answer = await reminders?.(method, url.pathname.slice('/api/reminders'.length), body);
      if (answer) return answer;
      if (method === 'GET' && url.pathname === '/api/reminders') return jsonResponse(REMINDERS_ANSWER);
    }
    throw new Error(`Unexpected request: ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** Where the router is, so tests can see the ?tab= parameter. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export function renderPage({
  path = '/settings',
  settings = DEFAULT_SETTINGS,
  profile = createProfile(),
}: { path?: string; settings?: Settings; profile?: Profile } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(['settings'], settings);
  queryClient.setQueryData(['profile'], profile);
  queryClient.setQueryData(['account'], {
    email: EMAIL,
    createdAt: '2024-03-05T10:00:00.000Z',
    hasPassword: true,
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/settings"
            element={
              <>
                <SettingsPage />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), queryClient };
}

export const tab = (name: string) => screen.getByRole('tab', { name });
