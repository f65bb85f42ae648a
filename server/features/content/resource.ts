// The admin portal's records (services, posts, testimonials, galleries, widgets) share one shape of table access:
// search, natural sort, paging, position order, insert, update, delete, reorder. Each feature brings its table, columns
// and mapping to the wire; what the browser knows of it too (noun, audit type, name field, sort keys) is its
// description in shared/resources.ts.
import type { Knex } from 'knex';
import type { ZodType } from 'zod';
import type { AuditAction } from '../../../shared/audit';
import { isPositioned, type ResourceDescription, type ResourceKey } from '../../../shared/resources';
import { reorderSchema } from '../../../shared/schemas/content';
import type { Paged, User } from '../../../shared/types';
import type { Db } from '../../db/knex';
import { fail, fromDatabaseError, parseInput } from '../../http/errors';
import { requireAdminActor } from '../../lib/actors';
import { changedColumns, quoted, recordAudit, updateSummary } from '../../lib/audit';
import { bumpContentVersion } from '../../lib/content-version';

export interface ResourceSpec<Row extends { id: number }, Out, S extends string> {
  /** What both sides know of it (shared/resources.ts): its noun, audit type, name field and sort keys. */
  resource: ResourceDescription<ResourceKey, ZodType, object, S>;
  table: string;
  /** Columns `q` searches (ILIKE). */
  search: string[];
  /** sort key → column; text columns sort naturally ("Item 2" before "Item 10"). */
  sorts: Record<NoInfer<S>, { column: string; text?: boolean }>;
  toOut(rows: Row[]): Promise<Out[]>;
}

/** Who makes a change (recorded in the audit log in its transaction), and a transaction of the caller's to join. */
export interface Change {
  by: User;
  /** The change commits or rolls back with this transaction. */
  trx?: Knex.Transaction;
}

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
  const translate = (error: unknown): never => {
    throw fromDatabaseError(error) ?? error;
  };

  async function row(id: number, trx: Knex | Knex.Transaction = db): Promise<Row> {
    const found = Number.isSafeInteger(id) && id > 0 ? await trx<Row>(spec.table).where({ id } as never).first() : undefined;
    if (!found) throw fail.notFound(`No such ${noun}.`);
    return found as Row;
  }

  async function one(id: number): Promise<Out> {
    return (await spec.toOut([await row(id)]))[0]!;
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
      return { results: await spec.toOut(rows), total: Number(count), page: query.page, per_page: query.per_page };
    },

    /** Every record in display order (positioned lists) or by id. */
    async all(where?: (q: Knex.QueryBuilder) => void): Promise<Out[]> {
      const rows = (await table()
        .modify((q) => where?.(q))
        .orderBy(positioned ? 'position' : 'id', 'asc')
        .orderBy('id', 'asc')) as Row[];
      return spec.toOut(rows);
    },

    async insert(values: Partial<Row>, change: Change): Promise<Out> {
      const created = await (change.trx ?? db)
        .transaction(async (trx) => {
          const extra: Record<string, unknown> = {};
          if (positioned) {
            const [{ max }] = (await trx(spec.table).max({ max: 'position' })) as [{ max: number | null }];
            extra.position = Number(max ?? 0) + 1;
          }
          const [inserted] = await trx(spec.table)
            .insert({ ...values, ...extra })
            .returning('*');
          await bumpContentVersion(trx);
          await recordAudit(trx, change.by, { action: `${type}.create`, target_type: type, target_id: Number(inserted.id), summary: quoted(name(inserted as Row)) });
          return inserted as Row;
        })
        .catch(translate);
      return (await spec.toOut([created]))[0]!;
    },

    /** `alsoChanged`: what the caller changes beside the row (named in the audit log's summary). */
    async update(id: number, values: Partial<Row>, change: Change & { alsoChanged?: string[] }): Promise<Out> {
      const before = await row(id, change.trx);
      await (change.trx ?? db)
        .transaction(async (trx) => {
          await trx(spec.table)
            .where({ id })
            .update({ ...values, updated_at: trx.fn.now() });
          await bumpContentVersion(trx);
          const changed = [...changedColumns(before, values), ...(change.alsoChanged ?? [])];
          await recordAudit(trx, change.by, { action: `${type}.update`, target_type: type, target_id: id, summary: updateSummary(name(before), name({ ...before, ...values }), changed) });
        })
        .catch(translate);
      return one(id);
    },

    async remove(id: number, change: Change): Promise<Row> {
      const existing = await row(id, change.trx);
      await (change.trx ?? db).transaction(async (trx) => {
        await trx(spec.table).where({ id }).delete();
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
      return resource.insert(await toRow(input), { by });
    },
    async update(actor: User | null, id: number, input: unknown): Promise<Out> {
      const by = requireAdminActor(actor);
      await resource.row(id);
      return resource.update(id, await toRow(input), { by });
    },
    async remove(actor: User | null, id: number): Promise<void> {
      const by = requireAdminActor(actor);
      await resource.remove(id, { by });
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
