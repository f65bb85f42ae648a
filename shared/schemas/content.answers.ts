// The answers of site content: widgets, services, posts, testimonials, galleries, images, revisions (decision 0041).
import * as z from 'zod';
import { SERVICE_ICONS } from '../content';
import { count, id, named, paged, personRefSchema, result, results, timestamp } from './answers';
import { PUBLISH_STATUSES } from './publishing';
import { TRANSLATION_STATUSES } from '../translations';
import { AVAILABLE_LOCALES } from '../i18n/locales';

/** An uploaded image: resized variants in WebP and JPEG under /uploads/<key>/w<width>.<ext>. */
export const imageRefSchema = named(
  'ImageRef',
  z.strictObject({
    id: id(),
    /** Storage key of the image's folder, e.g. "images/3f/3f9a…". */
    key: z.string(),
    /** Size of the largest variant (the rotated, metadata-free master). */
    width: z.int().positive(),
    height: z.int().positive(),
    /** Widths of the variants, ascending. */
    widths: z.array(z.int().positive()),
  }),
);

/** Where a record with drafts stands: draft or published, and from when (decision 0035). */
const publishing = { status: z.enum(PUBLISH_STATUSES), published_at: timestamp().nullable() };
export const publishingStateSchema = z.strictObject(publishing);

/**
 * The language a record's text is in (decision 0045): `locale`, the one asked for (`?locale=`) when the record is
 * translated into it whole, else the default; `fallback`, whether another locale was asked for than the text is in.
 */
export const language = {
  locale: z.enum(AVAILABLE_LOCALES.map((l) => l.code) as [string, ...string[]]),
  fallback: z.boolean(),
};

/** Admin answers only: every other locale's texts (and when each was saved), and where each enabled one stands. */
export const translationsSchema = named('Translations', z.record(z.string(), z.record(z.string(), z.string())), 'Per locale, the translated fields’ texts and `updated_at`.');
export const translationStatusSchema = named(
  'TranslationStatus',
  z.record(z.string(), z.enum(TRANSLATION_STATUSES)),
  'Per enabled non-default locale: missing (a field with source text has none), needs_update (saved before the source last changed) or current.',
);
export const translated = { translations: translationsSchema.optional(), translation_status: translationStatusSchema.optional() };

const widget = { id: id(), name: z.string(), html: z.string(), ...language };
export const widgetSchema = named('Widget', z.strictObject(widget));
export const widgetsByNameSchema = named('WidgetsByName', z.strictObject({ results: z.record(z.string(), widgetSchema.nullable()) }), 'Each widget asked for by name; a missing one is null.');

export const adminWidgetSchema = named(
  'AdminWidget',
  z.strictObject({
    ...widget,
    title: z.string(),
    kind: z.enum(['html', 'image']),
    image: imageRefSchema.nullable(),
    link_url: z.string().nullable(),
    alt: z.string().nullable(),
    updated_at: timestamp(),
    /** Pages that show this widget. */
    pages: z.array(z.string()),
    ...translated,
  }),
);
export const pagedAdminWidgetsSchema = named('PagedAdminWidgets', paged(adminWidgetSchema));

export const serviceSchema = named(
  'Service',
  z.strictObject({
    ...publishing,
    id: id(),
    audience: z.enum(['students', 'institutions']),
    name: z.string(),
    slug: z.string(),
    summary: z.string(),
    body: z.string(),
    icon: z.enum(SERVICE_ICONS),
    header_image: imageRefSchema.nullable(),
    gallery_id: id().nullable(),
    position: z.int(),
    updated_at: timestamp(),
    ...language,
    ...translated,
  }),
);
export const serviceListSchema = named('ServiceList', results(serviceSchema));
export const serviceResultSchema = named('ServiceResult', result(serviceSchema));
export const pagedServicesSchema = named('PagedServices', paged(serviceSchema));

const postSummary = {
  id: id(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  header_image: imageRefSchema.nullable(),
  author: z.string(),
  published_at: timestamp().nullable(),
  ...language,
};
export const postSummarySchema = named('PostSummary', z.strictObject(postSummary));
const post = { ...postSummary, body: z.string(), seo_title: z.string().nullable(), seo_description: z.string().nullable(), updated_at: timestamp() };
export const postSchema = named('Post', z.strictObject(post));
export const adminPostSchema = named('AdminPost', z.strictObject({ ...post, status: z.enum(PUBLISH_STATUSES), created_at: timestamp(), ...translated }));
export const pagedPostSummariesSchema = named('PagedPostSummaries', paged(postSummarySchema));
export const postResultSchema = named('PostResult', result(postSchema));
export const pagedAdminPostsSchema = named('PagedAdminPosts', paged(adminPostSchema));

export const testimonialSchema = named(
  'Testimonial',
  z.strictObject({
    id: id(),
    name: z.string(),
    course: z.string(),
    institution: z.string(),
    /** A destination slug, or '' when not given. */
    country: z.string(),
    /** The destination's name when it is a (visible) study country. */
    country_name: z.string().nullable(),
    text: z.string(),
    photo: imageRefSchema.nullable(),
    position: z.int(),
    updated_at: timestamp(),
    ...language,
    ...translated,
  }),
);
export const testimonialListSchema = named('TestimonialList', results(testimonialSchema));
export const pagedTestimonialsSchema = named('PagedTestimonials', paged(testimonialSchema));

export const galleryImageSchema = named(
  'GalleryImage',
  z.strictObject({
    id: id(),
    /** The contract's field: a JPEG about 1280 px wide. */
    image_url: z.string(),
    caption: z.string(),
    image: imageRefSchema,
    position: z.int(),
  }),
);

export const gallerySummarySchema = named(
  'GallerySummary',
  z.strictObject({
    ...publishing,
    id: id(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    /** The cover (first image) as the contract's `image_url`, or null for an empty gallery. */
    image_url: z.string().nullable(),
    cover: imageRefSchema.nullable(),
    url: z.string(),
    image_count: count(),
    visible: z.boolean(),
    position: z.int(),
  }),
);
export const galleryListSchema = named('GalleryList', results(gallerySummarySchema));
export const pagedGalleriesSchema = named('PagedGalleries', paged(gallerySummarySchema));

export const gallerySchema = named(
  'Gallery',
  z.strictObject({ ...publishing, id: id(), slug: z.string(), title: z.string(), description: z.string(), visible: z.boolean(), images: z.array(galleryImageSchema) }),
);
export const galleryResultSchema = named('GalleryResult', result(gallerySchema));

/** A record's last saves, newest first, each a snapshot of its form, and the form as it is now (decision 0035). */
const snapshot = z.record(z.string(), z.unknown());
export const revisionSchema = named('Revision', z.strictObject({ id: id(), created_at: timestamp(), by: personRefSchema.nullable(), values: snapshot }));
export const revisionsSchema = named('Revisions', z.strictObject({ results: z.array(revisionSchema), current: snapshot }));
