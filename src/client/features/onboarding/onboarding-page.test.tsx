import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../shared/profile';
import { DEFAULT_SETTINGS } from '../../../shared/settings-defaults';
import { toast } from '../../lib/toast';
import OnboardingPage from './onboarding-page';
import { createProfile, jsonResponse } from '../../testing/factories';

type FetchArgs = [url: string, init?: RequestInit];

/**
 * Stands in for the server: the test decides how a PATCH /api/profile answers; a PATCH /api/settings answers
 * the default settings with the change, or as `settingsAnswer` says.
 */
function stubServer(
  answer: (body: unknown) => Promise<Response> | Response,
  settingsAnswer: (body: object) => Response = (body) => jsonResponse({ ...DEFAULT_SETTINGS, ...body }),
) {
  const fetchStub = vi.fn(async (...[url, init]: FetchArgs) => {
    if (String(url).endsWith('/api/profile') && init?.method === 'PATCH') {
      return answer(JSON.parse(String(init.body)));
    }
    if (String(url).endsWith('/api/settings') && init?.method === 'PATCH') {
      return settingsAnswer(JSON.parse(String(init.body)) as object);
    }
    throw new Error(`Unexpected request: ${init?.method ?? 'GET'} ${String(url)}`);
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function renderPage(profile: Profile = createProfile()) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(['profile'], profile);
  queryClient.setQueryData(['settings'], DEFAULT_SETTINGS);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/onboarding']}>
        <Routes>
          <Route path="/onboarding" element={<OnboardingPage />} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), queryClient };
}

const heading = () => screen.getByRole('heading', { level: 1 });
const next = () => screen.getByRole('button', { name: 'Next' });

// The toasts said on arrival on the dashboard, caught here.
let toastSuccess = vi.spyOn(toast, 'success');
let toastError = vi.spyOn(toast, 'error');
beforeEach(() => {
  toastSuccess = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
  toastError = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OnboardingPage', () => {
  it('walks through the four steps and moves focus to each new step title', async () => {
    stubServer(() => jsonResponse(createProfile()));
    const { user } = renderPage();

    expect(heading()).toHaveTextContent('Welcome!');
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    const steps = within(screen.getByRole('list'));
    expect(steps.getByText('Welcome!').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(next());
    expect(heading()).toHaveTextContent('About You');
    expect(heading()).toHaveFocus();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();

    await user.click(next());
    expect(heading()).toHaveTextContent('Your Location');
    await user.click(next());
    expect(heading()).toHaveTextContent('Your Conditions');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading()).toHaveTextContent('Your Location');
    expect(heading()).toHaveFocus();
  });

  it('keeps the user on About You while the age is out of range, with the message under the field', async () => {
    stubServer(() => jsonResponse(createProfile()));
    const { user } = renderPage();
    await user.click(next());

    const age = screen.getByLabelText('Age');
    await user.type(age, '200');
    await user.click(next());

    expect(heading()).toHaveTextContent('About You');
    expect(screen.getByText('Age must be between 1 and 120.')).toBeInTheDocument();
    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(age).toHaveAccessibleDescription(expect.stringContaining('Age must be between 1 and 120.'));
    expect(age).toHaveFocus();

    await user.clear(age);
    await user.type(age, '12.5');
    await user.click(next());
    expect(screen.getByText('Age must be a whole number.')).toBeInTheDocument();

    // An empty age is allowed: the user may clear it and go on.
    await user.clear(age);
    await user.click(next());
    expect(heading()).toHaveTextContent('Your Location');
  });

  it('Skip goes to the dashboard and saves nothing', async () => {
    const fetchStub = stubServer(() => jsonResponse(createProfile()));
    const { user } = renderPage();
    await user.click(next());
    await user.type(screen.getByLabelText('Name'), 'Sam');

    await user.click(screen.getByRole('button', { name: 'Skip' }));

    expect(heading()).toHaveTextContent('Dashboard');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('detects the location offline and saves the whole profile on Complete', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('en', { timeZone: 'UTC' }).resolvedOptions(),
      timeZone: 'Europe/London',
    });
    let finishSave: (response: Response) => void = () => {};
    const fetchStub = stubServer(
      () =>
        new Promise<Response>((resolve) => {
          finishSave = resolve;
        }),
    );
    const { user } = renderPage();

    await user.click(next());
    await user.type(screen.getByLabelText('Name'), 'Sam Lee');
    await user.type(screen.getByLabelText('Age'), '34');
    await user.selectOptions(screen.getByLabelText('Gender'), 'non-binary');
    await user.click(next());

    await user.click(screen.getByRole('button', { name: 'Detect Location' }));
    expect(screen.getByLabelText('City')).toHaveValue('London');
    expect(screen.getByLabelText('Country')).toHaveValue('United Kingdom');
    expect(screen.getByText('Europe/London')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Leeds');
    await user.click(next());

    const adhd = screen.getByRole('button', { name: 'ADHD' });
    expect(adhd).toHaveAttribute('aria-pressed', 'false');
    await user.click(adhd);
    await user.click(screen.getByRole('button', { name: 'Dyslexia' }));
    expect(adhd).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const sent = JSON.parse(String(fetchStub.mock.calls[0]?.[1]?.body));
    expect(sent).toEqual({
      fullName: 'Sam Lee',
      age: 34,
      gender: 'non-binary',
      conditions: ['ADHD', 'Dyslexia'],
      location: { city: 'Leeds', country: 'United Kingdom', timezone: 'Europe/London' },
    });

    finishSave(jsonResponse(createProfile({ ...sent, updatedAt: new Date().toISOString() })));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows a plain message when saving fails and keeps what was entered', async () => {
    stubServer(() => jsonResponse({ error: { code: 'internal', message: 'Boom' } }, 500));
    const { user } = renderPage();
    await user.click(next());
    await user.type(screen.getByLabelText('Name'), 'Sam');
    await user.click(next());
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Autism' }));

    await user.click(screen.getByRole('button', { name: 'Complete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save your profile. Please try again.',
    );
    expect(heading()).toHaveTextContent('Your Conditions');
    expect(screen.getByRole('button', { name: 'Autism' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends no location and null name when those were left empty', async () => {
    const fetchStub = stubServer((body) => jsonResponse(createProfile(body as Partial<Profile>)));
    const { user } = renderPage();
    for (let step = 0; step < 3; step += 1) await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(JSON.parse(String(fetchStub.mock.calls[0]?.[1]?.body))).toEqual({
      fullName: null,
      age: null,
      gender: null,
      conditions: [],
      location: null,
    });
  });

  it('starts from the saved profile', async () => {
    stubServer(() => jsonResponse(createProfile()));
    const { user } = renderPage(
      createProfile({
        fullName: 'Ada',
        age: 41,
        gender: 'female',
        conditions: ['Dyscalculia'],
        location: { city: 'Paris', country: 'France', timezone: 'Europe/Paris' },
      }),
    );

    await user.click(next());
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Age')).toHaveValue('41');
    expect(screen.getByLabelText('Gender')).toHaveValue('female');
    await user.click(next());
    expect(screen.getByLabelText('City')).toHaveValue('Paris');
    expect(screen.getByLabelText('Country')).toHaveValue('France');
    expect(screen.getByText('Europe/Paris')).toBeInTheDocument();
    await user.click(next());
    expect(screen.getByRole('button', { name: 'Dyscalculia' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns on exactly the reading aids the answers suggest, said on the step and on arrival (decision 173)', async () => {
    const fetchStub = stubServer((body) => jsonResponse(createProfile(body as Partial<Profile>)));
    const { user, queryClient } = renderPage();
    for (let step = 0; step < 3; step += 1) await user.click(next());
    // Autism alone suggests none.
    await user.click(screen.getByRole('button', { name: 'Autism' }));
    expect(screen.queryByRole('heading', { name: 'Reading aids from your answers' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dyslexia' }));
    expect(
      screen.getByRole('heading', { name: 'Reading aids from your answers' }).parentElement,
    ).toHaveTextContent(
      'Complete turns on syllables in long words and word meanings wherever you read text in NeuroNest. You can turn each one off, or choose others, at any time in Settings, under Accessibility, Reading Aids.',
    );

    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const settingsCalls = fetchStub.mock.calls.filter(([url]) => String(url).endsWith('/api/settings'));
    expect(settingsCalls.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { syllables: 'long', wordMeanings: true },
    ]);
    // Every other aid stays off.
    expect(queryClient.getQueryData(['settings'])).toEqual({
      ...DEFAULT_SETTINGS,
      syllables: 'long',
      wordMeanings: true,
    });
    expect(toastSuccess).toHaveBeenCalledWith(
      'Turned on from your answers: syllables in long words and word meanings. You can change them in Settings, under Accessibility.',
    );
  });

  it('asks nothing of the settings when the answers suggest no aid', async () => {
    const fetchStub = stubServer((body) => jsonResponse(createProfile(body as Partial<Profile>)));
    const { user } = renderPage();
    for (let step = 0; step < 3; step += 1) await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Dyscalculia' }));
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(
      fetchStub.mock.calls.map(([url]) => String(url)).filter((url) => url.endsWith('/api/settings')),
    ).toEqual([]);
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('says plainly when the aids could not be turned on, and still goes on', async () => {
    stubServer(
      (body) => jsonResponse(createProfile(body as Partial<Profile>)),
      () => jsonResponse({ error: { code: 'internal', message: 'Boom' } }, 500),
    );
    const { user } = renderPage();
    for (let step = 0; step < 3; step += 1) await user.click(next());
    await user.click(screen.getByRole('button', { name: 'ADHD' }));
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith(
      'Your answers are saved, but a summary and a plainer version could not be turned on. You can turn them on in Settings, under Accessibility.',
    );
  });
});
