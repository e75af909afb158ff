import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Link,
  Route,
  Routes,
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BudgetInput, SavedBudget } from '../../../shared/budget/budget';
import { createProfile, jsonResponse } from '../../testing/factories';
import { createBlockingHistory } from '../../lib/navigation-blocker';
import BudgetPage from './budget-page';

interface Answers {
  budget?: () => Response;
  save?: (body: BudgetInput) => Response;
}

/** Stands in for the server at the network edge; any other request fails the test. */
function stubServer({ budget = () => jsonResponse({ budget: null }), save }: Answers = {}) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (url.pathname === '/api/budget' && method === 'GET') return budget();
    if (url.pathname === '/api/budget' && method === 'PUT' && save) {
      return save(JSON.parse(String(init?.body)) as BudgetInput);
    }
    throw new Error(`Unexpected request: ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function renderPage(country = 'Ireland') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(
    ['profile'],
    createProfile({ location: { city: 'Cork', country, timezone: 'Europe/Dublin' } }),
  );
  const history = createBlockingHistory(
    UNSAFE_createMemoryHistory({ initialEntries: ['/tools/budget'], v5Compat: true }),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <HistoryRouter history={history}>
        <Routes>
          <Route
            path="/tools/budget"
            element={
              <>
                <nav>
                  <Link to="/tools">Tools</Link>
                </nav>
                <BudgetPage />
              </>
            }
          />
          <Route path="/tools" element={<h1>Support Tools</h1>} />
        </Routes>
      </HistoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

const saved = (overrides: Partial<SavedBudget> = {}): SavedBudget => ({
  currency: 'GBP',
  incomes: { main: 120_000, second: 0, other: 0 },
  expenses: [{ group: 'needs', label: 'Rent', cents: 70_000 }],
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Each keystroke re-renders the whole budget, which jsdom takes its time over on a busy machine.
// The budget's editor is a script of its own, loaded after the header (decision 113): loaded once here, so
// each test waits for what it asks of the screen, not for the test runner to compile that script.
beforeAll(() => import('./budget-loader'));

describe('BudgetPage', () => {
  it('starts a new budget in the profile country’s currency and saves whole cents of the rows kept', async () => {
    let sent: BudgetInput | undefined;
    stubServer({
      save: (body) => {
        sent = body;
        return jsonResponse({ budget: { ...body, updatedAt: '2026-01-01T00:00:00.000Z' } });
      },
    });
    const { user } = renderPage('Ireland');
    const main = await screen.findByLabelText('Main Income');
    expect(screen.getByLabelText<HTMLSelectElement>('Currency').value).toBe('EUR');
    await user.click(main);
    await user.paste('1234.56');
    await user.click(screen.getByLabelText('Rent or mortgage amount'));
    await user.paste('0.1');
    // A first visit starts with six rows; the others are one tap away, and a chosen one waits for its amount.
    expect(screen.getAllByPlaceholderText('Label or payee')).toHaveLength(6);
    expect(screen.queryByLabelText('Insurance amount')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a row to Needs' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Rows to add to Needs' })).getByRole('button', {
        name: 'Insurance',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Insurance amount')).toHaveFocus());
    await user.paste('0.2');
    expect(screen.queryByRole('group', { name: 'Rows to add to Needs' })).toBeNull();
    expect(screen.getByTestId('total-income')).toHaveTextContent('€1,234.56');
    expect(screen.getByText('Spent €0.30 of €617.28: €616.98 left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a row to Wants' }));
    await user.click(screen.getByRole('button', { name: 'Your own name' }));
    await waitFor(() => expect(screen.getByLabelText('Wants item 3: label or payee')).toHaveFocus());
    expect(screen.getByText('You have changes that are not saved yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Budget' }));
    expect(await screen.findByText('Budget saved successfully!')).toBeInTheDocument();
    expect(sent?.currency).toBe('EUR');
    expect(sent?.incomes).toEqual({ main: 123_456, second: 0, other: 0 });
    // The six named rows and the one added are kept, in screen order; the empty row added to Wants is not.
    expect(sent?.expenses).toHaveLength(7);
    expect(sent?.expenses[0]).toEqual({ group: 'needs', label: 'Rent or mortgage', cents: 10 });
    expect(sent?.expenses[3]).toEqual({ group: 'needs', label: 'Insurance', cents: 20 });
    expect(screen.queryByText('You have changes that are not saved yet.')).toBeNull();
  });

  it('loads the saved budget as it was saved', async () => {
    // Saved before the first-visit rows changed: its rows and labels come back as they were.
    const expenses = [
      { group: 'needs' as const, label: 'Rent', cents: 70_000 },
      { group: 'needs' as const, label: 'Mortgage Repayments', cents: 0 },
      { group: 'future' as const, label: 'Trust Funds', cents: 1_000 },
    ];
    stubServer({ budget: () => jsonResponse({ budget: saved({ expenses }) }) });
    renderPage();
    expect(await screen.findByLabelText<HTMLInputElement>('Main Income')).toHaveValue('1200');
    expect(screen.getByLabelText<HTMLSelectElement>('Currency').value).toBe('GBP');
    expect(screen.getByLabelText('Rent amount')).toHaveValue('700');
    expect(
      screen.getAllByPlaceholderText<HTMLInputElement>('Label or payee').map((field) => field.value),
    ).toEqual(['Rent', 'Mortgage Repayments', 'Trust Funds']);
    const wants = screen.getByRole('region', { name: /^Wants/ });
    expect(within(wants).getByText('No rows yet. Add one below.')).toBeInTheDocument();
    expect(screen.getByTestId('remaining-needs')).toHaveTextContent('-£100.00');
    expect(screen.getByTestId('over-needs')).toHaveTextContent(
      'Needs is £100.00 over its £600.00 allowance.',
    );
    expect(screen.getByTestId('progress-needs')).toHaveTextContent(
      'Needs: £700.00 of £600.00 spent, £100.00 over',
    );
    expect(screen.queryByText(/!/)).toBeNull();
  });

  it('keeps everything typed when saving fails, and says so', async () => {
    stubServer({
      budget: () => jsonResponse({ budget: saved() }),
      save: () => jsonResponse({ error: { code: 'internal_error', message: 'x' } }, 500),
    });
    const { user } = renderPage();
    const main = await screen.findByLabelText('Main Income');
    await user.clear(main);
    await user.type(main, '999');
    await user.click(screen.getByRole('button', { name: 'Save Budget' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save budget. Please try again.');
    expect(main).toHaveValue('999');
    expect(screen.getByText('You have changes that are not saved yet.')).toBeInTheDocument();
  });

  it('does not save while an amount needs fixing, and takes the user to it', async () => {
    const fetchStub = stubServer();
    const { user } = renderPage();
    await user.click(await screen.findByLabelText('Going out amount'));
    await user.paste('12,5.5.5');
    const field = screen.getByLabelText('Going out amount');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a number, such as 1200 or 45.50.');
    await user.click(screen.getByRole('button', { name: 'Save Budget' }));
    expect(field).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Some amounts need fixing first.');
    expect(fetchStub.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('says when the budget cannot be loaded and tries again on request', async () => {
    let calls = 0;
    stubServer({
      budget: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ error: { code: 'x', message: 'x' } }, 503)
          : jsonResponse({ budget: saved() });
      },
    });
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your budget could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Main Income')).toHaveValue('1200');
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    stubServer();
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Main Income'), '5');
    await user.click(screen.getByRole('link', { name: 'Tools' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByLabelText('Main Income')).toHaveValue('5');
    await user.click(screen.getByRole('link', { name: 'Tools' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Support Tools' })).toBeInTheDocument();
  });
});
