// Inputs the API reads that no form of the browser's parses: the public reads' query strings and the admin's edit of a
// user (details and/or adviser). The handlers read these themselves; the schemas describe them for the API table and
// its OpenAPI document (decision 0041), in a module of their own so that no page bundles them.
import * as z from 'zod';
import { adminUpdateUserSchema } from '../profile';

/** `?preview`: an admin also sees drafts and records scheduled for later (decision 0035); anyone else is answered as a visitor. */
const preview = z.string().optional();

/**
 * `?locale=xx`: the content in that enabled locale, each record whole or in the default's text with `fallback: true`
 * (decision 0045); an unknown or disabled locale is the default.
 */
export const locale = z.string().optional();

/** A public read's `?locale`. */
export const localeQuerySchema = z.object({ locale });

export const previewQuerySchema = z.object({ preview, locale });

/** GET /api/widgets: the names, comma-separated. */
export const widgetNamesQuerySchema = z.object({ names: z.string().min(1), locale });

/** GET /api/services: one audience, or both. */
export const servicesQuerySchema = z.object({ audience: z.enum(['students', 'institutions']).optional(), preview, locale });

/** GET /api/institutions: one country's (its slug), or all. */
export const institutionsQuerySchema = z.object({ country: z.string().optional(), locale });

/** An adviser's id, or null for none (only students have one; decision 0031). */
const adviserId = z.union([z.int().positive(), z.string().regex(/^\d{1,15}$/), z.literal(''), z.null()]);

/**
 * An adviser's destinations (decision 0046): country addresses, each once. Whether each is a study country is the
 * server's check (a 422 on `destinations`).
 */
export const adviserDestinationsField = z
  .array(z.string({ error: 'Choose destinations from the study countries.' }).trim().min(1, 'Choose destinations from the study countries.').max(100, 'Choose destinations from the study countries.'), {
    error: 'Send the destinations as a list of country addresses.',
  })
  .max(50, 'Choose at most 50 destinations.')
  .refine((list) => new Set(list).size === list.length, 'Each destination once, please.');

/**
 * PATCH /api/admin/users/<id>: the whole form (details and role), with or without `adviser_id` and `destinations`; or
 * `adviser_id` and/or `destinations` alone, which change only those.
 */
export const adminUserPatchSchema = z.union([
  adminUpdateUserSchema.extend({ adviser_id: adviserId.optional(), destinations: adviserDestinationsField.optional() }),
  z.object({ adviser_id: adviserId.optional(), destinations: adviserDestinationsField.optional() }),
]);
