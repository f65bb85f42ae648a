import { expect } from 'chai';
import type { OpenLoopResult } from '../../scripts/bench/open-loop';
import { type BenchResults, evaluateBudgets, median, openLoopSummary } from '../../scripts/bench/report';

function run(p99: number, faults: { errors?: number; non200?: number } = {}): OpenLoopResult {
  return {
    url: 'http://127.0.0.1/',
    rate: 1000,
    durationS: 10,
    scheduled: 10_000,
    completed: 10_000 - (faults.errors ?? 0),
    non200: faults.non200 ?? 0,
    errors: faults.errors ?? 0,
    errorSamples: [],
    latencyMs: { p50: p99 / 4, p90: p99 / 2, p99, p999: p99 * 2, max: p99 * 3, mean: p99 / 4 },
    sendLagMs: { p99: 0.1, max: 0.2 },
  };
}

function p99Budget(summary: ReturnType<typeof openLoopSummary>) {
  const results = { openLoop: summary, errors: [], budgets: [], passed: 0, failed: 0 } as unknown as BenchResults;
  return evaluateBudgets(results).find((budget) => budget.name.startsWith('p99 U'))!;
}

describe('the bench report', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).to.equal(2);
    expect(median([4, 1, 3, 2])).to.equal(2.5);
  });

  it('compares the median p99 of each server over the open-loop rounds, so one stalled round does not decide', () => {
    const summary = openLoopSummary(1000, [
      { U: run(4.1), R: run(3.1) },
      { U: run(24.8), R: run(3.4) },
      { U: run(4.4), R: run(3.0) },
    ]);
    expect(summary.p99Ms).to.deep.equal({ U: 4.4, R: 3.1 });
    expect(summary.p99Ratio).to.be.closeTo(4.4 / 3.1, 1e-9);
    expect(p99Budget(summary).pass).to.equal(true);
  });

  it('fails the p99 budget for an error in any round, whatever the medians', () => {
    const summary = openLoopSummary(1000, [
      { U: run(4.1), R: run(3.1) },
      { U: run(4.2), R: run(3.2, { non200: 1 }) },
      { U: run(4.3, { errors: 2 }), R: run(3.3) },
    ]);
    expect(summary.errors).to.equal(3);
    const budget = p99Budget(summary);
    expect(budget.pass).to.equal(false);
    expect(budget.value).to.contain('3 errors');
  });

  it('fails the p99 budget when the ratio of the medians is above 5', () => {
    const summary = openLoopSummary(1000, [
      { U: run(20), R: run(3) },
      { U: run(22), R: run(3) },
      { U: run(4), R: run(3) },
    ]);
    expect(summary.p99Ms.U).to.equal(20);
    expect(p99Budget(summary).pass).to.equal(false);
  });
});
