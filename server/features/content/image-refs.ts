// Loads the images a batch of records points at, in one query.
import type { ImageRef } from '../../../shared/images';
import type { Db } from '../../db/knex';
import { type ImageRow, toImageRef } from '../images/images.service';

export async function imageRefs(db: Db, ids: Array<number | null | undefined>): Promise<Map<number, ImageRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null && id !== undefined).map(Number))];
  const map = new Map<number, ImageRef>();
  if (!wanted.length) return map;
  const rows = await db<ImageRow>('images').whereIn('id', wanted);
  for (const row of rows) map.set(Number(row.id), toImageRef(row));
  return map;
}

export const refOf = (map: Map<number, ImageRef>, id: number | null | undefined) => (id === null || id === undefined ? null : (map.get(Number(id)) ?? null));
