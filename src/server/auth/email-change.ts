import { randomBytes } from 'node:crypto';
import type { AuthContext } from 'better-auth';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { session, user, verification } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { renderMail } from '../mail/templates';

interface HookContext {
  query?: unknown;
  context: unknown;
}

interface EmailChange {
  userId: string;
  from: string;
  to: string;
}

/** How long the old address can take the account back (decision 074). */
export const UNDO_EMAIL_CHANGE_DAYS = 7;
const UNDO_PREFIX = 'undo-email-change:';

/** The addresses a confirmation token moves the account between, read from its (unsigned) payload. */
export function addressChangeOf(token: string): { from: string; to: string } | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      email?: unknown;
      updateTo?: unknown;
    };
    if (typeof payload.email !== 'string' || typeof payload.updateTo !== 'string') return undefined;
    return { from: payload.email.toLowerCase(), to: payload.updateTo.toLowerCase() };
  } catch {
    return undefined;
  }
}

/** The account each confirmation link would move, read before the library moves it in the same request. */
const pendingChanges = new Map<string, EmailChange>();

function tokenOf(ctx: HookContext): string | undefined {
  const token = (ctx.query as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' ? token : undefined;
}

export async function rememberEmailChange(ctx: HookContext) {
  const token = tokenOf(ctx);
  const change = token ? addressChangeOf(token) : undefined;
  if (!token || !change) return;
  const found = await (ctx.context as AuthContext).internalAdapter.findUserByEmail(change.from);
  if (found) pendingChanges.set(token, { userId: found.user.id, ...change });
}

/**
 * Once a confirmation link has moved the account, the old address is told, with a link that takes the
 * account back: a stolen session, or a known password, must not move an account away unseen.
 */
export async function noticeEmailChange(ctx: HookContext, db: Database, mailer: Mailer, publicUrl: string) {
  const token = tokenOf(ctx);
  const change = token ? pendingChanges.get(token) : undefined;
  if (!token || !change) return;
  pendingChanges.delete(token);
  const [now] = await db.select({ email: user.email }).from(user).where(eq(user.id, change.userId));
  if (now?.email.toLowerCase() !== change.to) return;
  const undo = randomBytes(32).toString('base64url');
  await db.insert(verification).values({
    id: randomBytes(16).toString('hex'),
    identifier: `${UNDO_PREFIX}${undo}`,
    value: JSON.stringify(change),
    expiresAt: new Date(Date.now() + UNDO_EMAIL_CHANGE_DAYS * 24 * 60 * 60_000),
  });
  const link = new URL(`/auth/undo-email-change?token=${undo}`, publicUrl).toString();
  await mailer.send(change.from, renderMail('emailChanged', link, { newEmail: change.to }));
}

export type UndoResult = 'restored' | 'expired' | 'taken';

/**
 * Puts the old address back, confirmed, and ends every session of the account (whoever moved it is
 * signed out). Works only while the account still has the address it was moved to.
 */
export async function undoEmailChange(db: Database, token: string): Promise<UndoResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(verification)
      .where(
        and(eq(verification.identifier, `${UNDO_PREFIX}${token}`), gt(verification.expiresAt, new Date())),
      )
      .returning({ value: verification.value });
    if (!row) return 'expired';
    const change = JSON.parse(row.value) as EmailChange;
    const [owner] = await tx
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${change.from}`);
    if (owner && owner.id !== change.userId) return 'taken';
    const moved = await tx
      .update(user)
      .set({ email: change.from, emailVerified: true, updatedAt: new Date() })
      .where(and(eq(user.id, change.userId), sql`lower(${user.email}) = ${change.to}`))
      .returning({ id: user.id });
    if (moved.length === 0) return 'expired';
    await tx.delete(session).where(eq(session.userId, change.userId));
    return 'restored';
  });
}
