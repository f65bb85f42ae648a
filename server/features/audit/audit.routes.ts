// /api/admin/audit: the audit log, read only.
import type { Request, Response } from 'express';
import type { RouteDeps } from '../../route-deps';

export function auditHandlers({ services }: RouteDeps) {
  return {
    async list(req: Request, res: Response) {
      res.json(await services.audit.list(req.user ?? null, req.query));
    },
  };
}
