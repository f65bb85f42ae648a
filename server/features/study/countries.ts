// Study countries: their pages, facts, required documents and institutions, and each student's checklist; drafts,
// publish times, old addresses and revisions come with their resource (decision 0035).
import { countries as countriesResource, countryListQuery } from '../../../shared/resources';
import { emptyFigures, type CountryFigures } from '../../../shared/fit';
import { reorderSchema } from '../../../shared/schemas/content';
import { readFigures } from '../../../shared/schemas/fit';
import { slugify } from '../../../shared/slug';
import type { Checklist, ChecklistItem, Country, CountryPage, CountrySummary, RequiredDocument } from '../../../shared/study';
import type { Paged, User } from '../../../shared/types';
import type { Db } from '../../db/knex';
import { AppError, fail, fromDatabaseError, parseInput } from '../../lib/errors';
import { requireActor, requireAdminActor } from '../../lib/actors';
import { cleanHtml } from '../../lib/sanitize';
import { languageOf } from '../../lib/translations';
import type { LocaleCode } from '../../../shared/i18n/locales';
import { bumpContentVersion } from '../../lib/content-version';
import { imageRefs, type ImagesService, refOf } from '../images/images.service';
import { createResource, revisionCalls, type Testimonials } from '../content/content.service';
import type { Revision } from '../../../shared/revisions';
import type { Institutions } from './institutions';
import { countryRulesChanged } from '../plan/plan.service';

interface CountryRow {
  id: number;
  name: string;
  slug: string;
  flag: string;
  header_image_id: number | null;
  summary: string;
  body: string;
  tuition: string;
  living_costs: string;
  work_rights: string;
  intakes: string;
  visa_notes: string;
  facts_checked_on: string | null;
  figures: unknown;
  visa_processing_weeks: number;
  passport_valid_months_after_intake: number;
  visible: boolean;
  position: number;
  status: Country['status'];
  published_at: string | null;
  created_at: string;
  updated_at: string;
}


export function createCountries(deps: { db: Db; images: ImagesService; institutions: () => Institutions; testimonials: Testimonials }) {
  const { db, images } = deps;

  async function documentsOf(ids: number[]): Promise<Map<number, RequiredDocument[]>> {
    const out = new Map<number, RequiredDocument[]>();
    if (!ids.length) return out;
    const rows = await db('country_documents').whereIn('country_id', ids).orderBy('position').orderBy('id');
    for (const row of rows) {
      const list = out.get(Number(row.country_id)) ?? [];
      list.push({ kind: row.kind, note: row.note });
      out.set(Number(row.country_id), list);
    }
    return out;
  }

  const resource = createResource(db, {
    table: 'countries',
    resource: countriesResource,
    search: ['name', 'summary'],
    sorts: { position: { column: 'position' }, name: { column: 'name', text: true }, updated_at: { column: 'updated_at' } },
    shown: (q, alias) => q.where(alias ? `${alias}.visible` : 'visible', true),
    // A revision holds the document list with the country's own fields.
    snapshotExtra: async (trx, id) => ({ required_documents: ((await trx('country_documents').where({ country_id: id }).orderBy('position').orderBy('id')) as RequiredDocument[]).map((d) => ({ kind: d.kind, note: d.note })) }),
    async toOut(rows: CountryRow[]): Promise<Country[]> {
      const ids = rows.map((r) => Number(r.id));
      const [refs, docs, counts] = await Promise.all([
        imageRefs(db, rows.map((r) => r.header_image_id)),
        documentsOf(ids),
        ids.length ? (db('institutions').whereIn('country_id', ids).where({ visible: true }).groupBy('country_id').select('country_id', db.raw('count(*)::int as count')) as Promise<Array<{ country_id: number; count: number }>>) : Promise.resolve([]),
      ]);
      return rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        slug: r.slug,
        flag: r.flag,
        summary: r.summary,
        header_image: refOf(refs, r.header_image_id),
        institution_count: counts.find((c) => Number(c.country_id) === Number(r.id))?.count ?? 0,
        visible: r.visible,
        position: r.position,
        status: r.status,
        published_at: r.published_at,
        body: r.body,
        facts: { tuition: r.tuition, living_costs: r.living_costs, work_rights: r.work_rights, intakes: r.intakes, visa_notes: r.visa_notes },
        facts_checked_on: r.facts_checked_on,
        figures: readFigures(r.figures),
        visa_processing_weeks: Number(r.visa_processing_weeks),
        passport_valid_months_after_intake: Number(r.passport_valid_months_after_intake),
        required_documents: docs.get(Number(r.id)) ?? [],
        updated_at: r.updated_at,
        ...languageOf(r),
      }));
    },
  });

  async function save(by: User, input: unknown, id?: number, restoring?: Revision): Promise<Country> {
    const v = parseInput(countriesResource.schema, input);
    await images.require(v.header_image_id);
    const slug = v.slug || slugify(v.name);
    if (!slug) throw fail.field('slug', 'Give the country an address.');
    const values: Partial<CountryRow> = {
      name: v.name,
      slug,
      flag: v.flag,
      header_image_id: v.header_image_id,
      summary: v.summary,
      body: cleanHtml(v.body),
      tuition: v.tuition,
      living_costs: v.living_costs,
      work_rights: v.work_rights,
      intakes: v.intakes,
      visa_notes: v.visa_notes,
      facts_checked_on: v.facts_checked_on,
      visible: v.visible,
      // Left out of an update, the figures stay as they were.
      ...(v.figures || !id ? { figures: JSON.stringify(v.figures ?? emptyFigures()) } : {}),
      // So do the plan's rules (the table's defaults for a new country).
      ...(v.visa_processing_weeks === undefined ? {} : { visa_processing_weeks: v.visa_processing_weeks }),
      ...(v.passport_valid_months_after_intake === undefined ? {} : { passport_valid_months_after_intake: v.passport_valid_months_after_intake }),
    };
    const documentsBefore = id ? (await documentsOf([id])).get(id) ?? [] : [];
    const documentsChanged = JSON.stringify(documentsBefore) !== JSON.stringify(v.required_documents.map((d) => ({ kind: d.kind, note: d.note })));
    // The country and its document list are saved together or not at all.
    const savedId = await db
      .transaction(async (trx) => {
        const saved = id
          ? await resource.update(id, values, { by, trx, input, restoring, reviseLater: true, alsoChanged: documentsChanged ? ['required documents'] : [] })
          : await resource.insert(values, { by, trx, input, reviseLater: true });
        await trx('country_documents').where({ country_id: saved.id }).delete();
        if (v.required_documents.length) {
          await trx('country_documents').insert(v.required_documents.map((d, index) => ({ country_id: saved.id, kind: d.kind, note: d.note, position: index + 1 })));
        }
        await resource.revise(trx, saved.id, by);
        // Its students' plans are looked at again by the next sweep, with the new rules.
        if (id && (v.visa_processing_weeks !== undefined || v.passport_valid_months_after_intake !== undefined)) await countryRulesChanged(trx, saved.id);
        await bumpContentVersion(trx);
        return saved.id;
      })
      .catch((error: unknown) => {
        throw fromDatabaseError(error) ?? error;
      });
    return resource.one(savedId);
  }

  const update = async (actor: User | null, id: number, input: unknown, restoring?: Revision) => {
    const by = requireAdminActor(actor);
    await resource.row(id);
    return save(by, input, id, restoring);
  };

  return {
    /** Public: visible, live countries in display order in `locale`, as cards (the page of each has the rest). */
    list: async (locale: LocaleCode): Promise<CountrySummary[]> =>
      (await resource.all(resource.visible(), locale)).map(({ id, name, slug, flag, summary, header_image, institution_count, visible, position, status, published_at, updated_at, locale: language, fallback }) => ({
        id,
        name,
        slug,
        flag,
        summary,
        header_image,
        institution_count,
        visible,
        position,
        status,
        published_at,
        updated_at,
        locale: language,
        fallback,
      })),

    /** A country's page by its address; an old address gives `moved` (301). `preview` (an admin's): drafts too. */
    async page(slug: string, preview: boolean, locale: LocaleCode): Promise<CountryPage | { moved: string }> {
      const found = await resource.bySlug(slug, { preview }).catch((error: unknown) => {
        throw error instanceof AppError && error.status === 404 ? fail.notFound('No such study destination.') : error;
      });
      if ('moved' in found) return found;
      const row = found.row;
      const [country, institutions, testimonials] = await Promise.all([resource.one(Number(row.id), locale), deps.institutions().inCountry(Number(row.id), locale), deps.testimonials.list(slug, locale)]);
      return { country, institutions, testimonials };
    },

    /** Public: visible countries in display order with the figures the fit check ranks by. */
    async withFigures(): Promise<Array<{ slug: string; name: string; figures: CountryFigures }>> {
      const rows = (await db('countries').modify(resource.visible()).orderBy('position').orderBy('id').select('slug', 'name', 'figures')) as Array<Pick<CountryRow, 'slug' | 'name' | 'figures'>>;
      return rows.map((r) => ({ slug: r.slug, name: r.name, figures: readFigures(r.figures) }));
    },

    /** Slugs that a profile may name as preferred destinations. */
    async knownSlugs(slugs: string[]): Promise<Set<string>> {
      if (!slugs.length) return new Set();
      return new Set((await db('countries').whereIn('slug', slugs).modify(resource.visible()).pluck('slug')) as string[]);
    },

    /** For each preferred destination: its required documents and where the student stands with each. */
    async checklists(actor: User | null): Promise<Checklist[]> {
      const me = requireActor(actor);
      const slugs = me.preferred_destinations;
      if (!slugs.length) return [];
      const rows = (await db('countries').whereIn('slug', slugs).modify(resource.visible())) as CountryRow[];
      const docs = await documentsOf(rows.map((r) => Number(r.id)));
      const mine = (await db('documents').where({ user_id: me.id }).orderBy('updated_at', 'desc').orderBy('id', 'desc')) as Array<{ id: number; kind: string; status: ChecklistItem['state']; rejection_reason: string | null }>;
      return slugs
        .map((slug) => rows.find((r) => r.slug === slug))
        .filter((r): r is CountryRow => r !== undefined)
        .map((r) => ({
          country: { name: r.name, slug: r.slug, flag: r.flag },
          items: (docs.get(Number(r.id)) ?? []).map((d) => {
            // Approved wins over a newer pending or rejected copy; otherwise the newest counts.
            const ofKind = mine.filter((m) => m.kind === d.kind);
            const best = ofKind.find((m) => m.status === 'approved') ?? ofKind[0];
            return { kind: d.kind, note: d.note, state: best?.status ?? 'missing', document_id: best ? Number(best.id) : null, rejection_reason: best?.rejection_reason ?? null };
          }),
        }));
    },

    admin: {
      list(actor: User | null, query: unknown): Promise<Paged<Country>> {
        requireAdminActor(actor);
        return resource.list(parseInput(countryListQuery, query));
      },
      get(actor: User | null, id: number) {
        requireAdminActor(actor);
        return resource.one(id);
      },
      create(actor: User | null, input: unknown) {
        return save(requireAdminActor(actor), input);
      },
      update,
      ...revisionCalls(resource, update),
      async remove(actor: User | null, id: number) {
        const by = requireAdminActor(actor);
        const row = await resource.row(id);
        const [{ count }] = (await db('institutions').where({ country_id: id }).count({ count: '*' })) as [{ count: number }];
        if (Number(count) > 0) throw new AppError(422, `${row.name} still has ${count} institution(s). Move or delete them first.`, { errors: { _: ['Move or delete its institutions first.'] } });
        await resource.remove(id, { by });
      },
      reorder(actor: User | null, input: unknown) {
        const by = requireAdminActor(actor);
        return resource.reorder(parseInput(reorderSchema, input).ids, { by });
      },
    },
  };
}

export type Countries = ReturnType<typeof createCountries>;
