// The markup of static parts (client/components/StaticPart.tsx) made for visitors, kept per page address and content
// version: a visitor's page renders each part once, then reuses its markup until the content changes (or a minute
// passes, so posts scheduled for later appear on time). Signed-in users' parts are always rendered.
import type { ContentVersionWatch } from '../features/content/content-version';

interface Kept {
  version: number;
  expiresAt: number;
  html: string;
}

/** The inner HTML of `<div data-static="id">` in `html`, found by balancing its <div> tags (React's markup is well formed). */
export function staticPartHtml(html: string, id: string): string | undefined {
  const open = html.indexOf(`<div data-static="${id}"`);
  if (open === -1) return undefined;
  const start = html.indexOf('>', open) + 1;
  let depth = 1;
  const tag = /<(\/?)div[\s>]/g;
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

  return {
    /**
     * For one visitor's render: `lookup` answers kept markup and notes the parts it had none for; `fill` files those
     * parts from the finished HTML.
     */
    forRender(url: string) {
      const renderVersion = version.current();
      const missing: string[] = [];
      return {
        lookup(id: string): string | undefined {
          if (renderVersion === null) return undefined;
          const entry = kept.get(`${url}#${id}`);
          if (entry && entry.version === renderVersion && entry.expiresAt > Date.now()) return entry.html;
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
          }
        },
      };
    },
  };
}

export type FragmentCache = ReturnType<typeof createFragmentCache>;
