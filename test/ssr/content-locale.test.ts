// Pages in another locale show the content in it, or the default's text with a notice (decision 0045).
import { expect } from 'chai';
import { client, testApp } from '../helpers/app';
import { signedInClient } from '../helpers/factories';

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

describe('server render: content per locale', () => {
  it('/es/countries/<slug> shows the Spanish text; an untranslated country shows it in English with a notice', async () => {
    const { services } = await testApp();
    const { user: admin } = await signedInClient('admin');
    const fields = { flag: 'es', summary: 'Sunny campuses.', body: '<p>An old university town.</p>', tuition: 'Low fees' };
    const translated = await services.study.countries.admin.create(admin, {
      name: `Sunland ${unique('x')}`,
      ...fields,
      translations: { es: { name: 'Tierra del Sol', summary: 'Campus soleados.', body: '<p>Una vieja ciudad universitaria.</p>', tuition: 'Matrículas bajas' } },
    });
    const untranslated = await services.study.countries.admin.create(admin, { name: `Rainland ${unique('x')}`, ...fields });

    const anon = await client();
    const es = await anon.get(`/es/countries/${translated.slug}`);
    expect(es.status).to.equal(200);
    expect(es.text).to.include('Una vieja ciudad universitaria.');
    expect(es.text).to.include('Matrículas bajas');
    expect(es.text).not.to.include('An old university town.');
    expect(es.text).not.to.include('fallback-notice');

    const fallback = await anon.get(`/es/countries/${untranslated.slug}`);
    expect(fallback.status).to.equal(200);
    expect(fallback.text).to.include('An old university town.');
    expect(fallback.text).to.include('Esta página aún no está disponible en español; se muestra en inglés.');
    expect(fallback.text).to.match(/<div lang="en" dir="ltr"><div class="prose" data-content=""><p>An old university town\.<\/p>/);

    const ar = await anon.get(`/ar/countries/${untranslated.slug}`);
    expect(ar.text).to.include('هذه الصفحة غير متاحة بعد باللغة العربية');

    // The default's page has neither.
    const en = await anon.get(`/countries/${translated.slug}`);
    expect(en.text).to.include('An old university town.');
    expect(en.text).not.to.include('fallback-notice');
  });

  it('an admin edits translations beside the source, and the lists show which need an update', async () => {
    const { client: admin } = await signedInClient('admin');
    const created = await admin.post('/api/admin/study-countries', {
      name: `Fogland ${unique('x')}`,
      summary: 'Misty mornings.',
      body: '<p>Quiet libraries.</p>',
      translations: { es: { name: 'Tierra de Niebla', summary: 'Mañanas brumosas.', body: '<p>Bibliotecas tranquilas.</p>' } },
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const page = await admin.get(`/admin/studycountries/${created.body.id}`);
    expect(page.status).to.equal(200);
    expect(page.text).to.include('<legend>Translations</legend>');
    expect(page.text).to.match(/Spanish(<!-- -->)? <span class="badge badge-success">up to date<\/span>/);
    expect(page.text).to.match(/Arabic(<!-- -->)? <span class="badge badge-danger">missing<\/span>/);
    expect(page.text).to.include('Mañanas brumosas.');
    expect(page.text).to.include('name="translations.es.summary"');

    await admin.put(`/api/admin/study-countries/${created.body.id}`, { name: created.body.name, slug: created.body.slug, summary: 'Misty mornings, bright afternoons.', body: '<p>Quiet libraries.</p>' });
    const list = await admin.get('/admin/studycountries');
    expect(list.text).to.match(/<abbr title="Spanish">ES<\/abbr>(<!-- -->)? <span class="badge badge-warning">needs update<\/span>/);
  });
});
