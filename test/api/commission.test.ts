// Commission through the API (decision 0048): agreements and their overlap rule, the receivables enrolments make
// (rounding half up, the agreement valid at the intake, its currency, recomputed before invoicing, written off when
// withdrawn, listed on the dashboard when no agreement covers them), payments and write-offs, the report per currency
// (JSON and CSV), access (advisers and students: 403), and invoices' stored files against the stray-file sweep.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { User } from '../../shared/types';
import { type Client, client, testApp, testClock } from '../helpers/app';
import { ensureCountry, signedInClient } from '../helpers/factories';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { issueInvoice } from '../../server/features/commission/commission.service';
import { outboxDir } from '../../server/mail/mailer';
import { filesUnder } from '../helpers/files';
import { mailTo } from '../helpers/mail';
import { binary } from '../helpers/zip';

const norm = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ');

type Person = { client: Client; user: User };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let stamp = 0;
async function institution(name = 'Commission University'): Promise<{ id: number; name: string }> {
  const { db } = await testApp();
  const country = await ensureCountry('commission-land');
  stamp += 1;
  const full = `${name} ${Date.now()} ${stamp}`;
  const [row] = (await db('institutions').insert({ name: full, slug: `commission-${Date.now()}-${stamp}`, country_id: country.id }).returning('id')) as Array<{ id: number }>;
  return { id: Number(row!.id), name: full };
}

async function people(): Promise<{ admin: Person; adviser: Person; student: Person }> {
  const { db } = await testApp();
  const [admin, adviser, student] = await Promise.all([signedInClient('admin', false, 'Root'), signedInClient('adviser', false, 'Ada'), signedInClient('user', false, 'Wei')]);
  await db('users').where({ id: student.user.id }).update({ adviser_id: adviser.user.id });
  return { admin, adviser, student };
}

const agreement = (institutionId: number, values: Record<string, unknown> = {}) => ({
  institution_id: institutionId,
  valid_from: '2025-01-01',
  valid_to: null,
  basis: 'first_year_tuition',
  rate_percent: 12.5,
  currency: 'GBP',
  payable: 'on_enrolment',
  finance_email: 'finance@example.ac.uk',
  ...values,
});

/** An application of the student's, moved by staff to `stage` with `tuition`. */
async function enrolled(staff: Person, studentId: number, institutionId: number, intake: string, tuition: { amount: number; currency: string } | null, stage = 'enrolled'): Promise<number> {
  const created = await staff.client.post(`/api/staff/students/${studentId}/applications`, { institution_id: institutionId, course: 'MSc Finance', intake, stage: 'accepted' });
  expect(created.status, JSON.stringify(created.body)).to.equal(201);
  const moved = await staff.client.patch(`/api/staff/applications/${created.body.id}`, { stage, tuition });
  expect(moved.status, JSON.stringify(moved.body)).to.equal(200);
  return Number(created.body.id);
}

async function receivableOf(admin: Person, applicationId: number) {
  const res = await admin.client.get('/api/admin/receivables?per_page=100');
  expect(res.status).to.equal(200);
  return (res.body.results as Array<{ application_id: number } & Record<string, unknown>>).find((r) => r.application_id === applicationId);
}

describe('API: commission agreements', function () {
  this.timeout(30_000);

  it('adds, lists, changes and deletes agreements; an overlap of one institution’s dates (bounds inclusive) is a 422 naming the other', async () => {
    const { admin } = await people();
    const uni = await institution();
    const first = await admin.client.post('/api/admin/agreements', agreement(uni.id, { valid_to: '2026-08-31' }));
    expect(first.status, JSON.stringify(first.body)).to.equal(201);
    expect(first.body).to.include({ institution_id: uni.id, rate_percent: 12.5, amount: null, currency: 'GBP', payable: 'on_enrolment', census_weeks: null, valid_to: '2026-08-31' });
    expect(first.body.institution).to.deep.equal({ id: uni.id, name: uni.name });

    // The day after is free; the last day itself is not.
    const clash = await admin.client.post('/api/admin/agreements', agreement(uni.id, { valid_from: '2026-08-31', rate_percent: 15 }));
    expect(clash.status).to.equal(422);
    expect(clash.body.message).to.include(`agreement ${first.body.id}`);
    expect(clash.body.errors.valid_from[0]).to.include('2025-01-01 to 2026-08-31');
    const second = await admin.client.post('/api/admin/agreements', agreement(uni.id, { valid_from: '2026-09-01', basis: 'fixed', rate_percent: null, amount: 250000, payable: 'after_census', census_weeks: 6 }));
    expect(second.status, JSON.stringify(second.body)).to.equal(201);
    expect(second.body).to.include({ basis: 'fixed', amount: 250000, rate_percent: null, census_weeks: 6 });
    // Moving the first one's end past the second's start overlaps too.
    expect((await admin.client.patch(`/api/admin/agreements/${first.body.id}`, { valid_to: null })).status).to.equal(422);
    const changed = await admin.client.patch(`/api/admin/agreements/${first.body.id}`, { rate_percent: 10.25, finance_email: 'fees@example.ac.uk' });
    expect(changed.status, JSON.stringify(changed.body)).to.equal(200);
    expect(changed.body).to.include({ rate_percent: 10.25, finance_email: 'fees@example.ac.uk', valid_to: '2026-08-31' });

    const list = await admin.client.get(`/api/admin/agreements?institution_id=${uni.id}`);
    expect(list.body.total).to.equal(2);
    expect(list.body.results.map((a: { id: number }) => a.id)).to.deep.equal([second.body.id, first.body.id]);

    expect((await admin.client.delete(`/api/admin/agreements/${second.body.id}`)).status).to.equal(204);
    expect((await admin.client.delete(`/api/admin/agreements/${second.body.id}`)).status).to.equal(404);
    const { db } = await testApp();
    const actions = (await db('audit_log').where({ target_type: 'agreement' }).whereIn('target_id', [first.body.id, second.body.id]).pluck('action')) as string[];
    expect(actions.sort()).to.deep.equal(['agreement.create', 'agreement.create', 'agreement.delete', 'agreement.update']);
  });

  it('a change of basis or of when it is payable drops the terms that no longer apply, unless it sends them', async () => {
    const { admin } = await people();
    const uni = await institution();
    const made = await admin.client.post('/api/admin/agreements', agreement(uni.id, { payable: 'after_census', census_weeks: 6 }));
    expect(made.status, JSON.stringify(made.body)).to.equal(201);
    const fixed = await admin.client.patch(`/api/admin/agreements/${made.body.id}`, { basis: 'fixed', amount: 300000, payable: 'on_enrolment' });
    expect(fixed.status, JSON.stringify(fixed.body)).to.equal(200);
    expect(fixed.body).to.include({ basis: 'fixed', amount: 300000, rate_percent: null, payable: 'on_enrolment', census_weeks: null });
    const back = await admin.client.patch(`/api/admin/agreements/${made.body.id}`, { basis: 'first_year_tuition', rate_percent: 9.75 });
    expect(back.status, JSON.stringify(back.body)).to.equal(200);
    expect(back.body).to.include({ basis: 'first_year_tuition', rate_percent: 9.75, amount: null });
    // Terms sent with the change are still checked: a fixed agreement with a percentage is refused.
    const both = await admin.client.patch(`/api/admin/agreements/${made.body.id}`, { basis: 'fixed', amount: 1000, rate_percent: 5 });
    expect(both.status).to.equal(422);
    expect(Object.keys(both.body.errors)).to.include('rate_percent');
    expect((await admin.client.patch(`/api/admin/agreements/${made.body.id}`, { payable: 'after_census' })).status).to.equal(422);
  });

  it('refuses agreements that break the rules, field by field', async () => {
    const { admin } = await people();
    const uni = await institution();
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ rate_percent: 12.345 }, 'rate_percent'],
      [{ rate_percent: 0 }, 'rate_percent'],
      [{ rate_percent: null }, 'rate_percent'],
      [{ basis: 'fixed', rate_percent: null }, 'amount'],
      [{ basis: 'fixed', rate_percent: null, amount: 10.5 }, 'amount'],
      [{ currency: 'POUNDS' }, 'currency'],
      [{ payable: 'after_census' }, 'census_weeks'],
      [{ census_weeks: 4 }, 'census_weeks'],
      [{ valid_to: '2024-12-31' }, 'valid_to'],
      [{ finance_email: 'not an address' }, 'finance_email'],
      [{ institution_id: 999999999 }, 'institution_id'],
    ];
    for (const [values, field] of bad) {
      const res = await admin.client.post('/api/admin/agreements', agreement(uni.id, values));
      expect(res.status, JSON.stringify(values)).to.equal(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(res.body)).to.include(field);
    }
    expect((await admin.client.get(`/api/admin/agreements?institution_id=${uni.id}`)).body.total).to.equal(0);
  });

  it('is for admins only: advisers and students get 403, visitors 401', async () => {
    const { adviser, student } = await people();
    const uni = await institution();
    for (const who of [adviser, student]) {
      expect((await who.client.get('/api/admin/agreements')).status).to.equal(403);
      expect((await who.client.post('/api/admin/agreements', agreement(uni.id))).status).to.equal(403);
      expect((await who.client.get('/api/admin/receivables')).status).to.equal(403);
      expect((await who.client.get('/api/admin/commission/report?from=2026-01-01&to=2026-12-31')).status).to.equal(403);
    }
    const visitor = await client();
    expect((await visitor.get('/api/admin/agreements')).status).to.equal(401);
    expect((await visitor.get('/api/admin/receivables')).status).to.equal(401);
  });
});

describe('API: receivables and the report', function () {
  this.timeout(30_000);
  afterEach(() => testClock.reset());

  it('an enrolment with its tuition makes a receivable from the agreement valid at its intake, rounded half up', async () => {
    const { admin, student } = await people();
    const uni = await institution();
    await admin.client.post('/api/admin/agreements', agreement(uni.id, { valid_to: '2026-08-31', rate_percent: 10 }));
    await admin.client.post('/api/admin/agreements', agreement(uni.id, { valid_from: '2026-09-01', rate_percent: 12.5, payable: 'after_census', census_weeks: 4 }));

    // 12.5 % of 1,234,567 pence is 154,320.875: 154,321.
    const september = await enrolled(admin, student.user.id, uni.id, '2026-09', { amount: 1234567, currency: 'GBP' });
    const r = (await receivableOf(admin, september))!;
    expect(r).to.include({ amount: 154321, currency: 'GBP', status: 'expected', due_on: '2026-09-29', paid_amount: 0, invoice: null, course: 'MSc Finance', intake: '2026-09' });
    expect(r.student).to.deep.equal({ id: student.user.id, name: `${student.user.firstname} ${student.user.lastname}` });

    // The earlier agreement for an earlier intake: 10 % of 1,000,005 is 100,000.5, half up: 100,001; due 30 days after enrolment.
    const january = await enrolled(admin, student.user.id, uni.id, '2026-01', { amount: 1000005, currency: 'GBP' });
    expect(await receivableOf(admin, january)).to.include({ amount: 100001, due_on: day(30) });

    // A new tuition before invoicing: recomputed.
    await admin.client.patch(`/api/staff/applications/${september}`, { tuition: { amount: 2000000, currency: 'GBP' } });
    expect(await receivableOf(admin, september)).to.include({ amount: 250000 });
  });

  it('no agreement in the tuition’s currency: no receivable, and the dashboard lists the enrolment; an agreement added later makes it', async () => {
    const { admin, student } = await people();
    const uni = await institution();
    // In euros until the end of May 2026, then in pounds (added below): one institution's agreements never overlap.
    expect((await admin.client.post('/api/admin/agreements', agreement(uni.id, { currency: 'EUR', valid_to: '2026-05-31' }))).status).to.equal(201);
    const app = await enrolled(admin, student.user.id, uni.id, '2025-09', { amount: 1500000, currency: 'GBP' });
    expect(await receivableOf(admin, app)).to.equal(undefined);
    const noTuition = await enrolled(admin, student.user.id, uni.id, '2026-09', null);
    let dashboard = (await admin.client.get('/api/admin/dashboard')).body;
    const listed = dashboard.enrolments_without_agreement.results.map((e: { application_id: number }) => e.application_id);
    expect(listed).to.include(app).and.to.include(noTuition);
    expect(dashboard.enrolments_without_agreement.results.find((e: { application_id: number }) => e.application_id === app)).to.deep.include({ institution: { id: uni.id, name: uni.name } });

    // Another institution's GBP agreement does nothing; this one's does, at once.
    const other = await institution('Elsewhere College');
    await admin.client.post('/api/admin/agreements', agreement(other.id));
    expect(await receivableOf(admin, app)).to.equal(undefined);
    const fixed = await admin.client.post('/api/admin/agreements', agreement(uni.id, { valid_from: '2020-01-01', valid_to: '2020-12-31' }));
    expect(fixed.status).to.equal(201);
    expect(await receivableOf(admin, app)).to.equal(undefined);
    // A pound agreement from June 2026 does not cover the 2025 intake; moved to a 2026 one, the enrolment is covered.
    const pounds = await admin.client.post('/api/admin/agreements', agreement(uni.id, { valid_from: '2026-06-01', valid_to: '2026-12-31', currency: 'GBP', basis: 'fixed', rate_percent: null, amount: 300000 }));
    expect(pounds.status, JSON.stringify(pounds.body)).to.equal(201);
    expect(await receivableOf(admin, app)).to.equal(undefined);
    await admin.client.patch(`/api/staff/applications/${app}`, { intake: '2026-09' });
    expect(await receivableOf(admin, app)).to.include({ amount: 300000, currency: 'GBP', intake: '2026-09' });
    dashboard = (await admin.client.get('/api/admin/dashboard')).body;
    expect(dashboard.enrolments_without_agreement.results.map((e: { application_id: number }) => e.application_id)).to.not.include(app);
  });

  it('an enrolment withdrawn before invoicing is written off; payments keep a part-paid one invoiced; write-offs need a reason', async () => {
    const { admin, student } = await people();
    const uni = await institution();
    await admin.client.post('/api/admin/agreements', agreement(uni.id));
    const withdrawn = await enrolled(admin, student.user.id, uni.id, '2026-09', { amount: 800000, currency: 'GBP' });
    await admin.client.patch(`/api/staff/applications/${withdrawn}`, { stage: 'withdrawn' });
    expect(await receivableOf(admin, withdrawn)).to.include({ status: 'written_off', written_off_reason: 'withdrawn' });

    const app = await enrolled(admin, student.user.id, uni.id, '2026-09', { amount: 800000, currency: 'GBP' });
    const r = (await receivableOf(admin, app))!;
    expect((await admin.client.patch(`/api/admin/receivables/${r.id}`, { paid_on: day(0), paid_amount: 100 })).status).to.equal(409);
    expect((await admin.client.post(`/api/admin/receivables/${r.id}/invoice`)).status).to.equal(201);
    const part = await admin.client.patch(`/api/admin/receivables/${r.id}`, { paid_on: day(0), paid_amount: 50000 });
    expect(part.body).to.include({ status: 'invoiced', paid_amount: 50000, paid_on: day(0) });
    const full = await admin.client.patch(`/api/admin/receivables/${r.id}`, { paid_on: day(1), paid_amount: 100000 });
    expect(full.body).to.include({ status: 'paid', paid_amount: 100000 });
    expect((await admin.client.patch(`/api/admin/receivables/${r.id}`, { status: 'written_off', reason: 'Too late' })).status).to.equal(409);
    expect((await admin.client.patch(`/api/admin/receivables/${r.id}`, { paid_on: day(1), paid_amount: -5 })).status).to.equal(422);
    expect((await admin.client.patch(`/api/admin/receivables/${r.id}`, { status: 'written_off' })).status).to.equal(422);
    expect((await admin.client.patch('/api/admin/receivables/999999999', { status: 'written_off', reason: 'x' })).status).to.equal(404);
    // An invoiced one written off with its reason; no payment after that.
    const lost = (await receivableOf(admin, await enrolled(admin, student.user.id, uni.id, '2026-09', { amount: 800000, currency: 'GBP' })))!;
    expect((await admin.client.post(`/api/admin/receivables/${lost.id}/invoice`)).status).to.equal(201);
    const off = await admin.client.patch(`/api/admin/receivables/${lost.id}`, { status: 'written_off', reason: 'The institution closed the course.' });
    expect(off.status, JSON.stringify(off.body)).to.equal(200);
    expect(off.body).to.include({ status: 'written_off', written_off_reason: 'The institution closed the course.', paid_amount: 0 });
    expect((await admin.client.patch(`/api/admin/receivables/${lost.id}`, { paid_on: day(0), paid_amount: 100000 })).status).to.equal(409);
    // Each change is in the audit log.
    const { db } = await testApp();
    const logged = (await db('audit_log').where({ target_type: 'receivable' }).whereIn('target_id', [Number(r.id), Number(lost.id)]).orderBy('id').select('action', 'target_id')) as Array<{ action: string; target_id: number }>;
    expect(logged.map((e) => `${e.action} ${Number(e.target_id)}`)).to.deep.equal([
      `invoice.issue ${r.id}`,
      `receivable.payment ${r.id}`,
      `receivable.payment ${r.id}`,
      `invoice.issue ${lost.id}`,
      `receivable.write_off ${lost.id}`,
    ]);
    // Invoiced, then withdrawn: it stays as it is, and the dashboard flags it.
    await admin.client.patch(`/api/staff/applications/${app}`, { stage: 'withdrawn' });
    expect(await receivableOf(admin, app)).to.include({ status: 'paid' });
    const flagged = (await admin.client.get('/api/admin/dashboard')).body.withdrawn_after_invoice;
    expect(flagged.results.find((w: { receivable_id: number }) => w.receivable_id === r.id)).to.deep.include({ institution: { id: uni.id, name: uni.name } });
    // The one written off before any invoice is not flagged.
    const writtenOff = (await receivableOf(admin, withdrawn))!.id;
    expect(flagged.results.some((w: { receivable_id: number }) => w.receivable_id === writtenOff)).to.equal(false);
  });

  it('the report sums per group and currency, never across currencies; overdue on the dashboard per currency; CSV', async () => {
    const { admin, student } = await people();
    const { db } = await testApp();
    const uni = await institution('Report University');
    await admin.client.post('/api/admin/agreements', agreement(uni.id, { rate_percent: 10 }));
    await admin.client.post('/api/admin/agreements', agreement(uni.id, { valid_from: '2024-01-01', valid_to: '2024-12-31', currency: 'EUR', rate_percent: 20 }));
    const a = await enrolled(admin, student.user.id, uni.id, '2026-09', { amount: 1000000, currency: 'GBP' });
    const b = await enrolled(admin, student.user.id, uni.id, '2026-09', { amount: 500000, currency: 'GBP' });
    const c = await enrolled(admin, student.user.id, uni.id, '2024-09', { amount: 700000, currency: 'EUR' });
    const rb = (await receivableOf(admin, b))!;
    const rc = (await receivableOf(admin, c))!;
    // One invoiced and part paid, one overdue.
    await db('receivables').where({ id: rb.id }).update({ status: 'invoiced', invoice_number: `INV-R-${rb.id}`, issued_on: day(0), paid_amount: 20000, paid_on: day(0) });
    await db('receivables').where({ id: rc.id }).update({ due_on: day(-3) });
    const from = day(-10);
    const to = day(40);
    const res = await admin.client.get(`/api/admin/commission/report?from=${from}&to=${to}&by=institution`);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const mine = res.body.rows.filter((r: { key: string }) => r.key === String(uni.id));
    expect(mine).to.deep.equal([
      { key: String(uni.id), label: uni.name, currency: 'EUR', expected: 140000, invoiced: 0, paid: 0, overdue: 140000 },
      { key: String(uni.id), label: uni.name, currency: 'GBP', expected: 150000, invoiced: 50000, paid: 20000, overdue: 0 },
    ]);
    const byIntake = (await admin.client.get(`/api/admin/commission/report?from=${from}&to=${to}&by=intake`)).body.rows;
    expect(byIntake.find((r: { key: string; currency: string }) => r.key === '2024-09' && r.currency === 'EUR')).to.include({ label: 'September 2024' });
    const byAdviser = (await admin.client.get(`/api/admin/commission/report?from=${from}&to=${to}&by=adviser`)).body.rows;
    expect(byAdviser.some((r: { label: string }) => r.label === 'Ada Okafor' || r.label.startsWith('Ada'))).to.equal(true);

    // The list's overdue filter, as true/false or 1/0; anything else is a 422 naming it.
    const listed = async (overdue: string) => ((await admin.client.get(`/api/admin/receivables?institution_id=${uni.id}&overdue=${overdue}`)).body.results as Array<{ id: number }>).map((r) => r.id).sort();
    expect(await listed('true')).to.deep.equal([rc.id]);
    expect(await listed('1')).to.deep.equal([rc.id]);
    expect(await listed('false')).to.deep.equal([(await receivableOf(admin, a))!.id, rb.id].sort());
    expect(await listed('0')).to.deep.equal(await listed('false'));
    const bad = await admin.client.get('/api/admin/receivables?overdue=maybe');
    expect(bad.status).to.equal(422);
    expect(bad.body.errors).to.have.property('overdue');

    const dashboard = (await admin.client.get('/api/admin/dashboard')).body;
    expect(dashboard.overdue_receivables.by_currency.EUR).to.be.at.least(140000);
    expect(dashboard.overdue_receivables.count).to.be.at.least(1);

    const csv = await admin.client.get(`/api/admin/commission/report?from=${from}&to=${to}&by=institution&format=csv`);
    expect(csv.status).to.equal(200);
    expect(csv.headers['content-type']).to.match(/^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).to.equal('key,label,currency,expected,invoiced,paid,overdue');
    expect(lines).to.include(`${uni.id},${uni.name},GBP,150000,50000,20000,0`);
    expect((await admin.client.get(`/api/admin/commission/report?from=${to}&to=${from}`)).status).to.equal(422);
  });

  it('the report by adviser follows the student: reassigned, under the adviser’s new name, under none once deleted', async () => {
    const { admin, adviser, student } = await people();
    const { db } = await testApp();
    const other = await signedInClient('adviser', false, 'Bea');
    const uni = await institution('Adviser Report University');
    await admin.client.post('/api/admin/agreements', agreement(uni.id, { rate_percent: 10 }));
    await enrolled(admin, student.user.id, uni.id, '2026-09', { amount: 1000000, currency: 'GBP' });
    const from = day(-10);
    const to = day(40);
    const byAdviser = async () => {
      const res = await admin.client.get(`/api/admin/commission/report?from=${from}&to=${to}&by=adviser`);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      return res.body.rows as Array<{ key: string; label: string; currency: string; expected: number }>;
    };
    const gbp = <T extends { key: string; currency: string }>(rows: T[], key: string) => rows.filter((r) => r.key === key && r.currency === 'GBP');
    const name = (u: User) => `${u.firstname} ${u.lastname}`;
    expect(gbp(await byAdviser(), String(adviser.user.id))).to.deep.equal([{ key: String(adviser.user.id), label: name(adviser.user), currency: 'GBP', expected: 100000, invoiced: 0, paid: 0, overdue: 0 }]);

    expect((await admin.client.patch(`/api/admin/users/${student.user.id}`, { adviser_id: other.user.id })).status).to.equal(200);
    let rows = await byAdviser();
    expect(gbp(rows, String(adviser.user.id))).to.deep.equal([]);
    expect(gbp(rows, String(other.user.id))).to.deep.equal([{ key: String(other.user.id), label: name(other.user), currency: 'GBP', expected: 100000, invoiced: 0, paid: 0, overdue: 0 }]);
    await db('users').where({ id: other.user.id }).update({ lastname: 'Renamed' });
    expect(gbp(await byAdviser(), String(other.user.id)).map((r) => r.label)).to.deep.equal([`${other.user.firstname} Renamed`]);

    // A deleted student's receivable stays, with no student: under no adviser, as before the totals were kept.
    const none = (rows: Array<{ key: string; currency: string; expected: number }>) => gbp(rows, '(none)')[0]?.expected ?? 0;
    const before = none(rows);
    expect((await admin.client.delete(`/api/admin/users/${student.user.id}`)).status).to.equal(204);
    rows = await byAdviser();
    expect(gbp(rows, String(other.user.id))).to.deep.equal([]);
    expect(none(rows)).to.equal(before + 100000);
    expect(gbp(rows, '(none)')[0]).to.include({ label: '(none)' });
  });
});

describe('API: invoices', function () {
  this.timeout(60_000);

  it('invoices an expected receivable: a numbered PDF with the student’s name in any script, mailed to the finance office with the PDF, downloadable; twice is a 409', async () => {
    const { admin, adviser } = await people();
    const { db, services, env } = await testApp();
    const uni = await institution('Invoice University');
    await admin.client.post('/api/admin/agreements', agreement(uni.id, { finance_email: `fees.${uni.id}@example.ac.uk` }));
    for (const name of [['ليلى', 'حداد'], ['小明', '王']]) {
      const student = await signedInClient('user', false, name[0]);
      await db('users').where({ id: student.user.id }).update({ firstname: name[0], lastname: name[1] });
      const app = await enrolled(admin, student.user.id, uni.id, '2026-09', { amount: 1234567, currency: 'GBP' });
      const r = (await receivableOf(admin, app))!;
      const res = await admin.client.post(`/api/admin/receivables/${r.id}/invoice`);
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      const year = new Date().getUTCFullYear();
      expect(res.body.number).to.match(new RegExp(`^INV-${year}-\\d{4}$`));
      expect(res.body.issued_on).to.equal(day(0));
      expect(res.body.receivable).to.include({ status: 'invoiced' });
      expect(res.body.receivable.invoice).to.deep.equal({ number: res.body.number, issued_on: day(0) });
      expect((await admin.client.post(`/api/admin/receivables/${r.id}/invoice`)).status).to.equal(409);

      const download = await admin.client.get(`/api/admin/invoices/${res.body.number}.pdf`).buffer(true).parse(binary as never);
      expect(download.status).to.equal(200);
      expect(download.headers['content-type']).to.match(/^application\/pdf/);
      expect(download.headers['content-disposition']).to.include(`${res.body.number}.pdf`);
      const text = norm((await pdfParse(download.body as Buffer)).text);
      expect(text).to.include(res.body.number).and.to.include('£1,543.21').and.to.include(`${name[0]} ${name[1]}`).and.to.include(uni.name);
      expect((await adviser.client.get(`/api/admin/invoices/${res.body.number}.pdf`)).status).to.equal(403);

      await services.mailer.idle();
      const mail = mailTo(outboxDir(env), `fees.${uni.id}@example.ac.uk`).find((m) => m.subject.includes(res.body.number))!;
      expect(mail.text).to.include('£1,543.21');
      expect(mail.attachments.map((a) => a.filename)).to.deep.equal([`${res.body.number}.pdf`]);
      expect(Buffer.compare(mail.attachments[0]!.content, download.body as Buffer)).to.equal(0);
    }
    expect((await admin.client.get('/api/admin/invoices/INV-1999-0001.pdf')).status).to.equal(404);
    expect((await admin.client.get('/api/admin/invoices/not-an-invoice.pdf')).status).to.equal(404);
    expect((await admin.client.post('/api/admin/receivables/999999999/invoice')).status).to.equal(404);
    expect((await adviser.client.post('/api/admin/receivables/1/invoice')).status).to.equal(403);
  });

  it('numbers invoices without gaps when two admins invoice at once', async () => {
    const { admin, student } = await people();
    const other = await signedInClient('admin', false, 'Second');
    const { db } = await testApp();
    const uni = await institution('Parallel University');
    await admin.client.post('/api/admin/agreements', agreement(uni.id, { basis: 'fixed', rate_percent: null, amount: 100000 }));
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const app = await enrolled(admin, student.user.id, uni.id, '2026-09', { amount: 1000000, currency: 'GBP' });
      ids.push(Number((await receivableOf(admin, app))!.id));
    }
    const answers = await Promise.all(ids.map((id, i) => (i % 2 ? other : admin).client.post(`/api/admin/receivables/${id}/invoice`)));
    expect(answers.map((a) => a.status)).to.deep.equal(ids.map(() => 201));
    const year = new Date().getUTCFullYear();
    const seqs = answers.map((a) => Number(String(a.body.number).slice(`INV-${year}-`.length))).sort((x, y) => x - y);
    // Consecutive, and the last of the year's counter: no number skipped or given twice.
    for (let i = 1; i < seqs.length; i += 1) expect(seqs[i]).to.equal(seqs[i - 1]! + 1);
    const all = ((await db('invoices').where({ year }).orderBy('seq').pluck('seq')) as number[]).map(Number);
    expect(all).to.deep.equal(all.map((_, i) => i + 1));
    const counter = (await db('invoice_counters').where({ year }).first('last')) as { last: number };
    expect(Number(counter.last)).to.equal(all.length);
  });
});

describe('API: invoices’ stored files and the stray-file sweep', function () {
  this.timeout(60_000);
  const twoHours = 2 * 60 * 60 * 1000;
  const aged = (full: string) => {
    const when = new Date(Date.now() - twoHours);
    fs.utimesSync(full, when, when);
  };
  const stored = (uploadsDir: string, key: string) => path.join(uploadsDir, 'private', key);
  const markOf = (uploadsDir: string, key: string) => {
    const [area, , name] = key.split('/');
    return path.join(uploadsDir, 'tmp', `${area}.${name}.key`);
  };

  async function expectedReceivable(admin: Person, student: Person): Promise<number> {
    const uni = await institution('Stored Invoice University');
    await admin.client.post('/api/admin/agreements', agreement(uni.id));
    const app = await enrolled(admin, student.user.id, uni.id, '2026-09', { amount: 1000000, currency: 'GBP' });
    return Number((await receivableOf(admin, app))!.id);
  }

  it('an issued invoice leaves its file and no mark; one whose process died before its row is swept, one with its row is kept', async () => {
    const { admin, student } = await people();
    const { db, env, services } = await testApp();
    const id = await expectedReceivable(admin, student);
    const res = await admin.client.post(`/api/admin/receivables/${id}/invoice`);
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    const { storage_key: key } = (await db('invoices').where({ number: res.body.number }).first('storage_key')) as { storage_key: string };
    expect(fs.existsSync(stored(env.uploadsDir, key))).to.equal(true);
    expect(fs.existsSync(markOf(env.uploadsDir, key)), 'the invoice’s mark').to.equal(false);

    // A PDF moved into place by a process that died before its invoice row; and the issued one's mark as a process
    // that died after the commit, before settling, leaves it.
    const temp = services.storage.tempPath();
    fs.writeFileSync(temp, '%PDF-1.4 never recorded');
    const orphan = await services.storage.commit(temp, 'invoices');
    await services.storage.mark([key]);
    for (const full of [stored(env.uploadsDir, orphan), markOf(env.uploadsDir, orphan), stored(env.uploadsDir, key), markOf(env.uploadsDir, key)]) aged(full);
    await services.strayFiles.sweepStrayFiles();
    expect(fs.existsSync(stored(env.uploadsDir, orphan)), 'the PDF no invoice names').to.equal(false);
    expect(fs.existsSync(markOf(env.uploadsDir, orphan))).to.equal(false);
    expect(fs.existsSync(stored(env.uploadsDir, key)), 'the issued invoice’s PDF').to.equal(true);
    expect(fs.existsSync(markOf(env.uploadsDir, key))).to.equal(false);
    expect((await admin.client.get(`/api/admin/invoices/${res.body.number}.pdf`)).status).to.equal(200);
  });

  it('a failed invoice leaves neither its file nor its mark, and gives its number back', async () => {
    const { admin, student } = await people();
    const { db, env, services } = await testApp();
    const id = await expectedReceivable(admin, student);
    const privateBefore = filesUnder(path.join(env.uploadsDir, 'private', 'invoices'));
    const tmpBefore = filesUnder(path.join(env.uploadsDir, 'tmp'));
    const [{ count: invoicesBefore }] = (await db('invoices').count({ count: '*' })) as [{ count: string }];
    const mailer = { ...services.mailer, enqueue: () => Promise.reject(new Error('the mail queue refused it')) };
    const failed = await issueInvoice({ db, env, clock: testClock, mailer, storage: services.storage }, admin.user, id).catch((error: unknown) => String(error));
    expect(failed).to.match(/mail queue refused/);
    expect(filesUnder(path.join(env.uploadsDir, 'private', 'invoices'))).to.deep.equal(privateBefore);
    expect(filesUnder(path.join(env.uploadsDir, 'tmp'))).to.deep.equal(tmpBefore);
    const [{ count: invoicesAfter }] = (await db('invoices').count({ count: '*' })) as [{ count: string }];
    expect(Number(invoicesAfter)).to.equal(Number(invoicesBefore));
    expect((await admin.client.post(`/api/admin/receivables/${id}/invoice`)).status).to.equal(201);
  });
});
