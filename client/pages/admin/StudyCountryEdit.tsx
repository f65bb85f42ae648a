import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { ImageRef } from '../../../shared/images';
import { paths } from '../../../shared/paths';
import { countrySchema } from '../../../shared/schemas/study';
import type { Country, RequiredDocument } from '../../../shared/study';
import { confirmDelete } from '../../components/admin/actions';
import { ImageField } from '../../components/admin/ImageField';
import { RequiredDocumentsEditor } from '../../components/admin/RequiredDocuments';
import { RichTextEditor } from '../../components/admin/RichTextEditor';
import { AdminPage } from '../../components/AdminPage';
import { Flag } from '../../components/Flag';
import { Checkbox, FormAlert, SubmitButton, TextAreaField, TextField, useForm } from '../../components/form';
import { toast } from '../../components/Toast';
import { Card } from '../../components/ui';
import { apiContext } from '../../lib/context';
import { http } from '../../lib/http';

export function loader({ params, context }: LoaderFunctionArgs): Promise<Country> | null {
  return params.id ? context.get(apiContext).adminRecord('study-countries', params.id) : null;
}

export const meta = (data: unknown) => ({ title: data ? (data as Country).name : 'Add study country' });

const FACTS = [
  ['tuition', 'Tuition', 'Typical yearly fees, e.g. “£11,000–£38,000 a year for undergraduates”.'],
  ['living_costs', 'Living costs', 'What a student needs a year, and what the visa asks to see.'],
  ['work_rights', 'Work rights', 'Hours allowed during study, and the post-study work visa.'],
  ['intakes', 'Intakes', 'When courses start and when to apply.'],
  ['visa_notes', 'Student visa', 'The visa’s name, its key documents and processing times.'],
] as const;

type FactKey = (typeof FACTS)[number][0];

const today = () => new Date().toISOString().slice(0, 10);

export default function StudyCountryEdit() {
  const country = useLoaderData() as Country | null;
  const navigate = useNavigate();
  const [image, setImage] = useState<ImageRef | null>(country?.header_image ?? null);
  const form = useForm(countrySchema, {
    name: country?.name ?? '',
    slug: country?.slug ?? '',
    flag: country?.flag ?? '',
    summary: country?.summary ?? '',
    body: country?.body ?? '',
    header_image_id: country?.header_image?.id ?? null,
    tuition: country?.facts.tuition ?? '',
    living_costs: country?.facts.living_costs ?? '',
    work_rights: country?.facts.work_rights ?? '',
    intakes: country?.facts.intakes ?? '',
    visa_notes: country?.facts.visa_notes ?? '',
    facts_checked_on: country?.facts_checked_on ?? '',
    visible: country?.visible ?? true,
    required_documents: (country?.required_documents ?? []) as RequiredDocument[],
  });
  const text = (name: 'name' | 'slug' | 'flag' | 'facts_checked_on') => ({ name, value: form.values[name], error: form.error(name), onChange: (e: { target: { value: string } }) => form.set(name, e.target.value) });
  const fact = (name: FactKey) => ({ name, value: form.values[name], error: form.error(name), onChange: (e: { target: { value: string } }) => form.set(name, e.target.value) });

  return (
    <AdminPage
      title={country ? country.name : 'Add study country'}
      intro={
        country ? (
          <Link to={paths.country(country.slug)} target="_blank">
            View the country’s page
          </Link>
        ) : (
          'A destination on the Study Abroad pages.'
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
              const saved = country ? await http.put<Country>(`/api/admin/study-countries/${country.id}`, values) : await http.post<Country>('/api/admin/study-countries', values);
              toast(country ? 'The country has been saved.' : 'The country has been added.');
              await navigate(paths.adminStudyCountry(saved.id), { replace: true });
            });
          }}
        >
          <FormAlert message={form.message} />
          <div className="form-grid">
            <TextField label="Name" required {...text('name')} />
            <TextField label="Address" hint="The last part of /countries/…; empty: made from the name." {...text('slug')} />
            <div className="flag-field">
              <TextField label="Flag (country code)" hint="Two letters, e.g. gb, ca, au." maxLength={2} autoCapitalize="none" {...text('flag')} />
              {/^[a-z]{2}$/i.test(form.values.flag) && <Flag code={form.values.flag.toLowerCase()} size={28} />}
            </div>
            <Checkbox label="Show this country on the site" name="visible" checked={form.values.visible} onChange={(e) => form.set('visible', e.target.checked)} />
          </div>
          <TextAreaField label="Summary" rows={2} maxLength={300} hint="One or two sentences for the country cards." name="summary" value={form.values.summary} error={form.error('summary')} onChange={(e) => form.set('summary', e.target.value)} />
          <ImageField
            label="Header image (optional)"
            value={image}
            error={form.error('header_image_id')}
            onChange={(next) => {
              setImage(next);
              form.set('header_image_id', next?.id ?? null);
            }}
          />
          <RichTextEditor label="Overview" name="body" value={form.values.body} error={form.error('body')} onChange={(html) => form.set('body', html)} />

          <fieldset className="fieldset fieldset-section">
            <legend>Facts</legend>
            {FACTS.map(([name, label, hint]) => (
              <TextAreaField key={name} label={label} hint={hint} rows={3} {...fact(name)} />
            ))}
            <div className="form-inline">
              <TextField label="Facts last checked" type="date" max={today()} {...text('facts_checked_on')} />
              <button type="button" className="btn btn-small btn-ghost" onClick={() => form.set('facts_checked_on', today())}>
                Checked today
              </button>
            </div>
          </fieldset>

          <RequiredDocumentsEditor value={form.values.required_documents} errors={form.errors} onChange={(next) => form.set('required_documents', next)} />

          <div className="form-actions">
            <SubmitButton busy={form.busy}>{country ? 'Save country' : 'Add country'}</SubmitButton>
            <Link to={paths.adminStudyCountries()}>Back to study countries</Link>
            {country && (
              <button
                type="button"
                className="btn btn-danger btn-small push-right"
                onClick={() => void confirmDelete(`study country “${country.name}”`, `/api/admin/study-countries/${country.id}`).then((done) => done && navigate(paths.adminStudyCountries()))}
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
