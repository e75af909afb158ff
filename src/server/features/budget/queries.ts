import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { budgetInputSchema, Currency, ExpenseGroup, SavedBudget } from '../../../shared/budget/budget';
import { centsToUnits, CURRENCIES, EXPENSE_GROUPS, unitsToCents } from '../../../shared/budget/budget';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { budgetExpenses, budgetProfiles } from '../../db/schema';

type BudgetUpdate = z.output<typeof budgetInputSchema>;

/** Whole cents as units for numeric(14, 2): k / 100 prints as exactly k / 100 for every allowed amount. */
const decimal = centsToUnits;

const asCurrency = (value: string): Currency =>
  (CURRENCIES as readonly string[]).includes(value) ? (value as Currency) : 'USD';
const asGroup = (value: string): ExpenseGroup | null =>
  (EXPENSE_GROUPS as readonly string[]).includes(value) ? (value as ExpenseGroup) : null;

type ExpenseTuple = [string, string, number];

// The profile's row with its expenses as one JSON array of arrays made by the database, in order: the profile's
// columns read once instead of beside every expense (decision 128).
const budgetRead = preparedQuery((db) =>
  db
    .select({
      currency: budgetProfiles.currency,
      mainIncome: budgetProfiles.mainIncome,
      secondIncome: budgetProfiles.secondIncome,
      otherIncome: budgetProfiles.otherIncome,
      updatedAt: budgetProfiles.updatedAt,
      expenses: sql<ExpenseTuple[]>`(
        select coalesce(json_agg(json_build_array(e.expense_type, e.company, e.amount) order by e.position),
          '[]'::json)
        from ${budgetExpenses} e where e.budget_id = ${budgetProfiles}.id
      )`,
    })
    .from(budgetProfiles)
    .where(eq(budgetProfiles.userId, sql.placeholder('userId')))
    .prepare('budget_read'),
);

/** The user's budget in one round trip: the profile and its expense rows, in order. */
export async function readBudget(db: Database, userId: string): Promise<SavedBudget | null> {
  const [profile] = await budgetRead(db).execute({ userId });
  if (!profile) return null;
  return {
    currency: asCurrency(profile.currency),
    incomes: {
      main: unitsToCents(profile.mainIncome),
      second: unitsToCents(profile.secondIncome),
      other: unitsToCents(profile.otherIncome),
    },
    expenses: profile.expenses.flatMap(([type, label, amount]) => {
      const group = asGroup(type);
      return group ? [{ group, label, cents: unitsToCents(amount) }] : [];
    }),
    updatedAt: profile.updatedAt.toISOString(),
  };
}

/**
 * Saves the incomes and currency and replaces every expense row, all in one transaction: if anything fails,
 * the budget saved before stays exactly as it was. The profile row's lock also makes two saves at once take
 * turns instead of mixing their rows.
 */
export async function saveBudget(db: Database, userId: string, update: BudgetUpdate): Promise<SavedBudget> {
  const values = {
    currency: update.currency,
    mainIncome: decimal(update.incomes.main),
    secondIncome: decimal(update.incomes.second),
    otherIncome: decimal(update.incomes.other),
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .insert(budgetProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: budgetProfiles.userId, set: values })
      .returning({ id: budgetProfiles.id });
    if (!profile) throw new Error('The budget profile was not written.');
    await tx.delete(budgetExpenses).where(eq(budgetExpenses.budgetId, profile.id));
    const rows = update.expenses.filter((row) => row.label !== '' || row.cents !== 0);
    if (rows.length === 0) return;
    await tx.insert(budgetExpenses).values(
      rows.map((row, position) => ({
        budgetId: profile.id,
        userId,
        expenseType: row.group,
        company: row.label,
        amount: decimal(row.cents),
        position,
      })),
    );
  });
  const saved = await readBudget(db, userId);
  if (!saved) throw new Error('The saved budget could not be read back.');
  return saved;
}
