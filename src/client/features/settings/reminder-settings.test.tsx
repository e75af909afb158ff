import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOCKED_WORDS } from '../../components/reminder-control';
import { jsonResponse } from '../../testing/factories';
import { REMINDERS_ANSWER, renderPage, stubServer } from './settings-test-harness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The browser's Notification, answering the permission question as told. */
function stubNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(async () => {
    fake.permission = answer;
    return answer;
  });
  const fake = { permission, requestPermission, maxActions: 2 };
  vi.stubGlobal('Notification', fake);
  return requestPermission;
}

const card = (name: string) => screen.getByRole('region', { name });

describe('Settings › Notifications › reminders', () => {
  it('says what each switch does, and asks for notifications only when the button is pressed', async () => {
    const ask = stubNotifications('default', 'denied');
    stubServer();
    const { user } = renderPage({ path: '/settings?tab=notifications' });

    expect(await screen.findByText(/for a routine, a habit or a todo on My Day/)).toBeInTheDocument();
    expect(screen.getByText(/Never during a breathing exercise/)).toBeInTheDocument();
    const device = card('Notifications on this device');
    expect(device).toHaveTextContent('Reminders appear inside NeuroNest while it is open.');
    expect(ask).not.toHaveBeenCalled();

    await user.click(within(device).getByRole('button', { name: 'Allow notifications' }));
    expect(ask).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(device).toHaveTextContent(BLOCKED_WORDS));
    expect(within(device).queryByRole('button')).not.toBeInTheDocument();
  });

  it('saves quiet hours and the break length at once, and says so beside them', async () => {
    stubNotifications('granted');
    const patches: unknown[] = [];
    stubServer({
      reminders: (method, path, body) => {
        if (method !== 'PATCH' || path !== '/settings') return undefined;
        patches.push(body);
        return jsonResponse({ ...REMINDERS_ANSWER.settings, ...(body as object) });
      },
    });
    const { user } = renderPage({ path: '/settings?tab=notifications' });
    const when = await screen.findByRole('region', { name: 'When reminders come' });
    const from = await within(when).findByLabelText('From');
    expect(from).toHaveValue('22:00');
    expect(within(when).getByLabelText('To')).toHaveValue('07:00');

    await user.click(
      within(when).getByRole('checkbox', { name: 'Send what falls in quiet hours when they end' }),
    );
    await waitFor(() => expect(patches).toEqual([{ holdUntilQuietEnds: true }]));

    await user.click(within(when).getByRole('radio', { name: '90 minutes' }));
    await waitFor(() => expect(patches).toContainEqual({ breakAfterMinutes: 90 }));
    expect(within(when).getByRole('radio', { name: '90 minutes' })).toBeChecked();

    await user.click(within(when).getByRole('checkbox', { name: 'Quiet hours' }));
    await waitFor(() => expect(patches).toContainEqual({ quietHours: false }));
    expect(within(when).queryByLabelText('From')).not.toBeInTheDocument();
    await waitFor(() => expect(within(when).getAllByText('Saved').length).toBeGreaterThan(0));
  });

  it('says plainly when this browser could not reach a push service', async () => {
    stubNotifications('granted');
    localStorage.setItem('neuronest.reminders.push', JSON.stringify('unavailable'));
    stubServer();
    renderPage({ path: '/settings?tab=notifications' });
    expect(
      await screen.findByText(
        /could not reach its push service, so reminders cannot come when NeuroNest is closed/,
      ),
    ).toBeInTheDocument();
    localStorage.removeItem('neuronest.reminders.push');
  });
});
