import { verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { PROOF_MESSAGES } from '../../shared/account';
import { FRESH_SIGN_IN_MINUTES } from '../../shared/account';
import type { Database } from '../db/client';
import { account } from '../db/schema';

async function passwordHash(db: Database, userId: string): Promise<string | null | undefined> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return credential?.hash;
}

export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  return Boolean(await passwordHash(db, userId));
}

export type Proof = 'ok' | keyof typeof PROOF_MESSAGES;

/**
 * Whether the person holding this session is the account's owner, for actions a stolen session must not
 * take (decision 074): the current password when the account has one, otherwise a sign-in of this very
 * session within the last few minutes.
 */
export async function confirmPerson(
  db: Database,
  userId: string,
  password: unknown,
  signedInAt: Date | undefined,
): Promise<Proof> {
  const hash = await passwordHash(db, userId);
  if (hash) {
    if (typeof password !== 'string' || password === '') return 'passwordNeeded';
    return (await verifyPassword({ hash, password })) ? 'ok' : 'wrongPassword';
  }
  const fresh = signedInAt && Date.now() - signedInAt.getTime() <= FRESH_SIGN_IN_MINUTES * 60_000;
  return fresh ? 'ok' : 'signInAgain';
}
