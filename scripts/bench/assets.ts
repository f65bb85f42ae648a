// What a browser downloads for `/`: the HTML (and its hydration data block), the style sheets, the first-load
// JavaScript; the React + React Router floor to compare it with; and admin code that leaked into public chunks.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import type { ScreenRow } from '../../client/screens';
import { pageModuleOf } from '../build';

const ROOT = process.cwd();
/** Where scripts/build.ts writes the client build's metafile (beside dist/manifest.json, not under dist/assets). */
export const METAFILE = path.join(ROOT, 'dist', 'metafile.client.json');

export const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length;

// ---------------------------------------------------------------------------------------------------------------
// The HTML

export interface DocumentRefs {
  /** <script src> in document order (the entry module). */
  scripts: string[];
  /** <link rel="modulepreload" href> in document order. */
  modulePreloads: string[];
  stylesheets: string[];
  /** The text of <script type="application/json" id="__boot">, or null. */
  boot: string | null;
}

const unescapeAttr = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    out[m[1]!.toLowerCase()] = unescapeAttr(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return out;
}

export function parseDocument(html: string): DocumentRefs {
  const refs: DocumentRefs = { scripts: [], modulePreloads: [], stylesheets: [], boot: null };
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = attributes(m[1]!);
    if (attrs.src) refs.scripts.push(attrs.src);
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(m[1]!);
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (!attrs.href) continue;
    if (rel.includes('modulepreload')) refs.modulePreloads.push(attrs.href);
    else if (rel.includes('stylesheet')) refs.stylesheets.push(attrs.href);
  }
  const boot = /<script\b[^>]*\bid="__boot"[^>]*>([\s\S]*?)<\/script>/i.exec(html);
  refs.boot = boot ? boot[1]! : null;
  return refs;
}

export interface HtmlFigures {
  rawBytes: number;
  gzipBytes: number;
  boot: { rawBytes: number; gzipBytes: number; shareOfHtmlGzip: number; shareOfHtmlRaw: number } | null;
}

export function htmlFigures(html: Buffer): HtmlFigures {
  const refs = parseDocument(html.toString('utf8'));
  const gzipBytes = gzipSize(html);
  const boot = refs.boot === null ? null : Buffer.from(refs.boot);
  return {
    rawBytes: html.length,
    gzipBytes,
    boot: boot
      ? { rawBytes: boot.length, gzipBytes: gzipSize(boot), shareOfHtmlGzip: gzipSize(boot) / gzipBytes, shareOfHtmlRaw: boot.length / html.length }
      : null,
  };
}

export interface FileSize {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

async function download(base: string, url: string): Promise<Buffer> {
  const res = await fetch(new URL(url, base));
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

async function sizes(base: string, urls: string[], bodies: Buffer[] = []): Promise<FileSize[]> {
  return Promise.all(
    urls.map(async (url, i) => {
      const body = await download(base, url);
      bodies[i] = body;
      return { url, rawBytes: body.length, gzipBytes: gzipSize(body) };
    }),
  );
}

export async function cssFigures(base: string, refs: DocumentRefs): Promise<{ files: FileSize[]; gzipBytes: number; rawBytes: number }> {
  const files = await sizes(base, refs.stylesheets);
  return { files, gzipBytes: sum(files.map((f) => f.gzipBytes)), rawBytes: sum(files.map((f) => f.rawBytes)) };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

// ---------------------------------------------------------------------------------------------------------------
// The client build's metafile

type Metafile = esbuild.Metafile;

export function readMetafile(): Metafile {
  return JSON.parse(fs.readFileSync(METAFILE, 'utf8')) as Metafile;
}

/** `/dist/js/x.js` (the served address) → `dist/assets/js/x.js` (the metafile's output key). */
const outputKeyOf = (url: string) => `dist/assets/${new URL(url, 'http://x').pathname.replace(/^\/dist\//, '')}`;
const urlOf = (key: string) => `/dist/${key.replace(/^dist\/assets\//, '')}`;

/** An output file and every output it imports statically, transitively. */
export function staticClosure(metafile: Metafile, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (out: string) => {
    if (seen.has(out) || !metafile.outputs[out]) return;
    seen.add(out);
    for (const i of metafile.outputs[out].imports) if (i.kind === 'import-statement') visit(i.path);
  };
  roots.forEach(visit);
  return [...seen];
}

/** Who an input belongs to: an npm package, or a source folder of the app. */
function owner(input: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (pkg) return pkg[1]!;
  const parts = input.split('/');
  return parts.length > 2 ? `${parts.slice(0, 2).join('/')}/` : input;
}

export interface Contributor {
  name: string;
  /** Minified bytes in the output files (before gzip; gzip can't be split by input). */
  bytes: number;
}

function contributors(metafile: Metafile, outputs: string[]): { byOwner: Contributor[]; byInput: Contributor[] } {
  const byOwner = new Map<string, number>();
  const byInput = new Map<string, number>();
  for (const out of outputs) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[out]?.inputs ?? {})) {
      byOwner.set(owner(input), (byOwner.get(owner(input)) ?? 0) + bytesInOutput);
      byInput.set(input, (byInput.get(input) ?? 0) + bytesInOutput);
    }
  }
  const sorted = (m: Map<string, number>) =>
    [...m.entries()]
      .map(([name, bytes]) => ({ name, bytes }))
      .filter((c) => c.bytes > 0)
      .sort((a, b) => b.bytes - a.bytes);
  return { byOwner: sorted(byOwner), byInput: sorted(byInput).slice(0, 25) };
}

// ---------------------------------------------------------------------------------------------------------------
// First-load JavaScript

export interface FirstLoadJs {
  files: FileSize[];
  gzipBytes: number;
  rawBytes: number;
  /** The same files gzipped as one (what splitting into many small files costs in compression). */
  gzipBytesAsOneFile: number;
  /** Files the listed ones import statically but the HTML does not list (loaded anyway, one round trip later). */
  unlistedStaticImports: string[];
  /** What fills these files (minified bytes). */
  byOwner: Contributor[];
  byInput: Contributor[];
}

export async function firstLoadJs(base: string, refs: DocumentRefs, metafile: Metafile): Promise<FirstLoadJs> {
  const urls = [...new Set([...refs.scripts, ...refs.modulePreloads])].filter((u) => /\.m?js(\?|$)/.test(u));
  const bodies: Buffer[] = [];
  const files = await sizes(base, urls, bodies);
  const keys = urls.map(outputKeyOf);
  const listed = new Set(keys);
  const unlisted = staticClosure(metafile, keys).filter((k) => !listed.has(k));
  return {
    files,
    gzipBytes: sum(files.map((f) => f.gzipBytes)),
    rawBytes: sum(files.map((f) => f.rawBytes)),
    gzipBytesAsOneFile: gzipSize(Buffer.concat(bodies)),
    unlistedStaticImports: unlisted.map(urlOf),
    ...contributors(metafile, keys),
  };
}

/** The client build's target, read from scripts/build.ts so the floor stays built the same way. */
function clientBuildTarget(): string[] {
  const fallback = ['es2022', 'chrome111', 'edge111', 'firefox114', 'safari16.4'];
  try {
    const source = fs.readFileSync(path.join(ROOT, 'scripts', 'build.ts'), 'utf8');
    const client = source.slice(source.indexOf("'client/entry.tsx'"));
    const list = /target:\s*\[([^\]]*)\]/.exec(client)?.[1];
    const target = list ? [...list.matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]!) : [];
    return target.length ? target : fallback;
  } catch {
    return fallback;
  }
}

const FLOOR_ENTRY = `
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([{ path: '/', element: <main><h1>Hello</h1></main> }]);
hydrateRoot(document, <RouterProvider router={router} />);
`;

export interface Floor {
  files: Array<{ name: string; rawBytes: number; gzipBytes: number }>;
  gzipBytes: number;
  rawBytes: number;
  target: string[];
}

/** React + React Router's own hydrate bundle, built with scripts/build.ts's client options. */
export async function reactRouterFloor(outdir: string): Promise<Floor> {
  const target = clientBuildTarget();
  const result = await esbuild.build({
    stdin: { contents: FLOOR_ENTRY, loader: 'tsx', resolveDir: ROOT, sourcefile: 'bench-floor-entry.tsx' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target,
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    minify: true,
    legalComments: 'none',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'warning',
  });
  const files = result.outputFiles
    .filter((f) => f.path.endsWith('.js'))
    .map((f) => ({ name: path.basename(f.path), rawBytes: f.contents.length, gzipBytes: gzipSize(Buffer.from(f.contents)) }));
  return { files, gzipBytes: sum(files.map((f) => f.gzipBytes)), rawBytes: sum(files.map((f) => f.rawBytes)), target };
}

// ---------------------------------------------------------------------------------------------------------------
// Admin code in public chunks

const ADMIN_INPUT = [/^client\/pages\/admin\//, /^client\/layouts\/AdminLayout/, /^client\/components\/admin\//];
export const isAdminInput = (input: string) => ADMIN_INPUT.some((re) => re.test(input));

export interface AdminLeak {
  /** Entries whose static closure was inspected: the browser entry and every public page module. */
  roots: string[];
  /** Output files reachable from them. */
  publicChunks: number;
  bytes: number;
  leaks: Array<{ chunk: string; input: string; bytes: number }>;
  missingPages: string[];
}

export function adminCodeInPublicChunks(metafile: Metafile, pageTable: ScreenRow[]): AdminLeak {
  const byEntryPoint = new Map<string, string>();
  for (const [out, meta] of Object.entries(metafile.outputs)) {
    if (out.endsWith('.js') && meta.entryPoint) byEntryPoint.set(meta.entryPoint, out);
  }
  const publicPages = [...new Set(pageTable.filter((p) => (p.layout ?? 'default') !== 'admin' && !p.id.startsWith('account')).map(pageModuleOf))];
  const roots: string[] = [];
  const missingPages: string[] = [];
  const entry = byEntryPoint.get('client/entry.tsx');
  if (!entry) throw new Error('the metafile has no output for client/entry.tsx');
  roots.push(entry);
  for (const page of publicPages) {
    const out = byEntryPoint.get(`client/${page}.tsx`) ?? byEntryPoint.get(`client/${page}.ts`);
    if (out) roots.push(out);
    else missingPages.push(page);
  }
  const chunks = staticClosure(metafile, roots);
  const leaks: AdminLeak['leaks'] = [];
  for (const chunk of chunks) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[chunk]?.inputs ?? {})) {
      if (isAdminInput(input) && bytesInOutput > 0) leaks.push({ chunk: urlOf(chunk), input, bytes: bytesInOutput });
    }
  }
  return {
    roots: roots.map(urlOf),
    publicChunks: chunks.length,
    bytes: sum(leaks.map((l) => l.bytes)),
    leaks: leaks.sort((a, b) => b.bytes - a.bytes),
    missingPages,
  };
}
