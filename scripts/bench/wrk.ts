// wrk, the closed-loop load generator, pinned to the load core; its text report parsed.
import path from 'node:path';
import { LOAD_CORE, runToEnd } from './processes';

export const WRK = { threads: 1, connections: 32, durationS: 10, timeoutS: 5 } as const;

export interface WrkResult {
  requestsPerSec: number;
  requests: number;
  /** Latency percentiles in ms (wrk's --latency distribution; p95 from wrk-exact.lua, with `exact`). */
  latencyMs: { p50: number; p75: number; p90: number; p99: number; p95?: number };
  /** wrk's own count: answers of 400 and above. */
  non2xx3xx: number;
  /** With `exact`: every answer outside 2xx (redirects included). */
  non2xx?: number;
  socketErrors: { connect: number; read: number; write: number; timeout: number };
}

function toMs(value: string, unit: string): number {
  const n = Number(value);
  if (unit === 'us') return n / 1000;
  if (unit === 's') return n * 1000;
  if (unit === 'm') return n * 60_000;
  return n;
}

export function parseWrk(text: string): WrkResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(text);
  if (!rps) throw new Error(`wrk printed no Requests/sec:\n${text}`);
  const percentile = (p: number) => {
    const m = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(text);
    return m ? toMs(m[1]!, m[2]!) : Number.NaN;
  };
  const p95 = /^p95_us: (\d+)$/m.exec(text);
  const non2xx = /^non_2xx: (\d+)$/m.exec(text);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  return {
    requestsPerSec: Number(rps[1]),
    requests: Number(/(\d+) requests in/.exec(text)?.[1] ?? 0),
    latencyMs: { p50: percentile(50), p75: percentile(75), p90: percentile(90), p99: percentile(99), ...(p95 ? { p95: Number(p95[1]) / 1000 } : {}) },
    non2xx3xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0),
    ...(non2xx ? { non2xx: Number(non2xx[1]) } : {}),
    socketErrors: socket
      ? { connect: Number(socket[1]), read: Number(socket[2]), write: Number(socket[3]), timeout: Number(socket[4]) }
      : { connect: 0, read: 0, write: 0, timeout: 0 },
  };
}

const EXACT_SCRIPT = path.resolve('scripts/bench/wrk-exact.lua');

export interface WrkOptions {
  /** Open connections (WRK.connections unless given). */
  connections?: number;
  /** The p95 and a count of every answer outside 2xx (wrk-exact.lua): slower for wrk, so only where those are needed. */
  exact?: boolean;
}

/** `headers`: sent with every request (a signed-in page's Cookie). */
export async function runWrk(url: string, durationS: number = WRK.durationS, headers: Record<string, string> = {}, options: WrkOptions = {}): Promise<WrkResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const connections = options.connections ?? WRK.connections;
  const script = options.exact ? ['-s', EXACT_SCRIPT] : [];
  const args = ['-t', String(Math.min(WRK.threads, connections)), '-c', String(connections), '-d', `${durationS}s`, '--timeout', `${WRK.timeoutS}s`, '--latency', ...script, ...headerArgs, url];
  return parseWrk(await runToEnd('wrk', 'wrk', args, { core: LOAD_CORE }));
}
