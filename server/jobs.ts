// Scheduled and queued work on PostgreSQL (pg-boss; decision 0030): the mail queue, whose workers send with retries
// so that no request waits for the SMTP server, and the deadline-reminder sweep, scheduled by cron and also run at
// start. Any number of processes may run this on one database: pg-boss hands each job to one worker, and the
// reminders table decides once and for all which reminders went (features/workflow).
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { log } from './lib/log';
import type { MailQueue, OutgoingMail } from './mail/mailer';
import type { Services } from './services';

export const JOB_SCHEMA = 'pgboss';

export const QUEUES = {
  mail: 'mail',
  reminders: 'deadline-reminders',
  privacy: 'privacy-sweep',
} as const;

/** Mail: a few tries over about half an hour (30 s, 1 min, 2 min… with backoff), then the job is failed and logged. */
const MAIL_RETRY = { retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 } as const;
/** How often the reminder sweep runs (cron, UTC): every 15 minutes. */
export const REMINDER_CRON = '*/15 * * * *';
/** How often accounts past their deletion grace period and documents past DOCUMENT_RETENTION_DAYS are erased: hourly. */
export const PRIVACY_CRON = '23 * * * *';

export interface Jobs {
  boss: PgBoss;
  /** Stops taking jobs, lets the running ones finish (up to `timeoutMs`), closes the queue's connections. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobOptions {
  /** The database's URL: pg-boss keeps a small pool of its own. */
  url: string;
  services: Services;
  /** Run the cron schedules (the reminder sweep); off in tests that call the sweep themselves. */
  schedule?: boolean;
  /** How often idle workers look for work (seconds, at least 0.5): jobs added by this process wake them at once. */
  pollingIntervalSeconds?: number;
}

export async function startJobs({ url, services, schedule = true, pollingIntervalSeconds = 2 }: JobOptions): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: url, schema: JOB_SCHEMA, max: 4, application_name: 'site-jobs', schedule, supervise: true, migrate: true });
  boss.on('error', (error) => log.warnThrottled('scheduled work: an error', { error: String((error as Error).message ?? error) }));
  await boss.start();
  await boss.createQueue(QUEUES.mail, { name: QUEUES.mail, ...MAIL_RETRY });
  await boss.createQueue(QUEUES.reminders, { name: QUEUES.reminders, retryLimit: 3, retryDelay: 60, expireInSeconds: 10 * 60 });
  await boss.createQueue(QUEUES.privacy, { name: QUEUES.privacy, retryLimit: 3, retryDelay: 300, expireInSeconds: 30 * 60 });

  // Two mail workers, so one slow message does not hold up the next.
  const mailWorkers: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    mailWorkers.push(
      await boss.work<OutgoingMail>(QUEUES.mail, { batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
        if (!job) return;
        try {
          await services.mailer.send(job.data.to, job.data.content);
        } catch (error) {
          log.warn('mail could not be sent: it will be tried again', { to: job.data.to, subject: job.data.content.subject, error: String(error) });
          throw error;
        }
        // A sent message leaves the database at once: mail may hold one-time links.
        await boss.deleteJob(QUEUES.mail, job.id).catch(() => undefined);
      }),
    );
  }
  const wakeMail = () => mailWorkers.forEach((id) => boss.notifyWorker(id));

  const queue: MailQueue = {
    async add(messages, runner) {
      const jobs = messages.map((data) => ({ id: randomUUID(), name: QUEUES.mail, data, ...MAIL_RETRY }));
      await boss.insert(jobs, runner ? { db: runner as PgBoss.Db } : {});
      // Jobs in a transaction are not there until it commits: the workers' next look finds them (or the one after).
      if (!runner) wakeMail();
      else setTimeout(wakeMail, 20).unref();
      return jobs.map((j) => j.id);
    },
    async settled(ids) {
      const { rows } = await boss.getDb().executeSql(`select count(*)::int as open from ${JOB_SCHEMA}.job where name = $1 and id = any($2::uuid[]) and state < 'completed'`, [QUEUES.mail, ids]);
      return Number((rows[0] as { open: number }).open) === 0;
    },
  };
  services.mailer.useQueue(queue);

  const reminderWorker = await boss.work(QUEUES.reminders, { batchSize: 1, pollingIntervalSeconds }, async () => {
    const sent = await services.workflow.remindDeadlines();
    if (sent) log.info('deadline reminders sent', { applications: sent });
  });
  if (schedule) await boss.schedule(QUEUES.reminders, REMINDER_CRON, {}, { tz: 'UTC' });
  // Applications that came within reach while no process ran are reminded now, not at the next quarter hour.
  await boss.send(QUEUES.reminders, {});
  boss.notifyWorker(reminderWorker);

  // Erasures (accounts whose grace period is over, documents past the retention period) and retention warnings
  // (features/privacy): each claimed row by row, so a second process running the sweep at once does nothing twice.
  const privacyWorker = await boss.work(QUEUES.privacy, { batchSize: 1, pollingIntervalSeconds }, async () => {
    const done = await services.privacy.sweep();
    if (done.erased || done.warned || done.documentsErased) log.info('privacy sweep', done);
  });
  if (schedule) await boss.schedule(QUEUES.privacy, PRIVACY_CRON, {}, { tz: 'UTC' });
  await boss.send(QUEUES.privacy, {});
  boss.notifyWorker(privacyWorker);

  let stopping: Promise<void> | undefined;
  return {
    boss,
    stop(timeoutMs = 10_000) {
      stopping ??= (async () => {
        services.mailer.useQueue(null);
        await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
      })();
      return stopping;
    },
  };
}
