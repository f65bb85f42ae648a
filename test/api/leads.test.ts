// Leads (decision 0046) through the API: one lead per address from every way in (the contact form, the fit check with
// an address, a registration's link, an OAuth sign-up, a booking's touch), owners in turn among the advisers covering
// the destination, the automatic moves (forward only, out of lost) with the funnel's stamps, the staff's list, page,
// changes, reassignment and invitation with their scope (an adviser: their own, others 404), the advisers'
// destinations, the export, the erasure and the retention sweep, and the search's use of its trigram index.
import { expect } from 'chai';
import { advanceLead, leadOfNewStudent, SEARCH_EXPRESSION, touchLead } from '../../server/features/leads/leads.service';
import { searchPattern } from '../../server/lib/search';
import type { User } from '../../shared/types';
import { type Client, client, testApp, testClock } from '../helpers/app';
import { createUser, ensureCountry, PASSWORD, signedInClient, uniqueEmail } from '../helpers/factories';
import { outbox, tokenOf } from '../helpers/identity';
import { readZip } from '../helpers/zip';

interface LeadRow {
  id: number;
  email: string;
  name: string;
  stage: string;
  owner_id: number | null;
  student_id: number | null;
  utm_source: string | null;
  source: Record<string, string>;
  destinations: string[];
  locale: string;
  consultation_at: string | null;
  student_at: string | null;
  applied_at: string | null;
  offer_at: string | null;
  enrolled_at: string | null;
  last_activity_at: string;
}

async function leadOf(email: string): Promise<LeadRow | undefined> {
  const { db } = await testApp();
  return db('leads').whereRaw('lower(email) = lower(?)', [email]).first();
}

async function eventsOf(leadId: number): Promise<Array<{ kind: string; summary: string; by_id: number | null }>> {
  const { db } = await testApp();
  return db('lead_events').where({ lead_id: leadId }).orderBy('id');
}

let stamp = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(stamp += 1)}`;

/** A contact-form message from a visitor of its own (the form's limit counts per client address). */
async function enquire(body: Record<string, unknown>) {
  const c = await client();
  return c.post('/api/contact', { name: 'Lena Fischer', enquiry_type: 'other', message: 'I would like to study abroad next year.', consent: true, ...body });
}

/** An adviser covering `destinations` (set through the admin API). */
async function adviserCovering(admin: Client, destinations: string[], firstname = 'Ada'): Promise<{ client: Client; user: User }> {
  const adviser = await signedInClient('adviser', false, firstname);
  const res = await admin.patch(`/api/admin/users/${adviser.user.id}`, { destinations });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return adviser;
}

/** The advisers in the order the next new leads without a covered destination go to them: oldest turn first. */
async function nextInTurn(n: number): Promise<number[]> {
  const { db } = await testApp();
  const rows = (await db('users as u')
    .leftJoin('lead_rotation as r', 'r.adviser_id', 'u.id')
    .where('u.role', 'adviser')
    .whereNull('u.disabled_at')
    .whereNull('u.delete_after')
    .orderByRaw('r.last_assigned_at asc nulls first, u.id asc')
    .limit(n)
    .select('u.id')) as Array<{ id: number }>;
  return rows.map((r) => Number(r.id));
}

describe('API: leads', function () {
  this.timeout(60_000);
  let admin: { client: Client; user: User };

  before(async () => {
    admin = await signedInClient('admin', false, 'Root');
  });
  afterEach(() => testClock.reset());

  describe('capture', () => {
    it('two enquiries from one address in different letter case make one lead with two events; the first touch’s source stays', async () => {
      const email = uniqueEmail('dedupe');
      const first = await enquire({ email, source: { utm_source: 'fb', utm_medium: 'paid', utm_campaign: 'spring', landing_path: '/study' } });
      expect(first.status, JSON.stringify(first.body)).to.equal(201);
      const second = await enquire({ email: email.toUpperCase(), name: 'Someone Else', source: { utm_source: 'google', utm_medium: 'cpc' } });
      expect(second.status).to.equal(201);
      const { db } = await testApp();
      const leads = (await db('leads').whereRaw('lower(email) = lower(?)', [email])) as LeadRow[];
      expect(leads).to.have.length(1);
      const lead = leads[0]!;
      expect(lead.source).to.deep.equal({ utm_source: 'fb', utm_medium: 'paid', utm_campaign: 'spring', landing_path: '/study' });
      expect(lead.utm_source).to.equal('fb');
      expect(lead.name).to.equal('Lena Fischer');
      const events = await eventsOf(lead.id);
      expect(events.filter((e) => e.kind === 'enquiry')).to.have.length(2);
      expect(await db('contact_messages').whereRaw('lower(email) = lower(?)', [email])).to.have.length(2);
    });

    it('the contact form keeps the country of residence apart from the destination, which must be a study country', async () => {
      const country = await ensureCountry(unique('contact-dest'));
      const email = uniqueEmail('contact-dest');
      const res = await enquire({ email, country: 'Nigeria', destination: country.slug, locale: 'es' });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      const lead = (await leadOf(email))!;
      expect(lead.destinations).to.deep.equal([country.slug]);
      expect(lead.locale).to.equal('es');
      const { db } = await testApp();
      expect((await db('contact_messages').whereRaw('lower(email) = lower(?)', [email]).first()).country).to.equal('Nigeria');
    });

    it('refuses an unknown destination and a source part over 200 characters with 422 on the field, writing neither message nor lead', async () => {
      const { db } = await testApp();
      const email = uniqueEmail('contact-bad');
      const unknown = await enquire({ email, destination: 'atlantis-nowhere' });
      expect(unknown.status).to.equal(422);
      expect(unknown.body.errors).to.have.property('destination');
      const long = await enquire({ email, source: { utm_source: 'x'.repeat(201) } });
      expect(long.status).to.equal(422);
      expect(long.body.errors).to.have.property('source.utm_source');
      const extra = await enquire({ email, source: { utm_term: 'not a part we keep' } });
      expect(extra.status).to.equal(422);
      expect(await leadOf(email)).to.equal(undefined);
      expect(await db('contact_messages').whereRaw('lower(email) = lower(?)', [email])).to.have.length(0);
    });

    it('the fit check with an address and consent mails the results in the visitor’s language and makes a lead for the best result', async () => {
      const { db } = await testApp();
      await db('rate_limits').where('key', 'like', 'fitCheck:%').delete();
      const email = uniqueEmail('fit-lead');
      const c = await client();
      const answers = { level: 'master', field: 'Engineering', budget_eur_per_year: 20000, wants_to_work: true, stay_after: true, english_only: true };
      const refused = await c.post('/api/fit-check', { ...answers, email });
      expect(refused.status).to.equal(422);
      expect(refused.body.errors).to.have.property('consent');
      expect(await leadOf(email)).to.equal(undefined);

      const res = await c.post('/api/fit-check', { ...answers, email, consent: true, locale: 'es', source: { utm_source: 'instagram' } });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      const results = res.body.results as Array<{ country: { slug: string; name: string }; score: number }>;
      expect(results.length).to.be.greaterThan(0);
      const lead = (await leadOf(email))!;
      expect(lead.destinations).to.deep.equal([results[0]!.country.slug]);
      expect(lead.utm_source).to.equal('instagram');
      expect(lead.locale).to.equal('es');
      expect((await eventsOf(lead.id)).map((e) => e.kind)).to.include('fit_check');

      const [mail] = await outbox(email);
      expect(mail, 'the results mail').to.not.equal(undefined);
      expect(mail!.subject).to.include('destinos');
      expect(mail!.text).to.include(`1. `).and.include(`${Math.round(results[0]!.score)} de 100`);
      expect(mail!.text).to.include('http://localhost:3000/es/study/fit');
      expect(mail!.text).to.include('http://localhost:3000/es/consultation');

      // Without an address: the ranking as before, no lead, no mail.
      const plain = await c.post('/api/fit-check', answers);
      expect(plain.status).to.equal(200);
      expect(plain.body.results).to.deep.equal(res.body.results);
    });

    it('a booking’s touch (the adviser chosen owns the lead) moves it to consultation_booked, stamped once, and never back', async () => {
      const { db } = await testApp();
      const adviser = await createUser({ role: 'adviser', firstname: 'Booked' });
      const email = uniqueEmail('booking');
      const id = await db.transaction(async (trx) => {
        const lead = await touchLead(trx, { email, name: 'Kofi Mensah', kind: 'consultation', summary: 'Booked a consultation', ownerId: adviser.id });
        expect(lead.created).to.equal(true);
        expect(await advanceLead(trx, lead.id, 'consultation_booked', 'Consultation booked')).to.equal(true);
        return lead.id;
      });
      const lead = (await leadOf(email))!;
      expect(lead).to.include({ id, stage: 'consultation_booked', owner_id: adviser.id });
      expect(lead.consultation_at).to.be.a('string');
      const moved = await db.transaction((trx) => advanceLead(trx, id, 'contacted', 'back?'));
      expect(moved).to.equal(false);
      expect((await leadOf(email))!.stage).to.equal('consultation_booked');
    });
  });

  describe('owners in turn', () => {
    it('new leads for a destination two advisers cover alternate between them', async () => {
      const country = await ensureCountry(unique('rotation'));
      const a = await adviserCovering(admin.client, [country.slug], 'Alba');
      const b = await adviserCovering(admin.client, [country.slug], 'Bruno');
      const owners: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const email = uniqueEmail(`rotation-${i}`);
        expect((await enquire({ email, destination: country.slug })).status).to.equal(201);
        owners.push((await leadOf(email))!.owner_id!);
      }
      expect(owners[0]).to.be.oneOf([a.user.id, b.user.id]);
      const other = owners[0] === a.user.id ? b.user.id : a.user.id;
      expect(owners).to.deep.equal([owners[0], other, owners[0], other]);
    });

    it('a destination nobody covers goes to every adviser in turn, the longest without a new lead first', async () => {
      for (const name of ['Cleo', 'Dario', 'Elif']) await createUser({ role: 'adviser', firstname: name });
      const country = await ensureCountry(unique('uncovered'));
      const expected = await nextInTurn(3);
      const owners: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const email = uniqueEmail(`uncovered-${i}`);
        expect((await enquire({ email, destination: country.slug })).status).to.equal(201);
        const lead = (await leadOf(email))!;
        owners.push(lead.owner_id!);
        expect((await eventsOf(lead.id)).map((e) => e.kind)).to.deep.equal(['enquiry', 'owner']);
      }
      expect(new Set(owners).size).to.equal(3);
      expect(owners).to.deep.equal(expected);
    });
  });

  describe('becoming a student', () => {
    it('following the registration link makes the lead the student’s: student_id, stage student, and the lead’s owner as adviser', async () => {
      const country = await ensureCountry(unique('register-dest'));
      const adviser = await adviserCovering(admin.client, [country.slug], 'Greta');
      const email = uniqueEmail('register-lead');
      // First an enquiry (the lead and its owner), then a registration with another source: the first touch stays.
      expect((await enquire({ email, destination: country.slug, source: { utm_source: 'newsletter' } })).status).to.equal(201);
      const before = (await leadOf(email))!;
      expect(before.owner_id).to.equal(adviser.user.id);

      const c = await client();
      const res = await c.post('/api/register', { firstname: 'Lena', lastname: 'Fischer', email, password: PASSWORD, password_confirmation: PASSWORD, source: { utm_source: 'google' }, destination: country.slug });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      const { db } = await testApp();
      expect((await db('pending_registrations').whereRaw('lower(email) = lower(?)', [email]).first()).lead_source).to.deep.equal({ source: { utm_source: 'google' }, destination: country.slug });
      expect((await leadOf(email))!.student_id).to.equal(null);

      const [mail] = (await outbox(email)).filter((m) => /confirm/i.test(m.subject));
      const verified = await c.post('/api/email/verify', { token: tokenOf(mail!) });
      expect(verified.status, JSON.stringify(verified.body)).to.equal(200);
      const student = verified.body.user as User;
      const lead = (await leadOf(email))!;
      expect(lead).to.include({ id: before.id, student_id: student.id, stage: 'student', utm_source: 'newsletter' });
      expect(lead.student_at).to.be.a('string');
      expect((await db('users').where({ id: student.id }).first()).adviser_id).to.equal(adviser.user.id);
      expect((await eventsOf(lead.id)).map((e) => e.kind)).to.include.members(['registration', 'stage']);
    });

    it('a registration with an unknown destination is a 422 on destination, and nothing waits', async () => {
      const email = uniqueEmail('register-bad');
      const c = await client();
      const res = await c.post('/api/register', { firstname: 'Lena', lastname: 'Fischer', email, password: PASSWORD, password_confirmation: PASSWORD, destination: 'atlantis-nowhere' });
      expect(res.status).to.equal(422);
      expect(res.body.errors).to.have.property('destination');
      const { db } = await testApp();
      expect(await db('pending_registrations').whereRaw('lower(email) = lower(?)', [email])).to.have.length(0);
    });

    it('an account made by an OAuth sign-in makes its lead a student’s the same way', async () => {
      const { db, services } = await testApp();
      const adviser = await createUser({ role: 'adviser', firstname: 'Hana' });
      const email = uniqueEmail('oauth-lead');
      await db.transaction((trx) => touchLead(trx, { email, name: 'Ola Nordmann', kind: 'consultation', summary: 'Booked', ownerId: adviser.id }));
      await db('leads').whereRaw('lower(email) = lower(?)', [email]).update({ stage: 'lost', lost_reason: 'No answer' });
      const userId = await services.oauth.signIn('mock', { id: unique('sub'), email, firstname: 'Ola', lastname: 'Nordmann' } as never);
      const lead = (await leadOf(email))!;
      expect(lead).to.include({ student_id: userId, stage: 'student', owner_id: adviser.id });
      expect((await db('users').where({ id: userId }).first()).adviser_id).to.equal(adviser.id);
      // A brand-new address: a lead is made for it (kind registration), owned by an adviser in turn.
      const fresh = uniqueEmail('oauth-new');
      const freshId = await services.oauth.signIn('mock', { id: unique('sub'), email: fresh, firstname: 'Nia', lastname: 'Okoro' } as never);
      const made = (await leadOf(fresh))!;
      expect(made).to.include({ student_id: freshId, stage: 'student' });
      expect((await eventsOf(made.id))[0]!.kind).to.equal('registration');
    });

    it('leadOfNewStudent keeps a student’s own adviser', async () => {
      const { db } = await testApp();
      const mine = await createUser({ role: 'adviser', firstname: 'Mine' });
      const owner = await createUser({ role: 'adviser', firstname: 'Owner' });
      const student = await createUser({ firstname: 'Kept' });
      await db('users').where({ id: student.id }).update({ adviser_id: mine.id });
      await db.transaction((trx) => touchLead(trx, { email: student.email, kind: 'enquiry', summary: 'Hello', ownerId: owner.id }));
      await db.transaction((trx) => leadOfNewStudent(trx, { ...student, adviser_id: mine.id }, { summary: 'Registered' }));
      expect((await db('users').where({ id: student.id }).first()).adviser_id).to.equal(mine.id);
      expect((await leadOf(student.email))!.student_id).to.equal(student.id);
    });
  });

  describe('applications move the student’s lead', () => {
    async function studentWithLead() {
      const { db } = await testApp();
      const adviser = await signedInClient('adviser', false, 'Iris');
      const student = await createUser({ firstname: 'Yaw' });
      await db('users').where({ id: student.id }).update({ adviser_id: adviser.user.id });
      // Their lead is the adviser's (a booking with them), then they registered.
      await db.transaction((trx) => touchLead(trx, { email: student.email, kind: 'consultation', summary: 'Booked', ownerId: adviser.user.id }));
      await db.transaction((trx) => leadOfNewStudent(trx, { ...student, adviser_id: adviser.user.id }, { summary: 'Registered' }));
      const country = await ensureCountry(unique('apply-land'));
      const [institution] = (await db('institutions').insert({ name: unique('Apply University'), slug: unique('apply-university'), country_id: country.id }).returning('id')) as Array<{ id: number }>;
      return { adviser, student, institutionId: Number(institution!.id), lead: (await leadOf(student.email))! };
    }

    it('submitted → applied, conditional_offer → the offer stamp, enrolled → enrolled; a lost lead moves forward, never back', async () => {
      const { adviser, student, institutionId, lead } = await studentWithLead();
      expect(lead.stage).to.equal('student');
      const created = await adviser.client.post(`/api/staff/students/${student.id}/applications`, { institution_id: institutionId, course: 'MSc Robotics', intake: '2027-09' });
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      expect((await leadOf(student.email))!.applied_at).to.equal(null);

      // Lost by hand, then the application is submitted: out of lost, to applied.
      expect((await adviser.client.patch(`/api/staff/leads/${lead.id}`, { stage: 'lost', lost_reason: 'Went quiet' })).status).to.equal(200);
      const move = (stage: string) => adviser.client.patch(`/api/staff/applications/${created.body.id}`, { stage });
      expect((await move('submitted')).status).to.equal(200);
      let now = (await leadOf(student.email))!;
      expect(now).to.include({ stage: 'applied' });
      expect(now.applied_at).to.be.a('string');
      expect(now.offer_at).to.equal(null);

      expect((await move('conditional_offer')).status).to.equal(200);
      now = (await leadOf(student.email))!;
      expect(now.stage).to.equal('applied');
      expect(now.offer_at).to.be.a('string');

      expect((await move('enrolled')).status).to.equal(200);
      now = (await leadOf(student.email))!;
      expect(now.stage).to.equal('enrolled');
      expect(now.enrolled_at).to.be.a('string');

      // Another application submitted later does not move an enrolled lead back.
      const second = await adviser.client.post(`/api/staff/students/${student.id}/applications`, { institution_id: institutionId, course: 'MSc Later', intake: '2028-09', stage: 'submitted' });
      expect(second.status).to.equal(201);
      expect((await leadOf(student.email))!.stage).to.equal('enrolled');
    });

    it('an application staff add at a later stage moves the lead at once; a student without a lead is left alone', async () => {
      const { adviser, student, institutionId } = await studentWithLead();
      const res = await adviser.client.post(`/api/staff/students/${student.id}/applications`, { institution_id: institutionId, course: 'BA Offer', intake: '2027-09', stage: 'unconditional_offer' });
      expect(res.status).to.equal(201);
      const lead = (await leadOf(student.email))!;
      expect(lead.stage).to.equal('applied');
      expect(lead.applied_at).to.be.a('string');
      expect(lead.offer_at).to.be.a('string');

      const { db } = await testApp();
      const loner = await createUser({ firstname: 'Loner' });
      await db('users').where({ id: loner.id }).update({ adviser_id: adviser.user.id });
      const other = await adviser.client.post(`/api/staff/students/${loner.id}/applications`, { institution_id: institutionId, course: 'BA Alone', intake: '2027-09', stage: 'enrolled' });
      expect(other.status).to.equal(201);
      expect(await leadOf(loner.email)).to.equal(undefined);
    });
  });

  describe('the staff API', () => {
    /** An adviser with leads of their own (owned through a booking's touch), with names, sources and stages. */
    async function adviserWithLeads() {
      const { db } = await testApp();
      const adviser = await signedInClient('adviser', false, 'Jade');
      const tag = unique('zq');
      const make = async (name: string, source: string | null, stage: string) => {
        const email = uniqueEmail(`${tag}-${name.split(' ')[0]!.toLowerCase()}`);
        const lead = await db.transaction((trx) => touchLead(trx, { email, name, kind: 'consultation', summary: 'Booked', source: source ? { utm_source: source } : null, ownerId: adviser.user.id }));
        await db('leads').where({ id: lead.id }).update({ stage });
        return { id: lead.id, email };
      };
      const leads = [await make(`Amaka ${tag}`, 'fb', 'new'), await make('Bilal 100%_Sure', 'google', 'contacted'), await make(`Chen ${tag}`, null, 'new'), await make('Dana Pérez', 'fb', 'lost')];
      return { adviser, tag, leads };
    }

    it('lists an adviser’s own leads, newest activity first, with search, stage, source and paging', async () => {
      const { adviser, tag, leads } = await adviserWithLeads();
      const all = await adviser.client.get('/api/staff/leads?per_page=50');
      expect(all.status).to.equal(200);
      expect(all.body.total).to.equal(4);
      expect(all.body.results.map((l: { id: number }) => l.id)).to.deep.equal([...leads].reverse().map((l) => l.id));
      expect(all.body.results[0]).to.have.all.keys('id', 'email', 'name', 'phone', 'destinations', 'stage', 'lost_reason', 'owner', 'source', 'student_id', 'created_at', 'last_activity_at');
      expect(all.body.results[0].owner).to.deep.equal({ id: adviser.user.id, name: `${adviser.user.firstname} ${adviser.user.lastname}` });

      const ids = async (query: string) => ((await adviser.client.get(`/api/staff/leads?${query}`)).body.results as Array<{ id: number }>).map((l) => l.id).sort((a, b) => a - b);
      // The tag is in every address (and two names): upper case finds them all.
      expect(await ids(`q=${encodeURIComponent(tag.toUpperCase())}`)).to.deep.equal(leads.map((l) => l.id).sort((a, b) => a - b));
      expect(await ids(`q=${encodeURIComponent('100%_')}`)).to.deep.equal([leads[1]!.id]);
      expect(await ids('q=%25')).to.deep.equal([leads[1]!.id]);
      expect(await ids('q=chen')).to.deep.equal([leads[2]!.id]);
      expect(await ids('stage=lost')).to.deep.equal([leads[3]!.id]);
      expect(await ids('utm_source=fb')).to.deep.equal([leads[0]!.id, leads[3]!.id]);
      expect(await ids('utm_source=(direct)')).to.deep.equal([leads[2]!.id]);
      expect(await ids('q=nobody-has-this-name')).to.deep.equal([]);

      const page2 = await adviser.client.get('/api/staff/leads?per_page=3&page=2');
      expect(page2.body).to.include({ total: 4, page: 2, per_page: 3 });
      expect(page2.body.results.map((l: { id: number }) => l.id)).to.deep.equal([leads[0]!.id]);

      // An admin sees them too, and filters by owner.
      const byOwner = await admin.client.get(`/api/staff/leads?owner_id=${adviser.user.id}&per_page=50`);
      expect(byOwner.body.total).to.equal(4);
      expect((await admin.client.get('/api/staff/leads?stage=won')).status).to.equal(422);
      expect((await admin.client.get('/api/staff/leads?owner_id=abc')).status).to.equal(422);
    });

    it('searching uses the trigram index leads_search_index (query plan with sequential scans off)', async () => {
      const { db } = await testApp();
      const plan = await db.transaction(async (trx) => {
        await trx.raw('set local enable_seqscan = off');
        // The order's index holds the searched text (migrations: search_walk), so PostgreSQL may read it whole instead
        // (for an index-only scan, or a bitmap of it), which on this suite's few leads costs less than the trigram index.
        await trx.raw('set local enable_indexonlyscan = off');
        const { rows } = (await trx.raw(`explain select l.id from leads l where ${SEARCH_EXPRESSION} like ?`, [searchPattern('amaka')])) as { rows: Array<{ 'QUERY PLAN': string }> };
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).to.include('leads_search_index');
    });

    it('a lead’s page: its fields, its timeline newest first and its consultations; another adviser gets 404, a student 403', async () => {
      const { adviser, leads } = await adviserWithLeads();
      const { db } = await testApp();
      const [consultation] = (await db('consultations')
        .insert({
          adviser_id: adviser.user.id,
          lead_id: leads[0]!.id,
          starts_at: '2030-01-07T10:00:00Z',
          ends_at: '2030-01-07T10:30:00Z',
          name: 'Amaka',
          email: leads[0]!.email,
          topic: 'Masters in Canada',
          time_zone: 'Africa/Lagos',
          token_hash: unique('hash').padEnd(64, '0').slice(0, 64),
          uid: unique('uid'),
        })
        .returning('id')) as Array<{ id: number }>;
      await adviser.client.patch(`/api/staff/leads/${leads[0]!.id}`, { note: 'Called, no answer.' });
      const res = await adviser.client.get(`/api/staff/leads/${leads[0]!.id}`);
      expect(res.status).to.equal(200);
      expect(res.body.events.map((e: { kind: string }) => e.kind)).to.deep.equal(['note', 'owner', 'consultation']);
      expect(res.body.events[0].by).to.deep.equal({ id: adviser.user.id, name: `${adviser.user.firstname} ${adviser.user.lastname}` });
      expect(res.body.consultations).to.have.length(1);
      expect(res.body.consultations[0]).to.include({ id: Number(consultation!.id), start: '2030-01-07T10:00:00.000Z', status: 'booked', lead_id: leads[0]!.id, topic: 'Masters in Canada' });

      const other = await signedInClient('adviser', false, 'Kai');
      expect((await other.client.get(`/api/staff/leads/${leads[0]!.id}`)).status).to.equal(404);
      expect((await other.client.patch(`/api/staff/leads/${leads[0]!.id}`, { note: 'Mine now?' })).status).to.equal(404);
      expect((await other.client.post(`/api/staff/leads/${leads[0]!.id}/invite`)).status).to.equal(404);
      expect((await other.client.get('/api/staff/leads')).body.total).to.equal(0);
      const student = await signedInClient('user');
      expect((await student.client.get('/api/staff/leads')).status).to.equal(403);
      expect((await student.client.get(`/api/staff/leads/${leads[0]!.id}`)).status).to.equal(403);
      expect((await admin.client.get('/api/staff/leads/987654321')).status).to.equal(404);
    });

    it('changes a stage (lost needs its reason), adds notes, and lets only admins change the owner, to an adviser', async () => {
      const { adviser, leads } = await adviserWithLeads();
      const { db } = await testApp();
      const id = leads[0]!.id;
      const url = `/api/staff/leads/${id}`;
      const noReason = await adviser.client.patch(url, { stage: 'lost' });
      expect(noReason.status).to.equal(422);
      expect(noReason.body.errors).to.have.property('lost_reason');
      expect((await adviser.client.patch(url, {})).status).to.equal(422);
      expect((await adviser.client.patch(url, { stage: 'won' })).body.errors).to.have.property('stage');

      const lost = await adviser.client.patch(url, { stage: 'lost', lost_reason: 'Chose another agency' });
      expect(lost.status, JSON.stringify(lost.body)).to.equal(200);
      expect(lost.body).to.include({ stage: 'lost', lost_reason: 'Chose another agency' });
      expect(lost.body.events[0]).to.include({ kind: 'stage' });
      const back = await adviser.client.patch(url, { stage: 'contacted', note: 'They wrote back.' });
      expect(back.body).to.include({ stage: 'contacted', lost_reason: null });
      expect(back.body.events.slice(0, 2).map((e: { kind: string }) => e.kind).sort()).to.deep.equal(['note', 'stage']);

      const other = await createUser({ role: 'adviser', firstname: 'Lior' });
      const forbidden = await adviser.client.patch(url, { owner_id: other.id });
      expect(forbidden.status).to.equal(403);
      expect((await leadOf(leads[0]!.email))!.owner_id).to.equal(adviser.user.id);
      const student = await createUser();
      const notAdviser = await admin.client.patch(url, { owner_id: student.id });
      expect(notAdviser.status).to.equal(422);
      expect(notAdviser.body.errors).to.have.property('owner_id');
      const given = await admin.client.patch(url, { owner_id: other.id });
      expect(given.status).to.equal(200);
      expect(given.body.owner).to.deep.equal({ id: other.id, name: `${other.firstname} ${other.lastname}` });
      expect(given.body.events[0]).to.include({ kind: 'owner' });
      // No longer theirs: the first adviser gets 404 now.
      expect((await adviser.client.get(url)).status).to.equal(404);
      const audit = await db('audit_log').where({ target_type: 'lead', target_id: id }).orderBy('id');
      expect(audit.map((a) => a.action)).to.deep.equal(['lead.update', 'lead.update', 'lead.update']);
      expect(audit[2].summary).to.include(`owner ${adviser.user.firstname}`);
    });

    it('reassigns leads (admins only): unknown ids are not counted, each move is on the timeline', async () => {
      const { adviser, leads } = await adviserWithLeads();
      const target = await createUser({ role: 'adviser', firstname: 'Mona' });
      const body = { ids: [leads[0]!.id, leads[1]!.id, 987654321], owner_id: target.id };
      expect((await adviser.client.post('/api/staff/leads/reassign', body)).status).to.equal(403);
      const student = await signedInClient('user');
      expect((await student.client.post('/api/staff/leads/reassign', body)).status).to.equal(403);
      const notAdviser = await admin.client.post('/api/staff/leads/reassign', { ...body, owner_id: student.user.id });
      expect(notAdviser.status).to.equal(422);
      expect(notAdviser.body.errors).to.have.property('owner_id');
      expect((await admin.client.post('/api/staff/leads/reassign', { ids: [], owner_id: target.id })).status).to.equal(422);

      const res = await admin.client.post('/api/staff/leads/reassign', body);
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal({ updated: 2 });
      for (const lead of leads.slice(0, 2)) {
        expect((await leadOf(lead.email))!.owner_id).to.equal(target.id);
        expect((await eventsOf(lead.id)).at(-1)).to.include({ kind: 'owner', by_id: admin.user.id });
      }
      expect((await leadOf(leads[2]!.email))!.owner_id).to.equal(adviser.user.id);
    });

    it('invites a lead to register in their language; a lead who is a student already is a 409', async () => {
      const { db } = await testApp();
      const adviser = await signedInClient('adviser', false, 'Nadia');
      const email = uniqueEmail('invite');
      const lead = await db.transaction((trx) => touchLead(trx, { email, name: 'Lucía Gómez', kind: 'enquiry', summary: 'Hola', locale: 'es', ownerId: adviser.user.id }));
      const res = await adviser.client.post(`/api/staff/leads/${lead.id}/invite`);
      expect(res.status).to.equal(202);
      expect(res.body.status).to.be.a('string');
      const [mail] = await outbox(email);
      expect(mail!.subject).to.equal('Tu cuenta en Meridian Study Abroad te espera');
      // (The outbox reader decodes %40 back to @ along with the quoted-printable.)
      expect(mail!.text).to.include(`Crear mi cuenta: http://localhost:3000/es/register?email=${email}`);
      expect(mail!.text).to.match(/^Hola, Lucía:/);
      expect((await eventsOf(lead.id)).at(-1)).to.include({ kind: 'mail', by_id: adviser.user.id });
      expect(await db('audit_log').where({ action: 'lead.invite', target_id: lead.id })).to.have.length(1);

      const student = await createUser();
      const studentLead = await db.transaction((trx) => leadOfNewStudent(trx, { ...student }, { summary: 'Registered' }));
      const refused = await admin.client.post(`/api/staff/leads/${studentLead.id}/invite`);
      expect(refused.status).to.equal(409);
      expect((await eventsOf(studentLead.id)).map((e) => e.kind)).to.not.include('mail');
    });
  });

  describe('advisers’ destinations', () => {
    it('PATCH /api/admin/users/<id> sets an adviser’s destinations alone, shows them, audits them; unknown or for a student is 422', async () => {
      const { db } = await testApp();
      const a = await ensureCountry(unique('cover-a'));
      const b = await ensureCountry(unique('cover-b'));
      const adviser = await createUser({ role: 'adviser', firstname: 'Omar', lastname: 'Haddad' });
      const res = await admin.client.patch(`/api/admin/users/${adviser.id}`, { destinations: [b.slug, a.slug] });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect([...res.body.destinations].sort()).to.deep.equal([a.slug, b.slug].sort());
      expect(res.body).to.include({ firstname: 'Omar', lastname: 'Haddad', role: 'adviser' });
      expect((await admin.client.get(`/api/admin/users/${adviser.id}`)).body.destinations).to.deep.equal(res.body.destinations);
      const audit = await db('audit_log').where({ action: 'user.update', target_id: adviser.id }).orderBy('id', 'desc').first();
      expect(audit.summary).to.include('destinations none →').and.include(a.slug);

      const unknown = await admin.client.patch(`/api/admin/users/${adviser.id}`, { destinations: [a.slug, 'atlantis-nowhere'] });
      expect(unknown.status).to.equal(422);
      expect(unknown.body.errors).to.have.property('destinations');
      expect((await admin.client.patch(`/api/admin/users/${adviser.id}`, { destinations: 'canada' })).body.errors).to.have.property('destinations');
      const student = await createUser();
      const forStudent = await admin.client.patch(`/api/admin/users/${student.id}`, { destinations: [a.slug] });
      expect(forStudent.status).to.equal(422);
      expect(forStudent.body.errors).to.have.property('destinations');
      expect((await admin.client.get(`/api/admin/users/${student.id}`)).body.destinations).to.deep.equal([]);
      expect(await db('adviser_destinations').where({ adviser_id: adviser.id })).to.have.length(2);

      const cleared = await admin.client.patch(`/api/admin/users/${adviser.id}`, { destinations: [] });
      expect(cleared.body.destinations).to.deep.equal([]);
      const adviserClient = await signedInClient('adviser');
      expect((await adviserClient.client.patch(`/api/admin/users/${adviser.id}`, { destinations: [a.slug] })).status).to.equal(403);
    });
  });

  describe('privacy', () => {
    it('a student’s export holds their lead with its timeline and consultations; the erasure takes all of them', async () => {
      const { db, services } = await testApp();
      const adviser = await createUser({ role: 'adviser', firstname: 'Pia' });
      const email = uniqueEmail('export-lead');
      const lead = await db.transaction((trx) => touchLead(trx, { email, name: 'Rui Costa', kind: 'enquiry', summary: 'Asked about Ireland', source: { utm_source: 'newsletter' }, ownerId: adviser.id }));
      await db('consultations').insert({ adviser_id: adviser.id, lead_id: lead.id, starts_at: '2030-02-01T09:00:00Z', ends_at: '2030-02-01T09:30:00Z', name: 'Rui', email, topic: 'Ireland', time_zone: 'Europe/Lisbon', token_hash: unique('t').padEnd(64, 'a').slice(0, 64), uid: unique('u') });
      const student = await createUser({ email, firstname: 'Rui', lastname: 'Costa' });
      await db.transaction((trx) => leadOfNewStudent(trx, { ...student }, { summary: 'Registered' }));
      const c = await client();
      expect((await c.post('/api/login', { email, password: PASSWORD })).status).to.equal(200);
      const zip = await c.get('/api/account/export').buffer(true).parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      });
      expect(zip.status).to.equal(200);
      const account = JSON.parse((await readZip(zip.body as Buffer)).get('account.json')!.toString('utf8'));
      expect(account.lead).to.include({ id: lead.id, email, stage: 'student', student_id: student.id });
      expect(account.lead.source).to.deep.equal({ utm_source: 'newsletter' });
      expect(account.lead.events[0]).to.include({ kind: 'enquiry', summary: 'Asked about Ireland' });
      expect(account.lead.consultations).to.have.length(1);

      await db('users').where({ id: student.id }).update({ deletion_requested_at: new Date(Date.now() - 8 * 86_400_000).toISOString(), delete_after: new Date(Date.now() - 86_400_000).toISOString() });
      expect(await services.privacy.eraseAccount(student.id, new Date())).to.equal(true);
      expect(await db('leads').where({ id: lead.id })).to.have.length(0);
      expect(await db('lead_events').where({ lead_id: lead.id })).to.have.length(0);
      expect(await db('consultations').where({ lead_id: lead.id })).to.have.length(0);
    });

    it('the hourly sweep erases leads that never registered LEAD_RETENTION_DAYS after their last activity, with their timeline', async () => {
      const { db, services, env } = await testApp();
      expect(env.leadRetentionDays).to.equal(365);
      const stale = uniqueEmail('stale');
      const fresh = uniqueEmail('fresh');
      const registered = await createUser();
      const ids = [];
      for (const email of [stale, fresh, registered.email]) ids.push((await db.transaction((trx) => touchLead(trx, { email, kind: 'enquiry', summary: 'Hello' }))).id);
      await db.transaction((trx) => leadOfNewStudent(trx, { ...registered }, { summary: 'Registered' }));
      const day = 86_400_000;
      // Seen 400 days ago, and 300 days ago; the student's lead long ago too.
      const now = new Date();
      await db('leads').where({ id: ids[0] }).update({ last_activity_at: new Date(now.getTime() - 400 * day).toISOString() });
      await db('leads').where({ id: ids[1] }).update({ last_activity_at: new Date(now.getTime() - 300 * day).toISOString() });
      await db('leads').where({ id: ids[2] }).update({ last_activity_at: new Date(now.getTime() - 900 * day).toISOString() });
      const done = await services.privacy.sweep(now);
      expect(done.leadsErased).to.be.at.least(1);
      expect(await leadOf(stale)).to.equal(undefined);
      expect(await db('lead_events').where({ lead_id: ids[0] })).to.have.length(0);
      expect(await leadOf(fresh)).to.not.equal(undefined);
      expect(await leadOf(registered.email)).to.not.equal(undefined);
      // 70 days on (the leads' part of the sweep alone: the others would act on other tests' accounts), the second one's time has come.
      await services.leads.sweepStale(new Date(now.getTime() + 70 * day));
      expect(await leadOf(fresh)).to.equal(undefined);
      expect(await leadOf(registered.email)).to.not.equal(undefined);
    });
  });
});
