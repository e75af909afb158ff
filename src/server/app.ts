import { Hono } from 'hono';
import type { Logger } from 'pino';
import { PICTURE_MESSAGES, PICTURE_UPLOAD_MAX_BYTES } from '../shared/pictures';
import { RESTORE_MAX_BYTES, RESTORE_MESSAGES } from '../shared/restore';
import { featureRoutes } from './api';
import type { Auth } from './auth/auth';
import { createAuth } from './auth/auth';
import { requireUser } from './auth/require-user';
import { authRoutes, signUpsAtOnce } from './auth/routes';
import { resolveAuthSecret } from './auth/secret';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { calendarFileRoutes } from './features/calendar-feed/routes';
import { feedKey } from './features/calendar-feed/secret';
import type { ReminderQueue } from './features/reminders/jobs';
import { replanAfterChanges } from './features/reminders/replan';
import type { VapidKeys } from './features/reminders/vapid';
import { resolveVapidKeys } from './features/reminders/vapid';
import { RoomHub } from './features/focus-rooms/hub';
import { healthRoutes } from './features/health/routes';
import { localMailboxEnabled, mailboxRoutes } from './features/mailbox/routes';
import type { AppEnv } from './http/env';
import { compressAnswers } from './http/compression';
import { errorBody, handleError } from './http/errors';
import { believedForwardedFor } from './http/forwarded';
import type { OutboundAllowance } from './http/outbound';
import { outboundAllowance } from './http/outbound';
import { allowedHosts, knownHostOnly } from './http/hosts';
import { requestContext } from './http/request-context';
import { appOrigins, sameOriginOnly, storableJsonOnly } from './http/request-guard';
import { robotsRoute } from './pages/robots';
import { limitBody, securityHeaders } from './http/security';
import { spaRoutes } from './pages/spa';
import { pageSession } from './pages/spa-session';
import type { Mailer } from './mail/mailer';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** Folder of the built client; tests point it elsewhere or leave it unbuilt. */
  clientDir?: string;
  /** The reminder queue (decision 163): a person's changes that can move a reminder plan their job afresh. */
  reminders?: ReminderQueue;
}

export interface AppServices {
  auth: Auth;
  mailer: Mailer;
  vapid: VapidKeys;
  outbound: OutboundAllowance;
  /** Focus rooms' streams; stopped before the database closes. */
  rooms: RoomHub;
}

/** Builds the whole HTTP application. main.ts and every server test use this one function. */
export function createApp(deps: AppDeps) {
  const { config, database, logger } = deps;
  const mailbox = localMailboxEnabled(config);
  const mailer = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM, logger)
    : createOutboxMailer(database.db, logger, mailbox);
  const secret = resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR);
  const auth = createAuth({ config, db: database.db, mailer, logger, secret });
  const vapid = resolveVapidKeys(config);
  const outbound = outboundAllowance(config.NODE_ENV);
  const rooms = new RoomHub(database.db, database.events);

  const app = new Hono<AppEnv>();
  app.use('*', requestContext(logger));
  app.use('*', securityHeaders());
  app.use('*', knownHostOnly(allowedHosts(config)));
  app.use('*', compressAnswers());
  // Once for every API route, the auth library's included: same-site callers only, bodies only as storable JSON.
  app.use('/api/*', sameOriginOnly(appOrigins(config.PUBLIC_URL)));
  // A file for "Bring back my data" holds a whole account's data (decision 153).
  // A picture is sent as its own bytes, up to a phone photo's size (decision 168).
  app.use(
    '/api/*',
    limitBody({
      '/api/account/restore': { bytes: RESTORE_MAX_BYTES, message: RESTORE_MESSAGES.tooLarge },
      '/api/pictures': { bytes: PICTURE_UPLOAD_MAX_BYTES, message: PICTURE_MESSAGES.tooLarge },
    }),
  );
  app.use('/api/*', storableJsonOnly(['/api/pictures']));
  app.use('/api/*', async (c, next) => {
    await next();
    // Answers hold personal data: no browser or proxy may keep a copy.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  app.onError(handleError);

  if (deps.reminders) app.use('/api/*', replanAfterChanges(deps.reminders));
  if (config.TRUST_PROXY) app.use('/api/auth/*', believedForwardedFor(config.TRUST_PROXY_HOPS));
  app.route('/api/auth', authRoutes(auth, config.TRUST_PROXY, signUpsAtOnce(config)));
  app.route('/api/health', healthRoutes(database));
  if (mailbox) app.route('/api/mailbox', mailboxRoutes(database.db));

  app.route(
    '/api',
    featureRoutes({
      config,
      db: database.db,
      signedIn: requireUser(auth),
      signedInFresh: requireUser(auth, { fresh: true }),
      rooms,
      feedKey: feedKey(secret),
      vapid,
      outbound,
    }),
  );

  app.route('/', robotsRoute());
  // The private calendar feed: no session, the secret in the address is the key (decision 100).
  app.route('/calendar', calendarFileRoutes(database.db));
  app.all('/api/*', (c) => c.json(errorBody('not_found', 'There is nothing at this address.'), 404));
  app.route('/', spaRoutes(deps.clientDir, { session: pageSession(auth, database.db) }));
  app.notFound((c) => c.json(errorBody('not_found', 'There is nothing at this address.'), 404));
  return Object.assign(app, { services: { auth, mailer, vapid, outbound, rooms } satisfies AppServices });
}

export type App = ReturnType<typeof createApp>;
