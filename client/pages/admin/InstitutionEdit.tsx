import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { ImageRef } from '../../../shared/images';
import { paths } from '../../../shared/paths';
import { institutionSchema } from '../../../shared/schemas/study';
import { type Country, type Institution, INSTITUTION_TYPES } from '../../../shared/study';
import { confirmDelete } from '../../components/admin/actions';
import { ImageField } from '../../components/admin/ImageField';
import { AdminPage } from '../../components/AdminPage';
import { Checkbox, FormAlert, SelectField, SubmitButton, TextAreaField, TextField, useForm } from '../../components/form';
import { toast } from '../../components/Toast';
import { Card } from '../../components/ui';
import { apiContext } from '../../lib/context';
import { http } from '../../lib/http';

interface Data {
  institution: Institution | null;
  /** `preset`: the country an "Add institution" link asked for. */
  countries: Array<{ id: number; name: string; preset: boolean }>;
}

export async function loader({ params, request, context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const [institution, countries] = await Promise.all([params.id ? api.adminRecord('institutions', params.id) : null, api.adminList('study-countries', { sort: 'name', per_page: '100' })]);
  // "Add institution" from a filtered list starts in that country.
  const preset = new URL(request.url).searchParams.get('country');
  return { institution, countries: countries.results.map((c: Country) => ({ id: c.id, name: c.name, preset: c.slug === preset })) };
}

export const meta = (data: unknown) => ({ title: (data as Data).institution?.name ?? 'Add institution' });

export default function InstitutionEdit() {
  const { institution, countries } = useLoaderData() as Data;
  const navigate = useNavigate();
  const [logo, setLogo] = useState<ImageRef | null>(institution?.logo ?? null);
  const form = useForm(institutionSchema, {
    name: institution?.name ?? '',
    slug: institution?.slug ?? '',
    country_id: institution?.country.id ?? countries.find((c) => c.preset)?.id ?? 0,
    city: institution?.city ?? '',
    type: (institution?.type ?? 'university') as string,
    website: institution?.website ?? '',
    logo_id: institution?.logo?.id ?? null,
    description: institution?.description ?? '',
    visible: institution?.visible ?? true,
  });
  const text = (name: 'name' | 'slug' | 'city' | 'website') => ({ name, value: form.values[name], error: form.error(name), onChange: (e: { target: { value: string } }) => form.set(name, e.target.value) });

  return (
    <AdminPage title={institution ? institution.name : 'Add institution'} intro="Institutions appear on their country’s page, by name.">
      <Card>
        <form
          noValidate
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit(async (values) => {
              const saved = institution ? await http.put<Institution>(`/api/admin/institutions/${institution.id}`, values) : await http.post<Institution>('/api/admin/institutions', values);
              toast(institution ? 'The institution has been saved.' : 'The institution has been added.');
              await navigate(paths.adminInstitution(saved.id), { replace: true });
            });
          }}
        >
          <FormAlert message={form.message} />
          <div className="form-grid">
            <TextField label="Name" required {...text('name')} />
            <TextField label="Address" hint="Empty: made from the name." {...text('slug')} />
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
            <TextField label="City" {...text('city')} />
            <SelectField label="Type" name="type" options={INSTITUTION_TYPES} value={form.values.type} error={form.error('type')} onChange={(e) => form.set('type', e.target.value)} />
            <TextField label="Website" type="url" inputMode="url" hint="The full address, starting with https://" {...text('website')} />
          </div>
          <TextAreaField label="Description" rows={4} name="description" value={form.values.description} error={form.error('description')} onChange={(e) => form.set('description', e.target.value)} />
          <ImageField
            label="Logo (optional)"
            value={logo}
            error={form.error('logo_id')}
            onChange={(next) => {
              setLogo(next);
              form.set('logo_id', next?.id ?? null);
            }}
          />
          <Checkbox label="Show this institution on the site" name="visible" checked={form.values.visible} onChange={(e) => form.set('visible', e.target.checked)} />
          <div className="form-actions">
            <SubmitButton busy={form.busy}>{institution ? 'Save institution' : 'Add institution'}</SubmitButton>
            <Link to={paths.adminInstitutions()}>Back to institutions</Link>
            {institution && (
              <button
                type="button"
                className="btn btn-danger btn-small push-right"
                onClick={() => void confirmDelete(`institution “${institution.name}”`, `/api/admin/institutions/${institution.id}`).then((done) => done && navigate(paths.adminInstitutions()))}
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
