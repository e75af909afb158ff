import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Loading } from '../components/loading';
import { loadScreenAt } from '../lib/screen-loaders';
import { screenRoute } from './screen-route';

function Settings() {
  return <h1>Settings</h1>;
}

function setUp(path: string) {
  const load = vi.fn(async () => ({ default: Settings }));
  const route = screenRoute(path, load);
  const view = () =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<Loading />}>
          <Routes>{route}</Routes>
        </Suspense>
      </MemoryRouter>,
    );
  return { load, view };
}

describe('a screen route', () => {
  it('draws a screen whose chunk ran before the first render at once, with no Loading step', async () => {
    const { load, view } = setUp('/settings');
    await loadScreenAt('/settings');
    view();
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows Loading for a screen visited before its chunk came, then the screen', async () => {
    const { view } = setUp('/tools');
    view();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('waits for nothing at an address that is no screen, and starts the app when a chunk cannot load', async () => {
    await expect(loadScreenAt('/nowhere')).resolves.toBeUndefined();
    screenRoute('/broken', () => Promise.reject(new Error('offline')));
    await expect(loadScreenAt('/broken')).resolves.toBeUndefined();
  });
});
