// Demo content for an empty database: every widget the pages use, services, posts, testimonials, galleries and
// study countries with their institutions,
// with artwork the project draws itself (SVG rendered by sharp). Processed images are cached by content under
// node_modules/.cache so later seeds (tests, fresh data directories) copy them instead of rendering again.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageRef } from '../../shared/images';
import type { Db } from '../db/knex';
import type { Env } from '../env';
import { bumpContentVersion } from '../features/content/content-version';
import { type ImageRow, publicUploadsDir, toImageRef } from '../features/images/images.service';
import { processImage, VARIANT_WIDTHS } from '../features/images/process';
import { log } from '../lib/log';
import { avatarArtwork, blogArtwork, galleryArtwork } from './artwork';
import * as content from './content';
import { countries } from './countries';
import { countryArtwork } from './country-artwork';

const CACHE_DIR = path.resolve('node_modules', '.cache', 'meridian-seed-images');
/** Bump when the image pipeline changes, so cached renders are not reused. */
const PIPELINE = `v1:${VARIANT_WIDTHS.join(',')}`;

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Renders (or copies from the cache) one SVG into the public image area and records it. */
async function seedImage(db: Db, env: Env, svg: string, name: string): Promise<ImageRef> {
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

/** Which illustrated portrait suits each demo student. */
const AVATARS: Record<string, number> = {
  'Adaeze Nwosu': 14,
  'Rohan Iyer': 9,
  'Nguyen Thi Mai': 12,
  'Lucas Almeida': 5,
  'Wanjiru Kamau': 4,
  'Putri Rahayu': 2,
  'Diego Hernández': 10,
  'Ama Owusu': 6,
};

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

  for (const [name, widget] of Object.entries(content.widgets)) {
    await db('widgets').insert({ name, title: widget.title, kind: 'html', html: widget.html });
  }

  for (const [index, gallery] of content.galleries.entries()) {
    const [row] = (await db('galleries')
      .insert({ title: gallery.title, slug: gallery.slug, description: gallery.description, visible: true, position: index + 1 })
      .returning('id')) as Array<{ id: number }>;
    for (const [i, caption] of gallery.captions.entries()) {
      const image = await seedImage(db, env, galleryArtwork(gallery.slug as Parameters<typeof galleryArtwork>[0], i), `${gallery.slug}-${i + 1}.jpg`);
      await db('gallery_images').insert({ gallery_id: row!.id, image_id: image.id, caption, position: i + 1 });
    }
  }

  for (const [index, service] of content.services.entries()) {
    await db('services').insert({ ...service, position: index + 1 });
  }

  for (const [index, post] of content.posts.entries()) {
    const image = await seedImage(db, env, blogArtwork(post.topic, index), `${post.slug}.jpg`);
    await db('posts').insert({
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      body: post.body,
      header_image_id: image.id,
      author: post.author,
      status: 'published',
      published_at: new Date(Date.now() - post.daysAgo * day).toISOString(),
      seo_title: post.seo_title,
      seo_description: post.seo_description,
    });
  }

  for (const [index, country] of countries.entries()) {
    const { institutions, required_documents, ...fields } = country;
    const header = await seedImage(db, env, countryArtwork(country.slug), `${country.slug}.jpg`);
    await db.transaction(async (trx) => {
      const [row] = (await trx('countries')
        .insert({ ...fields, header_image_id: header.id, visible: true, position: index + 1 })
        .returning('id')) as Array<{ id: number }>;
      await trx('country_documents').insert(required_documents.map((doc, i) => ({ country_id: row!.id, kind: doc.kind, note: doc.note, position: i + 1 })));
      await trx('institutions').insert(institutions.map((institution) => ({ ...institution, country_id: row!.id, visible: true })));
    });
  }

  for (const [index, testimonial] of content.testimonials.entries()) {
    const photo = await seedImage(db, env, avatarArtwork(AVATARS[testimonial.name] ?? index), `${testimonial.name}.jpg`);
    await db('testimonials').insert({ ...testimonial, photo_id: photo.id, position: index + 1 });
  }

  await bumpContentVersion(db);
  log.info('demo content seeded', { ms: Date.now() - started });
  return true;
}
