// Knex migrations from an explicit list (migrations/index.ts), so the bundled server carries them with it.
import type { Knex } from 'knex';
import pg from 'pg';
import { migrations } from '../../migrations';

/**
 * A migration may rewrite a large table: inside its transaction the app's per-statement limit (DB_LIMITS, meant for
 * requests) is lifted.
 */
export function unbounded(step: (knex: Knex) => PromiseLike<unknown>): (knex: Knex) => Promise<void> {
  return async (knex) => {
    await knex.raw('set local statement_timeout = 0');
    await step(knex);
  };
}

class ListedMigrations implements Knex.MigrationSource<string> {
  async getMigrations(): Promise<string[]> {
    return Object.keys(migrations).sort();
  }
  getMigrationName(name: string): string {
    return name;
  }
  async getMigration(name: string): Promise<Knex.Migration> {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return { ...migration, up: unbounded(migration.up), ...(migration.down ? { down: unbounded(migration.down) } : {}) };
  }
}

const config: Knex.MigratorConfig = { migrationSource: new ListedMigrations(), tableName: 'knex_migrations' };

/** Any number that no other program on the same database uses for an advisory lock: "migr" in ASCII. */
const MIGRATION_LOCK_KEY = 0x6d696772;

/**
 * Runs `work` holding the migration lock: a session-level advisory lock taken on a connection of its own (outside
 * the pool and its statement timeout), so that processes starting together migrate one after the other; the others
 * wait, then find nothing left to do. Knex's own lock table would make them fail instead ("Migration table is
 * already locked"). Holding the advisory lock also proves no migration runs now, so a knex lock left set by a run
 * that crashed is released first.
 */
async function withMigrationLock<T>(db: Knex, work: () => Promise<T>): Promise<T> {
  const { connectionString } = db.client.config.connection as { connectionString: string };
  const holder = new pg.Client({ connectionString });
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const lockTable = await db.schema.hasTable(`${config.tableName}_lock`);
      if (lockTable && (await db(`${config.tableName}_lock`).where({ is_locked: 1 }).first())) await db.migrate.forceFreeMigrationsLock(config);
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await holder.end().catch(() => undefined);
  }
}

export async function migrateLatest(db: Knex): Promise<string[]> {
  return withMigrationLock(db, async () => {
    const [, applied] = (await db.migrate.latest(config)) as [number, string[]];
    return applied;
  });
}

/** The migrations the database has applied, in order (none when it has never been migrated). */
export async function appliedMigrations(db: Knex): Promise<string[]> {
  const { rows } = await db.raw<{ rows: Array<{ present: boolean }> }>('select to_regclass(?) is not null as present', [`public.${config.tableName}`]);
  if (!rows[0]?.present) return [];
  return (await db(config.tableName!).orderBy('id').pluck('name')) as string[];
}

/**
 * Brings the database to exactly `wanted` (a restore loads data made under those migrations), undoing the newer ones
 * and applying the missing ones one at a time.
 */
export async function migrateTo(db: Knex, wanted: readonly string[]): Promise<void> {
  await withMigrationLock(db, async () => {
    const applied = await appliedMigrations(db);
    for (const name of applied.filter((n) => !wanted.includes(n)).reverse()) await db.migrate.down({ ...config, name });
    for (const name of Object.keys(migrations).sort()) {
      if (wanted.includes(name) && !applied.includes(name)) await db.migrate.up({ ...config, name });
    }
  });
}

/** The listed migrations the database has not applied (readiness: a process must not serve an older schema). */
export async function pendingMigrations(db: Knex): Promise<string[]> {
  const applied = new Set(((await db(config.tableName!).select('name')) as Array<{ name: string }>).map((row) => row.name));
  return Object.keys(migrations).filter((name) => !applied.has(name));
}

export async function migrateRollback(db: Knex, all = false): Promise<string[]> {
  return withMigrationLock(db, async () => {
    const [, reverted] = (await db.migrate.rollback(config, all)) as [number, string[]];
    return reverted;
  });
}
