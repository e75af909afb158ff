import { describe, expect, it } from 'vitest';
import { classifyDatabaseError, loggableError } from './errors';

/** The ORM's wrapper around a driver error: its message lists the query's values. */
function wrapped(cause: Error & { code?: string }) {
  return Object.assign(
    new Error('Failed query: insert into "user_profiles" ...\nparams: Alice,47,Dyslexia'),
    {
      name: 'DrizzleQueryError',
      params: ['Alice', 47, 'Dyslexia'],
      cause,
    },
  );
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('classifyDatabaseError', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a connection timeout', new Error('timeout exceeded when trying to connect')],
    ['a silent connection', new Error('Query read timeout')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['the statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['a server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['a missing table', withCode('relation "user_profiles" does not exist', '42P01')],
    ['a closed embedded database', new Error('PGlite is closed')],
  ])('counts %s, however wrapped, as the database being unavailable', (_case, error) => {
    expect(classifyDatabaseError(error)).toBe('unavailable');
    expect(classifyDatabaseError(wrapped(error))).toBe('unavailable');
  });

  it('counts a value the columns cannot hold as a bad value', () => {
    expect(classifyDatabaseError(wrapped(withCode('invalid byte sequence', '22021')))).toBe('bad-value');
  });

  it('leaves other errors alone', () => {
    expect(classifyDatabaseError(new TypeError('x is undefined'))).toBeNull();
    expect(classifyDatabaseError(withCode('duplicate key', '23505'))).toBeNull();
  });
});

describe('loggableError', () => {
  it("keeps a database error's names and code, never its message or values", () => {
    const logged = JSON.stringify(loggableError(wrapped(withCode('relation does not exist', '42P01'))));
    expect(logged).toContain('42P01');
    expect(logged).toContain('DrizzleQueryError');
    expect(logged).not.toMatch(/Alice|Dyslexia|47|insert/);
  });

  it('keeps any other error whole, for debugging', () => {
    const error = new TypeError('x is undefined');
    expect(loggableError(error)).toBe(error);
  });
});
