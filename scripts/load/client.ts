// The load run's HTTP side: a browser-like caller (cookie jar, XSRF header echoed on writes) and a recorder that
// keeps every answer's status and latency per kind of request, with the moment it ended.
import fs from 'node:fs';
import { percentile } from '../bench/open-loop';

export const REQUEST_TIMEOUT_MS = 30_000;

export interface Answer {
  status: number;
  ms: number;
  body: Buffer;
  headers: Headers;
  /** A network error or timeout instead of an answer. */
  error?: string;
}

export interface Sample {
  kind: string;
  status: number;
  ms: number;
  at: number;
  error?: string;
}

export class Recorder {
  readonly samples: Sample[] = [];
  /** Fewer fields for long runs: only counts and latencies per kind, plus a few examples of what went wrong. */
  constructor(readonly keepSamples = true) {}
  readonly counts = new Map<string, Map<string, number>>();
  readonly latencies = new Map<string, number[]>();
  readonly problems: string[] = [];

  add(kind: string, answer: Answer, expected: (status: number) => boolean, at = Date.now()): boolean {
    const label = answer.error ? 'network error' : String(answer.status);
    const perKind = this.counts.get(kind) ?? new Map<string, number>();
    perKind.set(label, (perKind.get(label) ?? 0) + 1);
    this.counts.set(kind, perKind);
    const list = this.latencies.get(kind) ?? [];
    list.push(answer.ms);
    this.latencies.set(kind, list);
    if (this.keepSamples) this.samples.push({ kind, status: answer.status, ms: answer.ms, at, error: answer.error });
    const ok = !answer.error && expected(answer.status);
    if (!ok && this.problems.length < 30) {
      this.problems.push(`${new Date(at).toISOString()} ${kind}: ${answer.error ?? `${answer.status} ${answer.body.toString('utf8').slice(0, 160)}`}`);
    }
    return ok;
  }

  total(): number {
    let n = 0;
    for (const perKind of this.counts.values()) for (const c of perKind.values()) n += c;
    return n;
  }

  summary(): Array<{ kind: string; requests: number; statuses: Record<string, number>; p50: number; p99: number; max: number }> {
    return [...this.counts.entries()].map(([kind, statuses]) => {
      const sorted = [...(this.latencies.get(kind) ?? [])].sort((a, b) => a - b);
      return {
        kind,
        requests: sorted.length,
        statuses: Object.fromEntries(statuses),
        p50: Math.round(percentile(sorted, 50)),
        p99: Math.round(percentile(sorted, 99)),
        max: Math.round(sorted.at(-1) ?? Number.NaN),
      };
    });
  }
}

/** One caller with its own cookies, as a browser tab. */
export class Caller {
  private readonly jar = new Map<string, string>();
  bearer: string | null = null;

  constructor(readonly base: string) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  forget(): void {
    this.jar.clear();
    this.bearer = null;
  }

  async request(method: string, path: string, body?: { json?: unknown; form?: FormData }): Promise<Answer> {
    const headers: Record<string, string> = { Accept: path.startsWith('/api/') ? 'application/json' : 'text/html' };
    if (this.jar.size) headers.Cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.bearer) headers.Authorization = `Bearer ${this.bearer}`;
    if (method !== 'GET' && method !== 'HEAD') headers['X-XSRF-TOKEN'] = this.jar.get('XSRF-TOKEN') ?? '';
    let payload: string | FormData | undefined;
    if (body?.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body?.form) payload = body.form;
    const started = performance.now();
    try {
      const res = await fetch(`${this.base}${path}`, { method, headers, body: payload, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const bytes = Buffer.from(await res.arrayBuffer());
      for (const line of res.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
        if (expired || value === '') this.jar.delete(name);
        else this.jar.set(name, value);
      }
      return { status: res.status, ms: performance.now() - started, body: bytes, headers: res.headers };
    } catch (error) {
      return { status: 0, ms: performance.now() - started, body: Buffer.alloc(0), headers: new Headers(), error: (error as Error).message };
    }
  }

  get(path: string) {
    return this.request('GET', path);
  }

  /** The first GET hands out the XSRF cookie. */
  async prime(): Promise<void> {
    if (!this.jar.has('XSRF-TOKEN')) await this.get('/api/user');
  }
}

export function jsonOf<T>(answer: Answer): T | null {
  try {
    return JSON.parse(answer.body.toString('utf8')) as T;
  } catch {
    return null;
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 102.4) / 10;
}
