// Document fields: the upload form and the review form share these with the server.
import * as z from 'zod';
import { DOCUMENT_KINDS } from '../documents';
import { listQuerySchema } from './lists';

const kinds = DOCUMENT_KINDS.map((k) => k.value) as [string, ...string[]];

export const uploadFieldsSchema = z.object({
  kind: z.enum(kinds, { error: 'Choose what kind of document this is.' }),
});

export const rejectSchema = z.object({
  reason: z
    .string({ error: 'Tell the student why, so they can fix it.' })
    .trim()
    .min(3, 'Tell the student why, so they can fix it.')
    .max(1000, 'Keep the reason under 1000 characters.'),
});

/** Which version to open: the newest unless `?version=n`. */
export const versionQuerySchema = z.object({
  version: z.coerce.number({ error: 'The version is a number.' }).int().min(1).max(100_000).optional(),
});

export const documentQueueQuerySchema = listQuerySchema(['uploaded'] as const, 'uploaded').extend({
  status: z.enum(['pending', 'approved', 'rejected', ''], { error: 'Filter by pending, approved or rejected.' }).optional().default('pending'),
});
