import { z } from './zod';

/** The longest name anyone can give: the account name and the profile's full name share it. */
export const NAME_MAX_LENGTH = 100;

export const NAME_TOO_LONG = `Name can be at most ${NAME_MAX_LENGTH} characters.`;

/**
 * The fields of the account itself that sign-up, the magic link and update-user accept. The session carries
 * them on every request, so none may grow without bound.
 */
export const accountFieldsSchema = z.lazy(() =>
  z
    .object({
      name: z.string({ error: 'Name must be text.' }).max(NAME_MAX_LENGTH, NAME_TOO_LONG).optional(),
      image: z
        .string({ error: 'Picture must be a web address.' })
        .max(2048, 'Picture address can be at most 2,048 characters.')
        .nullable()
        .optional(),
    })
    .loose(),
);
