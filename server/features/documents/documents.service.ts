// Students' documents: checks before anything is kept (real type, size, quota, duplicates), versions, downloads
// only for the owner and staff (every staff access logged), and review by staff.
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileTypeFromFile } from 'file-type';
import { ALLOWED_DOCUMENT_TYPES, type DocumentKind, type DocumentsOverview, kindLabel, type StudentDocument } from '../../../shared/documents';
import { formatBytes } from '../../../shared/format';
import { documentQueueQuerySchema, rejectSchema, uploadFieldsSchema, versionQuerySchema } from '../../../shared/schemas/documents';
import type { AdminDocument } from '../../../shared/documents';
import type { Paged, User } from '../../../shared/types';
import type { Db } from '../../db/knex';
import type { Env } from '../../env';
import { AppError, fail, parseInput } from '../../http/errors';
import type { ReceivedFile } from '../../http/upload';
import { requireActor, requireAdminActor } from '../../lib/actors';
import { recordAudit } from '../../lib/audit';
import { log } from '../../lib/log';
import type { Mailer } from '../../mail/mailer';
import { mailContext, templates } from '../../mail/templates';
import type { FileStorage } from '../../storage/storage';
import type { UsersRepo } from '../users/users.service';
import type { DocumentsRepo, VersionRow } from './documents.repo';

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

export function createDocumentsService(deps: { db: Db; env: Env; storage: FileStorage; mailer: Mailer; documents: DocumentsRepo; users: UsersRepo }) {
  const { db, env, storage, mailer, documents, users } = deps;

  /** Reads the real type from the bytes; anything off the allow-list is refused whatever its name says. */
  async function inspect(file: ReceivedFile): Promise<{ mime: string; name: string }> {
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
   * commit can fail once the file is in place.
   */
  async function keep(owner: User, file: ReceivedFile, target: { kind: DocumentKind } | { documentId: number }): Promise<StudentDocument> {
    const { mime, name } = await inspect(file);
    let key: string | undefined;
    try {
      return await db.transaction(async (trx) => {
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
    } catch (error) {
      if (key) discardUnlessKept(key);
      throw error;
    }
  }

  /**
   * A file moved into place for a transaction that failed. When the connection was lost at COMMIT, the commit may
   * still have happened, so the file goes only once the database confirms that no version refers to it (asking again
   * every few seconds while the database is away).
   */
  const unsettled = new Set<string>();
  let settleTimer: NodeJS.Timeout | undefined;
  function discardUnlessKept(key: string): void {
    unsettled.add(key);
    void settleFiles();
  }
  async function settleFiles(): Promise<void> {
    clearTimeout(settleTimer);
    for (const key of [...unsettled]) {
      try {
        if (!(await documents.keyInUse(key))) await storage.remove(key);
        unsettled.delete(key);
      } catch (error) {
        log.warnThrottled('a file of a failed upload waits until the database can say whether it was kept', { key, error: String(error) });
      }
    }
    if (unsettled.size) {
      settleTimer = setTimeout(() => void settleFiles(), 5000);
      settleTimer.unref();
    }
  }

  async function ownDocument(owner: User, id: number) {
    const row = await documents.findOne(id);
    if (!row || Number(row.user_id) !== owner.id) throw fail.notFound('No such document.');
    return row;
  }

  async function open(documentId: number, query: unknown): Promise<OpenedFile> {
    const { version } = parseInput(versionQuerySchema, query);
    const row = await documents.version(documentId, version ?? null);
    if (!row) throw fail.notFound('No such version.');
    return { read: () => storage.open(row.storage_key), version: row };
  }

  async function deleteFiles(keys: string[]): Promise<void> {
    for (const key of keys) await storage.remove(key).catch((error: unknown) => log.error('could not remove a stored file', { key, error }));
  }

  async function review(actor: User | null, id: number, status: 'approved' | 'rejected', reason: string | null): Promise<AdminDocument> {
    const admin = requireAdminActor(actor);
    const row = await documents.findOne(id);
    if (!row) throw fail.notFound('No such document.');
    const owner = await users.findById(Number(row.user_id));
    const whose = owner ? `${owner.firstname} ${owner.lastname}` : 'a deleted student';
    await db.transaction(async (trx) => {
      await documents.setStatus(id, { status, rejection_reason: reason, reviewed_by: admin.id, reviewed_at: new Date().toISOString() }, trx);
      await recordAudit(trx, admin, {
        action: status === 'approved' ? 'document.approve' : 'document.reject',
        target_type: 'document',
        target_id: id,
        summary: `${kindLabel(row.kind)} of ${whose}: ${status === 'approved' ? 'approved' : `rejected: ${reason ?? ''}`}`,
      });
    });
    const doc = (await documents.adminForUser(Number(row.user_id))).find((d) => d.id === id)!;
    if (owner) mailer.sendLater(owner.email, templates.documentReviewed(mailContext(env), owner, row.kind, doc.current.original_name, status, reason));
    return doc;
  }

  return {
    async overview(actor: User | null): Promise<DocumentsOverview> {
      const me = requireActor(actor);
      const [results, used, accessLog] = await Promise.all([documents.forUser(me.id), documents.usedBytes(me.id), documents.accessLog(me.id)]);
      return { results, used_bytes: used, quota_bytes: env.documentQuotaBytes, max_file_bytes: env.documentMaxBytes, access_log: accessLog };
    },

    async upload(actor: User | null, fields: unknown, file: ReceivedFile): Promise<StudentDocument> {
      const me = requireActor(actor);
      const { kind } = parseInput(uploadFieldsSchema, fields);
      return keep(me, file, { kind: kind as DocumentKind });
    },

    async replace(actor: User | null, id: number, file: ReceivedFile): Promise<StudentDocument> {
      const me = requireActor(actor);
      const row = await ownDocument(me, id);
      if (row.status === 'approved') throw new AppError(422, 'An approved document cannot be replaced. Upload a new document instead.');
      return keep(me, file, { documentId: id });
    },

    async remove(actor: User | null, id: number): Promise<void> {
      const me = requireActor(actor);
      const row = await ownDocument(me, id);
      if (row.status === 'approved') throw new AppError(422, 'An approved document cannot be deleted. Contact your adviser if it needs to change.');
      const keys = await documents.storageKeys({ document_id: id });
      await documents.deleteDocument(id);
      await deleteFiles(keys);
    },

    async openOwn(actor: User | null, id: number, query: unknown): Promise<OpenedFile> {
      const me = requireActor(actor);
      await ownDocument(me, id);
      return open(id, query);
    },

    /** Removes a deleted user's stored files (their rows go with the user). */
    async removeFilesOfUser(keys: string[]): Promise<void> {
      await deleteFiles(keys);
    },

    storageKeysOfUser: (userId: number) => documents.storageKeys({ user_id: userId }),

    /**
     * Removes what a process that died mid-upload can leave behind: temporary uploads, and stored files no version
     * refers to, both untouched for `olderThanMs` (an hour by default: far longer than any upload may take, so an
     * upload in flight on another instance is never touched). Run at start and every hour.
     */
    async sweepStrayFiles(olderThanMs = 60 * 60 * 1000): Promise<{ temp: number; stored: number }> {
      const { temp, stored } = await storage.staleFiles(AREA, new Date(Date.now() - olderThanMs));
      for (const file of temp) await storage.removeTemp(file).catch(() => undefined);
      let removed = 0;
      for (let i = 0; i < stored.length; i += 500) {
        const batch = stored.slice(i, i + 500);
        const used = await documents.keysInUse(batch);
        for (const key of batch) {
          if (used.has(key)) continue;
          await storage.remove(key);
          removed += 1;
        }
      }
      if (temp.length || removed) log.warn('removed stray upload files', { temporary: temp.length, stored: removed });
      return { temp: temp.length, stored: removed };
    },

    admin: {
      async queue(actor: User | null, query: unknown): Promise<Paged<AdminDocument>> {
        requireAdminActor(actor);
        const q = parseInput(documentQueueQuerySchema, query);
        const { results, total } = await documents.adminQueue(q);
        return { results, total, page: q.page, per_page: q.per_page };
      },

      async forUser(actor: User | null, userId: number): Promise<AdminDocument[]> {
        requireAdminActor(actor);
        if (!Number.isSafeInteger(userId) || !(await users.findById(userId))) throw fail.notFound('No such user.');
        return documents.adminForUser(userId);
      },

      /** A staff download or preview; recorded when the reader is not the owner. */
      async open(actor: User | null, id: number, query: unknown, action: 'download' | 'preview'): Promise<OpenedFile> {
        const admin = requireAdminActor(actor);
        const row = await documents.findOne(id);
        if (!row) throw fail.notFound('No such document.');
        const opened = await open(id, query);
        if (Number(row.user_id) !== admin.id) {
          await documents.logAccess({ document_id: id, version_id: Number(opened.version.id), user_id: admin.id, actor_name: `${admin.firstname} ${admin.lastname}`, action });
        }
        return opened;
      },

      approve: (actor: User | null, id: number) => review(actor, id, 'approved', null),

      async reject(actor: User | null, id: number, input: unknown): Promise<AdminDocument> {
        const { reason } = parseInput(rejectSchema, input);
        return review(actor, id, 'rejected', reason);
      },

      pendingCount: () => documents.pendingCount(),
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
