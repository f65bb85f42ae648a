// The company's services, for students and for institutions, in the order staff choose; drafts, publish times, old
// addresses and revisions come with their resource (decision 0035).
import type { Service } from '../../../shared/content';
import { serviceListQuery, services as servicesResource } from '../../../shared/resources';
import { slugify } from '../../../shared/slug';
import type { Db } from '../../db/knex';
import { fail, parseInput } from '../../lib/errors';
import { cleanHtml } from '../../lib/sanitize';
import { languageOf } from '../../lib/translations';
import type { LocaleCode } from '../../../shared/i18n/locales';
import { imageRefs, type ImagesService, refOf } from '../images/images.service';
import { adminCalls, createResource, reorderCall } from './resource';

interface ServiceRow {
  id: number;
  audience: Service['audience'];
  name: string;
  slug: string;
  summary: string;
  body: string;
  icon: Service['icon'];
  header_image_id: number | null;
  gallery_id: number | null;
  position: number;
  status: Service['status'];
  published_at: string | null;
  created_at: string;
  updated_at: string;
}


export function createCompanyServices(deps: { db: Db; images: ImagesService }) {
  const { db, images } = deps;
  const resource = createResource(db, {
    table: 'services',
    resource: servicesResource,
    search: ['name', 'summary'],
    sorts: { position: { column: 'position' }, name: { column: 'name', text: true }, audience: { column: 'audience' }, updated_at: { column: 'updated_at' } },
    async toOut(rows: ServiceRow[]): Promise<Service[]> {
      const refs = await imageRefs(db, rows.map((r) => r.header_image_id));
      return rows.map((r) => ({
        id: Number(r.id),
        audience: r.audience,
        name: r.name,
        slug: r.slug,
        summary: r.summary,
        body: r.body,
        icon: r.icon,
        header_image: refOf(refs, r.header_image_id),
        gallery_id: r.gallery_id === null ? null : Number(r.gallery_id),
        position: r.position,
        status: r.status,
        published_at: r.published_at,
        updated_at: r.updated_at,
        ...languageOf(r),
      }));
    },
  });

  async function toRow(input: unknown): Promise<Partial<ServiceRow>> {
    const v = parseInput(servicesResource.schema, input);
    await images.require(v.header_image_id);
    if (v.gallery_id !== null && !(await db('galleries').where({ id: v.gallery_id }).first())) throw fail.field('gallery_id', 'That gallery does not exist.');
    const slug = v.slug || slugify(v.name);
    if (!slug) throw fail.field('slug', 'Give the service an address.');
    return { audience: v.audience, name: v.name, slug, summary: v.summary, body: cleanHtml(v.body), icon: v.icon, header_image_id: v.header_image_id, gallery_id: v.gallery_id };
  }

  return {
    /** Public: live services in display order in `locale`, optionally one audience; `preview` (an admin's): drafts too. */
    list(audience: string | undefined, preview: boolean, locale: LocaleCode): Promise<Service[]> {
      return resource.all((q) => {
        if (!preview) resource.visible()(q);
        if (audience === 'students' || audience === 'institutions') q.where({ audience });
      }, locale);
    },

    /** A live service by its address; an old address gives `moved` (the API answers 301). */
    async bySlug(slug: string, preview: boolean, locale: LocaleCode): Promise<{ service: Service } | { moved: string }> {
      const found = await resource.bySlug(slug, { preview });
      return 'moved' in found ? found : { service: await resource.one(Number(found.row.id), locale) };
    },

    admin: {
      ...adminCalls(resource, serviceListQuery, toRow),
      reorder: reorderCall(resource),
    },
  };
}

export type CompanyServices = ReturnType<typeof createCompanyServices>;
