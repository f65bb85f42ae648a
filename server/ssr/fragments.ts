// The markup of static and kept parts (client/components/StaticPart.tsx) made for visitors, kept per page address
// and content version: a visitor's page renders each part once, then reuses its markup until the content changes (or a minute
// passes, so posts scheduled for later appear on time). Signed-in users' parts are always rendered.
import type { ContentVersionWatch } from '../features/content/content-version';

interface Kept {
  version: number;
  expiresAt: number;
  html: string;
}

/**
 * The inner HTML of the element marked `data-static="id"` (a StaticPart) or `data-kept="id"` (a KeptMarkup) in
 * `html`, found by balancing that element's tags. React escapes quotes in text and attribute values and CMS HTML is
 * sanitised without data- attributes (server/lib/sanitize.ts), so the marker can only be the part's own attribute;
 * the markup is React's own and well formed.
 */
export function staticPartHtml(html: string, id: string): string | undefined {
  let marker = html.indexOf(` data-static="${id}"`);
  if (marker === -1) marker = html.indexOf(` data-kept="${id}"`);
  if (marker === -1) return undefined;
  const open = html.lastIndexOf('<', marker);
  const name = /^<([a-z][a-z0-9]*)/.exec(html.slice(open, marker + 1))?.[1];
  if (!name) return undefined;
  const start = html.indexOf('>', marker) + 1;
  let depth = 1;
  const tag = new RegExp(`<(/?)${name}[\\s>]`, 'g');
  tag.lastIndex = start;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index);
  }
  return undefined;
}

export function createFragmentCache(version: ContentVersionWatch, options: { ttlMs?: number; maxEntries?: number } = {}) {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 2000;
  const kept = new Map<string, Kept>();
  const stats = { hits: 0, misses: 0, stores: 0 };

  return {
    /**
     * For one visitor's render: `lookup` answers kept markup and notes the parts it had none for; `fill` files those
     * parts from the finished HTML. The render trusts the settled version, so right after a write of this instance
     * (whose notification may still be on the way) no part kept from before the write is used.
     */
    async forRender(url: string) {
      const renderVersion = await version.settled();
      const missing: string[] = [];
      return {
        lookup(id: string): string | undefined {
          if (renderVersion === null) return undefined;
          const entry = kept.get(`${url}#${id}`);
          if (entry && entry.version === renderVersion && entry.expiresAt > Date.now()) {
            stats.hits += 1;
            return entry.html;
          }
          stats.misses += 1;
          missing.push(id);
          return undefined;
        },
        fill(html: string): void {
          // Only what was read under the version still current.
          if (renderVersion === null || version.current() !== renderVersion) return;
          for (const id of missing) {
            const part = staticPartHtml(html, id);
            if (part === undefined) continue;
            if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
            kept.set(`${url}#${id}`, { version: renderVersion, expiresAt: Date.now() + ttlMs, html: part });
            stats.stores += 1;
          }
        },
      };
    },

    stats: () => ({ ...stats, entries: kept.size }),
  };
}

export type FragmentCache = ReturnType<typeof createFragmentCache>;
