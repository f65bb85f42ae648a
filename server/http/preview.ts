// An admin's preview of drafts and scheduled records on the public API (decision 0035): `?preview` from a signed-in
// admin. Anyone else asking gets what visitors get. A preview is never kept by a browser or a proxy.
import type { Request, Response } from 'express';
import { cachePublic } from './cache-control';

export const previewAsked = (req: Request): boolean => req.query.preview !== undefined && req.user?.role === 'admin';

/** Cache-Control for a public read: public, unless it is a preview. */
export const cacheRead = (res: Response, preview: boolean): Response => (preview ? res.set('Cache-Control', 'private, no-store') : cachePublic(res));

/** The 301 of an old address, to `path` (keeping the preview). */
export const movedTo = (res: Response, path: string, preview: boolean): void => res.redirect(301, preview ? `${path}?preview=1` : path);
