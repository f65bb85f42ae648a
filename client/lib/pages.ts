// Lazily loaded page modules: what a page module exports, how its chunk is fetched, and the page title.
import type { ComponentType } from 'react';
import type { LoaderFunction, UIMatch } from 'react-router-dom';
import type { I18n, MessageId } from './i18n';
import { type ScreenRow, screenTitle } from '../screens';

export interface PageMeta {
  title?: string;
  description?: string;
  /** Share image (Open Graph / Twitter), a site path or an absolute address. */
  image?: string;
  type?: 'website' | 'article';
  /** Structured data for search engines (written as application/ld+json). */
  jsonLd?: Record<string, unknown> | Array<Record<string, unknown>>;
}

export interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
  /** Title and description from the page's data (a blog post's title); the route table's title otherwise. */
  meta?: (data: unknown, t: I18n['t']) => PageMeta;
  /**
   * The loader data the browser needs to hydrate the page, when that is less than the page rendered with: data
   * shown only inside StaticPart components can be left out (the HTML has it already).
   */
  hydrationData?: (data: unknown) => unknown;
  /**
   * The query parameters the page reads (its loader or its component), in the order its own links write them. A
   * visitor's page is kept by the page cache per their values and under no other parameter (decision 0014), so a
   * page a visitor can open that reads one must name it here. It is the page's, beside the code that reads them, and
   * so comes to the browser only with the page (decision 0043).
   */
  query?: readonly string[];
}

export interface PageHandle {
  /**
   * Source module under client/ of a lazily loaded route that is not a screen (the admin layout), so the server can
   * preload its chunk. A screen's page module is named in the build's manifest by its route id (`screens`).
   */
  module?: string;
  /**
   * A screen's row (client/screens-*.ts) and its page module, as they are: its title and metadata, and what only the
   * server reads of them (the hydration data's reduction, the status, the query parameters, noindex), so that the
   * browser's route table carries no code for those.
   */
  screen?: ScreenRow;
  page?: PageModule;
}

/**
 * Private screens (account, admin, sign-in), those answered with another status and those marked `noindex` (a
 * booking's manage link) ask search engines to stay away.
 */
export const noindexOf = (screen: ScreenRow): boolean =>
  screen.noindex === true ||
  screen.layout === 'admin' || screen.id.startsWith('account') || Boolean(screen.guards?.length) || screen.status !== undefined;

/** Page chunks load with a 120000 ms timeout. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(`Loading chunk failed: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** Fetches a lazy module; a network failure or a timeout becomes a ChunkLoadError (the page then reloads once). */
export async function lazyModule<T>(importer: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return importer();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      importer(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${CHUNK_TIMEOUT_MS} ms`)), CHUNK_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    throw new ChunkLoadError(error);
  } finally {
    clearTimeout(timer);
  }
}

const RELOAD_KEY = 'chunk-reload';
const RELOAD_WINDOW_MS = 30_000;

/**
 * Reloads the page after a chunk failed to load (usually a deploy replaced it) — but only once: if the same
 * address failed again within 30 s of a reload, it returns false and the error is shown instead.
 */
export function reloadOnce(): boolean {
  const href = window.location.href;
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null') as { href: string; at: number } | null;
    if (last && last.href === href && Date.now() - last.at < RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ href, at: Date.now() }));
  } catch {
    return false; // no storage: never risk a loop
  }
  window.location.reload();
  return true;
}

/** `<page> · <APP_NAME>` from the deepest match that names a page. */
export function pageTitle(matches: ReadonlyArray<UIMatch<unknown, unknown>>, appName: string, t: I18n['t'], fallback?: MessageId): string {
  let title = fallback && t(fallback);
  if (!title) {
    for (let i = matches.length - 1; i >= 0; i--) {
      const match = matches[i]!;
      const handle = match.handle as PageHandle | undefined;
      if (!handle?.screen) continue;
      title = (handle.page?.meta && match.data !== undefined ? handle.page.meta(match.data, t).title : undefined) ?? t(screenTitle(handle.screen.name));
      break;
    }
  }
  return title ? `${title} · ${appName}` : appName;
}

/** The deepest page's metadata (from its data when it has a meta function), and whether it may be indexed. */
export function pageMeta(matches: ReadonlyArray<UIMatch<unknown, unknown>>, t: I18n['t']): PageMeta & { noindex: boolean } {
  let noindex = false;
  for (const match of matches) {
    const screen = (match.handle as PageHandle | undefined)?.screen;
    if (screen && noindexOf(screen)) noindex = true;
  }
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const handle = match.handle as PageHandle | undefined;
    if (handle?.page?.meta && match.data !== undefined) return { ...handle.page.meta(match.data, t), noindex };
    if (handle?.screen) return { noindex };
  }
  return { noindex };
}

/** The title of a screen that failed: the router's `errors` map (server context or browser state). */
export function errorTitle(errors: Record<string, unknown> | null | undefined): MessageId | undefined {
  const error = errors ? Object.values(errors)[0] : undefined;
  if (error === undefined) return undefined;
  const status = (error as { status?: unknown }).status;
  return status === 404 ? 'title.error.notFound' : 'title.error.generic';
}
