import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../../shared/settings';
import { DEFAULT_SETTINGS } from '../../../shared/settings-defaults';
import { authClient } from '../../lib/auth-client';
import { reloadAt } from '../../lib/leave-app';
import { jsonResponse } from '../../testing/factories';
import { renderPage, serverError, stubServer, tab } from './settings-test-harness';

// jsdom cannot load a new page; the test checks where the app would go.
vi.mock('../../lib/leave-app', () => ({ reloadAt: vi.fn() }));
// The auth client keeps its own fetch; the test only needs to know a sign-out was asked for.
vi.mock('../../lib/auth-client', () => ({ authClient: { signOut: vi.fn(async () => ({ data: null })) } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(reloadAt).mockClear();
  vi.mocked(authClient.signOut).mockClear();
});

describe('SettingsPage: tabs, appearance, accessibility, connections', () => {
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

  it('previews with the arrow keys and saves once, when the user settles', async () => {
    const fetchStub = stubServer({ settings: (update) => jsonResponse({ ...DEFAULT_SETTINGS, ...update }) });
    const { user } = renderPage({ path: '/settings?tab=appearance' });
    const group = screen.getByRole('radiogroup', { name: 'Theme colour' });

    screen.getByRole('radio', { name: 'Indigo' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Emerald' })).toBeChecked();
    expect(fetchStub).not.toHaveBeenCalled();
    await user.keyboard(' ');
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchStub.mock.calls[0]?.[1]?.body))).toEqual({ themeColor: 'emerald' });
    expect(await within(group).findByText('Saved')).toBeInTheDocument();

    // Resting on a card for a moment chooses it too.
    await user.keyboard('{ArrowLeft}');
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchStub.mock.calls[1]?.[1]?.body))).toEqual({ themeColor: 'sky' });
  });

  it('puts the previous value back and says so when a save fails', async () => {
    stubServer({ settings: serverError });
    const { user } = renderPage({ path: '/settings?tab=appearance' });

    await user.click(screen.getByRole('radio', { name: 'Rose' }));

    const group = screen.getByRole('radiogroup', { name: 'Theme colour' });
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'Your change could not be saved. Please try again.',
    );
    expect(screen.getByRole('radio', { name: 'Indigo' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Rose' })).not.toBeChecked();
  });

  it('saves the on/off settings under their product labels', async () => {
    const fetchStub = stubServer({ settings: (update) => jsonResponse({ ...DEFAULT_SETTINGS, ...update }) });
    const { user } = renderPage({ path: '/settings?tab=privacy' });

    const optIn = screen.getByRole('checkbox', { name: 'Allow anonymous usage data collection' });
    expect(optIn).not.toBeChecked();
    await user.click(optIn);
    expect(optIn).toBeChecked();
    const saves = fetchStub.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(saves.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ usageDataOptIn: true }]);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Download your data' }));
    expect(dialog.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
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
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('1.8')).toBeInTheDocument();
    // Two presses, then leaving the slider: one save of where the user stopped.
    expect(fetchStub).not.toHaveBeenCalled();
    await user.tab();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchStub.mock.calls[0]?.[1]?.body))).toEqual({ lineSpacing: 1.8 });
    expect(await screen.findByText('Saved')).toBeInTheDocument();

    await user.click(reduceMotion);
    expect(JSON.parse(String(fetchStub.mock.calls[1]?.[1]?.body))).toEqual({ reduceMotion: false });
    expect(reduceMotion).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Follow my system setting again' }));
    expect(JSON.parse(String(fetchStub.mock.calls[2]?.[1]?.body))).toEqual({ reduceMotion: null });
    expect(reduceMotion).toBeChecked();
  });

  it('offers only the action that fits the state on the Connections tab', async () => {
    stubServer();
    const { user } = renderPage({ path: '/settings?tab=connections' });

    expect(screen.getByText('This feature is under development.')).toBeInTheDocument();
    expect(screen.getByText('Not connected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Disconnect/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Connect Google' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Google OAuth integration coming soon!');
  });
});
