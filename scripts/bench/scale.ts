// npm run bench -- --scale: how the staff side's cost grows with the size of the agency (docs/performance.md, "Scale").
// First a new database for each size (1,000, 10,000 and 50,000 students; `--sizes=1000,10000` for a quick run) in one
// throwaway cluster pinned to the server core, filled by scripts/seed-scale.ts. Then the built site started on each
// (scripts/bench/site.ts), all of them running together, each with its own data and uploads, session secret and a probe
// that forces a collection and reports the heap on SIGUSR2 (gc-probe.mjs, preloaded: nothing is added to the app);
// staff signed in on each. Then every figure in ROUNDS rounds: each round measures every size once, one after the
// other, with wrk with 4 connections for ROUND_S, the sizes' order rotated by one each round (1k, 10k, 50k; then 10k,
// 50k, 1k; …), after a warm-up of every figure at every size. The shared machine's speed changes by up to threefold
// over minutes, so sizes measured minutes apart compare the machine's moments: rounds seconds apart, and the median of
// each size's rounds, compare the sizes. The figures: each staff API read (the same searches and filters at every size,
// the largest size's); one student's export, timed at each size; the staff pages, each measured while a writer makes 10
// writes a second to other students' applications on the site being measured, so that what the server keeps of
// signed-in reads per generation (server/lib/private-data.ts) is measured for the reuse it really gets. Then each
// server's RSS and its heap after a forced collection. Prints each figure's median p95 at each size as it goes and a
// table of every figure at each size and the largest over the smallest at the end, writes
// bench-results/bench-scale-<time>.json (every round's figures too) and .md, and ends with "N passed, N failed" (exit 1
// when a budget fails). The budgets are report.ts's SCALE_BUDGETS.
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
import { evaluateScaleBudgets, type HeapProbe, median, roundOrder, type ScaleMeasure, scaleMeasureOfRounds, type ScaleResults, type ScaleRound, type ScaleRun, scaleTableHeader, scaleTableRows, textTable, writeResults } from './report';
import { sessionCookie, signIn } from './signed-in';
import { assertRunning, newSessionSecret, rawGet, type RunningServer, startSite } from './site';
import { runWrk, WRK } from './wrk';

export const SCALE_SIZES = [1_000, 10_000, 50_000];
/** Closed loop: this many clients ask at once, one request each at a time. */
const CONNECTIONS = 4;
/**
 * Each figure at each size: warmed up once before any round (all figures in turn), then measured in ROUNDS rounds of
 * ROUND_S each (the median of the rounds kept): 1 + 3 × 2 s, as long as the 2 s of warm-up and 5 s measured of a size
 * at a time before.
 */
const WARMUP_S = 1;
const ROUNDS = 3;
const ROUND_S = 2;
/**
 * The sites run together on one cluster, which takes 60 connections (server/db/embedded.ts): each site holds up to 14
 * (its pool of 10, the job queue's 2, the listener, the jobs' start).
 */
const MAX_SIZES = 4;
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
  const distinct = [...new Set(sizes)].sort((a, b) => a - b);
  if (distinct.length > MAX_SIZES) throw new Error(`bench: ${arg}: at most ${MAX_SIZES} sizes, whose sites run together on one cluster`);
  return distinct;
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

/** The first answer, asked for once before the warm-up: its status (a figure whose first answer fails counts an error). */
async function firstStatus(site: RunningServer, figure: Figure, cookie: string): Promise<number> {
  assertRunning(site);
  return (await rawGet(`${site.url}${figure.path}`, { Cookie: cookie })).status;
}

async function wrkOn(site: RunningServer, figure: Figure, cookie: string, seconds: number, exact: boolean) {
  assertRunning(site);
  return runWrk(`${site.url}${figure.path}`, seconds, { Cookie: cookie }, { connections: CONNECTIONS, exact }).catch((error: unknown) => {
    assertRunning(site);
    throw error;
  });
}

/** One measured round of a figure on one site. */
async function measureRound(site: RunningServer, figure: Figure, cookie: string, round: number, position: number): Promise<ScaleRound> {
  const w = await wrkOn(site, figure, cookie, ROUND_S, true);
  return {
    round,
    position,
    p50Ms: w.latencyMs.p50,
    p95Ms: w.latencyMs.p95 ?? Number.NaN,
    p99Ms: w.latencyMs.p99,
    rps: w.requestsPerSec,
    requests: w.requests,
    errors: (w.non2xx ?? w.non2xx3xx) + w.socketErrors.connect + w.socketErrors.read + w.socketErrors.write + w.socketErrors.timeout,
  };
}

// ——— The writer ———

/**
 * Moves the deadline of one of `applications` at a steady rate through the API (PATCH, with the caller's session and
 * XSRF header), as staff at work do, from each start() to the next stop(); its report adds up every stretch. A write
 * that is not answered 200, or that cannot start because three seconds' worth are still waiting (the server fell that
 * far behind), is a failure. Some wait is expected: the four clients keep the server's core busy, and a write queues
 * behind their renders.
 */
function makeWriter(caller: Caller, applications: number[], perSecond: number) {
  const report: ScaleRun['writer'] = { perSecond, seconds: 0, done: 0, failed: 0, problems: [] };
  const inFlight = new Set<Promise<void>>();
  const problem = (text: string) => {
    report.failed += 1;
    if (report.problems.length < 10) report.problems.push(text);
  };
  // Counted over every stretch, so that each write sets another deadline than the last one on its row (a write that
  // changes a row starts a new generation).
  let k = 0;
  const write = () => {
    if (inFlight.size >= 3 * perSecond) return problem(`the server fell behind: ${inFlight.size} writes waiting`);
    k += 1;
    const id = applications[k % applications.length]!;
    const deadline = utcDay(Date.UTC(2027, 0, 1) + (k % 300) * 86_400_000);
    const sent = caller.request('PATCH', apiUrl('updateApplication', { id }), { json: { deadline } }).then((answer) => {
      if (answer.status === 200) report.done += 1;
      else problem(`PATCH application ${id}: ${answer.error ?? `${answer.status} ${answer.body.toString('utf8').slice(0, 160)}`}`);
    });
    inFlight.add(sent);
    void sent.finally(() => inFlight.delete(sent));
  };
  let timer: NodeJS.Timeout | undefined;
  let since = 0;
  return {
    report,
    /** Writes at once (what was kept before the stretch is not reused), then every 1/perSecond s. */
    start(): void {
      if (timer) return;
      since = Date.now();
      write();
      timer = setInterval(write, 1000 / perSecond);
    },
    /** Stops writing and waits for the writes still out. */
    async stop(): Promise<void> {
      if (!timer) return;
      clearInterval(timer);
      timer = undefined;
      await Promise.all(inFlight);
      report.seconds += (Date.now() - since) / 1000;
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

// ——— Each size: its database, then its site ———

interface SeededSize {
  students: number;
  database: string;
  url: string;
  dir: string;
  uploadsDir: string;
  seed: ScaleRun['seed'];
  staff: { admin: string; adviser: string; writer: string; password: string };
  subjects: Subjects;
}

/** A new database of `students` on the cluster, seeded, with the student whose export is timed given a password. */
async function seedSize(students: number, cluster: Cluster, base: string, created: string[], log: (line: string) => void): Promise<SeededSize> {
  const database = `scale_${students}`;
  await onCluster(cluster.url, `CREATE DATABASE ${database}`);
  created.push(database);
  const url = databaseUrl(cluster.url, database);
  const dir = path.join(base, `size-${students}`);
  // The seed's stored files (documents, invoices, images) go where the site will look for them: the export reads them.
  const uploadsDir = path.join(dir, 'uploads');
  fs.mkdirSync(uploadsDir, { recursive: true });
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
  return { students, database, url, dir, uploadsDir, seed, staff: { admin, adviser, writer, password: seeded.staff.password }, subjects };
}

/**
 * Every size is asked the largest size's searches and filters (its most common surname's piece, its most frequent
 * stage and intake): a figure's ratio then compares one request on more data, not two requests (a size's most common
 * surname is another size's rare one). The student whose file, page and export are read stays each size's own.
 */
function askAlike(seeded: SeededSize[]): void {
  const largest = seeded.at(-1)?.subjects;
  if (!largest) return;
  for (const { subjects } of seeded) Object.assign(subjects, { search: largest.search, stage: largest.stage, intake: largest.intake });
}

interface SizeSite {
  size: SeededSize;
  site: RunningServer;
  probeFile: string;
  cookies: Record<Figure['as'], string>;
  studentSession: Caller;
  writer: ReturnType<typeof makeWriter>;
  /** This size's figures by kind and name. */
  figures: Map<string, Figure>;
  measured: ScaleMeasure[];
  /** Each figure's first answer's status (a figure whose first answer fails counts an error), by key. */
  firstStatus: Map<string, number>;
  heap: Partial<ScaleRun['memory']['heap']>;
}

const figureKey = (f: { kind: string; name: string }) => `${f.kind} ${f.name}`;

/** The built site on a size's database, with its own data, uploads, probe file and session secret; staff signed in. */
async function startSizeSite(size: SeededSize): Promise<SizeSite> {
  const probeFile = path.join(size.dir, 'heap.json');
  const site = await startSite({
    name: `site (${size.students} students)`,
    tag: `scale-${size.students}`,
    dataDir: path.join(size.dir, 'data'),
    uploadsDir: size.uploadsDir,
    sessionSecret: newSessionSecret(),
    // ADMIN_MFA=optional: staff sign in without a second step.
    extraEnv: { DATABASE_URL: size.url, SEED_DEMO: 'false', ADMIN_MFA: 'optional', BENCH_GC_PROBE_FILE: probeFile },
    nodeFlags: ['--expose-gc', '--import', GC_PROBE],
  });
  const { admin, adviser, writer, password } = size.staff;
  const cookies = { admin: sessionCookie(await signIn(site.url, admin, password)), adviser: sessionCookie(await signIn(site.url, adviser, password)) };
  const writerSession = await signIn(site.url, writer, password);
  const studentSession = await signIn(site.url, size.subjects.student.email, STUDENT_PASSWORD);
  const figures = new Map([...apiFigures(size.subjects), ...pageFigures(size.subjects)].map((f) => [figureKey(f), f]));
  return { size, site, probeFile, cookies, studentSession, writer: makeWriter(writerSession, size.subjects.writerApplications, WRITES_PER_S), figures, measured: [], firstStatus: new Map(), heap: {} };
}

const fmtP95 = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

/**
 * One figure at every size that has it: ROUNDS rounds, each measuring every size once, one after the other, in an
 * order rotated by one each round (its first answer and warm-up came before any round). A page is measured under its
 * site's writer.
 */
async function measureFigure(key: string, sites: SizeSite[], log: (line: string) => void): Promise<void> {
  const present = sites.filter((s) => s.figures.has(key));
  const rounds = new Map<SizeSite, ScaleRound[]>(present.map((s) => [s, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = roundOrder(present, round);
    for (const [position, s] of order.entries()) {
      const figure = s.figures.get(key)!;
      const cookie = s.cookies[figure.as];
      // The writer writes on the site being measured only, started before and stopped after each measurement (its
      // warm-up too): writers left running on the other sites would load the server core they share with it.
      if (figure.kind === 'page') s.writer.start();
      try {
        rounds.get(s)!.push(await measureRound(s.site, figure, cookie, round, position));
      } finally {
        await s.writer.stop();
      }
    }
  }
  const each = present.map((s) => {
    const m = scaleMeasureOfRounds(s.figures.get(key)!, s.firstStatus.get(key)!, rounds.get(s)!);
    s.measured.push(m);
    return { students: s.size.students, m };
  });
  const [first] = each;
  const last = each.at(-1);
  const ratio = first && last && each.length > 1 ? `; ${last.students.toLocaleString('en-GB')} / ${first.students.toLocaleString('en-GB')} ${(last.m.p95Ms / first.m.p95Ms).toFixed(2)}×` : '';
  const cells = each.map(
    ({ students, m }) =>
      `${students.toLocaleString('en-GB')} ${fmtP95(m.p95Ms)} ms [${m.rounds!.map((x) => fmtP95(x.p95Ms)).join(' ')}]${m.errors ? ` (${m.errors} errors, first answer ${m.status})` : ''}`,
  );
  log(`  ${key}: p95 ${cells.join(' · ')}${ratio}`);
}

/** One student's export at each size, EXPORT_TIMES times in a row, the median kept. */
async function timeExport(s: SizeSite, log: (line: string) => void): Promise<ScaleRun['export']> {
  assertRunning(s.site);
  const exportPath = apiUrl('exportMyData');
  const times: number[] = [];
  let last = { status: 0, bytes: 0 };
  for (let i = 0; i < EXPORT_TIMES; i++) {
    const answer = await s.studentSession.get(exportPath);
    times.push(answer.ms);
    last = { status: answer.status, bytes: answer.body.length };
  }
  const exported = { path: exportPath, ...last, ms: times, medianMs: median(times) };
  log(`  ${s.size.students.toLocaleString('en-GB')} students: one student's export: median ${exported.medianMs.toFixed(0)} ms of ${times.map((t) => t.toFixed(0)).join(', ')} (${last.status}, ${last.bytes} bytes)`);
  return exported;
}

/** Every size measured on its own site, the sites running together (see the header). */
async function measureSizes(sizes: SeededSize[], log: (line: string) => void): Promise<ScaleRun[]> {
  const sites: SizeSite[] = [];
  try {
    // One after the other: each site takes a free port when it starts, and holds it only once it listens.
    for (const size of sizes) {
      log(`scale: starting the site on ${size.students.toLocaleString('en-GB')} students…`);
      sites.push(await startSizeSite(size));
    }
    for (const s of sites) s.heap.baseline = await heapAfterGc(s.site, s.probeFile);
    // Every figure asked for once and then warmed up (a page under the writer), before any round: what the server
    // loads, compiles and keeps in its bounded caches on first use is then in the "warm" heap, and what the rounds add
    // after it is what grows with the load.
    for (const s of sites) {
      for (const [key, figure] of s.figures) {
        const cookie = s.cookies[figure.as];
        s.firstStatus.set(key, await firstStatus(s.site, figure, cookie));
        if (figure.kind === 'page') s.writer.start();
        try {
          await wrkOn(s.site, figure, cookie, WARMUP_S, false);
        } finally {
          await s.writer.stop();
        }
      }
      s.heap.warm = await heapAfterGc(s.site, s.probeFile);
    }

    // Every figure of any size, in the order of the largest size's list (the budgets' size).
    const keys = [...new Set([...sites].reverse().flatMap((s) => [...s.figures.keys()]))];
    const kind = (key: string) => key.split(' ')[0];
    log(`scale: API reads, ${ROUNDS} rounds of ${ROUND_S} s at each size, the sizes' order rotated each round…`);
    for (const key of keys.filter((k) => kind(k) === 'api')) await measureFigure(key, sites, log);

    const exports = new Map<SizeSite, ScaleRun['export']>();
    for (const s of sites) exports.set(s, await timeExport(s, log));

    log(`scale: pages, each while its site's writer makes ${WRITES_PER_S} writes a second to other students' applications…`);
    for (const key of keys.filter((k) => kind(k) === 'page')) await measureFigure(key, sites, log);
    for (const s of sites) {
      const w = s.writer.report;
      log(`  ${s.size.students.toLocaleString('en-GB')} students: writes by ${s.size.staff.writer}: ${w.done} done, ${w.failed} failed in ${w.seconds.toFixed(0)} s${w.problems.length ? ` (${w.problems[0]})` : ''}`);
    }

    const runs: ScaleRun[] = [];
    for (const s of sites) {
      const end = await heapAfterGc(s.site, s.probeFile);
      const rss = rssMb(s.site.process.child.pid!);
      const { baseline, warm } = s.heap as Required<typeof s.heap>;
      log(`  ${s.size.students.toLocaleString('en-GB')} students: memory: RSS ${rss} MB; heap after GC ${(baseline.heapUsed / 1048576).toFixed(1)} → ${(warm.heapUsed / 1048576).toFixed(1)} → ${(end.heapUsed / 1048576).toFixed(1)} MB`);
      const { subjects, staff } = s.size;
      runs.push({
        students: s.size.students,
        seed: s.size.seed,
        subjects: {
          student: subjects.student.id,
          ...Object.fromEntries(Object.entries(subjects.search).map(([k, v]) => [`search ${k}`, v])),
          stage: subjects.stage,
          intake: subjects.intake,
          adviser: staff.adviser,
          writer: staff.writer,
        },
        figures: s.measured,
        export: exports.get(s)!,
        writer: s.writer.report,
        memory: { rssMb: rss, heap: { baseline, warm, end } },
      });
    }
    return runs;
  } finally {
    for (const s of [...sites].reverse()) {
      await s.writer.stop();
      await s.site.process.stop();
    }
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
      wrk: { threads: WRK.threads, connections: CONNECTIONS, warmupS: WARMUP_S, durationS: ROUND_S, timeoutS: WRK.timeoutS, script: 'scripts/bench/wrk-exact.lua (p95, non-2xx)' },
      rounds: { count: ROUNDS, measureSPerRound: ROUND_S, warmupSPerFigureAndSize: WARMUP_S, order: 'every size once per round, the order rotated by one each round' },
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
  const created: string[] = [];
  try {
    const seeded: SeededSize[] = [];
    for (const students of sizes) {
      assertRunning({ name: cluster.process.name, url: cluster.url, process: cluster.process });
      seeded.push(await seedSize(students, cluster, base, created, log));
    }
    askAlike(seeded);
    results.runs = await measureSizes(seeded, log);
  } finally {
    for (const database of created) await onCluster(cluster.url, `DROP DATABASE IF EXISTS ${database}`).catch((error: unknown) => log(`scale: could not drop ${database}: ${(error as Error).message}`));
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
