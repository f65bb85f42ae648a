// Demo content for an empty database, from demo/ (docs in demo/README.md): every widget the pages use, services,
// posts, testimonials, galleries and study countries with their institutions, with the project's own artwork
// (demo/art/*.svg, rendered by sharp), and translations of what visitors see first (demo/translations/). Processed
// images are cached by content under node_modules/.cache so later seeds (tests, fresh data directories) copy them
// instead of rendering again.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageRef } from '../shared/images';
import { AVAILABLE_LOCALES, DEFAULT_LOCALE } from '../shared/i18n/locales';
import { countries as countriesResource, institutions as institutionsResource, services as servicesResource, testimonials as testimonialsResource, widgets as widgetsResource } from '../shared/resources';
import type { TranslatableFields, Translations } from '../shared/translations';
import type { Env } from './env';
import { bumpContentVersion } from './lib/content-version';
import { type ImageRow, publicUploadsDir, toImageRef } from './features/images/images.service';
import { processImage, VARIANT_WIDTHS } from './features/images/process';
import { log } from './lib/log';
import { DEMO_ADVISERS, seedConsultationsDemo } from './features/consultations/demo';
import { advanceLead, touchLead } from './features/leads/leads.core';
import { syncReceivable } from './features/commission/commission.service';
import { systemClock } from './lib/clock';
import type { Db } from './db/knex';

// Resolved from the working directory, as client/public is (ssr/assets.ts): the app runs from the project root.
const DEMO_DIR = path.resolve('demo');
const CACHE_DIR = path.resolve('node_modules', '.cache', 'meridian-seed-images');
/** Bump when the image pipeline changes, so cached renders are not reused. */
const PIPELINE = `v1:${VARIANT_WIDTHS.join(',')}`;

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Renders (or copies from the cache) one picture of demo/art into the public image area and records it. */
async function seedImage(db: Db, env: Env, art: string, name: string): Promise<ImageRef> {
  const svg = await fs.readFile(path.join(DEMO_DIR, 'art', art), 'utf8');
  const hash = createHash('sha256').update(PIPELINE).update(svg).digest('hex');
  const cached = path.join(CACHE_DIR, hash);
  const metaFile = path.join(cached, 'meta.json');
  if (!(await exists(metaFile))) {
    const temp = `${cached}.${process.pid}.tmp`;
    const processed = await processImage(Buffer.from(svg), temp, { allowSvg: true });
    await fs.writeFile(path.join(temp, 'meta.json'), JSON.stringify(processed));
    await fs.rm(cached, { recursive: true, force: true });
    await fs.rename(temp, cached).catch(async () => fs.rm(temp, { recursive: true, force: true }));
  }
  const meta = JSON.parse(await fs.readFile(metaFile, 'utf8')) as { width: number; height: number; widths: number[] };
  const key = `images/${hash.slice(0, 2)}/${hash.slice(0, 40)}`;
  const target = path.join(publicUploadsDir(env), key);
  if (!(await exists(path.join(target, 'master.jpg')))) {
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.cp(cached, target, { recursive: true });
    await fs.rm(path.join(target, 'meta.json'), { force: true });
  }
  const existing = await db<ImageRow>('images').where({ storage_key: key }).first();
  if (existing) return toImageRef(existing);
  const [row] = await db<ImageRow>('images')
    .insert({ storage_key: key, width: meta.width, height: meta.height, widths: meta.widths, original_name: name } as never)
    .returning('*');
  return toImageRef(row as ImageRow);
}

interface DemoContent {
  widgets: Record<string, { title: string; html: string }>;
  galleries: Array<{ title: string; slug: string; description: string; images: Array<{ image: string; caption: string }> }>;
  services: Array<Record<string, unknown>>;
  posts: Array<{ slug: string; daysAgo: number; image: string; [column: string]: unknown }>;
  testimonials: Array<{ name: string; photo: string; [column: string]: unknown }>;
}

interface DemoCountry {
  slug: string;
  header_image: string;
  required_documents: Array<{ kind: string; note: string }>;
  institutions: Array<Record<string, unknown>>;
  [column: string]: unknown;
}

/**
 * The demo's translations (demo/translations/<locale>.json, decision 0045): per kind, the record's key (a widget's name,
 * a testimonial's student, the others' slug) and its translatable fields' texts.
 */
const TRANSLATED: Record<string, { table: string; key: string; fields: TranslatableFields }> = {
  widgets: { table: 'widgets', key: 'name', fields: widgetsResource.translatable },
  services: { table: 'services', key: 'slug', fields: servicesResource.translatable },
  countries: { table: 'countries', key: 'slug', fields: countriesResource.translatable },
  institutions: { table: 'institutions', key: 'slug', fields: institutionsResource.translatable },
  testimonials: { table: 'testimonials', key: 'name', fields: testimonialsResource.translatable },
};

/** Every demo translation onto its record, saved with its source (so each is up to date). */
async function seedTranslations(db: Db): Promise<void> {
  const at = new Date().toISOString();
  const byRecord = new Map<string, { table: string; key: string; value: string; translations: Translations }>();
  for (const { code } of AVAILABLE_LOCALES) {
    if (code === DEFAULT_LOCALE) continue;
    const file = path.join(DEMO_DIR, 'translations', `${code}.json`);
    if (!(await exists(file))) continue;
    const kinds = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, Record<string, Record<string, string>>>;
    for (const [kind, records] of Object.entries(kinds)) {
      const described = TRANSLATED[kind];
      if (!described) throw new Error(`demo/translations/${code}.json: no kind "${kind}"`);
      for (const [value, texts] of Object.entries(records)) {
        const unknown = Object.keys(texts).filter((field) => !described.fields[field]);
        if (unknown.length) throw new Error(`demo/translations/${code}.json: ${kind} "${value}" has no translatable ${unknown.join(', ')}`);
        const id = `${kind}:${value}`;
        const entry = byRecord.get(id) ?? { table: described.table, key: described.key, value, translations: {} };
        entry.translations[code] = { ...texts, updated_at: at };
        byRecord.set(id, entry);
      }
    }
  }
  for (const { table } of Object.values(TRANSLATED)) await db(table).update({ source_updated_at: at });
  for (const [id, { table, key, value, translations }] of byRecord) {
    const updated = await db(table)
      .where({ [key]: value })
      .update({ translations: JSON.stringify(translations) });
    if (!updated) throw new Error(`demo translations: no ${id}`);
  }
}

async function readDemo<T>(file: string): Promise<T> {
  return JSON.parse(await fs.readFile(path.join(DEMO_DIR, file), 'utf8')) as T;
}

/** True when there is nothing to show yet (no widgets, services, posts, galleries, testimonials or countries). */
async function isEmpty(db: Db): Promise<boolean> {
  for (const table of ['widgets', 'services', 'posts', 'galleries', 'testimonials', 'countries']) {
    const [{ count }] = (await db(table).count({ count: '*' })) as [{ count: number }];
    if (Number(count) > 0) return false;
  }
  return true;
}

/**
 * The site's content alone (widgets, galleries, services, posts, study countries with their institutions,
 * testimonials and their translations), without the demo's people: nothing when there is content already.
 */
export async function seedSiteContent(db: Db, env: Env): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const day = 24 * 60 * 60 * 1000;
  const content = await readDemo<DemoContent>('content.json');
  const countries = await readDemo<DemoCountry[]>('countries.json');

  for (const [name, widget] of Object.entries(content.widgets)) {
    await db('widgets').insert({ name, title: widget.title, kind: 'html', html: widget.html });
  }

  for (const [index, gallery] of content.galleries.entries()) {
    const [row] = (await db('galleries')
      .insert({ title: gallery.title, slug: gallery.slug, description: gallery.description, visible: true, position: index + 1 })
      .returning('id')) as Array<{ id: number }>;
    for (const [i, { image: art, caption }] of gallery.images.entries()) {
      const image = await seedImage(db, env, art, `${gallery.slug}-${i + 1}.jpg`);
      await db('gallery_images').insert({ gallery_id: row!.id, image_id: image.id, caption, position: i + 1 });
    }
  }

  for (const [index, service] of content.services.entries()) {
    await db('services').insert({ ...service, position: index + 1 });
  }

  for (const { image: art, daysAgo, ...post } of content.posts) {
    const image = await seedImage(db, env, art, `${post.slug}.jpg`);
    await db('posts').insert({ ...post, header_image_id: image.id, status: 'published', published_at: new Date(Date.now() - daysAgo * day).toISOString() });
  }

  for (const [index, country] of countries.entries()) {
    const { institutions, required_documents, header_image, figures, ...fields } = country;
    const header = await seedImage(db, env, header_image, `${country.slug}.jpg`);
    await db.transaction(async (trx) => {
      const [row] = (await trx('countries')
        .insert({ ...fields, figures: JSON.stringify(figures), header_image_id: header.id, visible: true, position: index + 1 })
        .returning('id')) as Array<{ id: number }>;
      await trx('country_documents').insert(required_documents.map((doc, i) => ({ country_id: row!.id, kind: doc.kind, note: doc.note, position: i + 1 })));
      await trx('institutions').insert(institutions.map((institution) => ({ ...institution, country_id: row!.id, visible: true })));
    });
  }

  for (const [index, { photo, ...testimonial }] of content.testimonials.entries()) {
    const image = await seedImage(db, env, photo, `${testimonial.name}.jpg`);
    await db('testimonials').insert({ ...testimonial, photo_id: image.id, position: index + 1 });
  }

  await seedTranslations(db);
  await bumpContentVersion(db);
  return true;
}

/** The site's content, then the demo's people: advisers, leads, students with applications. */
export async function seedDemoContent(db: Db, env: Env): Promise<boolean> {
  const started = Date.now();
  if (!(await seedSiteContent(db, env))) return false;
  // Advisers with hours and a few bookings, so that the booking page and the staff list have something to show.
  await seedConsultationsDemo(db, { touchLead, advanceLead });
  await seedDemoLeads(db);
  await seedDemoApplications(db);

  await bumpContentVersion(db);
  log.info('demo content seeded', { ms: Date.now() - started });
  return true;
}

// ---- Demo leads (decision 0046) -------------------------------------------------------------------------------------

const DEMO_PEOPLE = [
  'Adaeze Nwosu', 'Bilal Qureshi', 'Camila Rojas', 'Daniel Mensah', 'Elif Yılmaz', 'Farah Haddad', 'Gabriel Souza', 'Hana Sato',
  'Ibrahim Diallo', 'Jasmine Lee', 'Kwame Asante', 'Layla Karimi', 'Mateo García', 'Nadia Benali', 'Omar Farouk', 'Paula Moreno',
  'Quang Nguyen', 'Rania Aziz', 'Samuel Otieno', 'Tanvi Shah', 'Usman Bello', 'Valentina Cruz', 'Wei Zhang', 'Ximena López',
  'Yusuf Kaya', 'Zainab Yusuf', 'Aarav Mehta', 'Beatriz Lima', 'Chidi Eze', 'Dina Mansour', 'Emeka Obi', 'Fatima Zahra',
  'Gloria Ortiz', 'Hamza Malik', 'Ines Ferreira', 'Joseph Kariuki', 'Kemal Demir', 'Lina Haddad', 'Musa Abubakar', 'Noor Hassan',
];

/** Where the demo's leads came from: the first touch as the browser saw it (null: direct). */
const DEMO_SOURCES: Array<Record<string, string> | null> = [
  { utm_source: 'fb', utm_medium: 'paid_social', utm_campaign: 'spring', landing_path: '/study/fit' },
  { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'study-abroad', landing_path: '/countries/canada' },
  { utm_source: 'instagram', utm_medium: 'social', landing_path: '/' },
  { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'intakes', landing_path: '/blog' },
  null,
];

/** How far along each demo lead got: index into DEMO_STAGES, most of them early on, as a real funnel narrows. */
const DEMO_STAGES = ['new', 'contacted', 'consultation_booked', 'student', 'applied', 'enrolled', 'lost'] as const;
const REACHED = [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5, 6, 6, 6];

/**
 * The demo's leads: 40 people first seen over the last 90 days, from varied sources, owned by the advisers covering
 * their destination, at every stage with the funnel's stamps and a timeline, the furthest along registered as demo
 * students (without a password, like the advisers). Made once: nothing when leads exist already.
 */
/** A demo person's address: "Elif Yılmaz" → elif.yilmaz@example.com. */
const demoEmail = (name: string) => `${name.replace(' ', '.')}@example.com`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ı/g, 'i');

async function seedDemoLeads(db: Db): Promise<void> {
  // The demo's bookings make leads of their own: these are made once, when the first of them is not there yet.
  if (await db('leads').whereRaw('lower(email) = ?', [demoEmail(DEMO_PEOPLE[0]!)]).first('id')) return;
  const day = 86_400_000;
  const now = Date.now();
  // A fixed sequence, so that every demo looks the same.
  let seed = 46;
  const next = (n: number) => {
    // mulberry32: 32-bit integer steps, exact in JavaScript's numbers.
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) % n);
  };
  await db.transaction(async (trx) => {
    const countries = new Map(((await trx('countries').select('id', 'slug')) as Array<{ id: number; slug: string }>).map((c) => [c.slug, Number(c.id)]));
    const owners = new Map<string, number>();
    const adviserIds: number[] = [];
    for (const adviser of DEMO_ADVISERS) {
      // Made with their hours by the consultations' demo, which runs first.
      const existing = (await trx('users').whereRaw('lower(email) = lower(?)', [adviser.email]).where('role', 'adviser').first('id')) as { id: number } | undefined;
      if (!existing) continue;
      const id = Number(existing.id);
      adviserIds.push(id);
      for (const slug of adviser.destinations) {
        const countryId = countries.get(slug);
        if (countryId === undefined) continue;
        owners.set(slug, id);
        await trx('adviser_destinations').insert({ adviser_id: id, country_id: countryId }).onConflict(['adviser_id', 'country_id']).ignore();
      }
    }
    const slugs = [...countries.keys()];
    const nameOf = async (id: number) => {
      const row = (await trx('users').where({ id }).first('firstname', 'lastname')) as { firstname: string; lastname: string };
      return `${row.firstname} ${row.lastname}`;
    };
    for (const [index, name] of DEMO_PEOPLE.entries()) {
      const [firstname, lastname] = name.split(' ') as [string, string];
      const email = demoEmail(name);
      const created = now - (next(90 * 24) + 1) * (day / 24);
      const at = (hoursAfter: number) => new Date(Math.min(now - 60_000, created + hoursAfter * 3_600_000)).toISOString();
      const source = DEMO_SOURCES[index % DEMO_SOURCES.length]!;
      const destination = slugs.length ? slugs[next(slugs.length)]! : null;
      const ownerId: number | null = (destination ? owners.get(destination) : undefined) ?? adviserIds[index % adviserIds.length] ?? null;
      const reached = REACHED[next(REACHED.length)]!;
      const stage = DEMO_STAGES[reached]!;
      const lost = stage === 'lost';
      // A lost lead had got somewhere first: up to a booked consultation.
      const level = lost ? next(3) : reached;
      const stamp = (step: number, hours: number) => (level >= step ? at(hours) : null);
      const applied = stamp(4, 24 * 20);
      const [lead] = (await trx('leads')
        .insert({
          email,
          name,
          destinations: destination ? [destination] : [],
          stage,
          lost_reason: lost ? ['Chose a university at home', 'Budget too tight this year', 'No answer after three calls'][next(3)] : null,
          owner_id: ownerId,
          source: JSON.stringify(source ?? {}),
          utm_source: source?.utm_source ?? null,
          locale: ['en', 'en', 'es', 'ar'][next(4)],
          consultation_at: stamp(2, 24 * 2),
          student_at: stamp(3, 24 * 6),
          applied_at: applied,
          // Some who applied have an offer already; every enrolled one had one.
          offer_at: level >= 5 || (level === 4 && next(2) === 0) ? at(24 * 35) : null,
          enrolled_at: stamp(5, 24 * 60),
          created_at: at(0),
          last_activity_at: at(24 * [0, 1, 3, 7, 25, 62, 10][reached]!),
        })
        .returning('id')) as Array<{ id: number }>;
      const leadId = Number(lead!.id);
      const first = ['enquiry', 'fit_check', 'consultation'][next(3)] as 'enquiry' | 'fit_check' | 'consultation';
      const events: Array<{ at: string; kind: string; summary: string; by_id?: number | null }> = [
        { at: at(0), kind: first, summary: first === 'enquiry' ? 'Contact form: Study abroad' : first === 'fit_check' ? `Fit check: best match ${destination ?? 'none'}` : 'Booked a consultation' },
      ];
      if (ownerId !== null) events.push({ at: at(0), kind: 'owner', summary: `Assigned to ${await nameOf(ownerId)}` });
      if (level >= 1) events.push({ at: at(20), kind: 'stage', summary: 'New → Contacted', by_id: ownerId });
      if (level >= 1 && next(2) === 0) events.push({ at: at(21), kind: 'note', summary: 'Called: interested in a September intake, will send transcripts.', by_id: ownerId });
      if (level >= 2) events.push({ at: at(48), kind: 'stage', summary: 'Consultation booked', by_id: null });
      if (level >= 3) events.push({ at: at(24 * 6), kind: 'registration', summary: 'Registered (e-mail address confirmed)', by_id: null });
      if (level >= 3) events.push({ at: at(24 * 6), kind: 'stage', summary: 'Registered: now a student', by_id: null });
      if (applied) events.push({ at: applied, kind: 'stage', summary: 'Application submitted', by_id: null });
      if (level >= 5) events.push({ at: at(24 * 60), kind: 'stage', summary: 'Enrolled', by_id: null });
      if (lost) events.push({ at: at(24 * 10), kind: 'stage', summary: 'Lost', by_id: ownerId });
      await trx('lead_events').insert(events.map((e) => ({ lead_id: leadId, ...e, by_id: e.by_id ?? null })));
      // Those who registered are demo students, with their owner as adviser.
      if (level >= 3) {
        const [student] = (await trx('users')
          .insert({ firstname, lastname, email, role: 'user', password: null, email_verified_at: at(24 * 6), adviser_id: ownerId, preferred_destinations: destination ? [destination] : [], created_at: at(24 * 6) })
          .returning('id')) as Array<{ id: number }>;
        await trx('leads').where({ id: leadId }).update({ student_id: Number(student!.id) });
      }
    }
  });
}

// ---- Demo applications and plans (decision 0047) ----------------------------------------------------------------------

/** The currency of each demo study country (its slug): deposits, tuition and agreements are in it. */
export const DEMO_CURRENCIES: Record<string, string> = { 'united-kingdom': 'GBP', canada: 'CAD', australia: 'AUD', ireland: 'EUR', 'united-states': 'USD', 'new-zealand': 'NZD', germany: 'EUR', netherlands: 'EUR' };

/** What each demo student who applied has got to: offers to answer, an accepted one on its way, one enrolled. */
const DEMO_APPLICATION_KINDS = ['firm', 'late_reply', 'reply_soon', 'firm_cas', 'deposit'] as const;

/**
 * The demo students who applied (or enrolled) get applications at a university of their destination, with offers,
 * deposits in the country's currency, a visa document and an adviser's task, dated from today so that the plans, the
 * board and the dashboards' alerts always have something to show. Made once: nothing when they have applications.
 */
async function seedDemoApplications(db: Db, now: Date = new Date()): Promise<void> {
  const students = (await db('leads as l')
    .join('users as u', 'u.id', 'l.student_id')
    .whereIn('l.stage', ['applied', 'enrolled'])
    .whereRaw("u.email like '%@example.com'")
    .orderBy('l.id')
    .select('u.id', 'u.adviser_id', 'l.stage', 'l.destinations')) as Array<{ id: number; adviser_id: number | null; stage: string; destinations: string[] }>;
  if (!students.length || (await db('applications').whereIn('student_id', students.map((s) => s.id)).first('id'))) return;
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  // The next September intake at least seven months away, and the one before it (now under way).
  const year = now.getUTCFullYear() + (now.getUTCMonth() >= 2 ? 1 : 0);
  const [nextIntake, pastIntake] = [`${year}-09`, `${year - 1}-09`];
  const COURSES = ['MSc Data Science', 'BSc Nursing', 'MA International Relations', 'MEng Civil Engineering', 'MSc Public Health', 'BA Business Management'];
  let applied = 0;
  await db.transaction(async (trx) => {
    for (const [index, student] of students.entries()) {
      const slug = student.destinations[0] ?? 'united-kingdom';
      const institution = (await trx('institutions as i').join('countries as c', 'c.id', 'i.country_id').where('c.slug', slug).orderBy('i.id').first('i.id', 'i.name')) as { id: number; name: string } | undefined;
      if (!institution) continue;
      const currency = DEMO_CURRENCIES[slug] ?? 'EUR';
      const course = COURSES[index % COURSES.length]!;
      const enrolled = student.stage === 'enrolled';
      // Those still applying take the kinds in turn, so that even a few show each of them.
      const kind = DEMO_APPLICATION_KINDS[enrolled ? 0 : applied++ % DEMO_APPLICATION_KINDS.length]!;
      const values: Record<string, unknown> = enrolled
        ? { stage: 'enrolled', intake: pastIntake, reply: 'firm', tuition_amount: 2_450_000, tuition_currency: currency }
        : {
            reply_soon: { stage: 'conditional_offer', offer_conditions: 'IELTS Academic 6.5 overall, no band below 6.0', reply_by: day(5), deposit_amount: 150_000, deposit_currency: currency, deposit_due: day(30) },
            firm: { stage: 'accepted', reply: 'firm', reply_by: day(-10), deposit_amount: 200_000, deposit_currency: currency, deposit_due: day(12) },
            late_reply: { stage: 'unconditional_offer', reply_by: day(-2) },
            deposit: { stage: 'conditional_offer', offer_conditions: 'A final transcript showing a 2:1 or equivalent', reply_by: day(21), deposit_amount: 100_000, deposit_currency: currency, deposit_due: day(40) },
            firm_cas: { stage: 'accepted', reply: 'firm', reply_by: day(-20), deposit_amount: 150_000, deposit_currency: currency, deposit_due: day(-12), deposit_paid_on: day(-14), visa_document_kind: 'CAS', visa_document_number: `E4G7K${String(index).padStart(6, '0')}`, visa_document_issued_on: day(-3), visa_document_valid_until: day(300) },
          }[kind];
      const [row] = (await trx('applications')
        .insert({ student_id: student.id, institution_id: institution.id, course, intake: enrolled ? pastIntake : nextIntake, ...values, created_at: new Date(now.getTime() - 60 * 86_400_000).toISOString() })
        .returning(['id', 'stage'])) as Array<{ id: number; stage: string }>;
      await trx('application_history').insert([
        { application_id: row!.id, stage: 'submitted', by_id: student.adviser_id, note: null, at: new Date(now.getTime() - 50 * 86_400_000).toISOString() },
        { application_id: row!.id, stage: row!.stage, by_id: student.adviser_id, note: null, at: new Date(now.getTime() - 20 * 86_400_000).toISOString() },
      ]);
      if (kind === 'firm' && !enrolled) {
        await trx('plan_tasks').insert({ student_id: student.id, application_id: row!.id, title: 'Send your bank statements for the visa (28 days of funds)', due_on: day(6), created_by: student.adviser_id });
      }
    }
    // Agreements with the universities of the demo's destinations (decision 0048): 15 % of first-year tuition in the
    // country's currency, payable six weeks into the course; the enrolled students' receivables follow from them.
    const institutions = (await trx('institutions as i').join('countries as c', 'c.id', 'i.country_id').select('i.id', 'i.slug', 'c.slug as country')) as Array<{ id: number; slug: string; country: string }>;
    for (const institution of institutions) {
      await trx('agreements').insert({
        institution_id: institution.id,
        valid_from: `${Number(pastIntake.slice(0, 4)) - 1}-01-01`,
        basis: 'first_year_tuition',
        rate_basis_points: 1500,
        currency: DEMO_CURRENCIES[institution.country] ?? 'EUR',
        payable: 'after_census',
        census_weeks: 6,
        finance_email: `finance@${institution.slug}.example`,
      });
    }
    for (const id of (await trx('applications').whereIn('student_id', students.map((s) => s.id)).where('stage', 'enrolled').pluck('id')) as number[]) {
      await syncReceivable({ clock: systemClock }, trx, Number(id));
    }
  });
}
