import { findTool } from '../../lib/tool-registry';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../shared/profile';
import type { Settings } from '../../../shared/settings';
import { DEFAULT_SETTINGS } from '../../../shared/settings-defaults';
import DashboardPage from './dashboard-page';
import { LiveClock } from './live-clock';
import { createProfile, jsonResponse } from '../../testing/factories';

interface ServerAnswers {
  weather?: unknown;
  /** Today's plan, `GET /api/day`: nothing planned unless given. */
  plan?: () => Promise<Response>;
  bionic?: (text: string) => string | null;
  /** The reading service answers once this settles. */
  bionicHeld?: Promise<void>;
  feedback?: (message: string) => Response;
}

/** Stands in for the server at the network edge; any other request fails the test. */
const NOTHING_PLANNED = { day: '2026-11-25', today: '2026-11-25', routines: [], placements: [], habits: [] };

function stubServer({
  weather = null,
  bionic = () => null,
  bionicHeld,
  feedback,
  plan = async () => jsonResponse({ ...NOTHING_PLANNED, habitCount: 0 }),
}: ServerAnswers = {}) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const body = init?.body ? (JSON.parse(String(init.body)) as { message?: string; texts?: string[] }) : {};
    if (url.pathname === '/api/weather' && method === 'GET') return jsonResponse({ weather });
    if (url.pathname === '/api/day' && method === 'GET') return plan();
    if (url.pathname === '/api/bionic' && method === 'POST') {
      await bionicHeld;
      return jsonResponse({ html: (body.texts ?? []).map(bionic) });
    }
    if (url.pathname === '/api/feedback' && method === 'POST' && feedback)
      return feedback(body.message ?? '');
    throw new Error(`Unexpected request: ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** The page, once today's plan has been answered and the sections below the greeting are shown. */
async function renderPage(profile: Profile, settings: Settings = DEFAULT_SETTINGS) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(['profile'], profile);
  queryClient.setQueryData(['settings'], settings);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'Daily Tips & Advice' });
  return { user: userEvent.setup() };
}

const boldParts = (element: HTMLElement) => [...element.querySelectorAll('b')].map((b) => b.textContent);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DashboardPage', () => {
  // The e-mail fallback of the name is a rule of src/shared/dashboard.ts and tested there; jsdom has no session.
  it("greets 'User' and shows the local time when there is no profile yet", async () => {
    stubServer();
    await renderPage(createProfile());
    expect(await screen.findByRole('heading', { level: 1, name: /, User$/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(
      /^Good (morning|afternoon|evening)/,
    );
    expect(screen.getByText(/Local time:/).querySelector('time')?.textContent).toMatch(/^\d\d:\d\d$/);
    expect(screen.queryByRole('region', { name: 'Your location' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Latest News & Resources' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/account');
    expect(document.title).toBe('Dashboard · NeuroNest');
  });

  it('shows the sentence, real weather, news in new tabs and tips with their tools', async () => {
    stubServer({ weather: { temperature: 8, condition: 'Partly cloudy', icon: 'cloud-sun' } });
    await renderPage(
      createProfile({
        fullName: 'Alice Moss',
        age: 34,
        gender: 'female',
        conditions: ['Autism', 'Dyslexia'],
        location: { city: 'Leeds', country: 'United Kingdom', timezone: 'Europe/London' },
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: /, Alice Moss$/ })).toBeInTheDocument();
    expect(
      screen.getByText(
        'As a 34-year-old woman living with autism and dyslexia, you will find news, tips and tools here chosen to support you.',
      ),
    ).toBeInTheDocument();

    const card = screen.getByRole('region', { name: 'Your location' });
    expect(within(card).getByText('Leeds, United Kingdom')).toBeInTheDocument();
    expect(await within(card).findByText(/Partly cloudy/)).toBeInTheDocument();
    expect(within(card).getByText('8 degrees Celsius')).toBeInTheDocument();
    // The picture's code came with the answer: the line shows whole at once.
    expect(card.querySelector('svg.lucide-cloud-sun')).not.toBeNull();

    const news = screen.getByRole('region', { name: 'Latest News & Resources' });
    const links = within(news).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Autistic women and girls (opens in a new tab)',
      'Dyslexia friendly style guide (opens in a new tab)',
      'Work-life balance (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }

    const tips = screen.getByRole('region', { name: 'Daily Tips & Advice' });
    for (const [id, name] of [
      ['meditation', 'Breathing & Meditation'],
      ['text-converter', 'Text Converter'],
    ] as const) {
      const tool = findTool(id);
      // Linked once the tool's screen is built; never a link to a screen that is not there.
      if (tool?.status === 'available') {
        expect(within(tips).getByRole('link', { name: `Open ${name}` })).toHaveAttribute('href', tool.path);
      } else {
        expect(within(tips).queryByRole('link', { name: `Open ${name}` })).toBeNull();
      }
    }
    expect(document.querySelectorAll('b')).toHaveLength(0);
  });

  it('shows location and time only when there is no weather, never a made-up one', async () => {
    const server = stubServer({ weather: null });
    await renderPage(createProfile({ location: { city: 'Leeds', country: 'United Kingdom', timezone: '' } }));
    const card = screen.getByRole('region', { name: 'Your location' });
    await waitFor(() =>
      expect(server).toHaveBeenCalledWith(expect.stringContaining('/api/weather'), expect.anything()),
    );
    expect(within(card).getByText('Leeds, United Kingdom')).toBeInTheDocument();
    expect(card.querySelector('time')).not.toBeNull();
    expect(card.textContent).not.toMatch(/°C|degrees|cloudy/i);
  });

  it('shows headings and tips in bionic style for ADHD, then the reading service result', async () => {
    let answer = () => {};
    stubServer({
      bionic: (text) =>
        text === 'Daily Tips & Advice' ? '<b>D</b>aily <b>T</b>ips &amp; <b>A</b>dvice' : null,
      bionicHeld: new Promise((resolve) => (answer = resolve)),
    });
    await renderPage(createProfile({ fullName: 'Sam', conditions: ['ADHD'] }));
    const greeting = screen.getByRole('heading', { level: 1 });
    expect(boldParts(greeting)).toContain('Sa');
    expect(greeting).toHaveAccessibleName(/^Good \w+, Sam$/);

    const tipsHeading = screen.getByRole('heading', { name: 'Daily Tips & Advice' });
    expect(boldParts(tipsHeading)).toEqual(['Dai', 'Ti', 'Adv']);
    answer();
    await waitFor(() => expect(boldParts(tipsHeading)).toEqual(['D', 'T', 'A']));

    const tip = screen.getByRole('heading', { name: 'Focus tip' }).closest('article') as HTMLElement;
    expect(boldParts(tip)).toContain('Bre');
    // The tip links to its tool once the tool's screen is built, and never to a screen that is not there.
    if (findTool('time-box')?.status === 'available') {
      expect(within(tip).getByRole('link', { name: 'Open Time Box' })).toHaveAttribute(
        'href',
        '/tools/time-box',
      );
    } else {
      expect(within(tip).queryByRole('link')).toBeNull();
    }
  });

  it('asks the reading service once for all of its texts, never once per text', async () => {
    const server = stubServer({
      bionic: (text) => (text === 'Daily Tips & Advice' ? '<b>D</b>aily Tips &amp; Advice' : null),
    });
    await renderPage(
      createProfile({ age: 30, gender: 'female', conditions: ['ADHD', 'Autism', 'Dyslexia'] }),
    );
    const heading = screen.getByRole('heading', { name: 'Daily Tips & Advice' });
    await waitFor(() => expect(boldParts(heading)).toEqual(['D']));
    const calls = server.mock.calls.filter(([input]) => String(input).includes('/api/bionic'));
    expect(calls).toHaveLength(1);
    const { texts } = JSON.parse(String(calls[0]?.[1]?.body)) as { texts: string[] };
    expect(texts).toContain('Daily Tips & Advice');
    expect(texts).toContain('Latest News & Resources');
    expect(texts.length).toBeGreaterThan(8);
    // Nothing personal goes to the outside service: not the name, age or conditions sentence.
    expect(texts.some((text) => /Good (morning|afternoon|evening)|year-old/.test(text))).toBe(false);
  });

  it("lets an explicit 'Normal' reading mode win over the ADHD default, and asks no service", async () => {
    const server = stubServer();
    await renderPage(createProfile({ conditions: ['ADHD'] }), {
      ...DEFAULT_SETTINGS,
      fontStyle: 'normal',
      readingModeChosen: true,
    });
    expect(screen.getByRole('heading', { name: 'Daily Tips & Advice' }).querySelectorAll('b')).toHaveLength(
      0,
    );
    expect(document.querySelectorAll('main b, b')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.mock.calls.some(([input]) => String(input).includes('/api/bionic'))).toBe(false);
  });

  it('follows the reading mode chosen in Settings, and the ruler follows news and tips', async () => {
    stubServer();
    await renderPage(createProfile({ age: 30, conditions: ['Dyslexia'] }), {
      ...DEFAULT_SETTINGS,
      fontStyle: 'bold-start',
      readingModeChosen: true,
    });
    const tip = screen.getByRole('heading', { name: 'Reading tip' }).closest('article') as HTMLElement;
    expect(boldParts(tip)).toContain('R');
    const news = screen.getByRole('region', { name: 'Latest News & Resources' });
    const description = within(news).getAllByRole('article')[0]?.querySelector('p.mt-3');
    expect(description?.querySelector('[data-reading-surface]')).not.toBeNull();
    expect(tip.querySelectorAll('[data-reading-surface]').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the local transform when the service says other words', async () => {
    stubServer({ bionic: () => '<b>Something</b> else' });
    await renderPage(createProfile({ conditions: ['ADHD'] }));
    const heading = screen.getByRole('heading', { name: 'Daily Tips & Advice' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(boldParts(heading)).toEqual(['Dai', 'Ti', 'Adv']);
  });

  it("shows today's cards above news and tips, drawn together so nothing is pushed down later", async () => {
    let answer = (_plan: Response) => {};
    stubServer({ plan: () => new Promise((resolve) => (answer = resolve)) });
    const profile = createProfile({ fullName: 'Sam', age: 30, conditions: ['ADHD'] });
    const queryClient = new QueryClient({
      defaultOptions: { queries: { staleTime: Infinity, retry: false } },
    });
    queryClient.setQueryData(['profile'], profile);
    queryClient.setQueryData(['settings'], DEFAULT_SETTINGS);
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <DashboardPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveAccessibleName(/Sam$/);
    expect(screen.queryByRole('heading', { name: 'Latest News & Resources' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Daily Tips & Advice' })).toBeNull();

    const routine = { id: 'r1', name: 'Morning', icon: 'sun', start: '21:00', minutes: 15 };
    await act(async () => answer(jsonResponse({ ...NOTHING_PLANNED, routines: [routine], habitCount: 0 })));
    const plan = await screen.findByRole('heading', { name: "Today's plan" });
    const news = screen.getByRole('heading', { name: 'Latest News & Resources' });
    expect(plan.compareDocumentPosition(news) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(plan.closest('section')).toHaveTextContent('21:00 Morning');
    expect(screen.getByRole('heading', { name: 'Daily Tips & Advice' })).toBeInTheDocument();
  });

  it('shows news and tips without the cards when today cannot be read', async () => {
    stubServer({ plan: async () => jsonResponse({ error: 'Something went wrong' }, 500) });
    await renderPage(createProfile({ conditions: ['Dyslexia'] }));
    expect(screen.getByRole('heading', { name: 'Latest News & Resources' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Today's plan" })).toBeNull();
    expect(screen.queryByRole('heading', { name: "Today's habits" })).toBeNull();
  });

  it('refuses empty feedback, then sends it, thanks the user and clears the box', async () => {
    const sent: string[] = [];
    const server = stubServer({
      feedback: (message) => {
        sent.push(message);
        return jsonResponse({ id: 'f1' }, 201);
      },
    });
    const { user } = await renderPage(createProfile());
    const box = screen.getByRole('textbox', { name: 'What helps you, and what gets in the way?' });
    const sendButton = screen.getByRole('button', { name: 'Send Feedback' });

    await user.type(box, '   ');
    await user.click(sendButton);
    expect(await screen.findByText('Please write a message before sending.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    expect(server).not.toHaveBeenCalledWith(expect.stringContaining('/api/feedback'), expect.anything());

    await user.clear(box);
    await user.type(box, 'The clock is calm.');
    await user.click(sendButton);
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback.');
    expect(sent).toEqual(['The clock is calm.']);
    expect(box).toHaveValue('');
    expect(screen.queryByText('Please write a message before sending.')).not.toBeInTheDocument();
  });

  it("shows the server's message when feedback cannot be kept", async () => {
    stubServer({
      feedback: () =>
        jsonResponse({ error: { code: 'internal_error', message: 'Something went wrong.' } }, 500),
    });
    const { user } = await renderPage(createProfile());
    const box = screen.getByRole('textbox');
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });
});

describe('LiveClock', () => {
  it('shows hh:mm in the given zone, ticks every second and never announces itself', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-01-15T09:59:59Z'));
    render(
      <p>
        <LiveClock timeZone="Asia/Tokyo" />
      </p>,
    );
    const time = document.querySelector('time') as HTMLTimeElement;
    expect(time).toHaveTextContent('18:59');
    expect(time).toHaveAttribute('datetime', '18:59');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(time).toHaveTextContent('19:00');
    expect(time.closest('[aria-live]')).toBeNull();
    expect(time.closest('[role="status"]')).toBeNull();
  });
});
