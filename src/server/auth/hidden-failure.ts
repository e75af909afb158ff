import { AsyncLocalStorage } from 'node:async_hooks';
import { classifyDatabaseError } from '../db/errors';

/**
 * The auth library logs the real cause of a failure (often the database being away) and then answers with
 * a generic 500 of its own. Each call into it records the first error it logs, so the app can still answer
 * such a failure as what it is: a 503 while the database cannot be reached.
 */
const failures = new AsyncLocalStorage<{ error?: unknown }>();

/** Called by the library's logger with every error it reports. */
export function recordLibraryFailure(error: unknown) {
  const record = failures.getStore();
  if (record && record.error === undefined) record.error = error;
}

/**
 * Runs a call into the auth library. When it fails (throws, or `failed` says its answer is a failure) and the
 * error it logged meant the database is unavailable, that error is thrown instead, for the app's handler.
 */
export async function revealDatabaseFailure<T>(
  work: () => Promise<T>,
  failed: (result: T) => boolean,
): Promise<T> {
  const record: { error?: unknown } = {};
  const unavailable = () =>
    classifyDatabaseError(record.error) === 'unavailable' ? record.error : undefined;
  let result: T;
  try {
    result = await failures.run(record, work);
  } catch (error) {
    throw unavailable() ?? error;
  }
  const cause = failed(result) ? unavailable() : undefined;
  if (cause) throw cause;
  return result;
}
