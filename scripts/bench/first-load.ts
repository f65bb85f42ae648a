// First-load JavaScript of a few pages, without the rest of the bench: the files each page's HTML loads or
// preloads (gzip -9 each), their sum against the React + React Router floor, and admin code in public chunks.
// Figures are computed exactly as `npm run bench` computes them (scripts/bench/assets.ts).
//
//   tsx scripts/bench/first-load.ts                        build if stale, start a throwaway site, measure, stop it
//   tsx scripts/bench/first-load.ts http://127.0.0.1:4117  measure a site already running the current build
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { paths } from '../../shared/paths';
import { build, isBuildFresh } from '../build';
import { adminCodeInPublicChunks, firstLoadJs, parseDocument, reactRouterFloor, readMetafile } from './assets';
import { KB } from './report';
import { newSessionSecret, startSite, type RunningServer } from './site';

const kb = (bytes: number) => (bytes / KB).toFixed(1);

function firstSlug(body: unknown): string | undefined {
  const results = (body as { results?: Array<{ slug?: string }> } | null)?.results;
  return Array.isArray(results) ? results[0]?.slug : undefined;
}

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url);
  return res.ok ? ((await res.json()) as unknown) : null;
}

async function main(): Promise<void> {
  let base = process.argv[2];
  let site: RunningServer | undefined;
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
  try {
    if (!base) {
      if (!isBuildFresh()) await build();
      site = await startSite({
        name: 'site',
        tag: 'first-load',
        dataDir: path.join(temp, 'data'),
        uploadsDir: path.join(temp, 'uploads'),
        sessionSecret: newSessionSecret(),
      });
      base = site.url;
    }
    const metafile = readMetafile();
    const floor = await reactRouterFloor(path.join(temp, 'floor'));
    const [gallery, post] = await Promise.all([getJson(`${base}/api/galleries`), getJson(`${base}/api/blog`)]).then((b) => b.map(firstSlug));
    const pages = [
      '/',
      '/es',
      '/ar',
      '/study',
      paths.country('canada'),
      ...(gallery ? [paths.gallery(gallery)] : []),
      ...(post ? [paths.blogPost(post)] : []),
    ];
    console.log(`floor (React + React Router): ${kb(floor.gzipBytes)} KB gzip; budget 1.10 × = ${kb(floor.gzipBytes * 1.1)} KB\n`);
    for (const page of pages) {
      const res = await fetch(new URL(page, base));
      if (!res.ok) throw new Error(`GET ${page}: ${res.status}`);
      const js = await firstLoadJs(base, parseDocument(await res.text()), metafile);
      console.log(
        `${page}: ${js.files.length} files, ${kb(js.gzipBytes)} KB gzip (${(js.gzipBytes / floor.gzipBytes).toFixed(4)} × floor, ${js.gzipBytes - Math.floor(floor.gzipBytes * 1.1)} B from the budget), ` +
          `${kb(js.gzipBytesAsOneFile)} KB as one file, ${kb(js.rawBytes)} KB minified`,
      );
      for (const f of js.files) console.log(`  ${kb(f.gzipBytes).padStart(6)}  ${kb(f.rawBytes).padStart(6)}  ${f.url}`);
      if (js.unlistedStaticImports.length) console.log(`  NOT PRELOADED: ${js.unlistedStaticImports.join(', ')}`);
      if (page === '/' && process.env.FIRST_LOAD_INPUTS) {
        console.log('  what fills them (minified bytes):');
        for (const c of js.byInput) console.log(`    ${String(c.bytes).padStart(7)}  ${c.name}`);
      }
    }
    const { pageTable } = await import('../../client/routes');
    const admin = adminCodeInPublicChunks(metafile, pageTable);
    console.log(`\nadmin code in public chunks: ${admin.bytes} B in ${admin.publicChunks} public chunks` + (admin.missingPages.length ? `; no chunk for ${admin.missingPages.join(', ')}` : ''));
    const chunks = Object.keys(metafile.outputs).filter((o) => o.endsWith('.js')).length;
    console.log(`client build: ${chunks} .js files`);
  } finally {
    await site?.process.stop();
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
