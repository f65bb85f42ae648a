// The audit log's query: a search, who, what, and a page (newest first, always).
import * as z from 'zod';
import { AUDIT_ACTION_NAMES } from '../audit';
import { keyFields, pageFields } from './lists';

export const auditQuerySchema = z.object({
  q: z.string({ error: 'Search for a text.' }).trim().max(100, 'Search for at most 100 characters.').optional().default(''),
  actor_id: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: 'actor_id is a user id.' }).int('actor_id is a user id.').min(1, 'actor_id is a user id.').max(Number.MAX_SAFE_INTEGER, 'actor_id is a user id.').optional(),
  ),
  action: z.enum(['', ...AUDIT_ACTION_NAMES], { error: 'Filter by one of the actions of the log.' }).optional().default(''),
  ...pageFields,
  ...keyFields,
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
