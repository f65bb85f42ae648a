// The process: read the environment, start the database, migrate, seed, serve, and on SIGTERM or SIGINT drain the
// requests in flight before the pool, the LISTEN connection and the embedded database are closed.
import type { Server } from 'node:http';
import { createApp } from './app';
import { migrateLatest } from './db/migrate';
import { createExpressServer } from './http/express-server';
import { openDatabase } from './db/open';
import { seedDemoContent } from './seed';
import { EnvError, loadEnv } from './env';
import { startJobs } from './jobs';
import { log } from './lib/log';

/**
 * Timeouts for a site behind a reverse proxy or load balancer (decision 0021). Idle keep-alive connections stay open
 * longer than the proxies' own idle timeouts (60 s for nginx's upstream keep-alive and AWS's load balancers), so the
 * proxy, not the site, closes them: otherwise a request the proxy sends as the site closes the connection fails with
 * a 502. Headers must arrive within a little more than that; a whole request (a 10 MB document from a slow phone)
 * within five minutes.
 */
const SERVER_TIMEOUTS = { keepAliveTimeout: 65_000, headersTimeout: 66_000, requestTimeout: 300_000 } as const;

/** A signal before the site serves (during migrations or the demo seed) is acted on once the step under way ends. */
let signalled: NodeJS.Signals | null = null;
let onSignal = (signal: NodeJS.Signals) => {
  signalled ??= signal;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => onSignal(signal));

/** Stops a start that a signal interrupted: the database (the embedded one too) closes, and the process exits 0. */
async function stopStarting(database: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  log.info('stopping before serving', { reason: signalled });
  await database.close();
  process.exit(0);
}

async function main(): Promise<void> {
  const env = loadEnv();
  for (const warning of env.warnings) log.warn(warning);
  const database = await openDatabase(env, { detached: true });
  log.info(database.embedded ? 'embedded PostgreSQL started' : 'connected to PostgreSQL');
  if (signalled) return stopStarting(database);
  const applied = await migrateLatest(database.db);
  if (applied.length) log.info('migrations applied', { migrations: applied.join(', ') });
  if (signalled) return stopStarting(database);
  if (env.seedDemo) await seedDemoContent(database.db, env);
  if (signalled) return stopStarting(database);

  const site = createApp({ env, db: database.db });
  // Scheduled work and the mail queue (decision 0030): pg-boss's own schema, installed or upgraded under its lock.
  const jobs = await startJobs({ url: database.url, services: site.services });
  if (signalled) {
    await jobs.stop();
    return stopStarting(database);
  }
  // Files a crashed upload or deletion may have left behind (storage/sweep.ts), now and every hour: only what was in
  // flight is read. The walk of every stored file is an operator's command (`npm run files:sweep -- --full`).
  const sweep = () => void site.services.strayFiles.sweepStrayFiles().catch((error: unknown) => log.warn('the stray-file sweep failed', { error: String(error) }));
  sweep();
  setInterval(sweep, 60 * 60 * 1000).unref();
  const server: Server = createExpressServer(site.app, site.handler);
  Object.assign(server, SERVER_TIMEOUTS);
  server.listen(env.port, () => log.info(`serving ${env.appName} on ${env.appUrl}`));
  server.on('error', (error) => {
    log.error('the HTTP server could not start', { error });
    void shutdown('error', 1);
  });

  let stopping = false;
  async function shutdown(reason: string, code = 0): Promise<void> {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log.info('shutting down: draining requests in flight', { reason, timeout_ms: env.shutdownTimeoutMs });
    // A last resort should something below hang: the drain's own deadline plus time to close the rest.
    setTimeout(() => {
      log.error('shutdown did not finish in time: exiting');
      process.exit(1);
    }, env.shutdownTimeoutMs + 15_000).unref();
    const cut = await site.serving.drain(server, env.shutdownTimeoutMs);
    if (cut) log.warn('shutdown: requests still running at the deadline were cut', { count: cut });
    // Mail handed off by the requests that just finished (queued mail another process sends if this one does not).
    await Promise.race([site.services.mailer.idle(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    // The queue's workers finish the job in hand (a mail, a reminder sweep) and its connections close.
    await jobs.stop(5_000).catch((error: unknown) => log.warn('scheduled work did not stop cleanly', { error: String(error) }));
    await site.close();
    await database.close();
    log.info('shut down', { ms: Date.now() - started });
    process.exit(code);
  }
  onSignal = (signal) => void shutdown(signal);
}

main().catch((error: unknown) => {
  log.error(error instanceof EnvError ? error.message : 'the server could not start', error instanceof EnvError ? {} : { error });
  process.exit(1);
});
