// Field rules more than one form shares: the profile's fields (shared/profile.ts) and the contact form (schemas/study.ts).
// A module of its own so that the contact page does not download the profile's description to check a phone number.
import * as z from 'zod';

/** Empty form fields arrive as '' and mean "not given". */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

export const phoneField = optional(
  z
    .string({ error: 'Enter a phone number.' })
    .trim()
    .regex(/^\+?[0-9 ()./-]{6,30}$/, 'Enter a phone number with digits, spaces and an optional + (for example +44 20 7946 0321).'),
);
