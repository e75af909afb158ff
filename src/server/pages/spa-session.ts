import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import { readProfile } from '../features/profile/queries';
import { readSettings } from '../features/settings/queries';
import type { FirstData } from '../../shared/first-data';

/** What a page request learns from its session: who it is, and what their first render needs. */
export interface PageSession {
  data: FirstData;
  /** The session's renewed cookies, to go back with the page. */
  setCookies: string[];
}

/**
 * The session of a page request, with the person's settings and profile. Asks the database, not the cookie
 * cache: a page opened after a sign-out on another device must not show that person's data. Null when the
 * request has no live session, or the database cannot be reached (the page then loads them as before).
 */
export function pageSession(auth: Auth, db: Database) {
  return async (request: Request): Promise<PageSession | null> => {
    // Most first visits carry no session cookie: no database query for them.
    if (!request.headers.get('cookie')?.includes('session_token')) return null;
    try {
      const { headers, response } = await auth.api.getSession({
        headers: request.headers,
        query: { disableCookieCache: true },
        returnHeaders: true,
      });
      if (!response) return null;
      const { id, email, name, createdAt } = response.user;
      const [settings, profile] = await Promise.all([readSettings(db, id), readProfile(db, id)]);
      return {
        data: { user: { id, email, name, createdAt: createdAt.toISOString() }, settings, profile },
        setCookies: headers.getSetCookie(),
      };
    } catch {
      return null;
    }
  };
}
