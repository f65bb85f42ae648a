// Students' documents: checks before anything is kept (real type, size, quota, duplicates), versions, downloads
// only for the owner and staff (every staff access logged), and review by staff.
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileTypeFromFile } from 'file-type';
import { ALLOWED_DOCUMENT_TYPES, type DocumentKind, type DocumentsOverview, kindLabel, type StudentDocument } from '../../../shared/documents';
import { formatBytes } from '../../../shared/format';
import { documentQueueQuerySchema, rejectSchema, uploadFieldsSchema, versionQuerySchema } from '../../../shared/schemas/documents';
import type { AccessLogEntry, AdminDocument } from '../../../shared/documents';
import type { Paged, User } from '../../../shared/types';
import type { Db } from '../../db/knex';
import type { Env } from '../../env';
import { approveDocumentSchema, documentExpirySchema } from '../../../shared/schemas/plan';
import { AppError, fail, parseInput } from '../../lib/errors';
import type { ReceivedFile } from '../../http/upload';
import { adviserScope, requireActor, requireAdminActor, requireStaffActor } from '../../lib/actors';
import { recordAudit } from '../../lib/audit';
import type { Bound } from '../../lib/bind';
import { log } from '../../lib/log';
import type { Mailer } from '../../mail/mailer';
import { mailContext, templates } from '../../mail/templates';
import type { FileStorage } from '../../storage/storage';
import type { UsersRepo } from '../users/users.service';
import type { DocumentRow as StudentDocumentRow, DocumentsRepo, VersionRow } from './documents.repo';
import type { Knex } from 'knex';

const AREA = 'documents';

/** A name safe to store and to hand back in Content-Disposition: no path, no control characters, the real extension. */
export function safeFileName(original: string, ext: string): string {
  const base = path
    .basename(original.replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex -- control characters are what we strip
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const stem = base.replace(/\.[^.]*$/, '').slice(0, 200) || 'document';
  return `${stem}.${ext}`;
}

export interface OpenedFile {
  /** Opens the stored bytes; called only when the answer is about to be sent. */
  read: () => Readable;
  version: VersionRow;
}

export interface DocumentsDeps {
  db: Db;
  env: Env;
  storage: FileStorage;
  mailer: Mailer;
  documents: DocumentsRepo;
  users: UsersRepo;
  /** Files of failed uploads waiting to be removed (see discardUnlessKept): one set per service. */
  unsettled: { keys: Set<string>; timer?: NodeJS.Timeout };
  /** A student's passport changed: their plan is looked at again (decision 0047). */
  planChanged?: (studentId: number) => Promise<void>;
}

/** Reads the real type from the bytes; anything off the allow-list is refused whatever its name says. */
async function inspect(d: DocumentsDeps, file: ReceivedFile): Promise<{ mime: string; name: string }> {
  const detected = await fileTypeFromFile(file.path);
  if (!detected || !ALLOWED_DOCUMENT_TYPES[detected.mime]) {
    const names = Object.values(ALLOWED_DOCUMENT_TYPES);
    const allowed = `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
    throw new AppError(422, `This file type is not accepted. Upload a ${allowed} file.`, {
      errors: { file: [`This file is not a ${allowed} file, whatever its name says.`] },
    });
  }
  if (file.size === 0) throw fail.field('file', 'The file is empty.');
  return { mime: detected.mime, name: safeFileName(file.originalname, detected.ext) };
}

/**
 * Keeps an upload as a new document or a new version of one. Quota and duplicate checks run under a per-student
 * lock; the file is moved into place inside the transaction, and the answer is read there too, so that only the
 * commit can fail once the file is in place. The file's key is pending from the move (FileStorage.commit) until the
 * commit, or the removal of the file after a failure, settles it.
 */
async function keep(d: DocumentsDeps, owner: User, file: ReceivedFile, target: { kind: DocumentKind } | { documentId: number }): Promise<StudentDocument> {
  const { db, env, storage, documents } = d;
  const { mime, name } = await inspect(d, file);
  let key: string | undefined;
  try {
    const kept = await db.transaction(async (trx) => {
      await documents.lockUser(owner.id, trx);
      const used = await documents.usedBytes(owner.id, trx);
      if (used + file.size > env.documentQuotaBytes) {
        throw fail.field('file', `This file would take you over your ${formatBytes(env.documentQuotaBytes)} storage allowance (${formatBytes(used)} used). Delete a document you no longer need first.`);
      }
      const same = await documents.sameFile(owner.id, file.sha256, trx);
      if (same) throw fail.field('file', `You have already uploaded this file (as “${same.original_name}”, ${kindLabel(same.kind)}).`);

      let id: number;
      if ('kind' in target) {
        id = Number((await documents.insertDocument(trx, { user_id: owner.id, kind: target.kind })).id);
      } else {
        id = target.documentId;
        // A new version goes back to the review queue.
        await documents.setStatus(id, { status: 'pending', rejection_reason: null, reviewed_by: null, reviewed_at: null }, trx);
      }
      key = await storage.commit(file.path, AREA);
      await documents.insertVersion(trx, { document_id: id, storage_key: key, original_name: name, mime_type: mime, size: file.size, sha256: file.sha256, uploaded_by: owner.id });
      return (await documents.one(id, trx))!;
    });
    // A key left pending here is settled by the sweep later, which keeps the file: its row is there.
    if (key) await storage.settle(key).catch((error: unknown) => log.warn('a kept upload’s key stays pending', { key, error: String(error) }));
    return kept;
  } catch (error) {
    if (key) discardUnlessKept(d, key);
    throw error;
  }
}

/**
 * A file moved into place for a transaction that failed. When the connection was lost at COMMIT, the commit may
 * still have happened, so the file goes only once the database confirms that no version refers to it (asking again
 * every few seconds while the database is away); either way its key is settled then. A process that stops first
 * leaves the key pending, and the stray-file sweep decides.
 */
function discardUnlessKept(d: DocumentsDeps, key: string): void {
  const { unsettled } = d;
  unsettled.keys.add(key);
  void settleFiles(d);
}

async function settleFiles(d: DocumentsDeps): Promise<void> {
  const { storage, documents, unsettled } = d;
  clearTimeout(unsettled.timer);
  for (const key of [...unsettled.keys]) {
    try {
      if (!(await documents.keyInUse(key))) await storage.remove(key);
      await storage.settle(key);
      unsettled.keys.delete(key);
    } catch (error) {
      log.warnThrottled('a file of a failed upload waits until the database can say whether it was kept', { key, error: String(error) });
    }
  }
  if (unsettled.keys.size) {
    unsettled.timer = setTimeout(() => void settleFiles(d), 5000);
    unsettled.timer.unref();
  }
}

async function ownDocument(d: DocumentsDeps, owner: User, id: number) {
  const { documents } = d;
  const row = await documents.findOne(id);
  if (!row || Number(row.user_id) !== owner.id) throw fail.notFound('No such document.');
  return row;
}

async function open(d: DocumentsDeps, documentId: number, query: unknown): Promise<OpenedFile> {
  const { storage, documents } = d;
  const { version } = parseInput(versionQuerySchema, query);
  const row = await documents.version(documentId, version ?? null);
  if (!row) throw fail.notFound('No such version.');
  return { read: () => storage.open(row.storage_key), version: row };
}

/**
 * Removes the files of deleted rows, whose keys were marked pending before the rows went (`remove`,
 * `eraseRowsOfUser`). A file that cannot be removed keeps its key pending, and the stray-file sweep tries again.
 */
async function deleteFiles(d: DocumentsDeps, keys: string[]): Promise<void> {
  const { storage } = d;
  for (const key of keys) {
    await storage
      .remove(key)
      .then(() => storage.settle(key))
      .catch((error: unknown) => log.error('could not remove a stored file', { key, error }));
  }
}

/**
 * A document staff may see: any for an admin; for an adviser, only their own students' (anything else is a 404, as if
 * it did not exist: decision 0031).
 */
async function staffDocument(d: DocumentsDeps, staff: User, id: number) {
  const { documents, users } = d;
  const row = await documents.findOne(id);
  if (!row) throw fail.notFound('No such document.');
  const owner = await users.findById(Number(row.user_id));
  const scope = adviserScope(staff);
  if (scope !== null && (!owner || Number(owner.adviser_id) !== scope)) throw fail.notFound('No such document.');
  return { row, owner };
}

async function review(d: DocumentsDeps, actor: User | null, id: number, status: 'approved' | 'rejected', reason: string | null, expiresOn?: string | null): Promise<AdminDocument> {
  const { db, env, mailer, documents } = d;
  const admin = requireStaffActor(actor);
  const { row, owner } = await staffDocument(d, admin, id);
  if (expiresOn !== undefined && row.kind !== 'passport') throw fail.field('expires_on', 'Only a passport has an expiry date here.');
  const whose = owner ? `${owner.firstname} ${owner.lastname}` : 'a deleted student';
  await db.transaction(async (trx) => {
    await documents.setStatus(id, { status, rejection_reason: reason, reviewed_by: admin.id, reviewed_at: new Date().toISOString(), ...(expiresOn === undefined ? {} : { expires_on: expiresOn }) }, trx);
    await recordAudit(trx, admin, {
      action: status === 'approved' ? 'document.approve' : 'document.reject',
      target_type: 'document',
      target_id: id,
      summary: `${kindLabel(row.kind)} of ${whose}: ${status === 'approved' ? 'approved' : `rejected: ${reason ?? ''}`}${expiresOn ? `, valid until ${expiresOn}` : ''}`,
    });
  });
  const doc = (await documents.adminForUser(Number(row.user_id))).find((d) => d.id === id)!;
  if (owner) mailer.sendLater(owner.email, templates.documentReviewed(mailContext(env, owner), owner, row.kind, doc.current.original_name, status, reason));
  // An approved passport, or one no longer approved, changes what the student's plan asks of them.
  if (owner && row.kind === 'passport') await d.planChanged?.(Number(owner.id));
  return doc;
}

/**
 * Records a passport's last valid day (an admin, or the student's adviser; another adviser's student is a 404), at
 * any review status: staff often read it before they approve. Another kind of document is a 422.
 */
export async function staffSetExpiry(d: DocumentsDeps, actor: User | null, id: number, input: unknown): Promise<AdminDocument> {
  const { db, documents } = d;
  const staff = requireStaffActor(actor);
  const { row, owner } = await staffDocument(d, staff, id);
  const { expires_on } = parseInput(documentExpirySchema, input);
  if (row.kind !== 'passport') throw fail.field('expires_on', 'Only a passport has an expiry date here.');
  await db.transaction(async (trx) => {
    await trx('documents').where({ id }).update({ expires_on, updated_at: trx.fn.now() });
    await recordAudit(trx, staff, {
      action: 'document.expiry',
      target_type: 'document',
      target_id: id,
      summary: `Passport of ${owner ? `${owner.firstname} ${owner.lastname}` : 'a deleted student'}: ${expires_on ? `valid until ${expires_on}` : 'expiry cleared'}`,
    });
  });
  if (owner) await d.planChanged?.(Number(owner.id));
  return (await documents.adminForUser(Number(row.user_id))).find((doc) => doc.id === id)!;
}

export async function overview(d: DocumentsDeps, actor: User | null): Promise<DocumentsOverview> {
  const { env, documents } = d;
  const me = requireActor(actor);
  const [results, used, accessLog] = await Promise.all([documents.forUser(me.id), documents.usedBytes(me.id), documents.accessLog(me.id)]);
  return { results, used_bytes: used, quota_bytes: env.documentQuotaBytes, max_file_bytes: env.documentMaxBytes, access_log: accessLog };
}

export async function upload(d: DocumentsDeps, actor: User | null, fields: unknown, file: ReceivedFile): Promise<StudentDocument> {
  const me = requireActor(actor);
  const { kind } = parseInput(uploadFieldsSchema, fields);
  return keep(d, me, file, { kind: kind as DocumentKind });
}

export async function replace(d: DocumentsDeps, actor: User | null, id: number, file: ReceivedFile): Promise<StudentDocument> {
  const me = requireActor(actor);
  const row = await ownDocument(d, me, id);
  if (row.status === 'approved') throw new AppError(422, 'An approved document cannot be replaced. Upload a new document instead.');
  return keep(d, me, file, { documentId: id });
}

export async function remove(d: DocumentsDeps, actor: User | null, id: number): Promise<void> {
  const { db, storage, documents } = d;
  const me = requireActor(actor);
  const row = await ownDocument(d, me, id);
  if (row.status === 'approved') throw new AppError(422, 'An approved document cannot be deleted. Contact your adviser if it needs to change.');
  const keys = await db.transaction(async (trx) => {
    // Under the student's upload lock: a version being added now is either in the keys or never added.
    await documents.lockUser(me.id, trx);
    const stored = await documents.storageKeys({ document_id: id }, trx);
    await storage.mark(stored);
    await documents.deleteDocument(id, trx);
    return stored;
  });
  await deleteFiles(d, keys);
}

export async function openOwn(d: DocumentsDeps, actor: User | null, id: number, query: unknown): Promise<OpenedFile> {
  const me = requireActor(actor);
  await ownDocument(d, me, id);
  return open(d, id, query);
}

/** Removes a deleted user's stored files, once the transaction of `eraseRowsOfUser` has committed. */
export async function removeFilesOfUser(d: DocumentsDeps, keys: string[]): Promise<void> {
  await deleteFiles(d, keys);
}

/** A stored version for a data export: its facts, and how to read its bytes (null: the stored file is missing). */
export interface ExportVersion {
  version: VersionRow;
  read: (() => Readable) | null;
}

/**
 * Everything of the student's documents for their data export: each document with every version (oldest first,
 * each with a reader of its stored bytes) and the whole access log. Checks first that every file is there, so that
 * a zip is not cut short halfway for a missing one: a missing file is logged and has no reader, and the export goes
 * on without it (the student still gets the rest of their data).
 */
export async function exportOf(d: DocumentsDeps, userId: number): Promise<{ documents: Array<{ row: StudentDocumentRow; versions: ExportVersion[] }>; accessLog: AccessLogEntry[] }> {
  const { storage, documents } = d;
  const [all, accessLog] = await Promise.all([documents.allOfUser(userId), documents.accessLog(userId, null)]);
  const present = async (v: VersionRow) =>
    storage.size(v.storage_key).then(
      () => true,
      (error: unknown) => {
        log.error('a stored file is missing', { version: v.id, error });
        return false;
      },
    );
  const documentsOut = [];
  for (const { row, versions } of all) {
    const out: ExportVersion[] = [];
    for (const v of versions) out.push({ version: v, read: (await present(v)) ? () => storage.open(v.storage_key) : null });
    documentsOut.push({ row, versions: out });
  }
  return { documents: documentsOut, accessLog };
}

/**
 * Erases every document of the user, rows in `trx` (the caller's transaction); the files go once it commits
 * (`removeFilesOfUser` with the keys answered). The keys are pending from before the commit, so a process that stops
 * between the commit and the files leaves them to the stray-file sweep. Under the student's upload lock, so that a
 * version being added meanwhile is in the keys or never added. Account deletion, erasure and retention use it.
 */
export async function eraseRowsOfUser(d: DocumentsDeps, userId: number, trx: Knex.Transaction): Promise<string[]> {
  const { storage, documents } = d;
  await documents.lockUser(userId, trx);
  const keys = await documents.deleteAllOfUser(userId, trx);
  await storage.mark(keys);
  return keys;
}

export async function adminQueue(d: DocumentsDeps, actor: User | null, query: unknown): Promise<Paged<AdminDocument>> {
  const { documents } = d;
  const staff = requireStaffActor(actor);
  const q = parseInput(documentQueueQuerySchema, query);
  const { results, total } = await documents.adminQueue(q, adviserScope(staff));
  return { results, total, page: q.page, per_page: q.per_page };
}

export async function adminForUser(d: DocumentsDeps, actor: User | null, userId: number): Promise<AdminDocument[]> {
  const { documents, users } = d;
  requireAdminActor(actor);
  if (!Number.isSafeInteger(userId) || !(await users.findById(userId))) throw fail.notFound('No such user.');
  return documents.adminForUser(userId);
}

/** A staff download or preview; recorded when the reader is not the owner. */
export async function adminOpen(d: DocumentsDeps, actor: User | null, id: number, query: unknown, action: 'download' | 'preview'): Promise<OpenedFile> {
  const { documents } = d;
  const admin = requireStaffActor(actor);
  const { row } = await staffDocument(d, admin, id);
  const opened = await open(d, id, query);
  if (Number(row.user_id) !== admin.id) {
    await documents.logAccess({ document_id: id, version_id: Number(opened.version.id), user_id: admin.id, actor_name: `${admin.firstname} ${admin.lastname}`, action });
  }
  return opened;
}

export function adminApprove(d: DocumentsDeps, actor: User | null, id: number, input?: unknown) {
  const values = parseInput(approveDocumentSchema, input);
  return review(d, actor, id, 'approved', null, values?.expires_on);
}

export async function adminReject(d: DocumentsDeps, actor: User | null, id: number, input: unknown): Promise<AdminDocument> {
  const { reason } = parseInput(rejectSchema, input);
  return review(d, actor, id, 'rejected', reason);
}

/** How many documents wait for review, as a query selecting `count` (the admin dashboard reads it beside others). */
export function adminPendingCountQuery(d: DocumentsDeps) {
  return d.documents.pendingCountQuery(null);
}

export const documentsService = {
  overview,
  upload,
  replace,
  remove,
  openOwn,
  removeFilesOfUser,
  exportOf,
  eraseRowsOfUser,
  admin: {
    queue: adminQueue,
    forUser: adminForUser,
    open: adminOpen,
    approve: adminApprove,
    setExpiry: staffSetExpiry,
    reject: adminReject,
    pendingCountQuery: adminPendingCountQuery,
  },
};

export type DocumentsService = Bound<DocumentsDeps, typeof documentsService>;
