// The publishing part of a record's form, the same for every kind that has one (decision 0035): draft or published,
// and when (empty: now, when it is published).
import * as z from 'zod';

export const PUBLISH_STATUSES = ['draft', 'published'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

export const publishingSchema = (defaultStatus: PublishStatus) =>
  z.object({
    status: z.enum(PUBLISH_STATUSES, { error: 'Choose draft or published.' }).optional().default(defaultStatus),
    published_at: z
      .preprocess((v) => (v === '' || v === undefined ? null : v), z.iso.datetime({ offset: true, local: true, error: 'Enter a date and time.' }).nullable())
      .optional()
      .default(null),
  });
