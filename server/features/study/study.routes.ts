// /api/study-countries, /api/institutions, /api/contact, and their admin screens (/api/admin/...).
import type { Request, Response } from 'express';
import { cachePublic } from '../../http/cache-control';
import type { RouteDeps } from '../../route-deps';
import type { Contact } from './contact';
import type { Countries } from './countries';
import type { FitCheck } from './fit-check';
import type { Institutions } from './institutions';
import { clientIp, idParam } from '../../http/params';
import { cacheRead, movedTo, previewAsked } from '../../http/preview';
import { crudHandlers as crud, reorderHandler as reorder, revisionHandlers as revisions } from '../../http/resource-handlers';
import { MESSAGE_RECEIVED } from './contact';
import { askedLocale, type EnabledLocales } from '../../http/locale';

export function studyHandlers({ services }: RouteDeps<{ study: { countries: Countries; institutions: Institutions; contact: Contact; fit: FitCheck }; locales: EnabledLocales }>) {
  const { countries, institutions, contact, fit } = services.study;
  /** The locale a public read asked for (`?locale=`), or the default. */
  const localeOf = (req: Request) => askedLocale(req, services.locales);
  const actor = (req: Request) => req.user ?? null;

  return {
    public: {
      async countries(req: Request, res: Response) {
        cachePublic(res).json({ results: await countries.list(await localeOf(req)) });
      },
      async country(req: Request, res: Response) {
        const preview = previewAsked(req);
        const found = await countries.page(String(req.params.slug), preview, await localeOf(req));
        if ('moved' in found) return movedTo(res, `/api/study-countries/${encodeURIComponent(found.moved)}`, preview);
        cacheRead(res, preview).json({ results: found });
      },
      async institutions(req: Request, res: Response) {
        const slug = typeof req.query.country === 'string' && req.query.country ? req.query.country : undefined;
        cachePublic(res).json({ results: await institutions.publicList(slug, await localeOf(req)) });
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
      countries: { ...crud(countries.admin), ...revisions(countries.admin), reorder: reorder(countries.admin) },
      institutions: crud(institutions.admin),
      messages: {
        list: async (req: Request, res: Response) => void res.json(await contact.admin.list(actor(req), req.query)),
        show: async (req: Request, res: Response) => void res.json(await contact.admin.get(actor(req), idParam(req))),
        handled: async (req: Request, res: Response) => void res.json(await contact.admin.setHandled(actor(req), idParam(req), req.body)),
      },
    },
  };
}
