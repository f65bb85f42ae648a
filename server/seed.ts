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
import { seedConsultationsDemo } from './features/consultations/demo';
import { advanceLead, touchLead } from './features/leads/leads.core';
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

export async function seedDemoContent(db: Db, env: Env): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const started = Date.now();
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
  // Advisers with hours and a few bookings, so that the booking page and the staff list have something to show.
  await seedConsultationsDemo(db, { touchLead, advanceLead });

  await bumpContentVersion(db);
  log.info('demo content seeded', { ms: Date.now() - started });
  return true;
}
