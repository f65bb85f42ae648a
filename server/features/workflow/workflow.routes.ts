// /api/account/applications, /api/account/messages (a student's own) and /api/staff/* (advisers and admins).
import type { Request, Response } from 'express';
import { idParam } from '../../http/params';
import type { RouteDeps } from '../../route-deps';
import type { WorkflowService } from './workflow.service';

export function workflowHandlers({ services }: RouteDeps<{ workflow: WorkflowService }>) {
  const { account, staff } = services.workflow;
  const actor = (req: Request) => req.user ?? null;
  return {
    account: {
      applications: async (req: Request, res: Response) => void res.json(await account.applications(actor(req))),
      addApplication: async (req: Request, res: Response) => void res.status(201).json(await account.addApplication(actor(req), req.body)),
      reply: async (req: Request, res: Response) => void res.json(await account.reply(actor(req), idParam(req), req.body)),
      removeApplication: async (req: Request, res: Response) => {
        await account.removeApplication(actor(req), idParam(req));
        res.status(204).end();
      },
      thread: async (req: Request, res: Response) => void res.json(await account.thread(actor(req))),
      post: async (req: Request, res: Response) => void res.status(201).json(await account.post(actor(req), req.body)),
      read: async (req: Request, res: Response) => {
        await account.read(actor(req));
        res.status(204).end();
      },
      unread: async (req: Request, res: Response) => void res.json(await account.unread(actor(req))),
    },
    staff: {
      advisers: async (req: Request, res: Response) => void res.json(await staff.advisers(actor(req))),
      dashboard: async (req: Request, res: Response) => void res.json(await staff.dashboard(actor(req))),
      unread: async (req: Request, res: Response) => void res.json(await staff.unread(actor(req))),
      students: async (req: Request, res: Response) => void res.json(await staff.students(actor(req), req.query)),
      student: async (req: Request, res: Response) => void res.json(await staff.student(actor(req), idParam(req))),
      thread: async (req: Request, res: Response) => void res.json(await staff.thread(actor(req), idParam(req))),
      post: async (req: Request, res: Response) => void res.status(201).json(await staff.post(actor(req), idParam(req), req.body)),
      read: async (req: Request, res: Response) => {
        await staff.read(actor(req), idParam(req));
        res.status(204).end();
      },
      addApplication: async (req: Request, res: Response) => void res.status(201).json(await staff.addApplication(actor(req), idParam(req), req.body)),
      updateApplication: async (req: Request, res: Response) => void res.json(await staff.updateApplication(actor(req), idParam(req), req.body)),
      applications: async (req: Request, res: Response) => void res.json(await staff.applications(actor(req), req.query)),
      board: async (req: Request, res: Response) => void res.json(await staff.board(actor(req), req.query)),
    },
  };
}
