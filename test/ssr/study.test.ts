import { expect } from 'chai';
import { client, testApp } from '../helpers/app';
import { ensureCountry, signedInClient } from '../helpers/factories';

/** Every JSON-LD block of a page, parsed (a block that is not JSON fails the test). */
function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

describe('server render: study pages', () => {
  it('a country page shows its facts, documents and institutions, with BreadcrumbList and EducationalOrganization data', async () => {
    const { services } = await testApp();
    const { user: admin } = await signedInClient('admin');
    const country = await services.study.countries.admin.create(admin, {
      name: `Maple Land ${unique('x')}`,
      flag: 'ca',
      summary: 'Co-op programmes that mix study with paid work.',
      body: '<p>Canada’s colleges are known for co-op.</p>',
      tuition: 'CA$20,000–CA$40,000 a year',
      required_documents: [
        { kind: 'passport', note: 'Valid for your whole stay' },
        { kind: 'financial', note: 'CA$20,635 plus tuition' },
      ],
    });
    const names = ['Lakeshore College of Applied Arts', 'University of Northbridge'];
    for (const name of names) await services.study.institutions.admin.create(admin, { name, country_id: country.id, city: 'Toronto', type: 'university', website: 'https://www.example.org' });
    await services.study.institutions.admin.create(admin, { name: 'Invisible Institute', country_id: country.id, type: 'college', visible: false });

    const res = await (await client()).get(`/countries/${country.slug}`);
    expect(res.status).to.equal(200);
    expect(res.text).to.include(`<title>Study in ${country.name} · Meridian Study Abroad</title>`);
    expect(res.text).to.include('Canada’s colleges are known for co-op.');
    expect(res.text).to.include('CA$20,000–CA$40,000 a year');
    expect(res.text).to.include('Valid for your whole stay');
    for (const name of names) expect(res.text).to.include(name);
    expect(res.text).not.to.include('Invisible Institute');

    const data = structuredData(res.text);
    const breadcrumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ position: number; name: string; item: string }> };
    expect(breadcrumbs.itemListElement.map((i) => [i.position, i.name, i.item])).to.deep.equal([
      [1, 'Home', 'http://localhost:3000/'],
      [2, 'Study Abroad', 'http://localhost:3000/study'],
      [3, country.name, `http://localhost:3000/countries/${country.slug}`],
    ]);
    const list = data.find((d) => d['@type'] === 'ItemList') as { itemListElement: Array<{ item: { '@type': string; name: string; address: { addressCountry: string } } }> };
    expect(list.itemListElement.map((i) => i.item.name)).to.deep.equal(names);
    expect(list.itemListElement.every((i) => i.item['@type'] === 'EducationalOrganization' && i.item.address.addressCountry === 'CA')).to.equal(true);
  });

  it('an unknown or hidden country is a real 404 page', async () => {
    const { services } = await testApp();
    const { user: admin } = await signedInClient('admin');
    const hidden = await services.study.countries.admin.create(admin, { name: `Hidden ${unique('h')}`, visible: false });
    for (const path of ['/countries/atlantis', `/countries/${hidden.slug}`]) {
      const res = await (await client()).get(path);
      expect(res.status, path).to.equal(404);
      expect(res.text, path).to.include('Page not found');
      expect(res.text, path).to.include('<meta name="robots" content="noindex">');
    }
  });

  it('/study and the home page list the countries from the database; the home page has Organization data with contacts', async () => {
    const country = await ensureCountry(unique('study-list'), { name: 'Listed Country', flag: 'nz' });
    const study = await (await client()).get('/study');
    expect(study.text).to.include(`href="/countries/${country.slug}"`);
    expect(study.text).to.include('/images/flags/nz.svg');
    const home = await (await client()).get('/');
    expect(home.text).to.include(`href="/countries/${country.slug}"`);
    const org = structuredData(home.text).find((d) => d['@type'] === 'Organization') as Record<string, unknown> & {
      contactPoint: Array<{ telephone: string; email: string }>;
      areaServed: Array<{ name: string; url: string }>;
    };
    expect(org).to.deep.include({ name: 'Meridian Study Abroad', telephone: '+44 20 7946 0321', url: 'http://localhost:3000/', logo: 'http://localhost:3000/images/logo.png' });
    expect(org.contactPoint[0]).to.deep.include({ telephone: '+44 20 7946 0321', email: 'hello@meridianstudy.example' });
    expect(org.areaServed).to.deep.include({ '@type': 'Country', name: 'Listed Country', url: `http://localhost:3000/countries/${country.slug}` });
  });

  it('a student’s documents page renders the checklist of each preferred destination', async () => {
    const country = await ensureCountry(unique('ssr-checklist'), { name: 'Checklist Country', required_documents: [{ kind: 'passport', note: 'Both photo pages' }] });
    const { client: student, user } = await signedInClient('user');
    await student.patch('/api/settings/profile', { firstname: user.firstname, lastname: user.lastname, email: user.email, preferred_destinations: [country.slug] });
    const res = await student.get('/account/documents');
    expect(res.status).to.equal(200);
    expect(res.text).to.include('Checklist Country');
    expect(res.text).to.include('Both photo pages');
    expect(res.text).to.include('Not uploaded yet');
  });

  it('the contact page renders the form with its honeypot hidden from people and assistive technology', async () => {
    const res = await (await client()).get('/contact');
    expect(res.status).to.equal(200);
    expect(res.text).to.match(/<form[^>]*aria-label="Send us a message"/);
    expect(res.text).to.match(/<div class="honeypot" aria-hidden="true">/);
    const honeypot = res.text.match(/<input[^>]*name="website"[^>]*>/)?.[0];
    expect(honeypot).to.include('tabindex="-1"').and.match(/autocomplete="off"/i);
    for (const label of ['Your name', 'E-mail address', 'What is your enquiry about?', 'Your message']) expect(res.text, label).to.include(label);
  });
});
