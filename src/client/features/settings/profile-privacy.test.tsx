import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authClient } from '../../lib/auth-client';
import { reloadAt } from '../../lib/leave-app';
import { createProfile, jsonResponse } from '../../testing/factories';
import { EMAIL, renderPage, serverError, stubServer } from './settings-test-harness';

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

// Several fields are typed into per test: slow on a busy machine, so each test gets more time.
describe('SettingsPage: profile and privacy', () => {
  it("shows 'Not set' for an empty profile and the account details", () => {
    stubServer();
    renderPage();

    const details = within(screen.getByRole('region', { name: 'Personal Information' }));
    expect(details.getAllByText('Not set')).toHaveLength(6);
    const account = within(screen.getByRole('region', { name: 'Account Information' }));
    expect(account.getByText(EMAIL)).toBeInTheDocument();
    // The month in words (createdAt is 2024-03-05T10:00Z): never 05/03/2024, where the month is a guess.
    expect(account.getByText('5 March 2024')).toBeInTheDocument();
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

  it('saves the profile with its location and goes back to view, saying it was saved', async () => {
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
      location,
    });
    expect(
      within(screen.getByRole('region', { name: 'Personal Information' })).getByText('Saved'),
    ).toBeVisible();
    const details = within(screen.getByRole('region', { name: 'Personal Information' }));
    expect(details.getByText('Sam Lee')).toBeInTheDocument();
    expect(details.getByText('Female')).toBeInTheDocument();
    expect(details.getByText('Leeds, United Kingdom')).toBeInTheDocument();
    expect(details.getByText('Europe / London')).toBeInTheDocument();
  });

  it('changes the time zone by searching the list with the keyboard', async () => {
    const fetchStub = stubServer({
      profile: (update) => jsonResponse(createProfile({ ...update, updatedAt: new Date().toISOString() })),
    });
    const { user } = renderPage({
      profile: createProfile({
        location: { city: 'Leeds', country: 'United Kingdom', timezone: 'Europe/London' },
      }),
    });

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Tokyo');
    await user.clear(screen.getByLabelText('Country'));
    await user.type(screen.getByLabelText('Country'), 'Japan');
    // Proposed from the city and country.
    expect(
      screen.getByRole('button', { name: /^Use Asia \/ Tokyo, fits your city and country/ }),
    ).toBeVisible();

    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await user.clear(zone);
    await user.type(zone, 'tokyo');
    expect(zone).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Asia \/ Tokyo/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(zone).toHaveValue('Asia/Tokyo');
    expect(zone).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(JSON.parse(String(fetchStub.mock.calls[0]?.[1]?.body)).location).toEqual({
      city: 'Tokyo',
      country: 'Japan',
      timezone: 'Asia/Tokyo',
    });
  });

  it('refuses a time zone that is not on the list', async () => {
    const fetchStub = stubServer();
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByRole('combobox', { name: 'Time zone' }), 'Mars/Olympus');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Time zone must be a real time zone, such as Europe/London.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveFocus();
    expect(fetchStub).not.toHaveBeenCalled();
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
    expect(screen.getAllByText('Not set')).toHaveLength(6);
  });

  it('deletes the account only after the e-mail and password are typed, signs out and goes to the landing page', async () => {
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
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByLabelText('Current password'), 'Calm-Nest-2026');
    expect(confirm).toBeEnabled();

    await user.click(confirm);
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/?account=deleted'));
    const deletes = fetchStub.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(JSON.parse(String(deletes[0]?.[1]?.body))).toEqual({
      confirmEmail: 'sam@example.COM',
      currentPassword: 'Calm-Nest-2026',
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
    await user.type(dialog.getByLabelText('Current password'), 'Calm-Nest-2026');
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Nothing was deleted.');
    expect(reloadAt).not.toHaveBeenCalled();
    expect(authClient.signOut).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says under the password field when the password is wrong, and keeps the account', async () => {
    stubServer({
      deleteAccount: () =>
        jsonResponse(
          {
            error: {
              code: 'wrong_password',
              message: 'Your current password is not right. Please try again.',
            },
          },
          403,
        ),
    });
    const { user } = renderPage({ path: '/settings?tab=privacy' });

    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Type your e-mail address to confirm'), EMAIL);
    const password = dialog.getByLabelText('Current password');
    await user.type(password, 'Not-The-One-42');
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription('Your current password is not right. Please try again.');
    expect(reloadAt).not.toHaveBeenCalled();
  });
});
