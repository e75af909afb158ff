import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BudgetInput, BudgetResponse } from '../../../shared/budget/budget';
import { MAX_AMOUNT_CENTS } from '../../../shared/budget/budget';
import { budgetExpenses } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { usePeople } from '../../test/feature';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';

const t = useTestApp();
const [alice, bob] = usePeople(t, 2);

const put = (user: TestUser, body: unknown) =>
  t.app.request('/api/budget', as(user, { method: 'PUT', body: JSON.stringify(body) }));

async function budgetOf(user: TestUser) {
  const res = await t.app.request('/api/budget', as(user));
  expect(res.status).toBe(200);
  return ((await res.json()) as BudgetResponse).budget;
}

const alicesBudget: BudgetInput = {
  currency: 'GBP',
  incomes: { main: 250_000, second: 45_050, other: 1 },
  expenses: [
    { group: 'needs', label: '  Rent ', cents: 120_000 },
    { group: 'needs', label: 'Insurance', cents: 0 },
    { group: 'wants', label: '', cents: 3_333 },
    { group: 'wants', label: '', cents: 0 },
    { group: 'future', label: 'ISA', cents: MAX_AMOUNT_CENTS },
    { group: 'needs', label: 'Water Bills', cents: 10 },
  ],
};

const alicesSaved = {
  currency: 'GBP',
  incomes: { main: 250_000, second: 45_050, other: 1 },
  expenses: [
    { group: 'needs', label: 'Rent', cents: 120_000 },
    { group: 'needs', label: 'Insurance', cents: 0 },
    { group: 'wants', label: '', cents: 3_333 },
    { group: 'future', label: 'ISA', cents: MAX_AMOUNT_CENTS },
    { group: 'needs', label: 'Water Bills', cents: 10 },
  ],
};

describe('/api/budget', () => {
  it('has no budget before the first save', async () => {
    expect(await budgetOf(alice)).toBeNull();
  });

  it('saves incomes, currency and the rows with a label or an amount, in order, to the cent', async () => {
    const res = await put(alice, alicesBudget);
    expect(res.status).toBe(200);
    const { budget } = (await res.json()) as BudgetResponse;
    expect(budget).toMatchObject(alicesSaved);
    expect(await budgetOf(alice)).toMatchObject(alicesSaved);
  });

  it('replaces the rows on the next save instead of adding to them', async () => {
    const next = {
      currency: 'EUR',
      incomes: { main: 1, second: 0, other: 0 },
      expenses: [{ group: 'wants', label: 'Cinema', cents: 1_250 }],
    };
    expect((await put(bob, alicesBudget)).status).toBe(200);
    expect((await put(bob, next)).status).toBe(200);
    expect(await budgetOf(bob)).toMatchObject(next);
    const rows = await t.database.db
      .select()
      .from(budgetExpenses)
      .where(sql`${budgetExpenses.userId} = ${bob.id}`);
    expect(rows).toHaveLength(1);
  });

  it('saves an empty budget', async () => {
    const empty = { currency: 'USD', incomes: { main: 0, second: 0, other: 0 }, expenses: [] };
    expect((await put(bob, empty)).status).toBe(200);
    expect(await budgetOf(bob)).toMatchObject(empty);
  });

  it('keeps each user to their own budget', async () => {
    await put(bob, { currency: 'USD', incomes: { main: 99, second: 0, other: 0 }, expenses: [] });
    expect(await budgetOf(alice)).toMatchObject(alicesSaved);
    expect((await budgetOf(bob))?.incomes.main).toBe(99);
    const carol = await createUser(t.app);
    expect(await budgetOf(carol)).toBeNull();
  });

  it('ignores a user id or budget id sent in the body', async () => {
    const res = await put(bob, {
      ...alicesBudget,
      userId: alice.id,
      budgetId: 'anything',
      incomes: { main: 7, second: 0, other: 0 },
    });
    expect(res.status).toBe(200);
    expect(await budgetOf(alice)).toMatchObject(alicesSaved);
    expect((await budgetOf(bob))?.incomes.main).toBe(7);
  });

  const bad: [string, unknown, string][] = [
    [
      'a negative income',
      { incomes: { main: -100, second: 0, other: 0 } },
      'incomes.main: Amounts cannot be negative.',
    ],
    [
      'an amount as text',
      { incomes: { main: 'lots', second: 0, other: 0 } },
      'incomes.main: Amounts must be numbers.',
    ],
    [
      'an amount over 1,000,000,000',
      { expenses: [{ group: 'needs', label: 'x', cents: MAX_AMOUNT_CENTS + 1 }] },
      'expenses.0.cents: Amounts can be at most 1,000,000,000.',
    ],
    [
      'a fraction of a cent',
      { expenses: [{ group: 'needs', label: 'x', cents: 0.5 }] },
      'expenses.0.cents: Amounts are whole cents.',
    ],
    [
      'a missing amount',
      { expenses: [{ group: 'needs', label: 'x' }] },
      'expenses.0.cents: Amounts must be numbers.',
    ],
    ['an unknown currency', { currency: 'BTC' }, 'currency: Please choose USD, EUR or GBP.'],
    [
      'an unknown group',
      { expenses: [{ group: 'luxuries', label: 'x', cents: 1 }] },
      'expenses.0.group: Each row belongs to Needs, Wants or Future.',
    ],
    [
      // A NUL byte never gets this far: the request guard refuses it for every route.
      'a label with a control character',
      { expenses: [{ group: 'needs', label: 'Rent\u0007', cents: 1 }] },
      'expenses.0.label: Labels can only hold letters, numbers, spaces and punctuation.',
    ],
    [
      'too many rows',
      { expenses: Array.from({ length: 51 }, () => ({ group: 'future', label: 'x', cents: 1 })) },
      'expenses: Each group can have at most 50 rows.',
    ],
  ];

  it.each(bad)('refuses %s with a 400 and keeps what was saved', async (_name, change, message) => {
    const res = await put(alice, { ...alicesBudget, ...(change as object) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message } });
    expect(await budgetOf(alice)).toMatchObject(alicesSaved);
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const res = await t.app.request(
      '/api/budget',
      as(alice, { method: 'PUT', body: '{"currency":', headers: { 'content-type': 'application/json' } }),
    );
    expect(res.status).toBe(400);
    expect(await budgetOf(alice)).toMatchObject(alicesSaved);
  });

  it('leaves the previous budget whole when saving fails part-way', async () => {
    const { db } = t.database;
    // A row the database refuses, written after the new incomes and the deletion of the old rows.
    await db.execute(sql`
      CREATE FUNCTION refuse_boom() RETURNS trigger AS $$
      BEGIN
        IF NEW.company = 'boom' THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await db.execute(sql`
      CREATE TRIGGER refuse_boom BEFORE INSERT ON budget_expenses
      FOR EACH ROW EXECUTE FUNCTION refuse_boom()`);
    try {
      const res = await put(alice, {
        currency: 'USD',
        incomes: { main: 5, second: 5, other: 5 },
        expenses: [
          { group: 'needs', label: 'fine', cents: 1 },
          { group: 'wants', label: 'boom', cents: 2 },
        ],
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        error: {
          code: 'internal_error',
          message: 'Something went wrong on our side. Please try again in a moment.',
        },
      });
      expect(await budgetOf(alice)).toMatchObject(alicesSaved);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_boom ON budget_expenses`);
      await db.execute(sql`DROP FUNCTION refuse_boom()`);
    }
  });

  it('lets two saves at once finish one after the other, never mixing their rows', async () => {
    const one = { ...alicesBudget, expenses: [{ group: 'needs', label: 'one', cents: 1 }] };
    const two = { ...alicesBudget, expenses: [{ group: 'wants', label: 'two', cents: 2 }] };
    const results = await Promise.all([put(bob, one), put(bob, two), put(bob, one), put(bob, two)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const saved = await budgetOf(bob);
    expect(saved?.expenses).toHaveLength(1);
  });

  it('removes the budget with the account', async () => {
    const dave = await createUser(t.app);
    await put(dave, alicesBudget);
    await t.database.db.execute(sql`DELETE FROM "user" WHERE id = ${dave.id}`);
    const rows = await t.database.db
      .select()
      .from(budgetExpenses)
      .where(sql`${budgetExpenses.userId} = ${dave.id}`);
    expect(rows).toEqual([]);
  });
});
