// The fit check's page, drawn by the server: the form, and the results when the address carries answers (the form
// sends them with GET, so a visitor without scripts gets the same page); a country's key figures.
import { expect } from 'chai';
import { ATTEMPT_LIMITS } from '../../server/config';
import { client, testApp } from '../helpers/app';
import { signedInClient } from '../helpers/factories';

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

const figures = {
  tuition_eur: { foundation: null, bachelor: { min: 0, max: 3000 }, master: { min: 0, max: 3000 }, phd: null, language: { min: 3000, max: 8000 } },
  living_costs_eur: 11900,
  work_hours_per_week: 20,
  post_study_months: 18,
  english_widely_available: false,
  teaching_languages: ['German', 'English'],
  strong_fields: ['engineering', 'computing'],
};

async function countryWithFigures() {
  const { services } = await testApp();
  const { user: admin } = await signedInClient('admin');
  return services.study.countries.admin.create(admin, { name: `Figureland ${unique('x')}`, summary: 'Free tuition at public universities.', figures });
}

describe('server render: the fit check', () => {
  it('/study/fit without answers is the form: a fieldset per question, labels, a GET form to itself', async () => {
    const res = await (await client()).get('/study/fit');
    expect(res.status).to.equal(200);
    expect(res.text).to.include('<title>Find your study destination · Meridian Study Abroad</title>');
    const form = res.text.match(/<form [^>]*>/)![0];
    expect(form).to.include('method="get"');
    expect(form).to.include('action="/study/fit"');
    expect(res.text).to.include('<legend>What do you want to study for?</legend>');
    for (const level of ['foundation', 'bachelor', 'master', 'phd', 'language']) expect(res.text).to.include(`value="${level}"`);
    for (const name of ['field', 'budget', 'work', 'stay', 'english']) expect(res.text).to.include(`name="${name}"`);
    expect(res.text).to.include('How it works');
    expect(res.text).not.to.include('Your matches');
  });

  it('with answers in the address, the page has the ranked results, each linking to its country', async () => {
    const country = await countryWithFigures();
    const res = await (await client()).get('/study/fit?level=master&field=Mechanical+engineering&budget=15000');
    expect(res.status).to.equal(200);
    expect(res.text).to.include('Your matches');
    expect(res.text).to.include(`<a href="/countries/${country.slug}">${country.name}</a>`);
    expect(res.text).to.include('Tuition (€0–€3,000) and living costs (about €11,900) fit your budget');
    expect(res.text).to.include('Known for engineering');
    expect(res.text).to.match(/<meter class="fit-meter"[^>]*value="\d+"/);
    // The form shows the answers it was sent with.
    expect(res.text).to.match(/value="Mechanical engineering"/);
    expect(res.text).to.include('<input type="radio" name="level" checked="" value="master"/>');
  });

  it('refused answers are shown beside their fields, and nothing is ranked', async () => {
    const res = await (await client()).get('/study/fit?level=diploma&field=&budget=lots');
    expect(res.status).to.equal(200);
    expect(res.text).not.to.include('Your matches');
    expect(res.text).to.include('Choose a level: foundation, bachelor, master, phd or language.');
    expect(res.text).to.include('Enter what you want to study.');
    expect(res.text).to.include('Enter your yearly budget in euros, as a number.');
  });

  it('a country page shows its figures as key facts: tuition per level, living costs, work, stay, languages', async () => {
    const country = await countryWithFigures();
    const res = await (await client()).get(`/countries/${country.slug}`);
    expect(res.status).to.equal(200);
    expect(res.text).to.include('<caption>Tuition a year</caption>');
    expect(res.text).to.match(/<th scope="row">Bachelor’s degree<\/th><td>€0–€3,000<\/td>/);
    expect(res.text).to.match(/<th scope="row">PhD<\/th><td class="muted">Not offered<\/td>/);
    for (const text of ['About €11,900 a year', 'Up to 20 hours a week', 'Stay up to 18 months', 'German, English (few programmes in English)', 'Computing and data, Engineering']) {
      expect(res.text).to.include(text);
    }
    expect(res.text).to.include('href="/study/fit"');
  });

  it('the home page and /study link to the fit check', async () => {
    for (const path of ['/', '/study']) {
      const res = await (await client()).get(path);
      expect(res.text, path).to.include('<a href="/study/fit" class="btn btn-primary">Take the fit check</a>');
    }
  });
});

describe('server render: the fit check takes from the address’s allowance of checks', () => {
  const { points } = ATTEMPT_LIMITS.fitCheck;
  const body = { level: 'master', field: 'Law', budget_eur_per_year: 15000, wants_to_work: false, stay_after: false, english_only: false };
  /** An address with answers no earlier render had (so no kept page answers it). */
  const fresh = () => `/study/fit?level=master&field=Law&budget=${20_000 + Math.floor(Math.random() * 9_000_000)}`;

  it('with the checks used up through the API, the page with answers is a 429 with Retry-After: the form, and why', async () => {
    const c = await client();
    for (let i = 0; i < points; i++) expect((await c.post('/api/fit-check', body)).status, `check ${i + 1}`).to.equal(200);
    const res = await c.get(fresh());
    expect(res.status).to.equal(429);
    expect(Number(res.headers['retry-after'])).to.be.within(1, ATTEMPT_LIMITS.fitCheck.durationSeconds);
    expect(res.headers['content-type']).to.equal('text/html; charset=utf-8');
    expect(res.text).to.include('<title>Find your study destination · Meridian Study Abroad</title>');
    expect(res.text).to.include('<legend>What do you want to study for?</legend>');
    expect(res.text).to.include('You have run many checks in a short time. Please try again in a minute.');
    expect(res.text).not.to.include('Your matches');
    // The form without answers costs nothing, and another address still gets its results.
    expect((await c.get('/study/fit')).status).to.equal(200);
    expect((await (await client()).get(fresh())).text).to.include('Your matches');
  });

  it('each render of the page with answers counts against the API’s limit', async () => {
    const c = await client();
    for (let i = 0; i < points; i++) {
      const res = await c.get(fresh());
      expect(res.status, `page ${i + 1}`).to.equal(200);
      expect(res.text).to.include('Your matches');
    }
    const refused = await c.post('/api/fit-check', body);
    expect(refused.status).to.equal(429);
    expect(Number(refused.headers['retry-after'])).to.be.greaterThan(0);
  });

  it('a page the page cache kept costs no check', async () => {
    const { pageCache } = await testApp();
    const address = fresh();
    expect((await (await client()).get(address)).status).to.equal(200);
    const deadline = Date.now() + 5000;
    while (!pageCache!.has(address)) {
      if (Date.now() > deadline) throw new Error('the page was not kept');
      await new Promise((r) => setTimeout(r, 10));
    }
    const c = await client();
    for (let i = 0; i < points; i++) expect((await c.post('/api/fit-check', body)).status, `check ${i + 1}`).to.equal(200);
    const kept = await c.get(address);
    expect(kept.status).to.equal(200);
    expect(kept.headers.etag, 'answered from the cache').to.be.a('string');
    expect(kept.text).to.include('Your matches');
  });
});
