// The sign-in forms show the same words, so they live in src/shared.
export { DATABASE_UNAVAILABLE_MESSAGE } from '../../shared/service-messages';

export const BAD_VALUE_MESSAGE =
  'That request holds a value NeuroNest cannot store. Please check what you typed and try again.';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** PostgreSQL codes meaning the server is going away, not answering in time, or not set up yet. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57014', // query_canceled: the statement timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '3D000', // the database does not exist
  '42P01', // a table is missing: the schema is not there (yet)
  '3F000', // a schema is missing
]);

/** Messages of the pg driver, pg-pool and PGlite when the connection is lost, stalled or closed. */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /not queryable/i,
  /Cannot use a pool after calling end/i,
  /PGlite is clos(ed|ing)/i,
];

export type DatabaseFailure = 'unavailable' | 'bad-value';

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The error and every cause behind it (the ORM wraps the driver's error in its own). */
function chain(error: unknown): ErrorLike[] {
  const found: ErrorLike[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && found.length < 8) {
    found.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return found;
}

const sqlState = (e: ErrorLike) =>
  typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined;

/** Whether an error means the database is out of reach ('unavailable') or refused a value ('bad-value'). */
export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  for (const e of chain(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code)) return 'unavailable';
    const state = sqlState(e);
    if (state && (state.startsWith('08') || UNAVAILABLE_SQLSTATES.has(state))) return 'unavailable';
    // Class 22, data exception: a value the columns cannot hold (a NUL, an overlong text, a bad number).
    if (state?.startsWith('22')) return 'bad-value';
    if (
      typeof e.message === 'string' &&
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(e.message as string))
    ) {
      return 'unavailable';
    }
  }
  return null;
}

/**
 * An error as it may be logged. A database error's message and fields carry the query's values (ages,
 * conditions, places), so only its name and codes are kept; any other error is logged whole.
 */
export function loggableError(error: unknown): unknown {
  const causes = chain(error);
  const fromDatabase = causes.some(
    (e) => e.name === 'DrizzleQueryError' || sqlState(e) !== undefined || classifyDatabaseError(e) !== null,
  );
  if (!fromDatabase) return error;
  return {
    type: causes.map((e) => (typeof e.name === 'string' ? e.name : 'Error')).join(' < '),
    code: causes.map((e) => (typeof e.code === 'string' ? e.code : undefined)).find(Boolean),
    failure: classifyDatabaseError(error),
  };
}
