// Knex migrations from an explicit list (migrations/index.ts), so the bundled server carries them with it.
import type { Knex } from 'knex';
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

export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest(config)) as [number, string[]];
  return applied;
}

export async function migrateRollback(db: Knex, all = false): Promise<string[]> {
  const [, reverted] = (await db.migrate.rollback(config, all)) as [number, string[]];
  return reverted;
}
