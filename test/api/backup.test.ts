// npm run backup / restore: one archive of the database and the stored files, restored into empty targets on the
// test run's server (PostgreSQL 17) and the machine's PostgreSQL 15; refused targets and archives; the CLI itself.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { expect } from 'chai';
import pg from 'pg';
import type { Test } from 'supertest';
import tar from 'tar-stream';
import { migrations } from '../../migrations';
import { createApp } from '../../server/app';
import { BackupError, type BackupSummary, type Manifest, restoreBackup, writeBackup } from '../../server/backup/archive';
import { createDb, type Db } from '../../server/db/knex';
import { contentVersion } from '../../server/lib/content-version';
import { JOB_SCHEMA, startJobs } from '../../server/jobs';
import { outboxDir } from '../../server/mail/mailer';
import { mailTo } from '../helpers/mail';
import { Client, testApp, testEnv } from '../helpers/app';
import { runCli } from '../helpers/cli';
import { scratchDatabase, type TestDatabase } from '../helpers/database';
import { ensureCountry, PASSWORD, signedInClient, uniqueEmail } from '../helpers/factories';
import { filesUnder, pdf, photo, sha256 } from '../helpers/files';

const PG15_URL = process.env.BACKUP_PG15_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

const cleanups: Array<() => Promise<void>> = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The counts and totals triggers keep from other tables' rows: made again on restore, not archived. */
const DERIVED = ['application_stage_counts', 'staff_unread_counts', 'student_counts', 'funnel_days', 'receivable_days'];

async function scratch(): Promise<TestDatabase> {
  const database = await scratchDatabase();
  cleanups.push(() => database.close());
  return database;
}

/** A new, unmigrated database on another server (dropped after the run). */
async function databaseOn(serverUrl: string): Promise<{ url: string; db: Db }> {
  const name = `backup_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), { max: 5 });
  cleanups.push(async () => {
    await db.destroy();
    await admin(`drop database if exists ${name} with (force)`);
  });
  return { url: url.toString(), db };
}

/** Every application table but site_state (its counter moves on a restore), each row, in one fixed order. */
async function tables(db: Db): Promise<Record<string, unknown[]>> {
  const { rows } = await db.raw<{ rows: Array<{ name: string }> }>(
    `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'
        and relname not in ('knex_migrations', 'knex_migrations_lock', 'site_state') order by relname`,
  );
  const out: Record<string, unknown[]> = {};
  for (const { name } of rows) out[name] = (await db.raw<{ rows: unknown[] }>('select * from ?? order by ??::text collate "C"', [name, name])).rows;
  return out;
}

/** Rows that are data: everything but the counter a fresh migration inserts. */
async function dataRows(db: Db): Promise<number> {
  const total = Object.values(await tables(db)).reduce((sum, rows) => sum + rows.length, 0);
  const [{ others }] = (await db('site_state').whereNot('key', 'content_version').count({ others: '*' })) as [{ others: number }];
  return total + Number(others);
}

/** Stored files (temporary uploads aside) by path, with their sha256. */
function storedFiles(dir: string): Record<string, string> {
  return Object.fromEntries(
    filesUnder(dir)
      .map((full) => path.relative(dir, full).split(path.sep).join('/'))
      .filter((name) => !name.startsWith('tmp/'))
      .map((name) => [name, sha256(fs.readFileSync(path.join(dir, name)))]),
  );
}

function readBytes(req: Test) {
  return req.buffer(true).parse((r, cb) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => cb(null, Buffer.concat(chunks)));
  });
}

/** An archive's entries in order (in memory: test archives are small). */
async function entriesOf(file: string): Promise<Array<{ name: string; data: Buffer }>> {
  const entries: Array<{ name: string; data: Buffer }> = [];
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push({ name: entry.header.name, data: Buffer.concat(chunks) });
  }
  await reading;
  return entries;
}

/** Copies an archive, letting `edit` change its entries. */
async function rewriteArchive(source: string, edit: (entries: Array<{ name: string; data: Buffer }>) => void): Promise<string> {
  const entries = await entriesOf(source);
  edit(entries);
  const target = path.join(tempDir(), 'edited.tar.gz');
  const pack = tar.pack();
  const writing = pipeline(pack, zlib.createGzip(), fs.createWriteStream(target));
  for (const entry of entries) pack.entry({ name: entry.name }, entry.data);
  pack.finalize();
  await writing;
  return target;
}

function editManifest(entries: Array<{ name: string; data: Buffer }>, change: (manifest: { migrations: string[]; files: Array<{ path: string; size: number; sha256: string }> }) => void) {
  const entry = entries.find((e) => e.name === 'manifest.json')!;
  const manifest = JSON.parse(entry.data.toString('utf8'));
  change(manifest);
  entry.data = Buffer.from(JSON.stringify(manifest));
}

async function refusal(work: Promise<unknown>): Promise<Error> {
  const error = await work.then(
    () => null,
    (e: unknown) => e as Error,
  );
  expect(error, 'the restore was refused').to.be.instanceOf(BackupError);
  return error!;
}

describe('backup and restore', function () {
  this.timeout(180_000);

  let archive: string;
  let summary: BackupSummary;
  let sourceTables: Record<string, unknown[]>;
  let manifest: Manifest;
  /** The files the archive holds: another test's late clean-up may still remove a file from the shared directory. */
  let sourceFiles: Record<string, string>;
  let sourceVersion: number;
  let student: { email: string; documentId: number; document: Buffer };
  let imageKey: string;
  let invoice: { number: string; pdf: Buffer };
  let adminEmail: string;

  before(async () => {
    const app = await testApp();
    const { client: admin, user: adminUser } = await signedInClient('admin');
    adminEmail = adminUser.email;
    const image = await admin.upload('/api/admin/images', await photo(), 'campus.jpg');
    expect(image.status).to.equal(201);
    imageKey = image.body.key;
    expect((await admin.post('/api/admin/widgets', { name: unique('backup'), title: 'Kept safe', kind: 'image', image_id: image.body.id, alt: 'Campus', link_url: '/study' })).status).to.equal(201);
    expect((await admin.post('/api/admin/blog', { title: `Backed up ${unique('t')}`, body: '<p>Still here</p>', author: 'Hannah Okoye', status: 'published' })).status).to.equal(201);
    const { client: c, user } = await signedInClient();
    const document = pdf(50_000);
    const uploaded = await c.upload('/api/account/documents', document, 'Passport scan.pdf', { kind: 'passport' });
    expect(uploaded.status).to.equal(201);
    student = { email: user.email, documentId: uploaded.body.id, document };

    // Commission (decision 0048): an agreement, an enrolment's receivable and its invoice, whose PDF is a stored file.
    const institutionId = Number((await app.db('institutions').insert({ name: `Backup University ${unique('u')}`, slug: unique('backup-university'), country_id: (await ensureCountry('backup-land')).id }).returning('id'))[0]!.id);
    expect((await admin.post('/api/admin/agreements', { institution_id: institutionId, valid_from: '2020-01-01', basis: 'first_year_tuition', rate_percent: 10, currency: 'GBP', payable: 'on_enrolment', finance_email: 'fees@backup.example' })).status).to.equal(201);
    const added = await admin.post(`/api/staff/students/${user.id}/applications`, { institution_id: institutionId, course: 'MSc Archives', intake: '2027-09', stage: 'visa_granted' });
    expect((await admin.patch(`/api/staff/applications/${added.body.id}`, { stage: 'enrolled', tuition: { amount: 1500000, currency: 'GBP' } })).status).to.equal(200);
    const receivableId = Number((await app.db('receivables').where({ application_id: added.body.id }).first('id')).id);
    const issued = await admin.post(`/api/admin/receivables/${receivableId}/invoice`);
    expect(issued.status).to.equal(201);
    invoice = { number: issued.body.number, pdf: (await readBytes(admin.get(`/api/admin/invoices/${issued.body.number}.pdf`))).body as Buffer };
    expect(invoice.pdf.subarray(0, 5).toString('latin1')).to.equal('%PDF-');

    archive = path.join(tempDir(), 'site.tar.gz');
    summary = await writeBackup({ db: app.db, uploadsDir: app.env.uploadsDir, out: archive });
    sourceTables = await tables(app.db);
    manifest = JSON.parse((await entriesOf(archive))[0]!.data.toString('utf8'));
    sourceFiles = Object.fromEntries(manifest.files.map((f) => [f.path, f.sha256]));
    sourceVersion = await contentVersion(app.db);
  });

  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function expectSameSite(db: Db, uploadsDir: string): Promise<void> {
    expect(await tables(db)).to.deep.equal(sourceTables);
    expect(storedFiles(uploadsDir)).to.deep.equal(sourceFiles);
    expect(await contentVersion(db), 'caches see a new content version').to.be.greaterThan(sourceVersion);
  }

  it('writes one archive: the manifest first, then every application table and every stored file', async () => {
    const app = await testApp();
    const names = (await entriesOf(archive)).map((e) => e.name);
    expect(names[0]).to.equal('manifest.json');
    expect(manifest.migrations).to.deep.equal(await app.db('knex_migrations').orderBy('id').pluck('name'));
    // The counts triggers keep are made again from the rows on restore, not archived.
    expect(manifest.tables.map((t) => t.name)).to.have.members([...Object.keys(sourceTables).filter((t) => !DERIVED.includes(t)), 'site_state']);
    for (const table of manifest.tables.filter((t) => t.name !== 'site_state')) expect(table.rows, table.name).to.equal(sourceTables[table.name]!.length);
    expect(sourceFiles).to.deep.equal(storedFiles(app.env.uploadsDir));
    expect(Object.values(sourceFiles)).to.include(sha256(student.document));
    expect(sourceFiles).to.have.property(`public/${imageKey}/master.jpg`);
    expect(names.slice(1)).to.deep.equal([...manifest.tables.map((t) => `tables/${t.name}.copy`), ...manifest.files.map((f) => `files/${f.path}`)]);
    expect(summary).to.include({ tables: manifest.tables.length, files: manifest.files.length, archiveBytes: fs.statSync(archive).size });
    expect(fs.existsSync(`${archive}.partial`)).to.equal(false);
  });

  it('a backup that fails leaves neither the archive nor its partial file', async () => {
    const app = await testApp();
    const out = path.join(tempDir(), 'taken');
    fs.mkdirSync(out); // the finished archive cannot be renamed onto a directory
    const error = await writeBackup({ db: app.db, uploadsDir: app.env.uploadsDir, out }).then(
      () => null,
      (e: unknown) => e as NodeJS.ErrnoException,
    );
    expect(error?.code).to.be.oneOf(['EISDIR', 'ENOTEMPTY', 'EEXIST']);
    expect(fs.existsSync(`${out}.partial`)).to.equal(false);
    expect(fs.readdirSync(out)).to.deep.equal([]);
  });

  it('restores the same users, content and documents into an empty database and uploads directory (PostgreSQL 17)', async () => {
    const target = await scratch();
    const uploadsDir = path.join(tempDir(), 'uploads');
    const restored = await restoreBackup({ db: target.db, uploadsDir, file: archive });
    expect(restored).to.include({ tables: summary.tables, rows: summary.rows, files: summary.files, fileBytes: summary.fileBytes });
    await expectSameSite(target.db, uploadsDir);

    const site = createApp({ env: testEnv({ UPLOADS_DIR: uploadsDir }), db: target.db });
    try {
      const c = new Client(site.handler);
      expect((await c.post('/api/login', { email: student.email, password: PASSWORD })).status, 'the password hash came back').to.equal(200);
      const download = await readBytes(c.get(`/api/account/documents/${student.documentId}/download`));
      expect(download.status).to.equal(200);
      expect(sha256(download.body as Buffer)).to.equal(sha256(student.document));
      const picture = await readBytes(c.get(`/uploads/${imageKey}/master.jpg`));
      expect(picture.status).to.equal(200);
      expect(sha256(picture.body as Buffer)).to.equal(sourceFiles[`public/${imageKey}/master.jpg`]);
      // The commission's rows, and the invoice's PDF byte for byte.
      for (const table of ['agreements', 'receivables', 'invoices', 'invoice_counters']) expect(sourceTables[table], table).to.have.length.greaterThan(0);
      // The report's totals per due day, left out of the archive, are made again from the receivables (the tables
      // compared above hold them too).
      expect(manifest.tables.map((t) => t.name)).to.not.include('receivable_days');
      expect(sourceTables.receivable_days, 'receivable_days').to.have.length.greaterThan(0);
      const staff = new Client(site.handler);
      expect((await staff.post('/api/login', { email: adminEmail, password: PASSWORD })).status).to.equal(200);
      const pdfBack = await readBytes(staff.get(`/api/admin/invoices/${invoice.number}.pdf`));
      expect(pdfBack.status).to.equal(200);
      expect(sha256(pdfBack.body as Buffer)).to.equal(sha256(invoice.pdf));
      // Sequences were moved past the restored ids: a new row does not collide.
      const { user } = await site.services.users.upsert({ email: uniqueEmail(), password: PASSWORD, firstname: 'New', lastname: 'Student', role: 'user' });
      expect(user.id).to.be.greaterThan(Math.max(...(sourceTables.users as Array<{ id: number }>).map((u) => u.id)));
    } finally {
      await site.close();
    }
  });

  it('the source’s mail queue (pg-boss’s own schema) is not in the archive; a restore into a database whose queue runs leaves it working', async () => {
    const app = await testApp();
    const queueTables = await app.db('pg_tables').where({ schemaname: JOB_SCHEMA }).pluck('tablename');
    expect(queueTables.length, 'the test app runs the queue').to.be.greaterThan(0);
    expect(manifest.tables.map((t) => t.name)).to.not.include.members(queueTables as string[]);

    const target = await scratch();
    const uploadsDir = path.join(tempDir(), 'uploads');
    const site = createApp({ env: testEnv({ UPLOADS_DIR: uploadsDir }), db: target.db });
    const jobs = await startJobs({ url: target.url, services: site.services, schedule: false, pollingIntervalSeconds: 0.5 });
    try {
      await restoreBackup({ db: target.db, uploadsDir, file: archive });
      await expectSameSite(target.db, uploadsDir);
      const to = `${unique('after-restore')}@example.com`;
      site.services.mailer.sendLater(to, { subject: 'Sent after a restore', text: 'Still sending.', html: '<p>Still sending.</p>' });
      await site.services.mailer.idle();
      expect(mailTo(outboxDir(testEnv()), to).map((m) => m.subject)).to.deep.equal(['Sent after a restore']);
    } finally {
      await jobs.stop();
      await site.close();
    }
  });

  it('restores into PostgreSQL 15 (Debian’s), and a backup made there restores into 17 again', async function () {
    let fifteen: { url: string; db: Db };
    try {
      fifteen = await databaseOn(PG15_URL);
    } catch (error) {
      console.log(`      PostgreSQL 15 at ${PG15_URL} does not answer (${(error as Error).message}): skipped`);
      return this.skip();
    }
    const { rows } = await fifteen.db.raw<{ rows: Array<{ server_version_num: string }> }>('show server_version_num');
    expect(Number(rows[0]!.server_version_num)).to.be.within(150000, 159999);

    const uploads15 = path.join(tempDir(), 'uploads');
    await restoreBackup({ db: fifteen.db, uploadsDir: uploads15, file: archive }); // an unmigrated database: migrated on the way
    await expectSameSite(fifteen.db, uploads15);

    const again = path.join(tempDir(), 'from-15.tar.gz');
    const second = await writeBackup({ db: fifteen.db, uploadsDir: uploads15, out: again });
    expect(second).to.include({ tables: summary.tables, rows: summary.rows, files: summary.files });
    const target = await scratch();
    const uploads17 = path.join(tempDir(), 'uploads');
    await restoreBackup({ db: target.db, uploadsDir: uploads17, file: again });
    await expectSameSite(target.db, uploads17);
  });

  /** Every column of the public schema, as table.column. */
  const columns = async (db: Db) =>
    ((await db('information_schema.columns').where({ table_schema: 'public' }).select('table_name', 'column_name')) as Array<{ table_name: string; column_name: string }>).map((c) => `${c.table_name}.${c.column_name}`);

  /** Every trigger of the public schema, as table.trigger. */
  const triggers = async (db: Db) =>
    ((await db('information_schema.triggers').where({ trigger_schema: 'public' }).distinct('event_object_table', 'trigger_name')) as Array<{ event_object_table: string; trigger_name: string }>).map(
      (t) => `${t.event_object_table}.${t.trigger_name}`,
    );
  const indexes = async (db: Db) => ((await db('pg_indexes').where({ schemaname: 'public' }).select('indexname')) as Array<{ indexname: string }>).map((i) => i.indexname);

  it('an archive from before the latest migration restores into a database at the latest: undone, loaded, migrated again', async () => {
    const older = await scratch();
    const names = Object.keys(migrations).sort();
    const listed = { getMigrations: async () => names, getMigrationName: (n: string) => n, getMigration: async (n: string) => migrations[n]! };
    await older.db.migrate.down({ tableName: 'knex_migrations', migrationSource: listed, name: names.at(-1) });
    await older.db('users').insert({ firstname: 'Before', lastname: 'Migration', email: uniqueEmail(), password: null });
    const olderTables = await tables(older.db);
    const olderColumns = await columns(older.db);
    const olderTriggers = await triggers(older.db);
    const olderIndexes = await indexes(older.db);
    const file = path.join(tempDir(), 'older.tar.gz');
    await writeBackup({ db: older.db, uploadsDir: path.join(tempDir(), 'uploads'), out: file });

    const target = await scratch();
    await restoreBackup({ db: target.db, uploadsDir: path.join(tempDir(), 'uploads'), file });
    const applied = (await target.db('knex_migrations').select('name', 'batch')) as Array<{ name: string; batch: number }>;
    expect(applied.map((m) => m.name)).to.have.members(names);
    const batch = (name: string | undefined) => applied.find((m) => m.name === name)!.batch;
    expect(batch(names.at(-1)), 'undone before the load and applied again after it').to.be.greaterThan(batch(names[0]));
    const restored = await tables(target.db);
    const added = Object.keys(restored).filter((name) => !(name in olderTables));
    const addedColumns = (await columns(target.db)).filter((c) => !olderColumns.includes(c));
    const addedTriggers = (await triggers(target.db)).filter((t) => !olderTriggers.includes(t));
    const addedIndexes = (await indexes(target.db)).filter((i) => !olderIndexes.includes(i));
    expect(added.length + addedColumns.length + addedTriggers.length + addedIndexes.length, 'the latest migration made tables, columns, triggers or indexes').to.be.greaterThan(0);
    // The tables the archive knew hold its rows again, column for column (the migration may add columns and fill them).
    const asBefore = Object.fromEntries(
      Object.entries(restored)
        .filter(([name]) => name in olderTables)
        .map(([name, rows]) => {
          const columns = Object.keys((olderTables[name] as Array<Record<string, unknown>>)[0] ?? {});
          return [name, (rows as Array<Record<string, unknown>>).map((row) => (columns.length ? Object.fromEntries(columns.map((c) => [c, row[c]])) : row))];
        }),
    );
    // A migration may also retire a table (decision 0035 moved post_slugs into content_slugs): the others are compared.
    const kept = Object.fromEntries(Object.entries(olderTables).filter(([name]) => name in restored));
    expect(asBefore).to.deep.equal(kept);
    // New tables start empty, but those counted from the rows (the scale migration's counts), which hold the archive's.
    for (const name of added.filter((t) => !DERIVED.includes(t))) expect(restored[name], name).to.deep.equal([]);
    expect((restored.student_counts as Array<{ n: number }>).reduce((sum, r) => sum + r.n, 0)).to.equal(((restored.users as Array<{ role: string }>) ?? []).filter((u) => u.role === 'user').length);
    const funnelLeads = (restored.funnel_days as Array<{ owner_id: string; dimension: string; leads: number }>).filter((r) => Number(r.owner_id) === 0 && r.dimension === 'source');
    expect(funnelLeads.reduce((sum, r) => sum + r.leads, 0)).to.equal(((restored.leads as unknown[]) ?? []).length);
    const receivableDays = (restored.receivable_days as Array<{ dimension: string; receivables: number }>).filter((r) => r.dimension === 'institution');
    expect(receivableDays.reduce((sum, r) => sum + r.receivables, 0)).to.equal(((restored.receivables as unknown[]) ?? []).length);
  });

  it('refuses a database holding rows or an uploads directory holding files, changing nothing; --force replaces them', async () => {
    const withRows = await scratch();
    await withRows.db('users').insert({ firstname: 'Already', lastname: 'Here', email: uniqueEmail(), password: null });
    const rowsBefore = await tables(withRows.db);
    const emptyUploads = path.join(tempDir(), 'uploads');
    const refusedRows = await refusal(restoreBackup({ db: withRows.db, uploadsDir: emptyUploads, file: archive }));
    expect(refusedRows.message).to.match(/not empty \(the table users holds rows\).*--force/);
    expect(await tables(withRows.db)).to.deep.equal(rowsBefore);
    expect(filesUnder(emptyUploads)).to.deep.equal([]);

    const empty = await scratch();
    const withFiles = path.join(tempDir(), 'uploads');
    fs.mkdirSync(path.join(withFiles, 'public'), { recursive: true });
    fs.writeFileSync(path.join(withFiles, 'public', 'stray.txt'), 'already here');
    const refusedFiles = await refusal(restoreBackup({ db: empty.db, uploadsDir: withFiles, file: archive }));
    expect(refusedFiles.message).to.match(/uploads directory .* holds files/);
    expect(await dataRows(empty.db)).to.equal(0);
    expect(storedFiles(withFiles)).to.deep.equal({ 'public/stray.txt': sha256(Buffer.from('already here')) });

    await restoreBackup({ db: withRows.db, uploadsDir: emptyUploads, file: archive, force: true });
    await expectSameSite(withRows.db, emptyUploads);
    await restoreBackup({ db: empty.db, uploadsDir: withFiles, file: archive, force: true });
    await expectSameSite(empty.db, withFiles);
  });

  it('refuses an archive made by a newer version (a migration this code does not know), changing nothing', async () => {
    const newer = await rewriteArchive(archive, (entries) => editManifest(entries, (m) => m.migrations.push('29991231235959_from_the_future')));
    const target = await scratch();
    const migrationsBefore = await target.db('knex_migrations').pluck('name');
    const uploadsDir = path.join(tempDir(), 'uploads');
    const error = await refusal(restoreBackup({ db: target.db, uploadsDir, file: newer }));
    expect(error.message).to.match(/made by a newer version.*29991231235959_from_the_future/);
    expect(await dataRows(target.db)).to.equal(0);
    expect(await target.db('knex_migrations').pluck('name')).to.deep.equal(migrationsBefore);
    expect(filesUnder(uploadsDir)).to.deep.equal([]);
  });

  it('a file whose bytes do not match the manifest fails the restore, leaving no rows and no files', async () => {
    let damaged = '';
    const broken = await rewriteArchive(archive, (entries) => {
      // The last file: every file before it has been written by the time it is read.
      const last = entries.findLast((e) => e.name.startsWith('files/'))!;
      damaged = last.name.slice('files/'.length);
      const middle = last.data.length >> 1;
      last.data[middle] = last.data[middle]! ^ 0xff;
    });
    const target = await scratch();
    const uploadsDir = path.join(tempDir(), 'uploads');
    const error = await refusal(restoreBackup({ db: target.db, uploadsDir, file: broken }));
    expect(error.message).to.include(damaged).and.match(/does not match its sha256/);
    expect(await dataRows(target.db)).to.equal(0);
    expect(filesUnder(uploadsDir)).to.deep.equal([]);
    expect(Object.keys(sourceFiles).length, 'files were written before the damaged one').to.be.greaterThan(1);
  });

  it('refuses an archive naming a file outside the uploads directory, writing nothing', async () => {
    const bytes = Buffer.from('escaped');
    const escaping = await rewriteArchive(archive, (entries) => {
      editManifest(entries, (m) => m.files.push({ path: '../escaped.txt', size: bytes.length, sha256: sha256(bytes) }));
      entries.push({ name: 'files/../escaped.txt', data: bytes });
    });
    const target = await scratch();
    const parent = tempDir();
    const uploadsDir = path.join(parent, 'uploads');
    const error = await refusal(restoreBackup({ db: target.db, uploadsDir, file: escaping }));
    expect(error.message).to.match(/outside the uploads directory/);
    expect(fs.existsSync(path.join(parent, 'escaped.txt'))).to.equal(false);
    expect(await dataRows(target.db)).to.equal(0);
  });

  it('the CLI backs up and restores, refuses a non-empty target without --force, and exits 2 on wrong arguments', async () => {
    const app = await testApp();
    const dir = tempDir();
    const source = { DATABASE_URL: app.url, UPLOADS_DIR: app.env.uploadsDir, DATA_DIR: path.join(dir, 'data') };
    const target = await scratch();
    const into = { DATABASE_URL: target.url, UPLOADS_DIR: path.join(dir, 'uploads'), DATA_DIR: path.join(dir, 'data') };
    const file = path.join(dir, 'cli.tar.gz');

    const wrong = await Promise.all([runCli(['backup'], source), runCli(['backup', '--out', file, '--verbose'], source), runCli(['restore'], into), runCli(['restore', file, file], into)]);
    expect(wrong.map((r) => r.code)).to.deep.equal([2, 2, 2, 2]);
    expect(wrong[0]!.stderr).to.include('Usage: npm run backup -- --out FILE');
    expect(wrong[1]!.stderr).to.match(/Unknown option '--verbose'/);
    expect(wrong[2]!.stderr).to.include('Usage: npm run restore -- FILE [--force]');
    expect(fs.existsSync(file)).to.equal(false);

    const backup = await runCli(['backup', '--out', file], source);
    expect(backup.code, backup.stderr).to.equal(0);
    expect(backup.stdout).to.match(new RegExp(`^Backed up \\d+ tables \\(\\d+ rows\\) and \\d+ files \\(\\d+ bytes\\) to ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+ bytes\\)\\.\\n$`));
    expect(fs.existsSync(`${file}.partial`)).to.equal(false);
    const backedUp = await tables(app.db);

    const restore = await runCli(['restore', file], into);
    expect(restore.code, restore.stderr).to.equal(0);
    expect(restore.stdout).to.match(/^Restored \d+ tables \(\d+ rows\) and \d+ files \(\d+ bytes\) from /);
    expect(await tables(target.db)).to.deep.equal(backedUp);

    const again = await runCli(['restore', file], into);
    expect(again.code).to.equal(1);
    expect(again.stderr).to.match(/^restore: The target is not empty .*--force.*Nothing was changed\.\n$/);
    const forced = await runCli(['restore', file, '--force'], into);
    expect(forced.code, forced.stderr).to.equal(0);
    expect(await tables(target.db)).to.deep.equal(backedUp);
  });
});
