// The blog: drafts and published posts (a future publish date publishes then), and old addresses that answer 301.
import type { Knex } from 'knex';
import type { AdminPost, Post, PostSummary } from '../../../shared/content';
import { listQueryOf, posts as postsResource } from '../../../shared/resources';
import { blogPageQuerySchema } from '../../../shared/schemas/content';
import { slugify } from '../../../shared/slug';
import type { Paged, User } from '../../../shared/types';
import type { Db } from '../../db/knex';
import { fail, parseInput } from '../../http/errors';
import { requireAdminActor } from '../../lib/actors';
import { cleanHtml, textOf } from '../../lib/sanitize';
import { imageRefs, type ImagesService, refOf } from '../images/images.service';
import { adminCalls, createResource } from './resource';

interface PostRow {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  header_image_id: number | null;
  author: string;
  status: 'draft' | 'published';
  published_at: string | null;
  seo_title: string | null;
  seo_description: string | null;
  created_at: string;
  updated_at: string;
}

export const postListQuery = listQueryOf(postsResource);

/** Published and due: what visitors may see. */
const live = (q: Knex.QueryBuilder) => q.where('status', 'published').andWhere('published_at', '<=', q.client.raw('now()'));

export function createPosts(deps: { db: Db; images: ImagesService }) {
  const { db, images } = deps;
  const resource = createResource(db, {
    table: 'posts',
    resource: postsResource,
    search: ['title', 'excerpt', 'author'],
    sorts: { published_at: { column: 'published_at' }, title: { column: 'title', text: true }, status: { column: 'status' }, updated_at: { column: 'updated_at' } },
    async toOut(rows: PostRow[]): Promise<AdminPost[]> {
      const refs = await imageRefs(db, rows.map((r) => r.header_image_id));
      return rows.map((r) => ({
        id: Number(r.id),
        title: r.title,
        slug: r.slug,
        excerpt: r.excerpt,
        body: r.body,
        header_image: refOf(refs, r.header_image_id),
        author: r.author,
        status: r.status,
        published_at: r.published_at,
        seo_title: r.seo_title,
        seo_description: r.seo_description,
        created_at: r.created_at,
        updated_at: r.updated_at,
      }));
    },
  });

  const summary = (p: AdminPost): PostSummary => ({ id: p.id, title: p.title, slug: p.slug, excerpt: p.excerpt, header_image: p.header_image, author: p.author, published_at: p.published_at });
  const publicPost = (p: AdminPost): Post => ({ ...summary(p), body: p.body, seo_title: p.seo_title, seo_description: p.seo_description, updated_at: p.updated_at });

  async function toRow(input: unknown, current?: PostRow): Promise<Partial<PostRow>> {
    const v = parseInput(postsResource.schema, input);
    await images.require(v.header_image_id);
    const slug = v.slug || slugify(v.title);
    if (!slug) throw fail.field('slug', 'Give the post an address.');
    const taken = await db('posts').where({ slug }).whereNot({ id: current?.id ?? 0 }).first();
    const retired = await db('post_slugs').where({ slug }).whereNot({ post_id: current?.id ?? 0 }).first();
    if (taken || retired) throw fail.field('slug', 'This address is already used by another post.');
    const body = cleanHtml(v.body);
    const publishedAt = v.published_at ? new Date(v.published_at).toISOString() : v.status === 'published' ? (current?.published_at ?? new Date().toISOString()) : null;
    return {
      title: v.title,
      slug,
      excerpt: v.excerpt || textOf(body).slice(0, 280),
      body,
      header_image_id: v.header_image_id,
      author: v.author,
      status: v.status,
      published_at: publishedAt,
      seo_title: v.seo_title,
      seo_description: v.seo_description,
    };
  }

  return {
    /** Public list: published and due, newest first. */
    async page(query: unknown): Promise<Paged<PostSummary>> {
      const q = parseInput(blogPageQuerySchema, query);
      const [{ count }] = (await db('posts').modify(live).count({ count: '*' })) as [{ count: number }];
      const rows = (await db('posts')
        .modify(live)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page)) as PostRow[];
      const posts = await Promise.all(rows.map((r) => resource.one(Number(r.id))));
      return { results: posts.map(summary), total: Number(count), page: q.page, per_page: q.per_page };
    },

    /** A live post by its address; an old address of a live post gives `moved` (the page answers 301). */
    async bySlug(slug: string): Promise<{ post: Post } | { moved: string }> {
      const row = (await db('posts').modify(live).where({ slug }).first()) as PostRow | undefined;
      if (row) return { post: publicPost(await resource.one(Number(row.id))) };
      const old = await db('post_slugs as s').join('posts as p', 'p.id', 's.post_id').where('s.slug', slug).modify(live).first<{ slug: string }>('p.slug');
      if (old) return { moved: old.slug };
      throw fail.notFound('No such post.');
    },

    /** Every live post's address and last change (sitemap). */
    async sitemap(): Promise<Array<{ slug: string; updated_at: string }>> {
      return db('posts').modify(live).orderBy('published_at', 'desc').select('slug', 'updated_at');
    },

    admin: {
      ...adminCalls(resource, postListQuery, (input) => toRow(input)),
      /** A published post whose address changes keeps the old one, answering 301. */
      async update(actor: User | null, id: number, input: unknown) {
        const by = requireAdminActor(actor);
        const current = await resource.row(id);
        const values = await toRow(input, current);
        // The old address is kept only if the post itself is saved: one transaction.
        await db.transaction(async (trx) => {
          if (values.slug !== current.slug) {
            await trx('post_slugs').where({ slug: values.slug, post_id: id }).delete();
            if (current.status === 'published') await trx('post_slugs').insert({ slug: current.slug, post_id: id }).onConflict('slug').ignore();
          }
          await resource.update(id, values, { by, trx });
        });
        return resource.one(id);
      },
    },
  };
}

export type Posts = ReturnType<typeof createPosts>;
