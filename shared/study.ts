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
import type { MessageId } from './i18n/compiled/en';

/** `label` in English (the staff's screens), `message` as the public pages show it. */
export const INSTITUTION_TYPES = [
  { value: 'university', label: 'University', message: 'site.institution.university' },
  { value: 'college', label: 'College', message: 'site.institution.college' },
  { value: 'language-school', label: 'Language school', message: 'site.institution.languageSchool' },
] as const satisfies ReadonlyArray<{ value: string; label: string; message: MessageId }>;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number]['value'];

/** `label` in English (the staff's screens and the advisers' e-mail), `message` as the contact form shows it. */
export const ENQUIRY_TYPES = [
  { value: 'study-options', label: 'Choosing a country or course', message: 'contact.enquiry.studyOptions' },
  { value: 'application', label: 'Help with an application', message: 'contact.enquiry.application' },
  { value: 'visa', label: 'Visas and arrival', message: 'contact.enquiry.visa' },
  { value: 'scholarships', label: 'Scholarships and funding', message: 'contact.enquiry.scholarships' },
  { value: 'partnership', label: 'Partnerships (institutions)', message: 'contact.enquiry.partnership' },
  { value: 'other', label: 'Something else', message: 'contact.enquiry.other' },
] as const satisfies ReadonlyArray<{ value: string; label: string; message: MessageId }>;
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
