// Reading the audit log (GET /api/admin/audit and the /admin/audit page): newest first, filtered, a page at a time.
// Nothing here changes or removes an entry; the table refuses that too (migrations/20261126110000_audit_log.ts).
import type { Knex } from 'knex';
import type { AuditAction, AuditEntry, AuditTargetType } from '../../../shared/audit';
import { auditQuerySchema } from '../../../shared/schemas/audit';
import type { KeyedPage, User } from '../../../shared/types';
import type { Db } from '../../db/knex';
import { parseInput } from '../../lib/errors';
import { cappedCount, type KeyOrder, readKeyed } from '../../lib/keyset';
import { searchPattern } from '../../lib/search';
import { requireAdminActor } from '../../lib/actors';
import type { Bound } from '../../lib/bind';

interface AuditRow {
  id: number;
  at: string;
  actor_id: number;
  actor_name: string;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: number | null;
  summary: string;
  ip: string | null;
}

const toEntry = (r: AuditRow): AuditEntry => ({
  id: Number(r.id),
  at: r.at,
  actor: { id: Number(r.actor_id), name: r.actor_name },
  action: r.action,
  target_type: r.target_type,
  target_id: r.target_id === null ? null : Number(r.target_id),
  summary: r.summary,
  ip: r.ip,
});

export interface AuditDeps {
  db: Db;
}

/** `q` matches the summary, the action, the actor's name and the record ("user 12", "user:12" or "12"). */
export async function list({ db }: AuditDeps, actor: User | null, query: unknown): Promise<KeyedPage<AuditEntry>> {
  requireAdminActor(actor);
  const q = parseInput(auditQuerySchema, query);
  const filters = (b: Knex.QueryBuilder) => {
    if (q.actor_id !== undefined) b.where('actor_id', q.actor_id);
    if (q.action) b.where('action', q.action);
    if (q.q) {
      const record = q.q.match(/^(?:([a-z]+)[\s:#]+)?(\d{1,15})$/i);
      b.where((w) => {
        w.whereRaw(`${AUDIT_SEARCH} like ?`, [searchPattern(q.q)]);
        if (record) w.orWhere((r) => r.where('target_id', Number(record[2])).modify((t) => (record[1] ? t.whereILike('target_type', record[1]) : t)));
      });
    }
  };
  const base = db('audit_log').modify(filters);
  const counted = q.q ? searchCount(db, base, filters) : cappedCount(db, base);
  const page = await readKeyed<AuditRow>(db, base.clone().select('id', 'at', 'actor_id', 'actor_name', 'action', 'target_type', 'target_id', 'summary', 'ip'), AUDIT_ORDER, q);
  return { results: page.rows.map(toEntry), ...(await counted), page: q.page, per_page: q.per_page, next: page.next };
}

/** The newest entries a search's count looks through first. */
const RECENT_ENTRIES = 5_000;

/**
 * A search's count, capped: first among the newest RECENT_ENTRIES (in time order, through audit_log_at_index), where
 * a common word (an adviser's name is in every entry they make) finds more than the cap at once; else through the
 * trigram index, whose cost grows with the matches, few for such a word. Counting a common word through the trigram
 * index alone reads hundreds of thousands of matches; in time order alone, a rare word reads the whole log.
 */
async function searchCount(db: Knex, base: Knex.QueryBuilder, filters: (b: Knex.QueryBuilder) => void): Promise<{ total: number; total_capped: boolean }> {
  const recent = db.from(db('audit_log').select('id', 'at', 'actor_id', 'action', 'target_id', 'target_type', 'search_text').orderBy([{ column: 'at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(RECENT_ENTRIES).as('audit_log')).modify(filters);
  const first = await cappedCount(db, recent);
  return first.total_capped ? first : cappedCount(db, base);
}

/** What `q` is searched in: the summary, action, actor's name and record type in lower case (a stored column). */
const AUDIT_SEARCH = 'search_text';
/** Newest first, as audit_log_at_index keeps it. */
const AUDIT_ORDER: KeyOrder = {
  columns: [
    { sql: 'at', type: 'timestamptz' },
    { sql: 'id', type: 'bigint' },
  ],
  dir: 'desc',
};

export const auditService = { list };
export type AuditService = Bound<AuditDeps, typeof auditService>;
