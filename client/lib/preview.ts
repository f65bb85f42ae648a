// An admin's preview of drafts and scheduled records on the public pages (decision 0035): the page's address says
// ?preview; the API shows drafts to admins only, and everyone else gets what visitors get.
import { redirect } from 'react-router-dom';

/** The page's address asks for a preview. */
export const previewAsked = (request: Request): boolean => new URL(request.url).searchParams.has('preview');

/** The `query` of a page whose loader reads only `previewAsked` (client/lib/pages.ts, PageModule). */
export const previewQuery = ['preview'] as const;

/** An old address: the page moved permanently to `path` (a preview stays a preview). */
export function movedIfRenamed(asked: string | undefined, current: string, path: string, preview: boolean): void {
  if (asked !== current) throw redirect(preview ? `${path}?preview=1` : path, 301);
}
