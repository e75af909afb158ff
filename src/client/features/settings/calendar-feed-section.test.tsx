import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarFeedState } from '../../../shared/calendar-feed';
import { jsonResponse } from '../../testing/factories';
import { renderPage, serverError, stubServer } from './settings-test-harness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const OFF: CalendarFeedState = { on: false, address: null, madeAt: null, lastReadAt: null };
const address = (n: number) => `https://nest.example/calendar/${String(n).repeat(43)}.ics`;

/** A server that keeps one feed: POST makes a new address each time, DELETE turns it off. */
function feedServer(start: CalendarFeedState = OFF) {
  let state = start;
  let made = 0;
  const calls: string[] = [];
  const fetchStub = stubServer({
    calendarFeed: (method) => {
      calls.push(method);
      if (method === 'POST') {
        made += 1;
        state = { on: true, address: address(made), madeAt: '2026-11-24T10:00:00.000Z', lastReadAt: null };
        return jsonResponse(state, 201);
      }
      if (method === 'DELETE') {
        state = OFF;
        return jsonResponse({ deleted: true });
      }
      return jsonResponse(state);
    },
  });
  return { fetchStub, calls };
}

const section = () => screen.getByRole('region', { name: 'Calendar feed' });
const button = (name: string) => within(section()).getByRole('button', { name });
const field = () => within(section()).getByRole('textbox', { name: 'Your calendar address' });

describe('Settings › Notifications › Calendar feed', () => {
  it('explains the feed, makes an address, and offers Copy and Add to my calendar', async () => {
    const { calls } = feedServer();
    const { user } = renderPage({ path: '/settings?tab=notifications' });

    expect(await screen.findByRole('button', { name: 'Make my calendar address' })).toBeInTheDocument();
    expect(section()).toHaveTextContent(
      /scheduled routines, the tasks you place on My Day for the next 60 days/,
    );
    expect(section()).toHaveTextContent(
      'the habits you gave a reminder time, each with a reminder when it is due.',
    );
    await user.click(button('Make my calendar address'));

    await waitFor(() => expect(field()).toHaveFocus());
    expect(field()).toHaveValue(address(1));
    expect(field()).toHaveAttribute('readonly');
    expect(within(section()).getByRole('status')).toHaveTextContent('Your calendar address is ready.');
    expect(within(section()).getByRole('link', { name: 'Add to my calendar' })).toHaveAttribute(
      'href',
      `webcal://nest.example/calendar/${'1'.repeat(43)}.ics`,
    );
    expect(section()).toHaveTextContent('Not read by a calendar app yet.');

    await user.click(button('Copy address'));
    expect(await navigator.clipboard.readText()).toBe(address(1));
    expect(section()).toHaveTextContent('Copied. Paste it where your calendar app asks');
    expect(calls).toEqual(['GET', 'POST']);
  });

  it('asks before renewing; "Keep this address" changes nothing, and Yes gives a new address', async () => {
    const { calls } = feedServer({
      on: true,
      address: address(7),
      madeAt: '2026-11-01T10:00:00.000Z',
      lastReadAt: null,
    });
    const { user } = renderPage({ path: '/settings?tab=notifications' });
    await screen.findByRole('textbox', { name: 'Your calendar address' });
    await user.click(button('Copy address'));
    expect(section()).toHaveTextContent('Copied.');

    await user.click(button('Renew address'));
    const question = within(section()).getByRole('group');
    expect(question).toHaveFocus();
    expect(question).toHaveAccessibleName(/The old one stops working at once/);
    await user.click(within(question).getByRole('button', { name: 'Keep this address' }));
    expect(button('Renew address')).toHaveFocus();
    expect(field()).toHaveValue(address(7));

    // With the keyboard this time.
    await user.keyboard('{Enter}');
    await user.tab();
    expect(button('Yes, make a new address')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(field()).toHaveValue(address(1)));
    await waitFor(() => expect(field()).toHaveFocus());
    expect(within(section()).getByRole('status')).toHaveTextContent('the old one no longer works');
    // "Copied" was about the old address.
    expect(section()).not.toHaveTextContent('Copied.');
    expect(calls).toEqual(['GET', 'POST']);
  });

  it('asks before turning off, then offers to make an address again', async () => {
    const { calls } = feedServer({
      on: true,
      address: address(3),
      madeAt: '2026-11-01T10:00:00.000Z',
      lastReadAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    });
    const { user } = renderPage({ path: '/settings?tab=notifications' });
    expect(await screen.findByText(/Last read by a calendar app 5 minutes ago\./)).toBeInTheDocument();

    await user.click(button('Turn off'));
    expect(within(section()).getByRole('group')).toHaveAccessibleName(/Its address stops working at once/);
    await user.click(button('Yes, turn it off'));

    await waitFor(() => expect(button('Make my calendar address')).toHaveFocus());
    expect(within(section()).getByRole('status')).toHaveTextContent('The calendar feed is off.');
    expect(within(section()).queryByRole('textbox')).toBeNull();
    expect(calls).toEqual(['GET', 'DELETE']);
  });

  it("says what failed in the server's words, next to the button", async () => {
    stubServer({
      calendarFeed: (method) =>
        method === 'GET'
          ? jsonResponse(OFF)
          : jsonResponse({ error: { code: 'unavailable', message: 'Please try again in a minute.' } }, 503),
    });
    const { user } = renderPage({ path: '/settings?tab=notifications' });
    await user.click(await screen.findByRole('button', { name: 'Make my calendar address' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'The address could not be made. Please try again in a minute.',
    );
  });

  it('selects the address for a manual copy when the browser refuses', async () => {
    feedServer({ on: true, address: address(2), madeAt: '2026-11-01T10:00:00.000Z', lastReadAt: null });
    const { user } = renderPage({ path: '/settings?tab=notifications' });
    await screen.findByRole('textbox', { name: 'Your calendar address' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(button('Copy address'));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(/press Ctrl\+C/);
    expect(field()).toHaveFocus();
  });

  it('says so when the feed is on but its address cannot be shown', async () => {
    stubServer({
      calendarFeed: () =>
        jsonResponse({ on: true, address: null, madeAt: '2026-11-01T10:00:00.000Z', lastReadAt: null }),
    });
    renderPage({ path: '/settings?tab=notifications' });
    expect(await screen.findByText(/cannot be shown again\. It still works\./)).toBeInTheDocument();
    expect(button('Renew address')).toBeInTheDocument();
  });

  it('says plainly when the feed could not be loaded', async () => {
    stubServer({ calendarFeed: () => serverError() });
    renderPage({ path: '/settings?tab=notifications' });
    expect(await screen.findByText(/The calendar feed could not be loaded/)).toBeInTheDocument();
  });
});
