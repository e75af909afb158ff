import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, FALLBACK } from '../lib/api';
import { keptChanges } from '../lib/offline/kept-changes';
import { OfflineLine } from './offline-line';

const WAITING = 'Saved on this device — will sync.';

describe('the offline line', () => {
  it('says a change will sync while the server has not answered it, and goes quiet once it has', async () => {
    const client = new QueryClient();
    let answer: (title: string) => void = () => {};
    let tries = 0;
    const send = (title: string) => {
      tries += 1;
      if (tries === 1) return Promise.reject(new ApiRequestError(FALLBACK, 0, 'network_error'));
      return new Promise<string>((resolve) => {
        answer = () => resolve(title);
      });
    };
    const { add } = keptChanges('todos', { add: { mutationFn: send } });
    render(
      <QueryClientProvider client={client}>
        <OfflineLine />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('');
    const sent = client.getMutationCache().build(client, add).execute('Post the letter');
    await expect.poll(() => screen.getByRole('status').textContent).toBe(WAITING);
    await expect.poll(() => tries).toBe(2);
    answer('Post the letter');
    await sent;
    await expect.poll(() => screen.getByRole('status').textContent).toBe('');
  });
});
