// Institutions we place students in, each in a study country.
import { institutionListQuery, institutions as institutionsResource } from '../../../shared/resources';
import { slugify } from '../../../shared/slug';
import { naturalCompare } from '../../../shared/sort';
import type { Institution } from '../../../shared/study';
import type { Paged, User } from '../../../shared/types';
import type { Db } from '../../db/knex';
import { AppError, fail, parseInput } from '../../lib/errors';
import { live } from '../../lib/publishing';
import { requireAdminActor } from '../../lib/actors';
import { languageOf } from '../../lib/translations';
import type { LocaleCode } from '../../../shared/i18n/locales';
import { imageRefs, type ImagesService, refOf } from '../images/images.service';
import { adminCalls, createResource } from '../content/content.service';

interface InstitutionRow {
  id: number;
  name: string;
  slug: string;
  country_id: number;
  city: string;
  type: Institution['type'];
  website: string | null;
  logo_id: number | null;
  description: string;
  visible: boolean;
  created_at: string;
  updated_at: string;
}

export function createInstitutions(deps: { db: Db; images: ImagesService }) {
  const { db, images } = deps;
  const resource = createResource(db, {
    table: 'institutions',
    resource: institutionsResource,
    search: ['name', 'city', 'description'],
    sorts: { name: { column: 'name', text: true }, city: { column: 'city', text: true }, type: { column: 'type' }, updated_at: { column: 'updated_at' } },
    async toOut(rows: InstitutionRow[]): Promise<Institution[]> {
      const [refs, countries] = await Promise.all([
        imageRefs(db, rows.map((r) => r.logo_id)),
        rows.length ? (db('countries').whereIn('id', [...new Set(rows.map((r) => Number(r.country_id)))]).select('id', 'name', 'slug') as Promise<Array<{ id: number; name: string; slug: string }>>) : Promise.resolve([]),
      ]);
      return rows.map((r) => {
        const country = countries.find((c) => Number(c.id) === Number(r.country_id));
        return {
          id: Number(r.id),
          name: r.name,
          slug: r.slug,
          country: { id: Number(r.country_id), name: country?.name ?? '', slug: country?.slug ?? '' },
          city: r.city,
          type: r.type,
          website: r.website,
          logo: refOf(refs, r.logo_id),
          description: r.description,
          visible: r.visible,
          updated_at: r.updated_at,
          ...languageOf(r),
        };
      });
    },
  });

  async function toRow(input: unknown): Promise<Partial<InstitutionRow>> {
    const v = parseInput(institutionsResource.schema, input);
    if (!(await db('countries').where({ id: v.country_id }).first())) throw fail.field('country_id', 'That country does not exist. Choose one from the list.');
    await images.require(v.logo_id);
    const slug = v.slug || slugify(v.name);
    if (!slug) throw fail.field('slug', 'Give the institution an address.');
    return { name: v.name, slug, country_id: v.country_id, city: v.city, type: v.type as Institution['type'], website: v.website, logo_id: v.logo_id, description: v.description, visible: v.visible };
  }

  return {
    /** Public: visible institutions of one country, by name. */
    async inCountry(countryId: number, locale: LocaleCode): Promise<Institution[]> {
      const list = await resource.all((q) => q.where({ country_id: countryId, visible: true }), locale);
      return list.sort((a, b) => naturalCompare(a.name, b.name));
    },

    /** Public: visible institutions in visible countries, one country or all, by name. */
    async publicList(countrySlug: string | undefined, locale: LocaleCode): Promise<Institution[]> {
      const list = await resource.all(
        (q) => q.where({ visible: true }).whereIn('country_id', db('countries').select('id').where({ visible: true }).modify(live()).modify((c) => (countrySlug ? c.where({ slug: countrySlug }) : c))),
        locale,
      );
      return list.sort((a, b) => naturalCompare(a.name, b.name));
    },

    admin: {
      ...adminCalls(resource, institutionListQuery, toRow),
      // An institution students have applied to stays (their applications and history would lose their subject).
      async remove(actor: User | null, id: number): Promise<void> {
        const by = requireAdminActor(actor);
        const row = await resource.row(id);
        const [{ count }] = (await db('applications').where({ institution_id: id }).count({ count: '*' })) as [{ count: number }];
        if (Number(count) > 0) {
          throw new AppError(422, `${row.name} has ${count} application(s). Hide it instead of deleting it.`, { errors: { _: ['Students have applied to this institution: hide it instead.'] } });
        }
        await resource.remove(id, { by });
      },
      // The list also filters by country.
      list(actor: User | null, query: unknown): Promise<Paged<Institution>> {
        requireAdminActor(actor);
        const q = parseInput(institutionListQuery, query);
        return resource.list(q, (b) => {
          if (q.country) b.whereIn('country_id', db('countries').select('id').where({ slug: q.country }));
        });
      },
    },
  };
}

export type Institutions = ReturnType<typeof createInstitutions>;
