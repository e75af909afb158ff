import { and, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { verification } from '../db/schema';

/** Once one reset link has set a new password, no other outstanding reset link of the account may. */
export async function retireResetLinks(db: Database, userId: string) {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, userId)));
}

/** Once a magic link has signed someone in, every other magic link sent to that address stops working. */
export async function retireMagicLinks(db: Database, email: string) {
  // The link's record is JSON holding the address; position() matches it literally (no LIKE wildcards).
  const needle = `"email":${JSON.stringify(email.toLowerCase())}`;
  await db
    .delete(verification)
    .where(
      and(
        like(verification.identifier, 'magic-link:%'),
        sql`position(${needle} in lower(${verification.value})) > 0`,
      ),
    );
}
