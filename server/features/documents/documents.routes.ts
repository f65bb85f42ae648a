// /api/account/documents (the student's own) and /api/admin/documents (review).
import type { Request, Response } from 'express';
import { receivedFile } from '../../http/upload';
import type { RouteDeps } from '../../route-deps';
import type { FileStorage } from '../../storage/storage';
import type { DocumentsService } from './documents.service';
import { sendStoredFile } from '../../http/send-file';
import { idParam } from '../../http/params';

export function documentHandlers({ services }: RouteDeps<{ documents: DocumentsService; storage: FileStorage }>) {
  const documents = services.documents;

  /** Whatever happens, the temporary upload is gone when the request ends (it was moved if it was kept). */
  async function withUpload<T>(res: Response, work: () => Promise<T>): Promise<T> {
    const file = receivedFile(res);
    try {
      return await work();
    } finally {
      await services.storage.removeTemp(file.path);
    }
  }

  return {
    async list(req: Request, res: Response) {
      res.json(await documents.overview(req.user ?? null));
    },
    async upload(req: Request, res: Response) {
      const doc = await withUpload(res, () => documents.upload(req.user ?? null, req.body, receivedFile(res)));
      res.status(201).json(doc);
    },
    async replace(req: Request, res: Response) {
      const doc = await withUpload(res, () => documents.replace(req.user ?? null, idParam(req), receivedFile(res)));
      res.status(201).json(doc);
    },
    async download(req: Request, res: Response) {
      await sendStoredFile(res, await documents.openOwn(req.user ?? null, idParam(req), req.query), 'attachment');
    },
    async destroy(req: Request, res: Response) {
      await documents.remove(req.user ?? null, idParam(req));
      res.status(204).end();
    },

    async queue(req: Request, res: Response) {
      res.json(await documents.admin.queue(req.user ?? null, req.query));
    },
    async ofUser(req: Request, res: Response) {
      res.json({ results: await documents.admin.forUser(req.user ?? null, idParam(req)) });
    },
    async adminDownload(req: Request, res: Response) {
      await sendStoredFile(res, await documents.admin.open(req.user ?? null, idParam(req), req.query, 'download'), 'attachment');
    },
    async adminPreview(req: Request, res: Response) {
      await sendStoredFile(res, await documents.admin.open(req.user ?? null, idParam(req), req.query, 'preview'), 'inline');
    },
    async approve(req: Request, res: Response) {
      res.json(await documents.admin.approve(req.user ?? null, idParam(req), req.body));
    },
    async setExpiry(req: Request, res: Response) {
      res.json(await documents.admin.setExpiry(req.user ?? null, idParam(req), req.body));
    },
    async reject(req: Request, res: Response) {
      res.json(await documents.admin.reject(req.user ?? null, idParam(req), req.body));
    },
  };
}
