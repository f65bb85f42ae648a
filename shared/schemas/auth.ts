// Sign-in, registration and password schemas: the same checks run in the browser form and on the server body.
import * as z from 'zod';
import { localeField, timeZoneField } from './fields';
import { leadFields } from './lead-fields';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailField = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email({ error: 'Enter a valid e-mail address.' }));

/**
 * Characters no name holds: control characters, and the bidi overrides and isolates that make text display in another
 * order than it is stored (a name that reads one way in a list and another in a mail). The zero-width joiners stay
 * allowed: Persian and Indic names need them.
 */
const NOT_IN_NAMES = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** A name from elsewhere (a provider's profile) with those characters taken out, and its spaces tidied. */
export const cleanName = (value: string) => value.replace(new RegExp(NOT_IN_NAMES.source, 'gu'), ' ').replace(/\s+/g, ' ').trim();

/** A name a person types (theirs or someone else's): trimmed, within `max`, with no control or bidi override. */
export const personNameField = (required: string, max: number, tooLong = `Keep it under ${max} characters.`) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((value) => !NOT_IN_NAMES.test(value), 'Use letters, spaces and punctuation only: no control or direction characters.');

export const nameField = (label: string) => personNameField(`Enter your ${label}.`, 100, `Your ${label} must be at most 100 characters.`);

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
    /**
     * The page's language and the browser's time zone, for the account's mails and dates. The form sends them
     * without the person choosing: one the site does not know is left out (the defaults), never refused.
     */
    locale: localeField.optional().catch(undefined),
    time_zone: timeZoneField.optional().catch(undefined),
    /** Where the visit came from and the destination asked about: the lead's, once the link is followed (decision 0046). */
    source: leadFields.source,
    destination: leadFields.destination,
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

/**
 * DELETE /api/settings/mfa: the password, or a code. Which is needed is the server's to say: an account without a
 * password proves itself through its provider instead (sudo mode), and may add a code.
 */
export const mfaDisableSchema = z.object({
  password: z.string({ error: 'Enter your password.' }).max(PASSWORD_MAX).optional(),
  code: z.string({ error: 'Enter a code.' }).trim().max(40, 'That is not a code.').optional(),
});

/** How long a sign-in with the provider proves, for sensitive changes, who an account without a password belongs to. */
export const REAUTH_WINDOW_MINUTES = 10;

/** Sudo mode's body: the current password, from an account that has one (one without proves itself through its provider). */
export const sudoSchema = z.object({
  current_password: z.string({ error: 'Enter your current password.' }).max(PASSWORD_MAX, `Passwords are at most ${PASSWORD_MAX} characters.`).optional(),
});

/** POST /api/oauth/<provider>: a sign-in, or (signed in) proving again who you are before a sensitive change. */
export const oauthStartSchema = z.object({
  intent: z.enum(['signin', 'reauth'], { error: 'The intent is signin or reauth.' }).optional().default('signin'),
  /** The language of the page the sign-in started on: an account made by this trip gets it (one not known: the default). */
  locale: localeField.optional().catch(undefined),
});
export type OAuthIntent = z.output<typeof oauthStartSchema>['intent'];
