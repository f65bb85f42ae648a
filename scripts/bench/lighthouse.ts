// Lighthouse (its default config: mobile emulation, simulated throttling, performance category only) through its
// Node API, on Debian's Chromium launched by chrome-launcher. Each page and its floor page (floor/floor.ts) are measured
// `runs` times each, interleaved (page, floor, floor, page, …) so that both see the same moments of the machine; each
// figure is the median over the runs, and each difference the median of the differences of the pairs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../../test/helpers/browser';
import { onCleanup } from './processes';
import { median } from './report';

export const LIGHTHOUSE_FLAGS = ['--headless=new', '--no-sandbox'];

export interface LighthouseRun {
  score: number;
  tbtMs: number;
  cls: number;
  lcpMs: number;
  fcpMs: number;
  siMs: number;
  /** Main-thread work during the load (Lighthouse's "Minimize main-thread work"). */
  mainThreadMs: number;
  /** Lighthouse's CPU benchmark of this machine at the time of the run (higher is faster; loaded machines score low). */
  benchmarkIndex: number;
}

export interface Finding {
  id: string;
  title: string;
  displayValue?: string;
  score: number | null;
  savingsMs?: number;
  savingsBytes?: number;
  /** The biggest items (files) behind it, when the audit lists them. */
  items?: Array<{ url: string; wastedBytes?: number; totalBytes?: number; wastedMs?: number }>;
}

export interface LighthousePage {
  name: string;
  path: string;
  runs: LighthouseRun[];
  /** Median of each figure over the runs (score 0–100). */
  median: LighthouseRun | null;
  /** From the run with the median score: the performance audits that did not pass, biggest savings first. */
  findings: Finding[];
  /** Main-thread time by category and the LCP element, from that run. */
  notes: string[];
  /** The page's floor, measured in turn with it. */
  floor: { runs: LighthouseRun[]; median: LighthouseRun | null; notes: string[] };
  /** Median over the pairs (the page's run and the floor's next to it) of page − floor. */
  overFloor: { tbtMs: number; mainThreadMs: number; score: number } | null;
  error?: string;
}

// The LHR types are deep; these are the parts read here.
interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  metricSavings?: Record<string, number | undefined>;
  details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number; items?: unknown[] };
}
interface Lhr {
  categories: { performance?: { score: number | null; auditRefs: Array<{ id: string; group?: string }> } };
  audits: Record<string, Audit>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
  runWarnings?: string[];
}

function figures(lhr: Lhr): LighthouseRun {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    siMs: value('speed-index'),
    mainThreadMs: value('mainthread-work-breakdown'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

function topItems(audit: Audit): Pick<Finding, 'items'> {
  const items = (audit.details?.items ?? []) as Array<{ url?: unknown; wastedBytes?: number; totalBytes?: number; wastedMs?: number }>;
  const withUrl = items.filter((i): i is { url: string; wastedBytes?: number; totalBytes?: number; wastedMs?: number } => typeof i.url === 'string');
  if (!withUrl.length) return {};
  const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  return {
    items: withUrl
      .sort((a, b) => (b.wastedBytes ?? b.wastedMs ?? 0) - (a.wastedBytes ?? a.wastedMs ?? 0))
      .slice(0, 3)
      .map((i) => ({ url: path(i.url), wastedBytes: i.wastedBytes, totalBytes: i.totalBytes, wastedMs: i.wastedMs })),
  };
}

function findings(lhr: Lhr): Finding[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const out: Finding[] = [];
  for (const ref of refs) {
    if (ref.group === 'metrics') continue;
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative') continue;
    out.push({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue,
      score: audit.score,
      savingsMs: audit.details?.overallSavingsMs ?? audit.metricSavings?.LCP ?? audit.metricSavings?.TBT,
      savingsBytes: audit.details?.overallSavingsBytes,
      ...topItems(audit),
    });
  }
  return out.sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0) || (b.savingsBytes ?? 0) - (a.savingsBytes ?? 0));
}

function notes(lhr: Lhr): string[] {
  const out: string[] = [];
  const mainThread = lhr.audits['mainthread-work-breakdown'];
  if (mainThread?.displayValue) out.push(`main-thread work: ${mainThread.displayValue}`);
  const bootup = lhr.audits['bootup-time'];
  if (bootup?.displayValue) out.push(`JS execution: ${bootup.displayValue}`);
  const byScript = (bootup?.details?.items ?? []) as Array<{ url?: string; total?: number; scripting?: number }>;
  if (byScript.length) {
    out.push(`by script (total / scripting ms): ${byScript.map((i) => `${String(i.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(i.total ?? 0)} / ${Math.round(i.scripting ?? 0)}`).join(', ')}`);
  }
  const groups = (mainThread?.details?.items ?? []) as Array<{ group?: string; duration?: number }>;
  if (groups.length) out.push(`main thread by kind (ms): ${groups.map((g) => `${g.group} ${Math.round(g.duration ?? 0)}`).join(', ')}`);
  const weight = lhr.audits['total-byte-weight'];
  if (weight?.displayValue) out.push(`total transfer: ${weight.displayValue}`);
  const lcpBreakdown = lhr.audits['largest-contentful-paint-element'];
  const item = (lcpBreakdown?.details?.items?.[0] as { items?: Array<{ node?: { snippet?: string; nodeLabel?: string } }> } | undefined)?.items?.[0]?.node;
  if (item) out.push(`LCP element: ${item.nodeLabel ?? ''} ${item.snippet ?? ''}`.trim());
  const shifts = lhr.audits['layout-shifts'] ?? lhr.audits['layout-shift-elements'];
  if (shifts?.details?.items?.length) out.push(`layout shifts: ${shifts.details.items.length} element(s)`);
  for (const w of lhr.runWarnings ?? []) out.push(`warning: ${w}`);
  return out;
}

function medianRun(all: LighthouseRun[]): LighthouseRun | null {
  if (!all.length) return null;
  const of = (key: keyof LighthouseRun) => median(all.map((r) => r[key]));
  return {
    score: of('score'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    siMs: of('siMs'),
    mainThreadMs: of('mainThreadMs'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

/** The report of the run whose score is the median one (sorted by score, the middle run). */
function middleRun(lhrs: Lhr[]): Lhr | undefined {
  const order = lhrs.map((lhr, i) => ({ i, score: figures(lhr).score })).sort((a, b) => a.score - b.score);
  return order.length ? lhrs[order[Math.floor((order.length - 1) / 2)]!.i] : undefined;
}

export interface Origins {
  site: string;
  floor: string;
}

/**
 * Measures each page and its floor `runs` times each, in turn: page then floor in odd rounds, floor then page in even
 * ones, so that neither always runs first after the other.
 */
export async function runLighthouse(origins: Origins, pages: Array<{ name: string; path: string }>, runs: number, log: (line: string) => void): Promise<LighthousePage[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: LIGHTHOUSE_FLAGS,
    // The bench handles Ctrl-C itself (and kills this Chrome in its cleanup).
    handleSIGINT: false,
    logLevel: 'silent',
  });
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    chrome.kill();
  };
  onCleanup(kill);

  /** One Lighthouse run; a run that fails (Lighthouse's own NO_NAVSTART and the like) is tried again, twice. */
  const measure = async (origin: keyof Origins, path: string): Promise<Lhr | string> => {
    let error = '';
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        const result = await lighthouse(`${origins[origin]}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = result?.lhr as unknown as Lhr | undefined;
        if (!lhr) throw new Error('no result');
        if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        return lhr;
      } catch (e) {
        error = (e as Error).message;
        log(`  lighthouse ${origin} ${path} attempt ${attempt} failed: ${error}`);
      }
    }
    return error;
  };

  const results: LighthousePage[] = [];
  try {
    for (const page of pages) {
      const lhrs: Record<keyof Origins, Lhr[]> = { site: [], floor: [] };
      const pairs: Array<Record<keyof Origins, LighthouseRun>> = [];
      let error: string | undefined;
      for (let round = 1; round <= runs; round++) {
        const order: Array<keyof Origins> = round % 2 === 1 ? ['site', 'floor'] : ['floor', 'site'];
        const pair: Partial<Record<keyof Origins, LighthouseRun>> = {};
        for (const origin of order) {
          const lhr = await measure(origin, page.path);
          if (typeof lhr === 'string') {
            error = `${origin}: ${lhr}`;
            continue;
          }
          lhrs[origin].push(lhr);
          pair[origin] = figures(lhr);
        }
        const { site, floor } = pair;
        const line = (f: LighthouseRun) => `score ${f.score}, TBT ${f.tbtMs.toFixed(0)} ms, main thread ${f.mainThreadMs.toFixed(0)} ms, CLS ${f.cls.toFixed(3)}`;
        log(`  lighthouse ${page.path} round ${round}/${runs}: page ${site ? line(site) : 'failed'}; floor ${floor ? line(floor) : 'failed'} (benchmarkIndex ${(site ?? floor)?.benchmarkIndex.toFixed(0) ?? '?'})`);
        if (site && floor) pairs.push({ site, floor });
      }
      const siteRuns = lhrs.site.map(figures);
      const floorRuns = lhrs.floor.map(figures);
      const middle = middleRun(lhrs.site);
      const floorMiddle = middleRun(lhrs.floor);
      const over = (key: 'tbtMs' | 'mainThreadMs' | 'score') => median(pairs.map((p) => p.site[key] - p.floor[key]));
      results.push({
        name: page.name,
        path: page.path,
        runs: siteRuns,
        median: medianRun(siteRuns),
        findings: middle ? findings(middle) : [],
        notes: middle ? notes(middle) : [],
        floor: { runs: floorRuns, median: medianRun(floorRuns), notes: floorMiddle ? notes(floorMiddle) : [] },
        overFloor: pairs.length ? { tbtMs: over('tbtMs'), mainThreadMs: over('mainThreadMs'), score: over('score') } : null,
        ...(pairs.length < runs && error ? { error } : {}),
      });
    }
  } finally {
    kill();
  }
  return results;
}
