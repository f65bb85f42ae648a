// Profile and account fields: the profile form, the admin forms and `npm run user:create` share these rules.
import * as z from 'zod';
import { COUNTRIES } from '../countries';
import { QUALIFICATIONS, STUDY_LEVELS } from '../options';
import { ROLES } from '../types';
import { emailField, nameField, PASSWORD_MAX, passwordField } from './auth';
import { isoDate } from './dates';

/** Empty form fields arrive as '' and mean "not given". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

const values = <T extends ReadonlyArray<{ value: string }>>(options: T) => options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]];

export const profileFields = {
  phone: optional(
    z
      .string({ error: 'Enter a phone number.' })
      .trim()
      .regex(/^\+?[0-9 ()./-]{6,30}$/, 'Enter a phone number with digits, spaces and an optional + (for example +44 20 7946 0321).'),
  ),
  date_of_birth: optional(
    isoDate().refine((v) => {
      const age = (Date.now() - Date.parse(`${v}T00:00:00Z`)) / (365.25 * 24 * 3600 * 1000);
      return age >= 13 && age <= 100;
    }, 'Enter a date of birth for someone aged 13 to 100.'),
  ),
  nationality: optional(z.enum(COUNTRIES as [string, ...string[]], { error: 'Choose a country from the list.' })),
  country_of_residence: optional(z.enum(COUNTRIES as [string, ...string[]], { error: 'Choose a country from the list.' })),
  highest_qualification: optional(z.enum(values(QUALIFICATIONS), { error: 'Choose a qualification from the list.' })),
  intended_level: optional(z.enum(values(STUDY_LEVELS), { error: 'Choose a level from the list.' })),
  preferred_destinations: z
    .array(z.string().regex(/^[a-z0-9-]{1,80}$/, 'Choose destinations from the list.'), { error: 'Choose destinations from the list.' })
    .max(8, 'Choose at most 8 destinations.')
    .refine((list) => new Set(list).size === list.length, 'Each destination once, please.')
    .optional()
    .default([]),
  intended_start: optional(
    z
      .string({ error: 'Enter a month.' })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM.')
      .refine((v) => {
        const year = Number(v.slice(0, 4));
        const now = new Date().getUTCFullYear();
        return year >= now - 1 && year <= now + 6;
      }, 'Choose a start within the next few years.'),
  ),
};

export const profileSchema = z.object({
  firstname: nameField('first name'),
  lastname: nameField('last name'),
  email: emailField,
  /** Needed (for an account with a password) when `email` differs from the account's. */
  current_password: z.string({ error: 'Enter your current password.' }).max(PASSWORD_MAX).optional(),
  ...profileFields,
});
export type ProfileInput = z.input<typeof profileSchema>;

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

/** Admin: edit a user's details and role. */
export const adminUpdateUserSchema = profileSchema.omit({ current_password: true }).extend({ role: roleField });
