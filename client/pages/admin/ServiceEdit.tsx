import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { SERVICE_ICONS, type GallerySummary, type Service } from '../../../shared/content';
import { capitalize } from '../../../shared/format';
import { ImageField } from '../../components/admin/ImageField';
import { loadRecord, recordMeta, ResourceEditor, useImageField, useResourceForm } from '../../components/admin/resource';
import { RichTextEditor } from '../../components/admin/RichTextEditor';
import { SelectField, TextField } from '../../components/form';
import { apiContext } from '../../lib/context';
import { services } from './Services';

interface Data {
  service: Service | null;
  galleries: GallerySummary[];
}

export async function loader(args: LoaderFunctionArgs): Promise<Data> {
  const [service, galleries] = await Promise.all([loadRecord(services, args), args.context.get(apiContext).adminList('galleries', { per_page: '100' })]);
  return { service, galleries: galleries.results };
}

export const meta = (data: unknown) => recordMeta(services, (data as Data).service);

const audiences = [
  { value: 'students', label: 'Students' },
  { value: 'institutions', label: 'Institutions' },
];
const icons = SERVICE_ICONS.map((i) => ({ value: i, label: capitalize(i) }));

export default function ServiceEdit() {
  const { service, galleries } = useLoaderData() as Data;
  const form = useResourceForm(services, service, (s) => ({ header_image_id: s.header_image?.id ?? null }));
  const image = useImageField(form, 'header_image_id', service?.header_image);

  return (
    <ResourceEditor resource={services} record={service} form={form} intro="Services appear on the services pages in the order of the list.">
      <div className="form-grid">
        <SelectField label="For" options={audiences} {...form.text('audience')} />
        <SelectField label="Icon" options={icons} {...form.text('icon')} />
        <TextField label="Name" required {...form.text('name')} />
        <TextField label="Address (anchor)" hint="Empty: made from the name." {...form.text('slug')} />
      </div>
      <TextField label="Summary" required hint="One sentence for cards and the home page." {...form.text('summary')} />
      <ImageField label="Header image (optional)" {...image} />
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
    </ResourceEditor>
  );
}
