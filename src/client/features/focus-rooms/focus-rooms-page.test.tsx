import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  RoomDetail,
  RoomEvent,
  RoomGoal,
  RoomPerson,
  RoomsOverview,
} from '../../../shared/focus-rooms/rooms';
import { OPEN_ROOMS, OPEN_ROOMS_START } from '../../../shared/focus-rooms/rooms';
import { jsonResponse } from '../../testing/factories';
import FocusRoomsPage from './focus-rooms-page';

beforeAll(() => import('./focus-rooms'));

const overview = (name: string | null): RoomsOverview => ({
  name,
  open: OPEN_ROOMS.map((room) => ({
    id: room.id,
    title: room.title,
    open: true,
    rhythm: '25/5',
    startedAt: OPEN_ROOMS_START,
    people: room.id === 'study' ? 2 : 0,
  })),
  mine: [],
});

const study: RoomDetail & { goals: RoomGoal[] } = {
  id: 'study',
  title: 'Study',
  open: true,
  rhythm: '25/5',
  startedAt: OPEN_ROOMS_START,
  people: 1,
  messages: false,
  maker: false,
  token: null,
  now: new Date().toISOString(),
  goals: [],
};

/** Stands in for the server at the network edge; any other request fails the test. */
function stubServer(state: { name: string | null }) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (url.pathname === '/api/focus-rooms' && method === 'GET') return jsonResponse(overview(state.name));
    if (url.pathname === '/api/focus-rooms/name' && method === 'PUT') {
      state.name = (JSON.parse(String(init?.body)) as { name: string }).name;
      return jsonResponse({ name: state.name });
    }
    if (url.pathname === '/api/focus-rooms/study' && method === 'GET') return jsonResponse(study);
    throw new Error(`Unexpected request: ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** The browser's EventSource, as the room's stream: the test sends the server's events. */
class FakeStream {
  static readonly CLOSED = 2;
  static last: FakeStream | undefined;
  readyState = 1;
  readonly listeners = new Map<string, (message: MessageEvent<string>) => void>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeStream.last = this;
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
    this.readyState = FakeStream.CLOSED;
  }
  send(event: RoomEvent) {
    act(() => this.listeners.get(event.type)?.({ data: JSON.stringify(event) } as MessageEvent<string>));
  }
}

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <FocusRoomsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const person = (name: string, overrides: Partial<RoomPerson> = {}): RoomPerson => ({
  seat: crypto.randomUUID(),
  name,
  state: 'working',
  goal: null,
  you: false,
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
  localStorage.clear();
});

describe('Focus Rooms', () => {
  it('says calmly when the server turns the stream away, and tries again when asked', async () => {
    stubServer({ name: 'Ada' });
    vi.stubGlobal('EventSource', FakeStream);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Join Study' }));
    await screen.findByRole('heading', { level: 2, name: 'Study' });
    const first = FakeStream.last!;
    first.readyState = FakeStream.CLOSED;
    act(() => first.onerror?.());
    expect(await screen.findByText(/It may be full/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(FakeStream.last).not.toBe(first);
    expect(first.closed).toBe(true);
  });

  it('asks for a name for rooms first, then lets the person join', async () => {
    const fetchStub = stubServer({ name: null });
    renderPage();
    const join = await screen.findByRole('button', { name: 'Join Study' });
    expect(join).toBeDisabled();
    expect(screen.getByText(/never your e-mail or account name/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your name in rooms'), 'Quiet fox');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await screen.findByText('Quiet fox');
    expect(fetchStub).toHaveBeenCalledWith(
      expect.stringContaining('/api/focus-rooms/name'),
      expect.anything(),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Join Study' })).toBeEnabled());
    expect(screen.getAllByText(/2 people here now/)).toHaveLength(1);
  });

  it('says plainly that rooms need a connection, and asks the server nothing', () => {
    const fetchStub = stubServer({ name: 'Ada' });
    onlineManager.setOnline(false);
    renderPage();
    return waitFor(() => {
      expect(screen.getByText(/Focus rooms need a connection to the internet/)).toBeInTheDocument();
      expect(fetchStub).not.toHaveBeenCalled();
    });
  });

  it('shows who is there, the shared timer, and says joins only when asked', async () => {
    stubServer({ name: 'Ada' });
    vi.stubGlobal('EventSource', FakeStream);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Join Study' }));
    await screen.findByRole('heading', { level: 2, name: 'Study' });
    expect(FakeStream.last?.url).toBe('/api/focus-rooms/study/events');
    const now = new Date().toISOString();
    const ada = person('Ada', { you: true });
    FakeStream.last!.send({ type: 'people', people: [ada], now });

    const here = screen.getByRole('region', { name: /Here now/ });
    expect(within(here).getByText('Ada')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/left of (25|5) minutes/),
    );
    expect(screen.getByText(/left$/, { selector: 'span' })).toBeInTheDocument();

    // Off by default: nobody's arrival is said.
    const status = () => document.querySelector('p.sr-only[role="status"]')?.textContent ?? '';
    FakeStream.last!.send({ type: 'people', people: [ada, person('Bo')], now });
    expect(status()).toBe('');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Tell my screen reader who joins and leaves' }),
    );
    FakeStream.last!.send({ type: 'people', people: [ada, person('Cy')], now });
    await waitFor(() => expect(status()).toBe('Cy joined. Bo left.'));

    // A reaction arrives; the sound stays off unless turned on.
    FakeStream.last!.send({
      type: 'reaction',
      id: '1',
      seat: 's',
      name: 'Cy',
      reaction: 'nice-work',
      message: null,
    });
    expect(
      within(screen.getByRole('list', { name: 'Reactions lately' })).getByText(/Nice work/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'A soft sound when focus or break begins' }),
    ).not.toBeChecked();
  });
});
