// Parts of a page that need no JavaScript once drawn (lists of cards, text from the CMS, the footer). On the first
// page load the server's HTML already shows them, so their data is left out of the hydration data (see
// `hydrationData` in lib/pages.ts) and the browser keeps the server's markup as it is, without hydrating it. After a
// client-side navigation the page's loader has the data and they render like any component. The server keeps the
// markup it made for visitors per content version (server/ssr/fragments.ts), so it renders each part once.
// KeptMarkup (below) is the same server-side reuse for a part that does hydrate. LazyStaticPart is a static part
// whose code is not in the first load at all.
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { type Preloadable, preloadable, usePreloaded } from '../lib/preload';

const snapshots = new Map<string, string>();

/** Before hydration: remember the server's markup of every static part on the page. */
export function captureStaticParts(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-static]')) snapshots.set(element.dataset.static!, element.innerHTML);
}

/** In the server render for a visitor: the markup kept for a part of this page, if any. */
export const KeptFragmentsContext = createContext<((id: string) => string | undefined) | null>(null);

/**
 * What draws a part's contents. The server render's notes their interface strings as the part's: a static part's
 * (`kept` undefined) are not noted for the hydration data (it never hydrates); a kept part's are noted as its own
 * too, so that a page reusing its markup hydrates with them (server/ssr/part-strings.tsx). The browser's draws them
 * as they are.
 */
export const PartStringsContext = createContext<ComponentType<{ kept?: string; children: ReactNode }>>(({ children }) => children);

export function StaticPart<T>({
  id,
  data,
  keep = false,
  className,
  children,
}: {
  id: string;
  /** What the part shows; undefined when the page hydrates without it. */
  data: T | undefined;
  /** Keep the server's markup in the browser even with data (a part that never changes, like the footer). */
  keep?: boolean;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  const kept = useContext(KeptFragmentsContext)?.(id);
  const Strings = useContext(PartStringsContext);
  const snapshot = typeof document === 'undefined' ? undefined : snapshots.get(id);
  const html = kept ?? (data === undefined || keep ? snapshot : undefined);
  if (html !== undefined || data === undefined) {
    // The markup as it is (React keeps it while hydrating).
    return <div data-static={id} className={className} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
  }
  return (
    <div data-static={id} className={className}>
      <Strings>{children(data)}</Strings>
    </div>
  );
}

/**
 * A part that hydrates like any other (it has state and handlers), whose markup the server reuses: for visitors it
 * depends only on the address, the content and whether someone is signed in, so a visitor's render sends the markup
 * kept from the last one (server/ssr/fragments.ts) instead of rendering it again; a signed-in viewer's is kept for
 * their session alone, until people's data changes. The element and its attributes are the same either way and the
 * kept markup is React's own, so the browser hydrates it as if it had been rendered. Never for anything that reads
 * the request's cookies or a random value, and the time only by the day (kept markup lives a minute at most).
 */
export function KeptMarkup({
  id,
  as: Tag,
  className,
  children,
}: {
  id: string;
  as: 'header' | 'section' | 'div';
  className?: string;
  /** The part, or a function that makes it: then nothing of it is made when kept markup is sent instead. */
  children: ReactNode | (() => ReactNode);
}) {
  const kept = useContext(KeptFragmentsContext)?.(id);
  const Strings = useContext(PartStringsContext);
  if (kept !== undefined) return <Tag data-kept={id} className={className} dangerouslySetInnerHTML={{ __html: kept }} />;
  return (
    <Tag data-kept={id} className={className}>
      <Strings kept={id}>{typeof children === 'function' ? children() : children}</Strings>
    </Tag>
  );
}

const partModules: Array<{ ids: string[]; module: Preloadable<unknown> }> = [];

/**
 * The module that draws the lazy static parts `ids` (see LazyStaticPart). The server render must have it at once:
 * client/routes.tsx provides it.
 */
export function staticPartModule<M>(ids: string[], load: () => Promise<M>): Preloadable<M> {
  const module = preloadable(load);
  partModules.push({ ids, module });
  return module;
}

/** Fetches the modules of the lazy parts this page does not show (once the user acts on the page): later pages may. */
export function preloadMissingParts(): void {
  for (const { ids, module } of partModules) if (ids.some((id) => !snapshots.has(id))) module.load().catch(() => undefined);
}

/**
 * A static part that is the same on every page showing it (the footer, the 404 page), drawn by a module that is
 * not in the first load: the browser keeps the server's markup of the part whenever the first page had it, and
 * otherwise (a client-side navigation from a page without it) loads the module and draws the part then. Modules
 * of parts a page does not show are fetched when the user first acts on the page (preloadMissingParts), so that is rarely seen.
 */
export function LazyStaticPart<M>({ id, module, children }: { id: string; module: Preloadable<M>; children: (module: M) => ReactNode }) {
  const kept = useContext(KeptFragmentsContext)?.(id);
  const Strings = useContext(PartStringsContext);
  const html = kept ?? (typeof document === 'undefined' ? undefined : snapshots.get(id));
  const loaded = usePreloaded(module, html === undefined, `${id}: its module`);
  if (html !== undefined) return <div data-static={id} dangerouslySetInnerHTML={{ __html: html }} />;
  if (loaded !== undefined)
    return (
      <div data-static={id}>
        <Strings>{children(loaded)}</Strings>
      </div>
    );
  if (typeof document === 'undefined') throw new Error(`static part ${id}: the server render has no module for it (client/routes.tsx)`);
  return <div data-static={id} />;
}
