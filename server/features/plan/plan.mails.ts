// The plan's mails (decision 0047): to the student, in their language, when steps come within a week; to their
// adviser (or the team), in English, when steps turn late or at risk.
import { localeInfo } from '../../../shared/i18n/locales';
import { portalPaths } from '../../../shared/portal-paths';
import { type MailContent, type MailContext, mailParts } from '../../mail/templates';

const { render, m, link, hello } = mailParts;

/** The student's plan page (its screen is the client's). */
export const PLAN_PAGE = '/account/plan';

interface WordedStep {
  title: string;
  due_on: string | null;
  status: string;
  reason: string | null;
}

const day = (ctx: MailContext, value: string) => new Intl.DateTimeFormat(localeInfo(ctx.locale).tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));

/** Steps of the student's plan due within the week, each mailed once. */
export function planDueMail(ctx: MailContext, student: { firstname: string }, steps: WordedStep[]): MailContent {
  return render(ctx, m(ctx, 'mail.planDue.subject', { count: steps.length }), hello(ctx, student.firstname), {
    paragraphs: [m(ctx, 'mail.planDue.p1'), ...steps.map((s) => m(ctx, 'mail.planDue.item', { title: s.title, date: s.due_on ? day(ctx, s.due_on) : '' }))],
    action: { label: m(ctx, 'mail.planDue.action'), url: link(ctx, PLAN_PAGE) },
  });
}

/** Steps of a student's plan that turned late or at risk, told to the adviser once each. */
export function planAlertMail(ctx: MailContext, student: { id: number; name: string }, steps: WordedStep[]): MailContent {
  return render(ctx, `${student.name}: ${steps.length === 1 ? 'a step of the plan needs you' : `${steps.length} steps of the plan need you`}`, 'Hello,', {
    paragraphs: [
      `${student.name}’s plan from offer to arrival has ${steps.length === 1 ? 'a step' : 'steps'} that ${steps.length === 1 ? 'is' : 'are'} late or at risk:`,
      ...steps.map((s) => `${s.status === 'late' ? 'Late' : 'At risk'}: ${s.title}${s.due_on ? ` (by ${day(ctx, s.due_on)})` : ''}${s.reason ? `. ${s.reason}` : ''}`),
    ],
    action: { label: 'Open the student’s file', url: `${ctx.appUrl}${portalPaths.adminStudent(student.id)}` },
  });
}
