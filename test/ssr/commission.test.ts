// The commission page and the dashboard's commission panel, rendered on the server (decision 0048): an admin sees a
// receivable with its actions, an agreement's terms in words and the report with its CSV link; an adviser gets the
// unauthorized screen, no menu entry and no panel.
import { expect } from 'chai';
import type { User } from '../../shared/types';
import { type Client, testApp } from '../helpers/app';
import { ensureCountry, signedInClient } from '../helpers/factories';

type Person = { client: Client; user: User };

let stamp = 0;
/** Named to sort early, so that the page's first hundred agreements (by institution) hold this one. */
async function institution(name: string): Promise<{ id: number; name: string }> {
  const { db } = await testApp();
  const country = await ensureCountry('commission-render-land');
  stamp += 1;
  const full = `${name} ${Date.now()} ${stamp}`;
  const [row] = (await db('institutions').insert({ name: full, slug: `commission-render-${Date.now()}-${stamp}`, country_id: country.id }).returning('id')) as Array<{ id: number }>;
  return { id: Number(row!.id), name: full };
}

/** An application of the student's at the institution, moved by staff to enrolled. */
async function enrol(staff: Person, studentId: number, institutionId: number): Promise<number> {
  const created = await staff.client.post(`/api/staff/students/${studentId}/applications`, { institution_id: institutionId, course: 'MSc Render Finance', intake: '2026-09', stage: 'accepted' });
  expect(created.status, JSON.stringify(created.body)).to.equal(201);
  const moved = await staff.client.patch(`/api/staff/applications/${created.body.id}`, { stage: 'enrolled', tuition: { amount: 2_000_000, currency: 'GBP' } });
  expect(moved.status, JSON.stringify(moved.body)).to.equal(200);
  return Number(created.body.id);
}

describe('server render: the commission page and the dashboard’s panel', function () {
  this.timeout(30_000);

  it('an admin sees a receivable, an agreement and the report; the dashboard lists what is overdue and unmatched; an adviser is refused', async () => {
    const { db } = await testApp();
    const admin = await signedInClient('admin', false, 'Rosalind');
    const adviser = await signedInClient('adviser', false, 'Omar');
    const student = await signedInClient('user', false, 'Keziah');
    const unmatchedStudent = await signedInClient('user', false, 'Lorcan');
    const covered = await institution('Aardvark Render College');
    const uncovered = await institution('Aardwolf Render Institute');

    const added = await admin.client.post('/api/admin/agreements', {
      institution_id: covered.id,
      valid_from: '2025-01-01',
      valid_to: null,
      basis: 'fixed',
      amount: 250_000,
      currency: 'GBP',
      payable: 'on_enrolment',
      finance_email: 'render-finance@example.ac.uk',
    });
    expect(added.status, JSON.stringify(added.body)).to.equal(201);
    const applicationId = await enrol(admin, student.user.id, covered.id);
    // Invoiced and due long ago: overdue, with an invoice number, taking a payment.
    const invoice = `INV-2020-${String(Date.now()).slice(-6)}`;
    const updated = await db('receivables').where({ application_id: applicationId }).update({ status: 'invoiced', invoice_number: invoice, issued_on: '2020-01-01', due_on: '2020-01-31' });
    expect(updated).to.equal(1);
    await enrol(admin, unmatchedStudent.user.id, uncovered.id);

    const page = await admin.client.get(`/admin/commission?institution_id=${covered.id}&from=2020-01-01&to=2020-12-31&by=institution`);
    expect(page.status).to.equal(200);
    expect(page.text).to.include('<title>Commission · Meridian Study Abroad</title>');
    expect(page.text).to.match(/<h1[^>]*>Commission<\/h1>/);
    for (const id of ['receivables', 'agreements', 'report']) expect(page.text, id).to.include(`href="#${id}"`).and.include(`id="${id}"`);

    // The receivable's row: the student's file, the amount in its currency, "Overdue" in words, the invoice, the actions.
    const rows = page.text.slice(page.text.indexOf('id="receivables"'), page.text.indexOf('id="agreements"'));
    expect(rows).to.include(`data-receivable=`);
    expect(rows).to.include('class="receivable-row is-overdue"');
    expect(rows).to.include(`href="/admin/students/${student.user.id}">${student.user.firstname} ${student.user.lastname}</a>`);
    expect(rows).to.include(covered.name).and.include('MSc Render Finance').and.include('September 2026');
    expect(rows).to.include('£2,500.00').and.include('>Invoiced<').and.include('>Overdue<').and.include(invoice);
    expect(rows).to.include('Record a payment').and.include('Write off');
    expect(rows).to.include('Showing 1–1 of 1');
    // The filters are labelled and keep the address's choices.
    for (const label of ['Status', 'Institution', 'Intake month', 'Overdue only']) expect(rows, label).to.match(new RegExp(`<label for="receivables-[a-z_]+">${label}</label>`));
    expect(rows).to.include(`<option value="${covered.id}" selected="">${covered.name}</option>`);

    // The agreement in words, under its institution's heading.
    const agreements = page.text.slice(page.text.indexOf('id="agreements"'), page.text.indexOf('id="report"'));
    expect(agreements).to.include(`>${covered.name}</h3>`);
    expect(agreements).to.include('From 1 Jan 2025, until further notice').and.include('£2,500.00 fixed').and.include('On enrolment').and.include('render-finance@example.ac.uk');
    expect(agreements).to.include('>Add an agreement</button>');

    // The report: one row per institution and currency, in that currency, and the CSV of the same query.
    const report = page.text.slice(page.text.indexOf('id="report"'));
    expect(report).to.include('report-table');
    expect(report).to.match(new RegExp(`<th scope="row">${covered.name}</th><td>GBP</td>(<td class="num">£[0-9,.]+</td>){4}`));
    expect(report).to.include('href="/api/admin/commission/report?from=2020-01-01&amp;to=2020-12-31&amp;by=institution&amp;format=csv"');
    expect(report).to.match(/<input type="hidden" name="institution_id" value="\d+"\/>/);

    // The dashboard: the panel with the overdue amounts per currency and the enrolment no agreement covers.
    const dashboard = await admin.client.get('/admin');
    expect(dashboard.status).to.equal(200);
    expect(dashboard.text).to.include('href="/admin/commission">Commission</a>');
    const panel = dashboard.text.slice(dashboard.text.indexOf('commission-panel'));
    expect(panel).to.match(/<strong>£[0-9,.]+<\/strong> overdue in <!-- -->GBP/);
    expect(panel).to.include('href="/admin/commission?overdue=true#receivables"');
    expect(panel).to.include(`href="/admin/students/${unmatchedStudent.user.id}#applications">${unmatchedStudent.user.firstname} ${unmatchedStudent.user.lastname}</a>`);
    expect(panel).to.include(uncovered.name);

    // An adviser: the unauthorized screen, as for every admin-only screen, no menu entry and no panel.
    const refused = await adviser.client.get('/admin/commission').redirects(0);
    expect(refused.status).to.equal(302);
    expect(refused.headers.location).to.equal('/unauthorized');
    expect(refused.text).not.to.include(covered.name);
    const theirs = await adviser.client.get('/admin');
    expect(theirs.status).to.equal(200);
    expect(theirs.text).not.to.include('href="/admin/commission"');
    expect(theirs.text).not.to.include('commission-panel');
    expect((await adviser.client.get('/api/admin/receivables')).status).to.equal(403);
  });
});
