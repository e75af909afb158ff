import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../lib/lazy-part';
import { ToolScreen } from './tool-screen';

function Controls() {
  return <button>Add a habit</button>;
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const screenWith = (part: ReturnType<typeof lazyPart<object>>) =>
  render(
    <ToolScreen tool="habits" intro="Check in when it suits you." className="max-w-3xl" controls={part} />,
    { wrapper: Providers },
  );

describe('ToolScreen', () => {
  it("draws the header first, and asks for the controls' script only once the header is on screen", async () => {
    const load = vi.fn(() => Promise.resolve(Controls));
    screenWith(lazyPart(load));
    expect(screen.getByRole('heading', { level: 1, name: 'Habit Tracker' })).toBeInTheDocument();
    expect(screen.getByText('Check in when it suits you.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(load).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Add a habit' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws controls whose script is already here at once, with no Loading between', async () => {
    const part = lazyPart(() => Promise.resolve(Controls));
    await act(() => part.load());
    screenWith(part);
    expect(screen.getByRole('button', { name: 'Add a habit' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
