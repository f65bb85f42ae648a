// Field rules more than one form shares: the profile's fields (shared/profile.ts) and the contact form (schemas/study.ts).
// A module of its own so that the contact page does not download the profile's description to check a phone number.
import * as z from 'zod';
import { isAvailableLocale } from '../i18n/locales';

/** Empty form fields arrive as '' and mean "not given". */
/** Empty form fields arrive as '' and mean "none": `null` (a field left out stays left out, for `.optional()`). */
export const orNull = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema.nullable());

export const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

export const phoneField = optional(
  z
    .string({ error: 'Enter a phone number.' })
    .trim()
    .regex(/^\+?[0-9 ()./-]{6,30}$/, 'Enter a phone number with digits, spaces and an optional + (for example +44 20 7946 0321).'),
);

/** A language the site has a catalogue for (shared/i18n/locales.ts); whether it is enabled is the server's check. */
export const localeField = z
  .string({ error: 'Choose a language from the list.' })
  .refine((code) => isAvailableLocale(code), 'Choose a language from the list.');

/**
 * An IANA time zone ('Europe/Madrid'), as `Intl` knows it; stored in its canonical spelling. A name Intl does not
 * know is refused rather than stored, since every date on the person's pages and mails is formatted in it.
 */
export const timeZoneField = z
  .string({ error: 'Choose a time zone from the list.' })
  .max(64, 'Choose a time zone from the list.')
  .transform((zone, ctx) => {
    const canonical = canonicalTimeZone(zone);
    if (canonical === null) {
      ctx.addIssue({ code: 'custom', message: 'Choose a time zone from the list.' });
      return z.NEVER;
    }
    return canonical;
  });

/** The canonical name of an IANA time zone, or null when `Intl` does not know it. */
export function canonicalTimeZone(zone: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
