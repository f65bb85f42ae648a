// Route parameters and the client's address, parsed the one way every route reads them.
import type { Request } from 'express';
import { fail } from '../lib/errors';

/**
 * A path that cannot name a screen or a record: a percent-escape that is not UTF-8 (`%FF`, `%C3%28`, a lone `%`), or a
 * NUL once decoded (PostgreSQL text cannot hold one, so no record has it in its address).
 */
export function isMalformedPath(path: string): boolean {
  if (!path.includes('%')) return path.includes('\u0000');
  try {
    return decodeURIComponent(path).includes('\u0000');
  } catch {
    return true;
  }
}

/** Route ids are positive integers; anything else is an unknown record (404). */
export function idParam(req: Request, name = 'id'): number {
  const raw = req.params[name];
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw fail.notFound();
  return id;
}

/**
 * The client's address as Express sees it (behind a proxy, TRUST_PROXY decides), an IPv4 address written as one
 * (`::ffff:203.0.113.7` → `203.0.113.7`), so that one client has one key in the limits and one form in the lists.
 */
export const clientIp = (req: Request) => (req.ip ?? req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** Where a session starts: its browser and address, shown in the list of sessions. */
export const clientInfo = (req: Request) => ({ userAgent: req.get('user-agent') ?? null, ip: clientIp(req) });
