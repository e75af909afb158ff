import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../shared/profile';
import type { Settings } from '../../../shared/settings';
import { DEFAULT_SETTINGS } from '../../../shared/settings';
import { authClient } from '../../lib/auth-client';
import { reloadAt } from '../../lib/leave-app';
import SettingsPage from './settings-page';
import { createProfile, jsonResponse } from '../../testing/factories';

// jsdom cannot load a new page; the test checks where the app would go.
vi.mock('../../lib/leave-app', () => ({ reloadAt: vi.fn() }));
// The auth client keeps its own fetch; the test only needs to know a sign-out was asked for.
vi.mock('../../lib/auth-client', () => ({ authClient: { signOut: vi.fn(async () => ({ data: null })) } }));

const EMAIL = 'sam@example.com';

const serverError = () => jsonResponse({ error: { code: 'internal', message: 'Boom' } }, 500);

interface ServerAnswers {
  settings?: (update: Partial<Settings>) => Response | Promise<Response>;
  profile?: (update: Partial<Profile>) => Response | Promise<Response>;
  deleteAccount?: (body: { confirmEmail: string }) => Response;
}

/** Stands in for the server at the network edge; any other request fails the test. */
function stubServer({ settings, profile, deleteAccount }: ServerAnswers = {}) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    if (url.pathname === '/api/settings' && method === 'PATCH' && settings) return settings(body);
    if (url.pathname === '/api/profile' && method === 'PATCH' && profile) return profile(body);
    if (url.pathname === '/api/account' && method === 'DELETE' && deleteAccount) return deleteAccount(body);
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

function renderPage({
  path = '/settings',
  settings = DEFAULT_SETTINGS,
  profile = createProfile(),
}: { path?: string; settings?: Settings; profile?: Profile } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(['settings'], settings);
  queryClient.setQueryData(['profile'], profile);
  queryClient.setQueryData(['account'], { email: EMAIL, createdAt: '2024-03-05T10:00:00.000Z' });
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

const tab = (name: string) => screen.getByRole('tab', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(reloadAt).mockClear();
  vi.mocked(authClient.signOut).mockClear();
});

describe('SettingsPage', () => {
  it('shows the header and the six tabs, and arrow keys move between them', async () => {
    stubServer();
    const { user } = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Customize your experience to match your needs')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Profile',
      'Appearance',
      'Accessibility',
      'Connections',
      'Notifications',
      'Privacy',
    ]);
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');

    // Without matchMedia (narrow screen) the tabs form a row: Left and Right move.
    await user.click(tab('Profile'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Appearance')).toHaveFocus();
    // The tab lives in the URL; the router applies the change in a transition, a moment later.
    await waitFor(() => expect(tab('Appearance')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tabpanel', { name: 'Appearance' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/settings?tab=appearance');

    await user.keyboard('{ArrowLeft}');
    expect(tab('Profile')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Privacy')).toHaveFocus();
  });

  it('uses a vertical tab list on wide screens, moved with Up and Down', async () => {
    stubServer();
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('min-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    const { user } = renderPage({ path: '/settings?tab=connections' });

    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    expect(tab('Connections')).toHaveAttribute('aria-selected', 'true');
    await user.click(tab('Connections'));
    await user.keyboard('{ArrowDown}');
    expect(tab('Notifications')).toHaveFocus();
    expect(await screen.findByRole('checkbox', { name: 'Enable task reminders' })).not.toBeChecked();
  });

  it('saves a theme at once and keeps it when the server agrees', async () => {
    const fetchStub = stubServer({ settings: (update) => jsonResponse({ ...DEFAULT_SETTINGS, ...update }) });
    const { user, queryClient } = renderPage({ path: '/settings?tab=appearance' });

    const rose = screen.getByRole('radio', { name: 'Rose' });
    expect(screen.getByRole('radio', { name: 'Indigo' })).toBeChecked();
    await user.click(rose);

    expect(rose).toBeChecked();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchStub.mock.calls[0]?.[1]?.body))).toEqual({ themeColor: 'rose' });
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(queryClient.getQueryData<Settings>(['settings'])?.themeColor).toBe('rose');
  });

  it('puts the previous value back and says so when a save fails', async () => {
    stubServer({ settings: serverError });
    const { user } = renderPage({ path: '/settings?tab=appearance' });

    await user.click(screen.getByRole('radio', { name: 'Rose' }));

    expect(await screen.findByText('Your change could not be saved. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Indigo' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Rose' })).not.toBeChecked();
  });

  it('saves the on/off settings under their SPEC labels', async () => {
    const fetchStub = stubServer({ settings: (update) => jsonResponse({ ...DEFAULT_SETTINGS, ...update }) });
    const { user } = renderPage({ path: '/settings?tab=privacy' });

    const optIn = screen.getByRole('checkbox', { name: 'Allow anonymous usage data collection' });
    expect(optIn).not.toBeChecked();
    await user.click(optIn);
    expect(optIn).toBeChecked();
    expect(JSON.parse(String(fetchStub.mock.calls[0]?.[1]?.body))).toEqual({ usageDataOptIn: true });
    expect(screen.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/api/account/export',
    );
  });

  it('saves line spacing on commit and lets Reduce motion follow the system until changed', async () => {
    const fetchStub = stubServer({ settings: (update) => jsonResponse({ ...DEFAULT_SETTINGS, ...update }) });
    // jsdom has neither; the slider measures its thumb, the switch asks about the system setting.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    const { user } = renderPage({ path: '/settings?tab=accessibility' });

    const reduceMotion = screen.getByRole('checkbox', { name: 'Reduce motion' });
    expect(reduceMotion).toBeChecked();
    expect(reduceMotion).toHaveAccessibleDescription('Follows your system setting until you change it.');
    for (const name of ['Enable automatic text-to-speech', 'Reading ruler', 'Highlight current line']) {
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    }

    const slider = screen.getByRole('slider', { name: 'Line spacing' });
    expect(slider).toHaveAttribute('aria-valuenow', '1.6');
    expect(screen.getByText('1.6')).toBeInTheDocument();
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('1.7')).toBeInTheDocument();
    expect(JSON.parse(String(fetchStub.mock.calls[0]?.[1]?.body))).toEqual({ lineSpacing: 1.7 });

    await user.click(reduceMotion);
    expect(JSON.parse(String(fetchStub.mock.calls[1]?.[1]?.body))).toEqual({ reduceMotion: false });
    expect(reduceMotion).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Follow my system setting again' }));
    expect(JSON.parse(String(fetchStub.mock.calls[2]?.[1]?.body))).toEqual({ reduceMotion: null });
    expect(reduceMotion).toBeChecked();
  });

  it("shows 'Not set' for an empty profile and the account details", () => {
    stubServer();
    renderPage();

    const details = within(screen.getByRole('region', { name: 'Personal Information' }));
    expect(details.getAllByText('Not set')).toHaveLength(4);
    const account = within(screen.getByRole('region', { name: 'Account Information' }));
    expect(account.getByText(EMAIL)).toBeInTheDocument();
    expect(account.getByText(new Date('2024-03-05T10:00:00.000Z').toLocaleDateString())).toBeInTheDocument();
  });

  it('explains an invalid age in plain words and focuses the field', async () => {
    const fetchStub = stubServer();
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    const age = screen.getByLabelText('Age');
    await user.type(age, '200');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Age must be between 1 and 120.')).toBeInTheDocument();
    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(age).toHaveFocus();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('saves the profile without its location and goes back to view', async () => {
    const location = { city: 'Leeds', country: 'United Kingdom', timezone: 'Europe/London' };
    const fetchStub = stubServer({
      profile: (update) =>
        jsonResponse(createProfile({ ...update, location, updatedAt: new Date().toISOString() })),
    });
    const { user } = renderPage({ profile: createProfile({ location }) });

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('Name'), 'Sam Lee');
    await user.type(screen.getByLabelText('Age'), '34');
    await user.selectOptions(screen.getByLabelText('Gender'), 'female');
    await user.click(screen.getByRole('button', { name: 'ADHD' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    expect(JSON.parse(String(fetchStub.mock.calls[0]?.[1]?.body))).toEqual({
      fullName: 'Sam Lee',
      age: 34,
      gender: 'female',
      conditions: ['ADHD'],
    });
    const details = within(screen.getByRole('region', { name: 'Personal Information' }));
    expect(details.getByText('Sam Lee')).toBeInTheDocument();
    expect(details.getByText('Female')).toBeInTheDocument();
  });

  it('stays in edit mode with the typed values when the profile save fails; Cancel discards', async () => {
    stubServer({ profile: serverError });
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('Name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your profile could not be saved. Please try again.',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Sam');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByText('Not set')).toHaveLength(4);
  });

  it('shows the coming-soon alerts on the Connections tab', async () => {
    stubServer();
    const { user } = renderPage({ path: '/settings?tab=connections' });

    expect(screen.getByText('This feature is under development.')).toBeInTheDocument();
    expect(screen.getByText('Not connected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Google OAuth integration coming soon!');
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Account disconnection coming soon!');
  });

  it('deletes the account only after the e-mail is typed, signs out and goes to the landing page', async () => {
    const fetchStub = stubServer({ deleteAccount: () => jsonResponse({ deleted: true }) });
    const { user } = renderPage({ path: '/settings?tab=privacy' });

    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete your account?' }));
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();

    const field = dialog.getByLabelText('Type your e-mail address to confirm');
    await user.type(field, 'sam@example');
    expect(confirm).toBeDisabled();
    await user.type(field, '.COM');
    expect(confirm).toBeEnabled();

    await user.click(confirm);
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/'));
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(fetchStub.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(JSON.parse(String(fetchStub.mock.calls[0]?.[1]?.body))).toEqual({
      confirmEmail: 'sam@example.COM',
    });
    expect(authClient.signOut).toHaveBeenCalledTimes(1);
  });

  it('shows the server message inside the dialog when deleting fails', async () => {
    stubServer({
      deleteAccount: () =>
        jsonResponse(
          {
            error: {
              code: 'confirmation_mismatch',
              message: 'That is not the e-mail address of this account. Nothing was deleted.',
            },
          },
          400,
        ),
    });
    const { user } = renderPage({ path: '/settings?tab=privacy' });

    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Type your e-mail address to confirm'), EMAIL);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Nothing was deleted.');
    expect(reloadAt).not.toHaveBeenCalled();
    expect(authClient.signOut).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
