import type { Profile } from './profile-choices';
import type { Settings } from './settings';

/**
 * What the server writes into an app page for a signed-in person (decision 055): the session's user, their
 * settings and profile, as the API would answer them, so the first render needs no API round trip.
 */
export interface FirstData {
  user: { id: string; email: string; name: string; createdAt: string };
  settings: Settings;
  profile: Profile;
}

/** The id of the `<script type="application/json">` element that carries it. */
export const FIRST_DATA_ID = 'first-data';

/** The JSON for an inline script: `<` written as `\u003c`, so stored text can never close the script. */
export function firstDataJson(data: FirstData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
