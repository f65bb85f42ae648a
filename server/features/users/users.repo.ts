// Users in PostgreSQL: rows in, public user objects out (never a password hash).
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { PROFILE_FIELDS, type ProfileFieldList, profileOfRow } from '../../../shared/profile';
import type { UserListQuery } from '../../../shared/schemas/lists';
import type { AdminUser, Role, User, UserProfile } from '../../../shared/types';

export interface UserRow extends UserProfile {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  password: string | null;
  role: Role;
  created_at: string;
  updated_at: string;
  terms_accepted_at: string | null;
  disabled_at: string | null;
  last_login_at: string | null;
  email_verified_at: string | null;
  pending_email: string | null;
  mfa_secret: string | null;
  mfa_enabled_at: string | null;
  mfa_last_step: number | null;
  deletion_requested_at: string | null;
  delete_after: string | null;
  restore_token_hash: string | null;
  retention_warned_at: string | null;
  /** A student's adviser (decision 0031). */
  adviser_id: number | null;
  /** With the site's secret, makes the key of the student's calendar feed (decision 0047); null until first asked. */
  calendar_salt: string | null;
}

/**
 * The public user object of a row; its profile has the described fields (shared/profile.ts), in their order. The
 * features make them with the repository's `toUser`, which passes the fields the app was made with.
 */
function toUser(row: UserRow, profile: ProfileFieldList): User {
  return {
    id: Number(row.id),
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    role: row.role,
    created_at: row.created_at,
    has_password: row.password !== null,
    email_verified_at: row.email_verified_at ?? null,
    pending_email: row.pending_email ?? null,
    mfa_enabled: Boolean(row.mfa_enabled_at),
    ...profileOfRow(row, profile),
  };
}

function toAdminUser(row: UserRow, profile: ProfileFieldList): AdminUser {
  return {
    ...toUser(row, profile),
    disabled_at: row.disabled_at,
    last_login_at: row.last_login_at,
    updated_at: row.updated_at,
    deletion_requested_at: row.deletion_requested_at ?? null,
    delete_after: row.delete_after ?? null,
  };
}

export type UserWrite = Partial<Omit<UserRow, 'id' | 'created_at' | 'updated_at'>>;

const SORT_COLUMNS: Record<UserListQuery['sort'], string[]> = {
  name: ['firstname', 'lastname'],
  email: ['email'],
  role: ['role'],
  created_at: ['created_at'],
  id: ['id'],
};

/** `profile`: the described fields (the site's unless a test adds one) its user objects carry. */
export function createUsersRepo(db: Db, profile: ProfileFieldList = PROFILE_FIELDS) {
  return {
    /** Rows in, public user objects out: every feature makes them here, with the repository's profile fields. */
    toUser: (row: UserRow) => toUser(row, profile),
    toAdminUser: (row: UserRow) => toAdminUser(row, profile),
    async findById(id: number, trx: Knex | Knex.Transaction = db): Promise<UserRow | undefined> {
      return trx<UserRow>('users').where({ id }).first();
    },
    async findByEmail(email: string, trx: Knex | Knex.Transaction = db): Promise<UserRow | undefined> {
      return trx<UserRow>('users').whereRaw('lower(email) = lower(?)', [email]).first();
    },
    async insert(values: UserWrite, trx: Knex | Knex.Transaction = db): Promise<UserRow> {
      const [row] = await trx<UserRow>('users').insert(values as never).returning('*');
      return row as UserRow;
    },
    async update(id: number, values: UserWrite, trx: Knex | Knex.Transaction = db): Promise<UserRow | undefined> {
      const [row] = await trx<UserRow>('users')
        .where({ id })
        .update({ ...values, updated_at: db.fn.now() } as never)
        .returning('*');
      return row as UserRow | undefined;
    },
    async delete(id: number, trx: Knex | Knex.Transaction = db): Promise<boolean> {
      return (await trx('users').where({ id }).delete()) > 0;
    },

    /** Search by name or e-mail, filter by role and status, natural sort, one page. */
    async list(query: UserListQuery): Promise<{ rows: UserRow[]; total: number }> {
      const base = db<UserRow>('users').modify((q) => {
        if (query.q) {
          const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
          q.where((w) => w.whereILike('email', like).orWhereRaw(`(firstname || ' ' || lastname) ILIKE ?`, [like]));
        }
        if (query.role) q.where('role', query.role);
        if (query.status === 'active') q.whereNull('disabled_at');
        if (query.status === 'disabled') q.whereNotNull('disabled_at');
      });
      const [{ count }] = (await base.clone().count<{ count: number }[]>({ count: '*' })) as [{ count: number }];
      const order = SORT_COLUMNS[query.sort];
      const rows = await base
        .clone()
        .select('*')
        .modify((q) => {
          for (const column of order) {
            if (column === 'id' || column === 'created_at') q.orderBy(column, query.dir);
            else q.orderByRaw(`${column} COLLATE natural_sort ${query.dir === 'desc' ? 'DESC' : 'ASC'}`);
          }
          q.orderBy('id', query.dir);
        })
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page);
      return { rows, total: Number(count) };
    },

    /** `{id, name}` of each adviser among these ids. */
    async people(ids: Array<number | null>, trx: Knex | Knex.Transaction = db): Promise<Map<number, { id: number; name: string }>> {
      const wanted = [...new Set(ids.filter((id): id is number => id !== null).map(Number))];
      if (!wanted.length) return new Map();
      const rows = (await trx('users').whereIn('id', wanted).select('id', 'firstname', 'lastname')) as Array<{ id: number; firstname: string; lastname: string }>;
      return new Map(rows.map((r) => [Number(r.id), { id: Number(r.id), name: `${r.firstname} ${r.lastname}`.trim() }]));
    },

    /** The students who signed up in the last seven days (through the sign-up index), as a query selecting `n`. */
    newThisWeekQuery(): Knex.QueryBuilder {
      return db('users').where('role', 'user').where('created_at', '>=', db.raw(`now() - interval '7 days'`)).select(db.raw('count(*)::int as n'));
    },

    /** The newest students. */
    async newestStudents(limit: number): Promise<UserRow[]> {
      return db<UserRow>('users').where('role', 'user').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit);
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
