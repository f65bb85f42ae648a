// Parts of a page that need no JavaScript once drawn (lists of cards, text from the CMS, the footer). On the first
// page load the server's HTML already shows them, so their data is left out of the hydration data (see
// `hydrationData` in lib/pages.ts) and the browser keeps the server's markup as it is, without hydrating it. After a
// client-side navigation the page's loader has the data and they render like any component. The server keeps the
// markup it made for visitors per content version (server/ssr/fragments.ts), so it renders each part once.
import { createContext, type ReactNode, useContext } from 'react';

const snapshots = new Map<string, string>();

/** Before hydration: remember the server's markup of every static part on the page. */
export function captureStaticParts(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-static]')) snapshots.set(element.dataset.static!, element.innerHTML);
}

/** In the server render for a visitor: the markup kept for a part of this page, if any. */
export const KeptFragmentsContext = createContext<((id: string) => string | undefined) | null>(null);

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
  const snapshot = typeof document === 'undefined' ? undefined : snapshots.get(id);
  const html = kept ?? (data === undefined || keep ? snapshot : undefined);
  if (html !== undefined || data === undefined) {
    // The markup as it is (React keeps it while hydrating).
    return <div data-static={id} className={className} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
  }
  return (
    <div data-static={id} className={className}>
      {children(data)}
    </div>
  );
}
