import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import { paths } from '../../../shared/paths';
import type { Country } from '../../../shared/study';
import { ImageField } from '../../components/admin/ImageField';
import { RequiredDocumentsEditor } from '../../components/admin/RequiredDocuments';
import { FiguresEditor } from '../../components/admin/FiguresEditor';
import { loadRecord, recordMeta, ResourceEditor, useImageField, useResourceForm } from '../../components/admin/resource';
import { RichTextEditor } from '../../components/admin/RichTextEditor';
import { Flag } from '../../components/Flag';
import { Checkbox, TextAreaField, TextField } from '../../components/form';
import { countries } from './StudyCountries';

export const loader = (args: LoaderFunctionArgs) => loadRecord(countries, args);

export const meta = (data: unknown) => recordMeta(countries, data as Country | null);

const FACTS = [
  ['tuition', 'Tuition', 'Typical yearly fees, e.g. “£11,000–£38,000 a year for undergraduates”.'],
  ['living_costs', 'Living costs', 'What a student needs a year, and what the visa asks to see.'],
  ['work_rights', 'Work rights', 'Hours allowed during study, and the post-study work visa.'],
  ['intakes', 'Intakes', 'When courses start and when to apply.'],
  ['visa_notes', 'Student visa', 'The visa’s name, its key documents and processing times.'],
] as const;

const today = () => new Date().toISOString().slice(0, 10);

const PLAN_RULES_HINT =
  'Take these from the destination’s official student-visa guidance (e.g. UKVI for the UK, IRCC for Canada, Home Affairs for Australia, the U.S. Department of State) and check them with the other facts each year.';

/** An emptied rule is left out of the body, so the country keeps the one it has (a new one: the default). */
function withPlanRules<V extends { visa_processing_weeks: string; passport_valid_months_after_intake: string }>(values: V) {
  const body: Record<string, unknown> = { ...values };
  for (const key of ['visa_processing_weeks', 'passport_valid_months_after_intake'] as const) if (values[key].trim() === '') delete body[key];
  return body;
}

export default function StudyCountryEdit() {
  const country = useLoaderData() as Country | null;
  const form = useResourceForm(countries, country, (c) => ({
    header_image_id: c.header_image?.id ?? null,
    ...c.facts,
    visa_processing_weeks: String(c.visa_processing_weeks),
    passport_valid_months_after_intake: String(c.passport_valid_months_after_intake),
  }));
  const image = useImageField(form, 'header_image_id', country?.header_image);
  const intro = country ? (
    <Link to={paths.country(country.slug)} target="_blank">
      View the country’s page
    </Link>
  ) : (
    'A destination on the Study Abroad pages.'
  );

  return (
    <ResourceEditor resource={countries} record={country} form={form} intro={intro} toBody={withPlanRules}>
      <div className="form-grid">
        <TextField label="Name" required {...form.text('name')} />
        <TextField label="Address" hint="The last part of /countries/…; empty: made from the name." {...form.text('slug')} />
        <div className="flag-field">
          <TextField label="Flag (country code)" hint="Two letters, e.g. gb, ca, au." maxLength={2} autoCapitalize="none" {...form.text('flag')} />
          {/^[a-z]{2}$/i.test(form.values.flag) && <Flag code={form.values.flag.toLowerCase()} size={28} />}
        </div>
        <Checkbox label="Show this country on the site" {...form.check('visible')} />
      </div>
      <TextAreaField label="Summary" rows={2} maxLength={300} hint="One or two sentences for the country cards." {...form.text('summary')} />
      <ImageField label="Header image (optional)" {...image} />
      <RichTextEditor label="Overview" name="body" value={form.values.body} error={form.error('body')} onChange={(html) => form.set('body', html)} />

      <fieldset className="fieldset fieldset-section">
        <legend>Facts</legend>
        {FACTS.map(([name, label, hint]) => (
          <TextAreaField key={name} label={label} hint={hint} rows={3} {...form.text(name)} />
        ))}
        <fieldset className="fieldset staff-plan-rules" aria-describedby="staff-plan-rules-hint">
          <legend>The student’s plan</legend>
          <p className="field-hint" id="staff-plan-rules-hint">
            {PLAN_RULES_HINT}
          </p>
          <div className="form-grid">
            <TextField label="Visa processing (weeks)" type="number" inputMode="numeric" min={0} max={104} step={1} hint="The plan’s visa step falls this long, and two weeks more, before the course starts." {...form.text('visa_processing_weeks')} />
            <TextField label="Passport valid after the course starts (months)" type="number" inputMode="numeric" min={0} max={60} step={1} hint="The plan warns when a student’s passport ends sooner." {...form.text('passport_valid_months_after_intake')} />
          </div>
        </fieldset>
        <div className="form-inline">
          <TextField label="Facts last checked" type="date" max={today()} {...form.text('facts_checked_on')} />
          <button type="button" className="btn btn-small btn-ghost" onClick={() => form.set('facts_checked_on', today())}>
            Checked today
          </button>
        </div>
      </fieldset>

      <FiguresEditor value={form.values.figures} errors={form.errors} onChange={(next) => form.set('figures', next)} />

      <RequiredDocumentsEditor value={form.values.required_documents} errors={form.errors} onChange={(next) => form.set('required_documents', next)} />
    </ResourceEditor>
  );
}
