// The site as a user gets it: the built server started as its own process (embedded PostgreSQL in a throwaway
// DATA_DIR, a fresh database on TEST_DATABASE_URL's server, or a database the test gives), on a free port.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/db/embedded';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../../scripts/lib/server-process';
import { openDatabase, type OpenDatabase } from '../../server/db/open';
import { loadEnv } from '../../server/env';
import { createServices } from '../../server/services';
import type { Role, User } from '../../shared/types';
import { createFreshDatabase } from './database';

export interface Site {
  url: string;
  env: Record<string, string>;
  database: OpenDatabase;
  /** The server process (with `command: 'start'`, the `npm start` script that runs it). */
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  createUser(role?: Role, overrides?: Partial<{ email: string; password: string; firstname: string }>): Promise<User & { password: string }>;
  stop(): Promise<void>;
  output(): string;
}

export interface SiteOptions {
  /** Variables on top of the test defaults (NODE_ENV is empty, LOG_LEVEL warn, unless given). */
  env?: Record<string, string>;
  /** The database to serve; unless given, a fresh one on TEST_DATABASE_URL's server or the site's own embedded one. */
  databaseUrl?: string;
  /** The site's own embedded cluster even when TEST_DATABASE_URL is set. */
  embedded?: boolean;
  /** The uploads directory (another process may share it); a new one unless given. */
  uploadsDir?: string;
  /** `server`: the server bundle, as the image and the browser tests run it; `start`: `npm start`'s script. */
  command?: 'server' | 'start';
  /** A process group of its own, so a test can signal the whole group as a terminal's Ctrl-C does. */
  detached?: boolean;
}

/** A new, empty database on the server of `serverUrl` (left for the server's end of life: test servers are throwaway). */
export async function freshDatabaseUrl(serverUrl: string, prefix = 'e2e'): Promise<string> {
  return (await createFreshDatabase(serverUrl, prefix)).url;
}

/** The site's process, started but not yet known to be ready. */
export interface SiteProcess {
  url: string;
  env: Record<string, string>;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
  /** Removes the process's data and uploads directories (after it has exited). */
  remove(): void;
}

/** Starts the site's process on a free port with its own directories; does not wait for it. */
export async function spawnSite(opts: SiteOptions = {}): Promise<SiteProcess> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'study-abroad-site-'));
  const port = await freePort();
  const env: Record<string, string> = {
    NODE_ENV: '',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(base, 'data'),
    UPLOADS_DIR: opts.uploadsDir ?? path.join(base, 'uploads'),
    LOG_LEVEL: 'warn',
    ...opts.env,
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else if (process.env.TEST_DATABASE_URL && !opts.embedded) env.DATABASE_URL = await freshDatabaseUrl(process.env.TEST_DATABASE_URL);

  let output = '';
  const argv = opts.command === 'start' ? [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/start.ts'] : [...SERVER_NODE_FLAGS, SERVER_BUNDLE];
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, argv, {
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: opts.detached ?? false,
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return { url: env.APP_URL!, env, child, exited, output: () => output, remove: () => fs.rmSync(base, { recursive: true, force: true }) };
}

/** The site started and ready (`/readyz` 200), with a way to make users in its database. */
export async function startSite(opts: SiteOptions = {}): Promise<Site> {
  const { url, env, child, exited, output, remove } = await spawnSite(opts);
  const deadline = Date.now() + 60_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`the site exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the site did not start:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }

  // Join the site's database the way `npm run user:create` does.
  const serviceEnv = loadEnv({ ...process.env, ...env, NODE_ENV: 'test' });
  const database = await openDatabase(serviceEnv);
  const services = createServices({ db: database.db, env: serviceEnv });
  let n = 0;

  return {
    url,
    env,
    database,
    child,
    exited,
    async createUser(role = 'user', overrides = {}) {
      n += 1;
      const password = overrides.password ?? 'correct horse battery staple';
      const { user } = await services.users.upsert({
        email: overrides.email ?? `${role}${n}.${randomBytes(3).toString('hex')}@example.com`,
        password,
        firstname: overrides.firstname ?? (role === 'admin' ? 'Ada' : 'Amara'),
        lastname: role === 'admin' ? 'Lovelace' : 'Okafor',
        role,
      });
      return { ...user, password };
    },
    async stop() {
      await database.close();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      remove();
    },
    output,
  };
}
