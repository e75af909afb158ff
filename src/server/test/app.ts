import { afterAll, beforeAll } from 'vitest';
import webPush from 'web-push';
import { createApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { ReminderQueue } from '../features/reminders/jobs';
import type { Logger } from '../logger';
import { createLogger } from '../logger';
import { createTestDatabase } from './database';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** One Web Push key pair for every test app of the run, so no test writes one into a data directory. */
const vapid = webPush.generateVAPIDKeys();

/**
 * The real app on a real, migrated database of its own. Env values override the defaults; an undefined one
 * is left unset (`NODE_ENV: undefined` is how `npm start` runs).
 */
export async function createTestApp(
  env: Record<string, string | undefined> = {},
  database?: DatabaseHandle,
  logger: Logger = createLogger('silent'),
  reminders?: ReminderQueue,
): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-signing-cookies',
    TRUST_PROXY: 'true',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    // Tests sign people up several at a time to set a scene; the sign-up gate (decision 139) has its own tests,
    // which set their bound.
    SIGN_UPS_AT_ONCE: '64',
    ...env,
  });
  const app = createApp({ config, database: db, logger, clientDir: '/nonexistent', reminders });
  return {
    app,
    database: db,
    close: async () => {
      await app.services.rooms.stop();
      await db.close();
    },
  };
}

/**
 * The test file's app: made before its tests, closed after them. Read `app` and `database` inside tests
 * or hooks only.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(env);
  });
  afterAll(() => current?.close());
  const ready = () => {
    if (!current) throw new Error('The test app is made in beforeAll; use it inside a test or a later hook.');
    return current;
  };
  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    close: () => ready().close(),
  };
}
