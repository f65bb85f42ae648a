// The handlers of an admin resource (list, show, create, update, delete, and a record's revisions), one set for every
// editable kind of record: content (widgets, services, posts, testimonials, galleries) and study (countries,
// institutions). Each calls its service with the caller and the request's id, query or body.
import type { Request, Response } from 'express';
import { idParam } from './params';

const actor = (req: Request) => (req.user ?? null) as never;

interface CrudService {
  list(actor: never, query: unknown): Promise<unknown>;
  get(actor: never, id: number): Promise<unknown>;
  create(actor: never, body: unknown): Promise<unknown>;
  update(actor: never, id: number, body: unknown): Promise<unknown>;
  remove(actor: never, id: number): Promise<void>;
}

/** The five handlers of an editable list: 200 list, show and update; 201 create; 204 delete. */
export const crudHandlers = (service: CrudService) => ({
  list: async (req: Request, res: Response) => void res.json(await service.list(actor(req), req.query)),
  show: async (req: Request, res: Response) => void res.json(await service.get(actor(req), idParam(req))),
  create: async (req: Request, res: Response) => void res.status(201).json(await service.create(actor(req), req.body)),
  update: async (req: Request, res: Response) => void res.json(await service.update(actor(req), idParam(req), req.body)),
  destroy: async (req: Request, res: Response) => {
    await service.remove(actor(req), idParam(req));
    res.status(204).end();
  },
});

/** A record's revisions and the restore of one (the resources that keep revisions). */
export const revisionHandlers = (service: { revisions(actor: never, id: number): Promise<unknown>; restore(actor: never, id: number, revision: number): Promise<unknown> }) => ({
  revisions: async (req: Request, res: Response) => void res.json(await service.revisions(actor(req), idParam(req))),
  restore: async (req: Request, res: Response) => void res.json(await service.restore(actor(req), idParam(req), idParam(req, 'revision'))),
});

/** A new order for a list (PUT …/order), answered with the list in it. */
export const reorderHandler = (service: { reorder(actor: never, body: unknown): Promise<unknown> }) => async (req: Request, res: Response) =>
  void res.json({ results: await service.reorder(actor(req), req.body) });
