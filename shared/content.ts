// Site content as it travels over the wire: widgets, services, blog posts, testimonials and galleries.
// The record shapes are read from their answer schemas (shared/schemas/content.answers.ts, decision 0041).
import type * as z from 'zod';
import { paths } from './paths';
import type {
  adminPostSchema,
  adminWidgetSchema,
  galleryImageSchema,
  gallerySchema,
  gallerySummarySchema,
  postSchema,
  postSummarySchema,
  publishingStateSchema,
  serviceSchema,
  testimonialSchema,
  widgetSchema,
} from './schemas/content.answers';

/** Where a record with drafts stands: draft or published, and from when (decision 0035). */
export type Publishing = z.infer<typeof publishingStateSchema>;

export const SERVICE_ICONS = [
  'compass',
  'document',
  'pen',
  'scholarship',
  'visa',
  'plane',
  'handshake',
  'chart',
  'megaphone',
  'shield',
  'calendar',
  'graduation',
  'home',
  'chat',
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];
export type Audience = 'students' | 'institutions';

export type Widget = z.infer<typeof widgetSchema>;
export type AdminWidget = z.infer<typeof adminWidgetSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type PostSummary = z.infer<typeof postSummarySchema>;
export type Post = z.infer<typeof postSchema>;
export type AdminPost = z.infer<typeof adminPostSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type GalleryImage = z.infer<typeof galleryImageSchema>;
export type GallerySummary = z.infer<typeof gallerySummarySchema>;
export type Gallery = z.infer<typeof gallerySchema>;

/** Which widgets each page shows: pages render them, the admin list says where each one appears. */
export const WIDGET_PLACES: Record<string, string[]> = {
  'home-intro': [paths.home()],
  'home-cta': [paths.home()],
  'about-story': [paths.about()],
  'about-values': [paths.about()],
  terms: [paths.terms()],
  privacy: [paths.privacy()],
  cookies: [paths.cookies()],
  'services-students-intro': [paths.servicesStudents()],
  'services-institutions-intro': [paths.servicesInstitutions()],
  'personal-statements': [paths.personalStatements()],
  'cv-templates': [paths.cvTemplates()],
  'contact-intro': [paths.contact()],
};
