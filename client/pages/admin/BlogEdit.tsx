import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { AdminPost } from '../../../shared/content';
import { slugify } from '../../../shared/slug';
import { ImageField } from '../../components/admin/ImageField';
import { PublishStatus } from '../../components/admin/publishing';
import { loadRecord, recordMeta, ResourceEditor, useImageField, useResourceForm } from '../../components/admin/resource';
import { RichTextEditor } from '../../components/admin/RichTextEditor';
import { TextField } from '../../components/form';
import { posts } from './Blog';

export const loader = (args: LoaderFunctionArgs) => loadRecord(posts, args);

export const meta = (data: unknown) => recordMeta(posts, data as AdminPost | null);

export default function BlogEdit() {
  const post = useLoaderData() as AdminPost | null;
  const form = useResourceForm(posts, post, (p) => ({ header_image_id: p.header_image?.id ?? null }));
  const image = useImageField(form, 'header_image_id', post?.header_image);

  return (
    <ResourceEditor
      resource={posts}
      record={post}
      form={form}
      intro={post ? <PublishStatus record={post} /> : 'A post with a future publish date goes live on that date.'}
    >
      <TextField label="Title" required {...form.text('title')} />
      <TextField
        label="Address"
        hint={`The post lives at /blog/${form.values.slug || slugify(form.values.title) || '…'}. Changing the address of a published post keeps the old one working.`}
        {...form.text('slug')}
      />
      <TextField label="Author" hint="Name and role, e.g. Hannah Okoye, Senior Adviser" {...form.text('author')} />
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
