// Sign-in, registration and password schemas: the same checks run in the browser form and on the server body.
import * as z from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailField = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email({ error: 'Enter a valid e-mail address.' }));

export const nameField = (label: string) =>
  z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(100, `Your ${label} must be at most 100 characters.`);

/** Length only (no composition rules); the server also refuses common passwords. */
export const passwordField = z
  .string({ error: 'Enter a password.' })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

const confirmation = z.string({ error: 'Type the password again.' }).max(PASSWORD_MAX);

function passwordsMatch<T extends { password: string; password_confirmation: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'The two passwords do not match.' });
  }
}

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(PASSWORD_MAX, `Passwords are at most ${PASSWORD_MAX} characters.`),
  remember: z.boolean({ error: 'Remember me must be true or false.' }).optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

/** POST /api/register. `terms` records consent; the contract's callers may leave it out. */
export const registerSchema = z
  .object({
    firstname: nameField('first name'),
    lastname: nameField('last name'),
    email: emailField,
    password: passwordField,
    password_confirmation: confirmation,
    terms: z.boolean({ error: 'Consent must be true or false.' }).optional(),
    /** Where the new account's checklist starts: the fit check's top countries (slugs of visible study countries). */
    preferred_destinations: z
      .array(z.unknown(), { error: 'Send the preferred destinations as a list of country addresses.' })
      .max(3, 'Choose at most 3 destinations.')
      // Every mistake is on the field itself (not on an item of it), as the form shows it.
      .superRefine((list, ctx) => {
        if (list.some((slug) => typeof slug !== 'string' || !/^[a-z0-9-]{1,80}$/.test(slug))) ctx.addIssue({ code: 'custom', message: 'Choose destinations from the list.' });
        else if (new Set(list).size !== list.length) ctx.addIssue({ code: 'custom', message: 'Each destination once, please.' });
      })
      .transform((list) => list as string[])
      .optional(),
  })
  .superRefine(passwordsMatch);
export type RegisterInput = z.input<typeof registerSchema>;

/** The registration form: consent to the terms and the privacy policy is required. */
export const registerFormSchema = registerSchema.and(
  z.object({ terms: z.literal(true, { error: 'Please accept the terms of use and the privacy policy.' }) }),
);

export const passwordEmailSchema = z.object({ email: emailField });

export const passwordResetSchema = z
  .object({
    token: z.string({ error: 'The reset link is incomplete.' }).min(1, 'The reset link is incomplete.').max(200),
    email: emailField,
    password: passwordField,
    password_confirmation: confirmation,
  })
  .superRefine(passwordsMatch);

export const changePasswordSchema = z
  .object({
    current_password: z.string({ error: 'Enter your current password.' }).max(PASSWORD_MAX).optional(),
    password: passwordField,
    password_confirmation: confirmation,
  })
  .superRefine(passwordsMatch);

/** A one-time link's token (e-mail verification and confirmation). */
export const emailTokenSchema = z.object({
  token: z.string({ error: 'The link is incomplete.' }).trim().min(1, 'The link is incomplete.').max(200, 'The link is not valid.'),
});

/** POST /api/email/resend: the same answer for every address. */
export const resendVerificationSchema = z.object({ email: emailField });

/** A code from an authenticator app: six digits (spaces allowed, as apps show them). */
export const totpCodeField = z
  .string({ error: 'Enter the 6-digit code from your app.' })
  .trim()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your app.'));

export const recoveryCodeField = z
  .string({ error: 'Enter one of your recovery codes.' })
  .trim()
  .min(1, 'Enter one of your recovery codes.')
  .max(40, 'That is not a recovery code.');

/** POST /api/login/mfa: the second step, with a code or a recovery code. */
export const mfaLoginSchema = z
  .object({
    mfa_token: z.string({ error: 'Start the sign-in again.' }).min(1, 'Start the sign-in again.').max(200, 'Start the sign-in again.'),
    code: totpCodeField.optional(),
    recovery_code: recoveryCodeField.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.code === undefined && value.recovery_code === undefined) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'Enter the 6-digit code from your app.' });
    }
  });
export type MfaLoginInput = z.input<typeof mfaLoginSchema>;

/** POST /api/settings/mfa/confirm. */
export const mfaConfirmSchema = z.object({ code: totpCodeField });

/** DELETE /api/settings/mfa: the password, or a code (an account without a password has only that). */
export const mfaDisableSchema = z
  .object({
    password: z.string({ error: 'Enter your password.' }).max(PASSWORD_MAX).optional(),
    code: z.string({ error: 'Enter a code.' }).trim().max(40, 'That is not a code.').optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.password && !value.code) ctx.addIssue({ code: 'custom', path: ['password'], message: 'Enter your password, or a code from your app.' });
  });
