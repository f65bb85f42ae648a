// The student's applications: each with its stage, facts and timeline, a form to shortlist a programme, and removal
// while an application is still on the shortlist.
import { useId } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { type Application, STUDENT_REMOVABLE_STAGE } from '../../../shared/workflow';
import { confirmDelete } from '../../components/admin/actions';
import { SubmitButton, SubmitForm, TextField, useForm } from '../../components/form';
import { toast } from '../../components/Toast';
import { Card, HeaderBanner } from '../../components/ui';
import { ApplicationFacts, type InstitutionChoice, InstitutionSelect, StageBadge, Timeline, toInstitutionChoices } from '../../components/workflow/applications';
import { KeptMarkup } from '../../components/StaticPart';
import { type ShortlistValues, shortlistSchema } from '../../components/workflow/forms';
import { apiContext } from '../../lib/context';
import { api } from '../../lib/http';

interface Data {
  applications: Application[];
  institutions: InstitutionChoice[];
}

export async function loader({ context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const [applications, institutions] = await Promise.all([api.myApplications(), api.institutions()]);
  return { applications: applications.results, institutions: toInstitutionChoices(institutions) };
}

function ApplicationCard({ application, onChanged }: { application: Application; onChanged: () => void }) {
  const { institution } = application;
  const title = (
    <>
      {institution.name} <span className="muted">· {institution.country.name}</span>
    </>
  );
  const remove = () =>
    void confirmDelete(`your application to ${institution.name}`, () => api.removeMyApplication({ id: application.id })).then((done) => done && onChanged());
  return (
    <Card title={title} className="application" level={2} actions={<StageBadge stage={application.stage} />}>
      <ApplicationFacts application={application} />
      <h3 className="application-subtitle">History</h3>
      <Timeline application={application} />
      {application.stage === STUDENT_REMOVABLE_STAGE && (
        <div className="form-actions">
          <button type="button" className="btn btn-small btn-ghost" onClick={remove}>
            Remove from my shortlist
          </button>
        </div>
      )}
    </Card>
  );
}

function ShortlistForm({ institutions, onAdded }: { institutions: InstitutionChoice[]; onAdded: () => void }) {
  const id = useId();
  const form = useForm<ShortlistValues>(shortlistSchema, { institution_id: '', course: '', intake: '' });
  return (
    <SubmitForm
      form={form}
      action={async (values) => {
        await api.addMyApplication({ ...values, institution_id: Number(values.institution_id) });
        toast('The programme is on your shortlist. Your adviser will be in touch.');
        form.setValues({ institution_id: '', course: '', intake: '' });
        onAdded();
      }}
    >
      <div className="form-grid">
        <InstitutionSelect id={`${id}-institution`} institutions={institutions} value={form.values.institution_id} error={form.error('institution_id')} onChange={(v) => form.set('institution_id', v)} />
        <TextField label="Course" {...form.text('course')} maxLength={200} autoComplete="off" hint="For example: MSc Data Science" />
        <TextField label="Intake" type="month" {...form.text('intake')} hint="The month the course starts" placeholder="YYYY-MM" />
      </div>
      <div className="form-actions">
        <SubmitButton busy={form.busy}>Add to my shortlist</SubmitButton>
      </div>
    </SubmitForm>
  );
}

export default function Applications() {
  const { applications, institutions } = useLoaderData() as Data;
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  return (
    <>
      <HeaderBanner image="account.svg" title="Applications" subtitle="Your shortlist and where each application stands." />
      <div className="container section admin-stack">
        {/* The applications and the form as first drawn: the server render reuses their markup for this viewer until
            their data changes. */}
        <KeptMarkup id="my-applications" as="div">
          {applications.length === 0 ? (
            <Card title="Your applications">
              <p className="muted">You have not shortlisted any programmes yet. Add the first one below; your adviser takes it from there.</p>
            </Card>
          ) : (
            <section aria-label="Your applications" className="admin-stack">
              {applications.map((application) => (
                <ApplicationCard key={application.id} application={application} onChanged={refresh} />
              ))}
            </section>
          )}
        </KeptMarkup>
        <KeptMarkup id="shortlist-form" as="div">
          {() => (
            <Card title="Shortlist a programme">
              <ShortlistForm institutions={institutions} onAdded={refresh} />
            </Card>
          )}
        </KeptMarkup>
      </div>
    </>
  );
}
