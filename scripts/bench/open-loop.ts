// The open-loop constant-rate client: `node --import tsx scripts/bench/open-loop.ts` with BENCH_URL, BENCH_RATE
// (requests/s), BENCH_DURATION_S and BENCH_WARMUP_S; prints one JSON line (OpenLoopResult).
//
// Requests are scheduled at fixed intervals from the start, whether or not earlier ones have finished (wrk waits for
// an answer before it sends the next one on a connection, which hides a slow server: coordinated omission). Each
// latency is measured from the request's SCHEDULED send time to the end of its answer, so a client or server that
// falls behind shows up as latency. Keep-alive agent; requests scheduled during the warm-up are not recorded.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface OpenLoopResult {
  url: string;
  rate: number;
  durationS: number;
  scheduled: number;
  completed: number;
  /** Answers other than 200. */
  non200: number;
  /** Connection errors and timeouts. */
  errors: number;
  errorSamples: string[];
  /** Latencies (ms) from the scheduled send time. */
  latencyMs: { p50: number; p90: number; p99: number; p999: number; max: number; mean: number };
  /** How late the client itself sent requests (ms): large values mean the client, not the server, fell behind. */
  sendLagMs: { p99: number; max: number };
}

const TIMEOUT_MS = 10_000;

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

async function main(): Promise<void> {
  const url = new URL(process.env.BENCH_URL!);
  const rate = Number(process.env.BENCH_RATE);
  const durationS = Number(process.env.BENCH_DURATION_S ?? 10);
  const warmupS = Number(process.env.BENCH_WARMUP_S ?? 2);
  /** A signed-in page's session cookie (BENCH_COOKIE), sent with every request. */
  const cookie = process.env.BENCH_COOKIE ?? '';
  if (!(rate > 0)) throw new Error('BENCH_RATE must be positive');

  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const interval = 1000 / rate;
  const warmupCount = Math.round(warmupS * rate);
  const total = warmupCount + Math.round(durationS * rate);
  const latencies: number[] = [];
  const lags: number[] = [];
  let completed = 0;
  let non200 = 0;
  let errors = 0;
  const errorSamples: string[] = [];
  let outstanding = 0;
  let allSent = false;
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));

  const settle = () => {
    outstanding -= 1;
    if (allSent && outstanding === 0) finish();
  };

  function fire(index: number, scheduledAt: number): void {
    const measured = index >= warmupCount;
    if (measured) lags.push(performance.now() - scheduledAt);
    outstanding += 1;
    let settled = false;
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      if (measured) {
        errors += 1;
        if (errorSamples.length < 5) errorSamples.push(message);
      }
      settle();
    };
    const req = http.get({ agent, host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers: cookie ? { Cookie: cookie } : {} }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        if (settled) return;
        settled = true;
        if (measured) {
          latencies.push(performance.now() - scheduledAt);
          completed += 1;
          if (res.statusCode !== 200) non200 += 1;
        }
        settle();
      });
      res.on('error', (e) => fail(e.message));
    });
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`timeout after ${TIMEOUT_MS} ms`)));
    req.on('error', (e) => fail(e.message));
  }

  const start = performance.now() + 50;
  let next = 0;
  const tick = () => {
    const now = performance.now();
    while (next < total && start + next * interval <= now) {
      fire(next, start + next * interval);
      next += 1;
    }
    if (next < total) {
      setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    } else {
      allSent = true;
      if (outstanding === 0) finish();
    }
  };
  tick();
  await done;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  lags.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const result: OpenLoopResult = {
    url: url.toString(),
    rate,
    durationS,
    scheduled: total - warmupCount,
    completed,
    non200,
    errors,
    errorSamples,
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p90: round(percentile(latencies, 90)),
      p99: round(percentile(latencies, 99)),
      p999: round(percentile(latencies, 99.9)),
      max: round(latencies.at(-1) ?? Number.NaN),
      mean: round(latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length)),
    },
    sendLagMs: { p99: round(percentile(lags, 99)), max: round(lags.at(-1) ?? Number.NaN) },
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
