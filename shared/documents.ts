// Student documents: the kinds a university application needs, and what travels over the wire (the shapes read from
// their answer schemas, shared/schemas/documents.answers.ts, decision 0041).
import type * as z from 'zod';
import type { accessLogEntrySchema, adminDocumentSchema, documentsOverviewSchema, documentVersionSchema, studentDocumentSchema } from './schemas/documents.answers';

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

export type DocumentVersion = z.infer<typeof documentVersionSchema>;
export type StudentDocument = z.infer<typeof studentDocumentSchema>;
export type AdminDocument = z.infer<typeof adminDocumentSchema>;
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;
export type DocumentsOverview = z.infer<typeof documentsOverviewSchema>;

export const kindLabel = (kind: string) => DOCUMENT_KINDS.find((k) => k.value === kind)?.label ?? kind;
export const kindNoun = (kind: string) => DOCUMENT_KINDS.find((k) => k.value === kind)?.noun ?? kind;
