import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing/factories';
import { CheckinsDownload } from './checkins-download';

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

function serve(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      expect(new URL(url, 'http://x').pathname).toBe('/api/habits/checkins.csv');
      return answer();
    }),
  );
}

describe('Download check-ins (CSV)', () => {
  it('saves the file the server writes', async () => {
    serve(() => new Response('habit,day\nWater,2026-12-01\n', { headers: { 'content-type': 'text/csv' } }));
    const user = userEvent.setup();
    render(<CheckinsDownload />);
    await user.click(screen.getByRole('button', { name: 'Download check-ins (CSV)' }));

    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0]!.text()).toBe('habit,day\nWater,2026-12-01\n');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says why it could not, in the server's words", async () => {
    serve(() =>
      jsonResponse(
        { error: { code: 'busy', message: 'The server is busy. Please try again in a minute.' } },
        503,
      ),
    );
    const user = userEvent.setup();
    render(<CheckinsDownload />);
    await user.click(screen.getByRole('button', { name: 'Download check-ins (CSV)' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your check-ins could not be downloaded. The server is busy. Please try again in a minute.',
    );
    expect(saved).toHaveLength(0);
  });
});
