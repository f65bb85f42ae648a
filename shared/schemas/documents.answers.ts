// The answers about students' documents: the student's own list, the review queue (decision 0041).
import * as z from 'zod';
import { DOCUMENT_KINDS } from '../documents';
import { count, day, id, named, paged, results, timestamp } from './answers';

const kinds = DOCUMENT_KINDS.map((k) => k.value) as [(typeof DOCUMENT_KINDS)[number]['value'], ...(typeof DOCUMENT_KINDS)[number]['value'][]];
export const documentKindSchema = z.enum(kinds);
export const documentStatusSchema = z.enum(['pending', 'approved', 'rejected']);

export const documentVersionSchema = named(
  'DocumentVersion',
  z.strictObject({ id: id(), version: z.int().positive(), original_name: z.string(), mime_type: z.string(), size: count(), sha256: z.string(), created_at: timestamp() }),
);

const studentDocument = {
  id: id(),
  kind: documentKindSchema,
  status: documentStatusSchema,
  rejection_reason: z.string().nullable(),
  reviewed_at: timestamp().nullable(),
  /** A passport's last valid day as staff recorded it (YYYY-MM-DD); null for other documents or when not recorded. */
  expires_on: day().nullable(),
  created_at: timestamp(),
  updated_at: timestamp(),
  /** The newest version (what a download gives). */
  current: documentVersionSchema,
  /** Every version, newest first. */
  versions: z.array(documentVersionSchema),
};
export const studentDocumentSchema = named('StudentDocument', z.strictObject(studentDocument));

export const adminDocumentSchema = named(
  'AdminDocument',
  z.strictObject({ ...studentDocument, user: z.strictObject({ id: id(), firstname: z.string(), lastname: z.string(), email: z.string() }), reviewed_by: z.string().nullable() }),
);
export const adminDocumentListSchema = named('AdminDocumentList', results(adminDocumentSchema));
export const pagedAdminDocumentsSchema = named('PagedAdminDocuments', paged(adminDocumentSchema));

export const accessLogEntrySchema = named(
  'AccessLogEntry',
  z.strictObject({
    id: id(),
    document_id: id(),
    kind: documentKindSchema,
    original_name: z.string().nullable(),
    version: z.int().positive().nullable(),
    action: z.enum(['download', 'preview']),
    by: z.string(),
    at: timestamp(),
  }),
);

export const documentsOverviewSchema = named(
  'DocumentsOverview',
  z.strictObject({
    results: z.array(studentDocumentSchema),
    used_bytes: count(),
    quota_bytes: count(),
    max_file_bytes: count(),
    access_log: z.array(accessLogEntrySchema),
  }),
);
