import { expect } from 'chai';
import { evaluateScaleBudgets, type HeapProbe, roundOrder, type ScaleMeasure, scaleMeasureOfRounds, type ScaleResults, type ScaleRound, type ScaleRun, scaleTableRows } from '../../scripts/bench/report';
import { parseWrk } from '../../scripts/bench/wrk';

const heap = (mb: number): HeapProbe => ({ at: 0, rss: 0, heapTotal: 0, heapUsed: mb * 1024 * 1024, external: 0, arrayBuffers: 0 });

function figure(name: string, kind: 'api' | 'page', p95Ms: number, errors = 0): ScaleMeasure {
  return { name, kind, as: 'admin', path: `/${name}`, status: 200, p50Ms: p95Ms / 2, p95Ms, p99Ms: p95Ms * 2, rps: 100, requests: 500, errors };
}

function sized(students: number, figures: ScaleMeasure[], more: { exportMs?: number; rssMb?: number; heapEndMb?: number; failedWrites?: number } = {}): ScaleRun {
  return {
    students,
    seed: { seconds: 1, counts: { students } },
    subjects: {},
    figures,
    export: { path: '/api/account/export', status: 200, bytes: 1000, ms: [more.exportMs ?? 100], medianMs: more.exportMs ?? 100 },
    writer: { perSecond: 10, seconds: 40, done: 400, failed: more.failedWrites ?? 0, problems: [] },
    memory: { rssMb: more.rssMb ?? 200, heap: { baseline: heap(50), warm: heap(55), end: heap(more.heapEndMb ?? 52) } },
  };
}

function results(runs: ScaleRun[]): ScaleResults {
  const r: ScaleResults = {
    date: '2026-01-01T00:00:00.000Z',
    only: 'scale',
    durationS: 0,
    machine: { cpus: 2, serverCore: 0, loadCore: 1, node: 'v20', loadavgAtStart: [], loadavgAtEnd: [], cpuCheckMs: [] },
    build: { rebuilt: false, stamp: null },
    settings: {},
    sizes: runs.map((run) => run.students),
    runs,
    errors: [],
    budgets: [],
    passed: 0,
    failed: 0,
  };
  r.budgets = evaluateScaleBudgets(r);
  return r;
}

const failing = (r: ScaleResults) => r.budgets.filter((b) => !b.pass).map((b) => b.name);

describe('the scale bench report', () => {
  it('passes when every p95 at the largest size is within its budget and grew at most twofold', () => {
    const r = results([sized(50_000, [figure('students', 'api', 30), figure('board', 'page', 90)]), sized(1_000, [figure('students', 'api', 20), figure('board', 'page', 60)])]);
    expect(failing(r)).to.deep.equal([]);
  });

  it('holds API reads to 50 ms and pages to 100 ms at the largest size, and each p95 to 2× the smallest size’s', () => {
    const r = results([sized(1_000, [figure('students', 'api', 10), figure('board', 'page', 60), figure('board', 'api', 40)]), sized(50_000, [figure('students', 'api', 25), figure('board', 'page', 101), figure('board', 'api', 45)])]);
    expect(failing(r)).to.deep.equal(['scale api students: p95 largest / smallest', 'scale page board: p95 at 50,000 students, no errors']);
  });

  it('fails a figure for an error at any size, whatever its p95', () => {
    const r = results([sized(1_000, [figure('leads', 'api', 10, 3)]), sized(50_000, [figure('leads', 'api', 12)])]);
    const budget = r.budgets.find((b) => b.name === 'scale api leads: p95 at 50,000 students, no errors')!;
    expect(budget.pass).to.equal(false);
    expect(budget.value).to.contain('3 errors');
  });

  it('holds the export to 1 s, the RSS to 400 MB, the heap to +10 % of the warm one (55 MB here) and the writes to none failed', () => {
    const r = results([sized(1_000, []), sized(50_000, [], { exportMs: 1200, rssMb: 401, heapEndMb: 60.6, failedWrites: 1 })]);
    expect(failing(r)).to.have.length(4);
    const ok = results([sized(1_000, []), sized(50_000, [], { exportMs: 900, rssMb: 399, heapEndMb: 60.4 })]);
    expect(failing(ok)).to.deep.equal([]);
  });

  it('shows an API read and a page of the same name on rows of their own, with each size and the ratio', () => {
    const r = results([sized(1_000, [figure('board', 'api', 10), figure('board', 'page', 40)]), sized(10_000, [figure('board', 'api', 15), figure('board', 'page', 60)])]);
    const rows = scaleTableRows(r);
    const api = rows.find((row) => row[0]!.startsWith('API board'))!;
    const page = rows.find((row) => row[0]!.startsWith('page board'))!;
    expect(api.slice(1, 4)).to.deep.equal(['10 ms · 100 req/s', '15 ms · 100 req/s', '1.50×']);
    expect(page.slice(1, 4)).to.deep.equal(['40 ms · 100 req/s', '60 ms · 100 req/s', '1.50×']);
    expect(page.at(-1)).to.equal('PASS');
  });
});

describe('the scale bench rounds', () => {
  const round = (n: number, p95Ms: number, more: Partial<ScaleRound> = {}): ScaleRound => ({ round: n, position: n, p50Ms: p95Ms / 2, p95Ms, p99Ms: p95Ms * 2, rps: 1000 / p95Ms, requests: 100, errors: 0, ...more });
  const figureOf = { name: 'students', kind: 'api', as: 'admin', path: '/api/staff/students' } as const;

  it('rotates the sizes by one each round, so that each comes first in turn', () => {
    const sizes = [1_000, 10_000, 50_000];
    expect([0, 1, 2, 3].map((r) => roundOrder(sizes, r))).to.deep.equal([
      [1_000, 10_000, 50_000],
      [10_000, 50_000, 1_000],
      [50_000, 1_000, 10_000],
      [1_000, 10_000, 50_000],
    ]);
    expect(roundOrder([], 2)).to.deep.equal([]);
  });

  it('keeps the median of the rounds’ latencies and rates, every round, and their requests and errors added up', () => {
    const m = scaleMeasureOfRounds(figureOf, 200, [round(0, 30, { errors: 1 }), round(1, 10), round(2, 20, { errors: 2 })]);
    expect([m.p50Ms, m.p95Ms, m.p99Ms, m.rps]).to.deep.equal([10, 20, 40, 50]);
    expect([m.requests, m.errors]).to.deep.equal([300, 3]);
    expect(m.rounds!.map((x) => x.p95Ms)).to.deep.equal([30, 10, 20]);
  });

  it('counts a first answer outside 2xx as an error, and shows no p95 when a round has none', () => {
    expect(scaleMeasureOfRounds(figureOf, 500, [round(0, 10)]).errors).to.equal(1);
    expect(Number.isNaN(scaleMeasureOfRounds(figureOf, 200, [round(0, 10), round(1, Number.NaN), round(2, 12)]).p95Ms)).to.equal(true);
  });

  it('judges the growth on the medians, not on one slow round', () => {
    const at = (students: number, p95s: number[]) => sized(students, [{ ...scaleMeasureOfRounds(figureOf, 200, p95s.map((p, i) => round(i, p))), name: 'students' }]);
    const r = results([at(1_000, [10, 11, 30]), at(50_000, [19, 60, 21])]);
    expect(r.budgets.find((b) => b.name === 'scale api students: p95 largest / smallest')).to.include({ value: '1.91×', pass: true });
  });
});

describe("wrk's exact mode", () => {
  it('reads the p95 and the count of answers outside 2xx that wrk-exact.lua prints', () => {
    const text = [
      'Running 5s test @ http://127.0.0.1:3000/admin',
      '  Latency Distribution',
      '     50%    8.10ms',
      '     75%   10.20ms',
      '     90%   12.30ms',
      '     99%   20.00ms',
      '  2000 requests in 5.00s, 10.00MB read',
      'Requests/sec:    400.00',
      'Transfer/sec:      2.00MB',
      'p95_us: 15250',
      'non_2xx: 3',
    ].join('\n');
    const w = parseWrk(text);
    expect(w.latencyMs.p95).to.equal(15.25);
    expect(w.non2xx).to.equal(3);
    expect(w.non2xx3xx).to.equal(0);
    expect(parseWrk(text.replace(/\np95_us.*$/s, '')).latencyMs.p95).to.equal(undefined);
  });
});
