// /api/staff/leads, /api/staff/leads/<id> (and its invitation), /api/staff/leads/reassign and /api/staff/funnel.
import type { Request, Response } from 'express';
import { idParam } from '../../http/params';
import type { RouteDeps } from '../../route-deps';
import { funnelCsv, type LeadsService } from './leads.service';

export function leadsHandlers({ services }: RouteDeps<{ leads: LeadsService }>) {
  const { leads } = services;
  const actor = (req: Request) => req.user ?? null;
  return {
    list: async (req: Request, res: Response) => void res.json(await leads.list(actor(req), req.query)),
    show: async (req: Request, res: Response) => void res.json(await leads.get(actor(req), idParam(req))),
    update: async (req: Request, res: Response) => void res.json(await leads.update(actor(req), idParam(req), req.body)),
    reassign: async (req: Request, res: Response) => void res.json(await leads.reassign(actor(req), req.body)),
    invite: async (req: Request, res: Response) => void res.status(202).json(await leads.invite(actor(req), idParam(req))),
    /** JSON, or with `format=csv` the same rows as a CSV download. */
    async funnel(req: Request, res: Response) {
      const { query, ...funnel } = await leads.funnel(actor(req), req.query);
      if (query.format !== 'csv') return void res.json(funnel);
      res.set('Cache-Control', 'no-store');
      res.attachment(`funnel-by-${query.by}-${query.from}-to-${query.to}.csv`);
      res.type('text/csv; charset=utf-8').send(funnelCsv(funnel));
    },
  };
}
