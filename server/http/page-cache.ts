// Pages for anonymous visitors, kept ready to send: the server render stores a page it made for a request without
// a session; later requests for the same address are answered from memory (identity, gzip or brotli, ETag and 304)
// before Express runs at all. A page is kept under its path and the query parameters its screen reads (the render
// says which), at most `maxVariants` per path: other parameters in an address (`?utm_source=…`, made-up ones) are
// left out of the key it is looked up by, and never make a key of their own. An entry belongs to one content version:
// a change anywhere bumps the version in PostgreSQL (see content-version.ts), and every instance stops using older
// entries. An entry of the current version
// that is past its time to live is still sent while a render in the background replaces it (stale while revalidate):
// no visitor waits for that render, and while the database is unavailable visitors keep getting the page they would
// have got (for up to `maxStaleMs`) instead of a 503.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { XSRF_COOKIE } from '../../shared/cookies';
import { CACHE_TTL_MS, MAX_ENTRIES, PAGE_CACHE_MAX_BYTES } from '../config';
import type { ContentVersionWatch } from '../lib/content-version';
import { pickEncoding } from './encoding';
import { answerHeaders } from './serving';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

interface Entry {
  version: number;
  /** Until then the entry is sent as it is; after, it is sent while a background render replaces it (for `maxStaleMs`). */
  freshUntil: number;
  /** A background render for it is under way or failed lately: none is started before this time. */
  retryAt: number;
  etag: string;
  /** The headers it was stored with, for the render that replaces it. */
  headers: OutgoingHttpHeaders;
  /** Each encoding's body with its complete header list, flat ([name, value, …]): the quickest form to write. */
  identity: Variant;
  gzip: Variant;
  br: Variant;
  /** Headers of a 304 answer. */
  notModified: string[];
  bytes: number;
}

interface Variant {
  body: Buffer;
  headers: string[];
  /** `headers` with the last XSRF cookie handed to a visitor without one (the same cookie serves for a second). */
  withCookie?: { cookie: string; headers: string[] };
}

/** The variant's header list with `cookie` added, made once per cookie rather than once per answer. */
function headersWithCookie(variant: Variant, cookie: string): string[] {
  if (variant.withCookie?.cookie !== cookie) variant.withCookie = { cookie, headers: [...variant.headers, 'set-cookie', cookie] };
  return variant.withCookie.headers;
}

export interface PageCacheOptions {
  /** At most this many pages… */
  maxEntries?: number;
  /** …and this many bytes (all three encodings counted)… */
  maxBytes?: number;
  /** …and this many pages of one path with a query string (the path's own page aside). */
  maxVariants?: number;
  /** A page is rendered afresh at least this often (scheduled posts appear without a content change). */
  ttlMs?: number;
  /** How long past its time to live an entry of the current version may still be sent while renders fail. */
  maxStaleMs?: number;
  /** After a background render failed (say the database is down), the next one waits this long. */
  retryMs?: number;
  /** The time in milliseconds (the system's unless given: a test holds it still, then moves it on). */
  now?: () => number;
  /** A new XSRF cookie for a visitor who has none ("any GET response sets that cookie when absent"). */
  xsrfCookie: () => string;
}

/**
 * Renders `url` for a visitor and stores it with `headers`. 'unavailable': the render could not be made now (the
 * database is down or busy), so the stale page stays; 'changed': the address no longer answers a page to keep (a
 * redirect, a 404), so the stale page goes.
 */
export type Revalidator = (url: string, headers: OutgoingHttpHeaders) => Promise<'stored' | 'unavailable' | 'changed'>;

export interface PageCacheStats {
  hits: number;
  /** Of the hits, answers past their time to live (sent while a new render was made or failed). */
  stale: number;
  revalidations: number;
  misses: number;
  stores: number;
  entries: number;
  bytes: number;
}

/** Who is asking, from one pass over the Cookie header: a visitor has no cookie but the XSRF one, and no bearer token. */
function caller(req: IncomingMessage): { anonymous: boolean; hasXsrf: boolean } {
  if (req.headers.authorization) return { anonymous: false, hasXsrf: false };
  const header = req.headers.cookie;
  if (!header) return { anonymous: true, hasXsrf: false };
  let hasXsrf = false;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    const name = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (name === XSRF_COOKIE) hasXsrf = true;
    else if (name) return { anonymous: false, hasXsrf };
  }
  return { anonymous: true, hasXsrf };
}

/** A visitor: no cookie but the XSRF one, and no bearer token. Anything else gets a fresh render. */
export const isAnonymous = (req: IncomingMessage): boolean => caller(req).anonymous;

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

export function createPageCache(version: ContentVersionWatch, options: PageCacheOptions) {
  const maxEntries = options.maxEntries ?? MAX_ENTRIES.pages;
  const maxBytes = options.maxBytes ?? PAGE_CACHE_MAX_BYTES;
  const maxVariants = options.maxVariants ?? MAX_ENTRIES.pageVariants;
  const ttlMs = options.ttlMs ?? CACHE_TTL_MS;
  const maxStaleMs = options.maxStaleMs ?? 24 * 60 * 60 * 1000;
  const retryMs = options.retryMs ?? 5000;
  const clock = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  /**
   * Each path with a page kept: the query parameters its page reads (as its render said), and its keys with a query
   * string, least recently used first. A path without one has no page kept under any key.
   */
  const paths = new Map<string, { reads: readonly string[]; variants: Set<string> }>();
  const stats = { hits: 0, stale: 0, revalidations: 0, misses: 0, stores: 0, bytes: 0 };
  let revalidator: Revalidator | null = null;

  /** Starts the render that replaces a stale entry, unless one is under way or failed a moment ago. */
  function revalidate(render: Revalidator, url: string, entry: Entry, now: number): void {
    if (now < entry.retryAt) return;
    entry.retryAt = Number.POSITIVE_INFINITY;
    stats.revalidations += 1;
    const failed = () => {
      entry.retryAt = clock() + retryMs;
    };
    render(url, entry.headers).then((outcome) => {
      if (outcome === 'unavailable') failed();
      else if (outcome === 'changed' && entries.get(url) === entry) evict(url);
    }, failed);
  }

  const pathOf = (url: string): string => {
    const q = url.indexOf('?');
    return q === -1 ? url : url.slice(0, q);
  };

  /**
   * The key an address is looked up and kept under: its path, and the first value (the one a loader reads) of each
   * query parameter its page `reads`, in the screen's order (by default those of the page kept for the path). An
   * address of a path with no page kept stays as it is, and finds nothing.
   */
  function keyOf(url: string, reads?: readonly string[]): string {
    const path = pathOf(url);
    if (path === url) return url;
    const names = reads ?? paths.get(path)?.reads;
    if (names === undefined) return url;
    const asked = new URLSearchParams(url.slice(path.length + 1));
    const kept = new URLSearchParams();
    for (const name of names) {
      const value = asked.get(name);
      if (value !== null) kept.append(name, value);
    }
    const query = kept.toString();
    return query ? `${path}?${query}` : path;
  }

  /** Marks a key with a query string as its path's most recently used one; at most `maxVariants` of them stay. */
  function touchVariant(key: string): void {
    const path = pathOf(key);
    const variants = path === key ? undefined : paths.get(path)?.variants;
    if (!variants) return;
    variants.delete(key);
    variants.add(key);
    for (const oldest of variants) {
      if (variants.size <= maxVariants) break;
      evict(oldest);
    }
  }

  function evict(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    stats.bytes -= entry.bytes;
    const path = pathOf(key);
    const record = paths.get(path);
    record?.variants.delete(key);
    if (record && record.variants.size === 0 && !entries.has(path)) paths.delete(path);
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry, hasXsrf: boolean): void {
    stats.hits += 1;
    const cookie = hasXsrf ? null : options.xsrfCookie();
    if (req.headers['if-none-match'] !== undefined && matchesEtag(req.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, answerHeaders(cookie ? [...entry.notModified, 'set-cookie', cookie] : entry.notModified, req));
      res.end();
      return;
    }
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const variant = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity;
    res.writeHead(200, answerHeaders(cookie ? headersWithCookie(variant, cookie) : variant.headers, req));
    res.end(req.method === 'HEAD' ? undefined : variant.body);
  }

  /** The entry for this URL if it may be sent now (given the version to trust). */
  function usable(url: string, current: number | null): Entry | undefined {
    const entry = entries.get(url);
    if (!entry) return undefined;
    const now = clock();
    if (entry.version !== current || entry.freshUntil + maxStaleMs <= now) {
      evict(url);
      return undefined;
    }
    if (entry.freshUntil <= now) {
      // Without a way to render in the background, the request itself renders.
      if (!revalidator) return undefined;
      stats.stale += 1;
      revalidate(revalidator, url, entry, now);
    }
    // Most recently used last, so eviction takes the oldest.
    entries.delete(url);
    entries.set(url, entry);
    touchVariant(url);
    return entry;
  }

  return {
    /**
     * Answers the request from memory when it can and returns true; false means the app must handle it. A hit right
     * after a write of this instance waits for one version read.
     */
    handle(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> {
      const url = (req.method === 'GET' || req.method === 'HEAD') && req.url ? keyOf(req.url) : undefined;
      if (!url || !entries.has(url)) {
        stats.misses += 1;
        return false;
      }
      const who = caller(req);
      if (!who.anonymous) {
        stats.misses += 1;
        return false;
      }
      const answer = (current: number | null): boolean => {
        const entry = usable(url, current);
        if (!entry) {
          stats.misses += 1;
          return false;
        }
        send(req, res, entry, who.hasXsrf);
        return true;
      };
      const current = version.settled();
      return typeof current === 'number' || current === null ? answer(current) : current.then(answer);
    },

    /**
     * Offers a page the server rendered, whose screen reads the query parameters `reads`. `renderVersion` is the
     * version known when the render began, so a page that may have read older data is never filed under a newer
     * version. Only an address that is its own key is kept: the render of one with other parameters (or spelt
     * otherwise) read all of it, more than its key says. Resolves to whether it was stored.
     */
    store(url: string, renderVersion: number | null, identity: Buffer, headers: OutgoingHttpHeaders, reads: readonly string[] = []): Promise<boolean> {
      if (renderVersion === null || keyOf(url, reads) !== url) return Promise.resolve(false);
      return Promise.all([gzip(identity, { level: 9 }), brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } })]).then(
        ([gz, br]) => {
          if (renderVersion !== version.current()) return false;
          const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
          const common: string[] = [];
          for (const [name, value] of Object.entries(headers)) {
            if (value === undefined) continue;
            for (const one of Array.isArray(value) ? value : [value]) common.push(name, String(one));
          }
          common.push('etag', etag);
          const variant = (body: Buffer, encoding?: string): Variant => ({
            body,
            headers: [...common, ...(encoding ? ['content-encoding', encoding] : []), 'content-length', String(body.length)],
          });
          const entry: Entry = {
            version: renderVersion,
            freshUntil: clock() + ttlMs,
            retryAt: 0,
            etag,
            headers,
            identity: variant(identity),
            gzip: variant(gz, 'gzip'),
            br: variant(br, 'br'),
            notModified: common,
            bytes: identity.length + gz.length + br.length,
          };
          if (entry.bytes > maxBytes) return false;
          evict(url);
          entries.set(url, entry);
          stats.bytes += entry.bytes;
          stats.stores += 1;
          const path = pathOf(url);
          const record = paths.get(path);
          if (record) record.reads = reads;
          else paths.set(path, { reads, variants: new Set() });
          touchVariant(url);
          for (const key of entries.keys()) {
            if (entries.size <= maxEntries && stats.bytes <= maxBytes) break;
            evict(key);
          }
          return true;
        },
      );
    },

    /** How to render a stale page in the background (the server render's; until it is set, the request renders). */
    revalidateWith(render: Revalidator): void {
      revalidator = render;
    },

    /**
     * The version a render starting now files its page under: the settled one, so a render right after a write of
     * this instance (whose notification may still be on the way) is filed under the version that write made.
     */
    version: () => version.settled(),

    /** Whether a page of the content version this instance knows is kept for this address (under its key). */
    has: (url: string) => entries.get(keyOf(url))?.version === version.current(),

    stats(): PageCacheStats {
      return { ...stats, entries: entries.size };
    },

    clear(): void {
      entries.clear();
      paths.clear();
      stats.bytes = 0;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
