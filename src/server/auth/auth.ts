import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { Logger } from 'pino';
import { AUTH_MESSAGES } from '../../shared/auth-messages';
import { passwordStrength } from '../../shared/password';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { account, rateLimit, session, user, verification } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import { CLIENT_IP_HEADER } from './client-ip';
import { rememberResetUser, signInAfterReset } from './reset-sign-in';

export interface AuthDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  secret: string;
}

const MINUTE = 60;

/**
 * How long a signed copy of the session, kept in a cookie, answers a read without the database. Sign-out and
 * account deletion reach a read on another device within this bound, and every write at once (decision 023).
 */
export const SESSION_CACHE_SECONDS = 60;

/** Better Auth on the app's own database: sessions and rate-limit counters are shared by every instance. */
export function createAuth({ config, db, mailer, logger, secret }: AuthDeps) {
  const origin = new URL(config.PUBLIC_URL);
  return betterAuth({
    appName: 'NeuroNest',
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(origin),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, message),
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
      resetPasswordTokenExpiresIn: 60 * MINUTE,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, url }) => {
        await mailer.send(u.email, renderMail('resetPassword', url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * MINUTE,
      sendVerificationEmail: async ({ user: u, url }) => {
        await mailer.send(u.email, renderMail('verify', withConfirmationLanding(url)));
      },
    },
    user: { deleteUser: { enabled: false } },
    session: {
      expiresIn: 30 * 24 * 60 * MINUTE,
      updateAge: 24 * 60 * MINUTE,
      cookieCache: { enabled: true, maxAge: SESSION_CACHE_SECONDS },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: MINUTE,
      max: 100,
      customRules: {
        '/sign-in/email': { window: MINUTE, max: 10 },
        '/sign-up/email': { window: MINUTE, max: 5 },
        '/sign-in/magic-link': { window: MINUTE, max: 5 },
        '/request-password-reset': { window: MINUTE, max: 5 },
      },
    },
    advanced: {
      // The library turns the origin check off when NODE_ENV is test; ours stays on everywhere.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: origin.protocol === 'https:',
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const password = passwordInRequest(ctx.path, ctx.body);
        if (password !== undefined && !passwordStrength(password).strongEnough) {
          throw new APIError('BAD_REQUEST', { code: 'WEAK_PASSWORD', message: AUTH_MESSAGES.weakPassword });
        }
        if (ctx.path === '/reset-password') await rememberResetUser(ctx);
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/reset-password') await signInAfterReset(ctx);
      }),
    },
    plugins: [
      magicLink({
        expiresIn: 15 * MINUTE,
        sendMagicLink: async ({ email, url }) => {
          await mailer.send(email, renderMail('magicLink', url));
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The new password of a sign-up, reset or change, which must pass the strength rule of SPEC §5. */
function passwordInRequest(path: string, body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const fields = body as Record<string, unknown>;
  if (path === '/sign-up/email' && typeof fields.password === 'string') return fields.password;
  if ((path === '/reset-password' || path === '/change-password') && typeof fields.newPassword === 'string') {
    return fields.newPassword;
  }
  return undefined;
}

/** A confirmation sent on a refused sign-in carries no landing page; send it where sign-up's goes. */
function withConfirmationLanding(url: string): string {
  const link = new URL(url);
  const landing = link.searchParams.get('callbackURL');
  if (!landing || landing === '/') link.searchParams.set('callbackURL', '/auth/callback');
  return link.toString();
}

function trustedOrigins(origin: URL): string[] {
  const origins = new Set([origin.origin]);
  // localhost and 127.0.0.1 are the same machine but different origins to a browser.
  if (origin.hostname === 'localhost') origins.add(origin.origin.replace('localhost', '127.0.0.1'));
  if (origin.hostname === '127.0.0.1') origins.add(origin.origin.replace('127.0.0.1', 'localhost'));
  return [...origins];
}
