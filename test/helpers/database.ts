// The test run's database: a fresh database on TEST_DATABASE_URL's server, or else a throwaway embedded
// cluster (its own directory and port, so `npm start` can run at the same time). Migrated once per run.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../server/db/embedded';
import { createDb, type Db } from '../../server/db/knex';
import { migrateLatest } from '../../server/db/migrate';

export interface TestDatabase {
  url: string;
  db: Db;
  close(): Promise<void>;
}

/** A new, empty database on the server of `serverUrl`, named `<prefix>_<time>_<random>`. */
export async function createFreshDatabase(serverUrl: string, prefix = 'test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

let opening: Promise<TestDatabase> | undefined;

/**
 * No test that needs the database can run without it: rather than fail each of them (or wait on a cluster that will
 * never answer), the run ends here, at once, with the reason.
 */
function endTheRun(error: unknown): never {
  const reason = error instanceof Error ? error.message : String(error);
  process.stderr.write(`\nThe test database could not be started, so the run stops here.\n${reason}\n`);
  process.exit(1);
}

export function testDatabase(): Promise<TestDatabase> {
  opening ??= open().catch(endTheRun);
  return opening;
}

async function open(): Promise<TestDatabase> {
  let url: string;
  let cleanup: () => Promise<void>;
  if (process.env.TEST_DATABASE_URL) {
    const fresh = await createFreshDatabase(process.env.TEST_DATABASE_URL);
    url = fresh.url;
    cleanup = fresh.drop;
  } else {
    const base = path.join(os.tmpdir(), `study-abroad-test-${process.pid}-${randomBytes(3).toString('hex')}`);
    const cluster: EmbeddedDatabase = await startEmbeddedPostgres({ dir: path.join(base, 'postgres'), persistent: false, fast: true, database: 'test' });
    url = cluster.url;
    cleanup = async () => {
      await cluster.stop();
      fs.rmSync(base, { recursive: true, force: true });
    };
  }
  const db = createDb(url, { max: 20 });
  await migrateLatest(db);
  return {
    url,
    db,
    async close() {
      await db.destroy();
      await cleanup();
    },
  };
}

/** Another, empty and migrated database on the test run's server, for tests that need a blank slate. */
export async function scratchDatabase(): Promise<TestDatabase> {
  const { url: serverUrl } = await testDatabase();
  const fresh = await createFreshDatabase(serverUrl);
  const db = createDb(fresh.url, { max: 5 });
  await migrateLatest(db);
  return {
    url: fresh.url,
    db,
    async close() {
      await db.destroy();
      await fresh.drop();
    },
  };
}

export async function closeTestDatabase(): Promise<void> {
  if (!opening) return;
  const database = await opening;
  opening = undefined;
  await database.close();
}
