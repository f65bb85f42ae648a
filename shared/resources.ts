// The admin portal's content records, each described once for both sides: where its API lives, what one record is
// called, the field people know it by, its form's schema and a new record's values, and how its admin list sorts.
// The server's record access (server/features/content/resource.ts) and the admin screens
// (client/components/admin/resource.tsx) read these instead of restating them (decision 0027).
import * as z from 'zod';
import type { ZodType } from 'zod';
import type { AdminRecordTypes } from './api-client';
import { gallerySchema, postSchema, serviceSchema, testimonialSchema, widgetSchema } from './schemas/content';
import { listQuerySchema } from './schemas/lists';
import { type PublishStatus, publishingSchema } from './schemas/publishing';
import { countrySchema, institutionSchema } from './schemas/study';
import type { RequiredDocument } from './study';
import type { TranslatableFields } from './translations';
import { emptyFigures } from './fit';

/** The API segment of each record kept through one shape. */
export type ResourceKey = Exclude<keyof AdminRecordTypes, 'messages'>;

/** The kinds of record kept through this shape (each a target type of the audit log). */
export type ResourceType = 'widget' | 'service' | 'post' | 'testimonial' | 'gallery' | 'country' | 'institution';

export interface ResourceDescription<K extends ResourceKey = ResourceKey, Z extends ZodType = ZodType, V extends object = object, S extends string = string> {
  /** The admin API: /api/admin/<api>, /api/admin/<api>/<id>. */
  api: K;
  /** The kind of record in the audit log. */
  type: ResourceType;
  /** One record in messages and buttons: "No such post.", "Save post". */
  noun: string;
  /** What staff call one record and several: lists, confirm dialogs, the audit log. */
  names: readonly [one: string, many: string];
  /** The field a record is known by. */
  nameField: 'name' | 'title';
  /** The body of a create or an update, checked the same way on both sides. */
  schema: Z;
  /** The form's values for a new record. */
  defaults: V;
  /** The sort keys the admin list takes, its default first; a list sorted by `position` first can be reordered. */
  sorts: readonly [S, ...S[]];
  /**
   * Drafts, a publish time and old addresses that answer 301 (decision 0035): `status` and `published_at` in its form
   * (shared/schemas/publishing.ts), `defaultStatus` when a body names none.
   */
  publishing?: { defaultStatus: PublishStatus };
  /** Its last saves are kept (shared/revisions.ts): listed, compared with the record and restored. */
  revisions?: boolean;
  /**
   * The fields visitors read in their locale (decision 0045), each edited as text or HTML: the form's field names,
   * which are also the record's columns. Never addresses, images, numbers or choices. None: the kind is not translated.
   */
  translatable: TranslatableFields;
}

const describe = <const K extends ResourceKey, Z extends ZodType, V extends object, const S extends string>(d: ResourceDescription<K, Z, V, S>) => d;

/** A resource with drafts and a publish time: its form gains `status` (`defaultStatus` for a new record) and `published_at`. */
const published = <K extends ResourceKey, Z extends ZodType, V extends object, S extends string>(d: ResourceDescription<K, Z, V, S>, defaultStatus: PublishStatus) => ({
  ...d,
  publishing: { defaultStatus },
  defaults: { ...d.defaults, status: defaultStatus as string, published_at: '' },
});

/** Whether a resource has drafts, a publish time and old addresses. */
export const isPublished = (resource: Pick<ResourceDescription, 'publishing'>) => resource.publishing !== undefined;

/** Lists in display order, which staff change by dragging. */
export const isPositioned = (resource: ResourceDescription) => resource.sorts[0] === 'position';

/** The query of a resource's admin list (q, sort, dir, page, per_page). */
export const listQueryOf = <S extends string>(resource: { sorts: readonly [S, ...S[]] }) => listQuerySchema(resource.sorts, resource.sorts[0]);

const imageId = null as number | null;

export const widgets = describe({
  api: 'widgets', type: 'widget', noun: 'widget', names: ['widget', 'widgets'], nameField: 'name', revisions: true,
  schema: widgetSchema,
  defaults: { name: '', title: '', kind: 'html' as string, html: '', image_id: imageId, link_url: '', alt: '' },
  sorts: ['name', 'title', 'updated_at'],
  // The title only names the widget in the portal; visitors read its HTML.
  translatable: { html: 'html' },
});

export const services = published(describe({
  api: 'services', type: 'service', noun: 'service', names: ['service', 'services'], nameField: 'name', revisions: true,
  schema: serviceSchema,
  defaults: { audience: 'students' as string, name: '', slug: '', summary: '', body: '', icon: 'compass' as string, header_image_id: imageId, gallery_id: imageId },
  sorts: ['position', 'name', 'audience', 'updated_at'],
  translatable: { name: 'text', summary: 'text', body: 'html' },
}), 'published');

export const posts = published(describe({
  api: 'blog', type: 'post', noun: 'post', names: ['post', 'posts'], nameField: 'title', revisions: true,
  schema: postSchema,
  defaults: { title: '', slug: '', excerpt: '', body: '', header_image_id: imageId, author: '', status: 'draft' as string, published_at: '', seo_title: '', seo_description: '' },
  sorts: ['published_at', 'title', 'status', 'updated_at'],
  translatable: { title: 'text', excerpt: 'text', body: 'html', seo_title: 'text', seo_description: 'text' },
}), 'draft');

export const testimonials = describe({
  api: 'testimonials', type: 'testimonial', noun: 'testimonial', names: ['testimonial', 'testimonials'], nameField: 'name',
  schema: testimonialSchema,
  defaults: { name: '', course: '', institution: '', country: '', text: '', photo_id: imageId },
  sorts: ['position', 'name', 'updated_at'],
  // The student's name and institution stay as they are.
  translatable: { course: 'text', text: 'text' },
});

export const galleries = published(describe({
  api: 'galleries', type: 'gallery', noun: 'gallery', names: ['gallery', 'galleries'], nameField: 'title',
  schema: gallerySchema,
  defaults: { title: '', slug: '', description: '', visible: true },
  sorts: ['position', 'title', 'updated_at'],
  translatable: {},
}), 'published');

export const countries = published(describe({
  api: 'study-countries', type: 'country', noun: 'country', names: ['study country', 'study countries'], nameField: 'name', revisions: true,
  schema: countrySchema,
  defaults: { name: '', slug: '', flag: '', summary: '', body: '', header_image_id: imageId, tuition: '', living_costs: '', work_rights: '', intakes: '', visa_notes: '', facts_checked_on: '', visible: true, required_documents: [] as RequiredDocument[], figures: emptyFigures(),
    // The plan's rules for the destination, as the form's text: a new country starts with the database's defaults.
    visa_processing_weeks: '8', passport_valid_months_after_intake: '6' },
  sorts: ['position', 'name', 'updated_at'],
  translatable: { name: 'text', summary: 'text', body: 'html', tuition: 'text', living_costs: 'text', work_rights: 'text', intakes: 'text', visa_notes: 'text' },
}), 'published');

export const institutions = describe({
  api: 'institutions', type: 'institution', noun: 'institution', names: ['institution', 'institutions'], nameField: 'name',
  schema: institutionSchema,
  defaults: { name: '', slug: '', country_id: 0, city: '', type: 'university' as string, website: '', logo_id: imageId, description: '', visible: true },
  sorts: ['name', 'city', 'type', 'updated_at'],
  // Names and cities stay as they are.
  translatable: { description: 'text' },
});

/** The admin lists' queries, one per resource (the services parse them; the API table names them, decision 0041). */
export const widgetListQuery = listQueryOf(widgets);
export const serviceListQuery = listQueryOf(services);
export const postListQuery = listQueryOf(posts);
export const testimonialListQuery = listQueryOf(testimonials);
export const galleryListQuery = listQueryOf(galleries);
export const countryListQuery = listQueryOf(countries);

/**
 * `translations` beside a body's own fields (decision 0045): per enabled non-default locale, texts of the kind's
 * `translatable` fields. The server checks the locales and fields and each text as the source field's.
 */
export const translationsInput = z.record(z.string(), z.record(z.string(), z.string()));
const withTranslations = <Z extends z.ZodObject>(schema: Z) => schema.safeExtend({ translations: translationsInput.optional() });

/**
 * The body of a create or an update of a resource with drafts: its form, and the publishing part the server parses
 * apart (server/features/content/resource.ts). Posts have that part in their form already.
 */
export const serviceBody = withTranslations(services.schema.extend(publishingSchema('published').shape));
export const galleryBody = galleries.schema.extend(publishingSchema('published').shape);
export const countryBody = withTranslations(countries.schema.extend(publishingSchema('published').shape));
export const widgetBody = withTranslations(widgets.schema);
export const postBody = withTranslations(posts.schema);
export const testimonialBody = withTranslations(testimonials.schema);
export const institutionBody = withTranslations(institutions.schema);

/** The institutions list also filters by a country's slug. */
export const institutionListQuery = listQueryOf(institutions).extend({
  country: z.string().trim().max(100).optional().default(''),
});

/** Every resource, by its audit type. */
export const RESOURCES: Record<ResourceType, ResourceDescription> = { widget: widgets, service: services, post: posts, testimonial: testimonials, gallery: galleries, country: countries, institution: institutions };
