// What students say about us, in the order staff choose.
import type { Testimonial } from '../../../shared/content';
import { testimonialListQuery, testimonials as testimonialsResource } from '../../../shared/resources';
import type { Db } from '../../db/knex';
import { fail, parseInput } from '../../lib/errors';
import { live } from '../../lib/publishing';
import { languageOf } from '../../lib/translations';
import type { LocaleCode } from '../../../shared/i18n/locales';
import { imageRefs, type ImagesService, refOf } from '../images/images.service';
import { adminCalls, createResource, reorderCall } from './resource';

interface TestimonialRow {
  id: number;
  name: string;
  course: string;
  institution: string;
  country: string;
  text: string;
  photo_id: number | null;
  position: number;
  created_at: string;
  updated_at: string;
}


export function createTestimonials(deps: { db: Db; images: ImagesService }) {
  const { db, images } = deps;
  const resource = createResource(db, {
    table: 'testimonials',
    resource: testimonialsResource,
    search: ['name', 'course', 'institution', 'text'],
    sorts: { position: { column: 'position' }, name: { column: 'name', text: true }, updated_at: { column: 'updated_at' } },
    async toOut(rows: TestimonialRow[]): Promise<Testimonial[]> {
      const slugs = [...new Set(rows.map((r) => r.country).filter(Boolean))];
      const [refs, names] = await Promise.all([
        imageRefs(db, rows.map((r) => r.photo_id)),
        slugs.length ? (db('countries').whereIn('slug', slugs).where({ visible: true }).modify(live()).select('slug', 'name') as Promise<Array<{ slug: string; name: string }>>) : Promise.resolve([]),
      ]);
      return rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        course: r.course,
        institution: r.institution,
        country: r.country,
        country_name: names.find((n) => n.slug === r.country)?.name ?? null,
        text: r.text,
        photo: refOf(refs, r.photo_id),
        position: r.position,
        updated_at: r.updated_at,
        ...languageOf(r),
      }));
    },
  });

  async function toRow(input: unknown): Promise<Partial<TestimonialRow>> {
    const v = parseInput(testimonialsResource.schema, input);
    if (v.country && !(await db('countries').where({ slug: v.country }).first())) throw fail.field('country', 'Choose a destination from the list.');
    await images.require(v.photo_id);
    return { name: v.name, course: v.course, institution: v.institution, country: v.country, text: v.text, photo_id: v.photo_id };
  }

  return {
    /** Public: in display order (one destination's, with its slug), in `locale`. */
    list: (country: string | undefined, locale: LocaleCode) => resource.all((q) => (country ? q.where({ country }) : q), locale),
    admin: {
      ...adminCalls(resource, testimonialListQuery, toRow),
      reorder: reorderCall(resource),
    },
  };
}

export type Testimonials = ReturnType<typeof createTestimonials>;
