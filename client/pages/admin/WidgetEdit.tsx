import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { AdminWidget } from '../../../shared/content';
import { ImageField } from '../../components/admin/ImageField';
import { loadRecord, recordMeta, ResourceEditor, useImageField, useResourceForm } from '../../components/admin/resource';
import { RichTextEditor } from '../../components/admin/RichTextEditor';
import { SelectField, TextField } from '../../components/form';
import { widgets } from './Widgets';

export const loader = (args: LoaderFunctionArgs) => loadRecord(widgets, args);

export const meta = (data: unknown) => recordMeta(widgets, data as AdminWidget | null);

const kinds = [
  { value: 'html', label: 'Text (rich text)' },
  { value: 'image', label: 'Image with a link' },
];

export default function WidgetEdit() {
  const widget = useLoaderData() as AdminWidget | null;
  const [search] = useSearchParams();
  const form = useResourceForm(widgets, widget, (w) => ({ image_id: w.image?.id ?? null }), { name: search.get('name') ?? '' });
  const image = useImageField(form, 'image_id', widget?.image);
  const shownOn = widget?.pages.map((p, i) => (
    <span key={p}>
      {i > 0 && ', '}
      <Link to={p}>{p}</Link>
    </span>
  ));

  const intro = shownOn?.length ? (
    <>
      Shown on{' '}
      {shownOn}
      .
    </>
  ) : (
    'Pages show a widget by its name. Scripts and unsafe links are removed when you save.'
  );

  return (
    <ResourceEditor resource={widgets} record={widget} form={form} intro={intro}>
      <div className="form-grid">
        <TextField label="Name" required hint="Lower-case letters and hyphens, e.g. home-intro." {...form.text('name')} />
        <TextField label="Title" required hint="A label for staff." {...form.text('title')} />
        <SelectField label="Kind" options={kinds} {...form.text('kind')} />
      </div>
      {form.values.kind === 'image' ? (
        <div className="form-grid">
          <ImageField label="Image" {...image} />
          <div className="form">
            <TextField label="Alternative text" required hint="What the image shows, for people who cannot see it." {...form.text('alt')} />
            <TextField label="Link (optional)" hint="A site path such as /contact, or a full https:// address." {...form.text('link_url')} />
          </div>
        </div>
      ) : (
        <RichTextEditor label="Content" name="html" value={form.values.html} error={form.error('html')} onChange={(html) => form.set('html', html)} />
      )}
    </ResourceEditor>
  );
}
