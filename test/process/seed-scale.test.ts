// `npm run seed:scale`: a large agency in an empty database, the same rows every time for the same number of students,
// refused by a database that has people unless --force, and signed into with the password it exports.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import pg from 'pg';
import { SCALE_PASSWORD, seedScale } from '../../scripts/seed-scale';
import { createDb } from '../../server/db/knex';
import { loadEnv } from '../../server/env';
import { verifyPassword } from '../../server/lib/passwords';
import { createServices } from '../../server/services';
import { runNode } from '../helpers/cli';
import { createFreshDatabase, testDatabase } from '../helpers/database';
import { COUNTED_RECEIVABLE_DAYS, KEPT_RECEIVABLE_DAYS } from '../helpers/receivable-days';

const STUDENTS = 300;

/** The seed's command line, as `npm run seed:scale` runs it (through tsx). */
const seedCli = (args: string[], env: Record<string, string>) => runNode([path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/seed-scale.ts', ...args], env);

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Rows per table of the agency. */
async function counts(url: string): Promise<Record<string, number>> {
  const tables = ['users', 'leads', 'lead_events', 'consultations', 'applications', 'application_history', 'documents', 'document_versions', 'document_access_log', 'messages', 'message_threads', 'plan_tasks', 'agreements', 'receivables', 'invoices', 'audit_log'];
  const [row] = await query<Record<string, number>>(url, `select ${tables.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(', ')}`);
  return row!;
}

/** Fingerprints of the people and of a sample of what they wrote and did (the password's hash is salted: left out). */
async function fingerprints(url: string): Promise<Record<string, string>> {
  const [row] = await query<Record<string, string>>(
    url,
    `select (select md5(string_agg(firstname || lastname || email || coalesce(phone, '') || created_at::text, ',' order by id)) from users) as users,
            (select md5(string_agg(author_name || body || created_at::text, ',' order by id)) from messages where id % 7 = 0) as messages,
            (select md5(string_agg(concat_ws('|', student_id, institution_id, course, intake, stage, deposit_amount, reply, tuition_amount), ',' order by id)) from applications) as applications,
            (select md5(string_agg(concat_ws('|', at, actor_id, action, target_id, summary), ',' order by id)) from audit_log where id % 11 = 0) as audit,
            (select md5(string_agg(concat_ws('|', email, stage, source::text, created_at), ',' order by id)) from leads) as leads,
            (select md5(string_agg(concat_ws('|', storage_key, sha256, original_name), ',' order by id)) from document_versions) as files`,
  );
  return row!;
}

/** Rows whose foreign key points at nothing (the load turns the keys' triggers off, so they are checked here). */
async function orphans(url: string): Promise<string[]> {
  const keys = await query<{ name: string; child: string; parent: string; ccols: string; pcols: string }>(
    url,
    `select k.conname as name, f.relname as child, t.relname as parent,
            (select string_agg(quote_ident(a.attname), ',' order by a.attnum) from pg_attribute a where a.attrelid = k.conrelid and a.attnum = any(k.conkey)) as ccols,
            (select string_agg(quote_ident(a.attname), ',' order by a.attnum) from pg_attribute a where a.attrelid = k.confrelid and a.attnum = any(k.confkey)) as pcols
       from pg_constraint k join pg_class f on f.oid = k.conrelid join pg_class t on t.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  const found: string[] = [];
  for (const k of keys) {
    const [row] = await query<{ n: number }>(
      url,
      `select count(*)::int as n from ${pg.escapeIdentifier(k.child)} c where (${k.ccols}) is not null and not exists (select 1 from ${pg.escapeIdentifier(k.parent)} p where (p.${k.pcols.replace(/,/g, ', p.')}) = (c.${k.ccols.replace(/,/g, ', c.')}))`,
    );
    if (row!.n) found.push(`${k.name}: ${row!.n}`);
  }
  return found;
}

describe('npm run seed:scale', function () {
  this.timeout(120_000);
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-scale-test-'));
  const drops: Array<() => Promise<void>> = [];
  let first: { url: string; counts: Record<string, number>; fingerprints: Record<string, string> };

  const freshDatabase = async () => {
    const fresh = await createFreshDatabase((await testDatabase()).url, 'seedscale');
    drops.push(fresh.drop);
    return fresh.url;
  };
  const env = (url: string, name: string) => ({ DATABASE_URL: url, UPLOADS_DIR: path.join(base, name, 'uploads'), DATA_DIR: path.join(base, name, 'data') });

  before(async () => {
    const url = await freshDatabase();
    const run = await seedCli(['--students', String(STUDENTS)], env(url, 'a'));
    expect(run.code, run.stderr).to.equal(0);
    expect(run.stdout).to.match(/audit_log\s+[\d,]+ rows/).and.include('admin1@scale.example').and.include(`"${SCALE_PASSWORD}"`);
    first = { url, counts: await counts(url), fingerprints: await fingerprints(url) };
  });

  after(async () => {
    for (const drop of drops) await drop().catch(() => undefined);
    fs.rmSync(base, { recursive: true, force: true });
  });

  it('grows everything with the number of students, the same numbers every time', () => {
    const c = first.counts;
    // 300 students, one adviser, one admin; as many leads that never registered as students.
    expect(c.users).to.equal(STUDENTS + 2);
    expect(c.leads).to.equal(2 * STUDENTS);
    expect(c.applications).to.be.within(2.6 * STUDENTS, 3.4 * STUDENTS);
    expect(c.application_history).to.be.within(3 * c.applications!, 6 * c.applications!);
    expect(c.messages).to.be.within(8 * STUDENTS, 12 * STUDENTS);
    expect(c.documents).to.be.within(1.5 * STUDENTS, 3 * STUDENTS);
    expect(c.document_access_log).to.be.within(15 * STUDENTS, 25 * STUDENTS);
    expect(c.audit_log).to.be.within(25 * STUDENTS, 35 * STUDENTS);
    expect(c.consultations).to.be.within(0.25 * STUDENTS, 0.6 * STUDENTS);
    expect(c.receivables).to.be.above(0.3 * STUDENTS);
    // The generator's exact output for 300 students: a change to it changes these, on purpose.
    expect(c).to.deep.equal({
      users: 302,
      leads: 600,
      lead_events: 3131,
      consultations: 126,
      applications: 872,
      application_history: 4180,
      documents: 758,
      document_versions: 816,
      document_access_log: 6078,
      messages: 3253,
      message_threads: 292,
      plan_tasks: 369,
      agreements: 90,
      receivables: 152,
      invoices: 148,
      audit_log: 8821,
    });
  });

  it('makes rows whose keys all point at something, and stores the files its documents name', async () => {
    expect(await orphans(first.url)).to.deep.equal([]);
    const versions = await query<{ storage_key: string; sha256: string; size: string }>(first.url, 'select storage_key, sha256, size from document_versions order by id limit 60');
    for (const v of versions) {
      const bytes = fs.readFileSync(path.join(base, 'a', 'uploads', 'private', v.storage_key));
      expect(createHash('sha256').update(bytes).digest('hex')).to.equal(v.sha256);
      expect(bytes.length).to.equal(Number(v.size));
    }
  });

  it('makes the commission’s totals per due day from the rows it loaded with the triggers off', async () => {
    const kept = await query<{ k: string; n: string }>(first.url, KEPT_RECEIVABLE_DAYS);
    const counted = await query<{ k: string; n: string }>(first.url, COUNTED_RECEIVABLE_DAYS);
    expect(counted.length).to.be.greaterThan(0);
    expect(kept).to.deep.equal(counted);
  });

  it('names people in their own scripts, with ASCII e-mail addresses', async () => {
    const names = (await query<{ name: string }>(first.url, `select firstname || ' ' || lastname as name from users where role = 'user'`)).map((r) => r.name).join('\n');
    expect(names).to.match(/\p{Script=Arabic}/u);
    expect(names).to.match(/\p{Script=Han}/u);
    expect(names).to.match(/\p{Script=Devanagari}/u);
    expect(names).to.match(/[À-ž]/u);
    const [bad] = await query<{ n: number }>(first.url, `select count(*)::int as n from users where email !~ '^[a-z0-9.-]+@[a-z.]+$'`);
    expect(bad!.n).to.equal(0);
  });

  it('leaves the plans as the site’s daily sweep does: looking at every plan again finds nothing new to send', async () => {
    const db = createDb(first.url, { max: 2 });
    try {
      const rows = async () => ({
        checks: (await db('plan_checks').orderBy('student_id').select('student_id', db.raw('checked_for::text'), db.raw('next_on::text'))) as Array<{ student_id: string }>,
        alerts: await db('plan_alerts').orderBy(['student_id', 'key']).select('student_id', 'key', 'title', 'status', db.raw('due_on::text'), 'reason'),
        reminders: await db('plan_reminders').orderBy(['student_id', 'key']).select('student_id', 'key', db.raw('due_on::text')),
      });
      const seeded = await rows();
      const [{ n }] = (await db('users').where({ role: 'user' }).whereNull('disabled_at').whereNull('deletion_requested_at').count({ n: '*' })) as [{ n: string }];
      expect(seeded.checks).to.have.length(Number(n));
      expect(seeded.alerts.length).to.be.above(0);
      expect(seeded.reminders.length).to.be.above(0);

      // The sweep looks at nobody after the seed; made to look at everyone, it agrees with every row.
      const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: first.url, DATA_DIR: path.join(base, 'sweep'), SEED_DEMO: 'false', SESSION_SECRET: randomBytes(36).toString('base64url') });
      const { plan } = createServices({ db, env });
      expect(await plan.sweep()).to.deep.equal({ students: 0, alerted: 0, reminded: 0 });
      await db('plan_checks').delete();
      const swept = await plan.sweep();
      expect(swept.students).to.be.above(STUDENTS / 2);
      expect(swept).to.include({ alerted: 0, reminded: 0 });
      const again = await rows();
      const looked = new Set(again.checks.map((c) => c.student_id));
      expect(again.checks).to.deep.equal(seeded.checks.filter((c) => looked.has(c.student_id)));
      expect(again.alerts).to.deep.equal(seeded.alerts);
      expect(again.reminders).to.deep.equal(seeded.reminders);
    } finally {
      await db.destroy();
    }
  });

  it('gives staff the exported password, without two-step sign-in', async () => {
    const staff = await query<{ email: string; role: string; password: string; verified: boolean; mfa: boolean }>(
      first.url,
      `select email, role, password, email_verified_at is not null as verified, mfa_enabled_at is not null as mfa from users where role <> 'user' order by id`,
    );
    expect(staff.map((s) => `${s.role} ${s.email}`)).to.deep.equal(['admin admin1@scale.example', 'adviser adviser1@scale.example']);
    for (const s of staff) {
      expect(s.verified && !s.mfa).to.equal(true);
      expect(await verifyPassword(s.password, SCALE_PASSWORD)).to.equal(true);
    }
  });

  it('refuses a database that has people (exit 1, one line), and with --force empties it and makes the same rows', async () => {
    const refused = await seedCli(['--students', String(STUDENTS)], env(first.url, 'a'));
    expect(refused.code).to.equal(1);
    expect(refused.stderr.trim()).to.match(/^The database is not empty \(302 users\): .*--force/);
    expect(refused.stderr.trim().split('\n')).to.have.length(1);
    const forced = await seedCli(['--students', String(STUDENTS), '--force'], env(first.url, 'a'));
    expect(forced.code, forced.stderr).to.equal(0);
    expect(forced.stdout).to.include('--force: emptying the people tables');
    expect(await counts(first.url)).to.deep.equal(first.counts);
    expect(await fingerprints(first.url)).to.deep.equal(first.fingerprints);
  });

  it('called in-process on another fresh database, makes the same rows and says what it made', async () => {
    const url = await freshDatabase();
    const lines: string[] = [];
    const result = await seedScale({ databaseUrl: url, uploadsDir: path.join(base, 'b', 'uploads'), students: STUDENTS, log: (line) => lines.push(line) });
    expect(result.staff).to.deep.equal({ password: SCALE_PASSWORD, admins: ['admin1@scale.example'], advisers: ['adviser1@scale.example'] });
    expect(result.counts.users).to.equal(STUDENTS + 2);
    expect(result.counts.audit_log).to.equal(first.counts.audit_log);
    expect(lines.some((l) => l.startsWith('done in'))).to.equal(true);
    expect(await fingerprints(url)).to.deep.equal(first.fingerprints);
  });

  it('checks --students: a whole number from 1 to 1,000,000 (exit 2)', async () => {
    for (const value of ['0', '1000001', '12.5', 'many']) {
      const run = await seedCli(['--students', value], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
      expect(run.code, value).to.equal(2);
      expect(run.stderr).to.match(/--students must be a whole number from 1 to 1,000,000/);
    }
  });
});
