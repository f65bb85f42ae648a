// DELETE /api/account: the password, or the word DELETE for an account without one (which one applies is the
// server's to say: it knows whether the account has a password).
import * as z from 'zod';
import { PASSWORD_MAX } from './auth';

export const deleteAccountSchema = z.object({
  password: z.string({ error: 'Enter your password.' }).max(PASSWORD_MAX, `Passwords are at most ${PASSWORD_MAX} characters.`).optional(),
  confirm: z.string({ error: 'Type DELETE to confirm.' }).max(20, 'Type DELETE to confirm.').optional(),
});

export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
