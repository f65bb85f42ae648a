// /api/admin/agreements, /api/admin/receivables and /api/admin/commission/report (admins only, decision 0048).
import type { Request, Response } from 'express';
import { idParam } from '../../http/params';
import { sendStoredFile } from '../../http/send-file';
import type { RouteDeps } from '../../route-deps';
import { type CommissionService, reportCsv } from './commission.service';

export function commissionHandlers({ services }: RouteDeps<{ commission: CommissionService }>) {
  const { commission } = services;
  const actor = (req: Request) => req.user ?? null;
  return {
    agreements: async (req: Request, res: Response) => void res.json(await commission.agreements.list(actor(req), req.query)),
    addAgreement: async (req: Request, res: Response) => void res.status(201).json(await commission.agreements.create(actor(req), req.body)),
    updateAgreement: async (req: Request, res: Response) => void res.json(await commission.agreements.update(actor(req), idParam(req), req.body)),
    deleteAgreement: async (req: Request, res: Response) => {
      await commission.agreements.delete(actor(req), idParam(req));
      res.status(204).end();
    },
    receivables: async (req: Request, res: Response) => void res.json(await commission.receivables.list(actor(req), req.query)),
    updateReceivable: async (req: Request, res: Response) => void res.json(await commission.receivables.update(actor(req), idParam(req), req.body)),
    invoice: async (req: Request, res: Response) => void res.status(201).json(await commission.receivables.invoice(actor(req), idParam(req))),
    /** An invoice's PDF, as a download that is never cached or run. */
    async downloadInvoice(req: Request, res: Response) {
      await sendStoredFile(res, await commission.openInvoice(actor(req), String(req.params.number ?? '')), 'attachment');
    },
    /** JSON, or with `format=csv` the same rows as a CSV download. */
    async report(req: Request, res: Response) {
      const { query, ...report } = await commission.report(actor(req), req.query);
      if (query.format !== 'csv') return void res.json(report);
      res.set('Cache-Control', 'no-store');
      res.attachment(`commission-by-${query.by}-${query.from}-to-${query.to}.csv`);
      res.type('text/csv; charset=utf-8').send(reportCsv(report));
    },
  };
}
