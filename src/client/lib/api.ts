import { hc } from 'hono/client';
import type { FeatureApi } from '../../server/api';
import type { mailboxRoutes } from '../../server/features/mailbox/routes';
import { refreshSession } from './session';

/** The typed client of every signed-in feature route. */
export const api = hc<FeatureApi>('/api');

/** The local outbox's route: outside the signed-in routes (it needs no session), so a client of its own. */
export const mailboxApi = hc<ReturnType<typeof mailboxRoutes>>('/api/mailbox');

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
  }
}

/** What a failed request says when the server gave no message of its own (or could not be reached). */
export const FALLBACK = 'Something went wrong. Please check your connection and try again.';

/** What a request says when the device has no connection (decision 101). */
export const OFFLINE = 'You are offline. This needs a connection: please try again when you are back online.';

/** Returns the JSON of a successful response, or throws an ApiRequestError with the server's plain message. */
export async function unwrap<T>(
  request: Promise<{ ok: boolean; status: number; json(): Promise<T> }>,
): Promise<T> {
  return (await answered(request)).json();
}

/**
 * Returns a successful response as it is (a file to save, decision 156), or throws the ApiRequestError that
 * `unwrap` would.
 */
export async function answered<R extends { ok: boolean; status: number; json(): Promise<unknown> }>(
  request: Promise<R>,
): Promise<R> {
  let res;
  try {
    res = await request;
  } catch {
    if (typeof navigator !== 'undefined' && !navigator.onLine)
      throw new ApiRequestError(OFFLINE, 0, 'offline');
    throw new ApiRequestError(FALLBACK, 0, 'network_error');
  }
  if (res.ok) return res;
  // The session ended (expired, or signed out elsewhere): re-check it, so the guards take the user to sign-in.
  if (res.status === 401) void refreshSession();
  const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  throw new ApiRequestError(body?.error?.message ?? FALLBACK, res.status, body?.error?.code ?? 'unknown');
}
