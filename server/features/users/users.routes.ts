// A student's own settings, and the admin portal's user management.
import type { Request, Response } from 'express';
import { idParam } from '../../http/params';
import type { RouteDeps } from '../../route-deps';
import type { UsersService } from './users.service';

export function settingsHandlers({ services }: RouteDeps<{ users: UsersService }>) {
  return {
    async profile(req: Request, res: Response) {
      res.json(await services.users.updateProfile(req.user ?? null, req.auth?.tokenId, req.body));
    },
    async password(req: Request, res: Response) {
      await services.users.changePassword(req.user ?? null, req.auth?.tokenId, req.body);
      res.status(204).end();
    },
  };
}

export function adminUserHandlers({ services }: RouteDeps<{ users: UsersService }>) {
  const admin = services.users.admin;
  return {
    async dashboard(req: Request, res: Response) {
      res.json(await admin.dashboard(req.user ?? null));
    },
    async list(req: Request, res: Response) {
      res.json(await admin.list(req.user ?? null, req.query));
    },
    async create(req: Request, res: Response) {
      res.status(201).json(await admin.create(req.user ?? null, req.body));
    },
    async show(req: Request, res: Response) {
      res.json(await admin.get(req.user ?? null, idParam(req)));
    },
    async update(req: Request, res: Response) {
      res.json(await admin.update(req.user ?? null, idParam(req), req.body));
    },
    async disable(req: Request, res: Response) {
      res.json(await admin.setDisabled(req.user ?? null, idParam(req), true));
    },
    async enable(req: Request, res: Response) {
      res.json(await admin.setDisabled(req.user ?? null, idParam(req), false));
    },
    async destroy(req: Request, res: Response) {
      await admin.delete(req.user ?? null, idParam(req));
      res.status(204).end();
    },
  };
}
