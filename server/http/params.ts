// Route parameters, parsed the one way every route reads them.
import type { Request } from 'express';
import { fail } from './errors';

/** Route ids are positive integers; anything else is an unknown record (404). */
export function idParam(req: Request, name = 'id'): number {
  const raw = req.params[name];
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw fail.notFound();
  return id;
}
