import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { AdminWidget } from '../../../shared/content';
import type { ImageRef } from '../../../shared/images';
import { paths } from '../../../shared/paths';
import { widgetSchema } from '../../../shared/schemas/content';
import { confirmDelete } from '../../components/admin/actions';
import { ImageField } from '../../components/admin/ImageField';
import { RichTextEditor } from '../../components/admin/RichTextEditor';
import { AdminPage } from '../../components/AdminPage';
import { FormAlert, SelectField, SubmitButton, TextField, useForm } from '../../components/form';
import { toast } from '../../components/Toast';
import { Card } from '../../components/ui';
import { apiContext } from '../../lib/context';
import { http } from '../../lib/http';

export function loader({ params, context }: LoaderFunctionArgs): Promise<AdminWidget | null> | null {
  return params.id ? context.get(apiContext).adminRecord('widgets', params.id) : null;
}

export const meta = (data: unknown) => ({ title: data ? `Widget ${(data as AdminWidget).name}` : 'Add widget' });

const kinds = [
  { value: 'html', label: 'Text (rich text)' },
  { value: 'image', label: 'Image with a link' },
];

export default function WidgetEdit() {
  const widget = useLoaderData() as AdminWidget | null;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const form = useForm(widgetSchema, {
    name: widget?.name ?? search.get('name') ?? '',
    title: widget?.title ?? '',
    kind: (widget?.kind ?? 'html') as string,
    html: widget?.html ?? '',
    image_id: widget?.image?.id ?? null,
    link_url: widget?.link_url ?? '',
    alt: widget?.alt ?? '',
  });
  const [image, setImage] = useState<ImageRef | null>(widget?.image ?? null);

  return (
    <AdminPage
      title={widget ? `Widget “${widget.name}”` : 'Add widget'}
      intro={
        widget?.pages.length ? (
          <>
            Shown on{' '}
            {widget.pages.map((p, i) => (
              <span key={p}>
                {i > 0 && ', '}
                <Link to={p}>{p}</Link>
              </span>
            ))}
            .
          </>
        ) : (
          'Pages show a widget by its name. Scripts and unsafe links are removed when you save.'
        )
      }
    >
      <Card>
        <form
          noValidate
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit(async (values) => {
              const saved = widget ? await http.put<AdminWidget>(`/api/admin/widgets/${widget.id}`, values) : await http.post<AdminWidget>('/api/admin/widgets', values);
              toast(widget ? 'The widget has been saved.' : 'The widget has been created.');
              await navigate(paths.adminWidget(saved.id), { replace: true });
            });
          }}
        >
          <FormAlert message={form.message} />
          <div className="form-grid">
            <TextField label="Name" name="name" required hint="Lower-case letters and hyphens, e.g. home-intro." value={form.values.name} error={form.error('name')} onChange={(e) => form.set('name', e.target.value)} />
            <TextField label="Title" name="title" required hint="A label for staff." value={form.values.title} error={form.error('title')} onChange={(e) => form.set('title', e.target.value)} />
            <SelectField label="Kind" name="kind" options={kinds} value={form.values.kind} error={form.error('kind')} onChange={(e) => form.set('kind', e.target.value)} />
          </div>
          {form.values.kind === 'image' ? (
            <div className="form-grid">
              <ImageField
                label="Image"
                value={image}
                error={form.error('image_id')}
                onChange={(next) => {
                  setImage(next);
                  form.set('image_id', next?.id ?? null);
                }}
              />
              <div className="form">
                <TextField label="Alternative text" name="alt" required hint="What the image shows, for people who cannot see it." value={form.values.alt ?? ''} error={form.error('alt')} onChange={(e) => form.set('alt', e.target.value)} />
                <TextField label="Link (optional)" name="link_url" hint="A site path such as /contact, or a full https:// address." value={form.values.link_url ?? ''} error={form.error('link_url')} onChange={(e) => form.set('link_url', e.target.value)} />
              </div>
            </div>
          ) : (
            <RichTextEditor label="Content" name="html" value={form.values.html} error={form.error('html')} onChange={(html) => form.set('html', html)} />
          )}
          <div className="form-actions">
            <SubmitButton busy={form.busy}>{widget ? 'Save widget' : 'Create widget'}</SubmitButton>
            <Link to={paths.adminWidgets()}>Back to widgets</Link>
            {widget && (
              <button
                type="button"
                className="btn btn-danger btn-small push-right"
                onClick={() => void confirmDelete(`widget “${widget.name}”`, `/api/admin/widgets/${widget.id}`).then((done) => done && navigate(paths.adminWidgets()))}
              >
                Delete
              </button>
            )}
          </div>
        </form>
      </Card>
    </AdminPage>
  );
}
