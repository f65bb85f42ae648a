// Lighthouse (its default config: mobile emulation, simulated throttling, performance category only) through its
// Node API, on Debian's Chromium launched by chrome-launcher. Each page is measured `runs` times; each figure is the
// median over the runs.
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

export async function runLighthouse(base: string, pages: Array<{ name: string; path: string }>, runs: number, log: (line: string) => void): Promise<LighthousePage[]> {
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
  const results: LighthousePage[] = [];
  try {
    for (const page of pages) {
      const lhrs: Lhr[] = [];
      let error: string | undefined;
      // A run that fails (Lighthouse's own NO_NAVSTART and the like) is tried again, up to `runs` extra attempts.
      for (let attempt = 1; lhrs.length < runs && attempt <= runs * 2; attempt++) {
        try {
          const result = await lighthouse(`${base}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
          const lhr = result?.lhr as unknown as Lhr | undefined;
          if (!lhr) throw new Error('no result');
          if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          lhrs.push(lhr);
          const f = figures(lhr);
          log(
            `  lighthouse ${page.path} run ${lhrs.length}/${runs}: score ${f.score}, TBT ${f.tbtMs.toFixed(0)} ms, CLS ${f.cls.toFixed(3)}, ` +
              `LCP ${f.lcpMs.toFixed(0)} ms, FCP ${f.fcpMs.toFixed(0)} ms (benchmarkIndex ${f.benchmarkIndex.toFixed(0)})`,
          );
        } catch (e) {
          error = (e as Error).message;
          log(`  lighthouse ${page.path} attempt ${attempt} failed: ${error}`);
        }
      }
      const all = lhrs.map(figures);
      const med: LighthouseRun | null = all.length
        ? {
            score: median(all.map((r) => r.score)),
            tbtMs: median(all.map((r) => r.tbtMs)),
            cls: median(all.map((r) => r.cls)),
            lcpMs: median(all.map((r) => r.lcpMs)),
            fcpMs: median(all.map((r) => r.fcpMs)),
            siMs: median(all.map((r) => r.siMs)),
            benchmarkIndex: median(all.map((r) => r.benchmarkIndex)),
          }
        : null;
      // The run whose score is the median one (sorted by score, the middle run).
      const order = lhrs.map((lhr, i) => ({ i, score: all[i]!.score })).sort((a, b) => a.score - b.score);
      const middle = order.length ? lhrs[order[Math.floor((order.length - 1) / 2)]!.i]! : undefined;
      results.push({
        name: page.name,
        path: page.path,
        runs: all,
        median: med,
        findings: middle ? findings(middle) : [],
        notes: middle ? notes(middle) : [],
        ...(all.length < runs && error ? { error } : {}),
      });
    }
  } finally {
    kill();
  }
  return results;
}
