// Writing the audit log: one row per change staff make, inside the transaction of the change (decision 0022).
import type { NextFunction, Request, Response } from 'express';
import type { Knex } from 'knex';
import type { AuditAction, AuditTargetType } from '../../shared/audit';
import type { User } from '../../shared/types';

export interface AuditChange {
  action: AuditAction;
  target_type: AuditTargetType;
  /** null: the change concerns a whole list (a new order). */
  target_id: number | null;
  /** Short, for people: what changed. Never a password, a token or a file's content. */
  summary: string;
}

/**
 * The client's address of each request's user, keyed by the user object the request carries (authentication reads
 * it afresh for every request, and the handlers hand that same object to the services as the actor). A request
 * scope without AsyncLocalStorage: on Node 20 that turns on promise hooks for the whole process, every page render
 * paying for them, and multer's callbacks lose its context anyway.
 */
const origins = new WeakMap<User, string>();

/**
 * API middleware: remembers where a signed-in request comes from (`req.ip`, which honours TRUST_PROXY). An IPv4 client
 * of a server listening on IPv6 is recorded as IPv4 ("::ffff:127.0.0.1" → "127.0.0.1").
 */
export function rememberOrigin(req: Request, _res: Response, next: NextFunction): void {
  if (req.user && req.ip) origins.set(req.user, req.ip);
  next();
}

const SUMMARY_MAX = 500;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Records a change in the caller's transaction: it commits with the change or not at all, and a failed insert fails
 * the change. The actor is the user the service acts for; their name is kept as it is now.
 */
export async function recordAudit(trx: Knex.Transaction, actor: User, change: AuditChange): Promise<void> {
  await trx('audit_log').insert({
    actor_id: actor.id,
    actor_name: clip(`${actor.firstname} ${actor.lastname}`.trim(), 300),
    action: change.action,
    target_type: change.target_type,
    target_id: change.target_id,
    summary: clip(change.summary.replace(/\s+/g, ' ').trim(), SUMMARY_MAX),
    ip: origins.get(actor)?.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1').slice(0, 64) ?? null,
  });
}

/** "“Title”": a record's name as summaries quote it. */
export const quoted = (name: string | null | undefined) => `“${clip(String(name ?? '').trim() || 'untitled', 120)}”`;

/** An uploaded file's name as a summary may show it: no path, no control characters, not too long. */
export function imageName(original: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are what we strip
  const base = String(original ?? '').replace(/\\/g, '/').split('/').pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clip(base || 'unnamed file', 100);
}

const comparable = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** The columns of `after` whose values differ from `before`, as words ("header image", "body"). */
export function changedColumns(before: Record<string, unknown>, after: Record<string, unknown>, ignore: string[] = []): string[] {
  return Object.keys(after)
    .filter((key) => !ignore.includes(key) && comparable(before[key]) !== comparable(after[key]))
    .map((key) => key.replace(/_id$/, '').replace(/_/g, ' '));
}

/** "“Title”: body, header image changed", "“Old” → “New”: title changed", or "“Title”: nothing changed". */
export function updateSummary(before: string, after: string, changed: string[]): string {
  const named = before === after ? quoted(after) : `${quoted(before)} → ${quoted(after)}`;
  return `${named}: ${changed.length ? `${changed.join(', ')} changed` : 'nothing changed'}`;
}
