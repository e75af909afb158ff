import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import {
  BAD_VALUE_MESSAGE,
  classifyDatabaseError,
  DATABASE_UNAVAILABLE_MESSAGE,
  loggableError,
} from '../db/errors';
import type { AppEnv } from './env';

/** Seconds a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER = '30';

/** An error whose message is written for the person using the app, with any headers its answer needs. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'That item') =>
  new ApiError(404, 'not_found', `${what} was not found. It may have been deleted.`);

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(errorBody(error.code, error.message), error.status);
  }
  if (error instanceof ZodError) {
    return c.json(errorBody('invalid_request', describeZodError(error)), 400);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    if (status === 413) {
      c.header('Connection', 'close');
      return c.json(errorBody('too_large', 'That request is too large. The limit is 1 MB.'), 413);
    }
    if (status < 500) {
      return c.json(
        errorBody('bad_request', error.message || 'That request could not be understood.'),
        status,
      );
    }
  }
  const failure = classifyDatabaseError(error);
  if (failure === 'unavailable') {
    c.var.logger.error({ err: loggableError(error) }, 'database unavailable');
    c.header('Retry-After', DATABASE_RETRY_AFTER);
    return c.json(errorBody('database_unavailable', DATABASE_UNAVAILABLE_MESSAGE), 503);
  }
  if (failure === 'bad-value') {
    c.var.logger.warn({ err: loggableError(error) }, 'the database refused a value');
    return c.json(errorBody('invalid_request', BAD_VALUE_MESSAGE), 400);
  }
  c.var.logger.error({ err: loggableError(error) }, 'unhandled error');
  return c.json(
    errorBody('internal_error', 'Something went wrong on our side. Please try again in a moment.'),
    500,
  );
}

export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'That request is not valid.';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}
