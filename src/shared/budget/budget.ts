import { z } from '../zod';

/*
 * The 50/30/20 budget (docs/product.md#budget, #data, #limits). Money is whole cents everywhere: integers add up exactly, so no total
 * ever drifts by a floating-point fraction. Decimal text appears only at the edges (inputs, files, the database).
 */

export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_SYMBOLS: Record<Currency, string> = { USD: '$', EUR: '€', GBP: '£' };
export const CURRENCY_NAMES: Record<Currency, string> = {
  USD: 'US dollar',
  EUR: 'Euro',
  GBP: 'British pound',
};

export const EXPENSE_GROUPS = ['needs', 'wants', 'future'] as const;
export type ExpenseGroup = (typeof EXPENSE_GROUPS)[number];

export const GROUP_LABELS: Record<ExpenseGroup, string> = {
  needs: 'Needs',
  wants: 'Wants',
  future: 'Future',
};

/** Share of total income each group may spend, in percent (docs/product.md#limits). */
export const GROUP_SHARES: Record<ExpenseGroup, number> = { needs: 50, wants: 30, future: 20 };

export const INCOME_SOURCES = ['main', 'second', 'other'] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];
export const INCOME_LABELS: Record<IncomeSource, string> = {
  main: 'Main Income',
  second: '2nd Income',
  other: 'Other Income',
};

/**
 * The rows a first visit starts with: the few most people need, so the page is short (decision 078). The
 * rest are one tap away in each group's "Add a row" list.
 */
export const DEFAULT_ROWS: Record<ExpenseGroup, readonly string[]> = {
  needs: ['Rent or mortgage', 'Bills', 'Food'],
  wants: ['Going out', 'Subscriptions'],
  future: ['Savings'],
};

/** Names offered by "Add a row", after the starting ones; anyone can also type their own. */
export const SUGGESTED_ROWS: Record<ExpenseGroup, readonly string[]> = {
  needs: [
    'Energy',
    'Water',
    'Phone and internet',
    'Council tax',
    'Insurance',
    'Travel',
    'Childcare',
    'Health',
  ],
  wants: ['Eating out', 'Hobbies', 'Clothes', 'Holidays', 'Gifts'],
  future: ['Emergency fund', 'Pension', 'Paying off debt', 'ISA', 'Investments'],
};

/** 1,000,000,000.00: the largest amount one field takes. */
export const MAX_AMOUNT_CENTS = 100_000_000_000;
export const MAX_LABEL_LENGTH = 100;
export const MAX_ROWS_PER_GROUP = 50;

export const AMOUNT_MESSAGES = {
  negative: 'Amounts cannot be negative.',
  notNumber: 'Please enter a number, such as 1200 or 45.50.',
  tooPrecise: 'Use at most 2 decimal places, such as 45.50.',
  tooLarge: 'Amounts can be at most 1,000,000,000.',
} as const;

export type AmountResult = { ok: true; cents: number } | { ok: false; message: string };

/**
 * Reads an amount as typed. Blank is 0 (docs/product.md#validation). Thousands separators (commas, spaces) and a leading
 * currency symbol are allowed, because people copy figures from bank statements.
 */
export function parseAmount(text: string): AmountResult {
  const cleaned = text.trim().replace(/^[$€£]\s*/, '');
  if (cleaned === '') return { ok: true, cents: 0 };
  if (/^[-−–]/.test(cleaned)) return { ok: false, message: AMOUNT_MESSAGES.negative };
  const compact = cleaned.replace(/[,\s]/g, '');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(compact);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) {
    return { ok: false, message: AMOUNT_MESSAGES.notNumber };
  }
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, message: AMOUNT_MESSAGES.tooPrecise };
  // Too many digits can never be under the limit, and would lose precision as a number.
  if (whole.length > 10) return { ok: false, message: AMOUNT_MESSAGES.tooLarge };
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_AMOUNT_CENTS) return { ok: false, message: AMOUNT_MESSAGES.tooLarge };
  return { ok: true, cents };
}

/** Cents as a plain decimal, as the database and files hold it: 123456 → "1234.56", 5 → "0.05". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents as a number of currency units, for spreadsheets (exact to the cent for any amount allowed here). */
export const centsToUnits = (cents: number) => cents / 100;

/** A numeric(…, 2) value read back from the database, in cents. */
export const unitsToCents = (units: number | string) => Math.round(Number(units) * 100);

/** Editable text for an amount field: 0 is blank, whole amounts have no decimals, others keep two. */
export function centsToInput(cents: number): string {
  if (cents === 0) return '';
  return cents % 100 === 0 ? String(cents / 100) : centsToDecimal(cents);
}

/** "$1,234.56", "-€45.00": two decimals and the currency symbol, grouped by thousands. */
export function formatMoney(cents: number, currency: Currency): string {
  const decimal = centsToDecimal(Math.abs(cents));
  const [whole = '0', fraction = '00'] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}${CURRENCY_SYMBOLS[currency]}${grouped}.${fraction}`;
}

/** a / b rounded half up, for a ≥ 0 and b > 0, in integers. */
function roundDiv(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

export interface GroupBreakdown {
  group: ExpenseGroup;
  share: number;
  allowance: number;
  spent: number;
  /** Allowance minus spent: negative when over budget. */
  remainder: number;
  over: boolean;
}

export interface Breakdown {
  totalIncome: number;
  totalSpent: number;
  groups: GroupBreakdown[];
}

export interface BudgetRow {
  group: ExpenseGroup;
  label: string;
  cents: number;
}

export interface BudgetValues {
  currency: Currency;
  incomes: Record<IncomeSource, number>;
  expenses: BudgetRow[];
}

/**
 * The 50/30/20 split of total income and where each group stands. Needs and Wants are rounded to the cent;
 * Future takes what is left, so the three allowances always add up to the total income exactly.
 */
export function computeBreakdown(values: Pick<BudgetValues, 'incomes' | 'expenses'>): Breakdown {
  const totalIncome = INCOME_SOURCES.reduce((sum, source) => sum + values.incomes[source], 0);
  const needs = roundDiv(totalIncome * GROUP_SHARES.needs, 100);
  const wants = roundDiv(totalIncome * GROUP_SHARES.wants, 100);
  const allowances: Record<ExpenseGroup, number> = { needs, wants, future: totalIncome - needs - wants };
  const groups = EXPENSE_GROUPS.map((group) => {
    const spent = values.expenses
      .filter((row) => row.group === group)
      .reduce((sum, row) => sum + row.cents, 0);
    const remainder = allowances[group] - spent;
    return {
      group,
      share: GROUP_SHARES[group],
      allowance: allowances[group],
      spent,
      remainder,
      over: remainder < 0,
    };
  });
  return { totalIncome, totalSpent: groups.reduce((sum, g) => sum + g.spent, 0), groups };
}

/** Only rows with a label or an amount are kept (docs/product.md#validation). */
export function keptRows(rows: readonly BudgetRow[]): BudgetRow[] {
  return rows
    .map((row) => ({ ...row, label: row.label.trim() }))
    .filter((row) => row.label !== '' || row.cents !== 0);
}

/**
 * The rows a PDF or spreadsheet lists: only those with an amount. A named row left at 0 is a suggestion not
 * used, and an empty row is nothing at all (decision 078); saving still keeps named rows (decision 046).
 */
export function exportedRows(rows: readonly BudgetRow[]): BudgetRow[] {
  return keptRows(rows).filter((row) => row.cents > 0);
}

/** The starting budget of someone who has saved none. */
export function defaultBudget(currency: Currency): BudgetValues {
  return {
    currency,
    incomes: { main: 0, second: 0, other: 0 },
    expenses: EXPENSE_GROUPS.flatMap((group) =>
      DEFAULT_ROWS[group].map((label) => ({ group, label, cents: 0 })),
    ),
  };
}

/* What crosses the wire: the same values, checked on both sides. */

const centsSchema = z.lazy(() =>
  z
    .number({ error: 'Amounts must be numbers.' })
    .int('Amounts are whole cents.')
    .min(0, AMOUNT_MESSAGES.negative)
    .max(MAX_AMOUNT_CENTS, AMOUNT_MESSAGES.tooLarge),
);

export const budgetRowSchema = z.lazy(() =>
  z.object({
    group: z.enum(EXPENSE_GROUPS, { error: 'Each row belongs to Needs, Wants or Future.' }),
    label: z
      .string({ error: 'Labels must be text.' })
      .trim()
      .max(MAX_LABEL_LENGTH, `Labels can be at most ${MAX_LABEL_LENGTH} characters.`)
      // Control characters (a NUL byte cannot even be stored) have no place in a one-line label.
      .refine(
        (label) => !/\p{Cc}/u.test(label),
        'Labels can only hold letters, numbers, spaces and punctuation.',
      ),
    cents: centsSchema,
  }),
);

export const budgetInputSchema = z.lazy(() =>
  z.object({
    currency: z.enum(CURRENCIES, { error: 'Please choose USD, EUR or GBP.' }),
    incomes: z.object({ main: centsSchema, second: centsSchema, other: centsSchema }),
    expenses: z
      .array(budgetRowSchema)
      .refine(
        (rows) =>
          EXPENSE_GROUPS.every(
            (group) => rows.filter((row) => row.group === group).length <= MAX_ROWS_PER_GROUP,
          ),
        `Each group can have at most ${MAX_ROWS_PER_GROUP} rows.`,
      ),
  }),
);

export type BudgetInput = z.input<typeof budgetInputSchema>;

export interface SavedBudget extends BudgetValues {
  updatedAt: string;
}

/** GET /api/budget: the saved budget, or null when the user has not saved one yet. */
export interface BudgetResponse {
  budget: SavedBudget | null;
}
