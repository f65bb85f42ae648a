// A consultation's mails (decision 0046): to the visitor in their language with the time in their zone and the manage
// link, to the adviser in English with the time in the adviser's zone; each with the calendar invitation.
import type { Env } from '../../env';
import { type MailCalendar, type MailContent, mailContext, mailParts, noticeTime } from '../../mail/templates';
import { invitation, mailbox } from './calendar';

const { render, m, link, hello } = mailParts;

export type ConsultationEvent = 'booked' | 'moved' | 'cancelled' | 'reminder';

/** What a consultation's mails are made of. */
export interface ConsultationMailFacts {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  visitor: { name: string; email: string; phone: string | null; locale: string; timeZone: string };
  topic: string;
  adviser: { name: string; email: string; timeZone: string };
  videoUrl: string | null;
  manageUrl: string | null;
}

/** The portal's list of consultations (its screen is the client's). */
const STAFF_PAGE = '/admin/consultations';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

function calendarFor(env: Env, facts: ConsultationMailFacts, event: ConsultationEvent, summary: string, description: string, stamp: Date): MailCalendar {
  return invitation({
    method: event === 'cancelled' ? 'CANCEL' : 'REQUEST',
    uid: facts.uid,
    sequence: facts.sequence,
    start: facts.start,
    end: facts.end,
    summary,
    description,
    videoUrl: facts.videoUrl,
    organizer: mailbox(env.mailFrom),
    visitor: { name: facts.visitor.name, email: facts.visitor.email },
    adviser: { name: facts.adviser.name, email: facts.adviser.email },
    stamp,
  });
}

/** To the visitor, in their language, the time in their zone. */
export function visitorMail(env: Env, facts: ConsultationMailFacts, event: ConsultationEvent, now: Date): MailContent {
  const ctx = mailContext(env, { locale: facts.visitor.locale, time_zone: facts.visitor.timeZone });
  const values = { adviser: facts.adviser.name, when: noticeTime(ctx, facts.start) };
  const paragraphs =
    event === 'cancelled'
      ? [m(ctx, 'mail.consultation.cancelled.p1', values), m(ctx, 'mail.consultation.cancelled.p2')]
      : [
          m(ctx, event === 'moved' ? 'mail.consultation.moved.p1' : event === 'reminder' ? 'mail.consultation.reminder.p1' : 'mail.consultation.booked.p1', values),
          ...(facts.topic ? [m(ctx, 'mail.consultation.topic', { topic: facts.topic })] : []),
          ...(facts.videoUrl ? [m(ctx, 'mail.consultation.video', { url: facts.videoUrl })] : []),
          ...(facts.manageUrl ? [m(ctx, 'mail.consultation.manage')] : []),
        ];
  const subjects = { booked: 'mail.consultation.booked.subject', moved: 'mail.consultation.moved.subject', cancelled: 'mail.consultation.cancelled.subject', reminder: 'mail.consultation.reminder.subject' } as const;
  const action =
    event === 'cancelled' ? { label: m(ctx, 'mail.consultation.bookAgain'), url: link(ctx, '/consultation') } : facts.manageUrl ? { label: m(ctx, 'mail.consultation.action'), url: facts.manageUrl } : undefined;
  const content = render(ctx, m(ctx, subjects[event], values), hello(ctx, firstName(facts.visitor.name)), { paragraphs, ...(action ? { action } : {}) });
  const summary = m(ctx, 'mail.consultation.calendar.summary', { adviser: facts.adviser.name });
  const description = m(ctx, 'mail.consultation.calendar.description', { adviser: facts.adviser.name, url: facts.manageUrl ?? link(ctx, '/consultation') });
  return { ...content, calendar: calendarFor(env, facts, event, summary, description, now) };
}

/** To the adviser, in English, the time in the adviser's zone, with the visitor's details and the staff page. */
export function adviserMail(env: Env, facts: ConsultationMailFacts, event: ConsultationEvent, now: Date): MailContent {
  const ctx = mailContext(env, { time_zone: facts.adviser.timeZone });
  const when = noticeTime(ctx, facts.start);
  const who = facts.visitor.name;
  const subjects = { booked: `New consultation: ${who}, ${when}`, moved: `Consultation moved: ${who}, now ${when}`, cancelled: `Consultation cancelled: ${who}, ${when}`, reminder: `Tomorrow: consultation with ${who}, ${when}` };
  const lines = {
    booked: `${who} booked a consultation with you on ${when}.`,
    moved: `${who} moved their consultation with you to ${when}.`,
    cancelled: `The consultation with ${who} on ${when} is cancelled.`,
    reminder: `A reminder: your consultation with ${who} is on ${when}.`,
  };
  const contact = `${facts.visitor.email}${facts.visitor.phone ? `, ${facts.visitor.phone}` : ''} · their time zone: ${facts.visitor.timeZone}`;
  const content = render(ctx, subjects[event], `Hello ${firstName(facts.adviser.name)},`, {
    paragraphs: [lines[event], contact, ...(facts.topic ? [`Topic: ${facts.topic}`] : []), ...(facts.videoUrl && event !== 'cancelled' ? [`Video link: ${facts.videoUrl}`] : [])],
    action: { label: 'Open your consultations', url: `${ctx.appUrl}${STAFF_PAGE}` },
  });
  const description = [`Consultation with ${who} (${facts.visitor.email}).`, ...(facts.topic ? [`Topic: ${facts.topic}`] : []), `${ctx.appUrl}${STAFF_PAGE}`].join('\n');
  return { ...content, replyTo: facts.visitor.email, calendar: calendarFor(env, facts, event, `Consultation: ${who}`, description, now) };
}
