import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { Logger } from 'pino';
import { PROOF_MESSAGES } from '../../shared/account';
import { accountFieldsSchema } from '../../shared/account-name';
import { AUTH_MESSAGES } from '../../shared/auth-messages';
import { passwordStrength } from '../../shared/password';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { loggableError } from '../db/errors';
import { appOrigins } from '../http/request-guard';
import { account, rateLimit, session, user, verification } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import { CLIENT_IP_HEADER } from './client-ip';
import type { Proof } from './confirm-person';
import { confirmPerson } from './confirm-person';
import { addressChangeOf, noticeEmailChange, rememberEmailChange } from './email-change';
import { mailAllowed, settleSignInPlace, takeSignInPlace } from './account-limits';
import { recordLibraryFailure } from './hidden-failure';
import { rememberResetUser, signInAfterReset } from './reset-sign-in';
import { retireMagicLinks, retireResetLinks } from './retire-links';

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
    trustedOrigins: appOrigins(config.PUBLIC_URL),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    telemetry: { enabled: false },
    logger: {
      // Only errors, stripped of database values, reach the log: other arguments can hold addresses or names.
      log: (level, message, ...args) => {
        const errors = args.filter((arg) => arg instanceof Error);
        errors.forEach(recordLibraryFailure);
        logger[level]({ errors: errors.map(loggableError) }, message);
      },
    },
    // Failures that are not the library's own answers reach the app's error handler: a database that is
    // away is then a 503 with a plain message, as on every other route.
    onAPIError: { throw: true },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
      resetPasswordTokenExpiresIn: 60 * MINUTE,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, url }) => {
        if (await mailAllowed(db, 'resetPassword', u.email)) {
          await mailer.send(u.email, renderMail('resetPassword', url));
        }
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * MINUTE,
      sendVerificationEmail: async ({ user: u, url, token }) => {
        // A change of address is confirmed by a link sent to the new address (u.email is already the new one).
        const kind = isEmailChange(token) ? 'changeEmail' : 'verify';
        await mailer.send(u.email, renderMail(kind, withConfirmationLanding(url)));
      },
    },
    user: { deleteUser: { enabled: false }, changeEmail: { enabled: true } },
    session: {
      expiresIn: 30 * 24 * 60 * MINUTE,
      updateAge: 24 * 60 * MINUTE,
      // Encrypted, not only signed: the copy holds the e-mail address, the name, the IP address and the browser,
      // which a signed copy shows to anyone who reads the cookie (decision 137).
      cookieCache: { enabled: true, maxAge: SESSION_CACHE_SECONDS, strategy: 'jwe' },
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
        '/change-password': { window: MINUTE, max: 5 },
        '/change-email': { window: MINUTE, max: 3 },
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
        if (ACCOUNT_FIELD_PATHS.has(ctx.path)) checkAccountFields(ctx.body);
        if (ctx.path === '/reset-password') await rememberResetUser(ctx);
        if (ctx.path === '/verify-email') await rememberEmailChange(ctx);
        if (ctx.path === '/change-email') await requireOwner(ctx, db);
        if (ctx.path === '/sign-in/email') await takeSignInPlace(db, ctx.body, ctx.request);
        // Other devices are signed out unless the person says otherwise (docs/product.md#screens).
        if (
          ctx.path === '/change-password' &&
          isObject(ctx.body) &&
          ctx.body.revokeOtherSessions === undefined
        ) {
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
        return undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/reset-password') {
          const userId = await signInAfterReset(ctx);
          if (userId) await retireResetLinks(db, userId);
        }
        const signedIn = ctx.context.newSession?.user.email;
        if (ctx.path === '/magic-link/verify' && signedIn) await retireMagicLinks(db, signedIn);
        if (ctx.path === '/verify-email') await noticeEmailChange(ctx, db, mailer, config.PUBLIC_URL);
        const returned = (ctx.context as { returned?: unknown }).returned;
        if (ctx.path === '/sign-in/email') await settleSignInPlace(db, ctx.request, returned);
        if (ctx.path === '/change-password' && !isAPIError(returned)) {
          const email = (returned as { user?: { email?: string } } | undefined)?.user?.email;
          const signInPage = new URL('/auth', config.PUBLIC_URL).toString();
          if (email) await mailer.send(email, renderMail('passwordChanged', signInPage));
        }
      }),
    },
    plugins: [
      magicLink({
        expiresIn: 15 * MINUTE,
        sendMagicLink: async ({ email, url }) => {
          if (await mailAllowed(db, 'magicLink', email))
            await mailer.send(email, renderMail('magicLink', url));
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The new password of a sign-up, reset or change, which must pass the strength rule of docs/product.md#validation. */
function passwordInRequest(path: string, body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const fields = body as Record<string, unknown>;
  if (path === '/sign-up/email' && typeof fields.password === 'string') return fields.password;
  if ((path === '/reset-password' || path === '/change-password') && typeof fields.newPassword === 'string') {
    return fields.newPassword;
  }
  return undefined;
}

/** Whether a verification token confirms a change of address (its unsigned payload says so). */
function isEmailChange(token: string): boolean {
  return addressChangeOf(token) !== undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const PROOF_CODES: Record<Exclude<Proof, 'ok'>, string> = {
  passwordNeeded: 'PASSWORD_NEEDED',
  wrongPassword: 'INVALID_PASSWORD',
  signInAgain: 'SIGN_IN_AGAIN',
};

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** A change of address needs the current password (or, without one, a fresh sign-in): decision 074. */
async function requireOwner(ctx: HookContext, db: Database) {
  const current = await getSessionFromCtx(ctx);
  // Without a session the library answers 401 itself.
  if (!current) return;
  const password = isObject(ctx.body) ? ctx.body.currentPassword : undefined;
  const proof = await confirmPerson(db, current.user.id, password, new Date(current.session.createdAt));
  if (proof !== 'ok') {
    throw new APIError('BAD_REQUEST', { code: PROOF_CODES[proof], message: PROOF_MESSAGES[proof] });
  }
}

/** Requests that can set the account's own name or picture. */
const ACCOUNT_FIELD_PATHS = new Set(['/sign-up/email', '/update-user', '/sign-in/magic-link']);

function checkAccountFields(body: unknown) {
  if (typeof body !== 'object' || body === null) return;
  const result = accountFieldsSchema.safeParse(body);
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? 'That request is not valid.';
    throw new APIError('BAD_REQUEST', { code: 'INVALID_ACCOUNT_FIELD', message });
  }
}

/** A confirmation sent on a refused sign-in carries no landing page; send it where sign-up's goes. */
function withConfirmationLanding(url: string): string {
  const link = new URL(url);
  const landing = link.searchParams.get('callbackURL');
  if (!landing || landing === '/') link.searchParams.set('callbackURL', '/auth/callback');
  return link.toString();
}
