// The markup of static and kept parts (client/components/StaticPart.tsx) made for visitors, kept per page address
// and content version: a visitor's page renders each part once, then reuses its markup until the content changes (or a minute
// passes, so posts scheduled for later appear on time). A signed-in viewer's parts (their header, their board) are
// kept for them alone, per address and also per generation of people's data (lib/private-data.ts): any change to
// accounts, documents, applications or messages anywhere has them made again.
// When a part's minute is up, the first render to ask makes it again; renders that ask meanwhile still reuse the old
// markup (of the same content version), so a busy address is not rendered in full by every request at once.
import { randomBytes } from 'node:crypto';
import { CACHE_TTL_MS, MAX_ENTRIES } from '../config';
import type { ContentVersionWatch } from '../lib/content-version';
import { setBounded } from '../lib/bounded-map';
import type { PrivateDataWatch } from '../lib/private-data';

interface Kept {
  version: number;
  /** For a signed-in viewer's parts: the generation of people's data they were made in (null for visitors'). */
  generation: number | null;
  expiresAt: number;
  /** Past `expiresAt`: a render is making the part again until then, and the others keep using this markup. */
  remakingUntil: number;
  html: string;
  /** The same markup as UTF-8, ready to go into a page's bytes. */
  bytes: Buffer;
  /** The interface messages the part shows (client/lib/i18n.tsx): a page that reuses it hydrates with them. */
  messages: readonly string[];
}

/**
 * What a kept part renders as in React's output: a placeholder the finished page's bytes are spliced at, so kept
 * markup is encoded once when it is filed, not on every page (a page's HTML is mostly kept parts, and turning it into
 * bytes was a tenth of a render). PostgreSQL text cannot hold NUL and the nonce is this process's own, so page
 * content can never look like one.
 */
const NONCE = randomBytes(8).toString('hex');
const placeholder = (index: number) => `\u0000${NONCE}${index}\u0000`;
const PLACEHOLDER = new RegExp(`\u0000${NONCE}(\\d+)\u0000`, 'g');

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

export interface FragmentCacheOptions {
  /** A part is made again at least this often. */
  ttlMs?: number;
  /** How long the render remaking an expired part has to file it before another render tries (it may fail). */
  remakeMs?: number;
  maxEntries?: number;
  /** Signed-in viewers' parts are kept per generation of people's data (without it, never). */
  privateData?: PrivateDataWatch;
}

/** Who a render is for when it is not a visitor: their parts are kept apart, for them alone. */
export interface Viewer {
  /** One key per viewer (their user id). */
  key: string;
}

export function createFragmentCache(version: ContentVersionWatch, options: FragmentCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? CACHE_TTL_MS;
  const remakeMs = options.remakeMs ?? 5000;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES.fragments;
  const visitors = new Map<string, Kept>();
  // Signed-in viewers' parts have a map of their own, so that they never push visitors' parts out.
  const viewers = new Map<string, Kept>();
  /** Hits counts reuses of expired markup too, and `stale` those alone. */
  const stats = { hits: 0, stale: 0, misses: 0, stores: 0 };

  return {
    /**
     * For one visitor's render: `lookup` answers a placeholder for each part kept and notes the parts it had none
     * for; `fill` files those parts from the finished HTML; `pieces` makes the page's body with the kept parts'
     * bytes spliced in. The render trusts the settled version, so right after a write of this instance (whose
     * notification may still be on the way) no part kept from before the write is used.
     */
    async forRender(url: string, viewer?: Viewer) {
      const generation = viewer ? (options.privateData?.current() ?? null) : null;
      // A viewer's parts are kept only while people's data is followed.
      const renderVersion = viewer && generation === null ? null : await version.settled();
      const kept = viewer ? viewers : visitors;
      const prefix = viewer ? `${viewer.key}|${url}` : url;
      const missing: string[] = [];
      const used: Kept[] = [];
      /** Text made outside React for this render, to be filed with the parts (see `text`). */
      const made: Array<[id: string, text: string]> = [];
      /** `html` with the markup of the kept parts in place of their placeholders. */
      const resolve = (html: string) => (used.length ? html.replace(PLACEHOLDER, (_, i: string) => used[Number(i)]!.html) : html);
      const file = (id: string, html: string, messages: readonly string[] = []) => {
        setBounded(kept, `${prefix}#${id}`, { version: renderVersion!, generation, expiresAt: Date.now() + ttlMs, remakingUntil: 0, html, bytes: Buffer.from(html), messages }, viewer ? MAX_ENTRIES.viewerFragments : maxEntries);
        stats.stores += 1;
      };
      /**
       * A placeholder for the part or text `id` when it is kept under this render's version (a hit), else undefined.
       * Expired markup is a miss for the first render that asks (it makes the part again and files it), and a hit for
       * the renders that ask while that one runs.
       */
      const reuse = (id: string): string | undefined => {
        if (renderVersion === null) return undefined;
        const entry = kept.get(`${prefix}#${id}`);
        if (!entry || entry.version !== renderVersion || entry.generation !== generation) return undefined;
        const now = Date.now();
        if (entry.expiresAt <= now) {
          if (entry.remakingUntil <= now) {
            entry.remakingUntil = now + remakeMs;
            return undefined;
          }
          stats.stale += 1;
        }
        stats.hits += 1;
        used.push(entry);
        return placeholder(used.length - 1);
      };
      return {
        lookup(id: string): string | undefined {
          if (renderVersion === null) return undefined;
          const reused = reuse(id);
          if (reused !== undefined) return reused;
          stats.misses += 1;
          missing.push(id);
          return undefined;
        },
        /**
         * Text of the page made outside React that depends only on the address and the content (the document around
         * the body): a placeholder for the kept text, or `make()`'s, filed with the parts.
         */
        text(id: string, make: () => string): string {
          const reused = reuse(id);
          if (reused !== undefined) return reused;
          stats.misses += 1;
          const value = make();
          made.push([id, value]);
          return value;
        },
        /** The interface messages of the parts this render reuses. */
        keptMessages(): string[] {
          return used.flatMap((entry) => entry.messages);
        },
        /** Files the parts this render made, from its HTML; `messagesOf` names the messages each one shows. */
        fill(html: string, messagesOf: (id: string) => Iterable<string> | undefined = () => undefined): void {
          // Only what was read under the version still current.
          if (renderVersion === null || version.current() !== renderVersion) return;
          if (viewer && options.privateData?.current() !== generation) return;
          for (const [id, text] of made) file(id, text);
          for (const id of missing) {
            const found = staticPartHtml(html, id);
            if (found === undefined) continue;
            const messages = messagesOf(id);
            file(id, resolve(found), messages ? [...messages] : []);
          }
        },
        /** The page's body: its rendered text, with each kept part's bytes in place of its placeholder. */
        pieces(html: string): Array<Buffer | string> {
          if (!used.length) return [html];
          // split() with a capture group: text, index, text, index, …, text.
          return html.split(PLACEHOLDER).map((piece, i) => (i % 2 ? used[Number(piece)]!.bytes : piece));
        },
      };
    },

    stats: () => ({ ...stats, entries: visitors.size + viewers.size }),
  };
}

export type FragmentCache = ReturnType<typeof createFragmentCache>;
