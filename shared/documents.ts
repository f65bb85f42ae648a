// Student documents: the kinds a university application needs, and what travels over the wire.

/** `label` heads a list or a field; `noun` goes inside a sentence ("Your English test result has been approved"). */
export const DOCUMENT_KINDS = [
  { value: 'passport', label: 'Passport', noun: 'passport' },
  { value: 'transcript', label: 'Academic transcript', noun: 'academic transcript' },
  { value: 'degree', label: 'Degree certificate', noun: 'degree certificate' },
  { value: 'english-test', label: 'English test result', noun: 'English test result' },
  { value: 'cv', label: 'CV', noun: 'CV' },
  { value: 'personal-statement', label: 'Personal statement', noun: 'personal statement' },
  { value: 'reference', label: 'Reference letter', noun: 'reference letter' },
  { value: 'financial', label: 'Financial evidence', noun: 'financial evidence' },
  { value: 'other', label: 'Other', noun: 'document' },
] as const;

export type DocumentKind = (typeof DOCUMENT_KINDS)[number]['value'];
export type DocumentStatus = 'pending' | 'approved' | 'rejected';

/** The real types we accept, read from the file's bytes (never from its name or declared type). */
export const ALLOWED_DOCUMENT_TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (DOCX)',
};

export const PREVIEWABLE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

export interface DocumentVersion {
  id: number;
  version: number;
  original_name: string;
  mime_type: string;
  size: number;
  sha256: string;
  created_at: string;
}

export interface StudentDocument {
  id: number;
  kind: DocumentKind;
  status: DocumentStatus;
  rejection_reason: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
  /** The newest version (what a download gives). */
  current: DocumentVersion;
  /** Every version, newest first. */
  versions: DocumentVersion[];
}

export interface AdminDocument extends StudentDocument {
  user: { id: number; firstname: string; lastname: string; email: string };
  reviewed_by: string | null;
}

export interface AccessLogEntry {
  id: number;
  document_id: number;
  kind: DocumentKind;
  original_name: string | null;
  version: number | null;
  action: 'download' | 'preview';
  by: string;
  at: string;
}

export interface DocumentsOverview {
  results: StudentDocument[];
  used_bytes: number;
  quota_bytes: number;
  max_file_bytes: number;
  access_log: AccessLogEntry[];
}

export const kindLabel = (kind: string) => DOCUMENT_KINDS.find((k) => k.value === kind)?.label ?? kind;
export const kindNoun = (kind: string) => DOCUMENT_KINDS.find((k) => k.value === kind)?.noun ?? kind;
