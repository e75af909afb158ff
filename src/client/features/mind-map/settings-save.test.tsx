import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MindMapSettings } from '../../../shared/mind-map/settings';
import { jsonResponse } from '../../testing/factories';
import { SettingsDialog } from './settings-dialog';

/*
 * The mind map's settings dialog against a stand-in server that answers when the test says so. Like a real
 * server with two connections, it keeps a body when it answers it, so a save answered last is what it holds.
 */

interface Held {
  body: MindMapSettings;
  answer(): void;
}

function stubServer(saved: MindMapSettings, { loadLater = false } = {}) {
  const server = { stored: saved, held: [] as Held[], sent: [] as MindMapSettings[], load: () => {} };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), 'http://x'), init);
      const path = new URL(request.url).pathname;
      if (path === '/api/mind-map/settings' && request.method === 'GET') {
        if (!loadLater) return Promise.resolve(jsonResponse(server.stored));
        return new Promise<Response>((resolve) => {
          server.load = () => resolve(jsonResponse(server.stored));
        });
      }
      if (path === '/api/mind-map/settings' && request.method === 'PUT') {
        return request.json().then(
          (body: MindMapSettings) =>
            new Promise<Response>((resolve) => {
              server.sent.push(body);
              server.held.push({
                body,
                answer: () => {
                  server.stored = body;
                  resolve(jsonResponse(body));
                },
              });
            }),
        );
      }
      throw new Error(`Unexpected request: ${request.method} ${path}`);
    }),
  );
  return server;
}

function renderDialog({ loaded }: { loaded?: MindMapSettings } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
  if (loaded) queryClient.setQueryData(['mind-map-settings'], loaded);
  render(
    <QueryClientProvider client={queryClient}>
      <SettingsDialog open onClose={() => {}} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const spacing = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mind map settings: saving', () => {
  it('keeps the second of two quick changes, on screen and on the server, when the first answer comes last', async () => {
    const saved: MindMapSettings = { autoSave: true, spacing: 'standard', layout: 'radial' };
    const server = stubServer(saved);
    const user = renderDialog({ loaded: saved });

    await user.click(spacing('Compact'));
    await user.click(spacing('Roomy'));
    expect(spacing('Roomy')).toBeChecked();

    // Whatever is waiting is answered newest first: the first save's answer comes last.
    await waitFor(() => expect(server.held.length).toBeGreaterThan(0));
    while (server.held.length > 0) {
      for (const held of server.held.splice(0).reverse()) held.answer();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    await waitFor(() => expect(server.stored.spacing).toBe('roomy'));
    expect(server.sent.at(-1)).toEqual({ ...saved, spacing: 'roomy' });
    expect(spacing('Roomy')).toBeChecked();
  });

  it('changes only the choice made when the saved settings arrive after it', async () => {
    const saved: MindMapSettings = { autoSave: false, spacing: 'roomy', layout: 'hierarchical' };
    const server = stubServer(saved, { loadLater: true });
    const user = renderDialog();

    await user.click(spacing('Compact'));
    server.load();

    await waitFor(() => expect(server.held).toHaveLength(1));
    expect(server.held[0]!.body).toEqual({ ...saved, spacing: 'compact' });
    server.held[0]!.answer();
    await waitFor(() => expect(spacing('Compact')).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Auto-save' })).not.toBeChecked();
  });
});
