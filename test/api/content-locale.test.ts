// Content per locale (decision 0045): admin saves with `translations`, each locale's status, public reads with
// `?locale=`, and revisions that bring translations back.
import { expect } from 'chai';
import { type Client, client, testApp } from '../helpers/app';
import { signedInClient } from '../helpers/factories';

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

async function admin(): Promise<Client> {
  return (await signedInClient('admin')).client;
}

const COUNTRY = {
  flag: 'es',
  summary: 'Sunny campuses and low fees.',
  body: '<p>Universities with a long history.</p>',
  tuition: 'Low public fees',
  living_costs: 'About €900 a month',
  work_rights: '30 hours a week',
  intakes: 'September',
  visa_notes: 'A student visa for long courses',
};

const SPANISH = {
  name: 'Tierra del Sol',
  summary: 'Campus soleados y matrículas bajas.',
  body: '<p>Universidades con una larga historia.</p>',
  tuition: 'Matrículas públicas bajas',
  living_costs: 'Unos 900 € al mes',
  work_rights: '30 horas a la semana',
  intakes: 'Septiembre',
  visa_notes: 'Un visado de estudiante para cursos largos',
};

async function createCountry(c: Client, extra: Record<string, unknown> = {}) {
  const res = await c.post('/api/admin/study-countries', { name: `Sunland ${unique('x')}`, ...COUNTRY, ...extra });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body as { id: number; slug: string; name: string; translations: Record<string, Record<string, string>>; translation_status: Record<string, string> };
}

describe('API: content per locale', () => {
  it('an admin saves translations beside the source; the status goes missing → current → needs_update', async () => {
    const c = await admin();
    const country = await createCountry(c);
    expect(country.translation_status).to.deep.equal({ es: 'missing', ar: 'missing' });
    expect(country.translations).to.deep.equal({});

    const { slug: _slug, ...rest } = { ...COUNTRY, name: country.name, slug: country.slug };
    const saved = await c.put(`/api/admin/study-countries/${country.id}`, { ...rest, slug: country.slug, translations: { es: SPANISH } });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    expect(saved.body.translation_status).to.deep.equal({ es: 'current', ar: 'missing' });
    expect(saved.body.translations.es).to.deep.include(SPANISH);
    expect(saved.body.translations.es.updated_at).to.be.a('string');

    // The admin list says so too.
    const list = await c.get(`/api/admin/study-countries?q=${encodeURIComponent(country.name)}`);
    expect(list.body.results.find((r: { id: number }) => r.id === country.id).translation_status).to.deep.equal({ es: 'current', ar: 'missing' });

    // A change of a translatable field of the source: the Spanish text needs an update; a change of another field does not.
    const flagOnly = await c.put(`/api/admin/study-countries/${country.id}`, { ...rest, slug: country.slug, flag: 'pt' });
    expect(flagOnly.body.translation_status.es).to.equal('current');
    const changed = await c.put(`/api/admin/study-countries/${country.id}`, { ...rest, slug: country.slug, summary: 'Sunny campuses, low fees and tapas.' });
    expect(changed.body.translation_status).to.deep.equal({ es: 'needs_update', ar: 'missing' });
    // Translations left out of a save stay as they are.
    expect(changed.body.translations.es.summary).to.equal(SPANISH.summary);

    const audit = await c.get(`/api/admin/audit?q=${encodeURIComponent(country.name)}`);
    expect(audit.body.results.map((e: { summary: string }) => e.summary).join('\n')).to.include('Spanish translation');
  });

  it('refuses an unknown or default locale, an unknown field, and a text over the limit with 422 naming it; cleans HTML', async () => {
    const c = await admin();
    const country = await createCountry(c);
    const base = { ...COUNTRY, name: country.name, slug: country.slug };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ fr: { summary: 'Bonjour' } }, 'translations.fr'],
      [{ en: { summary: 'Hello' } }, 'translations.en'],
      [{ es: { slug: 'tierra' } }, 'translations.es.slug'],
      [{ es: { flag: 'es' } }, 'translations.es.flag'],
      [{ es: { summary: 'x'.repeat(301) } }, 'translations.es.summary'],
      [{ es: { summary: 42 } }, 'translations.es.summary'],
      [{ es: 'hola' }, 'translations.es'],
    ];
    for (const [translations, field] of cases) {
      const res = await c.put(`/api/admin/study-countries/${country.id}`, { ...base, translations });
      expect(res.status, JSON.stringify(translations)).to.equal(422);
      expect(res.body.errors, JSON.stringify(res.body)).to.have.property(field);
    }
    expect((await c.put(`/api/admin/study-countries/${country.id}`, { ...base, translations: [] })).status).to.equal(422);
    // Nothing of a refused save was written.
    expect((await c.get(`/api/admin/study-countries/${country.id}`)).body.translations).to.deep.equal({});

    const res = await c.put(`/api/admin/study-countries/${country.id}`, { ...base, translations: { es: { ...SPANISH, body: '<p>Hola <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>' } } });
    expect(res.status).to.equal(200);
    expect(res.body.translations.es.body).to.equal('<p>Hola <a>x</a></p>');

    // Widgets, services, posts, testimonials and institutions take translations too.
    const widget = await c.post('/api/admin/widgets', { name: unique('w'), title: 'A widget', html: '<p>Hello</p>', translations: { es: { html: '<p>Hola<script>x</script></p>' }, ar: { html: '<p>مرحبا</p>' } } });
    expect(widget.status, JSON.stringify(widget.body)).to.equal(201);
    expect(widget.body.translations.es.html).to.equal('<p>Hola</p>');
    expect(widget.body.translation_status).to.deep.equal({ es: 'current', ar: 'current' });
    const refused = await c.post('/api/admin/widgets', { name: unique('w'), title: 'A widget', html: '<p>Hello</p>', translations: { es: { title: 'Un título' } } });
    expect(refused.status).to.equal(422);
    expect(refused.body.errors).to.have.property('translations.es.title');
  });

  it('public reads take ?locale: a whole translation answers in it, anything less falls back to the default', async () => {
    const c = await admin();
    const translated = await createCountry(c, { translations: { es: SPANISH } });
    // Every field but one: the whole record falls back (no half-translated records).
    const partial = await createCountry(c, { translations: { es: { ...SPANISH, visa_notes: '' } } });
    const anon = await client();

    const page = await anon.get(`/api/study-countries/${translated.slug}?locale=es`);
    expect(page.status).to.equal(200);
    expect(page.body.results.country).to.deep.include({ locale: 'es', fallback: false, name: SPANISH.name, summary: SPANISH.summary, body: SPANISH.body });
    expect(page.body.results.country.facts.tuition).to.equal(SPANISH.tuition);

    const fallback = await anon.get(`/api/study-countries/${partial.slug}?locale=es`);
    expect(fallback.body.results.country).to.deep.include({ locale: 'en', fallback: true, name: partial.name, summary: COUNTRY.summary });

    // The default, an unknown and a disabled locale are the default's text, never an error.
    for (const query of ['', '?locale=en', '?locale=fr', '?locale=xx-YY']) {
      const res = await anon.get(`/api/study-countries/${translated.slug}${query}`);
      expect(res.status, query).to.equal(200);
      expect(res.body.results.country, query).to.deep.include({ locale: 'en', fallback: false, name: translated.name });
    }

    const list = await anon.get('/api/study-countries?locale=es');
    const cards = list.body.results as Array<{ id: number; name: string; locale: string; fallback: boolean }>;
    expect(cards.find((r) => r.id === translated.id)).to.deep.include({ name: SPANISH.name, locale: 'es', fallback: false });
    expect(cards.find((r) => r.id === partial.id)).to.deep.include({ locale: 'en', fallback: true });

    // Arabic turned off: ?locale=ar is the default's text.
    const { services } = await testApp();
    const { user } = await signedInClient('admin');
    await services.locales.update(user, { enabled: ['en', 'es'] });
    try {
      const ar = await anon.get(`/api/study-countries/${translated.slug}?locale=ar`);
      expect(ar.body.results.country).to.deep.include({ locale: 'en', fallback: false });
    } finally {
      await services.locales.update(user, { enabled: ['en', 'es', 'ar'] });
    }
  });

  it('widgets, services, posts, testimonials and institutions answer in the asked locale', async () => {
    const c = await admin();
    const anon = await client();
    const name = unique('w');
    await c.post('/api/admin/widgets', { name, title: 'A widget', html: '<p>Hello</p>', translations: { es: { html: '<p>Hola</p>' } } });
    expect((await anon.get(`/api/widgets/${name}?locale=es`)).body).to.deep.include({ html: '<p>Hola</p>', locale: 'es', fallback: false });
    expect((await anon.get(`/api/widgets?names=${name}&locale=ar`)).body.results[name]).to.deep.include({ html: '<p>Hello</p>', locale: 'en', fallback: true });

    const service = await c.post('/api/admin/services', { audience: 'students', name: `Visas ${unique('s')}`, summary: 'Help with visas.', body: '<p>We help.</p>', translations: { es: { name: 'Visados', summary: 'Ayuda con visados.', body: '<p>Ayudamos.</p>' } } });
    expect(service.status, JSON.stringify(service.body)).to.equal(201);
    expect((await anon.get(`/api/services/${service.body.slug}?locale=es`)).body.results).to.deep.include({ name: 'Visados', locale: 'es', fallback: false });
    const services = (await anon.get('/api/services?locale=es')).body.results as Array<{ id: number; locale: string }>;
    expect(services.find((s) => s.id === service.body.id)).to.deep.include({ locale: 'es' });

    const post = await c.post('/api/admin/blog', { title: `Post ${unique('p')}`, body: '<p>Text</p>', excerpt: 'Short', status: 'published', translations: { es: { title: 'Entrada', excerpt: 'Breve', body: '<p>Texto</p>' } } });
    expect(post.status, JSON.stringify(post.body)).to.equal(201);
    expect((await anon.get(`/api/blog/${post.body.slug}?locale=es`)).body.results).to.deep.include({ title: 'Entrada', body: '<p>Texto</p>', locale: 'es', fallback: false });
    const blog = (await anon.get('/api/blog?locale=es&per_page=50')).body.results as Array<{ id: number; title: string; locale: string }>;
    expect(blog.find((p) => p.id === post.body.id)).to.deep.include({ title: 'Entrada', locale: 'es' });

    const testimonial = await c.post('/api/admin/testimonials', { name: 'Ana Ruiz', course: 'MSc Data', text: 'It was great.', translations: { es: { course: 'Máster en Datos', text: 'Fue genial.' } } });
    expect(testimonial.status, JSON.stringify(testimonial.body)).to.equal(201);
    const testimonials = (await anon.get('/api/testimonials?locale=es')).body.results as Array<{ id: number; text: string; locale: string }>;
    expect(testimonials.find((t) => t.id === testimonial.body.id)).to.deep.include({ text: 'Fue genial.', locale: 'es' });

    const country = await createCountry(c);
    const institution = await c.post('/api/admin/institutions', { name: 'Sol University', country_id: country.id, city: 'Sevilla', type: 'university', description: 'A big university.', translations: { es: { description: 'Una gran universidad.' } } });
    expect(institution.status, JSON.stringify(institution.body)).to.equal(201);
    const institutions = (await anon.get(`/api/institutions?country=${country.slug}&locale=es`)).body.results as Array<{ name: string; description: string; locale: string }>;
    expect(institutions[0]).to.deep.include({ name: 'Sol University', description: 'Una gran universidad.', locale: 'es' });
    // The country page's institutions are in the page's locale too; the country itself fell back.
    const page = (await anon.get(`/api/study-countries/${country.slug}?locale=es`)).body.results;
    expect(page.country).to.deep.include({ locale: 'en', fallback: true });
    expect(page.institutions[0]).to.deep.include({ description: 'Una gran universidad.', locale: 'es', fallback: false });
  });

  it('a revision keeps the translations, and restoring it brings them back', async () => {
    const c = await admin();
    const country = await createCountry(c, { translations: { es: SPANISH } });
    const base = { ...COUNTRY, name: country.name, slug: country.slug };
    await c.put(`/api/admin/study-countries/${country.id}`, { ...base, translations: { es: { ...SPANISH, summary: 'Otro resumen.' } } });
    const revisions = await c.get(`/api/admin/study-countries/${country.id}/revisions`);
    expect(revisions.status).to.equal(200);
    const [latest, first] = revisions.body.results as Array<{ id: number; values: { translations: Record<string, Record<string, string>> } }>;
    expect(latest!.values.translations.es!.summary).to.equal('Otro resumen.');
    expect(first!.values.translations.es!.summary).to.equal(SPANISH.summary);

    const restored = await c.post(`/api/admin/study-countries/${country.id}/revisions/${first!.id}/restore`);
    expect(restored.status, JSON.stringify(restored.body)).to.equal(200);
    expect(restored.body.translations.es.summary).to.equal(SPANISH.summary);
    // The pair was in step when it was saved, and is again.
    expect(restored.body.translation_status.es).to.equal('current');
    const page = (await (await client()).get(`/api/study-countries/${country.slug}?locale=es`)).body.results;
    expect(page.country).to.deep.include({ summary: SPANISH.summary, locale: 'es' });

    // A widget's too.
    const name = unique('w');
    const widget = (await c.post('/api/admin/widgets', { name, title: 'W', html: '<p>One</p>', translations: { es: { html: '<p>Uno</p>' } } })).body;
    await c.put(`/api/admin/widgets/${widget.id}`, { name, title: 'W', html: '<p>One</p>', translations: { es: { html: '<p>Dos</p>' } } });
    const kept = (await c.get(`/api/admin/widgets/${widget.id}/revisions`)).body.results as Array<{ id: number }>;
    const back = await c.post(`/api/admin/widgets/${widget.id}/revisions/${kept.at(-1)!.id}/restore`);
    expect(back.body.translations.es.html).to.equal('<p>Uno</p>');
  });
});
