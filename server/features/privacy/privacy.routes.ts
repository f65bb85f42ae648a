// /api/account/export (the student's data as one zip, streamed), DELETE /api/account and /api/account/restore.
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import { create as contentDisposition } from 'content-disposition';
import type { Request, Response } from 'express';
import { clientInfo } from '../../http/params';
import { log } from '../../lib/log';
import type { RouteDeps } from '../../route-deps';
import type { PrivacyService } from './privacy.service';
import type { AccountArchive } from './privacy.service';

/** Resolves when the archive has taken in the entry being appended; rejects when it fails or is torn down. */
function nextEntry(zip: ZipArchive): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      zip.off('entry', onEntry);
      zip.off('error', onError);
      zip.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onEntry = () => done();
    const onError = (error: Error) => done(error);
    const onClose = () => done(new Error('the archive was closed'));
    zip.on('entry', onEntry);
    zip.on('error', onError);
    zip.on('close', onClose);
  });
}

/**
 * Streams the zip: account.json, then each stored file in turn, opened only when the previous one is in. The archive
 * is piped to the answer, so a slow reader slows the reading of the files: nothing accumulates in memory. Stored
 * files are already compressed (PDF, JPEG, PNG): kept as they are (`store`), only account.json is deflated.
 */
export async function sendAccountArchive(res: Response, archive: AccountArchive): Promise<void> {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const day = archive.account.exported_at.slice(0, 10);
  res.status(200);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', contentDisposition(`my-data-${day}.zip`));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const sent = pipeline(zip, res);
  try {
    let entry = nextEntry(zip);
    zip.append(JSON.stringify(archive.account, null, 2), { name: 'account.json', date: new Date(archive.account.exported_at) });
    await entry;
    for (const file of archive.files) {
      entry = nextEntry(zip);
      zip.append(file.read(), { name: file.name, date: file.date, store: true });
      await entry;
    }
    await zip.finalize();
    await sent;
  } catch (error) {
    // The reader went away (closed the tab, cancelled): nothing to answer. Otherwise the zip is cut short.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE' && !res.destroyed) log.error('the data export failed midway', { error });
    zip.destroy();
    res.destroy();
    await sent.catch(() => undefined);
  }
}

export function privacyHandlers({ services, cookies }: RouteDeps<{ privacy: PrivacyService }>) {
  const privacy = services.privacy;
  return {
    async export(req: Request, res: Response) {
      await sendAccountArchive(res, await privacy.exportAccount(req.user ?? null));
    },
    /** 202: locked now (this session ends too), erased after the grace period. */
    async requestDeletion(req: Request, res: Response) {
      const answer = await privacy.requestDeletion(req.user ?? null, req.auth?.tokenId, req.body);
      // Signed out, as after a sign-out: no token cookie, and an XSRF token for a visitor.
      cookies.clearToken(req, res);
      cookies.issue(req, res);
      res.status(202).json(answer);
    },
    async restore(req: Request, res: Response) {
      res.json(await privacy.restore(req.body, clientInfo(req)));
    },
  };
}
