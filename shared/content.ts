// Site content as it travels over the wire: widgets, services, blog posts, testimonials and galleries.
import type { ImageRef } from './images';
import { paths } from './paths';
import type { PublishStatus } from './schemas/publishing';

/** Where a record with drafts stands: draft or published, and from when (decision 0035). */
export interface Publishing {
  status: PublishStatus;
  published_at: string | null;
}

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

export interface Widget {
  id: number;
  name: string;
  html: string;
}

export interface AdminWidget extends Widget {
  title: string;
  kind: 'html' | 'image';
  image: ImageRef | null;
  link_url: string | null;
  alt: string | null;
  updated_at: string;
  /** Pages that show this widget. */
  pages: string[];
}

export interface Service extends Publishing {
  id: number;
  audience: Audience;
  name: string;
  slug: string;
  summary: string;
  body: string;
  icon: ServiceIcon;
  header_image: ImageRef | null;
  gallery_id: number | null;
  position: number;
  updated_at: string;
}

export interface PostSummary {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  header_image: ImageRef | null;
  author: string;
  published_at: string | null;
}

export interface Post extends PostSummary {
  body: string;
  seo_title: string | null;
  seo_description: string | null;
  updated_at: string;
}

export interface AdminPost extends Post {
  status: 'draft' | 'published';
  created_at: string;
}

export interface Testimonial {
  id: number;
  name: string;
  course: string;
  institution: string;
  /** A destination slug, or '' when not given. */
  country: string;
  /** The destination's name when it is a (visible) study country. */
  country_name: string | null;
  text: string;
  photo: ImageRef | null;
  position: number;
  updated_at: string;
}

export interface GalleryImage {
  id: number;
  /** The contract's field: a JPEG about 1280 px wide. */
  image_url: string;
  caption: string;
  image: ImageRef;
  position: number;
}

export interface GallerySummary extends Publishing {
  id: number;
  slug: string;
  title: string;
  description: string;
  /** The cover (first image) as the contract's `image_url`, or null for an empty gallery. */
  image_url: string | null;
  cover: ImageRef | null;
  url: string;
  image_count: number;
  visible: boolean;
  position: number;
}

export interface Gallery extends Publishing {
  id: number;
  slug: string;
  title: string;
  description: string;
  visible: boolean;
  images: GalleryImage[];
}

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
