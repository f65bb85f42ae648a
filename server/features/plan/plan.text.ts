// The plan's wording (the steps themselves are plan.core.ts): each step's title and, when it is late or at risk, why,
// in the student's language. The messages are the server's (shared/i18n/messages/<locale>/mail.json, `plan.…`), as
// the steps are worded here and sent as text. Days are the same everywhere, so they are formatted in UTC.
import type { MessageId } from '../../../shared/i18n/compiled/en';
import { type LocaleCode, localeInfo } from '../../../shared/i18n/locales';
import { formatMoney } from '../../../shared/money';
import type { PlanApplication, PlanInput, PlanReason, PlanStep, PlanStepKind, PlanStepView, VisaDocumentKind } from '../../../shared/plan';
import { translate } from '../../lib/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter of `tag` and `kind`, made the first time a plan in that language needs it. */
function formatter(tag: string, kind: 'day' | 'month'): Intl.DateTimeFormat {
  const key = `${tag} ${kind}`;
  let found = formats.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions = kind === 'day' ? { dateStyle: 'medium', timeZone: 'UTC' } : { month: 'long', year: 'numeric', timeZone: 'UTC' };
    formats.set(key, (found = new Intl.DateTimeFormat(tag, options)));
  }
  return found;
}

/** "3 Jan 2028" from "2028-01-03", in the reader's language. */
export const planDay = (locale: LocaleCode, day: string): string => formatter(localeInfo(locale).tag, 'day').format(new Date(`${day}T00:00:00Z`));

/** "September 2027" from the intake "2027-09", in the reader's language. */
export const planMonth = (locale: LocaleCode, intake: string): string => formatter(localeInfo(locale).tag, 'month').format(new Date(`${intake}-01T00:00:00Z`));

const DOCUMENT_NAMES: Readonly<Record<VisaDocumentKind, MessageId>> = {
  CAS: 'plan.document.cas',
  'I-20': 'plan.document.i20',
  COE: 'plan.document.coe',
  LoA: 'plan.document.loa',
  other: 'plan.document.other',
};

const TITLES: Readonly<Record<Exclude<PlanStepKind, 'task' | 'deposit'>, MessageId>> = {
  deadline: 'plan.title.deadline',
  reply: 'plan.title.reply',
  visa_document: 'plan.title.visaDocument',
  passport: 'plan.title.passport',
  visa: 'plan.title.visa',
  travel: 'plan.title.travel',
  arrival: 'plan.title.arrival',
};

/** A currency code Intl can format: three letters (the database keeps ISO 4217 codes; anything else is left out). */
const CURRENCY = /^[A-Za-z]{3}$/;

function applicationOf(step: PlanStep, input: PlanInput): PlanApplication {
  const application = input.applications.find((a) => a.id === step.application_id);
  if (!application) throw new RangeError(`The step ${step.key} names an application the input does not hold`);
  return application;
}

/**
 * A country's name as an English sentence needs it: "the United Kingdom", "the Netherlands", "Canada". The plan's
 * English messages always put the name mid-sentence; other languages take the name as it is.
 */
const NEEDS_THE = /^(United\b|Netherlands$|Philippines$|Bahamas$|Gambia$|Maldives$|Czech Republic$|Dominican Republic$)|\b(Republic|Islands|Kingdom|Emirates|States)$/;
export function countryInSentence(name: string, locale: LocaleCode): string {
  return locale === 'en' && NEEDS_THE.test(name.trim()) && !/^the /i.test(name.trim()) ? `the ${name.trim()}` : name;
}

function title(step: PlanStep, input: PlanInput, locale: LocaleCode): string {
  if (step.kind === 'task') {
    // A task's title is the adviser's own words, in the language they wrote it in.
    const id = Number(step.key.slice('task:'.length));
    const task = input.tasks.find((t) => t.id === id);
    if (!task) throw new RangeError(`The step ${step.key} names a task the input does not hold`);
    return task.title;
  }
  const application = applicationOf(step, input);
  const names = { institution: application.institution, country: countryInSentence(application.country, locale) };
  if (step.kind === 'deposit') {
    const offer = application.offer;
    const currency = offer?.deposit_currency;
    // Without a currency the amount means nothing to the reader: the title then leaves it out.
    if (!offer || offer.deposit_amount === null || !currency || !CURRENCY.test(currency)) return translate(locale, 'plan.title.depositAnyAmount', names);
    return translate(locale, 'plan.title.deposit', { ...names, amount: formatMoney(offer.deposit_amount, currency, localeInfo(locale).tag) });
  }
  // Before the document is recorded its kind is not known: the title names it in general.
  const document = translate(locale, DOCUMENT_NAMES[application.visa_document?.kind ?? 'other']);
  return translate(locale, TITLES[step.kind], { ...names, document });
}

function reasonText(reason: PlanReason, step: PlanStep, input: PlanInput, locale: LocaleCode): string {
  switch (reason.code) {
    case 'overdue':
      return translate(locale, 'plan.reason.overdue', { date: planDay(locale, reason.due_on) });
    case 'passport_expires':
      return translate(locale, 'plan.reason.passportExpires', {
        expires: planDay(locale, reason.expires_on),
        // The input's name, in the reader's language where the country has one (the reason's is the default's).
        country: countryInSentence(applicationOf(step, input).country, locale),
        months: reason.months,
        intake: planMonth(locale, reason.intake),
      });
    case 'passport_unknown':
      return translate(locale, 'plan.reason.passportUnknown', { needed: planDay(locale, reason.valid_until_needed) });
    case 'visa_document_expires':
      return translate(locale, 'plan.reason.visaDocumentExpires', {
        document: translate(locale, DOCUMENT_NAMES[reason.kind]),
        validUntil: planDay(locale, reason.valid_until),
        start: planDay(locale, reason.intake_start),
        institution: applicationOf(step, input).institution,
      });
  }
}

/** A step's title and reason in `locale`; `input` is what the plan was computed from (the names and amounts are there). */
export function describeStep(step: PlanStep, input: PlanInput, locale: LocaleCode): { title: string; reason: string | null } {
  return { title: title(step, input, locale), reason: step.reason ? reasonText(step.reason, step, input, locale) : null };
}

/** The plan as the student's page receives it: every step worded, in the plan's order. */
export function describePlan(steps: readonly PlanStep[], input: PlanInput, locale: LocaleCode): PlanStepView[] {
  return steps.map((step) => {
    const { title, reason } = describeStep(step, input, locale);
    return { key: step.key, title, application_id: step.application_id, due_on: step.due_on, status: step.status, reason };
  });
}
