import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BudgetRow } from './budget';
import {
  AMOUNT_MESSAGES,
  budgetInputSchema,
  centsToDecimal,
  centsToInput,
  computeBreakdown,
  DEFAULT_ROWS,
  defaultBudget,
  EXPENSE_GROUPS,
  exportedRows,
  formatMoney,
  keptRows,
  MAX_AMOUNT_CENTS,
  parseAmount,
  SUGGESTED_ROWS,
  unitsToCents,
} from './budget';
import { currencyForCountry, currencyForLocale, defaultCurrency } from './currency';

const incomes = (main: number, second = 0, other = 0) => ({ main, second, other });
const row = (group: BudgetRow['group'], cents: number, label = 'x'): BudgetRow => ({ group, label, cents });

describe('parseAmount', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    ['.5', 50],
    ['7.', 700],
    ['0.1', 10],
    ['1,234.56', 123456],
    ['1 234', 123400],
    ['$45', 4500],
    ['£ 3.20', 320],
    ['€0.99', 99],
    ['1000000000', MAX_AMOUNT_CENTS],
    ['1,000,000,000.00', MAX_AMOUNT_CENTS],
    ['000123', 12300],
  ])('reads %j as %d cents', (text, cents) => {
    expect(parseAmount(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['-5', AMOUNT_MESSAGES.negative],
    ['−5', AMOUNT_MESSAGES.negative],
    ['-0.01', AMOUNT_MESSAGES.negative],
    ['abc', AMOUNT_MESSAGES.notNumber],
    ['12abc', AMOUNT_MESSAGES.notNumber],
    ['1e5', AMOUNT_MESSAGES.notNumber],
    ['.', AMOUNT_MESSAGES.notNumber],
    ['1.2.3', AMOUNT_MESSAGES.notNumber],
    ['NaN', AMOUNT_MESSAGES.notNumber],
    ['Infinity', AMOUNT_MESSAGES.notNumber],
    ['0x10', AMOUNT_MESSAGES.notNumber],
    ['1.234', AMOUNT_MESSAGES.tooPrecise],
    ['1000000000.01', AMOUNT_MESSAGES.tooLarge],
    ['99999999999999999999', AMOUNT_MESSAGES.tooLarge],
  ])('refuses %j: %s', (text, message) => {
    expect(parseAmount(text)).toEqual({ ok: false, message });
  });

  it('reads back every amount it writes, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(parseAmount(centsToDecimal(cents))).toEqual({ ok: true, cents });
        expect(parseAmount(centsToInput(cents))).toEqual({ ok: true, cents });
        expect(unitsToCents(Number(centsToDecimal(cents)))).toBe(cents);
      }),
    );
  });
});

describe('formatMoney', () => {
  it('shows two decimals, the symbol and thousands separators', () => {
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(5, 'EUR')).toBe('€0.05');
    expect(formatMoney(123456, 'GBP')).toBe('£1,234.56');
    expect(formatMoney(MAX_AMOUNT_CENTS, 'USD')).toBe('$1,000,000,000.00');
    expect(formatMoney(-4500, 'USD')).toBe('-$45.00');
  });
});

describe('computeBreakdown', () => {
  it('splits total income 50/30/20 and subtracts each group’s spending', () => {
    const result = computeBreakdown({
      incomes: incomes(250000, 50000, 10000),
      expenses: [row('needs', 120000), row('needs', 45050), row('wants', 100000), row('future', 20000)],
    });
    expect(result.totalIncome).toBe(310000);
    expect(result.totalSpent).toBe(285050);
    expect(result.groups).toEqual([
      { group: 'needs', share: 50, allowance: 155000, spent: 165050, remainder: -10050, over: true },
      { group: 'wants', share: 30, allowance: 93000, spent: 100000, remainder: -7000, over: true },
      { group: 'future', share: 20, allowance: 62000, spent: 20000, remainder: 42000, over: false },
    ]);
  });

  it('is not over budget when spending equals the allowance exactly', () => {
    const result = computeBreakdown({ incomes: incomes(1000), expenses: [row('needs', 500)] });
    expect(result.groups[0]).toMatchObject({ remainder: 0, over: false });
  });

  it('adds 0.1 and 0.2 to exactly 0.3', () => {
    const result = computeBreakdown({ incomes: incomes(30), expenses: [row('wants', 10), row('wants', 20)] });
    expect(result.groups[1]).toMatchObject({ allowance: 9, spent: 30, remainder: -21 });
  });

  it('rounds odd cents half up and gives Future what is left', () => {
    // 0.01 income: needs 0.005 → 0.01, wants 0.003 → 0.00, future takes the rest.
    expect(computeBreakdown({ incomes: incomes(1), expenses: [] }).groups.map((g) => g.allowance)).toEqual([
      1, 0, 0,
    ]);
    expect(computeBreakdown({ incomes: incomes(333), expenses: [] }).groups.map((g) => g.allowance)).toEqual([
      167, 100, 66,
    ]);
  });

  const money = fc.integer({ min: 0, max: MAX_AMOUNT_CENTS });
  const rows = fc.array(
    fc.record({ group: fc.constantFrom(...EXPENSE_GROUPS), label: fc.string(), cents: money }),
    { maxLength: 150 },
  );

  it('keeps every total equal to the sum of its rows, and allowances equal to the income', () => {
    fc.assert(
      fc.property(money, money, money, rows, (main, second, other, expenses) => {
        const result = computeBreakdown({ incomes: { main, second, other }, expenses });
        expect(result.totalIncome).toBe(main + second + other);
        expect(result.groups.reduce((sum, g) => sum + g.allowance, 0)).toBe(result.totalIncome);
        for (const g of result.groups) {
          const sum = expenses.filter((r) => r.group === g.group).reduce((s, r) => s + BigInt(r.cents), 0n);
          expect(BigInt(g.spent)).toBe(sum);
          expect(g.remainder).toBe(g.allowance - g.spent);
          expect(g.over).toBe(g.remainder < 0);
          expect(Number.isInteger(g.allowance)).toBe(true);
          // Within half a cent of the exact share.
          expect(Math.abs(g.allowance * 100 - result.totalIncome * g.share)).toBeLessThanOrEqual(100);
        }
        expect(result.totalSpent).toBe(expenses.reduce((s, r) => s + r.cents, 0));
      }),
    );
  });

  it('gives the same answer whatever the order of the rows', () => {
    fc.assert(
      fc.property(money, rows, (main, expenses) => {
        const forward = computeBreakdown({ incomes: incomes(main), expenses });
        const backward = computeBreakdown({ incomes: incomes(main), expenses: [...expenses].reverse() });
        expect(backward).toEqual(forward);
      }),
    );
  });
});

describe('rows and defaults', () => {
  it('starts a first visit with six everyday rows, and offers the rest to add', () => {
    const budget = defaultBudget('GBP');
    expect(budget.expenses.map((r) => `${r.group}: ${r.label}`)).toEqual([
      'needs: Rent or mortgage',
      'needs: Bills',
      'needs: Food',
      'wants: Going out',
      'wants: Subscriptions',
      'future: Savings',
    ]);
    expect(budget.expenses.every((r) => r.cents === 0)).toBe(true);
    for (const group of EXPENSE_GROUPS) {
      expect(SUGGESTED_ROWS[group].length).toBeGreaterThan(2);
      // A suggestion is never one of the starting rows, so "Add a row" never offers a row already there.
      expect(SUGGESTED_ROWS[group].filter((label) => DEFAULT_ROWS[group].includes(label))).toEqual([]);
    }
  });

  it('keeps only rows with a label or an amount', () => {
    expect(
      keptRows([
        row('needs', 0, '  '),
        row('needs', 0, ' Rent '),
        row('wants', 500, ''),
        row('future', 0, ''),
      ]),
    ).toEqual([row('needs', 0, 'Rent'), row('wants', 500, '')]);
  });

  it('exports only rows with an amount', () => {
    expect(
      exportedRows([
        row('needs', 0, '  '),
        row('needs', 0, ' Rent '),
        row('wants', 500, ''),
        row('future', 100, ' ISA'),
      ]),
    ).toEqual([row('wants', 500, ''), row('future', 100, 'ISA')]);
  });
});

describe('budgetInputSchema', () => {
  const valid = { currency: 'EUR', incomes: incomes(100), expenses: [row('needs', 50, 'Rent')] };
  it('accepts a budget and trims labels', () => {
    expect(budgetInputSchema.parse({ ...valid, expenses: [row('needs', 50, '  Rent ')] })).toEqual(valid);
  });
  it.each([
    [{ currency: 'JPY' }, 'currency: Please choose USD, EUR or GBP.'],
    [{ incomes: incomes(-1) }, `incomes.main: ${AMOUNT_MESSAGES.negative}`],
    [{ incomes: incomes(MAX_AMOUNT_CENTS + 1) }, `incomes.main: ${AMOUNT_MESSAGES.tooLarge}`],
    [{ incomes: { main: '12', second: 0, other: 0 } }, 'incomes.main: Amounts must be numbers.'],
    [{ expenses: [row('needs', 1.5)] }, 'expenses.0.cents: Amounts are whole cents.'],
    [
      { expenses: [row('other' as 'needs', 1)] },
      'expenses.0.group: Each row belongs to Needs, Wants or Future.',
    ],
    [
      { expenses: [row('needs', 1, 'x'.repeat(101))] },
      'expenses.0.label: Labels can be at most 100 characters.',
    ],
    [
      { expenses: Array.from({ length: 51 }, () => row('wants', 1)) },
      'expenses: Each group can have at most 50 rows.',
    ],
  ])('refuses %# with a plain message', (change, message) => {
    const result = budgetInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(`${issue?.path.length ? `${issue.path.join('.')}: ` : ''}${issue?.message}`).toBe(message);
  });
});

describe('default currency', () => {
  it.each([
    ['United Kingdom', 'GBP'],
    ['  england ', 'GBP'],
    ['Germany', 'EUR'],
    ['FR', 'EUR'],
    ['United States of America', 'USD'],
    ['Japan', null],
    ['', null],
  ])('country %j gives %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it('reads the region of a language tag', () => {
    expect(currencyForLocale('en-GB')).toBe('GBP');
    expect(currencyForLocale('de')).toBe('EUR');
    expect(currencyForLocale('ja-JP')).toBe(null);
    expect(currencyForLocale('not a locale!')).toBe(null);
  });

  it('prefers the profile country, then the browser languages, then US dollars', () => {
    expect(defaultCurrency('Ireland', ['en-US'])).toBe('EUR');
    expect(defaultCurrency('Japan', ['ja-JP', 'en-GB'])).toBe('GBP');
    expect(defaultCurrency(null, ['fr-FR'])).toBe('EUR');
    expect(defaultCurrency(null, ['ja-JP'])).toBe('USD');
  });
});
