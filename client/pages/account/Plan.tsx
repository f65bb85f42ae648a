// The student's plan from offer to arrival: what needs attention first, then every step in the server's order with
// its date and status, adviser tasks the student ticks off, and the private calendar feed that follows the plan.
import { useId, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import type { Plan } from '../../../shared/api-client';
import { paths } from '../../../shared/paths';
import type { PlanStatus } from '../../../shared/plan';
import { Link } from '../../components/Link';
import { toast } from '../../components/Toast';
import { Card, HeaderBanner } from '../../components/ui';
import { apiContext } from '../../lib/context';
import { dialogs } from '../../lib/dialogs';
import { api, HttpError } from '../../lib/http';
import { catalogueReady, type MessageId, useT } from '../../lib/i18n';
import { useKnownText } from '../../lib/known-texts';
import { useUserDates } from '../../lib/user-dates';

type Step = Plan['steps'][number];

export function loader({ context }: LoaderFunctionArgs): Promise<Plan> {
  return context.get(apiContext).myPlan();
}

/** Steps the student ticks off themselves are the adviser's tasks: their key names the task. */
const taskId = (key: string): number | null => {
  const match = /^task:(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
};

const needsAttention = (status: PlanStatus) => status === 'late' || status === 'at_risk';

/** The status in words, so that it never rests on colour alone. */
function StatusBadge({ status }: { status: PlanStatus }) {
  const t = useT();
  return <span className={`badge plan-status plan-status-${status}`}>{t(`myplan.status.${status}` as MessageId)}</span>;
}

function StepDate({ dueOn }: { dueOn: string | null }) {
  const t = useT();
  const { day } = useUserDates();
  if (!dueOn) return <span className="plan-date plan-date-none">{t('myplan.noDate')}</span>;
  // Calendar days are read in UTC (useUserDates) so that they never move to the day before.
  return (
    <time className="plan-date" dateTime={dueOn}>
      {day(dueOn)}
    </time>
  );
}

/** The student's answer is written first and the page read again: the server decides every status. */
function TaskToggle({ step, onChanged }: { step: Step; onChanged: () => void }) {
  const t = useT();
  const known = useKnownText();
  const [busy, setBusy] = useState(false);
  const id = taskId(step.key)!;
  const done = step.status === 'done';
  async function toggle() {
    // The outcome's words may not be in the page's own messages: the whole catalogue first.
    await catalogueReady();
    setBusy(true);
    try {
      await api.updateMyTask({ id }, { done: !done });
      toast(t(done ? 'myplan.taskUndone' : 'myplan.taskDone'));
      onChanged();
    } catch (error) {
      // A 5xx has its own dialog in the http layer.
      if (error instanceof HttpError && error.status >= 500) return;
      const text = error instanceof HttpError ? known(error.body?.message ?? t('form.failed')) : t('form.offline');
      await dialogs.notice({ title: t('myplan.taskFailed'), text, icon: 'warning' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn btn-small btn-ghost plan-task-toggle" disabled={busy} onClick={() => void toggle()}>
      {t(done ? 'myplan.markUndone' : 'myplan.markDone')}
      <span className="visually-hidden">: {step.title}</span>
    </button>
  );
}

function StepItem({ step, onChanged }: { step: Step; onChanged: () => void }) {
  return (
    <li className={`plan-step plan-step-${step.status}`} data-step={step.key} data-status={step.status}>
      <div className="plan-step-when">
        <StepDate dueOn={step.due_on} />
      </div>
      <div className="plan-step-body">
        <h3 className="plan-step-title">{step.title}</h3>
        <p className="plan-step-meta">
          <StatusBadge status={step.status} />
        </p>
        {step.reason && <p className="plan-step-reason">{step.reason}</p>}
        {taskId(step.key) !== null && <TaskToggle step={step} onChanged={onChanged} />}
      </div>
    </li>
  );
}

/** Late and at-risk steps first, each with the server's reason. */
function Attention({ steps }: { steps: Step[] }) {
  const t = useT();
  const urgent = steps.filter((step) => needsAttention(step.status));
  if (urgent.length === 0) {
    return <p className="alert alert-success plan-all-clear">{t('myplan.allClear')}</p>;
  }
  return (
    <section className="plan-attention" aria-labelledby="plan-attention-title">
      <h2 id="plan-attention-title" className="plan-attention-title">
        {t('myplan.attention')}
      </h2>
      <p>{t('myplan.attentionLead')}</p>
      <ul className="plan-attention-list">
        {urgent.map((step) => (
          <li key={step.key} className={`plan-alert plan-alert-${step.status}`} data-step={step.key} data-status={step.status}>
            <p className="plan-alert-head">
              <StatusBadge status={step.status} /> <strong>{step.title}</strong> <StepDate dueOn={step.due_on} />
            </p>
            {step.reason && <p className="plan-step-reason">{step.reason}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The feed's address to copy, the same as a webcal: link calendar apps open, and a new key on request. */
function CalendarFeed({ url, onRenewed }: { url: string | undefined; onRenewed: (url: string) => void }) {
  const t = useT();
  const known = useKnownText();
  const id = useId();
  const [busy, setBusy] = useState(false);
  if (!url) return <p className="muted">{t('myplan.noCalendar')}</p>;
  const webcal = `webcal://${url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')}`;

  async function copy() {
    await catalogueReady();
    try {
      await navigator.clipboard.writeText(url!);
      toast(t('myplan.copied'));
    } catch {
      // No clipboard (an insecure origin, a refusal): the field is selected for the student to copy.
      (document.getElementById(`${id}-url`) as HTMLInputElement | null)?.select();
      toast(t('myplan.copyFailed'), { variant: 'info' });
    }
  }

  async function renew() {
    await catalogueReady();
    const confirmed = await dialogs.confirm({ title: t('myplan.renewTitle'), text: t('myplan.renewText'), confirmText: t('myplan.renewConfirm'), danger: true });
    if (!confirmed) return;
    setBusy(true);
    try {
      const { calendar_url } = await api.renewPlanFeedKey();
      onRenewed(calendar_url);
      toast(t('myplan.renewed'));
    } catch (error) {
      if (error instanceof HttpError && error.status >= 500) return;
      const text = error instanceof HttpError ? known(error.body?.message ?? t('form.failed')) : t('form.offline');
      await dialogs.notice({ title: t('myplan.renewFailed'), text, icon: 'warning' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p>{t('myplan.calendarLead')}</p>
      <div className="field">
        <label htmlFor={`${id}-url`}>
          {t('myplan.calendarUrl')}
        </label>
        <div className="plan-feed-row">
          <input id={`${id}-url`} className="input plan-feed-url" type="url" value={url} readOnly aria-describedby={`${id}-private`} onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className="btn btn-primary" onClick={() => void copy()}>
            {t('myplan.copy')}
          </button>
        </div>
        <p id={`${id}-private`} className="field-hint plan-feed-private">
          {t('myplan.calendarPrivate')}
        </p>
      </div>
      <div className="form-actions">
        <a className="btn btn-ghost" href={webcal}>
          {t('myplan.webcal')}
        </a>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void renew()}>
          {t('myplan.renew')}
        </button>
      </div>
    </>
  );
}

export default function Plan() {
  const plan = useLoaderData() as Plan;
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const t = useT();
  // The new address shows at once; a later read of the page brings the same.
  const [renewedUrl, setRenewedUrl] = useState<string>();
  const { steps } = plan;
  return (
    <>
      <HeaderBanner image="account.svg" title={t('myplan.banner')} subtitle={t('myplan.bannerLead')} />
      <div className="container section admin-stack plan-page">
        <p className="plan-intro">{t('myplan.intro')}</p>
        {steps.length === 0 ? (
          <Card title={t('myplan.steps')}>
            <p>{t('myplan.empty')}</p>
            <div className="form-actions">
              <Link to={paths.accountApplications()} className="btn btn-primary">
                {t('myplan.emptyApplications')}
              </Link>
              <Link to={paths.consultation()} className="btn btn-ghost">
                {t('myplan.emptyConsultation')}
              </Link>
            </div>
          </Card>
        ) : (
          <>
            <Attention steps={steps} />
            <Card title={t('myplan.steps')} className="plan-card">
              <ol className="plan-timeline" aria-label={t('myplan.steps')}>
                {steps.map((step) => (
                  <StepItem key={step.key} step={step} onChanged={refresh} />
                ))}
              </ol>
              <p>
                <Link to={paths.accountApplications()}>{t('myplan.toApplications')}</Link>
              </p>
            </Card>
          </>
        )}
        <Card title={t('myplan.calendar')} className="plan-feed">
          <CalendarFeed url={renewedUrl ?? plan.calendar_url} onRenewed={setRenewedUrl} />
        </Card>
      </div>
    </>
  );
}
