// /api/admin/locales: which languages the site is in.
import type { Request, Response } from 'express';
import type { RouteDeps } from '../../route-deps';
import type { LocalesService } from './locales.service';

export function localesHandlers({ services }: RouteDeps<{ locales: LocalesService }>) {
  return {
    async show(req: Request, res: Response) {
      res.json(await services.locales.settings(req.user ?? null));
    },
    async update(req: Request, res: Response) {
      res.json(await services.locales.update(req.user ?? null, req.body));
    },
  };
}
