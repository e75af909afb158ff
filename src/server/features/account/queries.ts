import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  budgetExpenses,
  budgetProfiles,
  feedback,
  kanbanTasks,
  mailOutbox,
  projects,
  textConversions,
  todos,
  user,
  userProfiles,
  userSettings,
  verification,
} from '../../db/schema';

/** Everything stored for one user, for "Download my data". Secrets (password hashes, tokens) are left out. */
export async function exportUserData(db: Database, userId: string) {
  const [account] = await db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  const byUser = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, userId);
  const [profile] = await db.select().from(userProfiles).where(byUser(userProfiles));
  const [settings] = await db.select().from(userSettings).where(byUser(userSettings));
  return {
    exportedAt: new Date().toISOString(),
    account,
    profile: profile ?? null,
    settings: settings ?? null,
    textConversions: await db.select().from(textConversions).where(byUser(textConversions)),
    todos: await db.select().from(todos).where(byUser(todos)),
    kanbanTasks: await db.select().from(kanbanTasks).where(byUser(kanbanTasks)),
    budgetProfiles: await db.select().from(budgetProfiles).where(byUser(budgetProfiles)),
    budgetExpenses: await db.select().from(budgetExpenses).where(byUser(budgetExpenses)),
    projects: await db.select().from(projects).where(byUser(projects)),
    feedback: await db.select().from(feedback).where(byUser(feedback)),
  };
}

/**
 * Deletes the user; every row of theirs goes with them (foreign keys cascade), sessions included, and so
 * do the e-mails kept for them in the local outbox and their pending reset links.
 */
export async function deleteUser(db: Database, userId: string, email: string) {
  await db.transaction(async (tx) => {
    const address = email.toLowerCase();
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${address}`);
    // Reset links hold the user id; sign-in links hold the address.
    await tx
      .delete(verification)
      .where(
        or(eq(verification.value, userId), sql`position(${address} in lower(${verification.value})) > 0`),
      );
    await tx.delete(user).where(eq(user.id, userId));
  });
}
