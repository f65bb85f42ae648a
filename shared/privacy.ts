// Privacy: the student's own data to take away, their account's erasure on request, and how long documents are kept.
// Read by the server and the client.
import type * as z from 'zod';
import type { AccessLogEntry, StudentDocument } from './documents';
import type { deletionRequestedSchema } from './schemas/privacy.answers';
import type { User } from './types';

/** A student whose documents are about to be erased for inactivity is warned this many days before. */
export const RETENTION_WARNING_DAYS = 30;

/** The periods the privacy policy states, from the site's settings. */
export interface PrivacyPeriods {
  /** Days between a deletion request and the erasure. */
  deletion_grace_days: number;
  /** Days without a sign-in after which a student's documents are erased. */
  document_retention_days: number;
  /** Days before that erasure that the warning mail goes out. */
  retention_warning_days: number;
}

/** DELETE /api/account → 202 (shared/schemas/privacy.answers.ts). */
export type DeletionRequested = z.infer<typeof deletionRequestedSchema>;

/** A version inside the export: where its bytes are in the zip. */
export interface ExportedVersion {
  version: number;
  original_name: string;
  mime_type: string;
  size: number;
  sha256: string;
  created_at: string;
  /** The path of its file inside the zip (`documents/…`); null when the stored file could not be found. */
  file: string | null;
  /** Why the file is not in the zip, when it is not. */
  missing?: string;
}

export interface ExportedDocument extends Omit<StudentDocument, 'current' | 'versions'> {
  versions: ExportedVersion[];
  access_log: AccessLogEntry[];
}

/** `account.json` in the zip of GET /api/account/export. */
export interface AccountExport {
  exported_at: string;
  profile: User & { last_login_at: string | null; updated_at: string };
  consents: { terms_accepted_at: string | null };
  documents: ExportedDocument[];
  applications: unknown[];
  messages: unknown[];
  /** The student's lead (decision 0046): where they came from, its timeline (oldest first) and consultations; null without one. */
  lead: unknown;
  /** The student's plan from offer to arrival as they read it, and their advisers' tasks (decision 0047). */
  plan: unknown;
}
