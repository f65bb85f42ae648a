// Backups: the database (COPY inside one snapshot) and every stored file in one .tar.gz, and putting one back.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { Knex } from 'knex';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import tar, { type Extract } from 'tar-stream';
import * as z from 'zod';
import { migrations } from '../../migrations';
import { appliedMigrations, migrateLatest, migrateTo } from '../db/migrate';
import { bumpContentVersion, contentVersion } from '../lib/content-version';

const FORMAT = 'study-abroad-site backup';
const FORMAT_VERSION = 1;
const KNEX_TABLES = ['knex_migrations', 'knex_migrations_lock'];
/**
 * Counts and totals triggers keep from other tables' rows (the scale migration, the funnel's and the receivables'
 * days): an archive leaves them out, and a restore makes them again from the rows it loaded (the target's are emptied
 * with the rest).
 */
const DERIVED_TABLES = new Set(['application_stage_counts', 'staff_unread_counts', 'student_counts', 'funnel_days', 'receivable_days']);
/** Uploads still being received (FileStorage.tempPath): never part of the site's state. */
const TEMP_DIR = 'tmp';

/**
 * Rows a fresh migration inserts itself, by table: every new database holds them, so they are no sign of data.
 * The function narrows a table's rows to the others.
 */
const SEEDED: Record<string, (rows: Knex.QueryBuilder) => Knex.QueryBuilder> = {
  site_state: (rows) => rows.whereNot('key', 'content_version'),
};

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  created_at: z.string(),
  migrations: z.array(z.string()),
  tables: z.array(z.object({ name: z.string().min(1), columns: z.array(z.string().min(1)).min(1), rows: z.number().int().min(0) })),
  files: z.array(z.object({ path: z.string().min(1), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type Manifest = z.infer<typeof manifestSchema>;
type StoredFile = Manifest['files'][number];

/** A refused restore or a damaged archive: the message is meant for the operator. */
export class BackupError extends Error {}

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
  archiveBytes: number;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
}

const qualified = (table: string) => `public.${pg.escapeIdentifier(table)}`;
const columnList = (columns: string[]) => columns.map((c) => pg.escapeIdentifier(c)).join(', ');
const tableEntry = (table: string) => `tables/${table}.copy`;
const fileEntry = (file: string) => `files/${file}`;

/** COPY's text form of dates and intervals follows these settings: fixed, so both ends read it the same way. */
async function copySettings(trx: Knex.Transaction): Promise<void> {
  await trx.raw("set local statement_timeout = 0; set local datestyle = 'ISO, YMD'; set local intervalstyle = 'postgres'; set local timezone = 'UTC'");
}

/** A restore replaces every table, the append-only audit log too: its trigger lets this transaction empty it. */
async function allowTruncate(trx: Knex.Transaction): Promise<void> {
  await trx.raw("set local app.restoring = 'on'");
}

/** The application's tables with their columns (generated ones cannot be copied in, so they are left out). */
async function appTables(db: Knex): Promise<Array<{ name: string; columns: string[] }>> {
  const { rows } = await db.raw<{ rows: Array<{ name: string; columns: string[] }> }>(
    `select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and c.relname not in (${KNEX_TABLES.map(() => '?').join(', ')})
      group by c.relname order by c.relname`,
    KNEX_TABLES,
  );
  return rows;
}

/** Passes bytes through, counting and hashing them. */
function hashing() {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { tap, result: () => ({ size, sha256: hash.digest('hex') }) };
}

const ifMissing =
  <T>(fallback: T) =>
  (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT') return fallback;
    throw error;
  };

// ---------------------------------------------------------------------------------------------------------------
// Backup

/** Every table spooled to `dir` (as `<index>`, in the order returned) from one snapshot. */
async function dumpTables(db: Knex, dir: string): Promise<{ migrations: string[]; tables: Manifest['tables'] }> {
  let failure: unknown;
  const dump = db.transaction(
    async (trx) => {
      await copySettings(trx);
      const tables = (await appTables(trx)).filter((t) => !DERIVED_TABLES.has(t.name));
      // Held to the end, as pg_dump does, so no migration can change a table between its listing and its COPY.
      if (tables.length) await trx.raw(`lock table ${tables.map((t) => qualified(t.name)).join(', ')} in access share mode`);
      const applied = await appliedMigrations(trx);
      const connection = (await trx.client.acquireConnection()) as pg.Client;
      const dumped: Manifest['tables'] = [];
      for (const [index, table] of tables.entries()) {
        const copy = connection.query(copyTo(`copy ${qualified(table.name)} (${columnList(table.columns)}) to stdout`));
        try {
          await pipeline(copy, fs.createWriteStream(path.join(dir, String(index))));
        } catch (error) {
          // The server is still sending, and a ROLLBACK would wait behind it: the connection is closed instead.
          failure = error;
          await connection.end();
          throw error;
        }
        dumped.push({ ...table, rows: copy.rowCount });
      }
      return { migrations: applied, tables: dumped };
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
  return dump.catch((error: unknown) => {
    throw failure ?? error;
  });
}

/** Every stored file under `root` with its size and hash, `tmp/` aside; a file removed meanwhile is left out. */
async function listFiles(root: string): Promise<StoredFile[]> {
  const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true }).catch(ifMissing([]));
  const names = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((name) => name.split('/')[0] !== TEMP_DIR)
    .sort();
  const files: StoredFile[] = [];
  for (const name of names) {
    const hash = createHash('sha256');
    let size = 0;
    try {
      for await (const chunk of fs.createReadStream(path.join(root, name)) as AsyncIterable<Buffer>) {
        hash.update(chunk);
        size += chunk.length;
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    files.push({ path: name, size, sha256: hash.digest('hex') });
  }
  return files;
}

async function writeArchive(target: string, manifest: Manifest, spool: string, root: string): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(target, { mode: 0o600 }));
  written.catch(() => undefined); // awaited below; an early failure must not count as unhandled meanwhile
  const add = (name: string, size: number, source: Readable, ...through: Transform[]) => pipeline([source, ...through, pack.entry({ name, size })]);
  try {
    const json = Buffer.from(JSON.stringify(manifest, null, 2));
    await add('manifest.json', json.length, Readable.from([json]));
    for (const [index, table] of manifest.tables.entries()) {
      const spooled = path.join(spool, String(index));
      await add(tableEntry(table.name), (await fsp.stat(spooled)).size, fs.createReadStream(spooled));
    }
    for (const file of manifest.files) {
      const { tap, result } = hashing();
      try {
        await add(fileEntry(file.path), file.size, fs.createReadStream(path.join(root, file.path)), tap);
      } catch (error) {
        throw new Error(`${file.path} changed while the backup ran (${(error as Error).message}); run the backup again.`);
      }
      if (result().sha256 !== file.sha256) throw new Error(`${file.path} changed while the backup ran; run the backup again.`);
    }
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
    throw error;
  }
  await written;
}

/**
 * Writes the archive: a manifest, then every table of the application's schema as COPY text (one snapshot), then
 * every file under `uploadsDir`, read after the snapshot. The archive appears under `out` only once complete.
 */
export async function writeBackup({ db, uploadsDir, out }: { db: Knex; uploadsDir: string; out: string }): Promise<BackupSummary> {
  const file = path.resolve(out);
  const partial = `${file}.partial`;
  const root = path.resolve(uploadsDir);
  const spool = await fsp.mkdtemp(path.join(os.tmpdir(), 'backup-'));
  try {
    const dump = await dumpTables(db, spool);
    const files = await listFiles(root);
    const manifest: Manifest = { format: FORMAT, version: FORMAT_VERSION, created_at: new Date().toISOString(), ...dump, files };
    await writeArchive(partial, manifest, spool, root);
    await fsp.rename(partial, file);
    return {
      file,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
      files: files.length,
      fileBytes: files.reduce((sum, f) => sum + f.size, 0),
      archiveBytes: (await fsp.stat(file)).size,
    };
  } catch (error) {
    await fsp.rm(partial, { force: true });
    throw error;
  } finally {
    await fsp.rm(spool, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Restore

/** A stored file's path as the archive names it, refused unless it stays inside `root`. */
function checkedPath(root: string, name: string): string {
  const parts = name.split('/');
  const target = path.resolve(root, ...parts);
  if (name.includes('\\') || name.includes('\0') || parts.some((p) => p === '' || p === '.' || p === '..') || !target.startsWith(root + path.sep)) {
    throw new BackupError(`The archive names a file outside the uploads directory (${JSON.stringify(name)}); nothing was restored from it.`);
  }
  return target;
}

function openArchive(file: string) {
  const extract = tar.extract();
  // Its failure (a damaged gzip stream) reaches the reader through the entries.
  pipeline(fs.createReadStream(file), zlib.createGunzip(), extract).catch(() => undefined);
  return { entries: extract[Symbol.asyncIterator](), close: () => extract.destroy() };
}
type Entries = ReturnType<typeof openArchive>['entries'];
type Entry = Extract extends AsyncIterable<infer E> ? E : never;

async function readManifest(file: string, entries: Entries): Promise<Manifest> {
  let json: unknown;
  try {
    const first = await entries.next();
    if (first.done || first.value.header.name !== 'manifest.json') throw new Error('it does not start with manifest.json');
    const chunks: Buffer[] = [];
    for await (const chunk of first.value) chunks.push(chunk as Buffer);
    json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch (error) {
    throw new BackupError(`${file} is not a backup of this site: ${(error as Error).message}.`);
  }
  const version = (json as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && version > FORMAT_VERSION) throw new BackupError(`${file} was made by a newer version of the site (archive format ${version}).`);
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupError(`${file} is not a backup of this site: its manifest.json does not read as one (${z.prettifyError(parsed.error)}).`);
  return parsed.data;
}

/** Why the target is not empty, or null. */
async function whatIsThere(db: Knex, root: string): Promise<string | null> {
  for (const { name } of await appTables(db)) {
    if (DERIVED_TABLES.has(name)) continue; // counted from rows the other tables hold
    const rows = SEEDED[name]?.(db(name)) ?? db(name);
    if (await rows.first()) return `the table ${name} holds rows`;
  }
  const holdsFile = async (dir: string): Promise<boolean> => {
    for (const entry of await fsp.readdir(dir, { withFileTypes: true }).catch(ifMissing([]))) {
      if (!entry.isDirectory() || (await holdsFile(path.join(dir, entry.name)))) return true;
    }
    return false;
  };
  return (await holdsFile(root)) ? `the uploads directory ${root} holds files` : null;
}

/** --force: the application's rows (but the seeded ones) and everything under the uploads directory go. */
async function emptyTarget(db: Knex, root: string): Promise<void> {
  const tables = (await appTables(db)).map((t) => t.name);
  await db.transaction(async (trx) => {
    await allowTruncate(trx);
    const plain = tables.filter((t) => !SEEDED[t]);
    if (plain.length) await trx.raw(`truncate ${plain.map(qualified).join(', ')}`);
    for (const table of tables) await SEEDED[table]?.(trx(table)).delete();
  });
  for (const name of await fsp.readdir(root).catch(ifMissing([]))) await fsp.rm(path.join(root, name), { recursive: true, force: true });
}

interface Written {
  files: string[];
  dirs: string[];
}

async function restoreFile(root: string, file: StoredFile, entry: Entry, written: Written): Promise<void> {
  const target = checkedPath(root, file.path);
  // The private area is never readable by others, as FileStorage makes it.
  const created = await fsp.mkdir(path.dirname(target), { recursive: true, mode: file.path.startsWith('private/') ? 0o700 : 0o777 });
  if (created) written.dirs.push(created);
  const out = fs.createWriteStream(target, { flags: 'wx', mode: file.path.startsWith('private/') ? 0o600 : 0o644 });
  out.once('open', () => written.files.push(target));
  const { tap, result } = hashing();
  await pipeline(entry, tap, out);
  const got = result();
  if (got.sha256 !== file.sha256 || got.size !== file.size) throw new BackupError(`${file.path} in the archive does not match its sha256 in the manifest: the archive is damaged.`);
}

/**
 * One transaction: foreign keys dropped, every table emptied and copied in, the keys added back (checking every
 * row), sequences moved past the highest id. Files are written meanwhile and checked; COMMIT comes after the last.
 */
async function load(db: Knex, manifest: Manifest, entries: Entries, root: string, written: Written): Promise<number> {
  return db.transaction(async (trx) => {
    await copySettings(trx);
    const present = new Set((await appTables(trx)).map((t) => t.name));
    const absent = manifest.tables.filter((t) => !present.has(t.name)).map((t) => t.name);
    if (absent.length) throw new BackupError(`After migrating, the database has no table ${absent.join(', ')}; the archive does not fit this code.`);

    const appTable = `c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and c.relname not in (${KNEX_TABLES.map(() => '?').join(', ')})`;
    const { rows: keys } = await trx.raw<{ rows: Array<{ table: string; name: string; definition: string }> }>(
      `select format('%I.%I', 'public', c.relname) as "table", format('%I', k.conname) as name, pg_get_constraintdef(k.oid) as definition
         from pg_constraint k join pg_class c on c.oid = k.conrelid where k.contype = 'f' and ${appTable}`,
      KNEX_TABLES,
    );
    for (const key of keys) await trx.raw(`alter table ${key.table} drop constraint ${key.name}`);
    await allowTruncate(trx);
    if (present.size) await trx.raw(`truncate ${[...present].map(qualified).join(', ')}`);

    const tables = new Map(manifest.tables.map((t) => [tableEntry(t.name), t]));
    const files = new Map(manifest.files.map((f) => [fileEntry(f.path), f]));
    const connection = (await trx.client.acquireConnection()) as pg.Client;
    let rows = 0;
    for (let next = await entries.next(); !next.done; next = await entries.next()) {
      const entry = next.value;
      const table = tables.get(entry.header.name);
      const file = entry.header.type === 'file' ? files.get(entry.header.name) : undefined;
      if (table) {
        tables.delete(entry.header.name);
        const copy = connection.query(copyFrom(`copy ${qualified(table.name)} (${columnList(table.columns)}) from stdin`));
        await pipeline(entry, copy);
        if (copy.rowCount !== table.rows) throw new BackupError(`The table ${table.name} has ${copy.rowCount} rows in the archive, its manifest says ${table.rows}: the archive is damaged.`);
        rows += copy.rowCount;
      } else if (file) {
        files.delete(entry.header.name);
        await restoreFile(root, file, entry, written);
      } else {
        throw new BackupError(`The archive holds ${JSON.stringify(entry.header.name)}, which its manifest does not list (or holds it twice): the archive is damaged.`);
      }
    }
    const missing = [...tables.keys(), ...files.keys()];
    if (missing.length) throw new BackupError(`The archive ends before ${missing[0]}${missing.length > 1 ? ` and ${missing.length - 1} more` : ''}: it is incomplete.`);

    for (const key of keys) await trx.raw(`alter table ${key.table} add constraint ${key.name} ${key.definition}`);
    const { rows: sequences } = await trx.raw<{ rows: Array<{ table: string; column: string; sequence: string }> }>(
      `select * from (select format('%I.%I', 'public', c.relname) as "table", format('%I', a.attname) as "column",
                             pg_get_serial_sequence(format('%I.%I', 'public', c.relname), a.attname) as sequence
                        from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                       where ${appTable}) s
        where sequence is not null`,
      KNEX_TABLES,
    );
    for (const s of sequences) await trx.raw(`select setval(?, coalesce((select max(${s.column}) from ${s.table}), 0) + 1, false)`, [s.sequence]);
    // The derived counts from the loaded rows (an archive from before them gets them from their migration).
    const { rows: recount } = await trx.raw<{ rows: unknown[] }>(`select 1 from pg_proc where proname = 'recount_staff_counts' and pronamespace = 'public'::regnamespace`);
    if (recount.length) await trx.raw('select recount_staff_counts()');
    return rows;
  });
}

/**
 * Restores an archive into an empty database and uploads directory (`force`: empties them first). Nothing changes
 * when the archive or the target is refused; a failure while loading leaves no rows and removes the files written.
 */
export async function restoreBackup({ db, uploadsDir, file, force = false }: { db: Knex; uploadsDir: string; file: string; force?: boolean }): Promise<RestoreSummary> {
  const root = path.resolve(uploadsDir);
  if (!(await fsp.stat(file).catch(() => null))?.isFile()) throw new BackupError(`${file}: no such file.`);
  const archive = openArchive(file);
  try {
    const manifest = await readManifest(file, archive.entries);
    const unknown = manifest.migrations.filter((name) => !migrations[name]);
    if (unknown.length) throw new BackupError(`${file} was made by a newer version of the site (unknown migrations: ${unknown.join(', ')}); restore it with that version.`);
    for (const f of manifest.files) checkedPath(root, f.path);
    const newer = (await appliedMigrations(db)).filter((name) => !migrations[name]);
    if (newer.length) throw new BackupError(`The database was migrated by a newer version of the site (unknown migrations: ${newer.join(', ')}).`);

    const there = await whatIsThere(db, root);
    if (there && !force) throw new BackupError(`The target is not empty (${there}): restore into an empty database and uploads directory, or pass --force to replace what is there. Nothing was changed.`);
    const versionBefore = await siteVersion(db);
    if (there) await emptyTarget(db, root);

    await migrateTo(db, manifest.migrations);
    await fsp.mkdir(root, { recursive: true }); // so that the private area's mode stays below it
    const written: Written = { files: [], dirs: [] };
    let rows: number;
    try {
      rows = await load(db, manifest, archive.entries, root, written);
    } catch (error) {
      for (const f of written.files) await fsp.rm(f, { force: true });
      for (const d of written.dirs.reverse()) await fsp.rm(d, { recursive: true, force: true });
      const message = `The restore failed; no rows were loaded and the files it wrote were removed. ${(error as Error).message}`;
      throw error instanceof BackupError ? new BackupError(message) : new Error(message, { cause: error });
    }
    await migrateLatest(db);
    await announce(db, versionBefore);
    return { tables: manifest.tables.length, rows, files: manifest.files.length, fileBytes: manifest.files.reduce((sum, f) => sum + f.size, 0) };
  } finally {
    archive.close();
  }
}

async function siteVersion(db: Knex): Promise<number> {
  const { rows } = await db.raw<{ rows: Array<{ present: boolean }> }>("select to_regclass('public.site_state') is not null as present");
  return rows[0]?.present ? contentVersion(db) : 0;
}

/**
 * Running instances only move to a content version above the one they hold, and the restored number may be lower:
 * the new one is above both, so every cached page is dropped.
 */
async function announce(db: Knex, versionBefore: number): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('site_state').where({ key: 'content_version' }).update({ value: trx.raw('greatest(value, ?)', [versionBefore]) });
    await bumpContentVersion(trx);
  });
}
