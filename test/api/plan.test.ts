// From offer to arrival through the API (decision 0047): offers and their terms, the student's reply and its rules,
// visa documents and tuition, a passport's expiry, the countries' rules, advisers' tasks, the plan (the student's and
// staff's), its calendar feed parsed back, the dashboard's alerts, the reminders sent once, and the export.
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import ical from 'node-ical';
import type { User } from '../../shared/types';
import { outboxDir } from '../../server/mail/mailer';
import { type Client, client, testApp, testClock } from '../helpers/app';
import { ensureCountry, signedInClient } from '../helpers/factories';
import { mailTo } from '../helpers/mail';
import { binary, readZip } from '../helpers/zip';

type Person = { client: Client; user: User };

async function mails(to: string) {
  const { services, env } = await testApp();
  await services.mailer.idle();
  return mailTo(outboxDir(env), to);
}

let stamp = 0;
/** An institution in a country with the plan's rules given (processing weeks, passport months). */
async function institution(slug = 'plan-land', rules: { weeks?: number; months?: number } = {}): Promise<number> {
  const { db } = await testApp();
  const country = await ensureCountry(slug);
  await db('countries')
    .where({ id: country.id })
    .update({ visa_processing_weeks: rules.weeks ?? 4, passport_valid_months_after_intake: rules.months ?? 6 });
  stamp += 1;
  const [row] = (await db('institutions')
    .insert({ name: `Plan University ${Date.now()} ${stamp}`, slug: `plan-university-${Date.now()}-${stamp}`, country_id: country.id })
    .returning('id')) as Array<{ id: number }>;
  return Number(row!.id);
}

const day = (offsetDays: number, from = Date.now()) => new Date(from + offsetDays * 86_400_000).toISOString().slice(0, 10);
/** The intake month `months` from now (YYYY-MM). */
const intakeIn = (months: number) => {
  const d = new Date();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  return target.toISOString().slice(0, 7);
};

/** A student of adviser A, another student of adviser B, the two advisers and an admin. */
async function world(): Promise<{ student: Person; other: Person; adviserA: Person; adviserB: Person; admin: Person }> {
  const { db } = await testApp();
  const [student, other, adviserA, adviserB, admin] = await Promise.all([
    signedInClient('user', false, 'Priya'),
    signedInClient('user', false, 'Omar'),
    signedInClient('adviser', false, 'Ada'),
    signedInClient('adviser', false, 'Bea'),
    signedInClient('admin', false, 'Root'),
  ]);
  await db('users').where({ id: student.user.id }).update({ adviser_id: adviserA.user.id });
  await db('users').where({ id: other.user.id }).update({ adviser_id: adviserB.user.id });
  return { student, other, adviserA, adviserB, admin };
}

/** An application staff add; its offer's terms, when given, recorded with a PATCH as staff do. */
async function application(staff: Person, studentId: number, values: Record<string, unknown>): Promise<{ id: number } & Record<string, unknown>> {
  const { offer, ...fields } = values;
  const res = await staff.client.post(`/api/staff/students/${studentId}/applications`, { institution_id: await institution(), course: 'MSc Public Health', intake: intakeIn(10), ...fields });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  if (!offer) return res.body;
  const patched = await staff.client.patch(`/api/staff/applications/${res.body.id}`, { offer });
  expect(patched.status, JSON.stringify(patched.body)).to.equal(200);
  return patched.body;
}


/** A passport document of a student, uploaded (one stored version), waiting for review. */
async function passport(studentId: number, kind = 'passport'): Promise<number> {
  const { db } = await testApp();
  const [doc] = (await db('documents').insert({ user_id: studentId, kind, status: 'pending' }).returning('id')) as Array<{ id: number }>;
  await db('document_versions').insert({
    document_id: doc!.id,
    version: 1,
    storage_key: `plan-test-${randomBytes(8).toString('hex')}`,
    original_name: `${kind}.pdf`,
    mime_type: 'application/pdf',
    size: 1234,
    sha256: randomBytes(32).toString('hex'),
  });
  return Number(doc!.id);
}

describe('API: offers, replies and visa documents', function () {
  this.timeout(30_000);
  afterEach(() => testClock.reset());

  it('staff record an offer with a deposit, a visa document and tuition; money stays integers with a currency', async () => {
    const { student, adviserA } = await world();
    const app = await application(adviserA, student.user.id, {});
    expect(app).to.include({ offer: null, reply: null, visa_document: null, tuition: null });
    const offer = { conditions: 'IELTS 6.5 overall', deposit_amount: 150000, deposit_currency: 'gbp', deposit_due: day(20), reply_by: day(30) };
    const res = await adviserA.client.patch(`/api/staff/applications/${app.id}`, { stage: 'conditional_offer', offer });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.offer).to.deep.equal({ ...offer, deposit_currency: 'GBP', deposit_paid_on: null });
    expect(res.body.offer_conditions).to.equal('IELTS 6.5 overall');

    // A part of the offer changes; the rest stays.
    const paid = await adviserA.client.patch(`/api/staff/applications/${app.id}`, { offer: { deposit_paid_on: day(1) } });
    expect(paid.body.offer).to.include({ deposit_amount: 150000, deposit_currency: 'GBP', deposit_paid_on: day(1), conditions: 'IELTS 6.5 overall' });

    const visa = await adviserA.client.patch(`/api/staff/applications/${app.id}`, { visa_document: { kind: 'CAS', number: 'E4G7KX9Q2L1', issued_on: day(2), valid_until: day(200) }, tuition: { amount: 2450000, currency: 'GBP' } });
    expect(visa.status, JSON.stringify(visa.body)).to.equal(200);
    expect(visa.body.visa_document).to.deep.equal({ kind: 'CAS', number: 'E4G7KX9Q2L1', issued_on: day(2), valid_until: day(200) });
    expect(visa.body.tuition).to.deep.equal({ amount: 2450000, currency: 'GBP' });
    // The student reads the same terms.
    const mine = (await student.client.get('/api/account/applications')).body.results.find((a: { id: number }) => a.id === app.id);
    expect(mine.offer.deposit_amount).to.equal(150000);
    expect(mine.visa_document.kind).to.equal('CAS');

    const cleared = await adviserA.client.patch(`/api/staff/applications/${app.id}`, { visa_document: null, tuition: null });
    expect(cleared.body).to.include({ visa_document: null, tuition: null });
  });

  it('refuses bad money, currencies, dates and documents with a 422 naming the field, and writes nothing', async () => {
    const { student, adviserA } = await world();
    const app = await application(adviserA, student.user.id, { stage: 'conditional_offer' });
    const bad: Array<[unknown, string]> = [
      [{ offer: { deposit_amount: 1500.5, deposit_currency: 'GBP' } }, 'offer.deposit_amount'],
      [{ offer: { deposit_amount: -1, deposit_currency: 'GBP' } }, 'offer.deposit_amount'],
      [{ offer: { deposit_amount: '1500', deposit_currency: 'GBP' } }, 'offer.deposit_amount'],
      [{ offer: { deposit_amount: 1500, deposit_currency: 'XYZ' } }, 'offer.deposit_currency'],
      [{ offer: { deposit_amount: 1500 } }, 'offer.deposit_currency'],
      [{ offer: { reply_by: '2027-02-30' } }, 'offer.reply_by'],
      [{ offer: 'yes' }, 'offer'],
      [{ visa_document: { kind: 'visa', number: '1' } }, 'visa_document.kind'],
      [{ visa_document: { kind: 'CAS', number: '' } }, 'visa_document.number'],
      [{ visa_document: { kind: 'CAS', number: 'X1', issued_on: '2027-05-01', valid_until: '2027-04-01' } }, 'visa_document.valid_until'],
      [{ tuition: { amount: 100 } }, 'tuition.currency'],
    ];
    for (const [body, field] of bad) {
      const res = await adviserA.client.patch(`/api/staff/applications/${app.id}`, body);
      expect(res.status, JSON.stringify(body)).to.equal(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(res.body)).to.include(field);
    }
    const after = (await adviserA.client.get(`/api/staff/students/${student.user.id}`)).body.applications[0];
    expect(after.offer).to.include({ deposit_amount: null, deposit_currency: null, reply_by: null });
    expect(after.visa_document).to.equal(null);
  });

  it('the student replies: no offer is a 409; firm to an unconditional offer accepts it; one firm and one insurance per intake; the adviser is told', async () => {
    const { student, other, adviserA } = await world();
    const intake = intakeIn(9);
    const leeds = await application(adviserA, student.user.id, { intake });
    expect((await student.client.post(`/api/account/applications/${leeds.id}/reply`, { reply: 'firm' })).status).to.equal(409);

    await adviserA.client.patch(`/api/staff/applications/${leeds.id}`, { stage: 'unconditional_offer', offer: { reply_by: day(20) } });
    const york = await application(adviserA, student.user.id, { intake, stage: 'conditional_offer' });
    const later = await application(adviserA, student.user.id, { intake: intakeIn(15), stage: 'conditional_offer' });

    expect((await student.client.post(`/api/account/applications/${leeds.id}/reply`, { reply: 'maybe' })).status).to.equal(422);
    expect((await other.client.post(`/api/account/applications/${leeds.id}/reply`, { reply: 'firm' })).status).to.equal(404);
    expect((await adviserA.client.post(`/api/account/applications/${leeds.id}/reply`, { reply: 'firm' })).status).to.be.oneOf([403, 404]);

    const firm = await student.client.post(`/api/account/applications/${leeds.id}/reply`, { reply: 'firm' });
    expect(firm.status, JSON.stringify(firm.body)).to.equal(200);
    expect(firm.body).to.include({ reply: 'firm', stage: 'accepted' });
    expect(firm.body.history.at(-1)).to.include({ stage: 'accepted' });
    expect(firm.body.history.at(-1).by.id).to.equal(student.user.id);

    // A second firm choice for the same intake; the other offer keeps its state until answered.
    expect((await student.client.post(`/api/account/applications/${york.id}/reply`, { reply: 'firm' })).status).to.equal(409);
    const insurance = await student.client.post(`/api/account/applications/${york.id}/reply`, { reply: 'insurance' });
    expect(insurance.body).to.include({ reply: 'insurance', stage: 'conditional_offer' });
    // Another intake has its own firm choice.
    expect((await student.client.post(`/api/account/applications/${later.id}/reply`, { reply: 'firm' })).body).to.include({ reply: 'firm', stage: 'conditional_offer' });
    // York holds the intake's insurance already: turning the firm reply into a second one is a 409 too.
    expect((await student.client.post(`/api/account/applications/${leeds.id}/reply`, { reply: 'insurance' })).status).to.equal(409);

    const told = await mails(adviserA.user.email);
    expect(told.filter((m) => m.subject.includes('accepted an offer'))).to.have.length(3);
    expect(told.find((m) => m.subject.includes('accepted an offer'))!.text).to.include('firm choice');
  });

  it('two firm replies for one intake at the same moment: one 200, one 409', async () => {
    const { student, adviserA } = await world();
    const intake = intakeIn(8);
    const a = await application(adviserA, student.user.id, { intake, stage: 'conditional_offer' });
    const b = await application(adviserA, student.user.id, { intake, stage: 'conditional_offer' });
    const answers = await Promise.all([a, b].map((x) => student.client.post(`/api/account/applications/${x.id}/reply`, { reply: 'firm' })));
    expect(answers.map((r) => r.status).sort()).to.deep.equal([200, 409]);
  });

  it('a reply may change until the end of the reply-by day (UTC); declined withdraws the application', async () => {
    const { student, adviserA } = await world();
    const app = await application(adviserA, student.user.id, { stage: 'conditional_offer', offer: { reply_by: day(2) } });
    expect((await student.client.post(`/api/account/applications/${app.id}/reply`, { reply: 'insurance' })).status).to.equal(200);
    expect((await student.client.post(`/api/account/applications/${app.id}/reply`, { reply: 'firm' })).body.reply).to.equal('firm');
    testClock.advance(3 * 86_400_000);
    const late = await student.client.post(`/api/account/applications/${app.id}/reply`, { reply: 'insurance' });
    expect(late.status).to.equal(409);
    expect(late.body.message).to.match(/reply date/i);
    testClock.reset();

    const other = await application(adviserA, student.user.id, { stage: 'conditional_offer' });
    const declined = await student.client.post(`/api/account/applications/${other.id}/reply`, { reply: 'declined' });
    expect(declined.body).to.include({ reply: 'declined', stage: 'withdrawn' });
    expect((await student.client.post(`/api/account/applications/${other.id}/reply`, { reply: 'firm' })).status).to.equal(409);
  });

  it('an offer held firm that staff reject no longer holds the intake: the student may firm another', async () => {
    const { student, adviserA } = await world();
    const intake = intakeIn(9);
    const first = await application(adviserA, student.user.id, { intake, stage: 'conditional_offer' });
    const second = await application(adviserA, student.user.id, { intake, stage: 'conditional_offer' });
    await student.client.post(`/api/account/applications/${first.id}/reply`, { reply: 'firm' });
    await student.client.post(`/api/account/applications/${second.id}/reply`, { reply: 'insurance' });
    // The firm offer's conditions were not met.
    const rejected = await adviserA.client.patch(`/api/staff/applications/${first.id}`, { stage: 'rejected' });
    expect(rejected.body).to.include({ stage: 'rejected', reply: null });
    expect(rejected.body.history.some((h: { note: string | null }) => /firm choice/.test(h.note ?? ''))).to.equal(true);
    const firm = await student.client.post(`/api/account/applications/${second.id}/reply`, { reply: 'firm' });
    expect(firm.status, JSON.stringify(firm.body)).to.equal(200);
    expect(firm.body).to.include({ reply: 'firm' });
    // Reopened, the rejected offer is unanswered and the intake's firm choice stays the second.
    expect((await adviserA.client.patch(`/api/staff/applications/${first.id}`, { stage: 'conditional_offer' })).status).to.equal(200);
    expect((await student.client.post(`/api/account/applications/${first.id}/reply`, { reply: 'firm' })).status).to.equal(409);
    expect((await student.client.post(`/api/account/applications/${first.id}/reply`, { reply: 'insurance' })).body).to.include({ reply: 'insurance' });
  });

  it('a firm reply that accepted an unconditional offer may still change in time; once staff accept or move it, it may not', async () => {
    const { student, adviserA } = await world();
    const app = await application(adviserA, student.user.id, { stage: 'unconditional_offer', offer: { reply_by: day(5) } });
    expect((await student.client.post(`/api/account/applications/${app.id}/reply`, { reply: 'firm' })).body).to.include({ reply: 'firm', stage: 'accepted' });
    // An adviser's note on it changes nothing.
    await adviserA.client.patch(`/api/staff/applications/${app.id}`, { note: 'Welcome aboard.' });
    const insurance = await student.client.post(`/api/account/applications/${app.id}/reply`, { reply: 'insurance' });
    expect(insurance.status, JSON.stringify(insurance.body)).to.equal(200);
    expect(insurance.body).to.include({ reply: 'insurance', stage: 'unconditional_offer' });
    expect((await student.client.post(`/api/account/applications/${app.id}/reply`, { reply: 'firm' })).body).to.include({ reply: 'firm', stage: 'accepted' });
    const declined = await student.client.post(`/api/account/applications/${app.id}/reply`, { reply: 'declined' });
    expect(declined.status, JSON.stringify(declined.body)).to.equal(200);
    expect(declined.body).to.include({ reply: 'declined', stage: 'withdrawn' });

    // Accepted by staff (its conditions met) after a firm reply: the student asks their adviser.
    const met = await application(adviserA, student.user.id, { stage: 'conditional_offer', offer: { reply_by: day(5) } });
    await student.client.post(`/api/account/applications/${met.id}/reply`, { reply: 'firm' });
    await adviserA.client.patch(`/api/staff/applications/${met.id}`, { stage: 'accepted' });
    expect((await student.client.post(`/api/account/applications/${met.id}/reply`, { reply: 'declined' })).status).to.equal(409);
    // Moved on past acceptance by staff: the same.
    const moved = await application(adviserA, student.user.id, { intake: intakeIn(14), stage: 'unconditional_offer', offer: { reply_by: day(5) } });
    await student.client.post(`/api/account/applications/${moved.id}/reply`, { reply: 'firm' });
    await adviserA.client.patch(`/api/staff/applications/${moved.id}`, { stage: 'visa_applied' });
    expect((await student.client.post(`/api/account/applications/${moved.id}/reply`, { reply: 'insurance' })).status).to.equal(409);
  });
});

describe('API: passports and countries’ rules', function () {
  this.timeout(30_000);

  it('approval records a passport’s expiry; staff change it at any status; another kind is a 422; another adviser’s student a 404', async () => {
    const { student, adviserA, adviserB, admin } = await world();
    const doc = await passport(student.user.id);
    const approved = await adviserA.client.post(`/api/admin/documents/${doc}/approve`, { expires_on: '2031-03-14' });
    expect(approved.status, JSON.stringify(approved.body)).to.equal(200);
    expect(approved.body).to.include({ status: 'approved', expires_on: '2031-03-14' });
    expect((await adviserB.client.patch(`/api/staff/documents/${doc}`, { expires_on: '2032-01-01' })).status).to.equal(404);
    const changed = await admin.client.patch(`/api/staff/documents/${doc}`, { expires_on: '2030-12-31' });
    expect(changed.body.expires_on).to.equal('2030-12-31');
    expect((await adviserA.client.patch(`/api/staff/documents/${doc}`, { expires_on: '31/12/2030' })).status).to.equal(422);
    expect((await adviserA.client.patch(`/api/staff/documents/999999999`, { expires_on: '2030-12-31' })).status).to.equal(404);

    const transcript = await passport(student.user.id, 'transcript');
    expect((await adviserA.client.patch(`/api/staff/documents/${transcript}`, { expires_on: '2030-12-31' })).status).to.equal(422);
    expect((await adviserA.client.post(`/api/admin/documents/${transcript}/approve`, { expires_on: '2030-12-31' })).status).to.equal(422);
    // Approving without a body still works, as before.
    expect((await adviserA.client.post(`/api/admin/documents/${transcript}/approve`)).body.status).to.equal('approved');
    // The student reads the expiry with their documents.
    const mine = (await student.client.get('/api/account/documents')).body.results.find((d: { id: number }) => d.id === doc);
    expect(mine.expires_on).to.equal('2030-12-31');
  });

  it('a country carries its visa processing weeks and passport months; admins edit them, advisers cannot', async () => {
    const { admin, adviserA } = await world();
    const country = await ensureCountry(`rules-land-${Date.now()}`);
    const before = (await admin.client.get(`/api/admin/study-countries/${country.id}`)).body;
    expect(before).to.include({ visa_processing_weeks: 8, passport_valid_months_after_intake: 6 });
    const { id: _id, ...rest } = before as Record<string, unknown>;
    void _id;
    const saved = await admin.client.put(`/api/admin/study-countries/${country.id}`, { name: before.name, slug: before.slug, facts_checked_on: null, visa_processing_weeks: 5, passport_valid_months_after_intake: 12 });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    expect(saved.body).to.include({ visa_processing_weeks: 5, passport_valid_months_after_intake: 12 });
    void rest;
    expect((await admin.client.put(`/api/admin/study-countries/${country.id}`, { name: before.name, slug: before.slug, facts_checked_on: null, visa_processing_weeks: 200 })).status).to.equal(422);
    const pub = await admin.client.get(`/api/study-countries/${country.slug}`);
    expect(pub.body.results.country).to.include({ visa_processing_weeks: 5, passport_valid_months_after_intake: 12 });
    expect((await adviserA.client.put(`/api/admin/study-countries/${country.id}`, { name: before.name, slug: before.slug, visa_processing_weeks: 1 })).status).to.equal(403);
  });
});

describe('API: the plan, tasks and the calendar feed', function () {
  this.timeout(30_000);

  it('builds the steps of a firm offer: deposit, visa document, visa, passport, travel, arrival, with the latest safe days', async () => {
    const { student, adviserA } = await world();
    const intake = intakeIn(7);
    const app = await application(adviserA, student.user.id, {
      institution_id: await institution('plan-land', { weeks: 4, months: 6 }),
      intake,
      stage: 'unconditional_offer',
      offer: { deposit_amount: 200000, deposit_currency: 'GBP', deposit_due: day(40), reply_by: day(30) },
    });
    await student.client.post(`/api/account/applications/${app.id}/reply`, { reply: 'firm' });
    const plan = await student.client.get('/api/account/plan');
    expect(plan.status, JSON.stringify(plan.body)).to.equal(200);
    const step = (key: string) => plan.body.steps.find((s: { key: string }) => s.key === `${key}:${app.id}`);
    const start = `${intake}-01`;
    const minus = (days: number) => new Date(Date.parse(`${start}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
    expect(step('reply')).to.include({ status: 'done', due_on: day(30) });
    expect(step('deposit')).to.include({ status: 'open', due_on: day(40), application_id: app.id });
    expect(step('deposit').title).to.include('£2,000.00');
    expect(step('visa')).to.include({ due_on: minus((4 + 2) * 7) });
    expect(step('visa_document').due_on).to.equal(minus(42));
    expect(step('travel')).to.include({ due_on: minus(14), status: 'open' });
    expect(step('arrival')).to.include({ due_on: start, status: 'open' });
    // No passport approved yet: the passport step asks for it.
    expect(step('passport').reason).to.match(/passport/i);
    expect(plan.body.calendar_url).to.match(/^https?:\/\/[^/]+\/api\/account\/plan\.ics\?key=\d+\.[A-Za-z0-9_-]{32}$/);
    // In order of their days.
    const days = plan.body.steps.map((s: { due_on: string | null }) => s.due_on ?? '9999');
    expect(days).to.deep.equal([...days].sort());

    // A Spanish reader reads Spanish titles, the same days, and the country's Spanish name where it has one.
    const { db } = await testApp();
    await db('users').where({ id: student.user.id }).update({ locale: 'es' });
    await db('countries').where({ slug: 'plan-land' }).update({ translations: JSON.stringify({ es: { name: 'Tierra del Plan' } }) });
    const es = await student.client.get('/api/account/plan');
    expect(es.body.steps.map((s: { due_on: string }) => s.due_on)).to.deep.equal(plan.body.steps.map((s: { due_on: string }) => s.due_on));
    const visaEs = es.body.steps.find((s: { key: string }) => s.key === `visa:${app.id}`).title as string;
    expect(visaEs).to.not.equal(step('visa').title);
    expect(visaEs).to.include('Tierra del Plan');
    expect((await adviserA.client.get(`/api/staff/students/${student.user.id}/plan`)).body.steps.find((s: { key: string }) => s.key === `visa:${app.id}`).title).to.include('Plan Land');
  });

  it('a passport ending too early turns the plan red with the reason, on the student’s plan, the staff plan and the adviser’s dashboard', async () => {
    const { student, adviserA, adviserB, admin } = await world();
    const { services, db } = await testApp();
    const intake = intakeIn(8);
    const app = await application(adviserA, student.user.id, { institution_id: await institution('passport-land', { weeks: 3, months: 6 }), intake, stage: 'accepted' });
    const doc = await passport(student.user.id);
    // Valid until two months after the start: the country asks for six.
    const start = new Date(`${intake}-01T00:00:00Z`);
    const expires = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 2, 3)).toISOString().slice(0, 10);
    expect((await adviserA.client.post(`/api/admin/documents/${doc}/approve`, { expires_on: expires })).status).to.equal(200);

    const plan = (await student.client.get('/api/account/plan')).body;
    const risk = plan.steps.find((s: { key: string }) => s.key === `passport:${app.id}`);
    expect(risk.status).to.equal('at_risk');
    const longDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${expires}T00:00:00Z`));
    expect(risk.reason).to.include(longDay).and.to.include('Passport Land').and.to.match(/6 months/);

    const staffPlan = await adviserA.client.get(`/api/staff/students/${student.user.id}/plan`);
    expect(staffPlan.status).to.equal(200);
    expect(staffPlan.body).to.not.have.property('calendar_url');
    expect(staffPlan.body.steps.find((s: { key: string }) => s.key === `passport:${app.id}`).status).to.equal('at_risk');
    expect((await adviserB.client.get(`/api/staff/students/${student.user.id}/plan`)).status).to.equal(404);
    expect((await student.client.get(`/api/staff/students/${student.user.id}/plan`)).status).to.equal(403);

    const dashboard = (await adviserA.client.get('/api/staff/dashboard')).body;
    const alert = dashboard.plan_alerts.results.find((a: { key: string; student: { id: number } }) => a.key === `passport:${app.id}` && a.student.id === student.user.id);
    expect(alert, JSON.stringify(dashboard.plan_alerts)).to.include({ status: 'at_risk' });
    expect(alert.reason).to.include(longDay);
    expect(dashboard.plan_alerts.count).to.be.at.least(1);
    const theirs = (await adviserB.client.get('/api/staff/dashboard')).body.plan_alerts.results;
    expect(theirs.some((a: { student: { id: number } }) => a.student.id === student.user.id)).to.equal(false);
    expect((await admin.client.get('/api/staff/dashboard')).body.plan_alerts.results.some((a: { key: string }) => a.key === `passport:${app.id}`)).to.equal(true);
    // The adviser was told once.
    const told = (await mails(adviserA.user.email)).filter((m) => m.subject.startsWith(`${student.user.firstname} ${student.user.lastname}:`));
    expect(told).to.have.length(1);
    expect(told[0]!.text).to.include('At risk');

    // Locked, or asking to be deleted: the alert goes from every dashboard's list and count at once, and comes back
    // with the account.
    const alerted = async (who: Person) => {
      const { plan_alerts: alerts } = (await who.client.get('/api/staff/dashboard')).body as { plan_alerts: { count: number; results: Array<{ key: string }> } };
      return { count: alerts.count, listed: alerts.results.some((a) => a.key === `passport:${app.id}`) };
    };
    for (const change of [{ disabled_at: new Date().toISOString() }, { deletion_requested_at: new Date().toISOString() }]) {
      // Counted after a sweep: the admin's count holds every student of the test database, whose plans a sweep may
      // change (students other test files made); only this student changes between here and the checks.
      await services.plan.sweep();
      const before = { adviser: await alerted(adviserA), admin: await alerted(admin) };
      await db('users').where({ id: student.user.id }).update(change);
      expect(await alerted(adviserA), Object.keys(change)[0]).to.deep.equal({ count: before.adviser.count - 1, listed: false });
      expect(await alerted(admin), Object.keys(change)[0]).to.deep.equal({ count: before.admin.count - 1, listed: false });
      await db('users').where({ id: student.user.id }).update({ disabled_at: null, deletion_requested_at: null });
      expect(await db('plan_checks').where({ student_id: student.user.id }).first(), 'looked at again by the next sweep').to.equal(undefined);
      await services.plan.sweep();
      expect(await alerted(adviserA)).to.deep.equal(before.adviser);
    }

    // A new passport valid long enough: the step is done and the alert goes.
    await adviserA.client.patch(`/api/staff/documents/${doc}`, { expires_on: new Date(Date.UTC(start.getUTCFullYear() + 3, 0, 1)).toISOString().slice(0, 10) });
    expect((await student.client.get('/api/account/plan')).body.steps.find((s: { key: string }) => s.key === `passport:${app.id}`).status).to.equal('done');
    expect((await adviserA.client.get('/api/staff/dashboard')).body.plan_alerts.results.some((a: { key: string }) => a.key === `passport:${app.id}`)).to.equal(false);
  });

  it('advisers add, change and delete tasks that join the plan; the student ticks theirs off; anyone else’s is a 404', async () => {
    const { student, other, adviserA, adviserB } = await world();
    const app = await application(adviserA, student.user.id, {});
    const otherApp = await application(adviserB, other.user.id, {});
    const res = await adviserA.client.post(`/api/staff/students/${student.user.id}/tasks`, { title: 'Book IELTS', due_on: day(20), application_id: app.id });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body).to.include({ title: 'Book IELTS', due_on: day(20), application_id: app.id, done: false, student_id: student.user.id });
    expect(res.body.created_by).to.deep.equal({ id: adviserA.user.id, name: `${adviserA.user.firstname} ${adviserA.user.lastname}` });
    const taskId = res.body.id as number;

    expect((await adviserA.client.post(`/api/staff/students/${student.user.id}/tasks`, { title: 'x', due_on: day(3), application_id: otherApp.id })).status).to.equal(422);
    expect((await adviserA.client.post(`/api/staff/students/${student.user.id}/tasks`, { title: '', due_on: 'soon' })).status).to.equal(422);
    expect((await adviserB.client.post(`/api/staff/students/${student.user.id}/tasks`, { title: 'x', due_on: day(3) })).status).to.equal(404);

    const step = (await student.client.get('/api/account/plan')).body.steps.find((s: { key: string }) => s.key === `task:${taskId}`);
    expect(step).to.include({ title: 'Book IELTS', due_on: day(20), status: 'open', application_id: app.id });

    expect((await adviserA.client.patch(`/api/staff/tasks/${taskId}`, { title: 'Book IELTS Academic', due_on: day(10) })).body).to.include({ title: 'Book IELTS Academic', due_on: day(10) });
    expect((await adviserB.client.patch(`/api/staff/tasks/${taskId}`, { title: 'Mine now' })).status).to.equal(404);
    expect((await other.client.patch(`/api/account/tasks/${taskId}`, { done: true })).status).to.equal(404);
    expect((await student.client.patch(`/api/account/tasks/${taskId}`, { done: 'yes' })).status).to.equal(422);
    const done = await student.client.patch(`/api/account/tasks/${taskId}`, { done: true });
    expect(done.body).to.include({ done: true });
    expect(done.body.done_at).to.be.a('string');
    expect((await student.client.get('/api/account/plan')).body.steps.find((s: { key: string }) => s.key === `task:${taskId}`).status).to.equal('done');

    expect((await adviserB.client.delete(`/api/staff/tasks/${taskId}`)).status).to.equal(404);
    expect((await adviserA.client.delete(`/api/staff/tasks/${taskId}`)).status).to.equal(204);
    expect((await adviserA.client.delete(`/api/staff/tasks/${taskId}`)).status).to.equal(404);
    expect((await student.client.get('/api/account/plan')).body.steps.some((s: { key: string }) => s.key === `task:${taskId}`)).to.equal(false);
  });

  it('the calendar feed: one all-day event per dated step, parsed back; a new key closes the old address; a locked account’s key is a 404', async () => {
    const { student, adviserA } = await world();
    const app = await application(adviserA, student.user.id, { stage: 'accepted', deadline: day(5) });
    await adviserA.client.post(`/api/staff/students/${student.user.id}/tasks`, { title: 'Send your bank statement', due_on: day(12) });
    const { calendar_url: url, steps } = (await student.client.get('/api/account/plan')).body;
    const path = new URL(url).pathname + new URL(url).search;
    const anonymous = await client();
    const feed = await anonymous.get(path);
    expect(feed.status).to.equal(200);
    expect(feed.headers['content-type']).to.match(/^text\/calendar/);
    const events = Object.values(ical.sync.parseICS(feed.text)).filter((e) => e?.type === 'VEVENT') as ical.VEvent[];
    const dated = steps.filter((s: { due_on: string | null }) => s.due_on);
    expect(events).to.have.length(dated.length);
    const bank = events.find((e) => String(e.summary).includes('Send your bank statement'))!;
    expect(bank.datetype).to.equal('date');
    expect(bank.start.toISOString().slice(0, 10)).to.equal(day(12));
    expect(events.some((e) => String(e.uid).startsWith(`arrival:${app.id}.`))).to.equal(true);

    expect((await anonymous.get(path.replace(/key=\d+\./, `key=${student.user.id + 1}.`))).status).to.equal(404);
    expect((await anonymous.get('/api/account/plan.ics')).status).to.equal(404);
    const renewed = await student.client.post('/api/account/plan/calendar-key');
    expect(renewed.status).to.equal(200);
    expect(renewed.body.calendar_url).to.not.equal(url);
    expect((await anonymous.get(path)).status).to.equal(404);
    const next = new URL(renewed.body.calendar_url);
    expect((await anonymous.get(next.pathname + next.search)).status).to.equal(200);
    expect((await student.client.get('/api/account/plan')).body.calendar_url).to.equal(renewed.body.calendar_url);

    const { db } = await testApp();
    await db('users').where({ id: student.user.id }).update({ deletion_requested_at: new Date().toISOString() });
    expect((await anonymous.get(next.pathname + next.search)).status).to.equal(404);
  });

  it('reminds the student once of a step due within 7 days, however often the sweep runs, and never once they asked to be deleted', async () => {
    const { student, other, adviserA, adviserB } = await world();
    const { services, db } = await testApp();
    await application(adviserA, student.user.id, {});
    await adviserA.client.post(`/api/staff/students/${student.user.id}/tasks`, { title: 'Book your visa appointment', due_on: day(4) });
    await Promise.all([services.plan.sweep(), services.plan.sweep(), services.plan.refreshStudent(student.user.id), services.plan.refreshStudent(student.user.id)]);
    await services.plan.sweep();
    const reminded = (await mails(student.user.email)).filter((m) => m.text.includes('Book your visa appointment'));
    expect(reminded).to.have.length(1);
    expect(reminded[0]!.text).to.include('/account/plan');

    await application(adviserB, other.user.id, {});
    await db('users').where({ id: other.user.id }).update({ deletion_requested_at: new Date().toISOString() });
    await db('plan_tasks').insert({ student_id: other.user.id, title: 'Pay the CAS deposit', due_on: day(2) });
    await services.plan.sweep();
    await services.plan.refreshStudent(other.user.id);
    expect((await mails(other.user.email)).filter((m) => m.text.includes('Pay the CAS deposit'))).to.have.length(0);
  });

  it('the sweep leaves a plan alone until the day the calendar changes it, then reminds on that day', async () => {
    const { student, adviserA } = await world();
    const { services, db } = await testApp();
    await application(adviserA, student.user.id, {});
    // Adding the task looks at the plan at once: nothing is due for 20 days, so nothing changes before the 13th.
    await adviserA.client.post(`/api/staff/students/${student.user.id}/tasks`, { title: 'Send your bank statement', due_on: day(20) });
    const check = () => db('plan_checks').where({ student_id: student.user.id }).first('checked_for', 'next_on') as Promise<{ checked_for: string; next_on: string | null }>;
    const first = await check();
    expect(first.next_on).to.equal(day(13));
    const at = (days: number) => new Date(Date.now() + days * 86_400_000);

    await services.plan.sweep(at(5));
    expect(await check(), 'a day before the change').to.deep.equal(first);
    expect((await mails(student.user.email)).filter((m) => m.text.includes('Send your bank statement'))).to.have.length(0);

    await services.plan.sweep(at(13));
    expect(await check()).to.deep.equal({ checked_for: day(13), next_on: day(21) });
    expect((await mails(student.user.email)).filter((m) => m.text.includes('Send your bank statement'))).to.have.length(1);
  });

  it('the export holds the plan and the tasks', async () => {
    const { student, adviserA } = await world();
    await application(adviserA, student.user.id, { stage: 'accepted' });
    await adviserA.client.post(`/api/staff/students/${student.user.id}/tasks`, { title: 'Book IELTS', due_on: day(9) });
    const res = await student.client.get('/api/account/export').buffer(true).parse(binary as never);
    expect(res.status).to.equal(200);
    const zip = await readZip(res.body as Buffer);
    const account = JSON.parse(zip.get('account.json')!.toString('utf8'));
    expect(account.plan.tasks.map((t: { title: string }) => t.title)).to.deep.equal(['Book IELTS']);
    expect(account.plan.steps.some((s: { key: string }) => s.key.startsWith('arrival:'))).to.equal(true);
  });
});
