import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import request from 'supertest';
import { createApp } from '../../server/app';
import { publicUploadsDir } from '../../server/features/images/images.service';
import { seedDemoContent } from '../../server/seed';
import { countrySchema, institutionSchema } from '../../shared/schemas/study';
import { testEnv } from '../helpers/app';
import { scratchDatabase, type TestDatabase } from '../helpers/database';

describe('demo content', function () {
  // The first seed on a machine renders every picture (later ones copy them from a cache).
  this.timeout(240_000);
  let database: TestDatabase;
  const env = testEnv({ UPLOADS_DIR: path.join(testEnv().uploadsDir, 'seed') });

  before(async () => {
    database = await scratchDatabase();
  });

  after(async () => {
    await database?.close();
  });

  it('fills an empty database once: eight study countries with facts, documents, a header picture and 4+ institutions', async () => {
    const { db } = database;
    expect(await seedDemoContent(db, env)).to.equal(true);
    expect(await seedDemoContent(db, env)).to.equal(false);

    const countries = await db('countries').orderBy('position');
    expect(countries.map((c) => c.slug)).to.deep.equal(['united-kingdom', 'canada', 'australia', 'ireland', 'united-states', 'new-zealand', 'germany', 'netherlands']);
    for (const country of countries) {
      const documents = await db('country_documents').where({ country_id: country.id }).orderBy('position');
      const institutions = await db('institutions').where({ country_id: country.id });
      expect(institutions.length, country.slug).to.be.at.least(4);
      expect(documents.map((d) => d.kind), country.slug).to.include('passport');
      expect(fs.existsSync(path.resolve('client/public/images/flags', `${country.flag}.svg`)), country.flag).to.equal(true);
      const header = await db('images').where({ id: country.header_image_id }).first();
      expect(fs.existsSync(path.join(publicUploadsDir(env), header.storage_key, 'master.jpg')), country.slug).to.equal(true);

      // What the seed wrote, an admin could save again unchanged.
      const input = { ...country, header_image_id: null, required_documents: documents.map((d) => ({ kind: d.kind, note: d.note })) };
      const parsed = countrySchema.safeParse(input);
      expect(parsed.success, `${country.slug}: ${JSON.stringify(parsed.error?.issues)}`).to.equal(true);
      for (const institution of institutions) {
        const ok = institutionSchema.safeParse({ ...institution, country_id: Number(institution.country_id) });
        expect(ok.success, `${institution.slug}: ${JSON.stringify(ok.error?.issues)}`).to.equal(true);
      }
    }
    const testimonials = await db('testimonials').pluck('country');
    expect(testimonials.every((slug: string) => countries.some((c) => c.slug === slug))).to.equal(true);
  });

  it('seeds demo advisers covering destinations and 40 leads over the last 90 days, at every stage, some registered', async () => {
    const { db } = database;
    const advisers = await db('users').where({ role: 'adviser' });
    expect(advisers).to.have.length(4);
    expect(advisers.every((a) => a.password === null)).to.equal(true);
    const covered = await db('adviser_destinations as ad').join('countries as c', 'c.id', 'ad.country_id').pluck('c.slug');
    expect(new Set(covered).size).to.equal(8);
    const leads = await db('leads');
    expect(leads).to.have.length(40);
    const oldest = Math.min(...leads.map((l) => Date.parse(l.created_at)));
    expect(Date.now() - oldest).to.be.below(91 * 86_400_000);
    expect(new Set(leads.map((l) => l.utm_source ?? '(direct)'))).to.deep.equal(new Set(['fb', 'google', 'instagram', 'newsletter', '(direct)']));
    expect(new Set(leads.map((l) => l.stage)).size).to.be.at.least(5);
    expect(new Set(leads.map((l) => l.owner_id)).size).to.equal(4);
    const students = leads.filter((l) => l.student_id !== null);
    expect(students.length).to.be.greaterThan(0);
    for (const lead of students) {
      const student = await db('users').where({ id: lead.student_id }).first();
      expect(student).to.include({ role: 'user', email: lead.email, adviser_id: lead.owner_id });
    }
    expect(await db('lead_events')).to.have.length.greaterThan(80);
    // A funnel narrows: fewer enrolled than leads, every stamped step no wider than the one before.
    const reached = (column: string) => leads.filter((l) => l[column] !== null).length;
    expect(reached('student_at')).to.be.at.most(reached('consultation_at') + students.length);
    expect(reached('enrolled_at')).to.be.below(leads.length);
  });

  it('the seeded site answers its study pages', async () => {
    const { app } = createApp({ env, db: database.db });
    const list = await request(app).get('/api/study-countries');
    expect(list.body.results).to.have.length(8);
    const canada = await request(app).get('/countries/canada');
    expect(canada.status).to.equal(200);
    // The demo's translations (demo/translations/): the home page's text and every country, whole, in Spanish and Arabic.
    for (const locale of ['es', 'ar']) {
      const countries = (await request(app).get(`/api/study-countries?locale=${locale}`)).body.results as Array<{ slug: string; locale: string }>;
      expect(countries.map((c) => c.locale), locale).to.deep.equal(Array(8).fill(locale));
      const widgets = (await request(app).get(`/api/widgets?names=home-intro,home-cta&locale=${locale}`)).body.results as Record<string, { locale: string }>;
      expect(Object.values(widgets).map((w) => w.locale), locale).to.deep.equal([locale, locale]);
      const services = (await request(app).get(`/api/services?locale=${locale}`)).body.results as Array<{ locale: string }>;
      expect(services.map((s) => s.locale), locale).to.deep.equal(Array(13).fill(locale));
      const testimonials = (await request(app).get(`/api/testimonials?locale=${locale}`)).body.results as Array<{ locale: string }>;
      expect(testimonials.map((t) => t.locale), locale).to.deep.equal(Array(8).fill(locale));
      const about = (await request(app).get(`/api/widgets?names=about-story,about-values,contact-intro&locale=${locale}`)).body.results as Record<string, { locale: string }>;
      expect(Object.values(about).map((w) => w.locale), locale).to.deep.equal([locale, locale, locale]);
    }
    expect((await request(app).get('/es/countries/canada')).text).to.include('Programas co-op que combinan estudio y trabajo remunerado');
    expect(canada.text).to.include('Study in Canada');
  });
});
