import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { AdminPost } from '../../../shared/content';
import type { ImageRef } from '../../../shared/images';
import { paths } from '../../../shared/paths';
import { postSchema } from '../../../shared/schemas/content';
import { slugify } from '../../../shared/slug';
import { confirmDelete } from '../../components/admin/actions';
import { ImageField } from '../../components/admin/ImageField';
import { RichTextEditor } from '../../components/admin/RichTextEditor';
import { AdminPage } from '../../components/AdminPage';
import { FormAlert, SelectField, SubmitButton, TextField, useForm } from '../../components/form';
import { toast } from '../../components/Toast';
import { Card } from '../../components/ui';
import { apiContext } from '../../lib/context';
import { http } from '../../lib/http';
import { PostStatus } from './Blog';

export function loader({ params, context }: LoaderFunctionArgs): Promise<AdminPost> | null {
  return params.id ? context.get(apiContext).adminRecord('blog', params.id) : null;
}

export const meta = (data: unknown) => ({ title: data ? (data as AdminPost).title : 'Add post' });

/** A date-time input value (local time) from an ISO string, and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');

const statuses = [
  { value: 'draft', label: 'Draft (not on the site)' },
  { value: 'published', label: 'Published (from the publish date)' },
];

export default function BlogEdit() {
  const post = useLoaderData() as AdminPost | null;
  const navigate = useNavigate();
  const [image, setImage] = useState<ImageRef | null>(post?.header_image ?? null);
  const form = useForm(postSchema, {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    body: post?.body ?? '',
    header_image_id: post?.header_image?.id ?? null,
    author: post?.author ?? '',
    status: (post?.status ?? 'draft') as string,
    published_at: toLocalInput(post?.published_at ?? null),
    seo_title: post?.seo_title ?? '',
    seo_description: post?.seo_description ?? '',
  });
  const field = (name: 'title' | 'slug' | 'excerpt' | 'author' | 'seo_title' | 'seo_description') => ({
    name,
    value: (form.values[name] as string | null) ?? '',
    error: form.error(name),
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value),
  });

  return (
    <AdminPage
      title={post ? post.title : 'Add post'}
      intro={post ? <PostStatus post={post} /> : 'A post with a future publish date goes live on that date.'}
      actions={
        post?.status === 'published' ? (
          <Link to={paths.blogPost(post.slug)} className="btn btn-ghost">
            View on the site
          </Link>
        ) : undefined
      }
    >
      <Card>
        <form
          noValidate
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit(async (values) => {
              const body = { ...values, published_at: fromLocalInput(values.published_at ?? '') };
              const saved = post ? await http.put<AdminPost>(`/api/admin/blog/${post.id}`, body) : await http.post<AdminPost>('/api/admin/blog', body);
              toast(post ? 'The post has been saved.' : 'The post has been created.');
              await navigate(paths.adminBlogPost(saved.id), { replace: true });
            });
          }}
        >
          <FormAlert message={form.message} />
          <TextField label="Title" required {...field('title')} />
          <TextField
            label="Address"
            hint={`The post lives at /blog/${form.values.slug || slugify(form.values.title) || '…'}. Changing the address of a published post keeps the old one working.`}
            {...field('slug')}
          />
          <div className="form-grid">
            <TextField label="Author" hint="Name and role, e.g. Hannah Okoye, Senior Adviser" {...field('author')} />
            <SelectField label="Status" name="status" options={statuses} value={form.values.status} error={form.error('status')} onChange={(e) => form.set('status', e.target.value)} />
            <TextField
              label="Publish date"
              name="published_at"
              type="datetime-local"
              hint="Empty: now, when you publish."
              value={form.values.published_at ?? ''}
              error={form.error('published_at')}
              onChange={(e) => form.set('published_at', e.target.value)}
            />
          </div>
          <ImageField
            label="Header image"
            value={image}
            error={form.error('header_image_id')}
            onChange={(next) => {
              setImage(next);
              form.set('header_image_id', next?.id ?? null);
            }}
          />
          <TextField label="Excerpt" hint="One or two sentences for lists and search results. Empty: the start of the post." {...field('excerpt')} />
          <RichTextEditor label="Body" name="body" value={form.values.body} error={form.error('body')} onChange={(html) => form.set('body', html)} />
          <fieldset className="fieldset">
            <legend>Search engines</legend>
            <div className="form-grid">
              <TextField label="Search title" hint="Empty: the title." {...field('seo_title')} />
              <TextField label="Search description" hint="Empty: the excerpt." {...field('seo_description')} />
            </div>
          </fieldset>
          <div className="form-actions">
            <SubmitButton busy={form.busy}>{post ? 'Save post' : 'Create post'}</SubmitButton>
            <Link to={paths.adminBlog()}>Back to the blog</Link>
            {post && (
              <button type="button" className="btn btn-danger btn-small push-right" onClick={() => void confirmDelete(`post “${post.title}”`, `/api/admin/blog/${post.id}`).then((done) => done && navigate(paths.adminBlog()))}>
                Delete
              </button>
            )}
          </div>
        </form>
      </Card>
    </AdminPage>
  );
}
