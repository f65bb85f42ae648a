import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { AdminPost } from '../../../shared/content';
import { paths } from '../../../shared/paths';
import { slugify } from '../../../shared/slug';
import { ImageField } from '../../components/admin/ImageField';
import { loadRecord, recordMeta, ResourceEditor, useImageField, useResourceForm } from '../../components/admin/resource';
import { RichTextEditor } from '../../components/admin/RichTextEditor';
import { SelectField, TextField } from '../../components/form';
import { PostStatus, posts } from './Blog';

export const loader = (args: LoaderFunctionArgs) => loadRecord(posts, args);

export const meta = (data: unknown) => recordMeta(posts, data as AdminPost | null);

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
  const form = useResourceForm(posts, post, (p) => ({ header_image_id: p.header_image?.id ?? null, published_at: toLocalInput(p.published_at) }));
  const image = useImageField(form, 'header_image_id', post?.header_image);
  const view = post?.status === 'published' && (
    <Link to={paths.blogPost(post.slug)} className="btn btn-ghost">
      View on the site
    </Link>
  );

  return (
    <ResourceEditor
      resource={posts}
      record={post}
      form={form}
      toBody={(values) => ({ ...values, published_at: fromLocalInput(values.published_at) })}
      intro={post ? <PostStatus post={post} /> : 'A post with a future publish date goes live on that date.'}
      actions={view || undefined}
    >
      <TextField label="Title" required {...form.text('title')} />
      <TextField
        label="Address"
        hint={`The post lives at /blog/${form.values.slug || slugify(form.values.title) || '…'}. Changing the address of a published post keeps the old one working.`}
        {...form.text('slug')}
      />
      <div className="form-grid">
        <TextField label="Author" hint="Name and role, e.g. Hannah Okoye, Senior Adviser" {...form.text('author')} />
        <SelectField label="Status" options={statuses} {...form.text('status')} />
        <TextField label="Publish date" type="datetime-local" hint="Empty: now, when you publish." {...form.text('published_at')} />
      </div>
      <ImageField label="Header image" {...image} />
      <TextField label="Excerpt" hint="One or two sentences for lists and search results. Empty: the start of the post." {...form.text('excerpt')} />
      <RichTextEditor label="Body" name="body" value={form.values.body} error={form.error('body')} onChange={(html) => form.set('body', html)} />
      <fieldset className="fieldset">
        <legend>Search engines</legend>
        <div className="form-grid">
          <TextField label="Search title" hint="Empty: the title." {...form.text('seo_title')} />
          <TextField label="Search description" hint="Empty: the excerpt." {...form.text('seo_description')} />
        </div>
      </fieldset>
    </ResourceEditor>
  );
}
