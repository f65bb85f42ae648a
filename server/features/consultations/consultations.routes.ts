// /api/consultations (the booking page and the manage link, by its secret token) and /api/staff/availability,
// /api/staff/consultations (advisers and admins).
import type { Request, Response } from 'express';
import { clientIp, idParam } from '../../http/params';
import type { RouteDeps } from '../../route-deps';
import type { ConsultationsService } from './consultations.service';

export function consultationHandlers({ services }: RouteDeps<{ consultations: ConsultationsService }>) {
  const c = services.consultations;
  const actor = (req: Request) => req.user ?? null;
  const token = (req: Request) => String(req.params.token ?? '');
  const client = (req: Request) => ({ ip: clientIp(req) });
  return {
    public: {
      slots: async (req: Request, res: Response) => void res.set('Cache-Control', 'no-store').json(await c.slots(req.query)),
      book: async (req: Request, res: Response) => void res.status(201).json(await c.book(req.body, client(req))),
      show: async (req: Request, res: Response) => void res.set('Cache-Control', 'no-store').json(await c.show(token(req), client(req))),
      cancel: async (req: Request, res: Response) => void res.json(await c.cancel(token(req), client(req))),
      reschedule: async (req: Request, res: Response) => void res.json(await c.reschedule(token(req), req.body, client(req))),
      forget: async (req: Request, res: Response) => {
        await c.forget(token(req), client(req));
        res.status(204).end();
      },
    },
    staff: {
      availability: async (req: Request, res: Response) => void res.json(await c.staff.availability(actor(req))),
      setAvailability: async (req: Request, res: Response) => void res.json(await c.staff.setAvailability(actor(req), req.body)),
      list: async (req: Request, res: Response) => void res.json(await c.staff.list(actor(req), req.query)),
      update: async (req: Request, res: Response) => void res.json(await c.staff.update(actor(req), idParam(req), req.body)),
    },
  };
}
