// What every public form may add for the lead it makes (decision 0046): where the visit came from, the destination and
// the page's language. A module of its own, below the forms' schemas (auth, study, fit): shared/schemas/leads.ts
// builds on the auth schemas, so the registration form cannot import these from there without a cycle.
import * as z from 'zod';
import { SOURCE_FIELDS, SOURCE_MAX } from '../leads';
import { SLUG_PATTERN } from '../slug';
import { localeField } from './fields';

/** Where a visit came from: each part optional, text of at most SOURCE_MAX characters. */
export const sourceSchema = z.strictObject(
  Object.fromEntries(
    SOURCE_FIELDS.map((field) => [
      field,
      z
        .string({ error: `${field} must be text.` })
        .trim()
        .max(SOURCE_MAX, `Keep ${field} under ${SOURCE_MAX} characters.`)
        .optional(),
    ]),
  ) as Record<(typeof SOURCE_FIELDS)[number], z.ZodOptional<z.ZodString>>,
  { error: 'Send the source as an object of utm_source, utm_medium, utm_campaign, referrer and landing_path.' },
);

/** A country's address (slug), as a destination. Whether it exists is the server's check. */
export const destinationField = z
  .string({ error: 'Choose a destination from the list.' })
  .trim()
  .max(100, 'Choose a destination from the list.')
  .refine((v) => SLUG_PATTERN.test(v), 'Choose a destination from the list.');

/** What every public form may add for the lead it makes: the first touch, the destination and the page's language. */
export const leadFields = {
  source: sourceSchema.optional(),
  destination: destinationField.optional(),
  locale: localeField.optional().catch(undefined),
};
