// DELETE /api/account: the password; an account without one proves itself through a recent sign-in with its provider
// instead (sudo mode: the server says which applies, as it knows whether the account has a password).
import * as z from 'zod';
import { PASSWORD_MAX } from './auth';

export const deleteAccountSchema = z.object({
  password: z.string({ error: 'Enter your password.' }).max(PASSWORD_MAX, `Passwords are at most ${PASSWORD_MAX} characters.`).optional(),
});

export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
