// Documents, their versions and the access log in PostgreSQL.
import type { Knex } from 'knex';
import type { AccessLogEntry, AdminDocument, DocumentKind, DocumentStatus, DocumentVersion, StudentDocument } from '../../../shared/documents';
import type { Db } from '../../db/knex';

type Runner = Knex | Knex.Transaction;

export interface DocumentRow {
  id: number;
  user_id: number;
  kind: DocumentKind;
  status: DocumentStatus;
  rejection_reason: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  /** A passport's last valid day (decision 0047). */
  expires_on: string | null;
  created_at: string;
  updated_at: string;
}

export interface VersionRow extends DocumentVersion {
  document_id: number;
  storage_key: string;
  uploaded_by: number | null;
}

const versionOut = (v: VersionRow): DocumentVersion => ({
  id: Number(v.id),
  version: v.version,
  original_name: v.original_name,
  mime_type: v.mime_type,
  size: Number(v.size),
  sha256: v.sha256,
  created_at: v.created_at,
});

export function createDocumentsRepo(db: Db) {
  async function versionsOf(documentIds: number[], trx: Runner = db): Promise<Map<number, VersionRow[]>> {
    const map = new Map<number, VersionRow[]>();
    if (!documentIds.length) return map;
    const rows = await trx<VersionRow>('document_versions').whereIn('document_id', documentIds).orderBy('version', 'desc');
    for (const row of rows) {
      const list = map.get(Number(row.document_id)) ?? [];
      list.push(row);
      map.set(Number(row.document_id), list);
    }
    return map;
  }

  function toStudentDocument(row: DocumentRow, versions: VersionRow[]): StudentDocument {
    return {
      id: Number(row.id),
      kind: row.kind,
      status: row.status,
      rejection_reason: row.rejection_reason,
      reviewed_at: row.reviewed_at,
      expires_on: row.expires_on ?? null,
      created_at: row.created_at,
      updated_at: row.updated_at,
      current: versionOut(versions[0]!),
      versions: versions.map(versionOut),
    };
  }

  async function withVersions(rows: DocumentRow[], trx: Runner = db): Promise<StudentDocument[]> {
    const versions = await versionsOf(rows.map((r) => Number(r.id)), trx);
    return rows.filter((r) => versions.get(Number(r.id))?.length).map((r) => toStudentDocument(r, versions.get(Number(r.id))!));
  }

  /** Documents (`d`, already joined to their owner `u`) with the reviewer's name. */
  const adminSelect = (q: Knex.QueryBuilder) =>
    q
      .leftJoin('users as r', 'r.id', 'd.reviewed_by')
      .select('d.*', 'u.firstname as u_firstname', 'u.lastname as u_lastname', 'u.email as u_email', db.raw(`r.firstname || ' ' || r.lastname as reviewer`));

  async function toAdminDocuments(rows: Array<DocumentRow & { u_firstname: string; u_lastname: string; u_email: string; reviewer: string | null }>): Promise<AdminDocument[]> {
    const docs = await withVersions(rows);
    return docs.map((doc) => {
      const row = rows.find((r) => Number(r.id) === doc.id)!;
      return { ...doc, user: { id: Number(row.user_id), firstname: row.u_firstname, lastname: row.u_lastname, email: row.u_email }, reviewed_by: row.reviewer };
    });
  }

  return {
    withVersions,

    async forUser(userId: number): Promise<StudentDocument[]> {
      const rows = await db<DocumentRow>('documents').where({ user_id: userId }).orderBy('created_at', 'desc').orderBy('id', 'desc');
      return withVersions(rows);
    },

    async findOne(id: number, trx: Runner = db): Promise<DocumentRow | undefined> {
      return trx<DocumentRow>('documents').where({ id }).first();
    },

    async one(id: number, trx: Runner = db): Promise<StudentDocument | undefined> {
      const row = await trx<DocumentRow>('documents').where({ id }).first();
      return row ? (await withVersions([row], trx))[0] : undefined;
    },

    async version(documentId: number, version: number | null): Promise<VersionRow | undefined> {
      const q = db<VersionRow>('document_versions').where({ document_id: documentId });
      return version === null ? q.orderBy('version', 'desc').first() : q.andWhere({ version }).first();
    },

    async usedBytes(userId: number, trx: Runner = db): Promise<number> {
      const [row] = (await trx('document_versions as v')
        .join('documents as d', 'd.id', 'v.document_id')
        .where('d.user_id', userId)
        .sum({ total: 'v.size' })) as Array<{ total: number | null }>;
      return Number(row?.total ?? 0);
    },

    async sameFile(userId: number, sha256: string, trx: Runner = db): Promise<{ original_name: string; kind: DocumentKind } | undefined> {
      return trx('document_versions as v')
        .join('documents as d', 'd.id', 'v.document_id')
        .where({ 'd.user_id': userId, 'v.sha256': sha256 })
        .first('v.original_name', 'd.kind');
    },

    /** Serialises a student's uploads so quota and duplicate checks see each other. */
    async lockUser(userId: number, trx: Knex.Transaction): Promise<void> {
      await trx.raw(`SELECT pg_advisory_xact_lock(hashtext('documents'), ?::int)`, [userId % 2_147_483_647]);
    },

    async insertDocument(trx: Knex.Transaction, values: { user_id: number; kind: DocumentKind }): Promise<DocumentRow> {
      const [row] = await trx<DocumentRow>('documents').insert(values).returning('*');
      return row as DocumentRow;
    },

    async insertVersion(trx: Knex.Transaction, values: Omit<VersionRow, 'id' | 'created_at' | 'version'>): Promise<void> {
      const [{ next }] = (await trx('document_versions').where({ document_id: values.document_id }).max({ next: 'version' })) as [{ next: number | null }];
      await trx('document_versions').insert({ ...values, version: Number(next ?? 0) + 1 });
    },

    async setStatus(id: number, values: Partial<DocumentRow>, trx: Runner = db): Promise<void> {
      await trx('documents')
        .where({ id })
        .update({ ...values, updated_at: db.fn.now() });
    },

    async storageKeys(where: { document_id?: number; user_id?: number }, trx: Runner = db): Promise<string[]> {
      const q = trx('document_versions as v').join('documents as d', 'd.id', 'v.document_id');
      if (where.document_id !== undefined) q.where('d.id', where.document_id);
      if (where.user_id !== undefined) q.where('d.user_id', where.user_id);
      return (await q.pluck('v.storage_key')) as string[];
    },

    /** Which of these files a stored version refers to. */
    async keysInUse(keys: string[]): Promise<Set<string>> {
      if (!keys.length) return new Set();
      return new Set((await db('document_versions').whereIn('storage_key', keys).pluck('storage_key')) as string[]);
    },

    /** Whether a stored version refers to this file. */
    async keyInUse(key: string): Promise<boolean> {
      return Boolean(await db('document_versions').where({ storage_key: key }).first('id'));
    },

    async deleteDocument(id: number, trx: Runner = db): Promise<void> {
      await trx('documents').where({ id }).delete();
    },

    async adminForUser(userId: number): Promise<AdminDocument[]> {
      const rows = await adminSelect(db('documents as d').join('users as u', 'u.id', 'd.user_id'))
        .where('d.user_id', userId)
        .orderBy('d.created_at', 'desc')
        .orderBy('d.id', 'desc');
      return toAdminDocuments(rows);
    },

    /** The review queue; `adviserId`: only that adviser's students' documents. */
    async adminQueue(query: { status: string; q: string; page: number; per_page: number; dir: 'asc' | 'desc' }, adviserId: number | null = null): Promise<{ results: AdminDocument[]; total: number }> {
      const base = db('documents as d')
        .join('users as u', 'u.id', 'd.user_id')
        .modify((q) => {
          if (adviserId !== null) q.where('u.adviser_id', adviserId);
          if (query.status) q.where('d.status', query.status);
          if (query.q) {
            const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
            q.where((w) => w.whereILike('u.email', like).orWhereRaw(`(u.firstname || ' ' || u.lastname) ILIKE ?`, [like]));
          }
        });
      const [{ count }] = (await base.clone().count({ count: '*' })) as [{ count: number }];
      const rows = await adminSelect(base.clone())
        .orderBy('d.updated_at', query.dir)
        .orderBy('d.id', query.dir)
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page);
      return { results: await toAdminDocuments(rows), total: Number(count) };
    },

    /** Documents waiting for review: every student's, or those of one adviser's students (a query with `count`). */
    pendingCountQuery(adviserId: number | null = null): Knex.QueryBuilder {
      return db('documents as d')
        .where('d.status', 'pending')
        .modify((q) => {
          // The adviser's students by id: both sides are read from indexes alone (documents_pending_user_index).
          if (adviserId !== null) q.whereIn('d.user_id', db('users').where({ role: 'user', adviser_id: adviserId }).select('id'));
        })
        .select(db.raw('count(*)::int as count'));
    },

    async logAccess(values: { document_id: number; version_id: number; user_id: number; actor_name: string; action: 'download' | 'preview' }): Promise<void> {
      await db('document_access_log').insert(values);
    },

    /** Every document of the user with all its versions (their stored files' keys included), oldest first. */
    async allOfUser(userId: number): Promise<Array<{ row: DocumentRow; versions: VersionRow[] }>> {
      const rows = await db<DocumentRow>('documents').where({ user_id: userId }).orderBy('created_at').orderBy('id');
      const versions = await versionsOf(rows.map((r) => Number(r.id)));
      return rows.map((row) => ({ row, versions: [...(versions.get(Number(row.id)) ?? [])].reverse() }));
    },

    /** Removes every document of the user (versions and access log go with them); answers the stored files' keys. */
    async deleteAllOfUser(userId: number, trx: Runner = db): Promise<string[]> {
      const keys = (await trx('document_versions as v').join('documents as d', 'd.id', 'v.document_id').where('d.user_id', userId).pluck('v.storage_key')) as string[];
      await trx('documents').where({ user_id: userId }).delete();
      return keys;
    },

    async accessLog(userId: number, limit: number | null = 100): Promise<AccessLogEntry[]> {
      const rows = await db('document_access_log as l')
        .join('documents as d', 'd.id', 'l.document_id')
        .leftJoin('document_versions as v', 'v.id', 'l.version_id')
        .where('d.user_id', userId)
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .modify((q) => {
          if (limit !== null) q.limit(limit);
        })
        .select('l.id', 'l.document_id', 'd.kind', 'v.original_name', 'v.version', 'l.action', 'l.actor_name', 'l.created_at');
      return rows.map((r: Record<string, never>) => ({
        id: Number(r.id),
        document_id: Number(r.document_id),
        kind: r.kind,
        original_name: r.original_name ?? null,
        version: r.version ?? null,
        action: r.action,
        by: r.actor_name,
        at: r.created_at,
      }));
    },
  };
}

export type DocumentsRepo = ReturnType<typeof createDocumentsRepo>;
