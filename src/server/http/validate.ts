import { validator } from 'hono/validator';
import type { z } from 'zod';
import { ApiError, describeZodError } from './errors';

/** Parses the JSON body with a shared zod schema; a bad body is a 400 with a plain message. */
export const jsonBody = <T extends z.ZodType>(schema: T) =>
  validator('json', (value): z.output<T> => {
    const result = schema.safeParse(value);
    if (!result.success) throw new ApiError(400, 'invalid_request', describeZodError(result.error));
    return result.data;
  });
