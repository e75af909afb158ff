import { validator } from 'hono/validator';
import { z } from 'zod';
import { ApiError, describeZodError, notFound } from './errors';

/** Parses the JSON body with a shared zod schema; a bad body is a 400 with a plain message. */
export const jsonBody = <T extends z.ZodType>(schema: T) =>
  validator('json', (value): z.output<T> => {
    const result = schema.safeParse(value);
    if (!result.success) throw new ApiError(400, 'invalid_request', describeZodError(result.error));
    return result.data;
  });

/** Parses the query string with a shared zod schema, as jsonBody does the body. */
export const queryParams = <T extends z.ZodType>(schema: T) =>
  validator('query', (value): z.output<T> => {
    const result = schema.safeParse(value);
    if (!result.success) throw new ApiError(400, 'invalid_request', describeZodError(result.error));
    return result.data;
  });

// Any id shaped like the uuid columns' (8-4-4-4-12 hex), whatever its version: the database decides the rest.
const rowId = z.guid();

/**
 * The `:id` of a route that names one of the user's rows, as `c.req.valid('param').id`. A malformed id names
 * nothing that exists: the same 404 as a missing or someone else's row (`what` names it: 'That card'), never a
 * database error. It comes after `jsonBody`, so a bad body is a 400 whatever the id.
 */
export const idParam = (what: string) =>
  validator('param', (value: Record<string, string>): { id: string } => {
    const result = rowId.safeParse(value['id']);
    if (!result.success) throw notFound(what);
    return { id: result.data };
  });
