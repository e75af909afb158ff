import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshSession, setDestinationAfterSignIn } from '../lib/session';
import { SignedOutOnly } from './guards';

const signedIn = {
  user: { id: 'u1', email: 'sam@example.com', name: 'Sam', createdAt: '2026-11-23T10:00:00.000Z' },
};

function renderAt(path: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<SignedOutOnly />}>
            <Route path="/auth" element={<h1>Sign in</h1>} />
          </Route>
          <Route path="/onboarding" element={<h1>Tell us about you</h1>} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the signed-out-only guard', () => {
  it('sends a new account to onboarding even when the session is rendered again on the way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(signedIn)),
    );
    setDestinationAfterSignIn('/onboarding');
    renderAt('/auth');
    // A second session check answers while the redirect is under way: the same person, a new object.
    await act(() => refreshSession());
    expect(await screen.findByRole('heading', { name: 'Tell us about you' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('sends a signed-in person on a later visit to the dashboard, the chosen place being used once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(signedIn)),
    );
    renderAt('/auth');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
