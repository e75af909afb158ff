import { Hono } from 'hono';
import { FEED_READS_PER_HOUR } from '../../../shared/calendar-feed';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/env';
import type { FeatureDeps } from '../deps';
import { feedCalendar } from './feed';
import type { FeedKeys } from './queries';
import { deleteFeed, feedState, makeFeed, readFeed } from './queries';
import { SECRET_PATTERN } from './secret';

/**
 * The calendar feed in Settings (docs/product.md#calendar-feed, decision 100): whether it is on and its
 * address, a new address (the old one stops working), and turning it off. Only the session's own feed.
 */
export function calendarFeedRoutes({ db, signedIn, config, feedKey }: FeatureDeps) {
  const keys: FeedKeys = { key: feedKey, publicUrl: config.PUBLIC_URL };
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', async (c) => c.json(await feedState(db, c.var.user.id, keys)))
    .post('/', async (c) => c.json(await makeFeed(db, c.var.user.id, keys), 201))
    .delete('/', async (c) => {
      await deleteFeed(db, c.var.user.id);
      return c.json({ deleted: true as const });
    });
}

const NO_FEED =
  'There is no calendar at this address. It may have been turned off or renewed in NeuroNest: ' +
  'Settings, Notifications, Calendar feed.\n';
const TOO_OFTEN =
  'This calendar was read very often in the last hour. Your calendar app will try again later.\n';

/** Plain text for a calendar app or a person who opens the address, never kept by a cache. */
const plain = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };

/**
 * The feed itself, `GET /calendar/<secret>.ics`: no session, the secret in the address is the key. An
 * unknown, renewed or turned-off address answers 404; more than FEED_READS_PER_HOUR reads in an hour, 429.
 */
export function calendarFileRoutes(db: Database) {
  return new Hono<AppEnv>().get('/:file', async (c) => {
    const match = /^(.+)\.ics$/.exec(c.req.param('file'));
    const secret = match?.[1];
    if (!secret || !SECRET_PATTERN.test(secret)) return c.body(NO_FEED, 404, plain);
    const now = new Date();
    const read = await readFeed(db, secret, now);
    if (!read) return c.body(NO_FEED, 404, plain);
    if (read.reads > FEED_READS_PER_HOUR) {
      const wait = Math.max(1, Math.ceil((read.readsSince.getTime() + 3_600_000 - now.getTime()) / 1000));
      return c.body(TOO_OFTEN, 429, { ...plain, 'Retry-After': String(wait) });
    }
    return c.body(await feedCalendar(db, read.userId, now), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="neuronest.ics"',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    });
  });
}
