// Photo galleries and their images (captions, order, rotation), shown on /galleries and in the home page slider;
// drafts, publish times and old addresses come with their resource (decision 0035).
import type { Gallery, GalleryImage, GallerySummary } from '../../../shared/content';
import { defaultImageUrl } from '../../../shared/images';
import { paths } from '../../../shared/paths';
import { galleries as galleriesResource, galleryListQuery } from '../../../shared/resources';
import { galleryImageSchema, reorderSchema, rotateSchema } from '../../../shared/schemas/content';
import { slugify } from '../../../shared/slug';
import type { Paged, User } from '../../../shared/types';
import type { Db } from '../../db/knex';
import { fail, parseInput } from '../../lib/errors';
import { requireAdminActor } from '../../lib/actors';
import { imageName, quoted, recordAudit } from '../../lib/audit';
import { imageRefs, type ImagesService } from '../images/images.service';
import { bumpContentVersion } from '../../lib/content-version';
import { createResource, reorderCall } from './resource';

interface GalleryRow {
  id: number;
  title: string;
  slug: string;
  description: string;
  visible: boolean;
  position: number;
  status: Gallery['status'];
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

interface GalleryImageRow {
  id: number;
  gallery_id: number;
  image_id: number;
  caption: string;
  position: number;
}


export function createGalleries(deps: { db: Db; images: ImagesService }) {
  const { db, images } = deps;

  async function imagesOf(galleryIds: number[]): Promise<Map<number, GalleryImage[]>> {
    const out = new Map<number, GalleryImage[]>();
    if (!galleryIds.length) return out;
    const rows = (await db('gallery_images').whereIn('gallery_id', galleryIds).orderBy('position').orderBy('id')) as GalleryImageRow[];
    const refs = await imageRefs(db, rows.map((r) => r.image_id));
    for (const row of rows) {
      const image = refs.get(Number(row.image_id));
      if (!image) continue;
      const list = out.get(Number(row.gallery_id)) ?? [];
      list.push({ id: Number(row.id), image_url: defaultImageUrl(image), caption: row.caption, image, position: row.position });
      out.set(Number(row.gallery_id), list);
    }
    return out;
  }

  const resource = createResource(db, {
    table: 'galleries',
    resource: galleriesResource,
    search: ['title', 'description'],
    sorts: { position: { column: 'position' }, title: { column: 'title', text: true }, updated_at: { column: 'updated_at' } },
    shown: (q, alias) => q.where(alias ? `${alias}.visible` : 'visible', true),
    async toOut(rows: GalleryRow[]): Promise<GallerySummary[]> {
      const all = await imagesOf(rows.map((r) => Number(r.id)));
      return rows.map((r) => {
        const list = all.get(Number(r.id)) ?? [];
        return {
          id: Number(r.id),
          slug: r.slug,
          title: r.title,
          description: r.description,
          image_url: list[0]?.image_url ?? null,
          cover: list[0]?.image ?? null,
          url: paths.gallery(r.slug),
          image_count: list.length,
          visible: r.visible,
          position: r.position,
          status: r.status,
          published_at: r.published_at,
        };
      });
    },
  });

  async function full(row: GalleryRow): Promise<Gallery> {
    const list = (await imagesOf([Number(row.id)])).get(Number(row.id)) ?? [];
    return { id: Number(row.id), slug: row.slug, title: row.title, description: row.description, visible: row.visible, status: row.status, published_at: row.published_at, images: list };
  }

  async function toRow(input: unknown): Promise<Partial<GalleryRow>> {
    const v = parseInput(galleriesResource.schema, input);
    const slug = v.slug || slugify(v.title);
    if (!slug) throw fail.field('slug', 'Give the gallery an address.');
    return { title: v.title, slug, description: v.description, visible: v.visible };
  }

  async function imageRow(galleryId: number, imageId: number): Promise<GalleryImageRow> {
    const row = Number.isSafeInteger(imageId) ? ((await db('gallery_images').where({ id: imageId, gallery_id: galleryId }).first()) as GalleryImageRow | undefined) : undefined;
    if (!row) throw fail.notFound('No such image in this gallery.');
    return row;
  }

  async function admin(actor: User | null, id: number): Promise<Gallery> {
    requireAdminActor(actor);
    return full(await resource.row(id));
  }

  return {
    /** Public: visible, live galleries in display order. */
    list: () => resource.all(resource.visible()),

    /**
     * Public: a visible, live gallery by id or address; an old address gives `moved` (301). `preview` (an admin's):
     * drafts and hidden galleries too.
     */
    async get(idOrSlug: string, preview = false): Promise<{ gallery: Gallery } | { moved: string }> {
      if (/^\d{1,15}$/.test(idOrSlug)) {
        const row = (await db('galleries')
          .modify((q) => (preview ? q : resource.visible()(q)))
          .where({ id: Number(idOrSlug) })
          .first()) as GalleryRow | undefined;
        if (!row) throw fail.notFound('No such gallery.');
        return { gallery: await full(row) };
      }
      const found = await resource.bySlug(idOrSlug, { preview });
      return 'moved' in found ? found : { gallery: await full(found.row) };
    },

    admin: {
      list(actor: User | null, query: unknown): Promise<Paged<GallerySummary>> {
        requireAdminActor(actor);
        return resource.list(parseInput(galleryListQuery, query));
      },
      get: admin,
      async create(actor: User | null, input: unknown) {
        const by = requireAdminActor(actor);
        const created = await resource.insert(await toRow(input), { by, input });
        return admin(actor, created.id);
      },
      async update(actor: User | null, id: number, input: unknown) {
        const by = requireAdminActor(actor);
        await resource.row(id);
        await resource.update(id, await toRow(input), { by, input });
        return admin(actor, id);
      },
      /** The gallery, its image rows, and the image files. */
      async remove(actor: User | null, id: number) {
        const by = requireAdminActor(actor);
        const imageIds = (await db('gallery_images').where({ gallery_id: id }).pluck('image_id')) as number[];
        await resource.remove(id, { by });
        for (const imageId of imageIds) await images.remove(Number(imageId));
      },
      reorder: reorderCall(resource),

      async addImage(actor: User | null, galleryId: number, file: { path: string; originalname: string }, caption: unknown): Promise<Gallery> {
        const me = requireAdminActor(actor);
        const gallery = await resource.row(galleryId);
        const fields = parseInput(galleryImageSchema, { caption: typeof caption === 'string' ? caption : '' });
        const image = await images.store(file.path, file.originalname, me.id);
        try {
          await db.transaction(async (trx) => {
            const [{ max }] = (await trx('gallery_images').where({ gallery_id: galleryId }).max({ max: 'position' })) as [{ max: number | null }];
            const [added] = (await trx('gallery_images').insert({ gallery_id: galleryId, image_id: image.id, caption: fields.caption, position: Number(max ?? 0) + 1 }).returning('id')) as Array<{ id: number }>;
            await bumpContentVersion(trx);
            await recordAudit(trx, me, { action: 'gallery.image_add', target_type: 'gallery', target_id: galleryId, summary: `${quoted(gallery.title)}: image ${Number(added!.id)} added (${imageName(file.originalname)})` });
          });
        } catch (error) {
          await images.remove(image.id);
          throw error;
        }
        return admin(actor, galleryId);
      },
      async updateImage(actor: User | null, galleryId: number, imageId: number, input: unknown): Promise<Gallery> {
        const me = requireAdminActor(actor);
        const row = await imageRow(galleryId, imageId);
        // A PATCH changes what it names: a body without a caption leaves the caption as it is.
        if (!input || typeof input !== 'object' || !('caption' in input)) return admin(actor, galleryId);
        const { caption } = parseInput(galleryImageSchema, input);
        const gallery = await resource.row(galleryId);
        await db.transaction(async (trx) => {
          await trx('gallery_images').where({ id: imageId }).update({ caption });
          await bumpContentVersion(trx);
          const what = row.caption === caption ? 'caption unchanged' : caption ? `caption ${quoted(caption)}` : 'caption removed';
          await recordAudit(trx, me, { action: 'gallery.image_update', target_type: 'gallery', target_id: galleryId, summary: `${quoted(gallery.title)}: image ${imageId}, ${what}` });
        });
        return admin(actor, galleryId);
      },
      async rotateImage(actor: User | null, galleryId: number, imageId: number, input: unknown): Promise<Gallery> {
        const me = requireAdminActor(actor);
        const row = await imageRow(galleryId, imageId);
        const { degrees } = parseInput(rotateSchema, input);
        const gallery = await resource.row(galleryId);
        await images.rotate(Number(row.image_id), degrees, async (trx) => {
          await bumpContentVersion(trx);
          await recordAudit(trx, me, { action: 'gallery.image_rotate', target_type: 'gallery', target_id: galleryId, summary: `${quoted(gallery.title)}: image ${imageId} turned ${degrees}°` });
        });
        return admin(actor, galleryId);
      },
      async removeImage(actor: User | null, galleryId: number, imageId: number): Promise<Gallery> {
        const me = requireAdminActor(actor);
        const row = await imageRow(galleryId, imageId);
        const gallery = await resource.row(galleryId);
        await db.transaction(async (trx) => {
          await trx('gallery_images').where({ id: imageId }).delete();
          await bumpContentVersion(trx);
          await recordAudit(trx, me, { action: 'gallery.image_remove', target_type: 'gallery', target_id: galleryId, summary: `${quoted(gallery.title)}: image ${imageId} removed${row.caption ? ` (${quoted(row.caption)})` : ''}` });
        });
        await images.remove(Number(row.image_id));
        return admin(actor, galleryId);
      },
      async reorderImages(actor: User | null, galleryId: number, input: unknown): Promise<Gallery> {
        const me = requireAdminActor(actor);
        const gallery = await resource.row(galleryId);
        const { ids } = parseInput(reorderSchema, input);
        await db.transaction(async (trx) => {
          const existing = ((await trx('gallery_images').where({ gallery_id: galleryId }).pluck('id')) as Array<number | string>).map(Number);
          if (existing.length !== ids.length || ids.some((id) => !existing.includes(id))) throw fail.field('ids', 'Send every image of the gallery exactly once.');
          for (const [index, id] of ids.entries()) await trx('gallery_images').where({ id }).update({ position: index + 1 });
          await bumpContentVersion(trx);
          await recordAudit(trx, me, { action: 'gallery.image_reorder', target_type: 'gallery', target_id: galleryId, summary: `${quoted(gallery.title)}: images in a new order (${ids.join(', ')})` });
        });
        return admin(actor, galleryId);
      },
    },
  };
}

export type Galleries = ReturnType<typeof createGalleries>;
