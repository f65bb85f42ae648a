// Images staff upload (gallery photos, post headers, testimonial photos): processed, stored in the public area,
// recorded in PostgreSQL.
import type { Knex } from 'knex';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageRef } from '../../../shared/images';
import type { User } from '../../../shared/types';
import type { Db } from '../../db/knex';
import type { Env } from '../../env';
import { fail } from '../../lib/errors';
import { requireAdminActor } from '../../lib/actors';
import { imageName, recordAudit } from '../../lib/audit';
import type { Bound } from '../../lib/bind';
import { log } from '../../lib/log';
import { processImage } from './process';

export interface ImageRow {
  id: number;
  storage_key: string;
  width: number;
  height: number;
  widths: number[];
  original_name: string | null;
  uploaded_by: number | null;
  created_at: string;
}

export function toImageRef(row: Pick<ImageRow, 'id' | 'storage_key' | 'width' | 'height' | 'widths'>): ImageRef {
  return { id: Number(row.id), key: row.storage_key, width: row.width, height: row.height, widths: row.widths };
}

export const publicUploadsDir = (env: Env) => path.join(env.uploadsDir, 'public');

function newKey(): string {
  const name = randomBytes(20).toString('hex');
  return `images/${name.slice(0, 2)}/${name}`;
}

export interface ImagesDeps {
  db: Db;
  env: Env;
}

/**
 * Processes a picture into a new folder and records it; nothing is left behind when it is refused. `within` runs in
 * the transaction that records it (the audit log's entry).
 */
export async function store(
  d: ImagesDeps,
  input: string | Buffer,
  originalName: string | null,
  uploadedBy: number | null,
  options: { rotate?: 0 | 90 | 180 | 270; within?: (trx: Knex.Transaction, image: ImageRef) => Promise<void> } = {},
): Promise<ImageRef> {
  const { db, env } = d;
  const key = newKey();
  const dir = path.join(publicUploadsDir(env), key);
  try {
    const processed = await processImage(input, dir, { rotate: options.rotate });
    return await db.transaction(async (trx) => {
      const [row] = await trx<ImageRow>('images')
        .insert({ storage_key: key, width: processed.width, height: processed.height, widths: processed.widths, original_name: originalName?.slice(0, 255) ?? null, uploaded_by: uploadedBy } as never)
        .returning('*');
      const ref = toImageRef(row as ImageRow);
      await options.within?.(trx, ref);
      return ref;
    });
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
}

export async function removeFiles(d: ImagesDeps, key: string): Promise<void> {
  const { env } = d;
  await fs.rm(path.join(publicUploadsDir(env), key), { recursive: true, force: true }).catch((error: unknown) => log.error('could not remove image files', { key, error }));
}

export async function upload(d: ImagesDeps, actor: User | null, file: { path: string; originalname: string }): Promise<ImageRef> {
  const admin = requireAdminActor(actor);
  return store(d, file.path, file.originalname, admin.id, {
    within: (trx, image) =>
      recordAudit(trx, admin, { action: 'image.upload', target_type: 'image', target_id: image.id, summary: `${imageName(file.originalname)} (${image.width}×${image.height})` }),
  });
}

export async function find(d: ImagesDeps, id: number): Promise<ImageRow | undefined> {
  const { db } = d;
  return db<ImageRow>('images').where({ id }).first();
}

export async function requireImage(d: ImagesDeps, id: number | null | undefined): Promise<ImageRef | null> {
  const { db } = d;
  if (id === null || id === undefined) return null;
  const row = await db<ImageRow>('images').where({ id }).first();
  if (!row) throw fail.field('image_id', 'That image does not exist. Upload it again.');
  return toImageRef(row);
}

/** A turned copy (new files, new address: caches never show the old orientation); the old files are removed. */
/**
 * Rotates an image: new files from the master, then the row, in one transaction that holds the row's lock, so
 * two rotations of one image run one after the other (the second starts from the first's result, never from files
 * the first has removed). `within` runs in the same transaction (the caller's content-version bump).
 */
export async function rotate(d: ImagesDeps, id: number, degrees: 90 | 180 | 270, within?: (trx: Knex.Transaction) => Promise<void>): Promise<ImageRef> {
  const { db, env } = d;
  let oldKey: string | undefined;
  let key: string | undefined;
  try {
    const ref = await db.transaction(async (trx) => {
      const row = await trx<ImageRow>('images').where({ id }).forUpdate().first();
      if (!row) throw fail.notFound('No such image.');
      oldKey = row.storage_key;
      key = newKey();
      const processed = await processImage(path.join(publicUploadsDir(env), row.storage_key, 'master.jpg'), path.join(publicUploadsDir(env), key), { rotate: degrees });
      const values = { storage_key: key, width: processed.width, height: processed.height, widths: processed.widths };
      await trx('images').where({ id }).update(values);
      await within?.(trx);
      return toImageRef({ ...row, ...values });
    });
    await removeFiles(d, oldKey!);
    return ref;
  } catch (error) {
    // The new files go unless the row refers to them (a lost connection at COMMIT may still have committed).
    if (key) {
      const kept = await db('images').where({ storage_key: key }).first('id').catch(() => true);
      if (!kept) await fs.rm(path.join(publicUploadsDir(env), key), { recursive: true, force: true });
    }
    throw error;
  }
}

/** Deletes an image row and its files. */
export async function remove(d: ImagesDeps, id: number): Promise<void> {
  const { db } = d;
  const row = await db<ImageRow>('images').where({ id }).first();
  if (!row) return;
  await db('images').where({ id }).delete();
  await removeFiles(d, row.storage_key);
}

export const imagesService = {
  store,
  removeFiles,
  upload,
  find,
  require: requireImage,
  rotate,
  remove,
};

export type ImagesService = Bound<ImagesDeps, typeof imagesService>;

/** Loads the images a batch of records points at, in one query. */
export async function imageRefs(db: Db, ids: Array<number | null | undefined>): Promise<Map<number, ImageRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null && id !== undefined).map(Number))];
  const map = new Map<number, ImageRef>();
  if (!wanted.length) return map;
  const rows = await db<ImageRow>('images').whereIn('id', wanted);
  for (const row of rows) map.set(Number(row.id), toImageRef(row));
  return map;
}

export const refOf = (map: Map<number, ImageRef>, id: number | null | undefined) => (id === null || id === undefined ? null : (map.get(Number(id)) ?? null));
