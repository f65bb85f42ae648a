// The budgets, the table of every figure, and the results file.
import fs from 'node:fs';
import path from 'node:path';
import type { AdminLeak, Floor, FirstLoadJs, FileSize, HtmlFigures } from './assets';
import type { LighthousePage } from './lighthouse';
import type { OpenLoopResult } from './open-loop';
import type { WrkResult } from './wrk';

export const KB = 1024;

export const BUDGETS = {
  uOverR: 0.07,
  cOverR: 0.8,
  p99Ratio: 5,
  firstLoadOverFloor: 1.1,
  adminBytes: 0,
  htmlGzip: 15 * KB,
  bootShare: 0.2,
  cssGzip: 15 * KB,
  /** Lighthouse, each page against its floor page measured in turn with it (scripts/bench/floor/floor.ts). */
  tbtOverFloorMs: 50,
  mainThreadOverFloorMs: 500,
  scoreBelowFloor: 5,
  cls: 0.01,
  /** Signed-in pages: each renders at least this share of U's rate for /, its p99 at half its own rate at most p99Ratio × R's. */
  signedInOverU: 0.5,
  /** The staff board with 200 applications. */
  boardHtmlGzip: 30 * KB,
} as const;

/** A signed-in page under load: closed-loop rate against R in the same rounds, and p99 at half that rate. */
export interface SignedInResult {
  name: string;
  path: string;
  status: number;
  htmlGzipBytes: number;
  rps: number;
  rRps: number;
  samples: number[];
  /** Open loop at half the page's rate: the medians of the rounds' p99 for the page and for R. */
  rate: number;
  p99Ms: { page: number; R: number };
  errors: number;
}

export interface Throughput {
  samples: WrkResult[];
  medianRps: number;
}

/** The machine a run had: its cores, what was pinned where, its load and its speed at the start and the end. */
export interface Machine {
  cpus: number;
  serverCore: number | null;
  loadCore: number | null;
  node: string;
  loadavgAtStart: number[];
  loadavgAtEnd: number[];
  /** cpuCheckMs() at the start and at the end of the run. */
  cpuCheckMs: number[];
}

export interface BenchResults {
  date: string;
  /** `lighthouse` for a run of `npm run bench -- --lighthouse` (no server figures, and no budgets on them). */
  only?: 'lighthouse';
  durationS: number;
  machine: Machine;
  build: { rebuilt: boolean; stamp: unknown };
  settings: Record<string, unknown>;
  home: { url: string; status: number; headers: Record<string, string | string[]>; bytes: number; uBytes?: number; cAnsweredFromCache?: boolean };
  throughput?: { R: Throughput; U: Throughput; C: Throughput; uOverR: number; cOverR: number; rounds: Array<Record<'R' | 'U' | 'C', number>> };
  openLoop?: OpenLoop;
  html?: HtmlFigures;
  css?: { files: FileSize[]; gzipBytes: number; rawBytes: number };
  firstLoadJs?: FirstLoadJs;
  floor?: Floor;
  firstLoadOverFloor?: number;
  /** The home page in each other shipped language (/es, /ar), under the same budgets as / (decision 0044). */
  localised?: Array<{ path: string; html: HtmlFigures; firstLoadJs: FirstLoadJs; firstLoadOverFloor: number }>;
  adminCode?: AdminLeak;
  lighthouse?: LighthousePage[];
  signedIn?: SignedInResult[];
  errors: string[];
  budgets: Budget[];
  passed: number;
  failed: number;
}

export interface OpenLoop {
  rate: number;
  /** Interleaved rounds of the constant-rate client against U and R. */
  rounds: Array<Record<'U' | 'R', OpenLoopResult>>;
  /** The median of the rounds' p99 latencies, for each server. */
  p99Ms: Record<'U' | 'R', number>;
  p99Ratio: number;
  /** Failed requests and non-200 answers in all rounds, both servers. */
  errors: number;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function openLoopSummary(rate: number, rounds: Array<Record<'U' | 'R', OpenLoopResult>>): OpenLoop {
  const p99 = (key: 'U' | 'R') => median(rounds.map((round) => round[key].latencyMs.p99));
  const p99Ms = { U: p99('U'), R: p99('R') };
  const errors = rounds.reduce((sum, round) => sum + round.U.errors + round.U.non200 + round.R.errors + round.R.non200, 0);
  return { rate, rounds, p99Ms, p99Ratio: p99Ms.U / p99Ms.R, errors };
}

export interface Budget {
  name: string;
  value: string;
  limit: string;
  pass: boolean;
}

const fmtKb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const fmtPct = (x: number) => `${(x * 100).toFixed(1)} %`;
const fmtMs = (ms: number) => (ms < 10 ? `${ms.toFixed(2)} ms` : `${ms.toFixed(0)} ms`);
const fmtRps = (rps: number) => `${rps.toFixed(0)} req/s`;
const na = 'n/a';
const fmtRatio = (x: number) => (x < 0.1 ? x.toFixed(4) : x.toFixed(3));

/** A budget on one figure, added to `out`: a figure that could not be measured (undefined, NaN) fails as n/a. */
function budgetAdder(out: Budget[]) {
  return (name: string, value: number | undefined, show: (v: number) => string, limit: string, pass: (v: number) => boolean) =>
    out.push({ name, value: value === undefined || Number.isNaN(value) ? na : show(value), limit, pass: value !== undefined && !Number.isNaN(value) && pass(value) });
}

export function evaluateBudgets(r: BenchResults): Budget[] {
  const out: Budget[] = [];
  const add = budgetAdder(out);

  if (r.only !== 'lighthouse') {
    add('U/R (render every request / limit)', r.throughput?.uOverR, fmtRatio, `≥ ${BUDGETS.uOverR}`, (v) => v >= BUDGETS.uOverR);
    add('C/R (page cache on / limit)', r.throughput?.cOverR, fmtRatio, `≥ ${BUDGETS.cOverR.toFixed(2)}`, (v) => v >= BUDGETS.cOverR);
    const ol = r.openLoop;
    out.push({
      name: `p99 U / p99 R at ${ol ? ol.rate : '½ U max'} req/s, no errors`,
      value: ol ? `${ol.p99Ratio.toFixed(2)}× (${fmtMs(ol.p99Ms.U)} / ${fmtMs(ol.p99Ms.R)}), ${ol.errors} errors` : na,
      limit: `≤ ${BUDGETS.p99Ratio}×, 0 errors`,
      pass: Boolean(ol) && ol!.p99Ratio <= BUDGETS.p99Ratio && ol!.errors === 0,
    });
  }
  for (const page of r.signedIn ?? []) {
    const uRps = r.throughput?.U.medianRps;
    add(`signed-in ${page.name}: rate / U's rate for /`, uRps ? page.rps / uRps : undefined, (v) => `${fmtRatio(v)} (${fmtRps(page.rps)} / ${fmtRps(uRps!)})`, `≥ ${BUDGETS.signedInOverU}`, (v) => v >= BUDGETS.signedInOverU);
    out.push({
      name: `signed-in ${page.name}: p99 / p99 R at ${page.rate} req/s, no errors`,
      value: `${(page.p99Ms.page / page.p99Ms.R).toFixed(2)}× (${fmtMs(page.p99Ms.page)} / ${fmtMs(page.p99Ms.R)}), ${page.errors} errors`,
      limit: `≤ ${BUDGETS.p99Ratio}×, 0 errors`,
      pass: page.status === 200 && page.p99Ms.page / page.p99Ms.R <= BUDGETS.p99Ratio && page.errors === 0,
    });
    if (page.name === 'staff board') add(`signed-in ${page.name}: HTML (gzip)`, page.htmlGzipBytes, fmtKb, `≤ ${fmtKb(BUDGETS.boardHtmlGzip)}`, (v) => v <= BUDGETS.boardHtmlGzip);
  }
  add(
    'first-load JS of / (gzip) / React+Router floor',
    r.firstLoadOverFloor,
    (v) => `${v.toFixed(2)}× (${fmtKb(r.firstLoadJs!.gzipBytes)} / ${fmtKb(r.floor!.gzipBytes)})`,
    `≤ ${BUDGETS.firstLoadOverFloor.toFixed(2)}×`,
    (v) => v <= BUDGETS.firstLoadOverFloor,
  );
  for (const page of r.localised ?? []) {
    add(
      `first-load JS of ${page.path} (gzip) / React+Router floor`,
      page.firstLoadOverFloor,
      (v) => `${v.toFixed(2)}× (${fmtKb(page.firstLoadJs.gzipBytes)} / ${fmtKb(r.floor!.gzipBytes)})`,
      `≤ ${BUDGETS.firstLoadOverFloor.toFixed(2)}×`,
      (v) => v <= BUDGETS.firstLoadOverFloor,
    );
    add(`HTML of ${page.path} (gzip)`, page.html.gzipBytes, fmtKb, `≤ ${fmtKb(BUDGETS.htmlGzip)}`, (v) => v <= BUDGETS.htmlGzip);
    add(`hydration data share of HTML of ${page.path} (gzip)`, page.html.boot?.shareOfHtmlGzip, fmtPct, `≤ ${fmtPct(BUDGETS.bootShare)}`, (v) => v <= BUDGETS.bootShare);
  }
  add('admin code in public chunks', r.adminCode?.bytes, (v) => `${v} B`, '0 B', (v) => v <= BUDGETS.adminBytes);
  add('HTML of / (gzip)', r.html?.gzipBytes, fmtKb, `≤ ${fmtKb(BUDGETS.htmlGzip)}`, (v) => v <= BUDGETS.htmlGzip);
  add('hydration data share of HTML (gzip)', r.html?.boot?.shareOfHtmlGzip, fmtPct, `≤ ${fmtPct(BUDGETS.bootShare)}`, (v) => v <= BUDGETS.bootShare);
  add('CSS linked from / (gzip)', r.css?.gzipBytes, fmtKb, `≤ ${fmtKb(BUDGETS.cssGzip)}`, (v) => v <= BUDGETS.cssGzip);
  for (const page of r.lighthouse ?? []) {
    const over = page.overFloor ?? undefined;
    const signed = (unit: string) => (v: number) => `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(0)}${unit}`;
    add(`Lighthouse ${page.name}: TBT above its floor`, over?.tbtMs, signed(' ms'), `≤ +${BUDGETS.tbtOverFloorMs} ms`, (v) => v <= BUDGETS.tbtOverFloorMs);
    add(`Lighthouse ${page.name}: main-thread work above its floor`, over?.mainThreadMs, signed(' ms'), `≤ +${BUDGETS.mainThreadOverFloorMs} ms`, (v) => v <= BUDGETS.mainThreadOverFloorMs);
    add(`Lighthouse ${page.name}: score below its floor`, over ? -over.score : undefined, (v) => `${v.toFixed(0)} points`, `≤ ${BUDGETS.scoreBelowFloor} points`, (v) => v <= BUDGETS.scoreBelowFloor);
    add(`Lighthouse ${page.name}: CLS`, page.median?.cls, (v) => v.toFixed(3), `≤ ${BUDGETS.cls}`, (v) => v <= BUDGETS.cls);
  }
  if (!r.lighthouse) out.push({ name: 'Lighthouse', value: na, limit: 'measured', pass: false });
  return out;
}

/** Every figure as rows of [figure, value, budget, result]. */
export function tableRows(r: BenchResults): string[][] {
  const rows: string[][] = [];
  const budgetOf = new Map(r.budgets.map((b) => [b.name, b]));
  const used = new Set<string>();
  const row = (figure: string, value: string, budgetName?: string) => {
    const b = budgetName ? budgetOf.get(budgetName) : undefined;
    if (b) used.add(b.name);
    rows.push([figure, value, b?.limit ?? '', b ? (b.pass ? 'PASS' : 'FAIL') : '']);
  };
  if (r.machine.cpuCheckMs.length) row('machine: CPU check on the server core, start / end', r.machine.cpuCheckMs.map((ms) => `${ms.toFixed(0)} ms`).join(' / '));
  const t = r.throughput;
  if (t) {
    for (const k of ['R', 'U', 'C'] as const) {
      const s = t[k];
      const errs = s.samples.reduce((a, w) => a + w.non2xx3xx + w.socketErrors.connect + w.socketErrors.read + w.socketErrors.write + w.socketErrors.timeout, 0);
      const label = k === 'R' ? 'R  plain http, saved bytes' : k === 'U' ? 'U  / rendered every request' : 'C  / page cache on';
      row(
        `${label} (wrk, median of ${s.samples.length})`,
        `${fmtRps(s.medianRps)} [${s.samples.map((w) => w.requestsPerSec.toFixed(0)).join(', ')}], p99 ${fmtMs(s.samples.map((w) => w.latencyMs.p99).sort((a, b) => a - b)[Math.floor(s.samples.length / 2)]!)}${errs ? `, ${errs} errors` : ''}`,
      );
    }
    row('U/R', fmtRatio(t.uOverR), 'U/R (render every request / limit)');
    row('C/R', fmtRatio(t.cOverR), 'C/R (page cache on / limit)');
  }
  const ol = r.openLoop;
  if (ol) {
    const line = (key: 'U' | 'R') => {
      const runs = ol.rounds.map((round) => round[key]);
      const sum = (f: (x: OpenLoopResult) => number) => runs.reduce((a, x) => a + f(x), 0);
      const each = (f: (x: OpenLoopResult) => number) => `[${runs.map((x) => fmtMs(f(x))).join(', ')}]`;
      return (
        `p99 ${fmtMs(ol.p99Ms[key])} ${each((x) => x.latencyMs.p99)}, p50 ${each((x) => x.latencyMs.p50)}, max ${each((x) => x.latencyMs.max)}; ` +
        `${sum((x) => x.completed)}/${sum((x) => x.scheduled)} done, ${sum((x) => x.errors)} errors, ${sum((x) => x.non200)} non-200; ` +
        `client send lag p99 ${each((x) => x.sendLagMs.p99)}`
      );
    };
    const seconds = ol.rounds[0]?.U.durationS ?? 0;
    row(`open loop U at ${ol.rate} req/s (${seconds} s, median of ${ol.rounds.length})`, line('U'));
    row(`open loop R at ${ol.rate} req/s (${seconds} s, median of ${ol.rounds.length})`, line('R'));
    row('p99 U / p99 R', `${ol.p99Ratio.toFixed(2)}×`, r.budgets.find((b) => b.name.startsWith('p99 U'))?.name);
  }
  if (r.firstLoadJs && r.floor) {
    row(
      `first-load JS of / (${r.firstLoadJs.files.length} files, gzip -9 each)`,
      `${fmtKb(r.firstLoadJs.gzipBytes)} (${fmtKb(r.firstLoadJs.rawBytes)} minified; ${fmtKb(r.firstLoadJs.gzipBytesAsOneFile)} gzipped as one file)`,
    );
    row('React + Router hydrate floor (gzip)', `${fmtKb(r.floor.gzipBytes)} (${fmtKb(r.floor.rawBytes)} minified)`);
    row('first-load JS / floor', `${r.firstLoadOverFloor!.toFixed(2)}×`, 'first-load JS of / (gzip) / React+Router floor');
  }
  for (const page of r.localised ?? []) {
    row(`first-load JS of ${page.path} / floor`, `${page.firstLoadOverFloor.toFixed(2)}× (${fmtKb(page.firstLoadJs.gzipBytes)})`, `first-load JS of ${page.path} (gzip) / React+Router floor`);
    row(`HTML of ${page.path} (gzip)`, `${fmtKb(page.html.gzipBytes)} (${fmtKb(page.html.rawBytes)} raw)`, `HTML of ${page.path} (gzip)`);
    if (page.html.boot) row(`hydration data share of HTML of ${page.path} (gzip)`, fmtPct(page.html.boot.shareOfHtmlGzip), `hydration data share of HTML of ${page.path} (gzip)`);
  }
  if (r.adminCode) row(`admin code in public chunks (${r.adminCode.publicChunks} chunks)`, `${r.adminCode.bytes} B`, 'admin code in public chunks');
  if (r.html) {
    row('HTML of / (gzip)', `${fmtKb(r.html.gzipBytes)} (${fmtKb(r.html.rawBytes)} raw)`, 'HTML of / (gzip)');
    if (r.html.boot) {
      row('hydration data block (gzip)', `${fmtKb(r.html.boot.gzipBytes)} (${fmtKb(r.html.boot.rawBytes)} raw)`);
      row('hydration data share of HTML (gzip)', fmtPct(r.html.boot.shareOfHtmlGzip), 'hydration data share of HTML (gzip)');
    } else row('hydration data block', 'not found');
  }
  if (r.css) row(`CSS linked from / (${r.css.files.length} file(s))`, `${fmtKb(r.css.gzipBytes)} (${fmtKb(r.css.rawBytes)} minified)`, 'CSS linked from / (gzip)');
  for (const page of r.lighthouse ?? []) {
    const m = page.median;
    const label = `Lighthouse ${page.name}`;
    if (!m) {
      row(`${label} (${page.path})`, `failed: ${page.error ?? 'no run'}`, `${label}: TBT above its floor`);
      continue;
    }
    const f = page.floor.median;
    /** A figure's median and runs, then its floor's. */
    const both = (key: 'score' | 'tbtMs' | 'mainThreadMs', show: (v: number) => string) =>
      `${show(m[key])} [${page.runs.map((x) => x[key].toFixed(0)).join(', ')}]; floor ${f ? `${show(f[key])} [${page.floor.runs.map((x) => x[key].toFixed(0)).join(', ')}]` : na}`;
    row(`${label}: performance score`, both('score', (v) => v.toFixed(0)));
    row(`${label}: TBT`, both('tbtMs', fmtMs));
    row(`${label}: main-thread work`, both('mainThreadMs', fmtMs));
    row(`${label}: TBT above its floor (median of pairs)`, budgetOf.get(`${label}: TBT above its floor`)?.value ?? na, `${label}: TBT above its floor`);
    row(`${label}: main-thread work above its floor`, budgetOf.get(`${label}: main-thread work above its floor`)?.value ?? na, `${label}: main-thread work above its floor`);
    row(`${label}: score below its floor`, budgetOf.get(`${label}: score below its floor`)?.value ?? na, `${label}: score below its floor`);
    row(`${label}: CLS`, m.cls.toFixed(3), `${label}: CLS`);
    row(`${label}: LCP / FCP`, `${fmtMs(m.lcpMs)} / ${fmtMs(m.fcpMs)}`);
  }
  // Budgets with no row above (a section that could not be measured).
  for (const b of r.budgets) if (!used.has(b.name)) rows.push([b.name, b.value, b.limit, b.pass ? 'PASS' : 'FAIL']);
  return rows;
}

const HEADER = ['figure', 'value', 'budget', 'result'];

export function textTable(rows: string[][], header: string[] = HEADER): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => (c ?? '').padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The same rows in Markdown; the last column (the result) has its FAILs in bold. */
export function markdownTable(rows: string[][], header: string[] = HEADER): string {
  const esc = (c: string) => c.replace(/\|/g, '\\|');
  const last = header.length - 1;
  return [
    `| ${header.map(esc).join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${header.map((_, i) => esc(r[i] ?? '')).map((c, i) => (i === last && c.startsWith('FAIL') ? `**${c}**` : c)).join(' | ')} |`),
  ].join('\n');
}

export const RESULTS_DIR = path.resolve('bench-results');

/**
 * Writes a run's results: `<prefix>-<time>.json` (every figure) and `.md` (the table) in bench-results/. Returns the
 * path the two share without their extension (a run may add files of its own beside them) and the JSON file's.
 */
export function writeResults(prefix: string, results: { date: string }, table: { title: string; rows: string[][]; header?: string[] }): { base: string; jsonFile: string } {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const base = path.join(RESULTS_DIR, `${prefix}-${results.date.replace(/[:.]/g, '-')}`);
  const jsonFile = `${base}.json`;
  fs.writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(`${base}.md`, `${table.title}\n\n${markdownTable(table.rows, table.header)}\n`);
  return { base, jsonFile };
}

// ——— The scale run (npm run bench -- --scale, scripts/bench/scale.ts) ———

export const SCALE_BUDGETS = {
  /** p95 at the largest size, 4 clients at once, no answer outside 2xx at any size. */
  apiP95Ms: 50,
  pageP95Ms: 100,
  /** Each p95 at the largest size over the same at the smallest. */
  p95Growth: 2,
  /** One student's export, the median of a few requests one after the other. */
  exportMs: 1000,
  /** The server's resident memory after all the load at the largest size. */
  rssMb: 400,
  /** The heap after a forced collection at the end, over the same right after the start and the sign-ins, less one. */
  heapGrowth: 0.1,
} as const;

/** What wrk measured of a figure: its latencies, rate, requests and errors. */
interface WrkFigures {
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  rps: number;
  requests: number;
  /** Answers outside 2xx, socket errors and time-outs. */
  errors: number;
}

/** One measured round of a figure at one size: wrk with 4 connections. */
export interface ScaleRound extends WrkFigures {
  /** Which round (0 first), and where in that round's order of sizes this size came (0 first). */
  round: number;
  position: number;
}

/**
 * One figure of the scale run at one size: wrk with 4 connections after a warm-up, in rounds interleaved with the
 * other sizes' (scripts/bench/scale.ts). Its latencies and rate are the medians of its rounds'.
 */
export interface ScaleMeasure extends WrkFigures {
  name: string;
  kind: 'api' | 'page';
  /** Whose session asked. */
  as: 'admin' | 'adviser';
  path: string;
  /** The first answer's status, asked for once before the warm-up. */
  status: number;
  // requests and errors are those of all the rounds; errors count 1 more when the first answer was not 2xx.
  /** Each round as measured (absent from runs made before the rounds were interleaved). */
  rounds?: ScaleRound[];
}

/** The sizes (or anything) in the order round `round` measures them: rotated by one each round, so none is always first. */
export function roundOrder<T>(items: T[], round: number): T[] {
  if (!items.length) return [];
  const k = round % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

/** The median of the rounds' values; NaN when a round has none (so a missing p95 is seen, not outvoted). */
const medianOfRounds = (values: number[]) => (!values.length || values.some((v) => Number.isNaN(v)) ? Number.NaN : median(values));

/** A figure at one size from its rounds: the median of their latencies and rates, their requests and errors added up. */
export function scaleMeasureOfRounds(figure: { name: string; kind: 'api' | 'page'; as: 'admin' | 'adviser'; path: string }, status: number, rounds: ScaleRound[]): ScaleMeasure {
  const firstFailed = status < 200 || status > 299 ? 1 : 0;
  return {
    name: figure.name,
    kind: figure.kind,
    as: figure.as,
    path: figure.path,
    status,
    p50Ms: medianOfRounds(rounds.map((x) => x.p50Ms)),
    p95Ms: medianOfRounds(rounds.map((x) => x.p95Ms)),
    p99Ms: medianOfRounds(rounds.map((x) => x.p99Ms)),
    rps: medianOfRounds(rounds.map((x) => x.rps)),
    requests: rounds.reduce((n, x) => n + x.requests, 0),
    errors: rounds.reduce((n, x) => n + x.errors, firstFailed),
    rounds,
  };
}

/** process.memoryUsage() in the site after two forced collections (scripts/bench/gc-probe.mjs), in bytes. */
export interface HeapProbe {
  at: number;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

export interface ScaleRun {
  students: number;
  seed: { seconds: number; counts: Record<string, number> };
  /** What the figures asked for at this size: the searched pieces, the filters, the student. */
  subjects: Record<string, string | number>;
  figures: ScaleMeasure[];
  export: { path: string; status: number; bytes: number; ms: number[]; medianMs: number };
  /** The steady writer during the page rounds (its seconds: the time it wrote, added up over the rounds). */
  writer: { perSecond: number; seconds: number; done: number; failed: number; problems: string[] };
  memory: {
    /** VmRSS of the site's process after all the load, in MB. */
    rssMb: number;
    /** After the start and the sign-ins; after a warm-up of each figure; after all the load. */
    heap: { baseline: HeapProbe; warm: HeapProbe; end: HeapProbe };
  };
}

export interface ScaleResults {
  date: string;
  only: 'scale';
  durationS: number;
  machine: Machine;
  build: { rebuilt: boolean; stamp: unknown };
  settings: Record<string, unknown>;
  sizes: number[];
  runs: ScaleRun[];
  errors: string[];
  budgets: Budget[];
  passed: number;
  failed: number;
}

const fmtCount = (n: number) => n.toLocaleString('en-GB');
const fmtMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const signedPct = (x: number) => `${x >= 0 ? '+' : '−'}${fmtPct(Math.abs(x))}`;

/** The same figure at another size (an API read and a page may share a name: "board"). */
const sameFigure = (a: ScaleMeasure) => (b: ScaleMeasure) => a.kind === b.kind && a.name === b.name;

/** The runs from the smallest size to the largest. */
const bySize = (r: ScaleResults) => [...r.runs].sort((a, b) => a.students - b.students);

const p95Budget = (f: ScaleMeasure, students: number) => `scale ${f.kind} ${f.name}: p95 at ${fmtCount(students)} students, no errors`;
const growthBudget = (f: ScaleMeasure) => `scale ${f.kind} ${f.name}: p95 largest / smallest`;
const EXPORT_BUDGET = 'scale one student’s export: median at the largest size';
const RSS_BUDGET = 'scale server RSS after the run at the largest size';
const HEAP_BUDGET = 'scale heap after GC at the end / after a warm-up of each figure, largest size';
const WRITER_BUDGET = 'scale writes during the page rounds: all done';

export function evaluateScaleBudgets(r: ScaleResults): Budget[] {
  const out: Budget[] = [];
  const add = budgetAdder(out);
  const runs = bySize(r);
  const smallest = runs[0];
  const largest = runs.at(-1);
  if (!smallest || !largest) return [{ name: 'scale run', value: na, limit: 'measured', pass: false }];
  for (const f of largest.figures) {
    const limit = f.kind === 'api' ? SCALE_BUDGETS.apiP95Ms : SCALE_BUDGETS.pageP95Ms;
    // An error at any size fails the figure: its p95 then times something else than the answer asked for.
    const errors = runs.reduce((n, run) => n + (run.figures.find(sameFigure(f))?.errors ?? 0), 0);
    out.push({ name: p95Budget(f, largest.students), value: `${fmtMs(f.p95Ms)}, ${errors} errors`, limit: `≤ ${limit} ms, 0 errors`, pass: f.p95Ms <= limit && errors === 0 });
    const first = smallest.figures.find(sameFigure(f));
    add(growthBudget(f), first ? f.p95Ms / first.p95Ms : undefined, (v) => `${v.toFixed(2)}×`, `≤ ${SCALE_BUDGETS.p95Growth}×`, (v) => v <= SCALE_BUDGETS.p95Growth);
  }
  const exported = largest.export;
  add(EXPORT_BUDGET, exported.status === 200 ? exported.medianMs : undefined, fmtMs, `≤ ${fmtMs(SCALE_BUDGETS.exportMs)}`, (v) => v <= SCALE_BUDGETS.exportMs);
  add(RSS_BUDGET, largest.memory.rssMb, (v) => `${v.toFixed(1)} MB`, `≤ ${SCALE_BUDGETS.rssMb} MB`, (v) => v <= SCALE_BUDGETS.rssMb);
  // From the heap once every figure has been asked for once (its code loaded and compiled, the lazy screens' modules
  // read): what grows after that is kept data, which must stay bounded however many students and requests.
  const { warm, end } = largest.memory.heap;
  add(HEAP_BUDGET, end.heapUsed / warm.heapUsed - 1, (v) => `${signedPct(v)} (${fmtMb(end.heapUsed)} / ${fmtMb(warm.heapUsed)})`, `≤ +${fmtPct(SCALE_BUDGETS.heapGrowth)}`, (v) => v <= SCALE_BUDGETS.heapGrowth);
  // Pages measured without their writes would not be the figure asked for.
  const writes = runs.map((run) => run.writer);
  const failed = writes.reduce((n, w) => n + w.failed, 0);
  out.push({ name: WRITER_BUDGET, value: `${writes.reduce((n, w) => n + w.done, 0)} done, ${failed} failed`, limit: '0 failed', pass: failed === 0 && writes.every((w) => w.done > 0) });
  return out;
}

/** The scale table's columns: a figure, its value at each size, the largest over the smallest, the budget, the result. */
export function scaleTableHeader(r: ScaleResults): string[] {
  const runs = bySize(r);
  const ratio = runs.length > 1 ? `${fmtCount(runs.at(-1)!.students)} / ${fmtCount(runs[0]!.students)}` : 'ratio';
  return ['figure', ...runs.map((run) => `${fmtCount(run.students)} students`), ratio, 'budget', 'result'];
}

export function scaleTableRows(r: ScaleResults): string[][] {
  const runs = bySize(r);
  const budgetOf = new Map(r.budgets.map((b) => [b.name, b]));
  const used = new Set<string>();
  const verdict = (...names: string[]) => {
    const found = names.map((n) => budgetOf.get(n)).filter((b): b is Budget => Boolean(b));
    for (const b of found) used.add(b.name);
    return {
      limit: found.map((b) => b.limit).join('; '),
      result: !found.length ? '' : found.every((b) => b.pass) ? 'PASS' : 'FAIL',
    };
  };
  const rows: string[][] = [];
  const row = (figure: string, cells: string[], ratio: string, ...budgets: string[]) => {
    const { limit, result } = verdict(...budgets);
    rows.push([figure, ...cells, ratio, limit, result]);
  };
  const ratioOf = (values: number[]) => (values.length > 1 && values[0] ? `${(values.at(-1)! / values[0]).toFixed(2)}×` : '');
  const largest = runs.at(-1);
  if (r.machine.cpuCheckMs.length) row('machine: CPU check on the server core, start / end', [r.machine.cpuCheckMs.map((ms) => `${ms.toFixed(0)} ms`).join(' / ')], '');
  row('seed: students / applications (seconds)', runs.map((run) => `${fmtCount(run.seed.counts.students ?? run.students)} / ${fmtCount(run.seed.counts.applications ?? 0)} (${run.seed.seconds.toFixed(0)} s)`), '');
  // Every figure of the largest size (the budgets' size), then any measured only at smaller ones.
  const figures: ScaleMeasure[] = [];
  for (const f of [...(largest?.figures ?? []), ...runs.flatMap((run) => run.figures)]) if (!figures.some(sameFigure(f))) figures.push(f);
  for (const figure of figures) {
    const each = runs.map((run) => run.figures.find(sameFigure(figure)));
    const cells = each.map((f) => (f ? `${fmtMs(f.p95Ms)} · ${fmtRps(f.rps)}${f.errors ? ` · ${f.errors} errors` : ''}` : na));
    const atLargest = each.at(-1);
    row(`${figure.kind === 'api' ? 'API' : 'page'} ${figure.name}: p95 · rate`, cells, each[0] && atLargest ? ratioOf([each[0].p95Ms, atLargest.p95Ms]) : '', ...(atLargest && largest ? [p95Budget(atLargest, largest.students), growthBudget(atLargest)] : []));
  }
  row('one student’s export: median', runs.map((run) => `${fmtMs(run.export.medianMs)} (${fmtKb(run.export.bytes)}, ${run.export.status})`), ratioOf(runs.map((run) => run.export.medianMs)), EXPORT_BUDGET);
  row('writes during the page rounds: done / failed', runs.map((run) => `${run.writer.done} / ${run.writer.failed} (${(run.writer.done / Math.max(1, run.writer.seconds)).toFixed(1)}/s)`), '', WRITER_BUDGET);
  row('server RSS after the run', runs.map((run) => `${run.memory.rssMb.toFixed(1)} MB`), ratioOf(runs.map((run) => run.memory.rssMb)), RSS_BUDGET);
  row('heap after GC: after start and sign-in', runs.map((run) => fmtMb(run.memory.heap.baseline.heapUsed)), ratioOf(runs.map((run) => run.memory.heap.baseline.heapUsed)));
  row('heap after GC: after a warm-up of each figure', runs.map((run) => fmtMb(run.memory.heap.warm.heapUsed)), ratioOf(runs.map((run) => run.memory.heap.warm.heapUsed)));
  row('heap after GC: after all the load', runs.map((run) => fmtMb(run.memory.heap.end.heapUsed)), ratioOf(runs.map((run) => run.memory.heap.end.heapUsed)));
  row('heap after GC: after all the load / after a warm-up of each figure', runs.map((run) => signedPct(run.memory.heap.end.heapUsed / run.memory.heap.warm.heapUsed - 1)), '', HEAP_BUDGET);
  // Budgets with no row above (nothing measured).
  for (const b of r.budgets) if (!used.has(b.name)) rows.push([b.name, ...runs.map(() => ''), '', b.limit, b.pass ? 'PASS' : 'FAIL']);
  return rows;
}
