// The site under test, started as test/e2e/site.ts starts it (the built server as its own process, a throwaway
// DATA_DIR with an embedded PostgreSQL, demo content seeded, LOG_LEVEL=warn), pinned to the server core; and the
// reference server R.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from '../../server/db/embedded';
import { type Managed, SERVER_CORE, startProcess } from './processes';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../lib/server-process';

export interface RunningServer {
  name: string;
  url: string;
  process: Managed;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** A GET without cookies or Accept-Encoding, as wrk sends it: the bytes exactly as they come over the wire. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers[name] = value;
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
  });
}

async function waitFor(server: RunningServer, path: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (true) {
    if (server.process.exited()) throw new Error(`${server.name} exited early:\n${server.process.output().slice(-4000)}`);
    try {
      const res = await rawGet(`${server.url}${path}`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${server.name} did not answer ${path} within ${timeoutMs / 1000} s:\n${server.process.output().slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface SiteOptions {
  name: string;
  /** Short name for the process's command line (bench-site-<tag>.js). */
  tag: string;
  dataDir: string;
  uploadsDir: string;
  sessionSecret: string;
  extraEnv?: Record<string, string>;
  /** Node flags after the server's own (SERVER_NODE_FLAGS): the scale bench's garbage-collection probe. */
  nodeFlags?: string[];
}

export async function startSite(options: SiteOptions): Promise<RunningServer> {
  const port = await freePort();
  const env: Record<string, string> = {
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: options.dataDir,
    UPLOADS_DIR: options.uploadsDir,
    LOG_LEVEL: 'warn',
    // As deployed (Dockerfile): production, with its secret given.
    NODE_ENV: 'production',
    SESSION_SECRET: options.sessionSecret,
    ...options.extraEnv,
  };
  // Started through a link with its own name, so that another engineer's `pkill -f dist/server/index.js` on this
  // shared machine does not stop the bench's sites (it did, twice). Node runs the link's target (dist/server/index.js).
  const link = path.join(path.dirname(options.dataDir), `bench-site-${options.tag}.js`);
  fs.symlinkSync(path.resolve(SERVER_BUNDLE), link);
  const child = startProcess(options.name, process.execPath, [...SERVER_NODE_FLAGS, ...(options.nodeFlags ?? []), link], {
    env: { ...process.env, ...env },
    core: SERVER_CORE,
  });
  const server = { name: options.name, url: env.APP_URL!, process: child };
  // The first start seeds the demo content (images included), which can take a while on a cold cache.
  await waitFor(server, '/healthz', 180_000);
  return server;
}

/** A server that died under load fails the run with what it printed (the shared machine has killed one before). */
export function assertRunning(server: RunningServer): void {
  if (!server.process.exited()) return;
  const reason = server.process.exitReason();
  // The site exits 0 only from its SIGTERM/SIGINT handler: another process stopped it.
  const hint = reason === 'exit code 0' ? ' (it was sent SIGTERM or SIGINT by something else on this machine)' : '';
  throw new Error(`${server.name} stopped (${reason})${hint} during the run; its output:\n${server.process.output().slice(-6000) || '(nothing)'}`);
}

export const newSessionSecret = () => randomBytes(48).toString('base64url');

/**
 * The address of the embedded cluster a running site started in `dataDir`, read from what server/db/embedded.ts
 * leaves there: the password file beside the cluster directory and the port in postmaster.pid.
 */
export function embeddedDatabaseUrl(dataDir: string, database = 'app'): string {
  const clusterDir = path.join(dataDir, 'postgres');
  const password = fs.readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  const port = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no port in ${clusterDir}/postmaster.pid`);
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** R: a plain Node `http` server answering the saved bytes from a Buffer, with the same status and content type. */
export async function startReferenceServer(bodyFile: string, status: number, contentType: string): Promise<RunningServer> {
  const port = await freePort();
  const child = startProcess('reference server (R)', process.execPath, ['--import', 'tsx', 'scripts/bench/reference-server.ts'], {
    env: { ...process.env, BENCH_BODY_FILE: bodyFile, BENCH_STATUS: String(status), BENCH_CONTENT_TYPE: contentType, BENCH_PORT: String(port) },
    core: SERVER_CORE,
  });
  const server = { name: 'reference server (R)', url: `http://127.0.0.1:${port}`, process: child };
  await waitFor(server, '/', 30_000);
  return server;
}
