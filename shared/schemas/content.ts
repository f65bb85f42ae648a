// Content forms and bodies: widgets, services, posts, testimonials, galleries (admin) — the same checks both sides.
import * as z from 'zod';
import { SERVICE_ICONS } from '../content';
import { SLUG_PATTERN } from '../slug';
import { personNameField } from './auth';

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `Keep ${label} under ${max} characters.`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `Keep ${label} under ${max} characters.`)
    .optional()
    .default('');

const nullableText = (label: string, max: number) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string({ error: `${label} must be text.` }).trim().max(max, `Keep ${label} under ${max} characters.`).nullable());

const html = z.string({ error: 'The content must be text.' }).max(200_000, 'The content is too long.').optional().default('');

const imageId = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.number({ error: 'Choose an image.' }).int().positive().nullable());

/** Empty: made from the title. */
const slugField = z
  .string({ error: 'The address must be text.' })
  .trim()
  .max(120, 'Keep the address under 120 characters.')
  .refine((v) => v === '' || SLUG_PATTERN.test(v), 'Use lower-case letters, digits and single hyphens (e.g. study-in-canada).')
  .optional()
  .default('');

/** Site paths and web addresses are fine; javascript: and other schemes are not. */
const linkField = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z
    .string({ error: 'The link must be text.' })
    .trim()
    .max(500)
    .refine((v) => /^\/(?!\/)/.test(v) || /^https?:\/\//i.test(v) || /^mailto:/i.test(v), 'Use a site path such as /contact or a full https:// address.')
    .nullable(),
);

export const widgetSchema = z
  .object({
    name: z
      .string({ error: 'Enter a name.' })
      .trim()
      .min(1, 'Enter a name.')
      .max(80, 'Keep the name under 80 characters.')
      .regex(SLUG_PATTERN, 'Use lower-case letters, digits and hyphens (e.g. home-intro).'),
    title: text('a title', 150),
    kind: z.enum(['html', 'image'], { error: 'Choose text or image.' }).optional().default('html'),
    html,
    image_id: imageId.optional().default(null),
    link_url: linkField.optional().default(null),
    alt: nullableText('The alternative text', 300).optional().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'image') {
      if (!value.image_id) ctx.addIssue({ code: 'custom', path: ['image_id'], message: 'Upload the image.' });
      if (!value.alt) ctx.addIssue({ code: 'custom', path: ['alt'], message: 'Describe the image for people who cannot see it.' });
    }
  });

export const serviceSchema = z.object({
  audience: z.enum(['students', 'institutions'], { error: 'Choose students or institutions.' }),
  name: text('a name', 150),
  slug: slugField,
  summary: text('a short summary', 300),
  body: html,
  icon: z.enum(SERVICE_ICONS, { error: 'Choose an icon from the list.' }).optional().default('compass'),
  header_image_id: imageId.optional().default(null),
  gallery_id: imageId.optional().default(null),
});

export const postSchema = z
  .object({
    title: text('a title', 200),
    slug: slugField,
    excerpt: optionalText('The excerpt', 400),
    body: html,
    header_image_id: imageId.optional().default(null),
    author: optionalText('The author', 120),
    status: z.enum(['draft', 'published'], { error: 'Choose draft or published.' }).optional().default('draft'),
    published_at: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.iso.datetime({ offset: true, local: true, error: 'Enter a date and time.' }).nullable(),
    ),
    seo_title: nullableText('The search title', 200).optional().default(null),
    seo_description: nullableText('The search description', 320).optional().default(null),
  })
  .partial({ published_at: true });

export const testimonialSchema = z.object({
  name: personNameField('Enter the student’s name.', 120, 'Keep the student’s name under 120 characters.'),
  course: optionalText('The course', 200),
  institution: optionalText('The institution', 200),
  /** A study country's slug (checked against the site's countries on save), or '' for none. */
  country: z.string({ error: 'Choose a destination.' }).trim().max(100).optional().default(''),
  text: text('what the student said', 2000),
  photo_id: imageId.optional().default(null),
});

export const gallerySchema = z.object({
  title: text('a title', 150),
  slug: slugField,
  description: optionalText('The description', 1000),
  visible: z.boolean({ error: 'Visible must be true or false.' }).optional().default(true),
});

export const galleryImageSchema = z.object({
  caption: optionalText('The caption', 300),
});

export const reorderSchema = z.object({
  ids: z
    .array(z.number({ error: 'Ids are numbers.' }).int().positive(), { error: 'Send the ids in their new order.' })
    .min(1, 'Send the ids in their new order.')
    .max(2000)
    .refine((ids) => new Set(ids).size === ids.length, 'Each id once, please.'),
});

export const rotateSchema = z.object({
  degrees: z.union([z.literal(90), z.literal(180), z.literal(270)], { error: 'Turn by 90, 180 or 270 degrees.' }),
});

export const blogPageQuerySchema = z.object({
  page: z.coerce.number({ error: 'The page is a number.' }).int().min(1).max(10_000).optional().default(1),
  per_page: z.coerce.number({ error: 'per_page is a number.' }).int().min(1).max(50).optional().default(9),
  /** The posts in this locale (decision 0045); read by the API's handler, not here. */
  locale: z.string().optional(),
});
