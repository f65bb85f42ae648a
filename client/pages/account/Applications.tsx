// The student's applications: each with its stage, facts, offer (with the reply to it) and timeline, a form to
// shortlist a programme, and removal while an application is still on the shortlist.
import { useId } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { type Application, isClosedStage, STUDENT_REMOVABLE_STAGE } from '../../../shared/workflow';
import { SubmitButton, SubmitForm, TextField, useForm } from '../../components/form';
import { toast } from '../../components/Toast';
import { Card, HeaderBanner } from '../../components/ui';
import { ApplicationFacts, type InstitutionChoice, InstitutionSelect, StageBadge, Timeline, toInstitutionChoices } from '../../components/workflow/applications';
import { Link } from '../../components/Link';
import { OfferSection } from '../../components/workflow/Offer';
import { KeptMarkup } from '../../components/StaticPart';
import { type ShortlistValues, shortlistSchema } from '../../components/workflow/forms';
import { apiContext } from '../../lib/context';
import { dialogs } from '../../lib/dialogs';
import { api, HttpError } from '../../lib/http';
import { useT } from '../../lib/i18n';
import { useKnownText } from '../../lib/known-texts';

interface Data {
  applications: Application[];
  institutions: InstitutionChoice[];
}

export async function loader({ context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const [applications, institutions] = await Promise.all([api.myApplications(), api.institutions()]);
  return { applications: applications.results, institutions: toInstitutionChoices(institutions) };
}

function ApplicationCard({ application, others, onChanged }: { application: Application; others: Application[]; onChanged: () => void }) {
  const { institution } = application;
  const t = useT();
  const known = useKnownText();
  const title = (
    <>
      {institution.name} <span className="muted">· {institution.country.name}</span>
    </>
  );
  async function removeIt() {
    const what = { institution: institution.name };
    const confirmed = await dialogs.confirm({ title: t('apps.removeTitle', what), text: t('apps.removeText'), confirmText: t('apps.removeConfirm'), danger: true });
    if (!confirmed) return;
    try {
      await api.removeMyApplication({ id: application.id });
    } catch (error) {
      // A 5xx has its own dialog in the http layer.
      if (error instanceof HttpError && error.status >= 500) return;
      const text = error instanceof HttpError ? known(error.body?.message ?? t('form.failed')) : t('form.offline');
      await dialogs.notice({ title: t('apps.removeTitle', what), text, icon: 'warning' });
      return;
    }
    toast(t('apps.removed', what));
    onChanged();
  }
  const remove = () => void removeIt();
  return (
    <Card title={title} className="application" level={2} actions={<StageBadge stage={application.stage} />}>
      {/* With an offer its conditions are shown with the rest of its terms, below, rather than among the facts. */}
      <ApplicationFacts application={application.offer ? { ...application, offer_conditions: null } : application} />
      <OfferSection application={application} others={others} onChanged={onChanged} />
      <h3 className="application-subtitle">{t('apps.history')}</h3>
      <Timeline application={application} />
      {application.stage === STUDENT_REMOVABLE_STAGE && (
        <div className="form-actions">
          <button type="button" className="btn btn-small btn-ghost" onClick={remove}>
            {t('apps.remove')}
          </button>
        </div>
      )}
    </Card>
  );
}

function ShortlistForm({ institutions, onAdded }: { institutions: InstitutionChoice[]; onAdded: () => void }) {
  const id = useId();
  const t = useT();
  const form = useForm<ShortlistValues>(shortlistSchema, { institution_id: '', course: '', intake: '' });
  return (
    <SubmitForm
      form={form}
      action={async (values) => {
        await api.addMyApplication({ ...values, institution_id: Number(values.institution_id) });
        toast(t('apps.added'));
        form.setValues({ institution_id: '', course: '', intake: '' });
        onAdded();
      }}
    >
      <div className="form-grid">
        <InstitutionSelect id={`${id}-institution`} institutions={institutions} value={form.values.institution_id} error={form.error('institution_id')} onChange={(v) => form.set('institution_id', v)} />
        <TextField label={t('apps.course')} {...form.text('course')} maxLength={200} autoComplete="off" hint={t('apps.courseHint')} />
        <TextField label={t('apps.intake')} type="month" {...form.text('intake')} hint={t('apps.intakeHint')} placeholder={t('apps.intakePlaceholder')} />
      </div>
      <div className="form-actions">
        <SubmitButton busy={form.busy}>{t('apps.add')}</SubmitButton>
      </div>
    </SubmitForm>
  );
}

/** The student's other open offers for the same intake as `application`: a reply to one leaves these as they are. */
const otherOffers = (applications: Application[], application: Application) =>
  applications.filter((other) => other.id !== application.id && other.intake === application.intake && other.offer !== null && !isClosedStage(other.stage));

export default function Applications() {
  const { applications, institutions } = useLoaderData() as Data;
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const t = useT();
  return (
    <>
      <HeaderBanner image="account.svg" title={t('apps.banner')} subtitle={t('apps.bannerLead')} />
      <div className="container section admin-stack">
        <p className="plan-link">
          <Link to={paths.accountPlan()}>{t('apps.toPlan')}</Link>
        </p>
        {/* The applications and the form as first drawn: the server render reuses their markup for this viewer until
            their data changes. */}
        <KeptMarkup id="my-applications" as="div">
          {applications.length === 0 ? (
            <Card title={t('apps.yours')}>
              <p className="muted">{t('apps.none')}</p>
            </Card>
          ) : (
            <section aria-label={t('apps.yours')} className="admin-stack">
              {applications.map((application) => (
                <ApplicationCard key={application.id} application={application} others={otherOffers(applications, application)} onChanged={refresh} />
              ))}
            </section>
          )}
        </KeptMarkup>
        <KeptMarkup id="shortlist-form" as="div">
          {() => (
            <Card title={t('apps.shortlist')}>
              <ShortlistForm institutions={institutions} onAdded={refresh} />
            </Card>
          )}
        </KeptMarkup>
      </div>
    </>
  );
}
