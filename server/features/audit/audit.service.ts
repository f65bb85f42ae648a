// Reading the audit log (GET /api/admin/audit and the /admin/audit page): newest first, filtered, a page at a time.
// Nothing here changes or removes an entry; the table refuses that too (migrations/20261126110000_audit_log.ts).
import type { AuditAction, AuditEntry, AuditTargetType } from '../../../shared/audit';
import { auditQuerySchema } from '../../../shared/schemas/audit';
import type { Paged, User } from '../../../shared/types';
import type { Db } from '../../db/knex';
import { parseInput } from '../../lib/errors';
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
export async function list({ db }: AuditDeps, actor: User | null, query: unknown): Promise<Paged<AuditEntry>> {
  requireAdminActor(actor);
  const q = parseInput(auditQuerySchema, query);
  const base = db('audit_log').modify((b) => {
    if (q.actor_id !== undefined) b.where('actor_id', q.actor_id);
    if (q.action) b.where('action', q.action);
    if (q.q) {
      const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const record = q.q.match(/^(?:([a-z]+)[\s:#]+)?(\d{1,15})$/i);
      b.where((w) => {
        w.whereILike('summary', like).orWhereILike('action', like).orWhereILike('actor_name', like).orWhereILike('target_type', like);
        if (record) w.orWhere((r) => r.where('target_id', Number(record[2])).modify((t) => (record[1] ? t.whereILike('target_type', record[1]) : t)));
      });
    }
  });
  const [{ count }] = (await base.clone().count({ count: '*' })) as [{ count: number }];
  const rows = (await base
    .clone()
    .select('*')
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page)) as AuditRow[];
  return { results: rows.map(toEntry), total: Number(count), page: q.page, per_page: q.per_page };
}

export const auditService = { list };
export type AuditService = Bound<AuditDeps, typeof auditService>;
