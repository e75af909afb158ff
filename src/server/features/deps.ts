import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { RoomHub } from './focus-rooms/hub';
import type { VapidKeys } from './reminders/vapid';
import type { AppEnv } from '../http/env';
import type { OutboundAllowance } from '../http/outbound';

/** What every feature's routes are built from. */
export interface FeatureDeps {
  config: Config;
  db: Database;
  /** Lets only signed-in users through; the user id then comes from the session. */
  signedIn: MiddlewareHandler<AppEnv>;
  /** The same, asking the database even on a read: for a stream that stays open (decision 166). */
  signedInFresh: MiddlewareHandler<AppEnv>;
  /** Focus rooms' streams in this process (decision 166). */
  rooms: RoomHub;
  /** The key calendar-feed addresses are made with, derived from the auth secret (decision 100). */
  feedKey: Buffer;
  /** The server's Web Push keys (decision 102). */
  vapid: VapidKeys;
  /** Where the server may connect besides the public internet, from NODE_ENV (decision 137). */
  outbound: OutboundAllowance;
}
