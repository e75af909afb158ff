import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SavedMix } from '../../../shared/focus-sounds/sounds';
import { mixOf } from '../../../shared/focus-sounds/sounds';
import { jsonResponse } from '../../testing/factories';
import FocusSoundsPage from './focus-sounds-page';

const rain: SavedMix = {
  id: '6f1c1f9e-6a57-4a4c-9a57-1d0c8e1b2a3c',
  name: 'Rain at night',
  mix: mixOf({ rain: 0.4 }),
};

/** Stands in for the server at the network edge; any other request fails the test. */
function stubServer(mixes: SavedMix[], answer: (method: string, body: unknown) => Response) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (url.pathname === '/api/focus-sounds/mixes' && method === 'GET') return jsonResponse(mixes);
      if (url.pathname.startsWith('/api/focus-sounds/mixes')) {
        const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
        sent.push({ method, path: url.pathname, body });
        return answer(method, body);
      }
      throw new Error(`Unexpected request: ${method} ${url.pathname}`);
    }),
  );
  return sent;
}

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <FocusSoundsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// A row's buttons end with the mix's name in a hidden span; jsdom may join the words without the space.
// The mixer's controls are a script of its own, loaded after the header (decision 113): loaded once here, so
// each test waits for what it asks of the screen, not for the test runner to compile that script.
beforeAll(() => import('./focus-sounds'));

describe('Focus Sounds page', () => {
  it('labels every switch and slider, says volumes in words, and keeps binaural beats off', async () => {
    stubServer([], () => jsonResponse({}));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Focus Sounds' })).toBeInTheDocument();
    expect(await screen.findAllByRole('switch')).toHaveLength(9);
    expect(screen.getAllByRole('slider')).toHaveLength(10);
    expect(screen.getByRole('switch', { name: 'Binaural beats' })).not.toBeChecked();
    expect(screen.getByRole('slider', { name: 'Master volume' })).toHaveAttribute(
      'aria-valuetext',
      'Quiet, 30 percent',
    );
    expect(screen.getByText(/Needs headphones/)).toBeInTheDocument();
    expect(await screen.findByText(/No saved mixes yet/)).toBeInTheDocument();
  });

  it("saves the mix heard now and shows the server's plain refusal next to the form", async () => {
    const sent = stubServer([rain], () =>
      jsonResponse(
        {
          error: {
            code: 'name_taken',
            message: 'You already have a mix called "rain at night". Please choose another name.',
          },
        },
        409,
      ),
    );
    renderPage();
    await screen.findAllByText('Rain at night');
    await userEvent.type(screen.getByLabelText('Name for the mix you hear now'), 'rain at night');
    await userEvent.click(screen.getByRole('button', { name: 'Save this mix' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have a mix called "rain at night". Please choose another name.',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      body: { id: expect.stringMatching(UUID), name: 'rain at night', mix: { master: 0.3 } },
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Name for the mix you hear now')).toHaveValue('rain at night'),
    );
  });

  it('saves a mix offline at once, marked as waiting, and sends it with its own id when the connection returns', async () => {
    const sent = stubServer([rain], (_method, body) => jsonResponse(body, 201));
    renderPage();
    await screen.findAllByText('Rain at night');
    act(() => onlineManager.setOnline(false));
    await userEvent.type(screen.getByLabelText('Name for the mix you hear now'), 'Train ride');
    await userEvent.click(screen.getByRole('button', { name: 'Save this mix' }));

    const own = within(screen.getByRole('region', { name: 'Your mixes' }));
    const row = (await own.findByText('Train ride', { selector: 'p' })).closest('li');
    expect(row).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Saved "Train ride" on this device. It goes to your account when you are back online.',
    );
    expect(own.getByRole('button', { name: /^Play ?Train ride$/ })).toBeEnabled();
    expect(own.getByRole('button', { name: /^Rename ?Train ride$/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save this mix' })).toBeEnabled();
    expect(screen.getByLabelText('Name for the mix you hear now')).toHaveValue('');
    expect(sent).toEqual([]);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      body: { id: expect.stringMatching(UUID), name: 'Train ride' },
    });
    await waitFor(() =>
      expect(own.getByText('Train ride', { selector: 'p' }).closest('li')).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved "Train ride".');
  });

  it('opens the new name again, with the reason, when the server refuses a rename', async () => {
    stubServer([rain], () =>
      jsonResponse({ error: { code: 'not_found', message: 'That mix was not found.' } }, 404),
    );
    renderPage();
    await screen.findAllByText('Rain at night');
    await userEvent.click(screen.getByRole('button', { name: /^Rename ?Rain at night$/ }));
    await userEvent.clear(screen.getByLabelText('New name for Rain at night'));
    await userEvent.type(screen.getByLabelText('New name for Rain at night'), 'Night rain');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That mix was not found.');
    expect(screen.getByLabelText('New name for Rain at night')).toHaveValue('Night rain');
  });
});
