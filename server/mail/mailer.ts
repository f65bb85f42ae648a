// Outgoing mail through nodemailer: SMTP_URL when set, otherwise each message written as an .eml file under
// DATA_DIR/mail/ with its subject and file logged (the outbox). Never its links: they carry one-time tokens.
//
// Requests never wait for the SMTP server: `sendLater` hands the message to the mail queue (pg-boss on PostgreSQL,
// server/jobs.ts; decision 0030), whose workers send it with retries. Until the queue is attached (the operator
// commands never attach one) the message is sent in this process without making the caller wait, as before.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../env';
import { log } from '../lib/log';
import type { SqlRunner } from '../db/sql-transaction';
import type { MailContent } from './templates';

export interface OutgoingMail {
  to: string;
  content: MailContent;
}


/** The mail queue as the mailer uses it (server/jobs.ts makes it). */
export interface MailQueue {
  /** Adds one job per message; with `runner`, inside that connection's transaction. Resolves with the jobs' ids. */
  add(messages: OutgoingMail[], runner?: SqlRunner): Promise<string[]>;
  /** True once none of these jobs is waiting or running any more (sent, failed for good, or never committed). */
  settled(ids: string[]): Promise<boolean>;
}

export interface Mailer {
  /** Sends now, in this process (the queue's workers call it). */
  send(to: string, content: MailContent): Promise<void>;
  /** Sends without making the caller wait: through the queue when one is attached. A failure is logged. */
  sendLater(to: string, content: MailContent): void;
  /**
   * Adds messages to the queue inside the caller's transaction (`runner`): they go if and only if it commits. Without
   * a queue they are sent in this process at once.
   */
  enqueue(messages: OutgoingMail[], runner: SqlRunner): Promise<void>;
  /** From now on `sendLater` goes through this queue (null: back to this process). */
  useQueue(queue: MailQueue | null): void;
  /** Resolves once every message handed over by this process has been dealt with (sent, or failed for good). */
  idle(): Promise<void>;
}

export const outboxDir = (env: Env) => path.join(env.dataDir, 'mail');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createMailer(env: Env): Mailer {
  const transport = env.smtpUrl
    ? nodemailer.createTransport(env.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  /** Sends and hand-overs to the queue in flight in this process. */
  const pending = new Set<Promise<void>>();
  /** Mails this process wrote to the outbox. */
  let written = 0;
  /** Jobs this process queued that may not have run yet. */
  const queued = new Set<string>();
  let queue: MailQueue | null = null;

  async function send(to: string, content: MailContent): Promise<void> {
    const info = await transport.sendMail({
      from: env.mailFrom,
      to,
      subject: content.subject,
      text: content.text,
      html: content.html,
      ...(content.replyTo ? { replyTo: content.replyTo } : {}),
      // An invitation: a text/calendar alternative with its METHOD, which calendar programs offer to add or remove.
      ...(content.calendar ? { icalEvent: { method: content.calendar.method, filename: content.calendar.filename, content: content.calendar.content } } : {}),
      ...(content.attachments?.length ? { attachments: content.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.base64, 'base64') })) } : {}),
    });
    if (env.smtpUrl) {
      log.info('mail sent', { to, subject: content.subject });
      return;
    }
    const dir = outboxDir(env);
    await fs.mkdir(dir, { recursive: true });
    // Named so that the outbox lists in the order written: the time, then this process's count (two mails in one
    // millisecond), then a random part (two processes).
    written += 1;
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(written).padStart(8, '0')}-${randomBytes(3).toString('hex')}.eml`);
    await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
    log.info('mail written to the outbox', { to, subject: content.subject, file });
  }

  function track(job: Promise<void>): void {
    const tracked = job.finally(() => pending.delete(tracked));
    pending.add(tracked);
  }

  function sendHere(to: string, content: MailContent): void {
    track(send(to, content).catch((error: unknown) => log.error('mail could not be sent', { to, subject: content.subject, error })));
  }

  return {
    send,
    sendLater(to, content) {
      const current = queue;
      if (!current) return sendHere(to, content);
      track(
        current.add([{ to, content }]).then(
          (ids) => ids.forEach((id) => queued.add(id)),
          // The queue's tables could not be written (the database is away): this process tries once itself.
          (error: unknown) => {
            log.warn('mail could not be queued: sending it from this process', { subject: content.subject, error: String(error) });
            sendHere(to, content);
          },
        ),
      );
    },
    async enqueue(messages, runner) {
      if (!queue) {
        for (const m of messages) sendHere(m.to, m.content);
        return;
      }
      for (const id of await queue.add(messages, runner)) queued.add(id);
    },
    useQueue(next) {
      queue = next;
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
      while (queued.size && queue) {
        const ids = [...queued];
        if (await queue.settled(ids)) {
          ids.forEach((id) => queued.delete(id));
          continue;
        }
        await sleep(25);
      }
    },
  };
}
