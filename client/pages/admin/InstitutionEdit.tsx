import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { type Country, type Institution, INSTITUTION_TYPES } from '../../../shared/study';
import { ImageField } from '../../components/admin/ImageField';
import { loadRecord, recordMeta, ResourceEditor, useImageField, useResourceForm } from '../../components/admin/resource';
import { Checkbox, SelectField, TextAreaField, TextField } from '../../components/form';
import { apiContext } from '../../lib/context';
import { institutions } from './Institutions';

interface Data {
  institution: Institution | null;
  /** `preset`: the country an "Add institution" link asked for. */
  countries: Array<{ id: number; name: string; preset: boolean }>;
}

export async function loader(args: LoaderFunctionArgs): Promise<Data> {
  const [institution, countries] = await Promise.all([loadRecord(institutions, args), args.context.get(apiContext).adminList('study-countries', { sort: 'name', per_page: '100' })]);
  // "Add institution" from a filtered list starts in that country.
  const preset = new URL(args.request.url).searchParams.get('country');
  return { institution, countries: countries.results.map((c: Country) => ({ id: c.id, name: c.name, preset: c.slug === preset })) };
}

export const meta = (data: unknown) => recordMeta(institutions, (data as Data).institution);

export default function InstitutionEdit() {
  const { institution, countries } = useLoaderData() as Data;
  const form = useResourceForm(institutions, institution, (i) => ({ country_id: i.country.id, logo_id: i.logo?.id ?? null }), { country_id: countries.find((c) => c.preset)?.id ?? 0 });
  const logo = useImageField(form, 'logo_id', institution?.logo);

  return (
    <ResourceEditor resource={institutions} record={institution} form={form} intro="Institutions appear on their country’s page, by name.">
      <div className="form-grid">
        <TextField label="Name" required {...form.text('name')} />
        <TextField label="Address" hint="Empty: made from the name." {...form.text('slug')} />
        <SelectField
          label="Country"
          name="country_id"
          placeholder="Choose a country"
          required
          options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
          value={form.values.country_id ? String(form.values.country_id) : ''}
          error={form.error('country_id')}
          onChange={(e) => form.set('country_id', Number(e.target.value) || 0)}
        />
        <TextField label="City" {...form.text('city')} />
        <SelectField label="Type" options={INSTITUTION_TYPES} {...form.text('type')} />
        <TextField label="Website" type="url" inputMode="url" hint="The full address, starting with https://" {...form.text('website')} />
      </div>
      <TextAreaField label="Description" rows={4} {...form.text('description')} />
      <ImageField label="Logo (optional)" {...logo} />
      <Checkbox label="Show this institution on the site" {...form.check('visible')} />
    </ResourceEditor>
  );
}
