import { expect } from 'chai';
import { outboxDir } from '../../server/mail/mailer';
import { type Client, client, testApp } from '../helpers/app';
import { ensureCountry, signedInClient } from '../helpers/factories';
import { pdf } from '../helpers/files';
import { mailTo } from '../helpers/mail';

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

async function admin(): Promise<Client> {
  return (await signedInClient('admin')).client;
}

/** A country made through the admin API, with its required documents. */
async function createCountry(c: Client, overrides: Record<string, unknown> = {}) {
  const name = (overrides.name as string | undefined) ?? `Country ${unique('c')}`;
  const res = await c.post('/api/admin/study-countries', {
    name,
    flag: 'ca',
    summary: 'Co-op programmes that mix study with paid work.',
    body: '<p>Overview <script>alert(1)</script></p>',
    tuition: 'CA$20,000–CA$40,000 a year',
    living_costs: 'CA$20,635 a year for the study permit',
    work_rights: '24 hours a week off campus',
    intakes: 'September, January, May',
    visa_notes: 'Study permit with a provincial attestation letter',
    facts_checked_on: '2026-10-01',
    required_documents: [
      { kind: 'passport', note: 'Valid for your whole stay' },
      { kind: 'english-test', note: 'IELTS Academic 6.5' },
      { kind: 'financial', note: 'Proof of funds' },
    ],
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body as { id: number; slug: string; name: string; required_documents: Array<{ kind: string; note: string }> };
}

/** Every test in the contact suite starts with this address's allowance unused. */
async function resetContactLimit() {
  const { db } = await testApp();
  await db('rate_limits').where('key', 'like', 'contact:%').delete();
}

describe('API: study countries', () => {
  it('an admin creates a country with its facts and documents; everyone reads it publicly with its institutions', async () => {
    const c = await admin();
    const country = await createCountry(c, { name: `Canada ${unique('x')}` });
    expect(country.required_documents.map((d) => d.kind)).to.deep.equal(['passport', 'english-test', 'financial']);
    await c.post('/api/admin/institutions', { name: 'Lakeshore College', country_id: country.id, city: 'Toronto', type: 'college' });
    await c.post('/api/admin/institutions', { name: 'Hidden Institute', country_id: country.id, city: 'Ottawa', type: 'university', visible: false });

    for (const caller of [await client(), (await signedInClient('user')).client, c]) {
      const list = await caller.get('/api/study-countries');
      expect(list.status).to.equal(200);
      expect(list.body.results.some((r: { id: number }) => r.id === country.id)).to.equal(true);
      const page = await caller.get(`/api/study-countries/${country.slug}`);
      expect(page.status).to.equal(200);
      expect(page.body.results.country).to.deep.include({ name: country.name, body: '<p>Overview </p>', facts_checked_on: '2026-10-01', institution_count: 1 });
      expect(page.body.results.country.facts).to.deep.include({ tuition: 'CA$20,000–CA$40,000 a year', intakes: 'September, January, May' });
      expect(page.body.results.institutions.map((i: { name: string }) => i.name)).to.deep.equal(['Lakeshore College']);
    }
    const institutions = await (await client()).get(`/api/institutions?country=${country.slug}`);
    expect(institutions.body.results.map((i: { name: string }) => i.name)).to.deep.equal(['Lakeshore College']);
  });

  it('a hidden country is in the admin list but not on the site; an unknown slug is a 404', async () => {
    const c = await admin();
    const hidden = await createCountry(c, { visible: false });
    expect((await (await client()).get('/api/study-countries')).body.results.some((r: { id: number }) => r.id === hidden.id)).to.equal(false);
    expect((await (await client()).get(`/api/study-countries/${hidden.slug}`)).status).to.equal(404);
    expect((await (await client()).get('/api/study-countries/atlantis')).status).to.equal(404);
    expect((await c.get(`/api/admin/study-countries/${hidden.id}`)).body.visible).to.equal(false);
    expect((await c.get('/api/admin/study-countries/999999999')).status).to.equal(404);
    expect((await c.get('/api/admin/study-countries/abc')).status).to.equal(404);
  });

  it('refuses a duplicate slug, a bad flag, a future check date and a repeated document kind with 422 per field', async () => {
    const c = await admin();
    const first = await createCountry(c);
    const dup = await c.post('/api/admin/study-countries', { name: 'Another', slug: first.slug });
    expect(dup.status).to.equal(422);
    expect(dup.body.errors.slug).to.be.an('array');
    const bad = await c.post('/api/admin/study-countries', {
      name: '',
      flag: 'gbr',
      facts_checked_on: '2999-01-01',
      required_documents: [
        { kind: 'passport', note: '' },
        { kind: 'passport', note: '' },
      ],
    });
    expect(bad.status).to.equal(422);
    expect(bad.body.errors).to.include.keys('name', 'flag', 'facts_checked_on', 'required_documents');
    // Dates PostgreSQL would refuse are the field's own error, not a generic one.
    for (const date of ['2023-02-30', '0000-06-01', '2023-13-01']) {
      const impossible = await c.put(`/api/admin/study-countries/${first.id}`, { name: first.name, facts_checked_on: date });
      expect(impossible.status, date).to.equal(422);
      expect(impossible.body.errors.facts_checked_on, date).to.be.an('array');
    }
    const wrongTypes = await c.post('/api/admin/study-countries', { name: 42, visible: 'yes', required_documents: 'passport' });
    expect(wrongTypes.status).to.equal(422);
    expect(wrongTypes.body.errors).to.include.keys('name', 'visible', 'required_documents');
    const unknownKind = await c.put(`/api/admin/study-countries/${first.id}`, { name: first.name, required_documents: [{ kind: 'horoscope', note: '' }] });
    expect(unknownKind.status).to.equal(422);
    expect(unknownKind.body.errors['required_documents.0.kind']).to.be.an('array');
    // Nothing of the refused update was kept.
    expect((await c.get(`/api/admin/study-countries/${first.id}`)).body.required_documents).to.have.length(3);
  });

  it('updates replace the document list; reordering changes the public order; a country with institutions is not deleted', async () => {
    const c = await admin();
    const a = await createCountry(c);
    const b = await createCountry(c);
    const updated = await c.put(`/api/admin/study-countries/${a.id}`, { name: a.name, slug: a.slug, required_documents: [{ kind: 'cv', note: 'Two pages' }] });
    expect(updated.status).to.equal(200);
    expect(updated.body.required_documents).to.deep.equal([{ kind: 'cv', note: 'Two pages' }]);

    const all = (await c.get('/api/admin/study-countries?per_page=100')).body.results as Array<{ id: number }>;
    const order = [b.id, a.id, ...all.map((r) => r.id).filter((id) => id !== a.id && id !== b.id)];
    expect((await c.put('/api/admin/study-countries/order', { ids: order })).status).to.equal(200);
    const pub = (await (await client()).get('/api/study-countries')).body.results as Array<{ id: number }>;
    expect(pub.slice(0, 2).map((r) => r.id)).to.deep.equal([b.id, a.id]);

    const institution = await c.post('/api/admin/institutions', { name: 'Prairie University', country_id: a.id, type: 'university' });
    const refused = await c.delete(`/api/admin/study-countries/${a.id}`);
    expect(refused.status).to.equal(422);
    expect(refused.body.message).to.include('institution');
    expect((await c.get(`/api/admin/study-countries/${a.id}`)).status).to.equal(200);
    expect((await c.delete(`/api/admin/institutions/${institution.body.id}`)).status).to.equal(204);
    expect((await c.delete(`/api/admin/study-countries/${a.id}`)).status).to.equal(204);
    expect((await c.get(`/api/admin/study-countries/${a.id}`)).status).to.equal(404);
    expect(await (await testApp()).db('country_documents').where({ country_id: a.id }).first()).to.equal(undefined);
  });
});

describe('API: institutions', () => {
  it('refuses an unknown country, a duplicate slug, a bad type and a bad website with 422 per field, and stores nothing', async () => {
    const c = await admin();
    const country = await createCountry(c);
    const { db } = await testApp();
    const before = Number(((await db('institutions').count({ n: '*' })) as [{ n: number }])[0].n);
    const unknown = await c.post('/api/admin/institutions', { name: 'Nowhere University', country_id: 999999999, type: 'university' });
    expect(unknown.status).to.equal(422);
    expect(unknown.body.errors.country_id).to.be.an('array');
    const ok = await c.post('/api/admin/institutions', { name: `Harbour ${unique('u')}`, country_id: country.id, type: 'university', website: 'https://www.harbour.example' });
    expect(ok.status).to.equal(201);
    const dup = await c.post('/api/admin/institutions', { name: 'Copy', slug: ok.body.slug, country_id: country.id, type: 'university' });
    expect(dup.status).to.equal(422);
    expect(dup.body.errors.slug).to.be.an('array');
    const bad = await c.post('/api/admin/institutions', { name: 'Bad', country_id: '1', type: 'castle', website: 'javascript:alert(1)' });
    expect(bad.status).to.equal(422);
    expect(bad.body.errors).to.include.keys('country_id', 'type', 'website');
    const after = Number(((await db('institutions').count({ n: '*' })) as [{ n: number }])[0].n);
    expect(after).to.equal(before + 1);
    const move = await c.put(`/api/admin/institutions/${ok.body.id}`, { name: ok.body.name, country_id: 999999999, type: 'college' });
    expect(move.status).to.equal(422);
    expect((await c.get(`/api/admin/institutions/${ok.body.id}`)).body).to.deep.include({ type: 'university', country: { id: country.id, name: country.name, slug: country.slug } });
  });

  it('the admin list searches, filters by country, sorts numbers in names naturally and pages', async () => {
    const c = await admin();
    const country = await createCountry(c);
    const other = await createCountry(c);
    const tag = unique('campus');
    for (const n of [10, 2, 1]) await c.post('/api/admin/institutions', { name: `${tag} ${n}`, country_id: country.id, city: `City ${n}`, type: 'college' });
    await c.post('/api/admin/institutions', { name: `${tag} elsewhere`, country_id: other.id, type: 'college' });

    const filtered = await c.get(`/api/admin/institutions?q=${tag}&country=${country.slug}&sort=name`);
    expect(filtered.status).to.equal(200);
    expect(filtered.body.results.map((i: { name: string }) => i.name)).to.deep.equal([`${tag} 1`, `${tag} 2`, `${tag} 10`]);
    expect(filtered.body.total).to.equal(3);
    const desc = await c.get(`/api/admin/institutions?q=${tag}&country=${country.slug}&sort=name&dir=desc`);
    expect(desc.body.results.map((i: { name: string }) => i.name)).to.deep.equal([`${tag} 10`, `${tag} 2`, `${tag} 1`]);
    const paged = await c.get(`/api/admin/institutions?q=${tag}&sort=name&per_page=2&page=2`);
    expect(paged.body).to.deep.include({ total: 4, page: 2, per_page: 2 });
    expect(paged.body.results.map((i: { name: string }) => i.name)).to.deep.equal([`${tag} 10`, `${tag} elsewhere`]);
    const badQuery = await c.get('/api/admin/institutions?sort=password&per_page=1000');
    expect(badQuery.status).to.equal(422);
    expect(badQuery.body.errors).to.include.keys('sort', 'per_page');
  });
});

describe('API: the contact desk', () => {
  beforeEach(resetContactLimit);
  after(resetContactLimit);

  const message = (overrides: Record<string, unknown> = {}) => ({
    name: 'Kwame Mensah',
    email: `kwame.${unique('m')}@example.com`,
    phone: '+233 24 123 4567',
    country: 'Ghana',
    enquiry_type: 'study-options',
    message: 'I would like to study nursing in Canada from September 2027.',
    consent: true,
    website: '',
    ...overrides,
  });

  it('stores a message, e-mails the desk and the sender, and admins list, read and mark it handled', async () => {
    const { env, services, db } = await testApp();
    const body = message();
    const res = await (await client()).post('/api/contact', body);
    expect(res.status).to.equal(201);
    expect(res.body.status).to.match(/one working day/);
    const row = await db('contact_messages').where({ email: body.email }).first();
    expect(row).to.deep.include({ name: 'Kwame Mensah', enquiry_type: 'study-options', handled_at: null });
    expect(row.consent_at).to.be.a('string');

    await services.mailer.idle();
    const desk = mailTo(outboxDir(env), env.contactEmail).find((m) => m.text.includes(body.email));
    expect(desk, 'mail to CONTACT_EMAIL').not.to.equal(undefined);
    expect(desk!.text).to.include('I would like to study nursing in Canada');
    expect(desk!.raw).to.match(new RegExp(`Reply-To: .*${body.email.replace(/[.+]/g, '\\$&')}`, 'i'));
    const confirmation = mailTo(outboxDir(env), body.email);
    expect(confirmation).to.have.length(1);
    expect(confirmation[0]!.text).to.include('I would like to study nursing in Canada');

    const { client: a, user: me } = await signedInClient('admin');
    const before = (await a.get('/api/admin/dashboard')).body.unhandled_messages as number;
    const list = await a.get(`/api/admin/messages?q=${encodeURIComponent(body.email)}&status=new`);
    expect(list.body.results).to.have.length(1);
    const id = list.body.results[0].id as number;
    expect((await a.get(`/api/admin/messages/${id}`)).body).to.deep.include({ id, name: 'Kwame Mensah', handled_at: null, handled_by: null });
    const handled = await a.patch(`/api/admin/messages/${id}`, { handled: true });
    expect(handled.status).to.equal(200);
    expect(handled.body.handled_by).to.equal(`${me.firstname} ${me.lastname}`);
    expect(handled.body.handled_at).to.be.a('string');
    expect((await a.get('/api/admin/dashboard')).body.unhandled_messages).to.equal(before - 1);
    expect((await a.get(`/api/admin/messages?q=${encodeURIComponent(body.email)}&status=new`)).body.results).to.have.length(0);
    expect((await a.get(`/api/admin/messages?q=${encodeURIComponent(body.email)}&status=handled`)).body.results).to.have.length(1);
    expect((await a.patch(`/api/admin/messages/${id}`, { handled: 'yes' })).status).to.equal(422);
    expect((await a.patch('/api/admin/messages/999999999', { handled: true })).status).to.equal(404);
    expect((await a.patch(`/api/admin/messages/${id}`, { handled: false })).body.handled_at).to.equal(null);
  });

  it('a missing or wrong field is a 422 naming each field, and nothing is stored or sent', async () => {
    const { db } = await testApp();
    const before = Number(((await db('contact_messages').count({ n: '*' })) as [{ n: number }])[0].n);
    const c = await client();
    const empty = await c.post('/api/contact', {});
    expect(empty.status).to.equal(422);
    expect(empty.body.errors).to.include.keys('name', 'email', 'enquiry_type', 'message', 'consent');
    for (const field of ['name', 'email', 'enquiry_type', 'message', 'consent'] as const) {
      const body: Record<string, unknown> = message();
      delete body[field];
      const res = await c.post('/api/contact', body);
      expect(res.status, field).to.equal(422);
      expect(Object.keys(res.body.errors), field).to.deep.equal([field]);
    }
    const wrong = await c.post('/api/contact', message({ email: 'not-an-address', consent: 'true', enquiry_type: 'lottery', message: 'short', phone: 12 }));
    expect(wrong.status).to.equal(422);
    expect(wrong.body.errors).to.include.keys('email', 'consent', 'enquiry_type', 'message', 'phone');
    const malformed = await c.agent.post('/api/contact').set('X-XSRF-TOKEN', c.cookie('XSRF-TOKEN') ?? '').set('Content-Type', 'application/json').send('{"name": ');
    expect(malformed.status).to.equal(400);
    expect(Number(((await db('contact_messages').count({ n: '*' })) as [{ n: number }])[0].n)).to.equal(before);
    // Sending the form back with mistakes does not use up the sender's allowance.
    expect((await c.post('/api/contact', message())).status).to.equal(201);
  });

  it('a filled honeypot answers 204 and keeps and sends nothing', async () => {
    const { env, services, db } = await testApp();
    const body = message({ website: 'https://cheap-pills.example' });
    const res = await (await client()).post('/api/contact', body);
    expect(res.status).to.equal(204);
    expect(await db('contact_messages').where({ email: body.email }).first()).to.equal(undefined);
    await services.mailer.idle();
    expect(mailTo(outboxDir(env), body.email)).to.have.length(0);
  });

  it('a sixth message within a minute from one address is a 429 with Retry-After, and is not stored', async () => {
    const { db } = await testApp();
    const c = await client();
    const tag = unique('burst');
    for (let i = 1; i <= 5; i++) expect((await c.post('/api/contact', message({ name: `${tag} ${i}` }))).status, `message ${i}`).to.equal(201);
    const sixth = await c.post('/api/contact', message({ name: `${tag} 6` }));
    expect(sixth.status).to.equal(429);
    expect(Number(sixth.headers['retry-after'])).to.be.within(1, 60);
    expect(await db('contact_messages').where({ name: `${tag} 6` }).first()).to.equal(undefined);
    expect(Number(((await db('contact_messages').where('name', 'like', `${tag}%`).count({ n: '*' })) as [{ n: number }])[0].n)).to.equal(5);
  });

  it('the contact form needs the XSRF header like every other write', async () => {
    const c = await client();
    await c.prime();
    const res = await c.agent.post('/api/contact').send(message());
    expect(res.status).to.equal(403);
  });
});

describe('API: document checklists', () => {
  it('lists each preferred destination’s documents with the student’s state for each, newest copy first, approved wins', async () => {
    const kinds = [
      { kind: 'passport', note: 'Valid for six months after your course ends' },
      { kind: 'transcript', note: 'All years of secondary school' },
      { kind: 'english-test', note: 'IELTS 6.5' },
    ];
    const first = await ensureCountry(unique('checklist-a'), { name: 'Checklist Land', flag: 'ca', required_documents: kinds });
    const second = await ensureCountry(unique('checklist-b'), { name: 'Second Land', required_documents: [{ kind: 'cv', note: '' }] });
    const { client: student, user } = await signedInClient('user');
    expect((await student.get('/api/account/checklists')).body.results).to.deep.equal([]);
    const profile = await student.patch('/api/settings/profile', { firstname: user.firstname, lastname: user.lastname, email: user.email, preferred_destinations: [first.slug, second.slug] });
    expect(profile.status).to.equal(200);

    const passport = await student.upload('/api/account/documents', pdf(), 'passport.pdf', { kind: 'passport' });
    const transcript = await student.upload('/api/account/documents', pdf(), 'transcript.pdf', { kind: 'transcript' });
    const { client: a } = await signedInClient('admin');
    expect((await a.post(`/api/admin/documents/${passport.body.id}/approve`)).status).to.equal(200);
    expect((await a.post(`/api/admin/documents/${transcript.body.id}/reject`, { reason: 'Page two is missing.' })).status).to.equal(200);
    // A newer, still pending passport does not undo the approved one.
    await student.upload('/api/account/documents', pdf(), 'passport-new.pdf', { kind: 'passport' });

    const res = await student.get('/api/account/checklists');
    expect(res.status).to.equal(200);
    expect(res.body.results.map((l: { country: { slug: string } }) => l.country.slug)).to.deep.equal([first.slug, second.slug]);
    expect(res.body.results[0].country).to.deep.equal({ name: 'Checklist Land', slug: first.slug, flag: 'ca' });
    expect(res.body.results[0].items).to.deep.equal([
      { kind: 'passport', note: kinds[0]!.note, state: 'approved', document_id: passport.body.id, rejection_reason: null },
      { kind: 'transcript', note: kinds[1]!.note, state: 'rejected', document_id: transcript.body.id, rejection_reason: 'Page two is missing.' },
      { kind: 'english-test', note: 'IELTS 6.5', state: 'missing', document_id: null, rejection_reason: null },
    ]);
    expect(res.body.results[1].items).to.deep.equal([{ kind: 'cv', note: '', state: 'missing', document_id: null, rejection_reason: null }]);

    // The same list is what the country's public page shows.
    const pub = await (await client()).get(`/api/study-countries/${first.slug}`);
    expect(pub.body.results.country.required_documents).to.deep.equal(kinds);
  });

  it('a visitor gets 401; an unknown destination in a profile is a 422', async () => {
    expect((await (await client()).get('/api/account/checklists')).status).to.equal(401);
    const { client: student, user } = await signedInClient('user');
    const res = await student.patch('/api/settings/profile', { firstname: user.firstname, lastname: user.lastname, email: user.email, preferred_destinations: ['atlantis'] });
    expect(res.status).to.equal(422);
    expect(res.body.errors.preferred_destinations).to.be.an('array');
  });
});

describe('API: study admin calls are for admins only', () => {
  it('every admin study call answers 401 to a visitor and 403 to a student, and changes nothing', async () => {
    const { db } = await testApp();
    const country = await ensureCountry('canada');
    const { client: student } = await signedInClient('user');
    const anonymous = await client();
    const count = async () => Promise.all(['countries', 'institutions', 'contact_messages'].map(async (t) => Number(((await db(t).count({ n: '*' })) as [{ n: number }])[0].n)));
    const before = await count();
    const calls: Array<[string, (c: Client) => Promise<{ status: number }>]> = [
      ['GET /api/admin/study-countries', (c) => c.get('/api/admin/study-countries')],
      ['GET /api/admin/study-countries/:id', (c) => c.get(`/api/admin/study-countries/${country.id}`)],
      ['POST /api/admin/study-countries', (c) => c.post('/api/admin/study-countries', { name: 'Sneaky' })],
      ['PUT /api/admin/study-countries/:id', (c) => c.put(`/api/admin/study-countries/${country.id}`, { name: 'Sneaky' })],
      ['PUT /api/admin/study-countries/order', (c) => c.put('/api/admin/study-countries/order', { ids: [country.id] })],
      ['DELETE /api/admin/study-countries/:id', (c) => c.delete(`/api/admin/study-countries/${country.id}`)],
      ['GET /api/admin/institutions', (c) => c.get('/api/admin/institutions')],
      ['GET /api/admin/institutions/:id', (c) => c.get('/api/admin/institutions/1')],
      ['POST /api/admin/institutions', (c) => c.post('/api/admin/institutions', { name: 'Sneaky', country_id: country.id, type: 'college' })],
      ['PUT /api/admin/institutions/:id', (c) => c.put('/api/admin/institutions/1', { name: 'Sneaky' })],
      ['DELETE /api/admin/institutions/:id', (c) => c.delete('/api/admin/institutions/1')],
      ['GET /api/admin/messages', (c) => c.get('/api/admin/messages')],
      ['GET /api/admin/messages/:id', (c) => c.get('/api/admin/messages/1')],
      ['PATCH /api/admin/messages/:id', (c) => c.patch('/api/admin/messages/1', { handled: true })],
    ];
    for (const [name, call] of calls) {
      expect((await call(anonymous)).status, `${name} as a visitor`).to.equal(401);
      expect((await call(student)).status, `${name} as a student`).to.equal(403);
    }
    expect(await count()).to.deep.equal(before);
    expect((await db('countries').where({ id: country.id }).first()).name).to.equal(country.name);
  });

  it('the public study calls answer everyone alike', async () => {
    await ensureCountry('canada');
    const callers = [await client(), (await signedInClient('user')).client, (await signedInClient('admin')).client];
    const answers = [];
    for (const c of callers) {
      const list = await c.get('/api/study-countries');
      const page = await c.get('/api/study-countries/canada');
      const institutions = await c.get('/api/institutions');
      expect([list.status, page.status, institutions.status]).to.deep.equal([200, 200, 200]);
      answers.push(JSON.stringify([list.body, page.body, institutions.body]));
    }
    expect(new Set(answers).size).to.equal(1);
  });
});
