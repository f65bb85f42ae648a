// The student's plan from offer to arrival (server/features/plan/plan.core.ts): each rule on made-up applications,
// the days at the edges (month ends, 29 February, an intake already past, a passport nobody dated), the wording in
// every language (plan.text.ts), the money formatter (shared/money.ts), and properties that hold for any input.
import { expect } from 'chai';
import fc from 'fast-check';
import { computePlan, dayNumber, dayOf, monthsAfterIntake, nextChange } from '../../server/features/plan/plan.core';
import { countryInSentence, describePlan, describeStep } from '../../server/features/plan/plan.text';
import { AVAILABLE_LOCALES, localeInfo } from '../../shared/i18n/locales';
import { formatMoney, minorDigits, toMajor, toMinor } from '../../shared/money';
import {
  DUE_SOON_DAYS,
  PLAN_STEP_KINDS,
  type PlanApplication,
  type PlanInput,
  type PlanOffer,
  type PlanStep,
  type PlanTask,
  REPLIES,
  VISA_DOCUMENT_KINDS,
} from '../../shared/plan';
import { APPLICATION_STAGES, type ApplicationStage, PIPELINE_STAGES } from '../../shared/workflow';

const offer = (over: Partial<PlanOffer> = {}): PlanOffer => ({
  conditions: null,
  deposit_amount: null,
  deposit_currency: null,
  deposit_due: null,
  deposit_paid_on: null,
  reply_by: null,
  ...over,
});

/** An accepted place at Leeds for September 2027: the UK's 3 weeks of processing and 6 months of passport. */
const application = (over: Partial<PlanApplication> = {}): PlanApplication => ({
  id: 1,
  institution: 'University of Leeds',
  course: 'MSc Data Science',
  country: 'United Kingdom',
  intake: '2027-09',
  stage: 'accepted',
  deadline: null,
  offer: null,
  reply: null,
  visa_document: null,
  visa_processing_weeks: 3,
  passport_valid_months_after_intake: 6,
  ...over,
});

const task = (over: Partial<PlanTask> = {}): PlanTask => ({ id: 1, title: 'Send us your bank statement', due_on: '2027-06-01', done: false, application_id: null, ...over });

/** A student on 1 May 2027 with a passport good until 2030. */
const input = (over: Partial<PlanInput> = {}): PlanInput => ({ today: '2027-05-01', applications: [], passport: { expires_on: '2030-01-01' }, tasks: [], ...over });

const plan = (over: Partial<PlanInput> = {}) => computePlan(input(over));
const stepOf = (steps: PlanStep[], key: string): PlanStep => {
  const found = steps.find((s) => s.key === key);
  if (!found) throw new Error(`no step ${key} in ${steps.map((s) => s.key).join(', ')}`);
  return found;
};
const keys = (steps: PlanStep[]) => steps.map((s) => s.key);
const FIRM_KINDS = ['visa_document', 'passport', 'visa', 'travel', 'arrival'];

describe('the plan from offer to arrival', () => {
  describe('which steps an application gives', () => {
    it('a rejected or withdrawn application gives none, though its tasks still show', () => {
      for (const stage of ['rejected', 'withdrawn'] as const) {
        const steps = plan({
          applications: [application({ stage, deadline: '2027-03-01', offer: offer({ deposit_amount: 100, reply_by: '2027-06-01' }), reply: 'firm' })],
          tasks: [task({ application_id: 1 })],
        });
        expect(keys(steps)).to.deep.equal(['task:1']);
      }
    });

    it('a shortlisted application with a deadline gives only the deadline, done from "submitted" on', () => {
      const at = (stage: ApplicationStage) => plan({ applications: [application({ stage, deadline: '2027-06-15' })] });
      expect(keys(at('shortlisted'))).to.deep.equal(['deadline:1']);
      expect(stepOf(at('shortlisted'), 'deadline:1')).to.include({ kind: 'deadline', application_id: 1, due_on: '2027-06-15', status: 'open' });
      expect(stepOf(at('preparing'), 'deadline:1').status).to.equal('open');
      for (const stage of PIPELINE_STAGES.slice(PIPELINE_STAGES.indexOf('submitted'))) expect(stepOf(at(stage), 'deadline:1').status, stage).to.equal('done');
      expect(keys(plan({ applications: [application({ stage: 'preparing' })] }))).to.deep.equal([]);
    });

    it('an offer asks for a reply, due on its reply date or on none; a reply of any kind settles it', () => {
      const open = plan({ applications: [application({ stage: 'conditional_offer', offer: offer({ reply_by: '2027-07-01' }) })] });
      expect(keys(open)).to.deep.equal(['reply:1']);
      expect(stepOf(open, 'reply:1')).to.include({ due_on: '2027-07-01', status: 'open', reason: null });
      const undated = plan({ applications: [application({ stage: 'conditional_offer', offer: offer() })] });
      expect(stepOf(undated, 'reply:1')).to.include({ due_on: null, status: 'open' });
      for (const reply of REPLIES) {
        const steps = plan({ applications: [application({ stage: 'unconditional_offer', offer: offer({ reply_by: '2027-04-01' }), reply })] });
        expect(stepOf(steps, 'reply:1').status, reply).to.equal('done');
      }
      expect(keys(plan({ applications: [application({ stage: 'submitted', offer: null })] }))).to.deep.equal([]);
    });

    it('a deposit only when the offer names an amount, due on its day or none, done once paid', () => {
      const none = plan({ applications: [application({ stage: 'conditional_offer', offer: offer({ deposit_due: '2027-06-01' }) })] });
      expect(keys(none)).to.deep.equal(['reply:1']);
      const unpaid = plan({ applications: [application({ stage: 'conditional_offer', offer: offer({ deposit_amount: 150000, deposit_currency: 'GBP', deposit_due: '2027-06-01' }) })] });
      expect(stepOf(unpaid, 'deposit:1')).to.include({ kind: 'deposit', due_on: '2027-06-01', status: 'open' });
      const undated = plan({ applications: [application({ stage: 'conditional_offer', offer: offer({ deposit_amount: 0 }) })] });
      expect(stepOf(undated, 'deposit:1')).to.include({ due_on: null, status: 'open' });
      const paid = plan({ applications: [application({ stage: 'conditional_offer', offer: offer({ deposit_amount: 150000, deposit_due: '2027-04-01', deposit_paid_on: '2027-03-20' }) })] });
      expect(stepOf(paid, 'deposit:1').status).to.equal('done');
    });

    it('the visa, its document, the passport, travel and arrival only for an offer held firm', () => {
      const firmKeys = (over: Partial<PlanApplication>) => keys(plan({ applications: [application(over)] })).filter((k) => FIRM_KINDS.includes(k.split(':')[0]!));
      expect(firmKeys({ stage: 'conditional_offer', offer: offer(), reply: 'firm' })).to.have.length(5);
      expect(firmKeys({ stage: 'conditional_offer', offer: offer(), reply: 'insurance' })).to.deep.equal([]);
      expect(firmKeys({ stage: 'unconditional_offer', offer: offer(), reply: null })).to.deep.equal([]);
      // Accepted and later stages are held firm whatever the reply field says.
      for (const stage of PIPELINE_STAGES.slice(PIPELINE_STAGES.indexOf('accepted'))) expect(firmKeys({ stage }), stage).to.have.length(5);
      expect(firmKeys({ stage: 'submitted' })).to.deep.equal([]);
    });

    it('a declined offer: the reply is done, and nothing of the visa follows', () => {
      const steps = plan({ applications: [application({ stage: 'unconditional_offer', offer: offer({ reply_by: '2027-05-10', deposit_amount: 50000, deposit_due: '2027-05-20' }), reply: 'declined' })] });
      expect(keys(steps)).to.deep.equal(['reply:1', 'deposit:1']);
      expect(stepOf(steps, 'reply:1').status).to.equal('done');
    });
  });

  describe('the visa and the steps after it', () => {
    it('the visa is due at intake start − processing weeks − 2 weeks; its document and the passport on the same day', () => {
      // 1 September 2027 − 5 weeks = 28 July 2027.
      const steps = plan({ applications: [application()] });
      for (const kind of ['visa', 'visa_document', 'passport']) expect(stepOf(steps, `${kind}:1`).due_on, kind).to.equal('2027-07-28');
      expect(stepOf(steps, 'travel:1').due_on).to.equal('2027-08-18');
      expect(stepOf(steps, 'arrival:1').due_on).to.equal('2027-09-01');
    });

    it('counts back across 29 February in a leap year and across 28 February in another', () => {
      // March 2028, 2 weeks of processing: 1 March − 4 weeks is 2 February (29 days in February); in 2027, 1 February.
      const leap = plan({ today: '2027-12-01', applications: [application({ intake: '2028-03', visa_processing_weeks: 2 })] });
      expect(stepOf(leap, 'visa:1').due_on).to.equal('2028-02-02');
      expect(stepOf(leap, 'travel:1').due_on).to.equal('2028-02-16');
      const common = plan({ today: '2026-12-01', applications: [application({ intake: '2027-03', visa_processing_weeks: 2 })] });
      expect(stepOf(common, 'visa:1').due_on).to.equal('2027-02-01');
      expect(stepOf(common, 'travel:1').due_on).to.equal('2027-02-15');
      // No processing at all: only the margin; and a step that lands on the leap day itself.
      expect(stepOf(plan({ applications: [application({ intake: '2028-03', visa_processing_weeks: 0 })] }), 'visa:1').due_on).to.equal('2028-02-16');
      expect(dayOf(dayNumber('2028-03-14') - 14)).to.equal('2028-02-29');
    });

    it('counts back across the year’s end and over two years of processing', () => {
      // January 2028 with 10 weeks: 1 January − 84 days = 9 October 2027.
      expect(stepOf(plan({ applications: [application({ intake: '2028-01', visa_processing_weeks: 10 })] }), 'visa:1').due_on).to.equal('2027-10-09');
      expect(stepOf(plan({ applications: [application({ intake: '2028-01', visa_processing_weeks: 0 })] }), 'travel:1').due_on).to.equal('2027-12-18');
      // 104 + 2 weeks = 742 days before 1 September 2027.
      expect(stepOf(plan({ applications: [application({ visa_processing_weeks: 104 })] }), 'visa:1').due_on).to.equal('2025-08-20');
    });

    it('the visa is done once applied for; travel and arrival once enrolled', () => {
      const at = (stage: ApplicationStage) => plan({ applications: [application({ stage })] });
      expect(stepOf(at('accepted'), 'visa:1').status).to.equal('open');
      expect(stepOf(at('visa_applied'), 'visa:1').status).to.equal('done');
      expect(stepOf(at('visa_granted'), 'travel:1').status).to.equal('open');
      expect(stepOf(at('visa_granted'), 'arrival:1').status).to.equal('open');
      expect(stepOf(at('enrolled'), 'travel:1').status).to.equal('done');
      expect(stepOf(at('enrolled'), 'arrival:1').status).to.equal('done');
    });
  });

  describe('the visa document', () => {
    const withDocument = (valid_until: string | null, over: Partial<PlanApplication> = {}, today = '2027-05-01') =>
      stepOf(plan({ today, applications: [application({ visa_document: { kind: 'CAS', number: 'E4G8H1', issued_on: '2027-04-20', valid_until }, ...over })] }), 'visa_document:1');

    it('is open until recorded, and done once recorded with no end or an end on or after the intake start', () => {
      expect(stepOf(plan({ applications: [application()] }), 'visa_document:1')).to.include({ status: 'open', reason: null });
      expect(withDocument(null).status).to.equal('done');
      expect(withDocument('2027-09-01').status).to.equal('done');
      expect(withDocument('2028-06-30').status).to.equal('done');
    });

    it('is at risk when it ends before the intake starts, with both days in the reason', () => {
      expect(withDocument('2027-08-31')).to.deep.include({
        status: 'at_risk',
        reason: { code: 'visa_document_expires', kind: 'CAS', valid_until: '2027-08-31', intake: '2027-09', intake_start: '2027-09-01' },
      });
      // Past its day it is late, and still says why.
      expect(withDocument('2027-08-31', {}, '2027-08-01')).to.deep.include({ status: 'late', reason: { code: 'visa_document_expires', kind: 'CAS', valid_until: '2027-08-31', intake: '2027-09', intake_start: '2027-09-01' } });
    });

    it('once the visa is applied for it is done even unrecorded; once granted, an early end no longer matters', () => {
      expect(stepOf(plan({ applications: [application({ stage: 'visa_applied' })] }), 'visa_document:1').status).to.equal('done');
      expect(withDocument('2027-08-31', { stage: 'visa_applied' }).status).to.equal('at_risk');
      expect(withDocument('2027-08-31', { stage: 'visa_granted' }).status).to.equal('done');
    });
  });

  describe('the passport', () => {
    const passportStep = (expires_on: string | null, over: Partial<PlanApplication> = {}, today = '2027-05-01') =>
      stepOf(plan({ today, passport: { expires_on }, applications: [application(over)] }), 'passport:1');

    it('must last until intake start + the country’s months: 6 months from 1 September 2027 is 1 March 2028', () => {
      expect(monthsAfterIntake('2027-09', 6)).to.equal('2028-03-01');
      expect(monthsAfterIntake('2027-11', 3)).to.equal('2028-02-01');
      expect(monthsAfterIntake('2027-12', 0)).to.equal('2027-12-01');
      expect(monthsAfterIntake('2027-09', 60)).to.equal('2032-09-01');
      expect(passportStep('2028-03-01').status).to.equal('done');
      expect(passportStep('2029-01-01').status).to.equal('done');
    });

    it('is at risk when it ends sooner, even on the leap day before, and the reason has the facts for the wording', () => {
      expect(passportStep('2028-02-29')).to.deep.include({
        status: 'at_risk',
        reason: { code: 'passport_expires', expires_on: '2028-02-29', valid_until_needed: '2028-03-01', months: 6, country: 'United Kingdom', intake: '2027-09' },
      });
      expect(passportStep('2027-08-31', { passport_valid_months_after_intake: 0 }).status).to.equal('at_risk');
      expect(passportStep('2027-09-01', { passport_valid_months_after_intake: 0 }).status).to.equal('done');
    });

    it('late and ending too soon: late, and the reason names the expiry rather than the date', () => {
      expect(passportStep('2028-01-03', {}, '2027-08-01')).to.deep.include({
        status: 'late',
        reason: { code: 'passport_expires', expires_on: '2028-01-03', valid_until_needed: '2028-03-01', months: 6, country: 'United Kingdom', intake: '2027-09' },
      });
    });

    it('with no approved passport, or one without its expiry, goes by its date and asks for the passport', () => {
      const unknown = { code: 'passport_unknown', valid_until_needed: '2028-03-01', months: 6, country: 'United Kingdom', intake: '2027-09' };
      const none = stepOf(plan({ passport: null, applications: [application()] }), 'passport:1');
      expect(none).to.deep.include({ status: 'open', reason: unknown });
      expect(passportStep(null)).to.deep.include({ status: 'open', reason: unknown });
      expect(passportStep(null, {}, '2027-07-25')).to.deep.include({ status: 'due_soon', reason: unknown });
      expect(passportStep(null, {}, '2027-07-29')).to.deep.include({ status: 'late', reason: unknown });
    });

    it('is done once the visa is granted, whatever the passport', () => {
      expect(passportStep('2027-10-01', { stage: 'visa_granted' })).to.include({ status: 'done', reason: null });
      expect(passportStep(null, { stage: 'enrolled' })).to.include({ status: 'done', reason: null });
      expect(passportStep('2027-10-01', { stage: 'visa_applied' }).status).to.equal('at_risk');
    });
  });

  describe('tasks', () => {
    it('every task shows as written, done when done', () => {
      const steps = plan({ tasks: [task({ id: 4, due_on: '2027-06-01' }), task({ id: 5, due_on: '2027-04-01', done: true })] });
      expect(steps).to.deep.equal([
        { key: 'task:5', kind: 'task', application_id: null, due_on: '2027-04-01', status: 'done', reason: null },
        { key: 'task:4', kind: 'task', application_id: null, due_on: '2027-06-01', status: 'open', reason: null },
      ]);
    });

    it('a task of an application in the input is due by its intake start; one of an application left out keeps its day', () => {
      const steps = plan({
        applications: [application({ id: 1, stage: 'preparing' })],
        tasks: [task({ id: 1, application_id: 1, due_on: '2027-10-15' }), task({ id: 2, application_id: 99, due_on: '2027-10-15' }), task({ id: 3, application_id: 1, due_on: '2027-08-31' })],
      });
      expect(stepOf(steps, 'task:1')).to.include({ application_id: 1, due_on: '2027-09-01' });
      expect(stepOf(steps, 'task:2')).to.include({ application_id: 99, due_on: '2027-10-15' });
      expect(stepOf(steps, 'task:3').due_on).to.equal('2027-08-31');
    });
  });

  describe('no step is due after the intake it serves', () => {
    it('a deadline, reply or deposit date after the intake start is brought back to it', () => {
      const steps = plan({
        applications: [
          application({
            stage: 'conditional_offer',
            intake: '2027-02',
            deadline: '2027-03-31',
            offer: offer({ reply_by: '2027-02-02', deposit_amount: 100, deposit_due: '2027-12-31' }),
          }),
        ],
      });
      expect(stepOf(steps, 'deadline:1').due_on).to.equal('2027-02-01');
      expect(stepOf(steps, 'reply:1').due_on).to.equal('2027-02-01');
      expect(stepOf(steps, 'deposit:1').due_on).to.equal('2027-02-01');
    });
  });

  describe('statuses', () => {
    const due = (due_on: string, done = false) => stepOf(plan({ today: '2027-05-10', tasks: [task({ due_on, done })] }), 'task:1');

    it('due today and up to today + 7 is due soon; today + 8 is open; yesterday is late with its day', () => {
      expect(due('2027-05-10')).to.include({ status: 'due_soon', reason: null });
      expect(due('2027-05-17').status).to.equal('due_soon');
      expect(due('2027-05-18')).to.include({ status: 'open', reason: null });
      expect(due('2027-05-09')).to.deep.include({ status: 'late', reason: { code: 'overdue', due_on: '2027-05-09' } });
      expect(due('2027-05-09', true)).to.include({ status: 'done', reason: null });
    });

    it('counts days across a month’s end and 29 February', () => {
      const soon = (today: string, due_on: string) => stepOf(plan({ today, tasks: [task({ due_on })] }), 'task:1').status;
      expect(soon('2028-02-23', '2028-03-01')).to.equal('due_soon');
      expect(soon('2028-02-22', '2028-03-01')).to.equal('open');
      expect(soon('2027-02-22', '2027-03-01')).to.equal('due_soon');
      expect(soon('2027-02-21', '2027-03-01')).to.equal('open');
      expect(soon('2027-12-31', '2028-01-06')).to.equal('due_soon');
      expect(soon('2028-03-01', '2028-02-29')).to.equal('late');
    });

    it('an intake already past: what is not done is late, each with its day', () => {
      const steps = plan({ today: '2027-10-01', applications: [application({ stage: 'visa_granted' })] });
      expect(steps.map((s) => [s.key, s.status])).to.deep.equal([
        ['visa_document:1', 'done'],
        ['passport:1', 'done'],
        ['visa:1', 'done'],
        ['travel:1', 'late'],
        ['arrival:1', 'late'],
      ]);
      expect(stepOf(steps, 'arrival:1').reason).to.deep.equal({ code: 'overdue', due_on: '2027-09-01' });
    });

    it('the next day a status changes: a week before a step’s day, or the day after it; none when all is done', () => {
      const next = (today: string, ...tasks: PlanTask[]) => nextChange(plan({ today, tasks }), today);
      expect(next('2027-05-01', task({ due_on: '2027-06-01' }))).to.equal('2027-05-25');
      expect(next('2027-05-25', task({ due_on: '2027-06-01' }))).to.equal('2027-06-02');
      expect(next('2027-06-02', task({ due_on: '2027-06-01' }))).to.equal(null);
      expect(next('2028-02-20', task({ due_on: '2028-03-06' }))).to.equal('2028-02-28');
      expect(next('2027-12-30', task({ due_on: '2027-12-31' }))).to.equal('2028-01-01');
      expect(next('2027-05-01', task({ due_on: '2027-06-01', done: true }))).to.equal(null);
      expect(next('2027-05-01', task({ id: 1, due_on: '2027-09-01' }), task({ id: 2, due_on: '2027-05-04' }))).to.equal('2027-05-05');
      expect(next('2027-05-01')).to.equal(null);
    });

    it('a step with no day is open, never late or due soon', () => {
      expect(stepOf(plan({ today: '2035-01-01', applications: [application({ stage: 'conditional_offer', intake: '2036-01', offer: offer() })] }), 'reply:1')).to.include({ due_on: null, status: 'open' });
    });
  });

  describe('order', () => {
    it('by day (none last), then by kind, then by key', () => {
      const steps = plan({
        applications: [application({ stage: 'unconditional_offer', offer: offer({ deposit_amount: 1 }), reply: 'firm' })],
        tasks: [task({ id: 10, due_on: '2027-07-28' }), task({ id: 9, due_on: '2027-07-28' }), task({ id: 2, due_on: '2027-05-02' })],
      });
      expect(keys(steps)).to.deep.equal([
        'task:2',
        'visa_document:1',
        'passport:1',
        'visa:1',
        // Keys compare by their characters: "task:10" before "task:9".
        'task:10',
        'task:9',
        'travel:1',
        'arrival:1',
        'reply:1',
        'deposit:1',
      ]);
    });

    it('several applications with different intakes: each firm one has its own visa, passport, travel and arrival', () => {
      const steps = plan({
        passport: { expires_on: '2028-04-15' },
        applications: [
          application({ id: 1 }),
          application({ id: 2, institution: 'University of Toronto', country: 'Canada', intake: '2028-01', visa_processing_weeks: 8, passport_valid_months_after_intake: 0 }),
          application({ id: 3, institution: 'Monash University', country: 'Australia', intake: '2028-02', stage: 'submitted', deadline: '2027-06-30' }),
        ],
      });
      expect(keys(steps)).to.deep.equal([
        'deadline:3',
        'visa_document:1',
        'passport:1',
        'visa:1',
        'travel:1',
        'arrival:1',
        'visa_document:2',
        'passport:2',
        'visa:2',
        'travel:2',
        'arrival:2',
      ]);
      expect(stepOf(steps, 'visa:2').due_on).to.equal('2027-10-23');
      // One passport, two rules: ending 15 April 2028 it satisfies both; ending 1 February 2028 it is enough for Canada
      // (valid on the start) but not for the United Kingdom (until 1 March 2028).
      expect(stepOf(steps, 'passport:1').status).to.equal('done');
      expect(stepOf(steps, 'passport:2').status).to.equal('done');
      const shorter = computePlan({ ...input(), passport: { expires_on: '2028-02-01' }, applications: [application({ id: 1 }), application({ id: 2, country: 'Canada', intake: '2028-01', passport_valid_months_after_intake: 0 })] });
      expect(stepOf(shorter, 'passport:1').status).to.equal('at_risk');
      expect(stepOf(shorter, 'passport:2').status).to.equal('done');
    });
  });

  describe('its input', () => {
    it('refuses days and intakes that do not exist', () => {
      expect(() => plan({ today: '2027-02-29' })).to.throw(RangeError);
      expect(() => plan({ today: '2027-5-1' })).to.throw(RangeError);
      expect(() => plan({ tasks: [task({ due_on: '2027-04-31' })] })).to.throw(RangeError);
      expect(() => plan({ applications: [application({ intake: '2027-13' })] })).to.throw(RangeError);
      expect(() => plan({ passport: { expires_on: '2028-02-30' }, applications: [application()] })).to.throw(RangeError);
      expect(dayNumber('2028-02-29') - dayNumber('2028-02-28')).to.equal(1);
      expect(dayNumber('2028-03-01') - dayNumber('2028-02-28')).to.equal(2);
      expect(dayNumber('2027-03-01') - dayNumber('2027-02-28')).to.equal(1);
    });

    it('is left as it was, and the same input gives the same plan', () => {
      const given = input({ applications: [application({ offer: offer({ deposit_amount: 5, reply_by: '2027-06-01' }), reply: 'firm' })], tasks: [task({ application_id: 1 })] });
      const copy = structuredClone(given);
      const first = computePlan(given);
      expect(given).to.deep.equal(copy);
      expect(computePlan(given)).to.deep.equal(first);
    });
  });
});

describe('the plan’s wording', () => {
  const leeds = application({
    stage: 'unconditional_offer',
    deadline: '2027-01-15',
    offer: offer({ deposit_amount: 150000, deposit_currency: 'GBP', deposit_due: '2027-04-15', reply_by: '2027-06-01' }),
    reply: 'firm',
  });
  const given = input({ passport: { expires_on: '2028-01-03' }, applications: [leeds], tasks: [task({ id: 7, title: 'Send us your bank statement' })] });
  const steps = computePlan(given);
  const say = (key: string, locale: string) => describeStep(stepOf(steps, key), given, locale);
  const day = (locale: string, d: string) => new Intl.DateTimeFormat(localeInfo(locale).tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));

  it('titles name the institution, the amount and the country', () => {
    expect(say('deadline:1', 'en').title).to.equal('Send your application to University of Leeds');
    expect(say('reply:1', 'en').title).to.equal('Reply to your offer from University of Leeds');
    expect(say('deposit:1', 'en').title).to.equal('Pay the deposit of £1,500.00 to University of Leeds');
    expect(say('visa_document:1', 'en').title).to.equal('Get your visa document from University of Leeds');
    expect(say('passport:1', 'en').title).to.equal('Check your passport for your course at University of Leeds');
    expect(say('visa:1', 'en').title).to.equal('Apply for your student visa for the United Kingdom (University of Leeds)');
    expect(say('travel:1', 'en').title).to.equal('Travel to the United Kingdom for your course at University of Leeds');
    expect(say('arrival:1', 'en').title).to.equal('Arrive for the start of your course at University of Leeds');
    // A task is the adviser's own words, in every language.
    for (const locale of ['en', 'es', 'ar']) expect(say('task:7', locale).title).to.equal('Send us your bank statement');
  });

  it('a deposit without a currency leaves the amount out; a recorded document is named by its kind', () => {
    const other = input({ applications: [application({ offer: offer({ deposit_amount: 1000 }), reply: 'firm', visa_document: { kind: 'I-20', number: 'N1', issued_on: null, valid_until: null } })] });
    const worded = describePlan(computePlan(other), other, 'en');
    expect(worded.find((s) => s.key === 'deposit:1')!.title).to.equal('Pay the deposit to University of Leeds');
    expect(worded.find((s) => s.key === 'visa_document:1')!.title).to.equal('Get your I-20 from University of Leeds');
    expect(describePlan(computePlan(other), other, 'es').find((s) => s.key === 'visa_document:1')!.title).to.equal('Pide a University of Leeds tu I-20');
  });

  it('a passport ending too soon: the expiry, the country, the months and the intake month, in each language', () => {
    expect(say('passport:1', 'en').reason).to.equal(
      'Your passport ends on 3 Jan 2028; the United Kingdom asks for 6 months after your September 2027 start. Renew it before you apply for your visa.',
    );
    const es = say('passport:1', 'es').reason!;
    expect(es).to.include(day('es', '2028-01-03')).and.include('United Kingdom').and.include('6 meses').and.include('septiembre de 2027');
    expect(es).to.match(/^Tu pasaporte caduca el /);
    const ar = say('passport:1', 'ar').reason!;
    expect(ar).to.include(day('ar', '2028-01-03')).and.include('United Kingdom').and.include('جواز سفرك');
  });

  it('the months agree with their number', () => {
    const worded = (months: number, locale: string) => {
      const one = input({ passport: { expires_on: '2027-08-15' }, applications: [application({ passport_valid_months_after_intake: months })] });
      return describeStep(stepOf(computePlan(one), 'passport:1'), one, locale).reason!;
    };
    expect(worded(1, 'en')).to.include('asks for 1 month after your September 2027 start');
    expect(worded(0, 'en')).to.include('asks for it to be valid on your September 2027 start');
    expect(worded(1, 'es')).to.include('1 mes después');
    expect(worded(2, 'ar')).to.include('شهرين');
    expect(worded(3, 'ar')).to.include('3 أشهر');
  });

  it('a passport nobody dated, an early visa document, and a late step', () => {
    const unknown = input({ passport: null, applications: [application({ visa_document: { kind: 'LoA', number: 'L1', issued_on: null, valid_until: '2027-08-20' } })] });
    const worded = (key: string, locale: string, from = unknown) => describeStep(stepOf(computePlan(from), key), from, locale).reason;
    expect(worded('passport:1', 'en')).to.equal(
      'We cannot tell yet when your passport ends: upload it in your documents (or ask your adviser to check it) so that we can make sure it is valid until 1 Mar 2028.',
    );
    expect(worded('passport:1', 'es')).to.include(day('es', '2028-03-01')).and.match(/^Aún no sabemos/);
    expect(worded('passport:1', 'ar')).to.include(day('ar', '2028-03-01'));
    expect(worded('visa_document:1', 'en')).to.equal(
      'Your letter of acceptance (LoA) is valid only until 20 Aug 2027, before your course starts on 1 Sept 2027. Ask University of Leeds for a new one.',
    );
    expect(worded('visa_document:1', 'es')).to.include('carta de aceptación').and.include(day('es', '2027-08-20'));
    expect(worded('visa_document:1', 'ar')).to.include('خطاب القبول').and.include(day('ar', '2027-09-01'));
    const late = input({ today: '2027-06-02', tasks: [task()] });
    expect(worded('task:1', 'en', late)).to.equal('This was due on 1 Jun 2027.');
    expect(worded('task:1', 'es', late)).to.equal(`La fecha límite era el ${day('es', '2027-06-01')}.`);
    expect(worded('task:1', 'ar', late)).to.equal(`كان الموعد المحدد ${day('ar', '2027-06-01')}.`);
    expect(describeStep(stepOf(computePlan(late), 'task:1'), late, 'en').reason).to.not.equal(null);
    expect(say('visa:1', 'en').reason).to.equal(null);
  });

  it('every step in every language: worded, placeholders filled, and Spanish and Arabic are not English', () => {
    for (const { code } of AVAILABLE_LOCALES) {
      const worded = describePlan(steps, given, code);
      expect(worded.map((s) => s.key)).to.deep.equal(keys(steps));
      for (const step of worded) {
        expect(Object.keys(step)).to.deep.equal(['key', 'title', 'application_id', 'due_on', 'status', 'reason']);
        expect(step.title, `${code} ${step.key}`).to.not.match(/[{}]/).and.not.equal('');
        if (step.reason !== null) expect(step.reason, `${code} ${step.key}`).to.not.match(/[{}]/);
      }
    }
    const english = describePlan(steps, given, 'en');
    for (const code of ['es', 'ar']) {
      const other = describePlan(steps, given, code);
      other.forEach((step, i) => {
        if (!step.key.startsWith('task:')) expect(step.title, `${code} ${step.key}`).to.not.equal(english[i]!.title);
      });
    }
  });
});

describe('a country in an English sentence', () => {
  it('takes "the" where English puts one, and only in English', () => {
    for (const name of ['United Kingdom', 'United States', 'Netherlands', 'United Arab Emirates', 'Czech Republic', 'Philippines']) expect(countryInSentence(name, 'en')).to.equal(`the ${name}`);
    for (const name of ['Canada', 'Germany', 'New Zealand', 'Ireland', 'Australia']) expect(countryInSentence(name, 'en')).to.equal(name);
    expect(countryInSentence('the Netherlands', 'en')).to.equal('the Netherlands');
    expect(countryInSentence('United Kingdom', 'es')).to.equal('United Kingdom');
  });
});

describe('money', () => {
  it('counts minor digits per currency', () => {
    expect(minorDigits('GBP')).to.equal(2);
    expect(minorDigits('JPY')).to.equal(0);
    expect(minorDigits('KWD')).to.equal(3);
    expect(minorDigits('eur')).to.equal(2);
  });

  it('formats minor units in the reader’s language', () => {
    expect(formatMoney(150000, 'GBP', 'en-GB')).to.equal('£1,500.00');
    expect(formatMoney(150000, 'GBP', 'en')).to.equal('£1,500.00');
    expect(formatMoney(150001, 'GBP', 'en-GB')).to.equal('£1,500.01');
    expect(formatMoney(150000, 'JPY', 'en-GB')).to.equal('JP¥150,000');
    // Intl puts a no-break space between a currency's code and the amount.
    expect(formatMoney(1500250, 'KWD', 'en-GB')).to.equal('KWD\u00a01,500.250');
    expect(formatMoney(0, 'USD', 'en-GB')).to.equal('US$0.00');
    expect(formatMoney(150000, 'EUR', 'es')).to.equal(new Intl.NumberFormat('es', { style: 'currency', currency: 'EUR' }).format(1500));
    expect(formatMoney(150000, 'GBP', 'ar')).to.match(/1,500\.00|١٬٥٠٠٫٠٠/);
  });

  it('refuses a code that is not a currency', () => {
    expect(() => formatMoney(1, 'pounds', 'en')).to.throw(RangeError);
  });

  it('turns what staff type into minor units on the digits, never through a float, and back', () => {
    expect(toMinor('1500', 'GBP')).to.equal(150000);
    expect(toMinor('1,500.5', 'GBP')).to.equal(150050);
    expect(toMinor('0.29', 'GBP')).to.equal(29);
    expect(toMinor('1.005', 'GBP')).to.equal(null);
    expect(toMinor('150000', 'JPY')).to.equal(150000);
    expect(toMinor('1.5', 'JPY')).to.equal(null);
    expect(toMinor('1500.250', 'KWD')).to.equal(1500250);
    expect(toMinor('-3', 'GBP')).to.equal(null);
    expect(toMinor('12abc', 'GBP')).to.equal(null);
    expect(toMajor(150050, 'GBP')).to.equal('1500.50');
    expect(toMajor(7, 'GBP')).to.equal('0.07');
    expect(toMajor(150000, 'JPY')).to.equal('150000');
    for (const minor of [0, 1, 29, 150050, 99_999_999]) expect(toMinor(toMajor(minor, 'EUR'), 'EUR')).to.equal(minor);
  });
});

describe('the plan, for any input', () => {
  const FIRST = dayNumber('2020-01-01');
  const LAST = dayNumber('2035-12-31');
  const EDGES = ['2020-02-29', '2024-02-29', '2028-02-29', '2032-02-29', '2023-02-28', '2027-02-28', '2027-03-01', '2028-03-01', '2027-01-31', '2027-04-30', '2027-12-31', '2028-01-01'];
  const day = fc.oneof(fc.integer({ min: FIRST, max: LAST }).map(dayOf), fc.constantFrom(...EDGES));
  const intake = fc.tuple(fc.integer({ min: 2020, max: 2035 }), fc.integer({ min: 1, max: 12 })).map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);
  const offers = fc.record({
    conditions: fc.option(fc.string({ maxLength: 20 })),
    deposit_amount: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
    deposit_currency: fc.option(fc.constantFrom('GBP', 'EUR', 'JPY', 'KWD', 'CAD')),
    deposit_due: fc.option(day),
    deposit_paid_on: fc.option(day),
    reply_by: fc.option(day),
  });
  const documents = fc.record({ kind: fc.constantFrom(...VISA_DOCUMENT_KINDS), number: fc.string({ maxLength: 10 }), issued_on: fc.option(day), valid_until: fc.option(day) });
  const applications = fc.record({
    institution: fc.constantFrom('University of Leeds', 'McGill University', 'Monash University'),
    course: fc.constant('MSc'),
    country: fc.constantFrom('United Kingdom', 'Canada', 'Australia'),
    intake,
    stage: fc.constantFrom(...APPLICATION_STAGES),
    deadline: fc.option(day),
    offer: fc.option(offers),
    reply: fc.option(fc.constantFrom(...REPLIES)),
    visa_document: fc.option(documents),
    visa_processing_weeks: fc.integer({ min: 0, max: 104 }),
    passport_valid_months_after_intake: fc.integer({ min: 0, max: 60 }),
  });
  const tasks = fc.record({ title: fc.constantFrom('Book your flight', 'Send us your bank statement'), due_on: day, done: fc.boolean(), application_id: fc.option(fc.integer({ min: 1, max: 20 })) });
  // Ids are unique, as the database's are, and in no particular order (so that the order by key is put to the test);
  // a task may name an application that is not there (a closed one the caller left out).
  const ids = fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { minLength: 6, maxLength: 6 });
  const inputs: fc.Arbitrary<PlanInput> = fc
    .record({
      today: day,
      applications: fc.array(applications, { maxLength: 6 }),
      passport: fc.option(fc.record({ expires_on: fc.option(day) })),
      tasks: fc.array(tasks, { maxLength: 6 }),
      applicationIds: ids,
      taskIds: ids,
    })
    .map(({ applicationIds, taskIds, ...given }) => ({
      ...given,
      applications: given.applications.map((a, i) => ({ ...a, id: applicationIds[i]! })),
      tasks: given.tasks.map((t, i) => ({ ...t, id: taskIds[i]! })),
    }));

  const KIND_RANK = new Map<string, number>(PLAN_STEP_KINDS.map((kind, i) => [kind, i]));
  /** The order as the rules state it, written apart from the code under test. */
  const inOrder = (a: PlanStep, b: PlanStep) => {
    if (a.due_on !== b.due_on) return b.due_on === null || (a.due_on !== null && a.due_on < b.due_on);
    if (a.kind !== b.kind) return KIND_RANK.get(a.kind)! < KIND_RANK.get(b.kind)!;
    return a.key < b.key;
  };

  it('no step is due after its intake, keys are unique, late means past and not done, and the order holds', () => {
    fc.assert(
      fc.property(inputs, (given) => {
        const steps = computePlan(given);
        const starts = new Map(given.applications.map((a) => [a.id, `${a.intake}-01`]));
        for (const step of steps) {
          const start = step.application_id === null ? undefined : starts.get(step.application_id);
          if (start !== undefined && step.due_on !== null) expect(step.due_on <= start, `${step.key} due ${step.due_on} after ${start}`).to.equal(true);
          if (step.status === 'late') expect(step.due_on !== null && step.due_on < given.today, step.key).to.equal(true);
          if (step.due_on !== null && step.due_on < given.today) expect(['late', 'done'], step.key).to.include(step.status);
          if (step.status === 'due_soon') expect(dayNumber(step.due_on!) - dayNumber(given.today)).to.be.within(0, 7);
          if (step.status === 'late' || step.status === 'at_risk') expect(step.reason, step.key).to.not.equal(null);
          if (step.status === 'done') expect(step.reason, step.key).to.equal(null);
        }
        expect(new Set(keys(steps)).size).to.equal(steps.length);
        for (let i = 1; i < steps.length; i += 1) expect(inOrder(steps[i - 1]!, steps[i]!), `${steps[i - 1]!.key} before ${steps[i]!.key}`).to.equal(true);
        // Every task shows; nothing of a closed application does.
        expect(steps.filter((s) => s.kind === 'task')).to.have.length(given.tasks.length);
        const closed = new Set(given.applications.filter((a) => a.stage === 'rejected' || a.stage === 'withdrawn').map((a) => a.id));
        expect(steps.filter((s) => s.kind !== 'task' && closed.has(s.application_id!))).to.deep.equal([]);
      }),
      { numRuns: 500 },
    );
  });

  it('nothing the sweep acts on changes by the calendar alone before the day nextChange names, and something does on it', () => {
    // What the sweep acts on: each step's status and reason, and whether it is in the reminders' week.
    const inWeek = (s: PlanStep, today: string) => s.status !== 'done' && s.due_on !== null && s.due_on >= today && dayNumber(s.due_on) - dayNumber(today) <= DUE_SOON_DAYS;
    const statuses = (given: PlanInput, today: string) => JSON.stringify(computePlan({ ...given, today }).map((s) => [s.key, s.status, s.reason, inWeek(s, today)]));
    fc.assert(
      fc.property(inputs, (given) => {
        const now = dayNumber(given.today);
        const seen = statuses(given, given.today);
        const next = nextChange(computePlan(given), given.today);
        if (next === null) {
          for (const later of [1, 8, 400, 6000]) expect(statuses(given, dayOf(now + later)), `+${later} days`).to.equal(seen);
          return;
        }
        const until = dayNumber(next);
        expect(until).to.be.greaterThan(now);
        // Every day up to a fortnight ahead, and the day before the change, read as today does.
        for (let d = now + 1; d < until && d <= now + 14; d += 1) expect(statuses(given, dayOf(d)), dayOf(d)).to.equal(seen);
        if (until - 1 > now) expect(statuses(given, dayOf(until - 1)), dayOf(until - 1)).to.equal(seen);
        expect(statuses(given, next), next).to.not.equal(seen);
      }),
      { numRuns: 500 },
    );
  });

  it('every step of any plan is worded in every language', () => {
    fc.assert(
      fc.property(inputs, fc.constantFrom(...AVAILABLE_LOCALES.map((l) => l.code)), (given, locale) => {
        const worded = describePlan(computePlan(given), given, locale);
        for (const step of worded) {
          expect(step.title.length).to.be.greaterThan(0);
          expect(`${step.title} ${step.reason ?? ''}`).to.not.match(/[{}]|undefined|NaN|Invalid/);
        }
      }),
      { numRuns: 200 },
    );
  });
});
