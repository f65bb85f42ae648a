// The fit check (decision 0033): POST /api/fit-check ranks the visible countries by the figures
// admins keep on them; a visitor who registers can start with the top three as preferred destinations.
import { expect } from 'chai';
import { outboxDir } from '../../server/mail/mailer';
import { type Client, client, testApp } from '../helpers/app';
import { signedInClient, uniqueEmail } from '../helpers/factories';
import { firstLink, mailTo } from '../helpers/mail';

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

type Figures = Record<string, unknown>;

const range = (min: number, max: number) => ({ min, max });

/** Cheap, German-taught, short stay. */
const cheapFigures: Figures = {
  tuition_eur: { foundation: null, bachelor: range(0, 3000), master: range(0, 3000), phd: range(0, 500), language: range(3000, 8000) },
  living_costs_eur: 11900,
  work_hours_per_week: 20,
  post_study_months: 18,
  english_widely_available: false,
  teaching_languages: ['German', 'English'],
  strong_fields: ['engineering'],
};
/** Dear, English-taught, long stay, generous work rights. */
const dearFigures: Figures = {
  tuition_eur: { foundation: range(12000, 22000), bachelor: range(22000, 40000), master: range(18000, 45000), phd: range(5000, 20000), language: range(10000, 18000) },
  living_costs_eur: 15500,
  work_hours_per_week: 24,
  post_study_months: 36,
  english_widely_available: true,
  teaching_languages: ['English', 'French'],
  strong_fields: ['computing', 'business'],
};

async function admin(): Promise<Client> {
  return (await signedInClient('admin')).client;
}

async function createCountry(c: Client, name: string, figures: Figures | undefined, extra: Record<string, unknown> = {}) {
  const res = await c.post('/api/admin/study-countries', { name: `${name} ${unique('f')}`, ...(figures ? { figures } : {}), ...extra });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body as { id: number; slug: string; name: string; figures: Figures };
}

const answers = (overrides: Record<string, unknown> = {}) => ({
  level: 'master',
  field: 'Computer Science',
  budget_eur_per_year: 15000,
  wants_to_work: false,
  stay_after: false,
  english_only: false,
  ...overrides,
});

interface Result {
  country: { slug: string; name: string };
  score: number;
  reasons: string[];
}

async function check(body: unknown, caller?: Client): Promise<Result[]> {
  const res = await (caller ?? (await client())).post('/api/fit-check', body);
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.results as Result[];
}

/** Where these slugs come, relative to each other, in a ranking. */
const orderOf = (results: Result[], slugs: string[]) => results.map((r) => r.country.slug).filter((s) => slugs.includes(s));

async function clearFitLimits() {
  const { db } = await testApp();
  await db('rate_limits').where('key', 'like', 'fitCheck:%').delete();
}

describe('API: the fit check', () => {
  beforeEach(clearFitLimits);

  it('anyone may ask, and different answers rank the countries differently, best first, with plain reasons', async () => {
    const c = await admin();
    const cheap = await createCountry(c, 'Cheapland', cheapFigures);
    const dear = await createCountry(c, 'Dearland', dearFigures);
    const slugs = [cheap.slug, dear.slug];

    const tight = await check(answers());
    expect(tight.every((r, i) => i === 0 || tight[i - 1]!.score >= r.score), 'best first').to.equal(true);
    expect(orderOf(tight, slugs)).to.deep.equal([cheap.slug, dear.slug]);
    const cheapResult = tight.find((r) => r.country.slug === cheap.slug)!;
    expect(cheapResult.country).to.deep.equal({ slug: cheap.slug, name: cheap.name });
    expect(cheapResult.reasons[0]).to.equal('Tuition (€0–€3,000) and living costs (about €11,900) fit your budget');
    const dearResult = tight.find((r) => r.country.slug === dear.slug)!;
    expect(dearResult.reasons[0]).to.match(/^Tuition from €18,000 and living costs of about €15,500 come to €18,500 a year more than your budget$/);
    expect(dearResult.score).to.be.below(cheapResult.score);

    const generous = await check(answers({ budget_eur_per_year: 70000, wants_to_work: true, stay_after: true, english_only: true }));
    expect(orderOf(generous, slugs)).to.deep.equal([dear.slug, cheap.slug]);
    expect(generous.find((r) => r.country.slug === dear.slug)!.reasons).to.include.members(['24 hours of work a week allowed', 'Stay up to 36 months after graduating', 'Known for computing and data']);
    expect(generous.find((r) => r.country.slug === cheap.slug)!.reasons).to.include('Few programmes are taught in English; most are in German');
    for (const r of generous) {
      expect(r.score).to.be.within(0, 100);
      expect(Object.keys(r).sort()).to.deep.equal(['country', 'reasons', 'score', 'why']);
    }

    // Signed in, the answer is the same.
    const signedIn = await check(answers(), (await signedInClient('user')).client);
    expect(orderOf(signedIn, slugs)).to.deep.equal([cheap.slug, dear.slug]);
  });

  it('takes reasonable subjects as they are typed', async () => {
    for (const field of ['Computer Science', 'engineering', 'Business', 'International Relations & Politics', 'x']) {
      const results = await check(answers({ field }));
      expect(results.length, field).to.be.greaterThan(0);
    }
  });

  it('leaves out hidden countries', async () => {
    const c = await admin();
    const hidden = await createCountry(c, 'Hiddenland', dearFigures, { visible: false });
    const visible = await createCountry(c, 'Shownland', dearFigures);
    const slugs = (await check(answers())).map((r) => r.country.slug);
    expect(slugs).to.include(visible.slug);
    expect(slugs).not.to.include(hidden.slug);
  });

  it('refuses wrong types and missing fields with 422 on each field', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['level', { level: 'diploma' }],
      ['level', { level: undefined }],
      ['field', { field: '' }],
      ['field', { field: '   ' }],
      ['field', { field: 'x'.repeat(101) }],
      ['field', { field: 42 }],
      ['budget_eur_per_year', { budget_eur_per_year: '15000' }],
      ['budget_eur_per_year', { budget_eur_per_year: -1 }],
      ['budget_eur_per_year', { budget_eur_per_year: null }],
      ['budget_eur_per_year', { budget_eur_per_year: undefined }],
      ['wants_to_work', { wants_to_work: 'yes' }],
      ['wants_to_work', { wants_to_work: undefined }],
      ['stay_after', { stay_after: 1 }],
      ['english_only', { english_only: null }],
    ];
    const c = await client();
    for (const [field, change] of cases) {
      const res = await c.post('/api/fit-check', answers(change));
      expect(res.status, `${field} ${JSON.stringify(change)}`).to.equal(422);
      expect(Object.keys(res.body.errors), JSON.stringify(change)).to.deep.equal([field]);
      expect(res.body.errors[field][0]).to.be.a('string');
    }
    const empty = await c.post('/api/fit-check', {});
    expect(empty.status).to.equal(422);
    expect(Object.keys(empty.body.errors).sort()).to.deep.equal(['budget_eur_per_year', 'english_only', 'field', 'level', 'stay_after', 'wants_to_work']);
    for (const body of [[1, 2], 'text']) expect((await c.post('/api/fit-check', body)).status, JSON.stringify(body)).to.equal(422);
    const malformed = await c.agent.post('/api/fit-check').set('X-XSRF-TOKEN', c.cookie('XSRF-TOKEN') ?? '').set('Content-Type', 'application/json').send('{"level":');
    expect(malformed.status).to.be.within(400, 422);
  });

  it('limits each address (refused answers give their attempt back)', async () => {
    const c = await client();
    for (let i = 0; i < 5; i++) expect((await c.post('/api/fit-check', {})).status).to.equal(422);
    for (let i = 0; i < 60; i++) expect((await c.post('/api/fit-check', answers())).status, `check ${i + 1}`).to.equal(200);
    const refused = await c.post('/api/fit-check', answers());
    expect(refused.status).to.equal(429);
    expect(Number(refused.headers['retry-after'])).to.be.greaterThan(0);
    expect((await (await client()).post('/api/fit-check', answers())).status, 'another address').to.equal(200);
  });

  it('an admin’s edit of the figures changes the ranking at once; figures left out of an edit stay', async () => {
    const c = await admin();
    const a = await createCountry(c, 'Alphaland', cheapFigures);
    const b = await createCountry(c, 'Betaland', dearFigures);
    expect(orderOf(await check(answers()), [a.slug, b.slug])).to.deep.equal([a.slug, b.slug]);

    const record = (await c.get(`/api/admin/study-countries/${b.id}`)).body as Record<string, unknown>;
    const cheaper = { ...dearFigures, tuition_eur: { ...(dearFigures.tuition_eur as object), master: range(0, 0) }, living_costs_eur: 9000, teaching_languages: ['English'], strong_fields: ['computing', 'engineering'] };
    const saved = await c.put(`/api/admin/study-countries/${b.id}`, { ...record, figures: cheaper });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    expect(saved.body.figures.tuition_eur.master).to.deep.equal({ min: 0, max: 0 });
    expect(orderOf(await check(answers()), [a.slug, b.slug])).to.deep.equal([b.slug, a.slug]);

    const { figures: _figures, ...withoutFigures } = saved.body as Record<string, unknown>;
    const kept = await c.put(`/api/admin/study-countries/${b.id}`, { ...withoutFigures, summary: 'Changed words only.' });
    expect(kept.status).to.equal(200);
    expect(kept.body.figures).to.deep.equal(saved.body.figures);

    // The public page carries them too.
    const page = await (await client()).get(`/api/study-countries/${b.slug}`);
    expect(page.body.results.country.figures.living_costs_eur).to.equal(9000);
  });

  it('refuses bad figures with 422 on the field, and saves nothing', async () => {
    const c = await admin();
    const country = await createCountry(c, 'Checkland', cheapFigures);
    const record = (await c.get(`/api/admin/study-countries/${country.id}`)).body as Record<string, unknown>;
    const cases: Array<[string, Figures]> = [
      ['figures.tuition_eur.bachelor.max', { tuition_eur: { bachelor: range(9000, 5000) } }],
      ['figures.tuition_eur.master.min', { tuition_eur: { master: { min: 'lots', max: 100 } } }],
      ['figures.living_costs_eur', { living_costs_eur: -5 }],
      ['figures.work_hours_per_week', { work_hours_per_week: 12.5 }],
      ['figures.post_study_months', { post_study_months: '24' }],
      ['figures.english_widely_available', { english_widely_available: 'yes' }],
      ['figures.teaching_languages', { teaching_languages: 'English' }],
      ['figures.strong_fields.0', { strong_fields: ['astrology'] }],
    ];
    for (const [field, figures] of cases) {
      const res = await c.put(`/api/admin/study-countries/${country.id}`, { ...record, figures });
      expect(res.status, field).to.equal(422);
      expect(Object.keys(res.body.errors), field).to.deep.equal([field]);
    }
    expect((await c.post('/api/admin/study-countries', { name: unique('Bad'), figures: 'many' })).status).to.equal(422);
    expect((await c.get(`/api/admin/study-countries/${country.id}`)).body.figures).to.deep.equal(record.figures);
  });
});

describe('API: registering with the fit check’s countries', () => {
  async function outbox(to: string) {
    const { services, env } = await testApp();
    await services.mailer.idle();
    return mailTo(outboxDir(env), to);
  }

  const registration = (email: string, extra: Record<string, unknown> = {}) => {
    const password = 'tamarind on the terrace';
    return { firstname: 'Ines', lastname: 'Okafor', email, password, password_confirmation: password, terms: true, ...extra };
  };

  it('a new account starts with up to three preferred destinations, and its checklists are ready on first sign-in', async () => {
    const c = await admin();
    const countries = [];
    for (const name of ['Firstland', 'Secondland', 'Thirdland']) {
      countries.push(await createCountry(c, name, cheapFigures, { required_documents: [{ kind: 'passport', note: 'Valid for the whole stay' }, { kind: 'transcript', note: '' }] }));
    }
    const slugs = countries.map((x) => x.slug);
    const email = uniqueEmail('fit');
    const res = await (await client()).post('/api/register', registration(email, { preferred_destinations: slugs }));
    expect(res.status).to.equal(201);
    expect(Object.keys(res.body)).to.deep.equal(['status']);

    const { db } = await testApp();
    // Kept with the registration until its link is followed (there is no account before).
    expect((await db('pending_registrations').whereRaw('lower(email) = ?', [email]).first()).preferred_destinations).to.deep.equal(slugs);

    const student = await client();
    const token = new URL(firstLink((await outbox(email))[0]!)).pathname.split('/').pop()!;
    const verified = await student.post('/api/email/verify', { token });
    expect(verified.status).to.equal(200);
    expect(verified.body.user.preferred_destinations).to.deep.equal(slugs);
    const checklists = await student.get('/api/account/checklists');
    expect(checklists.body.results.map((l: { country: { slug: string } }) => l.country.slug)).to.deep.equal(slugs);
    expect(checklists.body.results[0].items.map((i: { kind: string; state: string }) => [i.kind, i.state])).to.deep.equal([
      ['passport', 'missing'],
      ['transcript', 'missing'],
    ]);
  });

  it('refuses unknown, hidden, repeated or too many destinations with 422 on the field, and keeps no account', async () => {
    const c = await admin();
    const shown = await createCountry(c, 'Openland', cheapFigures);
    const hidden = await createCountry(c, 'Closedland', cheapFigures, { visible: false });
    const { db } = await testApp();
    for (const destinations of [['atlantis'], [shown.slug, hidden.slug], [shown.slug, shown.slug], ['a', 'b', 'c', 'd'], 'atlantis', [7]]) {
      const email = uniqueEmail('fitbad');
      const res = await (await client()).post('/api/register', registration(email, { preferred_destinations: destinations }));
      expect(res.status, JSON.stringify(destinations)).to.equal(422);
      expect(Object.keys(res.body.errors), JSON.stringify(destinations)).to.deep.equal(['preferred_destinations']);
      expect(await db('users').whereRaw('lower(email) = ?', [email]).first()).to.equal(undefined);
      expect(await db('pending_registrations').whereRaw('lower(email) = ?', [email]).first()).to.equal(undefined);
    }
    // Without the field, or with an empty list, registration is as before.
    for (const extra of [{}, { preferred_destinations: [] }]) {
      const email = uniqueEmail('fitnone');
      expect((await (await client()).post('/api/register', registration(email, extra))).status).to.equal(201);
      expect((await db('pending_registrations').whereRaw('lower(email) = ?', [email]).first()).preferred_destinations).to.deep.equal([]);
    }
  });
});
