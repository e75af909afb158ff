import { z } from './zod';

/** How recent a sign-in must be to stand in for the password, on an account that has none (decision 074). */
export const FRESH_SIGN_IN_MINUTES = 5;

/** What the server says when an account action needs the person to prove it is them (decision 074). */
export const PROOF_MESSAGES = {
  passwordNeeded: 'Please enter your current password.',
  wrongPassword: 'Your current password is not right. Please try again.',
  signInAgain: `Your account has no password, so we check that it is you by a fresh sign-in. Please sign out, sign in again with a sign-in link, then try again within ${FRESH_SIGN_IN_MINUTES} minutes.`,
} as const;

/** The current password, when the account has one; none when it has none (a fresh sign-in then counts). */
const currentPassword = z.lazy(() => z.string().max(128).optional());

export const deleteAccountSchema = z.lazy(() =>
  z.object({
    confirmEmail: z
      .string({ error: 'Please type your e-mail address to confirm.' })
      .trim()
      .min(1, 'Please type your e-mail address to confirm.'),
    currentPassword,
  }),
);

export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const exportDataSchema = z.lazy(() => z.object({ currentPassword }));

export const undoEmailChangeSchema = z.lazy(() =>
  z.object({
    token: z.string({ error: 'This link is not complete.' }).min(1, 'This link is not complete.').max(200),
  }),
);
