// The process: read the environment, start the database, migrate, seed, serve, and shut down cleanly.
import type { Server } from 'node:http';
import { createApp } from './app';
import { migrateLatest } from './db/migrate';
import { createExpressServer } from './http/express-server';
import { openDatabase } from './db/open';
import { EnvError, loadEnv } from './env';
import { log } from './lib/log';
import { seedDemoContent } from './seed/seed';

async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase(env);
  log.info(database.embedded ? 'embedded PostgreSQL started' : 'connected to PostgreSQL');
  const applied = await migrateLatest(database.db);
  if (applied.length) log.info('migrations applied', { migrations: applied.join(', ') });
  if (env.seedDemo) await seedDemoContent(database.db, env);

  const site = createApp({ env, db: database.db });
  // Files a crashed upload may have left behind (see sweepStrayFiles), now and every hour.
  const sweep = () => void site.services.documents.sweepStrayFiles().catch((error: unknown) => log.warn('the stray-file sweep failed', { error: String(error) }));
  sweep();
  setInterval(sweep, 60 * 60 * 1000).unref();
  const server: Server = createExpressServer(site.app, site.handler).listen(env.port, () => log.info(`serving ${env.appName} on ${env.appUrl}`));
  server.on('error', (error) => {
    log.error('the HTTP server could not start', { error });
    void shutdown(1);
  });

  let stopping = false;
  async function shutdown(code = 0): Promise<void> {
    if (stopping) return;
    stopping = true;
    log.info('shutting down');
    const force = setTimeout(() => process.exit(code || 1), 10_000);
    force.unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections?.();
    await site.close();
    await database.close();
    process.exit(code);
  }
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  log.error(error instanceof EnvError ? error.message : 'the server could not start', error instanceof EnvError ? {} : { error });
  process.exit(1);
});
