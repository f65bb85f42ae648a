// Study destinations, the institutions in them, the documents each asks for, and the contact desk.
// The record shapes are read from their answer schemas (shared/schemas/study.answers.ts, decision 0041).
import type * as z from 'zod';
import type { DocumentStatus } from './documents';
import type {
  checklistItemSchema,
  checklistSchema,
  contactMessageSchema,
  countryPageSchema,
  countrySchema,
  countrySummarySchema,
  institutionSchema,
  requiredDocumentSchema,
} from './schemas/study.answers';

export const INSTITUTION_TYPES = [
  { value: 'university', label: 'University' },
  { value: 'college', label: 'College' },
  { value: 'language-school', label: 'Language school' },
] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number]['value'];

export const ENQUIRY_TYPES = [
  { value: 'study-options', label: 'Choosing a country or course' },
  { value: 'application', label: 'Help with an application' },
  { value: 'visa', label: 'Visas and arrival' },
  { value: 'scholarships', label: 'Scholarships and funding' },
  { value: 'partnership', label: 'Partnerships (institutions)' },
  { value: 'other', label: 'Something else' },
] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number]['value'];

export type RequiredDocument = z.infer<typeof requiredDocumentSchema>;
export type CountrySummary = z.infer<typeof countrySummarySchema>;
export type Country = z.infer<typeof countrySchema>;
export type CountryFacts = Country['facts'];
export type Institution = z.infer<typeof institutionSchema>;
export type CountryPage = z.infer<typeof countryPageSchema>;

export type ChecklistState = 'missing' | DocumentStatus;

export type ChecklistItem = z.infer<typeof checklistItemSchema>;
export type Checklist = z.infer<typeof checklistSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const flagUrl = (code: string) => `/images/flags/${/^[a-z]{2}$/.test(code) ? code : 'xx'}.svg`;
