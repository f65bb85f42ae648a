// What an operator command is, and the one way each of them opens the site's database.
import { migrateLatest } from '../db/migrate';
import { type OpenDatabase, openDatabase } from '../db/open';
import { type Env, loadEnv } from '../env';

export interface Command {
  /** One line for the command list. */
  summary: string;
  /** Runs with the arguments after the command's name; resolves to the exit code. */
  run(args: string[]): Promise<number>;
}

/**
 * The site's database (DATABASE_URL, or the embedded cluster: shared with the running site when it runs), migrated
 * unless told not to, closed after `work` whatever happens.
 */
export async function withDatabase<T>(work: (database: OpenDatabase, env: Env) => Promise<T>, options: { migrate?: boolean } = {}): Promise<T> {
  const env = loadEnv();
  const database = await openDatabase(env);
  try {
    if (options.migrate !== false) await migrateLatest(database.db);
    return await work(database, env);
  } finally {
    await database.close();
  }
}
