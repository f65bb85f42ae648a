// Scheduled and queued work on PostgreSQL (pg-boss; decision 0030): the mail queue, whose workers send with retries
// so that no request waits for the SMTP server, and the deadline-reminder sweep, scheduled by cron and also run at
// start. Any number of processes may run this on one database: pg-boss hands each job to one worker, and the
// reminders table decides once and for all which reminders went (features/workflow).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
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

/**
 * A mail job's data: the recipient, and the message as base64 of its JSON. pg-boss keeps job data as jsonb, which
 * refuses some text a message may hold (NUL, a lone surrogate from a form); bytes in base64 it always takes.
 */
interface MailJob {
  to: string;
  mail: string;
}
const toJob = (message: OutgoingMail): MailJob => ({ to: message.to, mail: Buffer.from(JSON.stringify(message.content), 'utf8').toString('base64') });
const fromJob = (job: MailJob): OutgoingMail => ({ to: job.to, content: JSON.parse(Buffer.from(job.mail, 'base64').toString('utf8')) as OutgoingMail['content'] });

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

/** Runs `work` under a session advisory lock of the site's own (one connection, held for the work only). */
async function oneAtATime(url: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'site-jobs-start' });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('site-jobs-start'))`);
    await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startJobs({ url, services, schedule = true, pollingIntervalSeconds = 2 }: JobOptions): Promise<Jobs> {
  // A small pool of its own: the workers' polls and the inserts are short statements.
  const boss = new PgBoss({ connectionString: url, schema: JOB_SCHEMA, max: 2, application_name: 'site-jobs', schedule, supervise: true, migrate: true });
  boss.on('error', (error) => log.warnThrottled('scheduled work: an error', { error: String((error as Error).message ?? error) }));
  // Processes starting together install pg-boss's schema and create the queues one after the other: two
  // create_queue calls at once (each inserts the queue's row and creates its partition) deadlock otherwise.
  await oneAtATime(url, async () => {
    await boss.start();
    if (!(await boss.getQueue(QUEUES.mail))) await boss.createQueue(QUEUES.mail, { name: QUEUES.mail, ...MAIL_RETRY });
    if (!(await boss.getQueue(QUEUES.reminders))) await boss.createQueue(QUEUES.reminders, { name: QUEUES.reminders, retryLimit: 3, retryDelay: 60, expireInSeconds: 10 * 60 });
    if (!(await boss.getQueue(QUEUES.privacy))) await boss.createQueue(QUEUES.privacy, { name: QUEUES.privacy, retryLimit: 3, retryDelay: 300, expireInSeconds: 30 * 60 });
    if (schedule) await boss.schedule(QUEUES.reminders, REMINDER_CRON, {}, { tz: 'UTC' });
    if (schedule) await boss.schedule(QUEUES.privacy, PRIVACY_CRON, {}, { tz: 'UTC' });
  });

  // Two mail workers, so one slow message does not hold up the next.
  const mailWorkers: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    mailWorkers.push(
      await boss.work<MailJob>(QUEUES.mail, { batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
        if (!job) return;
        const { to, content } = fromJob(job.data);
        try {
          await services.mailer.send(to, content);
        } catch (error) {
          log.warn('mail could not be sent: it will be tried again', { to, subject: content.subject, error: String(error) });
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
      const jobs = messages.map((message) => ({ id: randomUUID(), name: QUEUES.mail, data: toJob(message), ...MAIL_RETRY }));
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
    // Consultations starting within a day: one reminder to each side (features/consultations).
    const consultations = await services.consultations.remind();
    if (consultations) log.info('consultation reminders sent', { consultations });
    // Students' plans whose day has turned: alerts for the dashboards, a mail for steps due within the week.
    const plans = await services.plan.sweep();
    if (plans.alerted || plans.reminded) log.info('plan reminders sent', plans);
  });
  // Applications that came within reach while no process ran are reminded now, not at the next quarter hour.
  await boss.send(QUEUES.reminders, {});
  boss.notifyWorker(reminderWorker);

  // Erasures (accounts whose grace period is over, documents past the retention period) and retention warnings
  // (features/privacy): each claimed row by row, so a second process running the sweep at once does nothing twice.
  const privacyWorker = await boss.work(QUEUES.privacy, { batchSize: 1, pollingIntervalSeconds }, async () => {
    const done = await services.privacy.sweep();
    if (done.erased || done.warned || done.documentsErased || done.leadsErased) log.info('privacy sweep', done);
  });
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
