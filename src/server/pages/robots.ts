import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

/** Search engines may list the public pages; nothing behind sign-in, and never the API or the mailbox. */
const ROBOTS_TXT = `User-agent: *
Disallow: /api/
Disallow: /mailbox
Disallow: /auth/
Disallow: /dashboard
Disallow: /settings
Disallow: /onboarding
Disallow: /tools/

`;

export function robotsRoute() {
  return new Hono<AppEnv>().get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.text(ROBOTS_TXT);
  });
}
