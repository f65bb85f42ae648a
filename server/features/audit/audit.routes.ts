// /api/admin/audit: the audit log, read only.
import type { Request, Response } from 'express';
import type { RouteDeps } from '../../route-deps';
import type { AuditService } from './audit.service';

export function auditHandlers({ services }: RouteDeps<{ audit: AuditService }>) {
  return {
    async list(req: Request, res: Response) {
      res.json(await services.audit.list(req.user ?? null, req.query));
    },
  };
}
