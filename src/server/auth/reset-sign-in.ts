import type { AuthContext } from 'better-auth';
import { isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';

type HookContext = Parameters<typeof setSessionCookie>[0];

/** The user behind each reset token, read before the library consumes the token in the same request. */
const pendingResets = new Map<string, string>();

function tokenOf(ctx: HookContext): string | undefined {
  const body = ctx.body as { token?: unknown } | undefined;
  const token = body?.token ?? (ctx.query as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' ? token : undefined;
}

export async function rememberResetUser(ctx: HookContext) {
  const token = tokenOf(ctx);
  if (!token) return;
  const context = ctx.context as AuthContext;
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (found && found.expiresAt > new Date()) pendingResets.set(token, found.value);
}

/**
 * A successful reset signs the user in (docs/product.md: reset, then the dashboard). The link came to their
 * mailbox, so it also confirms the address. Returns the user whose password was reset, if it was.
 */
export async function signInAfterReset(ctx: HookContext): Promise<string | undefined> {
  const token = tokenOf(ctx);
  if (!token) return undefined;
  const userId = pendingResets.get(token);
  pendingResets.delete(token);
  if (!userId || isAPIError((ctx.context as { returned?: unknown }).returned)) return undefined;
  const context = ctx.context as AuthContext;
  const user = await context.internalAdapter.updateUser(userId, { emailVerified: true });
  const session = await context.internalAdapter.createSession(userId);
  if (user && session) await setSessionCookie(ctx, { session, user });
  return userId;
}
