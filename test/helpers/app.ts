// The app under test: the real Express app on the test database, with a supertest client that keeps
// cookies and echoes the XSRF cookie like the browser does.
import os from 'node:os';
import path from 'node:path';
import type { RequestListener } from 'node:http';
import type { Express } from 'express';
import request from 'supertest';
import { type App, createApp } from '../../server/app';
import type { Db } from '../../server/db/knex';
import { type Env, loadEnv } from '../../server/env';
import { type Jobs, startJobs } from '../../server/jobs';
import type { Clock } from '../../server/lib/clock';
import { checkAnswer } from './api-answers';
import { testDatabase } from './database';

export interface TestApp extends App {
  env: Env;
  db: Db;
  /** The test database's URL, for child processes (CLI scripts). */
  url: string;
  /** The mail queue and the scheduled work, as the server runs them (without the cron: tests call the sweep). */
  jobs: Jobs;
}

/**
 * The services' clock in the shared app: the system's time moved by `offsetMs`. A test that moves it puts it back
 * (`testClock.reset()`), so the next test sees the real time.
 */
let clockOffsetMs = 0;
export const testClock: Clock & { advance(ms: number): void; reset(): void } = {
  now: () => new Date(Date.now() + clockOffsetMs),
  advance(ms: number) {
    clockOffsetMs += ms;
  },
  reset() {
    clockOffsetMs = 0;
  },
};

/** This run's data and upload directories (removed after the run by test/helpers/hooks.ts). */
export const TEST_FILES_DIR = path.join(os.tmpdir(), `study-abroad-test-files-${process.pid}`);

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    APP_NAME: 'Meridian Study Abroad',
    DATA_DIR: path.join(TEST_FILES_DIR, 'data'),
    UPLOADS_DIR: path.join(TEST_FILES_DIR, 'uploads'),
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123456789',
    SEED_DEMO: 'false',
    // Each test client comes from an address of its own (X-Forwarded-For from loopback, as behind a proxy), so the
    // attempt limits per client address count each test's requests, not the whole run's. TRUST_PROXY: '' trusts none.
    TRUST_PROXY: 'loopback',
    ...overrides,
  });
}

let shared: Promise<TestApp> | undefined;

/** One app for the whole run (tests make their own data, so they do not step on each other). */
export function testApp(): Promise<TestApp> {
  shared ??= (async () => {
    const database = await testDatabase();
    const env = testEnv();
    const app = createApp({ env, db: database.db, clock: testClock });
    const jobs = await startJobs({ url: database.url, services: app.services, schedule: false, pollingIntervalSeconds: 0.5 });
    return { ...app, env, db: database.db, url: database.url, jobs };
  })();
  return shared;
}

/** Stops the shared app's queue (before the test database goes). */
export async function stopTestApp(): Promise<void> {
  if (!shared) return;
  const app = await shared.catch(() => undefined);
  shared = undefined;
  await app?.jobs.stop(2_000);
}

const XSRF_COOKIE = 'XSRF-TOKEN';

let clients = 0;

/** Every success answer is checked against the OpenAPI document as it arrives (test/helpers/api-answers.ts). */
export function checked<T extends { on(event: 'response', listener: (res: request.Response) => void): unknown }>(req: T, method: string, url: string, check = true): T {
  if (check) req.on('response', (res) => checkAnswer(method, url, res));
  return req;
}

/** A browser-like client: a cookie jar, and the X-XSRF-TOKEN header taken from the jar on every write. */
export class Client {
  readonly agent: ReturnType<typeof request.agent>;
  /** This client's own address (a documentation range), sent as X-Forwarded-For; apps that trust no proxy ignore it. */
  readonly address: string;

  /**
   * The app's request listener (with its page cache), or an Express app. `answers: 'unchecked'` is for an app made
   * unlike the site (a test's own profile fields): its answers are not the site's document's.
   */
  constructor(
    readonly app: RequestListener | Express,
    private readonly options: { answers?: 'checked' | 'unchecked' } = {},
  ) {
    this.agent = request.agent(app);
    clients += 1;
    this.address = `2001:db8:${(process.pid & 0xffff).toString(16)}::${(clients >>> 16).toString(16)}:${(clients & 0xffff).toString(16)}`;
  }

  private get checksAnswers(): boolean {
    return this.options.answers !== 'unchecked';
  }

  cookie(name: string): string | undefined {
    return this.agent.jar.getCookie(name, { domain: '127.0.0.1', path: '/', secure: false, script: false } as never)?.value;
  }

  /** The first GET hands out the XSRF cookie. */
  async prime(): Promise<this> {
    if (!this.cookie(XSRF_COOKIE)) await this.get('/api/user');
    return this;
  }

  get(url: string) {
    return checked(this.agent.get(url).set('X-Forwarded-For', this.address), 'get', url, this.checksAnswers);
  }

  async send(method: 'post' | 'put' | 'patch' | 'delete', url: string, body?: unknown) {
    await this.prime();
    const req = checked(this.agent[method](url).set('X-XSRF-TOKEN', this.cookie(XSRF_COOKIE) ?? '').set('X-Forwarded-For', this.address), method, url, this.checksAnswers);
    return body === undefined ? req : req.send(body as object);
  }

  /** A multipart upload in the field `file`, with text fields, as the documents page sends it. */
  async upload(url: string, file: Buffer, filename: string, fields: Record<string, string> = {}) {
    await this.prime();
    let req = checked(this.agent.post(url).set('X-XSRF-TOKEN', this.cookie(XSRF_COOKIE) ?? '').set('X-Forwarded-For', this.address), 'post', url, this.checksAnswers);
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    return req.attach('file', file, filename);
  }

  post(url: string, body?: unknown) {
    return this.send('post', url, body);
  }

  patch(url: string, body?: unknown) {
    return this.send('patch', url, body);
  }

  put(url: string, body?: unknown) {
    return this.send('put', url, body);
  }

  delete(url: string) {
    return this.send('delete', url);
  }
}

export async function client(): Promise<Client> {
  const { handler } = await testApp();
  return new Client(handler);
}
