// wrk, the closed-loop load generator, pinned to the load core; its text report parsed.
import { LOAD_CORE, runToEnd } from './processes';

export const WRK = { threads: 1, connections: 32, durationS: 10, timeoutS: 5 } as const;

export interface WrkResult {
  requestsPerSec: number;
  requests: number;
  /** Latency percentiles in ms (wrk's --latency distribution). */
  latencyMs: { p50: number; p75: number; p90: number; p99: number };
  non2xx3xx: number;
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
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  return {
    requestsPerSec: Number(rps[1]),
    requests: Number(/(\d+) requests in/.exec(text)?.[1] ?? 0),
    latencyMs: { p50: percentile(50), p75: percentile(75), p90: percentile(90), p99: percentile(99) },
    non2xx3xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0),
    socketErrors: socket
      ? { connect: Number(socket[1]), read: Number(socket[2]), write: Number(socket[3]), timeout: Number(socket[4]) }
      : { connect: 0, read: 0, write: 0, timeout: 0 },
  };
}

/** `headers`: sent with every request (a signed-in page's Cookie). */
export async function runWrk(url: string, durationS: number = WRK.durationS, headers: Record<string, string> = {}): Promise<WrkResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = ['-t', String(WRK.threads), '-c', String(WRK.connections), '-d', `${durationS}s`, '--timeout', `${WRK.timeoutS}s`, '--latency', ...headerArgs, url];
  return parseWrk(await runToEnd('wrk', 'wrk', args, { core: LOAD_CORE }));
}
