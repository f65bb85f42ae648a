// /api/study-countries, /api/institutions, /api/contact, and their admin screens (/api/admin/...).
import type { Request, Response } from 'express';
import { cachePublic } from '../../http/cache-control';
import type { RouteDeps } from '../../route-deps';
import { clientIp, idParam } from '../../http/params';
import { MESSAGE_RECEIVED } from './contact';

export function studyHandlers({ services }: RouteDeps) {
  const { countries, institutions, contact, fit } = services.study;
  const actor = (req: Request) => req.user ?? null;

  return {
    public: {
      async countries(_req: Request, res: Response) {
        cachePublic(res).json({ results: await countries.list() });
      },
      async country(req: Request, res: Response) {
        cachePublic(res).json({ results: await countries.page(String(req.params.slug)) });
      },
      async institutions(req: Request, res: Response) {
        const slug = typeof req.query.country === 'string' && req.query.country ? req.query.country : undefined;
        cachePublic(res).json({ results: await institutions.publicList(slug) });
      },
      async contact(req: Request, res: Response) {
        const outcome = await contact.submit(req.body, clientIp(req));
        if (outcome === 'ignored') res.status(204).end();
        else res.status(201).json({ status: MESSAGE_RECEIVED });
      },
      async fitCheck(req: Request, res: Response) {
        res.json({ results: await fit.check(req.body, clientIp(req)) });
      },
    },

    checklists: async (req: Request, res: Response) => void res.json({ results: await countries.checklists(actor(req)) }),

    admin: {
      countries: {
        list: async (req: Request, res: Response) => void res.json(await countries.admin.list(actor(req), req.query)),
        show: async (req: Request, res: Response) => void res.json(await countries.admin.get(actor(req), idParam(req))),
        create: async (req: Request, res: Response) => void res.status(201).json(await countries.admin.create(actor(req), req.body)),
        update: async (req: Request, res: Response) => void res.json(await countries.admin.update(actor(req), idParam(req), req.body)),
        destroy: async (req: Request, res: Response) => {
          await countries.admin.remove(actor(req), idParam(req));
          res.status(204).end();
        },
        reorder: async (req: Request, res: Response) => void res.json({ results: await countries.admin.reorder(actor(req), req.body) }),
      },
      institutions: {
        list: async (req: Request, res: Response) => void res.json(await institutions.admin.list(actor(req), req.query)),
        show: async (req: Request, res: Response) => void res.json(await institutions.admin.get(actor(req), idParam(req))),
        create: async (req: Request, res: Response) => void res.status(201).json(await institutions.admin.create(actor(req), req.body)),
        update: async (req: Request, res: Response) => void res.json(await institutions.admin.update(actor(req), idParam(req), req.body)),
        destroy: async (req: Request, res: Response) => {
          await institutions.admin.remove(actor(req), idParam(req));
          res.status(204).end();
        },
      },
      messages: {
        list: async (req: Request, res: Response) => void res.json(await contact.admin.list(actor(req), req.query)),
        show: async (req: Request, res: Response) => void res.json(await contact.admin.get(actor(req), idParam(req))),
        handled: async (req: Request, res: Response) => void res.json(await contact.admin.setHandled(actor(req), idParam(req), req.body)),
      },
    },
  };
}
