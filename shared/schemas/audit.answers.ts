// The audit log's answer (decision 0041).
import * as z from 'zod';
import { AUDIT_ACTION_NAMES, type AuditTargetType } from '../audit';
import { id, keyedPage, named, timestamp } from './answers';

const TARGET_TYPES = ['user', 'document', 'image', 'widget', 'service', 'post', 'testimonial', 'gallery', 'country', 'institution', 'message', 'application', 'setting', 'consultation', 'lead', 'task', 'agreement', 'receivable'] as const satisfies readonly AuditTargetType[];
/** Every target type of shared/audit.ts is in the list (the `satisfies` above checks the other way). */
const allTargetTypes: Exclude<AuditTargetType, (typeof TARGET_TYPES)[number]> extends never ? true : false = true;
void allTargetTypes;

/** One entry as GET /api/admin/audit answers it. */
export const auditEntrySchema = named(
  'AuditEntry',
  z.strictObject({
    id: id(),
    at: timestamp(),
    actor: z.strictObject({ id: z.int(), name: z.string() }),
    action: z.enum(AUDIT_ACTION_NAMES),
    target_type: z.enum(TARGET_TYPES),
    /** The record's id; null when the change concerns a whole list (a new order). */
    target_id: z.int().nullable(),
    summary: z.string(),
    /** The client's address as the server saw it (behind a trusted proxy, the forwarded one); null when unknown. */
    ip: z.string().nullable(),
  }),
);
export const pagedAuditEntriesSchema = named('PagedAuditEntries', keyedPage(auditEntrySchema));
