// Every e-mail the site sends: subject, plain text and HTML, in one place. Mails to a person are in their language
// (the catalogues' mail.json), with times in their time zone and links to the pages in their language; mails to staff
// stay in the default language.
import type { DocumentKind } from '../../shared/documents';
import { DEFAULT_LOCALE, type LocaleCode, localeInfo, localePath } from '../../shared/i18n/locales';
import { paths } from '../../shared/paths';
import { portalPaths } from '../../shared/portal-paths';
import { company } from '../../shared/site';
import type { ApplicationStage } from '../../shared/workflow';
import { type FitResult, fitReasonText } from '../../shared/fit';
import { translate } from '../lib/i18n';
import type { MessageId } from '../../client/lib/i18n';

/** The staff and student pages that the workflow's mails link to. */
const WORKFLOW_PAGES = {
  applications: paths.accountApplications(),
  messages: paths.accountMessages(),
  student: (id: number) => portalPaths.adminStudent(id),
};
export const workflowPages = WORKFLOW_PAGES;

/** The page where a visitor books a free consultation (decision 0046). */
const CONSULTATION_PAGE = '/consultation';

/** "3 December 2026" from "2026-12-03" (a day, the same everywhere), in the reader's language. */
const longDate = (ctx: MailContext, day: string) => new Intl.DateTimeFormat(localeInfo(ctx.locale).tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Where replies go, when not to the sender address. */
  replyTo?: string;
  /** A calendar invitation (an .ics), sent as nodemailer's icalEvent: plain strings, so it survives the mail queue. */
  calendar?: MailCalendar;
  /** Files sent with the mail (an invoice's PDF), as base64 text, so they survive the mail queue too. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/** An iCalendar text and its METHOD (decision 0046: consultations' invitations). */
export interface MailCalendar {
  method: 'REQUEST' | 'CANCEL';
  filename: string;
  content: string;
}

export interface MailContext {
  appName: string;
  appUrl: string;
  /** The reader's language and time zone (the defaults for staff and for a visitor who sent none). */
  locale: LocaleCode;
  timeZone: string;
}

/** Whom a mail is for: a user or a registration (their `locale` and `time_zone`), or a visitor's form (its `locale`). */
export interface Reader {
  locale?: string | null;
  time_zone?: string | null;
}

/** The site's name and address for a mail, from the environment, and the reader's language and zone. */
export const mailContext = (env: { appName: string; appUrl: string }, reader: Reader = {}): MailContext => ({
  appName: env.appName,
  appUrl: env.appUrl,
  locale: reader.locale && localeInfo(reader.locale).code === reader.locale ? reader.locale : DEFAULT_LOCALE,
  timeZone: reader.time_zone || 'UTC',
});

/** A message of the mail catalogue in the reader's language; `app` is the site's name. */
const m = (ctx: MailContext, id: MessageId, values: Record<string, string | number> = {}) => translate(ctx.locale, id, { app: ctx.appName, ...values });

/** The address of a page in the reader's language. */
const link = (ctx: MailContext, path: string) => `${ctx.appUrl}${localePath(ctx.locale, path)}`;

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

interface Block {
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
}

function render(ctx: MailContext, subject: string, greeting: string, block: Block): MailContent {
  const home = link(ctx, '/');
  const lines = [greeting, '', ...block.paragraphs.flatMap((p) => [p, ''])];
  if (block.action) lines.push(`${block.action.label}: ${block.action.url}`, '');
  for (const p of block.after ?? []) lines.push(p, '');
  lines.push(`— ${ctx.appName}`, `${company.phone} · ${company.email}`, home);

  const info = localeInfo(ctx.locale);
  const p = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escape(text)}</p>`;
  const button = block.action
    ? `<p style="margin:24px 0"><a href="${escape(block.action.url)}" style="background:#0f4c81;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escape(block.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escape(m(ctx, 'mail.buttonFallback'))}<br>${escape(block.action.url)}</p>`
    : '';
  const html =
    `<!doctype html><html lang="${info.code}"${info.dir === 'rtl' ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><title>${escape(subject)}</title></head>` +
    `<body style="margin:0;background:#f3f6fa;font-family:Arial,Helvetica,sans-serif;color:#1f2937">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">` +
    `<tr><td style="background:#0b3560;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${escape(ctx.appName)}</td></tr>` +
    `<tr><td style="padding:24px">${p(greeting)}${block.paragraphs.map(p).join('')}${button}${(block.after ?? []).map(p).join('')}</td></tr>` +
    `<tr><td style="padding:16px 24px;font-size:12px;color:#4b5563;border-top:1px solid #d8e0ea">${escape(company.legalName)} · ${escape(company.address.join(', '))}<br>${escape(company.phone)} · ${escape(company.email)}</td></tr>` +
    `</table></td></tr></table></body></html>`;
  return { subject, text: lines.join('\n'), html };
}

/** The day of `at` in the reader's language and zone: "26 November 2026". */
const noticeDay = (ctx: MailContext, at: Date) => new Intl.DateTimeFormat(localeInfo(ctx.locale).tag, { dateStyle: 'long', timeZone: ctx.timeZone }).format(at);

/**
 * "26 November 2026 at 04:30 UTC": when something happened, in a security notice, in the reader's language and time
 * zone (the zone named after the time).
 */
export function noticeTime(ctx: MailContext, at: Date = new Date()): string {
  const { tag } = localeInfo(ctx.locale);
  const time = new Intl.DateTimeFormat(tag, { timeStyle: 'short', hourCycle: 'h23', timeZone: ctx.timeZone }).format(at);
  return m(ctx, 'mail.when', { date: noticeDay(ctx, at), time, zone: ctx.timeZone });
}

const hello = (ctx: MailContext, firstname: string) => m(ctx, 'mail.greeting', { name: firstname });

/** What every security notice ends with: what to do if it was not the reader. */
function notYou(ctx: MailContext): string[] {
  return [m(ctx, 'mail.notYou', { url: link(ctx, paths.passwordRequest()), email: company.email, phone: company.phone })];
}

export const templates = {
  /** After DELETE /api/account: when the account goes, and the link that keeps it. */
  accountDeletionRequested(ctx: MailContext, user: { firstname: string }, token: string, deleteAfter: Date, at: Date): MailContent {
    return render(ctx, m(ctx, 'mail.deletion.subject'), hello(ctx, user.firstname), {
      paragraphs: [m(ctx, 'mail.deletion.p1', { at: noticeTime(ctx, at) }), m(ctx, 'mail.deletion.p2', { after: noticeTime(ctx, deleteAfter) }), m(ctx, 'mail.deletion.p3')],
      action: { label: m(ctx, 'mail.deletion.action'), url: link(ctx, paths.accountRestore(token)) },
      after: notYou(ctx),
    });
  },

  /** A student's documents are about to be erased because they have not signed in for a long time. */
  documentRetentionWarning(ctx: MailContext, user: { firstname: string }, eraseOn: Date, retentionDays: number): MailContent {
    return render(ctx, m(ctx, 'mail.retention.subject', { date: noticeDay(ctx, eraseOn) }), hello(ctx, user.firstname), {
      paragraphs: [m(ctx, 'mail.retention.p1', { days: retentionDays }), m(ctx, 'mail.retention.p2', { at: noticeTime(ctx, eraseOn) })],
      action: { label: m(ctx, 'mail.retention.action'), url: link(ctx, paths.login()) },
      after: [m(ctx, 'mail.retention.after', { url: link(ctx, paths.accountPrivacy()) })],
    });
  },

  /**
   * A registration's link. It says when the registration was made and in what name, so that a mail nobody asked for
   * (someone else typed this address) can be told apart and ignored: following it would give the account the
   * password that someone chose.
   */
  verifyEmail(ctx: MailContext, registration: { firstname: string; lastname: string }, token: string, hours: number, registeredAt: Date): MailContent {
    return render(ctx, m(ctx, 'mail.verify.subject'), hello(ctx, registration.firstname), {
      paragraphs: [
        m(ctx, 'mail.verify.p1', { at: noticeTime(ctx, registeredAt), firstname: registration.firstname, lastname: registration.lastname }),
        m(ctx, 'mail.verify.p2'),
      ],
      action: { label: m(ctx, 'mail.verify.action'), url: link(ctx, paths.emailVerify(token)) },
      after: [m(ctx, 'mail.linkHours', { hours }), m(ctx, 'mail.verify.after')],
    });
  },

  /** To the owner of an address someone tried to register again. */
  registrationAttempt(ctx: MailContext, user: { firstname: string }, at: Date): MailContent {
    return render(ctx, m(ctx, 'mail.registrationAttempt.subject'), hello(ctx, user.firstname), {
      paragraphs: [m(ctx, 'mail.registrationAttempt.p1', { at: noticeTime(ctx, at) }), m(ctx, 'mail.registrationAttempt.p2')],
      action: { label: m(ctx, 'mail.registrationAttempt.action'), url: link(ctx, paths.login()) },
      after: [m(ctx, 'mail.registrationAttempt.after', { email: company.email })],
    });
  },

  /** To the owner of an address another account tried to move to. */
  addressClaimAttempt(ctx: MailContext, user: { firstname: string }, at: Date): MailContent {
    return render(ctx, m(ctx, 'mail.addressClaim.subject'), hello(ctx, user.firstname), {
      paragraphs: [m(ctx, 'mail.addressClaim.p1', { at: noticeTime(ctx, at) })],
      after: [m(ctx, 'mail.addressClaim.after', { email: company.email })],
    });
  },

  /** To the new address of an e-mail change: the link that makes it the account's. */
  confirmEmailChange(ctx: MailContext, user: { firstname: string }, token: string, hours: number): MailContent {
    return render(ctx, m(ctx, 'mail.confirmChange.subject'), hello(ctx, user.firstname), {
      paragraphs: [m(ctx, 'mail.confirmChange.p1')],
      action: { label: m(ctx, 'mail.confirmChange.action'), url: link(ctx, paths.emailConfirm(token)) },
      after: [m(ctx, 'mail.linkHours', { hours }), m(ctx, 'mail.confirmChange.after')],
    });
  },

  /** To the current address: a change to another one was asked for. */
  emailChangeRequested(ctx: MailContext, user: { firstname: string }, newEmail: string, at: Date): MailContent {
    return render(ctx, m(ctx, 'mail.changeRequested.subject'), hello(ctx, user.firstname), {
      paragraphs: [m(ctx, 'mail.changeRequested.p1', { at: noticeTime(ctx, at), email: newEmail }), m(ctx, 'mail.changeRequested.p2')],
      after: notYou(ctx),
    });
  },

  /** To both addresses once a change is confirmed. */
  emailChanged(ctx: MailContext, user: { firstname: string }, oldEmail: string, newEmail: string, at: Date): MailContent {
    return render(ctx, m(ctx, 'mail.emailChanged.subject'), hello(ctx, user.firstname), {
      paragraphs: [m(ctx, 'mail.emailChanged.p1', { at: noticeTime(ctx, at), old: oldEmail, new: newEmail })],
      after: notYou(ctx),
    });
  },

  passwordChanged(ctx: MailContext, user: { firstname: string }, how: 'changed' | 'reset', at: Date): MailContent {
    const reset = how === 'reset';
    return render(ctx, m(ctx, reset ? 'mail.passwordWasReset.subject' : 'mail.passwordChanged.subject'), hello(ctx, user.firstname), {
      paragraphs: [m(ctx, reset ? 'mail.passwordWasReset.p1' : 'mail.passwordChanged.p1', { at: noticeTime(ctx, at) })],
      after: notYou(ctx),
    });
  },

  twoStepChanged(ctx: MailContext, user: { firstname: string }, on: boolean, at: Date): MailContent {
    return render(ctx, m(ctx, on ? 'mail.twoStepOn.subject' : 'mail.twoStepOff.subject'), hello(ctx, user.firstname), {
      paragraphs: [m(ctx, on ? 'mail.twoStepOn.p1' : 'mail.twoStepOff.p1', { at: noticeTime(ctx, at) })],
      action: { label: m(ctx, 'mail.securityAction'), url: link(ctx, paths.accountSecurity()) },
      after: notYou(ctx),
    });
  },

  recoveryCodesRenewed(ctx: MailContext, user: { firstname: string }, at: Date): MailContent {
    return render(ctx, m(ctx, 'mail.recoveryCodes.subject'), hello(ctx, user.firstname), {
      paragraphs: [m(ctx, 'mail.recoveryCodes.p1', { at: noticeTime(ctx, at) })],
      action: { label: m(ctx, 'mail.securityAction'), url: link(ctx, paths.accountSecurity()) },
      after: notYou(ctx),
    });
  },

  welcome(ctx: MailContext, user: { firstname: string }): MailContent {
    return render(ctx, m(ctx, 'mail.welcome.subject'), hello(ctx, user.firstname), {
      paragraphs: [m(ctx, 'mail.welcome.p1'), m(ctx, 'mail.welcome.p2')],
      action: { label: m(ctx, 'mail.welcome.action'), url: link(ctx, paths.accountProfile()) },
      after: [m(ctx, 'mail.welcome.after')],
    });
  },

  documentReviewed(
    ctx: MailContext,
    user: { firstname: string },
    kind: DocumentKind,
    fileName: string,
    status: 'approved' | 'rejected',
    reason: string | null,
  ): MailContent {
    const approved = status === 'approved';
    const noun = m(ctx, `documents.noun.${kind}` as MessageId);
    const label = m(ctx, `documents.kind.${kind}` as MessageId);
    return render(ctx, m(ctx, approved ? 'mail.approved.subject' : 'mail.rejected.subject', { noun }), hello(ctx, user.firstname), {
      paragraphs: approved
        ? [m(ctx, 'mail.approved.p1', { file: fileName, label })]
        : [m(ctx, 'mail.rejected.p1', { file: fileName, label }), reason ?? '', m(ctx, 'mail.rejected.p3')],
      action: { label: m(ctx, 'mail.reviewed.action'), url: link(ctx, paths.accountDocuments()) },
    });
  },

  /** To the advisers: a message from the contact form (reply goes to the sender). Staff read it in the default language. */
  contactReceived(ctx: MailContext, message: { name: string; email: string; phone: string | null; country: string | null; message: string }, topic: string): MailContent {
    const content = render(ctx, `New enquiry: ${topic} — ${message.name}`, 'Hello team,', {
      paragraphs: [
        `${message.name} (${message.email}${message.phone ? `, ${message.phone}` : ''}${message.country ? `, ${message.country}` : ''}) wrote about “${topic}”:`,
        message.message,
      ],
      action: { label: 'Open the messages', url: `${ctx.appUrl}/admin/messages` },
      after: ['Reply to the sender directly and mark the message handled in the admin portal.'],
    });
    return { ...content, replyTo: message.email };
  },

  /**
   * To a lead (decision 0046): an adviser invites them to register; the link opens the registration form with their
   * address filled in (`?email=`), in their language. `adviser`: who invites (null: the agency).
   */
  leadInvitation(ctx: MailContext, name: string, email: string, adviser: string | null): MailContent {
    const url = `${link(ctx, paths.register())}?email=${encodeURIComponent(email)}`;
    const greeting = name.trim() ? hello(ctx, name.trim().split(/\s+/)[0]!) : m(ctx, 'mail.greetingAll');
    return render(ctx, m(ctx, 'mail.leadInvite.subject'), greeting, {
      paragraphs: [adviser ? m(ctx, 'mail.leadInvite.p1Adviser', { adviser }) : m(ctx, 'mail.leadInvite.p1'), m(ctx, 'mail.leadInvite.p2')],
      action: { label: m(ctx, 'mail.leadInvite.action'), url },
      after: [m(ctx, 'mail.leadInvite.after')],
    });
  },

  /**
   * To a visitor who asked for their fit check's results by e-mail (decision 0046), in the language of the page: the
   * best countries with their scores and reasons, the fit check's page and the booking page.
   */
  fitResults(ctx: MailContext, results: ReadonlyArray<Pick<FitResult, 'country' | 'score' | 'why'>>): MailContent {
    const { tag } = localeInfo(ctx.locale);
    const t = (id: MessageId, values?: Readonly<Record<string, string | number>>) => translate(ctx.locale, id, values);
    const countries = results.flatMap((r, i) => [
      m(ctx, 'mail.fitResults.country', { rank: i + 1, country: r.country.name, score: Math.round(r.score) }),
      ...r.why.map((why) => `• ${fitReasonText(why as Parameters<typeof fitReasonText>[0], t, tag)}`),
    ]);
    return render(ctx, m(ctx, 'mail.fitResults.subject'), m(ctx, 'mail.greetingAll'), {
      paragraphs: [m(ctx, 'mail.fitResults.p1'), ...countries, m(ctx, 'mail.fitResults.p2', { url: link(ctx, paths.studyFit()) })],
      action: { label: m(ctx, 'mail.fitResults.action'), url: link(ctx, CONSULTATION_PAGE) },
      after: [m(ctx, 'mail.fitResults.after')],
    });
  },

  /** To the sender: we have their message (in the language of the form they sent). */
  contactConfirmation(ctx: MailContext, name: string, topic: string, text: string): MailContent {
    return render(ctx, m(ctx, 'mail.contactConfirmation.subject'), hello(ctx, name), {
      paragraphs: [m(ctx, 'mail.contactConfirmation.p1', { topic }), m(ctx, 'mail.contactConfirmation.p2'), text],
      after: [m(ctx, 'mail.contactConfirmation.after')],
    });
  },

  passwordReset(ctx: MailContext, user: { firstname: string; email: string }, token: string, minutes: number): MailContent {
    const url = `${link(ctx, paths.passwordReset(token))}?email=${encodeURIComponent(user.email)}`;
    return render(ctx, m(ctx, 'mail.passwordReset.subject'), hello(ctx, user.firstname), {
      paragraphs: [m(ctx, 'mail.passwordReset.p1')],
      action: { label: m(ctx, 'mail.passwordReset.action'), url },
      after: [m(ctx, 'mail.passwordReset.minutes', { minutes }), m(ctx, 'mail.passwordReset.after')],
    });
  },
  /** To the student: an application moved to another stage. */
  applicationMoved(ctx: MailContext, student: { firstname: string }, application: { course: string; institution: string }, stage: ApplicationStage, note: string | null): MailContent {
    const stageLabel = m(ctx, `applications.stage.${stage}` as MessageId);
    const values = { course: application.course, institution: application.institution, stage: stageLabel };
    return render(ctx, m(ctx, 'mail.applicationMoved.subject', values), hello(ctx, student.firstname), {
      paragraphs: [m(ctx, 'mail.applicationMoved.p1', values), ...(note ? [m(ctx, 'mail.applicationMoved.note'), note] : [])],
      action: { label: m(ctx, 'mail.applicationsAction'), url: link(ctx, WORKFLOW_PAGES.applications) },
    });
  },

  /**
   * To one side of a conversation: the other side wrote (at most one such mail per side every 15 minutes). `to.name`:
   * the reader's first name (null: staff, greeted all together); `to.path`, the conversation's page.
   */
  newMessage(ctx: MailContext, to: { name: string | null; path: string }, from: string, body: string): MailContent {
    const excerpt = body.length > 600 ? `${body.slice(0, 599)}…` : body;
    return render(ctx, m(ctx, 'mail.newMessage.subject', { from }), to.name === null ? m(ctx, 'mail.greetingAll') : hello(ctx, to.name), {
      paragraphs: [m(ctx, 'mail.newMessage.wrote', { from }), excerpt],
      action: { label: m(ctx, 'mail.newMessage.action'), url: link(ctx, to.path) },
      after: [m(ctx, 'mail.newMessage.after')],
    });
  },

  /** An adviser as a student's mail names them: "Ada Lovelace (your adviser)". */
  adviserName: (ctx: MailContext, name: string) => m(ctx, 'mail.newMessage.fromAdviser', { name }),

  /** To the student, once per application and deadline: the deadline is within a week. */
  deadlineReminderStudent(ctx: MailContext, student: { firstname: string }, application: { course: string; institution: string; deadline: string }): MailContent {
    const values = { course: application.course, institution: application.institution, date: longDate(ctx, application.deadline) };
    return render(ctx, m(ctx, 'mail.deadline.subject', values), hello(ctx, student.firstname), {
      paragraphs: [m(ctx, 'mail.deadline.p1', values), m(ctx, 'mail.deadline.p2')],
      action: { label: m(ctx, 'mail.applicationsAction'), url: link(ctx, WORKFLOW_PAGES.applications) },
    });
  },

  /** To the student's adviser (or the team), once per application and deadline. Staff read it in the default language. */
  deadlineReminderStaff(ctx: MailContext, student: { id: number; name: string }, application: { course: string; institution: string; deadline: string; stage: string }): MailContent {
    return render(ctx, `Deadline on ${longDate(ctx, application.deadline)}: ${student.name}, ${application.institution}`, 'Hello,', {
      paragraphs: [`${student.name}’s application for ${application.course} at ${application.institution} is due on ${longDate(ctx, application.deadline)} and is still at the stage “${application.stage}”.`],
      action: { label: 'Open the student’s file', url: `${ctx.appUrl}${WORKFLOW_PAGES.student(student.id)}` },
    });
  },

  offerReplied(ctx: MailContext, student: { id: number; name: string }, application: { course: string; institution: string; intake: string }, reply: 'firm' | 'insurance' | 'declined'): MailContent {
    const answer = { firm: 'accepted as their firm choice', insurance: 'accepted as their insurance choice', declined: 'declined' }[reply];
    return render(ctx, `${student.name} ${answer === 'declined' ? 'declined' : 'accepted'} an offer: ${application.institution}`, 'Hello,', {
      paragraphs: [`${student.name} has ${answer} the offer for ${application.course} at ${application.institution} (intake ${application.intake}).`],
      action: { label: 'Open the student’s file', url: `${ctx.appUrl}${WORKFLOW_PAGES.student(student.id)}` },
    });
  },
};

/** The pieces the mails above are made of, for a feature that keeps its mails beside it (consultations). */
export const mailParts = { render, m, link, hello };
export type { Block as MailBlock };
