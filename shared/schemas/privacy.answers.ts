// The answer of a student's request to delete their account (decision 0041).
import * as z from 'zod';
import { named, timestamp } from './answers';

/** DELETE /api/account → 202. */
export const deletionRequestedSchema = named(
  'DeletionRequested',
  z.strictObject({
    status: z.string(),
    /** ISO time: the account is erased after this unless restored. */
    delete_after: timestamp(),
  }),
);
