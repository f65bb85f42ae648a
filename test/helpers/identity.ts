// What identity tests share: the shared app's outbox, a mailed link's token, and codes from an authenticator app.
import { outboxDir } from '../../server/mail/mailer';
import { testApp } from './app';
import { firstLink, mailTo, type ParsedMail } from './mail';

export { totpCode } from './totp';

/** The mail sent to `to` so far, once the queue has sent what it holds. */
export async function outbox(to: string): Promise<ParsedMail[]> {
  const { services, env } = await testApp();
  await services.mailer.idle();
  return mailTo(outboxDir(env), to);
}

/** The one-time token at the end of a mail's first link. */
export const tokenOf = (mail: ParsedMail) => new URL(firstLink(mail)).pathname.split('/').pop()!;
