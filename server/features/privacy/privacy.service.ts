// A student's privacy (decision 0036): their data to take away as
// one zip, their account's erasure on request (locked at once, erased after a grace period unless restored), and
// documents erased after a long time without a sign-in (warned once before). The sweeps take the clock as `now`, so
// the scheduled work and the tests drive them alike.
import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { type AccountExport, type DeletionRequested, type ExportedDocument, RETENTION_WARNING_DAYS } from '../../../shared/privacy';
import { deleteAccountSchema } from '../../../shared/schemas/privacy';
import { emailTokenSchema } from '../../../shared/schemas/auth';
import type { User } from '../../../shared/types';
import type { Db } from '../../db/knex';
import { withSqlTransaction } from '../../db/sql-transaction';
import type { Env } from '../../env';
import { AppError, fail, parseInput } from '../../lib/errors';
import { requireActor } from '../../lib/actors';
import type { Bound } from '../../lib/bind';
import { log } from '../../lib/log';
import type { Mailer } from '../../mail/mailer';
import { mailContext, templates } from '../../mail/templates';
import type { ExportVersion } from '../documents/documents.service';
import type { IdentityProof, UserRow, UsersRepo } from '../users/users.service';

/** How erased people are named in what is kept about them (the audit log, staff's records). */
export const DELETED_STUDENT = 'a deleted student';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The workflow's part in a student's data (applications with their history, messages), as the export lists it. Its
 * rows go with the user row at the erasure (their foreign keys cascade: applications, history, the thread and its
 * messages; a staff member's name stays on what they wrote, and a history entry's author is kept as null).
 */
export interface PrivacyParts {
  /** `lead`: the student's lead (decision 0046) with its timeline and consultations, or null. */
  exportOf(userId: number): Promise<{ applications: unknown[]; messages: unknown[]; lead: unknown; plan: unknown }>;
}

export interface PrivacyDeps {
  db: Db;
  env: Env;
  mailer: Mailer;
  users: UsersRepo;
  /** Auth's sessions: every token of the account ends when it is locked. */
  auth: { deleteTokensOfUser(userId: number, exceptTokenId: number | undefined, trx: Knex.Transaction): Promise<void> };
  /** Sudo mode (auth's confirmIdentity): the password, or a recent provider sign-in for an account without one. */
  confirmIdentity(row: UserRow, proof: IdentityProof): Promise<void>;
  /** Registrations nobody confirmed in time hold names and addresses (auth's repository). */
  deleteExpiredRegistrations(now: Date): Promise<number>;
  /** Leads that never registered, LEAD_RETENTION_DAYS after their last activity (the leads feature). */
  deleteStaleLeads(now: Date): Promise<number>;
  /** Restore links followed per client address. */
  linkLimiter: { consume(key: string): Promise<unknown> };
  documents: {
    exportOf(userId: number): Promise<{ documents: Array<{ row: { id: number; kind: string; status: string; rejection_reason: string | null; reviewed_at: string | null; expires_on?: string | null; created_at: string; updated_at: string }; versions: ExportVersion[] }>; accessLog: ExportedDocument['access_log'] }>;
    eraseRowsOfUser(userId: number, trx: Knex.Transaction): Promise<string[]>;
    removeFilesOfUser(keys: string[]): Promise<void>;
  };
  parts: PrivacyParts;
}

// ——— The export ———

/**
 * The files' names inside the zip: `documents/<name as uploaded>` when the student has one file of that name, else
 * `documents/<name> (<kind> <document id>, version <n>).<ext>` for each, so every name is unique and says what it
 * is; account.json says which file is which version either way.
 */
export function exportFileNames(versions: Array<{ documentId: number; kind: string; version: number; originalName: string }>): string[] {
  // eslint-disable-next-line no-control-regex -- control characters are what we strip
  const clean = (name: string) => name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim() || 'document';
  const counts = new Map<string, number>();
  for (const v of versions) counts.set(clean(v.originalName).toLowerCase(), (counts.get(clean(v.originalName).toLowerCase()) ?? 0) + 1);
  const used = new Set<string>();
  return versions.map((v) => {
    const name = clean(v.originalName);
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = counts.get(name.toLowerCase()) === 1 ? name : `${stem} (${v.kind} ${v.documentId}, version ${v.version})${ext}`;
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${v.kind} ${v.documentId}, version ${v.version}, ${n})${ext}`;
    used.add(candidate.toLowerCase());
    return `documents/${candidate}`;
  });
}

export interface AccountArchive {
  /** `account.json`'s content. */
  account: AccountExport;
  /** Every stored file, in the order the zip holds them; each opened only when its turn comes. */
  files: Array<{ name: string; size: number; date: Date; read: () => Readable }>;
}

/** In account.json, for a version whose stored file could not be found (the export goes on without it). */
export const MISSING_FILE = 'This file could not be found in our storage. We have been told and will contact you.';

/** What GET /api/account/export zips: the signed-in user's own data and files, nobody else's. */
export async function exportAccount(d: PrivacyDeps, actor: User | null): Promise<AccountArchive> {
  const { users, documents, parts } = d;
  const me = requireActor(actor);
  const row = await users.findById(me.id);
  if (!row) throw fail.unauthenticated();
  const [docs, work] = await Promise.all([documents.exportOf(me.id), parts.exportOf(me.id)]);
  const names = exportFileNames(
    docs.documents.flatMap(({ row: doc, versions }) =>
      versions.flatMap(({ version: v, read }) => (read ? [{ documentId: Number(doc.id), kind: doc.kind, version: v.version, originalName: v.original_name }] : [])),
    ),
  );
  const files: AccountArchive['files'] = [];
  const exported: ExportedDocument[] = docs.documents.map(({ row: doc, versions }) => ({
    id: Number(doc.id),
    kind: doc.kind as ExportedDocument['kind'],
    status: doc.status as ExportedDocument['status'],
    rejection_reason: doc.rejection_reason,
    reviewed_at: doc.reviewed_at,
    expires_on: doc.expires_on ?? null,
    created_at: doc.created_at,
    updated_at: doc.updated_at,
    versions: versions.map(({ version: v, read }) => {
      const facts = { version: v.version, original_name: v.original_name, mime_type: v.mime_type, size: Number(v.size), sha256: v.sha256, created_at: v.created_at };
      if (!read) return { ...facts, file: null, missing: MISSING_FILE };
      const name = names[files.length]!;
      files.push({ name, size: Number(v.size), date: new Date(v.created_at), read });
      return { ...facts, file: name };
    }),
    access_log: docs.accessLog.filter((entry) => entry.document_id === Number(doc.id)),
  }));
  const admin = users.toAdminUser(row);
  return {
    account: {
      exported_at: new Date().toISOString(),
      profile: { ...users.toUser(row), last_login_at: admin.last_login_at, updated_at: admin.updated_at },
      consents: { terms_accepted_at: row.terms_accepted_at },
      documents: exported,
      applications: work.applications,
      messages: work.messages,
      lead: work.lead as AccountExport['lead'],
      plan: work.plan as AccountExport['plan'],
    },
    files,
  };
}

// ——— Deleting the account ———

/**
 * DELETE /api/account: with the password (or the word DELETE for an account without one), the account is locked at
 * once (every session ends, nobody can sign in), and erased after the grace period unless the mailed link restores it.
 */
export async function requestDeletion(d: PrivacyDeps, actor: User | null, tokenId: number | undefined, input: unknown): Promise<DeletionRequested> {
  const { db, env, users, auth, mailer } = d;
  const me = requireActor(actor);
  if (me.role === 'admin') throw new AppError(403, 'An administrator account is removed by another administrator, from the admin portal.');
  const values = parseInput(deleteAccountSchema, input);
  const row = await users.findById(me.id);
  if (!row) throw fail.unauthenticated();
  await d.confirmIdentity(row, { password: values.password, field: 'password', missing: 'Enter your password to delete your account.', tokenId });
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const deleteAfter = new Date(now.getTime() + env.accountDeletionGraceDays * DAY_MS);
  await db.transaction(async (trx) => {
    await users.update(me.id, { deletion_requested_at: now.toISOString(), delete_after: deleteAfter.toISOString(), restore_token_hash: hashToken(token) }, trx);
    await auth.deleteTokensOfUser(me.id, undefined, trx);
  });
  mailer.sendLater(row.email, templates.accountDeletionRequested(mailContext(env, row), row, token, deleteAfter, now));
  return {
    status: `Your account is locked and will be deleted on ${deleteAfter.toISOString().slice(0, 10)}. We have e-mailed you a link to restore it until then.`,
    delete_after: deleteAfter.toISOString(),
  };
}

export const RESTORED = 'Your account has been restored. You can sign in again.';
const BAD_RESTORE_LINK = 'This restore link is invalid or has expired: the account has been deleted, or was restored already.';

/** POST /api/account/restore: the mailed link, within the grace period, undoes the request. */
export async function restore(d: PrivacyDeps, input: unknown, client: { ip: string | null }, now: Date = new Date()): Promise<{ status: string }> {
  const { db, linkLimiter } = d;
  const { token } = parseInput(emailTokenSchema, input);
  await linkLimiter.consume(client.ip ?? 'unknown');
  const restored = await db('users')
    .where({ restore_token_hash: hashToken(token) })
    .andWhere('delete_after', '>', now)
    .update({ deletion_requested_at: null, delete_after: null, restore_token_hash: null, updated_at: db.fn.now() });
  if (!restored) throw fail.field('token', BAD_RESTORE_LINK);
  return { status: RESTORED };
}

// ——— Erasure ———

/**
 * Rewrites the audit log's entries about the student or by them: their name and address become "a deleted student"
 * (the one change the log's trigger allows, and only in a transaction that says it is an erasure).
 */
async function anonymiseAuditLog(trx: Knex.Transaction, row: UserRow, records: { document: number[]; application: number[]; lead: number[] }): Promise<void> {
  const name = `${row.firstname} ${row.lastname}`.trim();
  await trx.raw(`set local app.erasing = 'on'`);
  await trx('audit_log')
    .where((w) => {
      w.where('actor_id', row.id).orWhere((t) => t.where('target_type', 'user').andWhere('target_id', row.id));
      for (const [type, ids] of Object.entries(records)) if (ids.length) w.orWhere((t) => t.where('target_type', type).whereIn('target_id', ids));
      w.orWhereRaw('strpos(lower(summary), lower(?)) > 0', [row.email]);
    })
    .update({
      actor_name: trx.raw('case when actor_id = ? then ? else actor_name end', [row.id, DELETED_STUDENT]),
      summary: trx.raw(
        `left(replace(replace(regexp_replace(summary, ?, ?, 'gi'), ?, ?), ?, ?), 500)`,
        [escapeRegExp(row.email), DELETED_STUDENT, `${name} (${DELETED_STUDENT})`, DELETED_STUDENT, name, DELETED_STUDENT],
      ),
    });
  await trx.raw(`set local app.erasing = 'off'`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Erases one account whose grace period is over: the user row (tokens, documents and the rest go with it), the
 * workflow's rows, and then every stored file. Answers false when it is not due (restored, or erased meanwhile by
 * another process).
 */
export async function eraseAccount(d: PrivacyDeps, userId: number, now: Date): Promise<boolean> {
  const { db, documents } = d;
  const keys = await db.transaction(async (trx) => {
    const row = (await trx<UserRow>('users').where({ id: userId }).andWhere('delete_after', '<=', now).forUpdate().skipLocked().first()) as UserRow | undefined;
    if (!row) return null;
    const ids = async (table: string, column: string) => ((await trx(table).where(column, userId).pluck('id')) as Array<string | number>).map(Number);
    // The student's lead goes with the user row (its student_id cascades: its timeline and consultations too).
    await anonymiseAuditLog(trx, row, { document: await ids('documents', 'user_id'), application: await ids('applications', 'student_id'), lead: await ids('leads', 'student_id') });
    const stored = await documents.eraseRowsOfUser(userId, trx);
    await trx('users').where({ id: userId }).delete();
    return stored;
  });
  if (keys === null) return false;
  // After the commit: a failure here leaves files whose keys are pending (eraseRowsOfUser), which the stray-file
  // sweep removes.
  await documents.removeFilesOfUser(keys);
  log.info('an account was erased at its owner’s request', { user_id: userId });
  return true;
}

/** The scheduled work: erases every account whose grace period ended by `now`. */
export async function sweepDeletions(d: PrivacyDeps, now: Date = new Date()): Promise<{ erased: number }> {
  const { db } = d;
  const due = ((await db('users').where('delete_after', '<=', now).orderBy('delete_after').limit(500).pluck('id')) as Array<string | number>).map(Number);
  let erased = 0;
  for (const id of due) if (await eraseAccount(d, id, now)) erased += 1;
  return { erased };
}

// ——— Retention ———

/** When a student (`u`) last used their account: the last sign-in, the last use of a session, or the sign-up. */
const LAST_ACTIVE = `greatest(coalesce(u.last_login_at, u.created_at), (select max(t.last_used_at) from access_tokens t where t.user_id = u.id))`;

/** Students who hold documents and are not being deleted. */
const studentsWithDocuments = (db: Knex | Knex.Transaction) =>
  db('users as u')
    .where('u.role', 'user')
    .whereNull('u.deletion_requested_at')
    .whereExists((q) => q.select(db.raw('1')).from('documents as d').whereRaw('d.user_id = u.id'));

/**
 * The scheduled work of DOCUMENT_RETENTION_DAYS. A student who has not signed in for that long, less 30 days, gets
 * one warning (again only after a later sign-in); one who has not signed in for that long, and was warned at least
 * 30 days before, loses their documents (rows and files). Nobody loses documents without the warning's 30 days, even
 * when the setting was shortened or the work did not run for a while.
 */
export async function sweepRetention(d: PrivacyDeps, now: Date = new Date()): Promise<{ warned: number; erased: number }> {
  const { db, env, mailer, documents } = d;
  const retention = env.documentRetentionDays;
  let warned = 0;
  let erased = 0;

  const toWarn = (await studentsWithDocuments(db)
    .whereRaw(`${LAST_ACTIVE} <= ?`, [daysBefore(now, retention - RETENTION_WARNING_DAYS)])
    .where((w) => w.whereNull('u.retention_warned_at').orWhereRaw(`u.retention_warned_at < ${LAST_ACTIVE}`))
    .select('u.id', db.raw(`${LAST_ACTIVE} as last_active`))
    .limit(500)) as Array<{ id: number; last_active: Date }>;
  for (const candidate of toWarn) {
    // The claim and the mail's job in one transaction: with several processes, whichever claims it sends, once.
    const claimed = await withSqlTransaction(db, async (runner) => {
      const { rows } = await runner.executeSql(
        `update users u set retention_warned_at = $2 where u.id = $1 and (u.retention_warned_at is null or u.retention_warned_at < ${LAST_ACTIVE}) returning u.*`,
        [candidate.id, now],
      );
      const row = rows[0] as UserRow | undefined;
      if (!row) return false;
      const eraseOn = new Date(Math.max(new Date(candidate.last_active).getTime() + retention * DAY_MS, now.getTime() + RETENTION_WARNING_DAYS * DAY_MS));
      await mailer.enqueue([{ to: row.email, content: templates.documentRetentionWarning(mailContext(env, row), row, eraseOn, retention) }], runner);
      return true;
    });
    if (claimed) warned += 1;
  }

  const toErase = ((await studentsWithDocuments(db)
    .whereRaw(`${LAST_ACTIVE} <= ?`, [daysBefore(now, retention)])
    .whereRaw(`u.retention_warned_at >= ${LAST_ACTIVE}`)
    .where('u.retention_warned_at', '<=', daysBefore(now, RETENTION_WARNING_DAYS))
    .limit(500)
    .pluck('u.id')) as Array<string | number>).map(Number);
  for (const id of toErase) {
    const keys = await db.transaction(async (trx) => {
      // Checked again under the row's lock: a sign-in since, or another process, and nothing happens.
      const still = await trx('users as u')
        .where('u.id', id)
        .whereRaw(`${LAST_ACTIVE} <= ?`, [daysBefore(now, retention)])
        .whereNull('u.deletion_requested_at')
        .forUpdate()
        .skipLocked()
        .first('u.id');
      if (!still) return [];
      return documents.eraseRowsOfUser(id, trx);
    });
    if (!keys.length) continue;
    await documents.removeFilesOfUser(keys);
    log.info('documents erased after the retention period', { user_id: id, files: keys.length });
    erased += 1;
  }
  return { warned, erased };
}

/** The sweeps, as the scheduled work runs them: erasures due, retention, registrations nobody confirmed, stale leads. */
export async function sweep(d: PrivacyDeps, now: Date = new Date()): Promise<{ erased: number; warned: number; documentsErased: number; registrationsErased: number; leadsErased: number }> {
  const deletions = await sweepDeletions(d, now);
  const retention = await sweepRetention(d, now);
  const registrationsErased = await d.deleteExpiredRegistrations(now);
  const leadsErased = await d.deleteStaleLeads(now);
  return { erased: deletions.erased, warned: retention.warned, documentsErased: retention.erased, registrationsErased, leadsErased };
}

export const privacyService = {
  exportAccount,
  requestDeletion,
  restore,
  eraseAccount,
  sweepDeletions,
  sweepRetention,
  sweep,
};

export type PrivacyService = Bound<PrivacyDeps, typeof privacyService>;
