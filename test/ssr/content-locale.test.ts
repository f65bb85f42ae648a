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
    expect(fallback.text).to.match(/<div lang="en-GB" dir="ltr"><div class="prose"><p>An old university town\.<\/p>/);

    const ar = await anon.get(`/ar/countries/${untranslated.slug}`);
    expect(ar.text).to.include('هذه الصفحة غير متاحة بعد باللغة العربية');

    // The default's page has neither.
    const en = await anon.get(`/countries/${translated.slug}`);
    expect(en.text).to.include('An old university town.');
    expect(en.text).not.to.include('fallback-notice');
  });
});
