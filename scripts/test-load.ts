// npm run test:load: load and faults on loopback, bounded in time (about 14 minutes; LOAD_MIXED_S shortens the first
// phase). The built site runs as its own process (pinned to one core, as in the bench) on a PostgreSQL cluster this
// script owns, so it can stop and start it. Phases:
//   1. mixed traffic (pages, API reads, sign-ins, uploads): no error, resident memory flat;
//   2. PostgreSQL stopped and started under load: quick 503s during the outage, recovery after, no acknowledged
//      upload lost, no half-written file or row;
//   3. the pool exhausted by queries stuck behind a lock: 503 within seconds, not a hang; visitors still served;
//   4. slow clients (unfinished headers, trickling uploads, readers that never read) do not hold up others.
// Prints the figures, writes load-results/load-<timestamp>.json, exits 1 when a check fails. See docs/reliability.md.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase, freePort } from '../server/db/embedded';
import { createDb, DB_LIMITS } from '../server/db/knex';
import { loadEnv } from '../server/env';
import { createServices } from '../server/services';
import { paths } from '../shared/paths';
import { filesUnder, pdf, sha256 } from '../test/helpers/files';
import { percentile } from './bench/open-loop';
import { cleanup, installSignalHandlers, makeTempDir, onCleanup } from './bench/processes';
import { newSessionSecret, type RunningServer, startSite } from './bench/site';
import { Caller, jsonOf, Recorder, rssMb, sleep } from './load/client';
import { build, isBuildFresh } from './build';

const MIXED_S = Number(process.env.LOAD_MIXED_S ?? 600);
const VISITORS = 10;
const STUDENTS = 6;
const PASSWORD = 'load test password 2026';
const RESULTS_DIR = path.resolve('load-results');

interface Check {
  name: string;
  pass: boolean;
  detail: string;
}
const checks: Check[] = [];
function check(name: string, pass: boolean, detail: string): void {
  checks.push({ name, pass, detail });
  console.log(`  ${pass ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
}

const log = (line: string) => console.log(line);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const is2xx = (s: number) => s >= 200 && s < 300;

interface Student {
  email: string;
  caller: Caller;
  /** Uploads the site acknowledged (201) and that were not deleted afterwards: they must survive anything. */
  kept: Map<number, string>;
}

interface Ctx {
  site: RunningServer;
  url: string;
  cluster: { current: EmbeddedDatabase; dir: string; port: number; url: string };
  uploadsDir: string;
  pagePaths: string[];
  apiPaths: string[];
  students: Student[];
}

/** Signs the student in (cookie session, as the sign-in page does); true when it worked. */
async function signIn(student: Student, rec: Recorder): Promise<boolean> {
  const c = student.caller;
  c.forget();
  await c.prime();
  const res = await c.request('POST', '/api/login', { json: { email: student.email, password: PASSWORD, remember: false } });
  return rec.add('sign-in', res, (s) => s === 200);
}

function uploadForm(bytes: Buffer): FormData {
  const form = new FormData();
  form.append('kind', 'other');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `transcript-${randomBytes(3).toString('hex')}.pdf`);
  return form;
}

/** Uploads a small PDF; remembers it when the site says it kept it. */
async function upload(student: Student, rec: Recorder, expected: (s: number) => boolean): Promise<number | null> {
  const bytes = pdf(2048 + Math.floor(Math.random() * 8192));
  const res = await student.caller.request('POST', '/api/account/documents', { form: uploadForm(bytes) });
  rec.add('upload', res, expected);
  if (res.status !== 201) return null;
  const id = jsonOf<{ id: number }>(res)?.id;
  if (typeof id !== 'number') return null;
  student.kept.set(id, sha256(bytes));
  return id;
}

async function visitorStep(ctx: Ctx, caller: Caller, rec: Recorder, expected: (s: number) => boolean): Promise<void> {
  if (Math.random() < 0.7) rec.add('page (visitor)', await caller.get(pick(ctx.pagePaths)), expected);
  else rec.add('API read', await caller.get(pick(ctx.apiPaths)), expected);
}

/** A student's visit: sign in, look at the account pages, upload a document, delete it again, sign out. */
async function studentVisit(ctx: Ctx, student: Student, rec: Recorder, expected: (s: number) => boolean): Promise<void> {
  const c = student.caller;
  if (!(await signIn(student, rec))) return;
  rec.add('page (signed in)', await c.get(pick([paths.account(), paths.accountDocuments(), paths.accountProfile(), paths.study()])), expected);
  rec.add('API read (signed in)', await c.get('/api/account/documents'), expected);
  const id = await upload(student, rec, expected);
  if (id !== null) {
    const res = await c.request('DELETE', `/api/account/documents/${id}`);
    if (rec.add('delete', res, (s) => s === 204)) student.kept.delete(id);
  }
  rec.add('sign-out', await c.request('POST', '/api/logout'), (s) => s === 204);
}

/** Runs `step` in `workers` loops until `until`. */
async function loops(workers: number, until: () => boolean, step: (worker: number) => Promise<void>): Promise<void> {
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (!until()) await step(worker);
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------

async function phaseMixed(ctx: Ctx): Promise<unknown> {
  log(`\n1. mixed traffic for ${MIXED_S} s: ${VISITORS} visitors (pages, API reads) and ${STUDENTS} students (sign-in, account pages, upload, delete, sign-out)`);
  const rec = new Recorder(false);
  const pid = ctx.site.process.child.pid!;
  const memory: Array<{ s: number; rssMb: number }> = [];
  const started = Date.now();
  const end = started + MIXED_S * 1000;
  const sampler = setInterval(() => memory.push({ s: Math.round((Date.now() - started) / 1000), rssMb: rssMb(pid) }), 5000);
  const reporter = setInterval(() => log(`   ${Math.round((Date.now() - started) / 1000)} s: ${rec.total()} requests, RSS ${rssMb(pid)} MB, ${rec.problems.length} problems`), 60_000);
  const visitors = Array.from({ length: VISITORS }, () => new Caller(ctx.url));
  await Promise.all([
    loops(VISITORS, () => Date.now() > end, (w) => visitorStep(ctx, visitors[w]!, rec, (s) => s === 200)),
    loops(STUDENTS, () => Date.now() > end, (w) => studentVisit(ctx, ctx.students[w]!, rec, is2xx)),
  ]);
  clearInterval(sampler);
  clearInterval(reporter);
  const seconds = (Date.now() - started) / 1000;
  const summary = rec.summary();
  const failures = summary.reduce((n, k) => n + Object.entries(k.statuses).filter(([s]) => !['200', '201', '204'].includes(s)).reduce((m, [, c]) => m + c, 0), 0);
  for (const k of summary) log(`   ${k.kind.padEnd(22)} ${String(k.requests).padStart(7)} requests  p50 ${k.p50} ms  p99 ${k.p99} ms  ${JSON.stringify(k.statuses)}`);
  check('mixed traffic: no error', failures === 0 && rec.problems.length === 0, `${rec.total()} requests in ${seconds.toFixed(0)} s (${(rec.total() / seconds).toFixed(0)}/s), ${failures} failed${rec.problems.length ? `; e.g. ${rec.problems.slice(0, 3).join(' | ')}` : ''}`);

  // Flat memory: after the first minute (caches filled, code optimised), resident memory at the end is within 25 %
  // of where it was then (and the second half of the run grows no faster than a few MB a minute).
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  const windowS = Math.min(60, MIXED_S / 5);
  const early = median(memory.filter((m) => m.s > windowS && m.s <= 2 * windowS).map((m) => m.rssMb));
  const late = median(memory.filter((m) => m.s > MIXED_S - windowS).map((m) => m.rssMb));
  const half = memory.filter((m) => m.s >= MIXED_S / 2);
  const slope = slopePerMinute(half.map((m) => [m.s, m.rssMb]));
  // The slope of a short run is mostly the collector's sawtooth: it counts from 4 minutes of second half on.
  const slopeCounts = MIXED_S / 2 >= 240;
  check(
    'mixed traffic: memory stays flat',
    late <= early * 1.25 && (!slopeCounts || slope < 5),
    `RSS ${early} MB after ${windowS}–${2 * windowS} s, ${late} MB in the last ${windowS} s, second half ${slope.toFixed(2)} MB/min${slopeCounts ? '' : ' (too short a run to judge the slope)'}`,
  );
  return { seconds, requests: rec.total(), perKind: summary, problems: rec.problems, memory, rss: { early, late, slopeMbPerMin: slope } };
}

function slopePerMinute(points: Array<[number, number]>): number {
  if (points.length < 2) return 0;
  const n = points.length;
  const mx = points.reduce((a, [x]) => a + x, 0) / n;
  const my = points.reduce((a, [, y]) => a + y, 0) / n;
  const num = points.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0);
  const den = points.reduce((a, [x]) => a + (x - mx) ** 2, 0);
  return den ? (num / den) * 60 : 0;
}

// ---------------------------------------------------------------------------------------------------------------

async function phaseOutage(ctx: Ctx): Promise<unknown> {
  const OUTAGE_S = 15;
  log(`\n2. PostgreSQL stopped for ${OUTAGE_S} s under load (visitors reading, students uploading), then started again`);
  const rec = new Recorder(true);
  for (const s of ctx.students) if (!(await signIn(s, rec))) throw new Error('a student could not sign in before the outage');
  const uploadsBefore = ctx.students.reduce((n, s) => n + s.kept.size, 0);
  let stop = false;
  const visitors = Array.from({ length: VISITORS }, () => new Caller(ctx.url));
  // During the outage 503 is the right answer; anything else but success is counted by the checks below.
  const any = () => true;
  const load = Promise.all([
    loops(VISITORS, () => stop, async (w) => {
      await visitorStep(ctx, visitors[w]!, rec, any);
      await sleep(20);
    }),
    loops(STUDENTS, () => stop, async (w) => {
      const student = ctx.students[w]!;
      await upload(student, rec, any);
      rec.add('page (signed in)', await student.caller.get(paths.accountDocuments()), any);
      await sleep(50);
    }),
  ]);
  await sleep(8000);
  const stoppedAt = Date.now();
  await ctx.cluster.current.stop();
  log(`   PostgreSQL stopped (${Date.now() - stoppedAt} ms)`);
  await sleep(OUTAGE_S * 1000);
  const startingAt = Date.now();
  ctx.cluster.current = await startEmbeddedPostgres({ dir: ctx.cluster.dir, port: ctx.cluster.port });
  const startedAt = Date.now();
  log(`   PostgreSQL started again (${startedAt - startingAt} ms)`);
  // Recovered: the first upload acknowledged after the start.
  let recoveredAt = 0;
  while (!recoveredAt && Date.now() - startedAt < 60_000) {
    recoveredAt = rec.samples.find((s) => s.kind === 'upload' && s.status === 201 && s.at > startedAt)?.at ?? 0;
    await sleep(100);
  }
  await sleep(10_000);
  stop = true;
  await load;
  const endedAt = Date.now();

  const during = rec.samples.filter((s) => s.at > stoppedAt + 1000 && s.at < startingAt);
  const dbDuring = during.filter((s) => s.kind !== 'page (visitor)' && s.kind !== 'API read');
  const after = rec.samples.filter((s) => recoveredAt && s.at > recoveredAt + 2000);
  const statuses = (list: typeof rec.samples) => list.reduce<Record<string, number>>((m, s) => ((m[s.error ? 'network error' : s.status] = (m[s.error ? 'network error' : s.status] ?? 0) + 1), m), {});
  const p99 = (list: typeof rec.samples) => Math.round(percentile([...list.map((s) => s.ms)].sort((a, b) => a - b), 99));
  const notOk = (list: typeof rec.samples, allowed: number[]) => list.filter((s) => s.error || !allowed.includes(s.status));

  log(`   during the outage: ${during.length} answers ${JSON.stringify(statuses(during))}, p99 ${p99(during)} ms; needing the database: ${JSON.stringify(statuses(dbDuring))}, p99 ${p99(dbDuring)} ms`);
  check('outage: every answer is a success or a 503, never a 500 or a hang', notOk(rec.samples, [200, 201, 503]).length === 0, `${rec.samples.length} answers ${JSON.stringify(statuses(rec.samples))}`);
  check('outage: requests that need the database get 503 quickly', dbDuring.length > 0 && dbDuring.every((s) => s.status === 503) && p99(dbDuring) <= DB_LIMITS.connectMs + 1000, `${dbDuring.length} answers, p99 ${p99(dbDuring)} ms`);
  check('outage: visitors still get pages kept for them', during.some((s) => s.kind === 'page (visitor)' && s.status === 200), `${during.filter((s) => s.kind === 'page (visitor)' && s.status === 200).length} visitor pages served during the outage`);
  check('outage: the site recovers by itself', recoveredAt > 0 && recoveredAt - startedAt < 10_000, recoveredAt ? `first acknowledged upload ${recoveredAt - startedAt} ms after PostgreSQL was back` : 'no upload succeeded within 60 s');
  check('outage: everything succeeds after recovery', after.length > 0 && notOk(after, [200, 201, 204]).length === 0, `${after.length} answers from 2 s after recovery: ${JSON.stringify(statuses(after))}`);

  const lost = await lostUploads(ctx);
  const kept = ctx.students.reduce((n, s) => n + s.kept.size, 0);
  check('outage: no acknowledged upload lost', lost.length === 0, `${kept - uploadsBefore} uploads acknowledged in this phase, ${kept} kept in all, ${lost.length} missing or changed${lost.length ? `: ${lost.slice(0, 5).join(', ')}` : ''}`);
  const stray = await storageConsistency(ctx);
  check('outage: no half-written file or row', stray.length === 0, stray.length ? stray.slice(0, 5).join('; ') : 'every stored version has its file, every file its row, no temporary file left');
  return { outageS: OUTAGE_S, stoppedAt, startingAt, startedAt, recoveredAt, endedAt, duringStatuses: statuses(during), duringP99Ms: p99(during), dbDuringP99Ms: p99(dbDuring), afterStatuses: statuses(after), uploadsAcknowledged: kept - uploadsBefore, lost, stray, problems: rec.problems };
}

/** Every upload the site acknowledged and did not delete is listed for its owner and downloads with its bytes. */
async function lostUploads(ctx: Ctx): Promise<string[]> {
  const lost: string[] = [];
  for (const student of ctx.students) {
    const list = jsonOf<{ results: Array<{ id: number }> }>(await student.caller.get('/api/account/documents'));
    const listed = new Set(list?.results.map((d) => d.id) ?? []);
    for (const [id, hash] of student.kept) {
      if (!listed.has(id)) {
        lost.push(`#${id} not listed`);
        continue;
      }
      const file = await student.caller.get(`/api/account/documents/${id}/download`);
      if (file.status !== 200 || sha256(file.body) !== hash) lost.push(`#${id} download ${file.status}`);
    }
  }
  return lost;
}

/** Files under `dir`, as paths relative to it. */
const relativeFilesUnder = (dir: string) => filesUnder(dir).map((file) => path.relative(dir, file));

/** Rows and files agree: a failed request left nothing behind. */
async function storageConsistency(ctx: Ctx): Promise<string[]> {
  const client = new pg.Client({ connectionString: ctx.cluster.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ storage_key: string }>('select storage_key from document_versions');
    const keys = new Set(rows.map((r) => r.storage_key));
    const files = new Set(relativeFilesUnder(path.join(ctx.uploadsDir, 'private')));
    const problems: string[] = [];
    for (const key of keys) if (!files.has(key)) problems.push(`row without file: ${key}`);
    for (const file of files) if (!keys.has(file)) problems.push(`file without row: ${file}`);
    for (const file of relativeFilesUnder(path.join(ctx.uploadsDir, 'tmp'))) problems.push(`temporary file left: ${file}`);
    return problems;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------------------

async function phasePool(ctx: Ctx): Promise<unknown> {
  const HOLD_S = 20;
  const CALLERS = 40;
  log(`\n3. the pool exhausted: access_tokens locked for ${HOLD_S} s, ${CALLERS} signed-in callers at once, visitors alongside`);
  const token = jsonOf<{ token: string }>(
    await (async () => {
      const c = new Caller(ctx.url);
      await c.prime();
      return c.request('POST', '/api/login', { json: { email: ctx.students[0]!.email, password: PASSWORD, remember: true } });
    })(),
  )?.token;
  if (!token) throw new Error('could not sign in for the pool phase');
  const signedIn = new Caller(ctx.url);
  signedIn.bearer = token;
  const holder = new pg.Client({ connectionString: ctx.cluster.url });
  await holder.connect();
  const rec = new Recorder(true);
  let released = false;
  try {
    await holder.query('begin');
    await holder.query('lock table access_tokens in access exclusive mode');
    const lockedAt = Date.now();
    const visitor = new Caller(ctx.url);
    const visitors = loops(2, () => released || Date.now() - lockedAt > (HOLD_S - 2) * 1000, async () => {
      rec.add('page (visitor)', await visitor.get(pick(ctx.pagePaths)), (s) => s === 200);
      await sleep(100);
    });
    const callers = await Promise.all(Array.from({ length: CALLERS }, async () => ({ answer: await signedIn.get('/api/user'), at: Date.now() })));
    for (const { answer, at } of callers) rec.add('signed-in call', answer, (s) => s === 503, at);
    await visitors;
    const waited = Date.now() - lockedAt;
    await holder.query('rollback');
    released = true;
    const afterwards = await signedIn.get('/api/user');
    rec.add('after release', afterwards, (s) => s === 200);

    const calls = rec.samples.filter((s) => s.kind === 'signed-in call');
    const slowest = Math.round(Math.max(...calls.map((s) => s.ms)));
    const pages = rec.samples.filter((s) => s.kind === 'page (visitor)');
    const pagesP99 = Math.round(percentile([...pages.map((s) => s.ms)].sort((a, b) => a - b), 99));
    const byStatus = calls.reduce<Record<number, number>>((m, s) => ((m[s.status] = (m[s.status] ?? 0) + 1), m), {});
    const acquireTimeouts = calls.filter((s) => s.status === 503 && s.ms < DB_LIMITS.statementMs);
    log(`   ${CALLERS} callers answered within ${slowest} ms: ${JSON.stringify(byStatus)}; ${acquireTimeouts.length} gave up waiting for a connection (p50 ${Math.round(percentile(acquireTimeouts.map((s) => s.ms).sort((a, b) => a - b), 50))} ms)`);
    check('pool exhausted: every caller gets a 503, none hangs', calls.every((s) => s.status === 503) && slowest < DB_LIMITS.statementMs + DB_LIMITS.acquireMs + 2000, `${calls.length} answers ${JSON.stringify(byStatus)}, slowest ${slowest} ms (lock held ${Math.round(waited / 1000)} s)`);
    check('pool exhausted: callers beyond the pool get 503 within seconds', acquireTimeouts.length >= CALLERS - 10 && acquireTimeouts.every((s) => s.ms < DB_LIMITS.acquireMs + 2000), `${acquireTimeouts.length} answered in under ${DB_LIMITS.acquireMs + 2000} ms`);
    check('pool exhausted: visitors are still served', pages.length > 0 && pages.every((s) => s.status === 200) && pagesP99 < 1000, `${pages.length} pages, p99 ${pagesP99} ms`);
    check('pool exhausted: signed-in calls work again once the lock is gone', afterwards.status === 200, `GET /api/user → ${afterwards.status} in ${Math.round(afterwards.ms)} ms`);
    return { holdS: HOLD_S, callers: CALLERS, byStatus, slowestMs: slowest, acquireTimeouts: acquireTimeouts.length, visitorPages: pages.length, visitorP99Ms: pagesP99, afterStatus: afterwards.status, problems: rec.problems };
  } finally {
    if (!released) await holder.query('rollback').catch(() => undefined);
    await holder.end();
  }
}

// ---------------------------------------------------------------------------------------------------------------

/** A socket that sends an unfinished request and then one more byte now and then. */
function slowSocket(url: string, head: string, trickle: () => string, everyMs: number): net.Socket {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  socket.on('error', () => undefined);
  socket.once('connect', () => {
    socket.write(head);
    const timer = setInterval(() => (socket.writable ? socket.write(trickle()) : clearInterval(timer)), everyMs);
    socket.once('close', () => clearInterval(timer));
  });
  return socket;
}

async function phaseSlowClients(ctx: Ctx): Promise<unknown> {
  const SLOW_HEADERS = 200;
  const SLOW_UPLOADS = 10;
  const SLOW_READERS = 20;
  const RUN_S = 20;
  log(`\n4. slow clients: ${SLOW_HEADERS} unfinished headers, ${SLOW_UPLOADS} trickling uploads, ${SLOW_READERS} readers that never read; others measured for ${RUN_S} s`);
  const student = ctx.students[1]!;
  if (!(await signIn(student, new Recorder(false)))) throw new Error('could not sign in for the slow-client phase');
  const versionsBefore = await countVersions(ctx);
  const { hostname, port } = new URL(ctx.url);
  const host = `${hostname}:${port}`;
  const sockets: net.Socket[] = [];
  for (let i = 0; i < SLOW_HEADERS; i++) sockets.push(slowSocket(ctx.url, `GET / HTTP/1.1\r\nHost: ${host}\r\n`, () => `X-Slow-${i}: ${randomBytes(2).toString('hex')}\r\n`, 2000));
  const cookie = ['token', 'XSRF-TOKEN'].map((n) => `${n}=${student.caller.cookie(n) ?? ''}`).join('; ');
  for (let i = 0; i < SLOW_UPLOADS; i++) {
    const boundary = `----load${randomBytes(8).toString('hex')}`;
    const head =
      `POST /api/account/documents HTTP/1.1\r\nHost: ${host}\r\nCookie: ${cookie}\r\nX-XSRF-TOKEN: ${student.caller.cookie('XSRF-TOKEN') ?? ''}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${2 * 1024 * 1024}\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nother\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
    sockets.push(slowSocket(ctx.url, head, () => 'x'.repeat(512), 250));
  }
  for (let i = 0; i < SLOW_READERS; i++) {
    const socket = net.connect(Number(port), hostname);
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      // Asks for the page over and over without reading a byte of the answers.
      socket.write(`GET ${paths.study()} HTTP/1.1\r\nHost: ${host}\r\n\r\n`.repeat(200));
      socket.pause();
    });
    sockets.push(socket);
  }
  await sleep(1000);

  const rec = new Recorder(true);
  const end = Date.now() + RUN_S * 1000;
  const visitor = new Caller(ctx.url);
  const other = ctx.students[2]!;
  if (!(await signIn(other, rec))) throw new Error('could not sign in for the slow-client phase');
  await Promise.all([
    loops(2, () => Date.now() > end, async () => {
      await visitorStep(ctx, visitor, rec, (s) => s === 200);
      await sleep(20);
    }),
    loops(1, () => Date.now() > end, async () => {
      await upload(other, rec, (s) => s === 201);
      rec.add('page (signed in)', await other.caller.get(paths.accountDocuments()), (s) => s === 200);
    }),
  ]);
  const stillOpen = sockets.filter((s) => !s.destroyed).length;
  for (const s of sockets) s.destroy();
  await sleep(1500); // the server notices the aborted uploads and cleans up

  const summary = rec.summary();
  for (const k of summary) log(`   ${k.kind.padEnd(22)} ${String(k.requests).padStart(6)} requests  p50 ${k.p50} ms  p99 ${k.p99} ms  ${JSON.stringify(k.statuses)}`);
  const all = [...rec.samples.map((s) => s.ms)].sort((a, b) => a - b);
  const p99 = Math.round(percentile(all, 99));
  check('slow clients: others are served, without errors', rec.problems.length === 0 && rec.samples.length > 100, `${rec.samples.length} requests beside ${stillOpen} slow connections still open, ${rec.problems.length} problems`);
  check('slow clients: others are not held up', p99 < 1000, `p99 ${p99} ms`);
  const versionsAfter = await countVersions(ctx);
  const acknowledged = rec.samples.filter((s) => s.kind === 'upload' && s.status === 201).length;
  const stray = await storageConsistency(ctx);
  check('slow clients: aborted uploads leave nothing behind', versionsAfter - versionsBefore === acknowledged && stray.length === 0, `${versionsAfter - versionsBefore} new versions for ${acknowledged} acknowledged uploads; ${stray.length ? stray.slice(0, 3).join('; ') : 'no stray file'}`);
  return { slowHeaders: SLOW_HEADERS, slowUploads: SLOW_UPLOADS, slowReaders: SLOW_READERS, stillOpen, perKind: summary, p99Ms: p99, problems: rec.problems };
}

async function countVersions(ctx: Ctx): Promise<number> {
  const client = new pg.Client({ connectionString: ctx.cluster.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from document_versions');
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------------------

async function discover(url: string): Promise<{ pagePaths: string[]; apiPaths: string[] }> {
  const c = new Caller(url);
  const body = async <T>(p: string) => jsonOf<T>(await c.get(p));
  const slugs = async (p: string) => ((await body<{ results?: Array<{ slug?: string }> }>(p))?.results ?? []).flatMap((r) => (r.slug ? [r.slug] : []));
  const countries = await slugs('/api/study-countries');
  const posts = await slugs('/api/blog');
  const galleries = await slugs('/api/galleries');
  const pagePaths = [
    paths.home(),
    paths.study(),
    paths.about(),
    paths.contact(),
    paths.blog(),
    paths.galleries(),
    paths.servicesStudents(),
    paths.personalStatements(),
    ...countries.slice(0, 4).map(paths.country),
    ...posts.slice(0, 3).map(paths.blogPost),
    ...galleries.slice(0, 2).map(paths.gallery),
  ];
  const apiPaths = ['/api/study-countries', '/api/blog', '/api/galleries', '/api/testimonials', '/api/services', ...countries.slice(0, 2).map((s) => `/api/study-countries/${s}`)];
  for (const p of [...pagePaths, ...apiPaths]) {
    const res = await c.get(p);
    if (res.status !== 200) throw new Error(`GET ${p} answered ${res.status} before the load began`);
  }
  if (!countries.length || !posts.length || !galleries.length) throw new Error('the demo content is missing (no countries, posts or galleries)');
  return { pagePaths, apiPaths };
}

async function main(): Promise<number> {
  installSignalHandlers();
  const started = Date.now();
  if (!isBuildFresh()) {
    log('load: the build is stale, building…');
    await build();
  }
  const base = makeTempDir('study-abroad-load-');
  const dir = path.join(base, 'postgres');
  const port = await freePort();
  log('load: starting PostgreSQL…');
  const first = await startEmbeddedPostgres({ dir, port });
  const cluster = { current: first, dir, port, url: first.url };
  onCleanup(() => cluster.current.stop());
  const uploadsDir = path.join(base, 'uploads');
  const dataDir = path.join(base, 'data');
  log('load: starting the site (seeding demo content)…');
  const site = await startSite({ name: 'site', tag: 'load', dataDir, uploadsDir, sessionSecret: newSessionSecret(), extraEnv: { DATABASE_URL: cluster.url } });

  const env = loadEnv({ ...process.env, NODE_ENV: 'test', DATABASE_URL: cluster.url, DATA_DIR: dataDir, UPLOADS_DIR: uploadsDir });
  const db = createDb(cluster.url, { max: 2 });
  const services = createServices({ db, env });
  const students: Student[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    const email = `load.student${i}.${randomBytes(3).toString('hex')}@example.com`;
    await services.users.upsert({ email, password: PASSWORD, firstname: 'Load', lastname: `Student ${i + 1}`, role: 'user' });
    students.push({ email, caller: new Caller(site.url), kept: new Map() });
  }
  await db.destroy();

  const ctx: Ctx = { site, url: site.url, cluster, uploadsDir, students, ...(await discover(site.url)) };
  log(`load: ${ctx.pagePaths.length} pages and ${ctx.apiPaths.length} API reads in the mix; site pid ${site.process.child.pid}`);

  const results: Record<string, unknown> = { date: new Date().toISOString(), machine: { cpus: os.availableParallelism(), node: process.version, loadavg: os.loadavg() }, limits: DB_LIMITS };
  results.mixed = await phaseMixed(ctx);
  results.outage = await phaseOutage(ctx);
  results.pool = await phasePool(ctx);
  results.slowClients = await phaseSlowClients(ctx);
  if (site.process.exited()) check('the site kept running', false, site.process.exitReason() ?? '');
  results.checks = checks;
  results.durationS = Math.round((Date.now() - started) / 1000);

  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `load-${String(results.date).replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  const failed = checks.filter((c) => !c.pass);
  log(`\nresults: ${path.relative(process.cwd(), file)} (${results.durationS} s)`);
  log(`${checks.length - failed.length} passed, ${failed.length} failed`);
  return failed.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`load: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  code = 1;
} finally {
  await cleanup();
}
process.exit(code);
