// npm run bench: how far the site is from what the machine can do, and what a first visit costs. See
// docs/performance.md for what is measured, how, and the budgets. Prints a table, writes
// bench-results/bench-<timestamp>.json (with .md: the table, .home.html: the saved page), ends with "N passed, N failed"; exit 1 when a budget fails.
// `--scale` runs scripts/bench/scale.ts instead: the staff side at several sizes of the agency.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { localePath } from '../shared/i18n/locales';
import { paths } from '../shared/paths';
import { CHROMIUM_PATH } from '../test/helpers/browser';
import { adminCodeInPublicChunks, cssFigures, firstLoadJs, htmlFigures, parseDocument, reactRouterFloor, readMetafile } from './bench/assets';
import { buildFloorBundle, startFloorServer } from './bench/floor/floor';
import { LIGHTHOUSE_FLAGS, runLighthouse } from './bench/lighthouse';
import type { OpenLoopResult } from './bench/open-loop';
import { checkMachineAtStart, cleanup, cpuCheckMs, installSignalHandlers, LOAD_CORE, machineAtStart, makeTempDir, onCleanup, runToEnd, SERVER_CORE, stopping } from './bench/processes';
import { type BenchResults, evaluateBudgets, median, openLoopSummary, tableRows, textTable, type Throughput, writeResults } from './bench/report';
import { runScale } from './bench/scale';
import { assertRunning, embeddedDatabaseUrl, newSessionSecret, rawGet, type RunningServer, startReferenceServer, startSite } from './bench/site';
import { prepareSignedInPages } from './bench/signed-in';
import { runWrk, WRK, type WrkResult } from './bench/wrk';
import { build, isBuildFresh } from './build';

const ROUNDS = 3;
const WARMUP_S = 3;
const OPEN_LOOP = { durationS: 10, warmupS: 2, rounds: 3 };
/** `--runs=N`: rounds of each page and its floor (5 by default: with three, one slow round on this shared 2-core machine decided a page's median). */
const LIGHTHOUSE_RUNS = Number(/^--runs=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--runs=')) ?? '')?.[1] ?? 5);
/** `--pages=study,country`: only these of the Lighthouse pages (all by default). */
const ONLY_PAGES = process.argv.find((a) => a.startsWith('--pages='))?.slice('--pages='.length).split(',');
/** `npm run bench -- --lighthouse`: the pages against their floors only, without the server's load rounds. */
const LIGHTHOUSE_ONLY = process.argv.includes('--lighthouse');
/** `npm run bench -- --signed-in`: only the signed-in pages (and / for U's and R's figures), one short round each: a quick look. */
const SIGNED_IN_ONLY = process.argv.includes('--signed-in');
/** `npm run bench -- --scale`: only the staff side at several sizes of the agency (scripts/bench/scale.ts). */
const SCALE = process.argv.includes('--scale');

const started = Date.now();
const log = (line: string) => console.log(line);

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function checkTools(): void {
  const missing: string[] = [];
  if (!onPath('wrk')) missing.push('wrk');
  if (!SCALE && !fs.existsSync(CHROMIUM_PATH)) missing.push(`chromium (looked for ${CHROMIUM_PATH}; CHROMIUM_PATH overrides)`);
  if (!onPath('taskset')) missing.push('taskset (util-linux)');
  if (missing.length) {
    console.error(`bench: missing ${missing.join(', ')}.`);
    console.error('Install them from Debian with:\n\n  apt-get install -y wrk chromium\n');
    process.exit(1);
  }
}

async function openLoop(url: string, rate: number, cookie = ''): Promise<OpenLoopResult> {
  const durationS = SIGNED_IN_ONLY ? 3 : OPEN_LOOP.durationS;
  const out = await runToEnd('open-loop client', process.execPath, ['--import', 'tsx', 'scripts/bench/open-loop.ts'], {
    env: { ...process.env, BENCH_URL: url, BENCH_RATE: String(rate), BENCH_DURATION_S: String(durationS), BENCH_WARMUP_S: String(OPEN_LOOP.warmupS), BENCH_COOKIE: cookie },
    core: LOAD_CORE,
  });
  const line = out
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  if (!line) throw new Error(`the open-loop client printed no result:\n${out}`);
  return JSON.parse(line) as OpenLoopResult;
}

function firstSlug(body: unknown): string | undefined {
  const results = (body as { results?: Array<{ slug?: string }> } | null)?.results;
  return Array.isArray(results) ? results[0]?.slug : undefined;
}

/** The sites run the build: made first when it is stale. */
async function freshBuild(): Promise<BenchResults['build']> {
  let rebuilt = false;
  if (!isBuildFresh()) {
    log('bench: the build is stale, building…');
    await build();
    rebuilt = true;
  }
  return { rebuilt, stamp: JSON.parse(fs.readFileSync('dist/build-stamp.json', 'utf8')) as unknown };
}

async function main(): Promise<number> {
  checkTools();
  installSignalHandlers();
  if (SCALE) return runScale({ log, freshBuild });

  const results: BenchResults = {
    date: new Date().toISOString(),
    ...(LIGHTHOUSE_ONLY ? { only: 'lighthouse' as const } : {}),
    durationS: 0,
    machine: machineAtStart(),
    build: { rebuilt: false, stamp: null },
    settings: {
      wrk: { ...WRK, command: `wrk -t${WRK.threads} -c${WRK.connections} -d${WRK.durationS}s --timeout ${WRK.timeoutS}s --latency` },
      rounds: ROUNDS,
      warmupS: WARMUP_S,
      openLoop: OPEN_LOOP,
      lighthouse: { runs: LIGHTHOUSE_RUNS, flags: LIGHTHOUSE_FLAGS, config: 'default (mobile, simulated throttling), performance only' },
      gzipLevel: 9,
      kb: 1024,
    },
    home: { url: '/', status: 0, headers: {}, bytes: 0 },
    errors: [],
    budgets: [],
    passed: 0,
    failed: 0,
  };
  await checkMachineAtStart(results.machine, log);

  results.build = await freshBuild();
  const metafile = readMetafile();

  // The sites: C (page cache on, owns the embedded PostgreSQL) and U (PAGE_CACHE=false, same database), then R.
  const base = makeTempDir('study-abroad-bench-');
  const dataDir = path.join(base, 'data');
  const uploadsDir = path.join(base, 'uploads');
  const sessionSecret = newSessionSecret();
  log(`bench: starting the site (page cache on) on core ${SERVER_CORE ?? 'any'}, seeding demo content…`);
  const siteC = await startSite({ name: 'site C (page cache on)', tag: 'C', dataDir, uploadsDir, sessionSecret });

  const home = await rawGet(`${siteC.url}/`);
  if (home.status !== 200) throw new Error(`GET / answered ${home.status}`);
  const homeFile = path.join(base, 'home.html');
  fs.writeFileSync(homeFile, home.body);
  fs.writeFileSync(path.join(base, 'home.headers.json'), JSON.stringify(home.headers, null, 2));
  results.home = { url: '/', status: home.status, headers: home.headers, bytes: home.body.length };
  const contentType = String(home.headers['content-type'] ?? 'text/html; charset=utf-8');
  log(`bench: saved / (${home.status}, ${home.body.length} bytes, ${contentType})`);

  // The server's figures (skipped by --lighthouse, which measures the browser's figures alone).
  if (!LIGHTHOUSE_ONLY) {
    log('bench: starting the site with PAGE_CACHE=false on the same database…');
    const siteU = await startSite({
      name: 'site U (PAGE_CACHE=false)',
      tag: 'U',
      dataDir: path.join(base, 'data-u'),
      uploadsDir,
      sessionSecret,
      // ADMIN_MFA=optional: the signed-in staff board's adviser signs in without two-step sign-in (visitors' pages are
      // unaffected).
      extraEnv: { PAGE_CACHE: 'false', SEED_DEMO: 'false', DATABASE_URL: embeddedDatabaseUrl(dataDir), ADMIN_MFA: 'optional' },
    });
    const uHome = await rawGet(`${siteU.url}/`);
    if (uHome.status !== 200) throw new Error(`U: GET / answered ${uHome.status}`);
    results.home.uBytes = uHome.body.length;
    if (Math.abs(uHome.body.length - home.body.length) > 200) {
      results.errors.push(`U's / is ${uHome.body.length} bytes, C's ${home.body.length}: not the same page`);
    }

    log('bench: starting the reference server R…');
    const ref = await startReferenceServer(homeFile, home.status, contentType);
    const targets: Record<'R' | 'U' | 'C', RunningServer> = { R: ref, U: siteU, C: siteC };
    const assertAlive = () => Object.values(targets).forEach(assertRunning);

    // Throughput: warm each up, then interleaved rounds R, U, C.
    log(`bench: warming up (${WARMUP_S} s of wrk each)…`);
    for (const key of ['R', 'U', 'C'] as const) await runWrk(`${targets[key].url}/`, WARMUP_S);
    const cached = await rawGet(`${siteC.url}/`);
    // Pages from the page cache carry an ETag; rendered pages don't (Express's ETag is off).
    results.home.cAnsweredFromCache = Boolean(cached.headers.etag);
    const samples: Record<'R' | 'U' | 'C', WrkResult[]> = { R: [], U: [], C: [] };
    const rounds: Array<Record<'R' | 'U' | 'C', number>> = [];
    for (let round = 1; round <= (SIGNED_IN_ONLY ? 1 : ROUNDS); round++) {
      const r = { R: 0, U: 0, C: 0 };
      for (const key of ['R', 'U', 'C'] as const) {
        assertAlive();
        const w = await runWrk(`${targets[key].url}/`).catch((error: unknown) => {
          assertAlive();
          throw error;
        });
        samples[key].push(w);
        r[key] = w.requestsPerSec;
        const errs = w.non2xx3xx + w.socketErrors.connect + w.socketErrors.read + w.socketErrors.write + w.socketErrors.timeout;
        log(`  round ${round} ${key}: ${w.requestsPerSec.toFixed(0)} req/s, p50 ${w.latencyMs.p50} ms, p99 ${w.latencyMs.p99} ms${errs ? `, ${errs} errors` : ''}`);
      }
      rounds.push(r);
    }
    const through = (key: 'R' | 'U' | 'C'): Throughput => ({ samples: samples[key], medianRps: median(samples[key].map((w) => w.requestsPerSec)) });
    const R = through('R');
    const U = through('U');
    const C = through('C');
    results.throughput = { R, U, C, uOverR: U.medianRps / R.medianRps, cOverR: C.medianRps / R.medianRps, rounds };
    log(`bench: R ${R.medianRps.toFixed(0)}, U ${U.medianRps.toFixed(0)}, C ${C.medianRps.toFixed(0)} req/s`);

    // Tail latency at half U's maximum, open loop: interleaved rounds (U first in odd rounds, R first in even ones, so
    // neither always follows the throughput rounds), the median p99 of each. One round alone is at the mercy of a
    // stall of this shared machine: U's p99 in back-to-back rounds read 4.1, 4.4, 24.8 and 4.4 ms (docs/performance.md).
    const rate = Math.max(1, Math.round(U.medianRps / 2));
    log(`bench: open-loop client at ${rate} req/s, ${OPEN_LOOP.rounds} interleaved rounds of ${OPEN_LOOP.durationS} s (+${OPEN_LOOP.warmupS} s warm-up) against U and R…`);
    const olRounds: Array<Record<'U' | 'R', OpenLoopResult>> = [];
    for (let round = 1; round <= (SIGNED_IN_ONLY ? 1 : OPEN_LOOP.rounds); round++) {
      const order = round % 2 === 1 ? (['U', 'R'] as const) : (['R', 'U'] as const);
      const r = {} as Record<'U' | 'R', OpenLoopResult>;
      for (const key of order) {
        assertAlive();
        r[key] = await openLoop(`${(key === 'U' ? siteU : ref).url}/`, rate);
      }
      olRounds.push(r);
      log(`  round ${round}: U p99 ${r.U.latencyMs.p99} ms (${r.U.errors} errors, ${r.U.non200} non-200), R p99 ${r.R.latencyMs.p99} ms (${r.R.errors} errors, ${r.R.non200} non-200)`);
    }
    assertAlive();
    results.openLoop = openLoopSummary(rate, olRounds);
    log(`bench: open-loop p99 U ${results.openLoop.p99Ms.U} ms, R ${results.openLoop.p99Ms.R} ms (medians)`);

    // Signed-in pages: never from the page cache, so rendered by U on every request, with a session.
    log('bench: signed-in pages: making a student with 5 applications and an adviser with 200…');
    const signedInPages = await prepareSignedInPages(siteU.url, embeddedDatabaseUrl(dataDir));
    results.signedIn = [];
    for (const page of signedInPages) {
      const headers = { Cookie: page.cookie };
      const first = await rawGet(`${siteU.url}${page.path}`, headers);
      const htmlGzipBytes = zlib.gzipSync(first.body, { level: 9 }).length;
      if (first.status !== 200) results.errors.push(`signed-in ${page.name}: GET ${page.path} answered ${first.status}`);
      await runWrk(`${siteU.url}${page.path}`, WARMUP_S, headers);
      const pageRps: number[] = [];
      const refRps: number[] = [];
      let errors = 0;
      for (let round = 1; round <= (SIGNED_IN_ONLY ? 1 : ROUNDS); round++) {
        assertAlive();
        const w = await runWrk(`${siteU.url}${page.path}`, SIGNED_IN_ONLY ? 5 : WRK.durationS, headers);
        const r = await runWrk(`${ref.url}/`, SIGNED_IN_ONLY ? 5 : WRK.durationS);
        errors += w.non2xx3xx + w.socketErrors.connect + w.socketErrors.read + w.socketErrors.write + w.socketErrors.timeout;
        pageRps.push(w.requestsPerSec);
        refRps.push(r.requestsPerSec);
        log(`  ${page.name} round ${round}: ${w.requestsPerSec.toFixed(0)} req/s (R ${r.requestsPerSec.toFixed(0)}), p99 ${w.latencyMs.p99} ms${w.non2xx3xx ? `, ${w.non2xx3xx} non-2xx` : ''}`);
      }
      const rps = median(pageRps);
      const pageRate = Math.max(1, Math.round(rps / 2));
      const p99Page: number[] = [];
      const p99Ref: number[] = [];
      for (let round = 1; round <= (SIGNED_IN_ONLY ? 1 : OPEN_LOOP.rounds); round++) {
        assertAlive();
        const o = await openLoop(`${siteU.url}${page.path}`, pageRate, page.cookie);
        const r = await openLoop(`${ref.url}/`, pageRate);
        errors += o.errors + o.non200;
        p99Page.push(o.latencyMs.p99);
        p99Ref.push(r.latencyMs.p99);
      }
      results.signedIn.push({
        name: page.name,
        path: page.path,
        status: first.status,
        htmlGzipBytes,
        rps,
        rRps: median(refRps),
        samples: pageRps,
        rate: pageRate,
        p99Ms: { page: median(p99Page), R: median(p99Ref) },
        errors,
      });
      log(`bench: signed-in ${page.name}: ${rps.toFixed(0)} req/s, HTML ${(htmlGzipBytes / 1024).toFixed(1)} KB gzip, p99 ${median(p99Page)} ms at ${pageRate} req/s (R ${median(p99Ref)} ms)`);
    }

    // The load is over: the servers R and U are no longer needed.
    await ref.process.stop();
    await siteU.process.stop();
  }
  if (SIGNED_IN_ONLY) {
    results.budgets = evaluateBudgets(results).filter((b) => b.name.startsWith('signed-in') || b.name.startsWith('U/R'));
    for (const b of results.budgets) log(`${b.pass ? 'PASS' : 'FAIL'}  ${b.name}: ${b.value} (${b.limit})`);
    for (const error of results.errors) log(`note: ${error}`);
    return results.budgets.every((b) => b.pass) ? 0 : 1;
  }

  // What a first visit downloads.
  const html = home.body.toString('utf8');
  const refs = parseDocument(html);
  results.html = htmlFigures(home.body);
  results.css = await cssFigures(siteC.url, refs);
  results.firstLoadJs = await firstLoadJs(siteC.url, refs, metafile);
  if (results.firstLoadJs.unlistedStaticImports.length) {
    results.errors.push(`the HTML of / does not preload ${results.firstLoadJs.unlistedStaticImports.join(', ')}, which its scripts import`);
  }
  results.floor = await reactRouterFloor(path.join(base, 'floor'));
  results.firstLoadOverFloor = results.firstLoadJs.gzipBytes / results.floor.gzipBytes;
  // The same figures for the home page in the other shipped languages: their budgets are the home page's.
  results.localised = [];
  for (const localised of ['/es', '/ar']) {
    const answer = await rawGet(`${siteC.url}${localised}`);
    if (answer.status !== 200) throw new Error(`GET ${localised} answered ${answer.status}`);
    const js = await firstLoadJs(siteC.url, parseDocument(answer.body.toString('utf8')), metafile);
    results.localised.push({ path: localised, html: htmlFigures(answer.body), firstLoadJs: js, firstLoadOverFloor: js.gzipBytes / results.floor.gzipBytes });
  }
  const { pageTable } = await import('../client/routes');
  results.adminCode = adminCodeInPublicChunks(metafile, pageTable);
  if (results.adminCode.missingPages.length) results.errors.push(`no chunk in the metafile for public page(s) ${results.adminCode.missingPages.join(', ')}`);

  // Lighthouse on the cache-on site.
  const [galleries, blog] = await Promise.all(
    ['/api/galleries', '/api/blog'].map(async (api) => {
      const res = await fetch(`${siteC.url}${api}`);
      return res.ok ? ((await res.json()) as unknown) : null;
    }),
  );
  const gallery = firstSlug(galleries);
  const post = firstSlug(blog);
  const pages = [
    { name: 'home', path: '/' },
    { name: 'study', path: '/study' },
    { name: 'country', path: paths.country('canada') },
    // The localised pages are held to the same budgets (decision 0044): Spanish home, an Arabic (right-to-left) country.
    { name: 'home es', path: localePath('es', '/') },
    { name: 'country ar', path: localePath('ar', paths.country('canada')) },
    ...(gallery ? [{ name: 'gallery', path: paths.gallery(gallery) }] : []),
    ...(post ? [{ name: 'blog post', path: paths.blogPost(post) }] : []),
  ];
  if (ONLY_PAGES) pages.splice(0, pages.length, ...pages.filter((p) => ONLY_PAGES.includes(p.name)));
  if (!gallery) results.errors.push('GET /api/galleries listed no gallery');
  if (!post) results.errors.push('GET /api/blog listed no post');
  const floorPages = new Map<string, { html: string; headers: Record<string, string | string[]> }>();
  for (const page of pages) {
    const answer = await rawGet(`${siteC.url}${page.path}`);
    if (answer.status !== 200) throw new Error(`GET ${page.path} answered ${answer.status}`);
    floorPages.set(page.path, { html: answer.body.toString('utf8'), headers: answer.headers });
  }
  const floor = await startFloorServer(siteC.url, floorPages, await buildFloorBundle());
  onCleanup(() => void floor.close());
  log(`bench: Lighthouse (mobile), ${LIGHTHOUSE_RUNS} runs each of ${pages.map((p) => p.path).join(', ')} and of their floors, in turn…`);
  results.lighthouse = await runLighthouse({ site: siteC.url, floor: floor.url }, pages, LIGHTHOUSE_RUNS, log);
  await floor.close();

  results.machine.loadavgAtEnd = os.loadavg();
  results.machine.cpuCheckMs.push(await cpuCheckMs());
  results.durationS = Math.round((Date.now() - started) / 1000);
  results.budgets = evaluateBudgets(results);
  results.passed = results.budgets.filter((b) => b.pass).length;
  results.failed = results.budgets.length - results.passed;

  const rows = tableRows(results);
  const { base: resultsBase, jsonFile } = writeResults('bench', results, { title: `Bench run of ${results.date}`, rows });
  fs.writeFileSync(`${resultsBase}.home.html`, home.body);

  log('');
  log(textTable(rows));
  for (const error of results.errors) log(`note: ${error}`);
  log(`Lighthouse pages: ${results.lighthouse.map((p) => `${p.name} ${p.path}`).join(', ')}`);
  for (const page of results.lighthouse) {
    const failing = results.budgets.some((b) => !b.pass && b.name.startsWith(`Lighthouse ${page.name}:`));
    if (!failing) continue;
    log(`Lighthouse ${page.name}, top findings: ${page.findings.slice(0, 4).map((f) => `${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`).join('; ') || 'no failing audit'}`);
  }
  log(`\nresults: ${path.relative(process.cwd(), jsonFile)}`);
  log(`${results.passed} passed, ${results.failed} failed`);
  return results.failed ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  if (!stopping()) console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  code = 1;
} finally {
  await cleanup();
}
process.exit(code);
