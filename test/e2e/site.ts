// The site as a user gets it: the built server started as its own process (embedded PostgreSQL in a
// throwaway DATA_DIR, or a fresh database on TEST_DATABASE_URL's server), on a free port.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../server/db/embedded';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../../scripts/lib/server-process';
import { openDatabase, type OpenDatabase } from '../../server/db/open';
import { loadEnv } from '../../server/env';
import { createServices } from '../../server/services';
import type { Role, User } from '../../shared/types';

export interface Site {
  url: string;
  env: Record<string, string>;
  database: OpenDatabase;
  createUser(role?: Role, overrides?: Partial<{ email: string; password: string; firstname: string }>): Promise<User & { password: string }>;
  stop(): Promise<void>;
  output(): string;
}

async function freshDatabaseUrl(serverUrl: string): Promise<string> {
  const name = `e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function startSite(extraEnv: Record<string, string> = {}): Promise<Site> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'study-abroad-e2e-'));
  const port = await freePort();
  const env: Record<string, string> = {
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(base, 'data'),
    UPLOADS_DIR: path.join(base, 'uploads'),
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  if (process.env.TEST_DATABASE_URL) env.DATABASE_URL = await freshDatabaseUrl(process.env.TEST_DATABASE_URL);

  let output = '';
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
    env: { ...process.env, ...env, NODE_ENV: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));

  const url = env.APP_URL!;
  const deadline = Date.now() + 60_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`the site exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/user`);
      if (res.status === 401) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the site did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  // Join the site's database the way `npm run user:create` does.
  const database = await openDatabase(loadEnv({ ...process.env, ...env, NODE_ENV: 'test' }));
  const services = createServices({ db: database.db, env: loadEnv({ ...process.env, ...env, NODE_ENV: 'test' }) });
  let n = 0;

  return {
    url,
    env,
    database,
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
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(base, { recursive: true, force: true });
    },
    output: () => output,
  };
}
