// The database for this process: DATABASE_URL, else the embedded cluster under DATA_DIR.
import path from 'node:path';
import type { Env } from '../env';
import { startEmbeddedPostgres } from './embedded';
import { createDb, type Db } from './knex';

export interface OpenDatabase {
  db: Db;
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

/** `detached`: the embedded server ignores signals to this process's group; the caller stops it (the site, last). */
export async function openDatabase(env: Env, options: { detached?: boolean } = {}): Promise<OpenDatabase> {
  if (env.databaseUrl) {
    const db = createDb(env.databaseUrl);
    return { db, url: env.databaseUrl, embedded: false, close: () => db.destroy() };
  }
  const cluster = await startEmbeddedPostgres({ dir: path.join(env.dataDir, 'postgres'), detached: options.detached });
  const db = createDb(cluster.url);
  return {
    db,
    url: cluster.url,
    embedded: true,
    async close() {
      await db.destroy();
      await cluster.stop();
    },
  };
}
