import { z } from './zod';

export const deleteAccountSchema = z.object({
  confirmEmail: z
    .string({ error: 'Please type your e-mail address to confirm.' })
    .trim()
    .min(1, 'Please type your e-mail address to confirm.'),
});

export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
