// Study destinations, the institutions in them, the documents each asks for, and the contact desk.
import type { Testimonial } from './content';
import type { DocumentKind, DocumentStatus } from './documents';
import type { CountryFigures } from './fit';
import type { ImageRef } from './images';

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

export interface RequiredDocument {
  kind: DocumentKind;
  note: string;
}

export interface CountryFacts {
  tuition: string;
  living_costs: string;
  work_rights: string;
  intakes: string;
  visa_notes: string;
}

export interface CountrySummary {
  id: number;
  name: string;
  slug: string;
  /** ISO 3166-1 alpha-2, lower case. */
  flag: string;
  summary: string;
  header_image: ImageRef | null;
  institution_count: number;
  visible: boolean;
  position: number;
  updated_at: string;
}

export interface Country extends CountrySummary {
  body: string;
  facts: CountryFacts;
  /** The figures the fit check ranks by, shown as the page's key facts. */
  figures: CountryFigures;
  /** YYYY-MM-DD */
  facts_checked_on: string | null;
  required_documents: RequiredDocument[];
}

export interface Institution {
  id: number;
  name: string;
  slug: string;
  country: { id: number; name: string; slug: string };
  city: string;
  type: InstitutionType;
  website: string | null;
  logo: ImageRef | null;
  description: string;
  visible: boolean;
  updated_at: string;
}

export interface CountryPage {
  country: Country;
  institutions: Institution[];
  testimonials: Testimonial[];
}

export type ChecklistState = 'missing' | DocumentStatus;

export interface ChecklistItem {
  kind: DocumentKind;
  note: string;
  state: ChecklistState;
  /** The student's newest document of this kind, when there is one. */
  document_id: number | null;
  rejection_reason: string | null;
}

export interface Checklist {
  country: { name: string; slug: string; flag: string };
  items: ChecklistItem[];
}

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  country: string | null;
  enquiry_type: EnquiryType;
  message: string;
  created_at: string;
  handled_at: string | null;
  handled_by: string | null;
}

export const flagUrl = (code: string) => `/images/flags/${/^[a-z]{2}$/.test(code) ? code : 'xx'}.svg`;
