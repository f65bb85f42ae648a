// Outgoing mail through nodemailer: SMTP_URL when set, otherwise each message written as an .eml file under
// DATA_DIR/mail/ with its subject and file logged (the outbox). Never its links: they carry one-time tokens.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../env';
import { log } from '../lib/log';
import type { MailContent } from './templates';

export interface Mailer {
  send(to: string, content: MailContent): Promise<void>;
  /** Sends without making the caller wait; a failure is logged. */
  sendLater(to: string, content: MailContent): void;
  /** Resolves once every message handed to sendLater has been dealt with. */
  idle(): Promise<void>;
}

export const outboxDir = (env: Env) => path.join(env.dataDir, 'mail');

export function createMailer(env: Env): Mailer {
  const transport = env.smtpUrl
    ? nodemailer.createTransport(env.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function send(to: string, content: MailContent): Promise<void> {
    const info = await transport.sendMail({ from: env.mailFrom, to, subject: content.subject, text: content.text, html: content.html, ...(content.replyTo ? { replyTo: content.replyTo } : {}) });
    if (env.smtpUrl) {
      log.info('mail sent', { to, subject: content.subject });
      return;
    }
    const dir = outboxDir(env);
    await fs.mkdir(dir, { recursive: true });
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
    await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
    log.info('mail written to the outbox', { to, subject: content.subject, file });
  }

  return {
    send,
    sendLater(to, content) {
      const job = send(to, content)
        .catch((error: unknown) => log.error('mail could not be sent', { to, subject: content.subject, error }))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}
