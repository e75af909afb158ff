import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing/factories';
import { DownloadDataDialog } from './download-data-dialog';

/** The dialog as Settings › Privacy opens it, with the server's answer to the export given by the test. */
function renderDialog(answer: (body: unknown) => Response | Promise<Response>) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), 'http://x'), init);
      expect(`${request.method} ${new URL(request.url).pathname}`).toBe('POST /api/account/export');
      const body: unknown = await request.json();
      sent.push(body);
      return answer(body);
    }),
  );
  function Screen() {
    const [open, setOpen] = useState(true);
    return (
      <DownloadDataDialog open={open} onOpenChange={setOpen}>
        <button type="button">Download my data</button>
      </DownloadDataDialog>
    );
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(['account'], {
    email: 'sam@example.com',
    createdAt: '2024-03-05T10:00:00.000Z',
    hasPassword: true,
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <Screen />
    </QueryClientProvider>,
  );
  return { user, sent, dialog: within(screen.getByRole('dialog', { name: 'Download your data' })) };
}

const saved: Blob[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:neuronest';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Download your data', () => {
  it('sends the password and saves the file the server answers with, then closes', async () => {
    const { user, sent, dialog } = renderDialog(() =>
      jsonResponse({ exportedAt: '2026-12-02T10:00:00Z', todos: [] }),
    );
    await user.type(dialog.getByLabelText('Current password'), 'Right-Password-42');
    await user.click(dialog.getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ currentPassword: 'Right-Password-42' }]);
    expect(saved).toHaveLength(1);
    expect(JSON.parse(await saved[0]!.text())).toEqual({ exportedAt: '2026-12-02T10:00:00Z', todos: [] });
  });

  it('says a wrong password at the password, in the server words, and puts focus there', async () => {
    const { user, dialog } = renderDialog(() =>
      jsonResponse(
        {
          error: { code: 'wrong_password', message: 'Your current password is not right. Please try again.' },
        },
        403,
      ),
    );
    const password = dialog.getByLabelText('Current password');
    await user.type(password, 'Not-The-One-42');
    await user.click(dialog.getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription('Your current password is not right. Please try again.');
    expect(saved).toHaveLength(0);
  });

  it('says any other refusal as a notice in the dialog, and a lost connection in plain words', async () => {
    let answer: () => Response = () =>
      jsonResponse(
        { error: { code: 'rate_limited', message: 'Please wait an hour before the next download.' } },
        429,
      );
    const { user, dialog } = renderDialog(() => answer());
    await user.type(dialog.getByLabelText('Current password'), 'Right-Password-42');
    await user.click(dialog.getByRole('button', { name: 'Download' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Please wait an hour before the next download.',
    );

    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(dialog.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        'Something went wrong. Please check your connection and try again.',
      ),
    );
    expect(saved).toHaveLength(0);
  });
});
