// The admin portal's records (services, posts, testimonials, galleries, widgets) share one shape of table access:
// search, natural sort, paging, position order, insert, update, delete, reorder. Each feature brings its table, columns
// and mapping to the wire; what the browser knows of it too (noun, audit type, name field, sort keys) is its
// description in shared/resources.ts.
// What a description asks for is done here once for every kind (decision 0035): drafts and publish times (`publishing`:
// status, published_at, the live filter for visitors, old addresses that answer 301, previews) and revisions (a
// snapshot of the record's form on each save, the last REVISIONS_KEPT kept, restore), and content per locale
// (`translatable`, decision 0045: `translations` in a save's body, the record in a visitor's locale or the default's
// with `fallback`, each translation's status for admins; a revision holds the translations too).
import type { Knex } from 'knex';
import type { ZodType } from 'zod';
import type { AuditAction } from '../../../shared/audit';
import { isPositioned, type ResourceDescription, type ResourceKey } from '../../../shared/resources';
import { REVISIONS_KEPT, type Revision, type Revisions, type Snapshot } from '../../../shared/revisions';
import { reorderSchema } from '../../../shared/schemas/content';
import { publishingSchema } from '../../../shared/schemas/publishing';
import type { Paged, User } from '../../../shared/types';
import type { Db } from '../../db/knex';
import { fail, fromDatabaseError, parseInput } from '../../lib/errors';
import { requireAdminActor } from '../../lib/actors';
import { changedColumns, quoted, recordAudit, updateSummary } from '../../lib/audit';
import { clock } from '../../lib/clock';
import { bumpContentVersion } from '../../lib/content-version';
import { live } from '../../lib/publishing';
import { DEFAULT_LOCALE, type LocaleCode } from '../../../shared/i18n/locales';
import type { Translations } from '../../../shared/translations';
import { adminLanguage, localizeRow, parseTranslations, stamped, storedTranslations, translationLabel, withLanguage } from '../../lib/translations';
import { enabled as enabledLocales } from '../locales/locales.service';

export interface ResourceSpec<Row extends { id: number }, Out, S extends string> {
  /** What both sides know of it (shared/resources.ts): its noun, audit type, name field and sort keys. */
  resource: ResourceDescription<ResourceKey, ZodType, object, S>;
  table: string;
  /** Columns `q` searches (ILIKE). */
  search: string[];
  /** sort key → column; text columns sort naturally ("Item 2" before "Item 10"). */
  sorts: Record<NoInfer<S>, { column: string; text?: boolean }>;
  toOut(rows: Row[]): Promise<Out[]>;
  /** What visitors see besides live records (a `visible` switch), on the table or its `alias`. */
  shown?: (q: Knex.QueryBuilder, alias?: string) => void;
  /** Revisions: what a snapshot holds besides the record's columns named like its form's fields (a country's documents). */
  snapshotExtra?: (trx: Knex, id: number) => Promise<Snapshot>;
}

/** Who makes a change (recorded in the audit log in its transaction), and a transaction of the caller's to join. */
export interface Change {
  by: User;
  /** The change commits or rolls back with this transaction. */
  trx?: Knex.Transaction;
  /** The body as sent: a resource with `publishing` reads its status and publish time from it (none: unchanged). */
  input?: unknown;
  /** The caller takes the revision itself (`revise`) once the rest of its save is written. */
  reviseLater?: boolean;
  /** This save restores that revision (the audit log says so). */
  restoring?: Revision;
}

/** A record found by an address: the row, or the record's current address when it was an old one. */
export type FoundBySlug<Row> = { row: Row } | { moved: string };

export interface ListQuery {
  q: string;
  sort: string;
  dir: 'asc' | 'desc';
  page: number;
  per_page: number;
}

export function createResource<Row extends { id: number }, Out, S extends string>(db: Db, spec: ResourceSpec<Row, Out, S>) {
  const table = () => db<Row>(spec.table);
  const { type, noun, nameField } = spec.resource;
  /** How the audit log names a record: the field people know it by. */
  const name = (row: Row) => String((row as Record<string, unknown>)[nameField]);
  const positioned = isPositioned(spec.resource);
  const { publishing, revisions: keepsRevisions } = spec.resource;
  const translate = (error: unknown): never => {
    throw fromDatabaseError(error) ?? error;
  };
  const fields = spec.resource.translatable;
  const translated = Object.keys(fields).length > 0;

  /** Rows as admins see them (each translation and its status), or in a visitor's `locale`. */
  async function out(rows: Row[], locale?: LocaleCode): Promise<Out[]> {
    if (!translated) return spec.toOut(rows);
    if (locale !== undefined) return spec.toOut(rows.map((r) => localizeRow(r, fields, locale)));
    const others = (await enabledLocales({ db })).filter((code) => code !== DEFAULT_LOCALE);
    return spec.toOut(rows.map((r) => withLanguage(r, adminLanguage(r, fields, others))));
  }

  /** The body's `translations`, checked against the enabled locales (none sent: undefined). */
  async function givenTranslations(input: unknown): Promise<Translations | undefined> {
    if (!translated) {
      if (input && typeof input === 'object' && (input as { translations?: unknown }).translations !== undefined) throw fail.field('translations', `A ${noun} is not translated.`);
      return undefined;
    }
    return parseTranslations(input, spec.resource.schema, fields, await enabledLocales({ db }));
  }

  /**
   * A restored revision's translations, whole, each with the time it was saved: one older than the source's last
   * change (a restore that changes the source text changes it now) needs an update (decision 0045).
   */
  function restoredTranslations(values: Record<string, unknown>): Translations {
    const out: Translations = {};
    for (const [code, entry] of Object.entries(storedTranslations(values.translations))) out[code] = { ...entry, updated_at: entry.updated_at ?? new Date(0).toISOString() };
    return out;
  }

  /** What visitors may see: live (published and due by the site's clock) and shown. */
  const visible = (alias?: string) => (q: Knex.QueryBuilder) => {
    if (publishing) live(alias)(q);
    spec.shown?.(q, alias);
    return q;
  };

  /**
   * The status and publish time a save sets: a published record without a date is published from now (or since it
   * was); a new record without a status gets the kind's default, an update without one keeps the record's.
   */
  function publishingOf(input: unknown, current?: Row): Record<string, unknown> {
    if (!publishing || input === undefined) return {};
    const v = parseInput(publishingSchema(publishing.defaultStatus), input);
    const was = current as { status?: string; published_at?: string | null } | undefined;
    // An update that does not name a status keeps the record's (a body from before drafts existed publishes nothing).
    const status = was && !(input && typeof input === 'object' && 'status' in input) ? was.status : v.status;
    const since = was?.published_at ?? null;
    const publishedAt = v.published_at ? new Date(v.published_at).toISOString() : status === 'published' ? (since ?? clock.now().toISOString()) : null;
    return { status, published_at: publishedAt };
  }

  /** An address is taken by another record's current or old address. */
  async function checkSlug(trx: Knex, values: Record<string, unknown>, id = 0): Promise<void> {
    const slug = values.slug;
    if (!publishing || typeof slug !== 'string') return;
    const taken = await trx(spec.table).where({ slug }).whereNot({ id }).first();
    const retired = await trx('content_slugs').where({ type, slug }).whereNot({ record_id: id }).first();
    if (taken || retired) throw fail.field('slug', `This address is already used by another ${noun}.`);
  }

  /** A record's form as it is now: its columns named like the form's fields, and what the feature adds. */
  async function snapshot(trx: Knex, id: number): Promise<Snapshot> {
    const current = (await trx(spec.table).where({ id }).first()) as Record<string, unknown>;
    const out: Snapshot = {};
    for (const key of Object.keys(spec.resource.defaults)) if (key in current) out[key] = current[key] ?? null;
    // The translations ride along, each with when it was saved.
    if (translated) out.translations = storedTranslations(current.translations);
    return { ...out, ...(await spec.snapshotExtra?.(trx, id)) };
  }

  /** Keeps the record's form as this save left it, and the last REVISIONS_KEPT saves only. */
  async function revise(trx: Knex, id: number, by: User): Promise<void> {
    if (!keepsRevisions) return;
    await trx('revisions').insert({ type, record_id: id, snapshot: JSON.stringify(await snapshot(trx, id)), user_id: by.id });
    const kept = trx('revisions').where({ type, record_id: id }).orderBy('id', 'desc').limit(REVISIONS_KEPT).select('id');
    await trx('revisions').where({ type, record_id: id }).whereNotIn('id', kept).delete();
  }

  async function row(id: number, trx: Knex | Knex.Transaction = db): Promise<Row> {
    const found = Number.isSafeInteger(id) && id > 0 ? await trx<Row>(spec.table).where({ id } as never).first() : undefined;
    if (!found) throw fail.notFound(`No such ${noun}.`);
    return found as Row;
  }

  /** A record as admins see it, or in a visitor's `locale`. */
  async function one(id: number, locale?: LocaleCode): Promise<Out> {
    return (await out([await row(id)], locale))[0]!;
  }

  return {
    row,
    one,

    async list(query: ListQuery, where?: (q: Knex.QueryBuilder) => void): Promise<Paged<Out>> {
      const base = table().modify((q) => {
        if (query.q && spec.search.length) {
          const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
          q.where((w) => {
            for (const column of spec.search) w.orWhereILike(column, like);
          });
        }
        where?.(q);
      });
      const [{ count }] = (await base.clone().count({ count: '*' })) as [{ count: number }];
      const sort = spec.sorts[query.sort as S] as { column: string; text?: boolean } | undefined;
      const rows = (await base
        .clone()
        .select('*')
        .modify((q) => {
          if (sort?.text) q.orderByRaw(`${sort.column} COLLATE natural_sort ${query.dir === 'desc' ? 'DESC' : 'ASC'}`);
          else if (sort) q.orderBy(sort.column, query.dir);
          q.orderBy('id', query.dir);
        })
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page)) as Row[];
      return { results: await out(rows), total: Number(count), page: query.page, per_page: query.per_page };
    },

    /** Every record in display order (positioned lists) or by id, as admins see them or in a visitor's `locale`. */
    async all(where?: (q: Knex.QueryBuilder) => void, locale?: LocaleCode): Promise<Out[]> {
      const rows = (await table()
        .modify((q) => where?.(q))
        .orderBy(positioned ? 'position' : 'id', 'asc')
        .orderBy('id', 'asc')) as Row[];
      return out(rows, locale);
    },

    /** Rows read by the feature itself, as admins see them or in a visitor's `locale`. */
    out,

    async insert(values: Partial<Row>, change: Change): Promise<Out> {
      const published = publishingOf(change.input);
      const given = await givenTranslations(change.input);
      const created = await (change.trx ?? db)
        .transaction(async (trx) => {
          const extra: Record<string, unknown> = { ...published };
          if (translated) {
            const now = clock.now().toISOString();
            extra.translations = JSON.stringify(stamped(given ?? {}, now));
            extra.source_updated_at = now;
          }
          await checkSlug(trx, values);
          if (positioned) {
            const [{ max }] = (await trx(spec.table).max({ max: 'position' })) as [{ max: number | null }];
            extra.position = Number(max ?? 0) + 1;
          }
          const [inserted] = await trx(spec.table)
            .insert({ ...values, ...extra })
            .returning('*');
          await bumpContentVersion(trx);
          await recordAudit(trx, change.by, { action: `${type}.create`, target_type: type, target_id: Number(inserted.id), summary: quoted(name(inserted as Row)) });
          if (!change.reviseLater) await revise(trx, Number(inserted.id), change.by);
          return inserted as Row;
        })
        .catch(translate);
      return (await out([created]))[0]!;
    },

    /** `alsoChanged`: what the caller changes beside the row (named in the audit log's summary). */
    async update(id: number, given: Partial<Row>, change: Change & { alsoChanged?: string[] }): Promise<Out> {
      const before = await row(id, change.trx);
      const values = { ...given, ...publishingOf(change.input, before) } as Partial<Row>;
      const restoring = change.restoring;
      const texts = restoring ? undefined : await givenTranslations(change.input);
      await (change.trx ?? db)
        .transaction(async (trx) => {
          await checkSlug(trx, values, id);
          const slug = (values as { slug?: string }).slug;
          const was = before as Row & { slug?: string; status?: string };
          if (publishing && slug !== undefined && slug !== was.slug) {
            // A record visitors could see keeps its old address, answering 301; its own old address can be taken back.
            await trx('content_slugs').where({ type, slug, record_id: id }).delete();
            if (was.status === 'published') await trx('content_slugs').insert({ type, record_id: id, slug: was.slug }).onConflict(['type', 'slug']).ignore();
          }
          const language: Record<string, unknown> = {};
          const edited: string[] = [];
          if (translated) {
            const now = clock.now().toISOString();
            const was = before as Record<string, unknown>;
            const next = values as Record<string, unknown>;
            // The source changed: translations saved before it need an update.
            if (Object.keys(fields).some((field) => field in next && String(next[field] ?? '') !== String(was[field] ?? ''))) language.source_updated_at = now;
            const stored = storedTranslations(was.translations);
            let saved: Translations | undefined;
            // A revision from before translations were kept leaves them as they are.
            if (restoring) saved = 'translations' in restoring.values ? restoredTranslations(restoring.values) : undefined;
            else if (texts) {
              saved = { ...stored };
              for (const code of Object.keys(texts)) delete saved[code];
              Object.assign(saved, stamped(texts, now));
            }
            if (saved) {
              language.translations = JSON.stringify(saved);
              for (const code of new Set([...Object.keys(stored), ...Object.keys(saved)])) {
                const strip = (entry?: Record<string, string>) => JSON.stringify(Object.entries(entry ?? {}).filter(([k]) => k !== 'updated_at').sort());
                if (strip(stored[code]) !== strip(saved[code])) edited.push(translationLabel(code));
              }
            }
          }
          await trx(spec.table)
            .where({ id })
            .update({ ...values, ...language, updated_at: trx.fn.now() });
          await bumpContentVersion(trx);
          const changed = [...changedColumns(before, values), ...(change.alsoChanged ?? []), ...edited];
          const summary = updateSummary(name(before), name({ ...before, ...values }), changed);
          const restored = restoring;
          await recordAudit(trx, change.by, {
            action: (restored ? `${type}.restore` : `${type}.update`) as AuditAction,
            target_type: type,
            target_id: id,
            summary: restored ? `${summary} (restored the version saved ${restored.created_at.slice(0, 16).replace('T', ' ')} UTC)` : summary,
          });
          if (!change.reviseLater) await revise(trx, id, change.by);
        })
        .catch(translate);
      return one(id);
    },

    /** Takes the revision of a save whose caller said `reviseLater`, in its transaction. */
    revise,

    /** The live filter (and what else visitors need) for the feature's own public queries. */
    visible,

    /**
     * A record visitors may see by its address; an old address of one gives its current address (`moved`). With
     * `preview` (an admin's), drafts and records scheduled for later too.
     */
    async bySlug(slug: string, options: { preview?: boolean } = {}): Promise<FoundBySlug<Row>> {
      const shownTo = (alias?: string) => (q: Knex.QueryBuilder) => (options.preview ? q : visible(alias)(q));
      const found = (await db(spec.table).modify(shownTo()).where({ slug }).first()) as Row | undefined;
      if (found) return { row: found };
      if (publishing) {
        const old = await db('content_slugs as s')
          .join(`${spec.table} as r`, 'r.id', 's.record_id')
          .where({ 's.type': type, 's.slug': slug })
          .modify(shownTo('r'))
          .first<{ slug: string } | undefined>('r.slug');
        if (old) return { moved: old.slug };
      }
      throw fail.notFound(`No such ${noun}.`);
    },

    /** A record's last saves, newest first, and its form as it is now. */
    async revisions(id: number): Promise<Revisions> {
      await row(id);
      const rows = (await db('revisions as v')
        .leftJoin('users as u', 'u.id', 'v.user_id')
        .where({ 'v.type': type, 'v.record_id': id })
        .orderBy('v.id', 'desc')
        .limit(REVISIONS_KEPT)
        .select('v.id', 'v.created_at', 'v.snapshot', 'v.user_id', 'u.firstname', 'u.lastname')) as Array<{ id: number; created_at: string; snapshot: Snapshot; user_id: number | null; firstname: string | null; lastname: string | null }>;
      const results = rows.map((r) => ({
        id: Number(r.id),
        created_at: r.created_at,
        by: r.user_id === null ? null : { id: Number(r.user_id), name: `${r.firstname ?? ''} ${r.lastname ?? ''}`.trim() },
        values: r.snapshot,
      }));
      return { results, current: await snapshot(db, id) };
    },

    /** One kept save of the record. */
    async revision(id: number, revisionId: number): Promise<Revision> {
      const { results } = await this.revisions(id);
      const found = results.find((r) => r.id === revisionId);
      if (!found) throw fail.notFound('No such revision.');
      return found;
    },

    async remove(id: number, change: Change): Promise<Row> {
      const existing = await row(id, change.trx);
      await (change.trx ?? db).transaction(async (trx) => {
        await trx(spec.table).where({ id }).delete();
        await trx('content_slugs').where({ type, record_id: id }).delete();
        await trx('revisions').where({ type, record_id: id }).delete();
        await bumpContentVersion(trx);
        await recordAudit(trx, change.by, { action: `${type}.delete`, target_type: type, target_id: id, summary: quoted(name(existing)) });
      });
      return existing;
    },

    /** Saves a new order; the ids must be exactly the records of the list (`where` narrows it). */
    async reorder(ids: number[], change: Change, where?: (q: Knex.QueryBuilder) => void): Promise<Out[]> {
      await (change.trx ?? db).transaction(async (trx) => {
        const existing = (await trx(spec.table).modify((q) => where?.(q))) as Row[];
        const known = new Map(existing.map((r) => [Number(r.id), r]));
        if (known.size !== ids.length || ids.some((id) => !known.has(id))) {
          throw fail.field('ids', `Send every ${noun} of the list exactly once.`);
        }
        for (const [index, id] of ids.entries()) await trx(spec.table).where({ id }).update({ position: index + 1 });
        await bumpContentVersion(trx);
        const order = ids.map((id) => quoted(name(known.get(id)!))).join(', ');
        await recordAudit(trx, change.by, { action: `${type}.reorder` as AuditAction, target_type: type, target_id: null, summary: `new order: ${order}` });
      });
      return this.all(where);
    },
  };
}

export type Resource<Row extends { id: number }, Out> = ReturnType<typeof createResource<Row, Out, string>>;

/**
 * The admin calls every record screen shares: each needs an admin; the list query and the body are parsed with the
 * shared schemas (`toRow`); an update of a missing record is a 404 before its body is looked at.
 */
export function adminCalls<Row extends { id: number }, Out>(resource: Resource<Row, Out>, listQuery: ZodType<ListQuery>, toRow: (input: unknown) => Promise<Partial<Row>>) {
  const update = async (actor: User | null, id: number, input: unknown, restoring?: Revision): Promise<Out> => {
    const by = requireAdminActor(actor);
    await resource.row(id);
    return resource.update(id, await toRow(input), { by, input, restoring });
  };
  return {
    list(actor: User | null, query: unknown): Promise<Paged<Out>> {
      requireAdminActor(actor);
      return resource.list(parseInput(listQuery, query));
    },
    get(actor: User | null, id: number): Promise<Out> {
      requireAdminActor(actor);
      return resource.one(id);
    },
    async create(actor: User | null, input: unknown): Promise<Out> {
      const by = requireAdminActor(actor);
      return resource.insert(await toRow(input), { by, input });
    },
    update,
    ...revisionCalls(resource, update),
    async remove(actor: User | null, id: number): Promise<void> {
      const by = requireAdminActor(actor);
      await resource.remove(id, { by });
    },
  };
}

/** A record's saved form as the body of its update: what the save that restores a revision sends. */
type UpdateCall<Out> = (actor: User | null, id: number, input: unknown, restoring?: Revision) => Promise<Out>;

/**
 * The admin calls of a resource's revisions: the list (with the record as it is now), and restore, which saves the
 * revision's form through the resource's own update (the same checks, a new revision, the audit log).
 */
export function revisionCalls<Row extends { id: number }, Out>(resource: Resource<Row, Out>, update: UpdateCall<Out>) {
  return {
    revisions(actor: User | null, id: number): Promise<Revisions> {
      requireAdminActor(actor);
      return resource.revisions(id);
    },
    async restore(actor: User | null, id: number, revisionId: number): Promise<Out> {
      requireAdminActor(actor);
      const revision = await resource.revision(id, revisionId);
      return update(actor, id, revision.values, revision);
    },
  };
}

/** The admin's reorder call of a positioned resource: the new order of every id. */
export function reorderCall<Row extends { id: number }, Out>(resource: Resource<Row, Out>) {
  return (actor: User | null, input: unknown): Promise<Out[]> => {
    const by = requireAdminActor(actor);
    return resource.reorder(parseInput(reorderSchema, input).ids, { by });
  };
}
