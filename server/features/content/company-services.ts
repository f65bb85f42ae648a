// The company's services, for students and for institutions, in the order staff choose.
import type { Service } from '../../../shared/content';
import { listQueryOf, services as servicesResource } from '../../../shared/resources';
import { slugify } from '../../../shared/slug';
import type { Db } from '../../db/knex';
import { fail, parseInput } from '../../http/errors';
import { cleanHtml } from '../../lib/sanitize';
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
  created_at: string;
  updated_at: string;
}

export const serviceListQuery = listQueryOf(servicesResource);

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
        updated_at: r.updated_at,
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
    /** Public: in display order, optionally one audience. */
    list(audience?: string): Promise<Service[]> {
      return resource.all((q) => {
        if (audience === 'students' || audience === 'institutions') q.where({ audience });
      });
    },

    async bySlug(slug: string): Promise<Service> {
      const row = await db<ServiceRow>('services').where({ slug }).first();
      if (!row) throw fail.notFound('No such service.');
      return resource.one(Number(row.id));
    },

    admin: {
      ...adminCalls(resource, serviceListQuery, toRow),
      reorder: reorderCall(resource),
    },
  };
}

export type CompanyServices = ReturnType<typeof createCompanyServices>;
