import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router-dom';
import { Link } from '../../components/Link';
import { SERVICE_ICONS, type GallerySummary, type Service } from '../../../shared/content';
import type { ImageRef } from '../../../shared/images';
import { paths } from '../../../shared/paths';
import { serviceSchema } from '../../../shared/schemas/content';
import { confirmDelete } from '../../components/admin/actions';
import { ImageField } from '../../components/admin/ImageField';
import { RichTextEditor } from '../../components/admin/RichTextEditor';
import { AdminPage } from '../../components/AdminPage';
import { FormAlert, SelectField, SubmitButton, TextField, useForm } from '../../components/form';
import { toast } from '../../components/Toast';
import { Card } from '../../components/ui';
import { apiContext } from '../../lib/context';
import { http } from '../../lib/http';

interface Data {
  service: Service | null;
  galleries: GallerySummary[];
}

export async function loader({ params, context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const [service, galleries] = await Promise.all([params.id ? api.adminRecord('services', params.id) : null, api.adminList('galleries', { per_page: '100' })]);
  return { service, galleries: galleries.results };
}

export const meta = (data: unknown) => ({ title: (data as Data).service?.name ?? 'Add service' });

const audiences = [
  { value: 'students', label: 'Students' },
  { value: 'institutions', label: 'Institutions' },
];
const icons = SERVICE_ICONS.map((i) => ({ value: i, label: i.charAt(0).toUpperCase() + i.slice(1) }));

export default function ServiceEdit() {
  const { service, galleries } = useLoaderData() as Data;
  const navigate = useNavigate();
  const [image, setImage] = useState<ImageRef | null>(service?.header_image ?? null);
  const form = useForm(serviceSchema, {
    audience: (service?.audience ?? 'students') as string,
    name: service?.name ?? '',
    slug: service?.slug ?? '',
    summary: service?.summary ?? '',
    body: service?.body ?? '',
    icon: (service?.icon ?? 'compass') as string,
    header_image_id: service?.header_image?.id ?? null,
    gallery_id: service?.gallery_id ?? null,
  });
  const text = (name: 'name' | 'slug' | 'summary') => ({ name, value: form.values[name], error: form.error(name), onChange: (e: { target: { value: string } }) => form.set(name, e.target.value) });

  return (
    <AdminPage title={service ? service.name : 'Add service'} intro="Services appear on the services pages in the order of the list.">
      <Card>
        <form
          noValidate
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit(async (values) => {
              const saved = service ? await http.put<Service>(`/api/admin/services/${service.id}`, values) : await http.post<Service>('/api/admin/services', values);
              toast(service ? 'The service has been saved.' : 'The service has been created.');
              await navigate(paths.adminService(saved.id), { replace: true });
            });
          }}
        >
          <FormAlert message={form.message} />
          <div className="form-grid">
            <SelectField label="For" name="audience" options={audiences} value={form.values.audience} error={form.error('audience')} onChange={(e) => form.set('audience', e.target.value)} />
            <SelectField label="Icon" name="icon" options={icons} value={form.values.icon} error={form.error('icon')} onChange={(e) => form.set('icon', e.target.value)} />
            <TextField label="Name" required {...text('name')} />
            <TextField label="Address (anchor)" hint="Empty: made from the name." {...text('slug')} />
          </div>
          <TextField label="Summary" required hint="One sentence for cards and the home page." {...text('summary')} />
          <ImageField
            label="Header image (optional)"
            value={image}
            error={form.error('header_image_id')}
            onChange={(next) => {
              setImage(next);
              form.set('header_image_id', next?.id ?? null);
            }}
          />
          <SelectField
            label="Gallery (optional)"
            name="gallery_id"
            placeholder="No gallery"
            options={galleries.map((g) => ({ value: String(g.id), label: g.title }))}
            value={form.values.gallery_id === null ? '' : String(form.values.gallery_id)}
            error={form.error('gallery_id')}
            onChange={(e) => form.set('gallery_id', e.target.value ? Number(e.target.value) : null)}
          />
          <RichTextEditor label="Description" name="body" value={form.values.body} error={form.error('body')} onChange={(html) => form.set('body', html)} />
          <div className="form-actions">
            <SubmitButton busy={form.busy}>{service ? 'Save service' : 'Create service'}</SubmitButton>
            <Link to={paths.adminServices()}>Back to services</Link>
            {service && (
              <button type="button" className="btn btn-danger btn-small push-right" onClick={() => void confirmDelete(`service “${service.name}”`, `/api/admin/services/${service.id}`).then((done) => done && navigate(paths.adminServices()))}>
                Delete
              </button>
            )}
          </div>
        </form>
      </Card>
    </AdminPage>
  );
}
