// Account schemas: the admin forms and `npm run user:create` share these rules. The profile form's and the admin's
// user form's are made from the profile's description (shared/profile.ts, decision 0042).
import * as z from 'zod';
import { ROLES } from '../types';
import { emailField, nameField, passwordField } from './auth';

export const roleField = z.enum(ROLES, { error: `The role must be one of: ${ROLES.join(', ')}.` });

/** What `npm run user:create` accepts. */
export const createUserSchema = z.object({
  email: emailField,
  password: passwordField,
  firstname: nameField('first name'),
  lastname: nameField('last name'),
  role: roleField.default('user'),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** Admin: add a user. */
export const adminCreateUserSchema = createUserSchema
  .extend({ password_confirmation: z.string({ error: 'Type the password again.' }) })
  .superRefine((value, ctx) => {
    if (value.password !== value.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'The two passwords do not match.' });
    }
  });
