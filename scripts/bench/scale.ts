// npm run bench -- --scale: how the staff side's cost grows with the size of the agency (docs/performance.md,
// "Scale"). For each size (1,000, 10,000 and 50,000 students; `--sizes=1000,10000` for a quick run), a new database in
// one throwaway cluster pinned to the server core, filled by scripts/seed-scale.ts; the built site started on it
// (scripts/bench/site.ts) with a probe that forces a collection and reports the heap on SIGUSR2 (gc-probe.mjs, preloaded:
// nothing is added to the app); staff signed in through the site; then wrk with 4 connections on each staff API read,
// one student's export timed, and the staff pages measured while a writer makes 10 writes a second to other students'
// applications, so that what the server keeps of signed-in reads per generation (server/lib/private-data.ts) is measured
// for the reuse it really gets. Then the server's RSS and its heap after a forced collection. Prints a table of each
// figure at each size and the largest over the smallest, writes bench-results/bench-scale-<time>.json and .md, and
// ends with "N passed, N failed" (exit 1 when a budget fails). The budgets are report.ts's SCALE_BUDGETS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { apiUrl } from '../../client/lib/http';
import { createDb, type Db } from '../../server/db/knex';
import { hashPassword } from '../../server/lib/passwords';
import { portalPaths } from '../../shared/portal-paths';
import { type Caller, rssMb } from '../load/client';
import { seedScale } from '../seed-scale';
import { checkMachineAtStart, cpuCheckMs, LOAD_CORE, machineAtStart, makeTempDir, type Managed, SERVER_CORE, startProcess } from './processes';
import { evaluateScaleBudgets, type HeapProbe, median, type ScaleMeasure, type ScaleResults, type ScaleRun, scaleTableHeader, scaleTableRows, textTable, writeResults } from './report';
import { sessionCookie, signIn } from './signed-in';
import { assertRunning, newSessionSecret, rawGet, type RunningServer, startSite } from './site';
import { runWrk, WRK } from './wrk';

export const SCALE_SIZES = [1_000, 10_000, 50_000];
/** Closed loop: this many clients ask at once, one request each at a time. */
const CONNECTIONS = 4;
const WARMUP_S = 2;
const MEASURE_S = 5;
/** One student's export: timed this many times in a row, the median kept. */
const EXPORT_TIMES = 5;
/** The writer's steady rate during the page rounds. */
const WRITES_PER_S = 10;
/** The student whose export is timed signs in with this (set by the bench: the seed's students need none). */
const STUDENT_PASSWORD = 'scale bench student password';
const GC_PROBE = path.resolve('scripts/bench/gc-probe.mjs');

/** `--sizes=1000,10000`: these sizes instead of SCALE_SIZES. */
function sizesFromArgs(argv: string[]): number[] {
  const arg = argv.find((a) => a.startsWith('--sizes='));
  if (!arg) return SCALE_SIZES;
  const sizes = arg
    .slice('--sizes='.length)
    .split(',')
    .map((s) => Number(s.replace(/_/g, '')));
  if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`bench: ${arg}: give whole numbers of students, as --sizes=1000,10000`);
  return [...new Set(sizes)].sort((a, b) => a - b);
}

// ——— The cluster and a database per size ———

interface Cluster {
  /** The address of the cluster's `postgres` database. */
  url: string;
  process: Managed;
}

/** One throwaway cluster for the whole run (scripts/bench/cluster.ts), pinned to the server core like the site. */
async function startCluster(dir: string): Promise<Cluster> {
  const child = startProcess('PostgreSQL cluster', process.execPath, ['--import', 'tsx', 'scripts/bench/cluster.ts'], { env: { ...process.env, BENCH_PG_DIR: dir }, core: SERVER_CORE });
  const deadline = Date.now() + 120_000;
  while (true) {
    const line = child
      .output()
      .split('\n')
      .find((l) => l.startsWith('{"url"'));
    if (line) return { url: (JSON.parse(line) as { url: string }).url, process: child };
    if (child.exited()) throw new Error(`the cluster did not start (${child.exitReason()}):\n${child.output().slice(-4000)}`);
    if (Date.now() > deadline) throw new Error(`the cluster did not start within 120 s:\n${child.output().slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const databaseUrl = (clusterUrl: string, database: string) => {
  const url = new URL(clusterUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

async function onCluster(clusterUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// ——— What the figures ask for, from the seeded data ———

interface Subjects {
  /** A student in the middle of the ids: their file, their page, their export. */
  student: { id: number; email: string };
  /** Pieces of names and of an address, as staff type them into a search. */
  search: { surname?: string; arabic?: string; chinese?: string; email: string };
  /** The most frequent stage and intake together: the applications list's filters. */
  stage: string;
  intake: string;
  /** Applications the writer may change (an adviser's own students', never the measured student's). */
  writerApplications: number[];
}

async function pickSubjects(db: Db, writerEmail: string): Promise<Subjects> {
  const students = db('users').where('role', 'user');
  const [{ n }] = (await students.clone().count({ n: '*' })) as [{ n: string | number }];
  const mid = (await students
    .clone()
    .orderBy('id')
    .offset(Math.floor(Number(n) / 2))
    .first('id', 'email')) as { id: string | number; email: string } | undefined;
  if (!mid) throw new Error('the seeded database has no student');
  // The most common words of the students' surnames, and of their whole names: a Latin surname, an Arabic name and a
  // Chinese one among them.
  const commonWords = async (column: string) =>
    (
      (await db.raw(
        `select w, count(*) as n from users, regexp_split_to_table(${column}, '\\s+') as w where role = 'user' and w <> '' group by w order by n desc, w limit 500`,
      )) as { rows: Array<{ w: string }> }
    ).rows.map((r) => r.w);
  const surnames = await commonWords('lastname');
  const names = await commonWords(`firstname || ' ' || lastname`);
  const latin = surnames.find((w) => /^\p{Script=Latin}{4,}$/u.test(w));
  const arabic = names.find((w) => /\p{Script=Arabic}/u.test(w));
  const chinese = names.find((w) => /\p{Script=Han}/u.test(w));
  const local = mid.email.split('@')[0]!;
  const [combo] = (await db('applications').select('stage', 'intake').count({ n: '*' }).groupBy('stage', 'intake').orderBy('n', 'desc').limit(1)) as Array<{ stage: string; intake: string }>;
  if (!combo) throw new Error('the seeded database has no application');
  const writer = (await db('users').whereRaw('lower(email) = lower(?)', [writerEmail]).first('id', 'role')) as { id: string | number; role: string } | undefined;
  if (!writer) throw new Error(`no staff account ${writerEmail} in the seeded database`);
  const writerApplications = (
    (await db('applications as a')
      .join('users as u', 'u.id', 'a.student_id')
      .modify((q) => (writer.role === 'adviser' ? q.where('u.adviser_id', writer.id) : q))
      .whereNot('u.id', mid.id)
      .orderBy('a.id')
      .limit(200)
      .pluck('a.id')) as Array<string | number>
  ).map(Number);
  if (!writerApplications.length) throw new Error(`${writerEmail} looks after no student with an application: the writer has nothing to change`);
  return {
    student: { id: Number(mid.id), email: mid.email },
    search: {
      // A piece from inside the word, as someone remembers part of a name.
      ...(latin ? { surname: latin.slice(1, 5) } : {}),
      ...(arabic ? { arabic: arabic.slice(0, 3) } : {}),
      ...(chinese ? { chinese: chinese.length >= 3 ? chinese.slice(0, 2) : chinese.slice(0, 1) } : {}),
      // The end of one student's address before the @: the part that tells them apart.
      email: local.slice(-6),
    },
    stage: combo.stage,
    intake: combo.intake,
    writerApplications,
  };
}

// ——— The figures ———

interface Figure {
  name: string;
  kind: 'api' | 'page';
  as: 'admin' | 'adviser';
  path: string;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The staff API reads, with the queries their screens send (client/pages/admin/*: each loader's calls). */
function apiFigures(s: Subjects): Figure[] {
  const now = Date.now();
  const year = utcDay(now).slice(0, 4);
  const search = (name: string, q: string | undefined): Figure[] => (q ? [{ name, kind: 'api', as: 'admin', path: apiUrl('staffStudents', { q }) }] : []);
  const figures: Figure[] = [
    { name: 'students list', kind: 'api', as: 'admin', path: apiUrl('staffStudents') },
    ...search('students search: part of a surname', s.search.surname),
    ...search('students search: part of an Arabic name', s.search.arabic),
    ...search('students search: part of a Chinese name', s.search.chinese),
    ...search('students search: part of an e-mail address', s.search.email),
    { name: 'applications by stage and intake', kind: 'api', as: 'admin', path: apiUrl('staffApplications', { stage: s.stage, intake: s.intake }) },
    // The board's read (client/pages/admin/Applications.tsx): each stage's first cards with its count.
    { name: 'board', kind: 'api', as: 'admin', path: apiUrl('staffBoard') },
    { name: 'staff dashboard (adviser)', kind: 'api', as: 'adviser', path: apiUrl('staffDashboard') },
    { name: 'staff dashboard (admin)', kind: 'api', as: 'admin', path: apiUrl('staffDashboard') },
    { name: 'admin dashboard', kind: 'api', as: 'admin', path: apiUrl('adminDashboard') },
    // The dashboard's funnel: the last 90 days by source (client/pages/admin/Dashboard.tsx).
    { name: 'funnel', kind: 'api', as: 'admin', path: apiUrl('staffFunnel', { from: utcDay(now - 89 * 86_400_000), to: utcDay(now), by: 'source' }) },
    { name: 'leads list', kind: 'api', as: 'admin', path: apiUrl('staffLeads') },
    { name: 'leads search', kind: 'api', as: 'admin', path: apiUrl('staffLeads', { q: s.search.surname ?? s.search.email }) },
    { name: 'audit log search', kind: 'api', as: 'admin', path: apiUrl('adminAudit', { q: s.search.surname ?? s.search.email }) },
    { name: 'a student’s file', kind: 'api', as: 'admin', path: apiUrl('staffStudent', { id: s.student.id }) },
    { name: 'receivables', kind: 'api', as: 'admin', path: apiUrl('adminReceivables') },
    // The commission page's report: this calendar year by institution (client/pages/admin/Commission.tsx).
    { name: 'commission report', kind: 'api', as: 'admin', path: apiUrl('commissionReport', { from: `${year}-01-01`, to: `${year}-12-31`, by: 'institution' }) },
  ];
  return figures;
}

/** The staff pages (rendered on the server with the admin's session), measured while the writer writes. */
function pageFigures(s: Subjects): Figure[] {
  const pages: Array<Omit<Figure, 'kind' | 'as'>> = [
    { name: 'dashboard', path: portalPaths.admin() },
    { name: 'students', path: portalPaths.adminStudents() },
    { name: 'a student', path: portalPaths.adminStudent(s.student.id) },
    { name: 'board', path: portalPaths.adminApplications() },
    { name: 'leads', path: portalPaths.adminLeads() },
    { name: 'audit log', path: portalPaths.adminAudit() },
  ];
  return pages.map((f) => ({ ...f, kind: 'page', as: 'admin' }));
}

async function measure(site: RunningServer, figure: Figure, cookie: string): Promise<ScaleMeasure> {
  assertRunning(site);
  const url = `${site.url}${figure.path}`;
  const headers = { Cookie: cookie };
  const first = await rawGet(url, headers);
  await runWrk(url, WARMUP_S, headers, { connections: CONNECTIONS });
  const w = await runWrk(url, MEASURE_S, headers, { connections: CONNECTIONS, exact: true }).catch((error: unknown) => {
    assertRunning(site);
    throw error;
  });
  const firstFailed = first.status < 200 || first.status > 299 ? 1 : 0;
  const errors = (w.non2xx ?? w.non2xx3xx) + w.socketErrors.connect + w.socketErrors.read + w.socketErrors.write + w.socketErrors.timeout + firstFailed;
  return {
    name: figure.name,
    kind: figure.kind,
    as: figure.as,
    path: figure.path,
    status: first.status,
    p50Ms: w.latencyMs.p50,
    p95Ms: w.latencyMs.p95 ?? Number.NaN,
    p99Ms: w.latencyMs.p99,
    rps: w.requestsPerSec,
    requests: w.requests,
    errors,
  };
}

// ——— The writer ———

/**
 * Moves the deadline of one of `applications` at a steady rate through the API (PATCH, with the caller's session and
 * XSRF header), as staff at work do. A write that is not answered 200, or that cannot start because three seconds' worth
 * are still waiting (the server fell that far behind), is a failure. Some wait is expected: the four clients keep the
 * server's core busy, and a write queues behind their renders.
 */
function startWriter(caller: Caller, applications: number[], perSecond: number) {
  const started = Date.now();
  const report = { perSecond, seconds: 0, done: 0, failed: 0, problems: [] as string[] };
  const inFlight = new Set<Promise<void>>();
  const problem = (text: string) => {
    report.failed += 1;
    if (report.problems.length < 10) report.problems.push(text);
  };
  let k = 0;
  const timer = setInterval(() => {
    if (inFlight.size >= 3 * perSecond) return problem(`the server fell behind: ${inFlight.size} writes waiting`);
    k += 1;
    const id = applications[k % applications.length]!;
    // A new deadline every time, so that every write changes a row (and starts a new generation).
    const deadline = utcDay(Date.UTC(2027, 0, 1) + (k % 300) * 86_400_000);
    const write = caller.request('PATCH', apiUrl('updateApplication', { id }), { json: { deadline } }).then((answer) => {
      if (answer.status === 200) report.done += 1;
      else problem(`PATCH application ${id}: ${answer.error ?? `${answer.status} ${answer.body.toString('utf8').slice(0, 160)}`}`);
    });
    inFlight.add(write);
    void write.finally(() => inFlight.delete(write));
  }, 1000 / perSecond);
  return {
    async stop(): Promise<ScaleRun['writer']> {
      clearInterval(timer);
      await Promise.all(inFlight);
      report.seconds = (Date.now() - started) / 1000;
      return report;
    },
  };
}

// ——— Memory ———

/** The site's heap after two forced collections: SIGUSR2 to its process, and the probe's file read back. */
async function heapAfterGc(site: RunningServer, file: string): Promise<HeapProbe> {
  fs.rmSync(file, { force: true });
  site.process.child.kill('SIGUSR2');
  const deadline = Date.now() + 30_000;
  while (!fs.existsSync(file)) {
    assertRunning(site);
    if (Date.now() > deadline) throw new Error(`${site.name} wrote no heap figures to ${file} within 30 s of SIGUSR2`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as HeapProbe;
}

// ——— One size ———

async function runSize(students: number, cluster: Cluster, base: string, log: (line: string) => void): Promise<ScaleRun> {
  const database = `scale_${students}`;
  await onCluster(cluster.url, `CREATE DATABASE ${database}`);
  const url = databaseUrl(cluster.url, database);
  const dir = path.join(base, `size-${students}`);
  // The seed's stored files (documents, invoices, images) go where the site will look for them: the export reads them.
  const uploadsDir = path.join(dir, 'uploads');
  fs.mkdirSync(uploadsDir, { recursive: true });
  try {
    log(`scale: ${students.toLocaleString('en-GB')} students: seeding…`);
    const seedStarted = Date.now();
    const seeded = await seedScale({ databaseUrl: url, uploadsDir, students, force: false, log: (line) => log(`  seed: ${line}`) });
    const seed = { seconds: (Date.now() - seedStarted) / 1000, counts: seeded.counts };
    const [admin] = seeded.staff.admins;
    const [adviser] = seeded.staff.advisers;
    if (!admin || !adviser) throw new Error(`the seed made ${seeded.staff.admins.length} admin(s) and ${seeded.staff.advisers.length} adviser(s): the bench needs one of each`);
    // The writer is another adviser when there is one; else the admin, in a session of its own.
    const writer = seeded.staff.advisers[1] ?? admin;

    const db = createDb(url, { max: 1 });
    let subjects: Subjects;
    try {
      subjects = await pickSubjects(db, writer);
      await db('users')
        .where({ id: subjects.student.id })
        .update({ password: await hashPassword(STUDENT_PASSWORD), email_verified_at: db.raw('coalesce(email_verified_at, now())'), disabled_at: null });
    } finally {
      await db.destroy();
    }
    log(`scale: seeded in ${seed.seconds.toFixed(0)} s (${Object.entries(seed.counts).map(([k, v]) => `${k} ${v}`).join(', ')}); student ${subjects.student.id}`);

    const probeFile = path.join(dir, 'heap.json');
    const site = await startSite({
      name: `site (${students} students)`,
      tag: `scale-${students}`,
      dataDir: path.join(dir, 'data'),
      uploadsDir,
      sessionSecret: newSessionSecret(),
      // ADMIN_MFA=optional: staff sign in without a second step.
      extraEnv: { DATABASE_URL: url, SEED_DEMO: 'false', ADMIN_MFA: 'optional', BENCH_GC_PROBE_FILE: probeFile },
      nodeFlags: ['--expose-gc', '--import', GC_PROBE],
    });
    try {
      const sessions = {
        admin: await signIn(site.url, admin, seeded.staff.password),
        adviser: await signIn(site.url, adviser, seeded.staff.password),
      };
      const writerSession = await signIn(site.url, writer, seeded.staff.password);
      const studentSession = await signIn(site.url, subjects.student.email, STUDENT_PASSWORD);
      const cookies = { admin: sessionCookie(sessions.admin), adviser: sessionCookie(sessions.adviser) };
      const baseline = await heapAfterGc(site, probeFile);

      const apis = apiFigures(subjects);
      const pages = pageFigures(subjects);
      // One request of each first: what the server loads and keeps on first use is then in the "warm" figure.
      for (const f of [...apis, ...pages]) await rawGet(`${site.url}${f.path}`, { Cookie: cookies[f.as] });
      const warm = await heapAfterGc(site, probeFile);

      const figures: ScaleMeasure[] = [];
      const show = (m: ScaleMeasure) =>
        log(`  ${m.kind} ${m.name}: p95 ${m.p95Ms.toFixed(1)} ms, p50 ${m.p50Ms.toFixed(1)} ms, ${m.rps.toFixed(0)} req/s${m.errors ? `, ${m.errors} errors (first answer ${m.status})` : ''}`);
      for (const f of apis) {
        const m = await measure(site, f, cookies[f.as]);
        figures.push(m);
        show(m);
      }

      const exportPath = apiUrl('exportMyData');
      const times: number[] = [];
      let last = { status: 0, bytes: 0 };
      for (let i = 0; i < EXPORT_TIMES; i++) {
        const answer = await studentSession.get(exportPath);
        times.push(answer.ms);
        last = { status: answer.status, bytes: answer.body.length };
      }
      const exported = { path: exportPath, ...last, ms: times, medianMs: median(times) };
      log(`  one student's export: median ${exported.medianMs.toFixed(0)} ms of ${times.map((t) => t.toFixed(0)).join(', ')} (${last.status}, ${last.bytes} bytes)`);

      log(`  pages, while ${writer} makes ${WRITES_PER_S} writes a second to other students' applications…`);
      const writes = startWriter(writerSession, subjects.writerApplications, WRITES_PER_S);
      const measurePages = async () => {
        for (const f of pages) {
          const m = await measure(site, f, cookies[f.as]);
          figures.push(m);
          show(m);
        }
      };
      await measurePages().catch(async (error: unknown) => {
        await writes.stop();
        throw error;
      });
      const written = await writes.stop();
      log(`  writes: ${written.done} done, ${written.failed} failed in ${written.seconds.toFixed(0)} s${written.problems.length ? ` (${written.problems[0]})` : ''}`);

      const end = await heapAfterGc(site, probeFile);
      const rss = rssMb(site.process.child.pid!);
      log(`  memory: RSS ${rss} MB; heap after GC ${(baseline.heapUsed / 1048576).toFixed(1)} → ${(warm.heapUsed / 1048576).toFixed(1)} → ${(end.heapUsed / 1048576).toFixed(1)} MB`);
      return {
        students,
        seed,
        subjects: {
          student: subjects.student.id,
          ...Object.fromEntries(Object.entries(subjects.search).map(([k, v]) => [`search ${k}`, v])),
          stage: subjects.stage,
          intake: subjects.intake,
          adviser,
          writer,
        },
        figures,
        export: exported,
        writer: written,
        memory: { rssMb: rss, heap: { baseline, warm, end } },
      };
    } finally {
      await site.process.stop();
    }
  } finally {
    await onCluster(cluster.url, `DROP DATABASE IF EXISTS ${database}`).catch((error: unknown) => log(`scale: could not drop ${database}: ${(error as Error).message}`));
  }
}

// ——— The run ———

export async function runScale(options: { log: (line: string) => void; freshBuild: () => Promise<ScaleResults['build']> }): Promise<number> {
  const { log } = options;
  const started = Date.now();
  const sizes = sizesFromArgs(process.argv);
  const results: ScaleResults = {
    date: new Date().toISOString(),
    only: 'scale',
    durationS: 0,
    machine: machineAtStart(),
    build: { rebuilt: false, stamp: null },
    settings: {
      wrk: { threads: WRK.threads, connections: CONNECTIONS, warmupS: WARMUP_S, durationS: MEASURE_S, timeoutS: WRK.timeoutS, script: 'scripts/bench/wrk-exact.lua (p95, non-2xx)' },
      exportTimes: EXPORT_TIMES,
      writesPerSecond: WRITES_PER_S,
      serverCore: SERVER_CORE,
      loadCore: LOAD_CORE,
    },
    sizes,
    runs: [],
    errors: [],
    budgets: [],
    passed: 0,
    failed: 0,
  };
  await checkMachineAtStart(results.machine, log);
  results.build = await options.freshBuild();

  const base = makeTempDir('study-abroad-bench-scale-');
  log(`scale: sizes ${sizes.join(', ')}; starting a PostgreSQL cluster on core ${SERVER_CORE ?? 'any'}…`);
  const cluster = await startCluster(path.join(base, 'postgres'));
  try {
    for (const students of sizes) {
      assertRunning({ name: cluster.process.name, url: cluster.url, process: cluster.process });
      results.runs.push(await runSize(students, cluster, base, log));
    }
  } finally {
    await cluster.process.stop();
  }

  results.machine.loadavgAtEnd = os.loadavg();
  results.machine.cpuCheckMs.push(await cpuCheckMs());
  results.durationS = Math.round((Date.now() - started) / 1000);
  results.budgets = evaluateScaleBudgets(results);
  results.passed = results.budgets.filter((b) => b.pass).length;
  results.failed = results.budgets.length - results.passed;
  for (const run of results.runs) for (const m of run.figures) if (m.errors) results.errors.push(`${run.students} students: ${m.kind} ${m.name} (${m.path}): ${m.errors} errors, first answer ${m.status}`);
  for (const run of results.runs) for (const p of run.writer.problems) results.errors.push(`${run.students} students: writer: ${p}`);

  const rows = scaleTableRows(results);
  const header = scaleTableHeader(results);
  const { jsonFile } = writeResults('bench-scale', results, { title: `Scale bench run of ${results.date}`, rows, header });
  log('');
  log(textTable(rows, header));
  const largest = results.runs.at(-1);
  if (largest) log(`queries at the largest size: ${Object.entries(largest.subjects).map(([k, v]) => `${k} ${JSON.stringify(v)}`).join(', ')}`);
  for (const error of results.errors) log(`note: ${error}`);
  log(`\nresults: ${path.relative(process.cwd(), jsonFile)}`);
  log(`${results.passed} passed, ${results.failed} failed`);
  return results.failed ? 1 : 0;
}
