import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { AppEnv } from './env';

/** An error whose message is written for the person using the app. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
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
    return c.json(errorBody(error.code, error.message), error.status);
  }
  if (error instanceof ZodError) {
    return c.json(errorBody('invalid_request', describeZodError(error)), 400);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    if (status === 413) {
      return c.json(errorBody('too_large', 'That request is too large. The limit is 1 MB.'), 413);
    }
    if (status < 500) {
      return c.json(
        errorBody('bad_request', error.message || 'That request could not be understood.'),
        status,
      );
    }
  }
  c.var.logger.error({ err: error }, 'unhandled error');
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
