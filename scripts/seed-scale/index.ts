// The scale seed: an empty database (DATABASE_URL, else the embedded cluster under DATA_DIR, opened as the site opens
// it) is migrated, given the site's demo content (countries, institutions, pages) and then a large agency's people,
// loaded through COPY on one connection inside one transaction: the people tables emptied, their secondary indexes
// dropped and made again after the load (read from pg_indexes, so indexes added by later migrations are kept too),
// foreign-key triggers off while loading where the role may turn them off, sequences moved past the ids, ANALYZE last.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { migrateLatest } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import { loadEnv } from '../../server/env';
import { hashPassword } from '../../server/lib/passwords';
import { seedSiteContent } from '../../server/seed';
import { copyRows } from './copy';
import { makeSharedFiles, StoredFiles } from './files';
import { lookAtPlans } from './plans';
import { agencyTables, type CountryRow, DOCUMENT_FILE_KINDS, type InstitutionRow, makePlan, scaleOf } from './model';

/** Every generated account (staff and students) signs in with this password. */
export const SCALE_PASSWORD = 'scale bench password';
export const DEFAULT_STUDENTS = 50_000;
export const MAX_STUDENTS = 1_000_000;

export interface SeedScaleOptions {
  /** The database; else DATABASE_URL, else the embedded cluster under `dataDir` (DATA_DIR). */
  databaseUrl?: string;
  dataDir?: string;
  /** Where stored files go (UPLOADS_DIR): the documents' and invoices' files, the content's images. */
  uploadsDir?: string;
  students?: number;
  /** Empty the people tables of a database that has people, instead of refusing it. */
  force?: boolean;
  /** Progress, a line at a time (nothing when not given). */
  log?: (line: string) => void;
}

export interface SeedScaleResult {
  students: number;
  /** Rows loaded per table. */
  counts: Record<string, number>;
  staff: { password: string; admins: string[]; advisers: string[] };
  ms: number;
  embedded: boolean;
}

/** The database already has people, and no --force was given. */
export class SeedScaleRefused extends Error {}
/** The options make no sense (a number of students out of range). */
export class SeedScaleUsage extends Error {}

/** The tables of people and of their work; tables whose rows belong to these (by a cascading key) are added. */
const PEOPLE_TABLES = [
  'users', 'access_tokens', 'password_resets', 'oauth_identities', 'email_tokens', 'mfa_recovery_codes', 'mfa_challenges', 'pending_registrations',
  'documents', 'document_versions', 'document_access_log', 'applications', 'application_history', 'application_reminders', 'messages', 'message_threads',
  'leads', 'lead_events', 'adviser_destinations', 'lead_rotation', 'adviser_availability', 'consultations', 'consultation_reminders',
  'plan_tasks', 'plan_alerts', 'plan_reminders', 'plan_checks', 'agreements', 'receivables', 'invoices', 'invoice_counters', 'audit_log',
];

export function checkStudents(value: unknown): number {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_STUDENTS) {
    throw new SeedScaleUsage(`--students must be a whole number from 1 to ${MAX_STUDENTS.toLocaleString('en')} (got ${JSON.stringify(value)}).`);
  }
  return n;
}

const ident = (name: string) => pg.Client.prototype.escapeIdentifier(name);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface ForeignKey {
  name: string;
  from: string;
  to: string;
  action: string;
  definition: string;
  columns: string[];
}

async function foreignKeys(client: pg.Client): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(
    `select k.conname as name, f.relname as "from", t.relname as "to", k.confdeltype as action, pg_get_constraintdef(k.oid) as definition,
            array(select a.attname::text from pg_attribute a where a.attrelid = k.conrelid and a.attnum = any(k.conkey)) as columns
       from pg_constraint k join pg_class f on f.oid = k.conrelid join pg_class t on t.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  return rows;
}

/**
 * The people tables, with every table whose rows go with theirs (a key that cascades or forbids the delete), and the
 * keys of the other tables that only point at people (set to null when the person goes: an image's uploader).
 */
function peopleTables(present: Set<string>, keys: ForeignKey[]): { tables: Set<string>; pointing: ForeignKey[] } {
  const tables = new Set(PEOPLE_TABLES.filter((t) => present.has(t)));
  for (let grew = true; grew; ) {
    grew = false;
    for (const key of keys) {
      if (tables.has(key.to) && !tables.has(key.from) && key.action !== 'n' && key.action !== 'd') {
        tables.add(key.from);
        grew = true;
      }
    }
  }
  return { tables, pointing: keys.filter((k) => tables.has(k.to) && !tables.has(k.from)) };
}

export async function seedScale(options: SeedScaleOptions = {}): Promise<SeedScaleResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const students = checkStudents(options.students ?? DEFAULT_STUDENTS);
  const env = loadEnv({
    ...process.env,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    ...(options.uploadsDir ? { UPLOADS_DIR: options.uploadsDir } : {}),
    // The seed serves nothing: a secret of its own keeps loadEnv from asking for one or writing one to DATA_DIR.
    NODE_ENV: 'development',
    SESSION_SECRET: randomBytes(36).toString('base64url'),
  });
  const database = await openDatabase(env);
  try {
    const { rows: has } = (await database.db.raw(`select to_regclass('public.users') is not null as present`)) as { rows: Array<{ present: boolean }> };
    if (has[0]?.present) {
      const { rows } = (await database.db.raw('select count(*)::int as n from (select 1 from users limit 1000000) u')) as { rows: Array<{ n: number }> };
      const people = rows[0]?.n ?? 0;
      if (people > 0 && !options.force) {
        throw new SeedScaleRefused(`The database is not empty (${people.toLocaleString('en')} users): the scale seed fills an empty database; --force empties its people tables first.`);
      }
      if (people > 0) log(`--force: emptying the people tables (${people.toLocaleString('en')} users)`);
    }
    log(database.embedded ? `database: the embedded cluster under ${env.dataDir}` : 'database: DATABASE_URL');
    let step = Date.now();
    const applied = await migrateLatest(database.db);
    log(`migrations: ${applied.length ? `${applied.length} applied` : 'up to date'} (${seconds(Date.now() - step)})`);
    step = Date.now();
    const seeded = await seedSiteContent(database.db, env);
    log(`site content: ${seeded ? 'seeded' : 'kept as it was'} (${seconds(Date.now() - step)})`);

    const countries = (await database.db('countries').orderBy('id').select('id', 'slug', 'name')) as CountryRow[];
    const institutions = (await database.db('institutions').orderBy('id').select('id', 'name', 'slug', 'country_id', 'type')) as InstitutionRow[];
    step = Date.now();
    const passwordHash = await hashPassword(SCALE_PASSWORD);
    const files = await makeSharedFiles(DOCUMENT_FILE_KINDS);
    const plan = makePlan(
      students,
      { countries: countries.map((c) => ({ ...c, id: Number(c.id) })), institutions: institutions.map((i) => ({ ...i, id: Number(i.id), country_id: Number(i.country_id) })) },
      passwordHash,
      files,
    );
    log(`plan: ${students.toLocaleString('en')} students, ${plan.advisers.length} advisers, ${plan.admins.length} admins, ${plan.prospects.length.toLocaleString('en')} other leads (${seconds(Date.now() - step)})`);

    const stored = new StoredFiles(path.join(env.uploadsDir, 'private'));
    const counts = await load(database.url, plan, stored, log);
    log(`files: ${stored.placed.toLocaleString('en')} stored files (${stored.copied.toLocaleString('en')} written, the others links) under ${path.join(env.uploadsDir, 'private')}`);
    step = Date.now();
    const plans = await lookAtPlans(database.db, new Date());
    log(`plans: ${plans.students.toLocaleString('en')} students looked at as the daily sweep does, ${plans.alerts.toLocaleString('en')} alerts, ${plans.reminders.toLocaleString('en')} reminders recorded as sent (${seconds(Date.now() - step)})`);
    const ms = Date.now() - started;
    log(`done in ${seconds(ms)}`);
    return {
      students,
      counts,
      staff: { password: SCALE_PASSWORD, admins: plan.admins.map((a) => a.email), advisers: plan.advisers.map((a) => a.email) },
      ms,
      embedded: database.embedded,
    };
  } finally {
    await database.close();
  }
}

/** The load, in one transaction on one connection. */
async function load(url: string, plan: ReturnType<typeof makePlan>, stored: StoredFiles, log: (line: string) => void): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts: Record<string, number> = {};
  try {
    await client.query(`set statement_timeout = 0; set synchronous_commit = off; set maintenance_work_mem = '512MB'; set datestyle = 'ISO, YMD'; set timezone = 'UTC'`);
    await client.query('begin');
    // The audit log refuses TRUNCATE unless the transaction says it replaces everything (as a restore does).
    await client.query(`set local app.restoring = 'on'`);
    const present = new Set((await client.query<{ name: string }>(`select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`)).rows.map((r) => r.name));
    const keys = await foreignKeys(client);
    const { tables, pointing } = peopleTables(present, keys);
    const list = [...tables];

    // Foreign-key checks and the tables' own triggers (notifications, the registrations' clean-up) are off for the
    // load when the role may say so (a superuser); otherwise the keys go and come back, checked, and the triggers
    // are disabled by the tables' owner.
    const { rows: role } = await client.query<{ super: boolean }>('select rolsuper as super from pg_roles where rolname = current_user');
    const replica = Boolean(role[0]?.super);
    const dropped: ForeignKey[] = [...pointing];
    if (replica) {
      await client.query('set local session_replication_role = replica');
    } else {
      dropped.push(...keys.filter((k) => tables.has(k.from)));
      for (const table of list) await client.query(`alter table public.${ident(table)} disable trigger user`);
    }
    for (const key of pointing) {
      await client.query(`update public.${ident(key.from)} set ${key.columns.map((c) => `${ident(c)} = null`).join(', ')} where ${key.columns.map((c) => `${ident(c)} is not null`).join(' or ')}`);
    }
    for (const key of dropped) await client.query(`alter table public.${ident(key.from)} drop constraint ${ident(key.name)}`);
    await client.query(`truncate ${list.map((t) => `public.${ident(t)}`).join(', ')} restart identity`);

    // Secondary indexes that back no constraint, exactly as the migrations made them.
    const { rows: indexes } = await client.query<{ table: string; name: string; definition: string }>(
      `select i.tablename as "table", i.indexname as name, i.indexdef as definition
         from pg_indexes i join pg_class x on x.relname = i.indexname and x.relnamespace = 'public'::regnamespace
        where i.schemaname = 'public' and i.tablename = any($1::text[]) and not exists (select 1 from pg_constraint k where k.conindid = x.oid)
        order by i.tablename, i.indexname`,
      [list],
    );
    for (const index of indexes) await client.query(`drop index public.${ident(index.name)}`);
    log(`load: ${list.length} tables emptied, ${indexes.length} indexes dropped, foreign-key triggers ${replica ? 'off (session_replication_role = replica)' : 'replaced by checks after the load'}`);

    for (const { table, columns, rows } of agencyTables(plan, stored)) {
      if (!tables.has(table)) throw new Error(`The database has no table ${table}.`);
      const began = Date.now();
      counts[table] = await copyRows(client, table, columns, rows(), true);
      log(`  ${table.padEnd(22)} ${counts[table]!.toLocaleString('en').padStart(11)} rows  ${seconds(Date.now() - began)}`);
    }

    let began = Date.now();
    for (const index of indexes) await client.query(index.definition);
    log(`indexes: ${indexes.length} made again (${seconds(Date.now() - began)})`);
    began = Date.now();
    for (const key of dropped) await client.query(`alter table public.${ident(key.from)} add constraint ${ident(key.name)} ${key.definition}`);
    if (!replica) for (const table of list) await client.query(`alter table public.${ident(table)} enable trigger user`);
    if (dropped.length) log(`foreign keys: ${dropped.length} added back and checked (${seconds(Date.now() - began)})`);
    const { rows: serials } = await client.query<{ table: string; column: string; sequence: string }>(
      `select c.relname as "table", a.attname as "column", pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as sequence
         from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where c.relnamespace = 'public'::regnamespace and c.relname = any($1::text[]) and pg_get_serial_sequence(format('public.%I', c.relname), a.attname) is not null`,
      [list],
    );
    for (const s of serials) {
      await client.query(`select setval($1, coalesce((select max(${ident(s.column)}) from public.${ident(s.table)}), 0) + 1, false)`, [s.sequence]);
    }
    // The dashboard's counts, which triggers keep row by row, from the rows loaded with the triggers off.
    began = Date.now();
    await client.query('select recount_staff_counts()');
    log(`staff counts: made from the rows (${seconds(Date.now() - began)})`);
    await client.query('commit');
    began = Date.now();
    for (const table of list) await client.query(`analyze public.${ident(table)}`);
    log(`analyze: ${list.length} tables (${seconds(Date.now() - began)})`);
    return counts;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export { scaleOf };
