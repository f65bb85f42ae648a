// /api/account/plan (and its calendar feed and key), /api/account/tasks/<id>, /api/staff/students/<id>/plan and
// /tasks, /api/staff/tasks/<id> and /api/staff/documents/<id> (a passport's expiry).
import type { Request, Response } from 'express';
import { idParam } from '../../http/params';
import type { RouteDeps } from '../../route-deps';
import type { PlanService } from './plan.service';

export function planHandlers({ services }: RouteDeps<{ plan: PlanService }>) {
  const { plan } = services;
  const actor = (req: Request) => req.user ?? null;
  return {
    mine: async (req: Request, res: Response) => void res.json(await plan.mine(actor(req))),
    renewKey: async (req: Request, res: Response) => void res.json(await plan.renewCalendarKey(actor(req))),
    /** The feed: opened by its key alone, never kept by anything between (the key is the only lock). */
    async feed(req: Request, res: Response) {
      const text = await plan.calendarFeed(req.query);
      res.set('Cache-Control', 'private, no-store');
      res.set('Referrer-Policy', 'no-referrer');
      res.type('text/calendar; charset=utf-8').send(text);
    },
    updateMyTask: async (req: Request, res: Response) => void res.json(await plan.updateMyTask(actor(req), idParam(req), req.body)),
    studentPlan: async (req: Request, res: Response) => void res.json(await plan.studentPlan(actor(req), idParam(req))),
    addTask: async (req: Request, res: Response) => void res.status(201).json(await plan.addTask(actor(req), idParam(req), req.body)),
    updateTask: async (req: Request, res: Response) => void res.json(await plan.updateTask(actor(req), idParam(req), req.body)),
    deleteTask: async (req: Request, res: Response) => {
      await plan.deleteTask(actor(req), idParam(req));
      res.status(204).end();
    },
  };
}
