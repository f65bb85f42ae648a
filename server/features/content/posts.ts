// The blog: drafts and published posts (a future publish date publishes then), and old addresses that answer 301 —
// what every resource with `publishing` has through server/features/content/resource.ts (decision 0035).
import type { AdminPost, Post, PostSummary } from '../../../shared/content';
import { postListQuery, posts as postsResource } from '../../../shared/resources';
import { blogPageQuerySchema } from '../../../shared/schemas/content';
import { slugify } from '../../../shared/slug';
import type { Paged } from '../../../shared/types';
import type { Db } from '../../db/knex';
import { fail, parseInput } from '../../lib/errors';
import { cleanHtml, textOf } from '../../lib/sanitize';
import { languageOf } from '../../lib/translations';
import type { LocaleCode } from '../../../shared/i18n/locales';
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
        ...languageOf(r),
      }));
    },
  });

  const summary = (p: AdminPost): PostSummary => ({ id: p.id, title: p.title, slug: p.slug, excerpt: p.excerpt, header_image: p.header_image, author: p.author, published_at: p.published_at, locale: p.locale, fallback: p.fallback });
  const publicPost = (p: AdminPost): Post => ({ ...summary(p), body: p.body, seo_title: p.seo_title, seo_description: p.seo_description, updated_at: p.updated_at });

  /** The post's own fields (its status, publish time and address history are the resource's). */
  async function toRow(input: unknown): Promise<Partial<PostRow>> {
    const v = parseInput(postsResource.schema, input);
    await images.require(v.header_image_id);
    const slug = v.slug || slugify(v.title);
    if (!slug) throw fail.field('slug', 'Give the post an address.');
    const body = cleanHtml(v.body);
    return {
      title: v.title,
      slug,
      excerpt: v.excerpt || textOf(body).slice(0, 280),
      body,
      header_image_id: v.header_image_id,
      author: v.author,
      seo_title: v.seo_title,
      seo_description: v.seo_description,
    };
  }

  return {
    /** Public list: published and due, newest first, in `locale`. */
    async page(query: unknown, locale: LocaleCode): Promise<Paged<PostSummary>> {
      const q = parseInput(blogPageQuerySchema, query);
      const [{ count }] = (await db('posts').modify(resource.visible()).count({ count: '*' })) as [{ count: number }];
      const rows = (await db('posts')
        .modify(resource.visible())
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page)) as PostRow[];
      const posts = await resource.out(rows, locale);
      return { results: posts.map(summary), total: Number(count), page: q.page, per_page: q.per_page };
    },

    /** A live post by its address; an old address of a live post gives `moved` (the page answers 301). `preview`: drafts too. */
    async bySlug(slug: string, preview: boolean, locale: LocaleCode): Promise<{ post: Post } | { moved: string }> {
      const found = await resource.bySlug(slug, { preview });
      return 'moved' in found ? found : { post: publicPost(await resource.one(Number(found.row.id), locale)) };
    },

    /** Every live post's address and last change (sitemap). */
    async sitemap(): Promise<Array<{ slug: string; updated_at: string }>> {
      return db('posts').modify(resource.visible()).orderBy('published_at', 'desc').select('slug', 'updated_at');
    },

    admin: adminCalls(resource, postListQuery, toRow),
  };
}

export type Posts = ReturnType<typeof createPosts>;
