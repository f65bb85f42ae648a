// /study/fit: six questions, and the study countries ranked for the answers (POST /api/fit-check). The form sends
// its answers in the page's address (GET, decision 0033), so the server draws the results too: the page works before
// it hydrates and without scripts, and a result can be bookmarked. The last check is kept in the browser for reloads,
// later visits and the register page.
import { useEffect, useRef, useState } from 'react';
import * as z from 'zod';
import { data as withStatus, type LoaderFunctionArgs, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { type FieldErrors, toFieldErrors } from '../../../shared/errors';
import { answersFromQuery, answersToQuery, FIT_LEVELS, type FitAnswers, fitReasonText, type FitResult } from '../../../shared/fit';
import { formatEuros } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { fitAnswersSchema } from '../../../shared/schemas/fit';
import { Checkbox, FormAlert, SubmitButton, TextField, useForm } from '../../components/form';
import { Icon } from '../../components/icons';
import { Link } from '../../components/Link';
import { Breadcrumbs, HeaderBanner } from '../../components/ui';
import { emailField } from '../../../shared/schemas/auth';
import { apiContext, useSession } from '../../lib/context';
import { api, HttpError } from '../../lib/http';
import { visitSource } from '../../lib/visit-source';
import { forgetFit, namesText, readStoredFit, storeFit } from '../../lib/fit-storage';
import { refusalOf } from '../../lib/route-errors';
import { type I18n, useI18n, useT } from '../../lib/i18n';

interface FitPageData {
  /** The answers the address carries, as checked (or as typed, when they were refused). */
  answers: Record<string, unknown> | null;
  errors: FieldErrors | null;
  results: FitResult[] | null;
  /** The check could not be made just now: too many checks from this address, or the server busy. */
  failed: 'too-many' | 'unavailable' | null;
}

/** The answers, in the order answersToQuery writes them (test/unit/routing.test.ts checks). */
export const query = ['level', 'field', 'budget', 'work', 'stay', 'english'];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const asked = answersFromQuery(new URL(request.url).searchParams);
  if (!asked) return { answers: null, errors: null, results: null, failed: null } satisfies FitPageData;
  const parsed = fitAnswersSchema.safeParse(asked);
  if (!parsed.success) return { answers: asked, errors: toFieldErrors(parsed.error.issues), results: null, failed: null } satisfies FitPageData;
  try {
    return { answers: parsed.data, errors: null, results: await context.get(apiContext).fitCheck(parsed.data), failed: null } satisfies FitPageData;
  } catch (error) {
    // Too many checks from this address (the server render takes from the API's allowance): the page says so beside
    // the form, and answers as the API did, 429 with its Retry-After.
    const refusal = refusalOf(error);
    if (refusal?.status === 429) return withStatus<FitPageData>({ answers: parsed.data, errors: null, results: null, failed: 'too-many' }, refusal);
    return { answers: parsed.data, errors: null, results: null, failed: 'unavailable' } satisfies FitPageData;
  }
}

export const meta = (_data: unknown, t: I18n['t']) => ({ title: t('title.studyFit'), description: t('fit.description') });

/** The form's values: the budget as typed. */
type FormValues = {
  level: string;
  field: string;
  budget_eur_per_year: string;
  wants_to_work: boolean;
  stay_after: boolean;
  english_only: boolean;
};

const budgetNumber = (typed: string): number | undefined => {
  const clean = typed.trim().replace(/[\s,€]/g, '');
  return clean === '' ? undefined : Number(clean);
};

const toAnswers = (v: FormValues) => ({ ...v, budget_eur_per_year: budgetNumber(v.budget_eur_per_year) });

/** The API's schema over the form's values (the budget as typed becomes a number first). */
const formSchema = z.preprocess((v) => toAnswers(v as FormValues), fitAnswersSchema);

const formValues = (a: Record<string, unknown> | null): FormValues => ({
  level: typeof a?.level === 'string' ? a.level : '',
  field: typeof a?.field === 'string' ? a.field : '',
  budget_eur_per_year: typeof a?.budget_eur_per_year === 'number' && Number.isFinite(a.budget_eur_per_year) ? String(a.budget_eur_per_year) : '',
  wants_to_work: a?.wants_to_work === true,
  stay_after: a?.stay_after === true,
  english_only: a?.english_only === true,
});

const levelOf = (value: string) => FIT_LEVELS.find((l) => l.value === value);

/** "Canada, Ireland and Germany" in the page's language (namesText's English when the page is in English). */
const listText = (names: string[], tag: string) => (tag === 'en-GB' ? namesText(names) : new Intl.ListFormat(tag, { type: 'conjunction' }).format(names));

function FitForm({ data, onChecked }: { data: FitPageData; onChecked: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const form = useForm<FormValues>(formSchema, formValues(data.answers));
  // Mistakes found by the server render (a form sent before the page ran its scripts) show until the next try.
  const [serverErrors, setServerErrors] = useState<FieldErrors>(data.errors ?? {});
  const { setValues } = form;
  useEffect(() => setValues(formValues(data.answers)), [data.answers, setValues]);
  const error = (name: keyof FormValues & string) => form.error(name) ?? serverErrors[name]?.[0];
  const levelError = error('level');

  return (
    <form
      method="get"
      action={paths.studyFit()}
      noValidate
      className="form fit-form"
      aria-labelledby="fit-form-title"
      onSubmit={form.handleSubmit(async (values) => {
        setServerErrors({});
        onChecked();
        await navigate(`${paths.studyFit()}?${answersToQuery(toAnswers(values) as FitAnswers)}`, { preventScrollReset: true });
      })}
    >
      <h2 id="fit-form-title" className="fit-form-title">
        {t('fit.formTitle')}
      </h2>
      <FormAlert message={form.message} />
      <fieldset className={levelError ? 'field fieldset has-error' : 'field fieldset'} aria-describedby={levelError ? 'fit-level-error' : undefined}>
        <legend>{t('fit.levelLegend')}</legend>
        <div className="fit-levels">
          {FIT_LEVELS.map((level) => (
            <label key={level.value} className="check-option">
              <input type="radio" name="level" value={level.value} checked={form.values.level === level.value} onChange={() => form.set('level', level.value)} aria-invalid={levelError ? true : undefined} />
              <span>{t(level.message)}</span>
            </label>
          ))}
        </div>
        {levelError && (
          <p className="field-error" id="fit-level-error">
            {levelError}
          </p>
        )}
      </fieldset>
      <TextField label={t('fit.subject')} hint={t('fit.subjectHint')} autoComplete="off" maxLength={100} {...form.text('field')} error={error('field')} />
      <TextField
        label={t('fit.budget')}
        hint={t('fit.budgetHint')}
        inputMode="numeric"
        autoComplete="off"
        {...form.text('budget_eur_per_year')}
        name="budget"
        error={error('budget_eur_per_year')}
      />
      <fieldset className="field fieldset">
        <legend>{t('fit.wishesLegend')}</legend>
        <div className="fit-wishes">
          <Checkbox label={t('fit.wish.work')} value="yes" {...form.check('wants_to_work')} name="work" />
          <Checkbox label={t('fit.wish.stay')} value="yes" {...form.check('stay_after')} name="stay" />
          <Checkbox label={t('fit.wish.english')} value="yes" {...form.check('english_only')} name="english" />
        </div>
      </fieldset>
      <SubmitButton busy={form.busy}>{t('fit.submit')}</SubmitButton>
    </form>
  );
}

/** "Mail me my results": the same answers again with an address and consent; the results are mailed and we may follow up (decision 0046). */
const mailSchema = z.object({
  email: emailField,
  consent: z.literal(true, { error: 'Please agree to our privacy policy so that we can e-mail you the results.' }),
});

function MailResults({ answers }: { answers: FitAnswers }) {
  const { t, rich, locale } = useI18n();
  const { user } = useSession();
  const form = useForm<{ email: string; consent: boolean }>(mailSchema, { email: user?.email ?? '', consent: false });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sentTo) done.current?.focus();
  }, [sentTo]);
  if (sentTo) {
    return (
      <div className="fit-mail fit-mail-sent">
        <p role="status" tabIndex={-1} ref={done}>
          <Icon name="check" width={20} height={20} /> {t('fit.mail.sent', { email: sentTo })}
        </p>
      </div>
    );
  }
  return (
    <form
      method="post"
      noValidate
      className="form fit-mail"
      aria-labelledby="fit-mail-title"
      onSubmit={form.handleSubmit(async (values) => {
        // The lead's destination is the check's best result, which the server ranks again from the same answers.
        try {
          await api.fitCheck({ ...answers, email: values.email, consent: true, locale, source: visitSource() });
        } catch (error) {
          if (error instanceof HttpError && error.status === 429) {
            form.setMessage(t('fit.tooMany'));
            return;
          }
          throw error;
        }
        setSentTo(values.email);
      })}
    >
      <h3 id="fit-mail-title">{t('fit.mail.title')}</h3>
      <p className="muted">{t('fit.mail.text')}</p>
      <FormAlert message={form.message} />
      <TextField label={t('fit.mail.email')} type="email" inputMode="email" autoComplete="email" required {...form.text('email')} />
      <Checkbox
        {...form.check('consent')}
        error={form.error('consent')}
        label={rich('fit.mail.consent', {
          link: (
            <Link key="link" to={paths.privacy()} target="_blank">
              {t('contact.privacyPolicy')}
            </Link>
          ),
        })}
      />
      <SubmitButton busy={form.busy}>{t('fit.mail.submit')}</SubmitButton>
    </form>
  );
}

function Results({ answers, results, headingRef }: { answers: FitAnswers; results: FitResult[]; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const { t, rich, tag } = useI18n();
  const { user } = useSession();
  const top = results.slice(0, 3);
  const names = listText(top.map((c) => c.country.name), tag);
  const level = levelOf(answers.level);
  return (
    <section className="fit-results" aria-labelledby="fit-results-title">
      <h2 id="fit-results-title" tabIndex={-1} ref={headingRef}>
        {t('fit.results')}
      </h2>
      <p className="muted">{t('fit.summary', { level: level ? t(level.message) : answers.level, field: answers.field, amount: formatEuros(answers.budget_eur_per_year, tag) })}</p>
      {results.length === 0 ? (
        <p>{t('fit.noDestinations')}</p>
      ) : (
        <ol className="fit-list">
          {results.map((result, index) => (
            <li key={result.country.slug} className="fit-item">
              <div className="fit-item-head">
                <span className="fit-rank" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="fit-country">
                  <Link to={paths.country(result.country.slug)}>{result.country.name}</Link>
                </h3>
                <span className="fit-score-value">
                  {result.score}
                  <span className="visually-hidden">{t('fit.outOf100')}</span>
                </span>
              </div>
              <meter className="fit-meter" min={0} max={100} low={40} high={70} optimum={100} value={result.score} aria-label={t('fit.scoreLabel', { name: result.country.name, score: result.score })}>
                {t('fit.scoreText', { score: result.score })}
              </meter>
              <ul className="fit-reasons">
                {result.why.map((reason, i) => (
                  <li key={i}>{fitReasonText(reason, t, tag)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {top.length > 0 && !user && (
        <div className="fit-next">
          <h3>{t('fit.next')}</h3>
          <p>{t('fit.nextGuest', { names })}</p>
          <p className="fit-next-actions">
            <Link to={paths.register()} className="btn btn-primary">
              {t('fit.createAccount')}
            </Link>
            <Link to={`${paths.consultation()}?destination=${encodeURIComponent(top[0]!.country.slug)}`} className="btn btn-ghost">
              {t('fit.bookConsultation')}
            </Link>
          </p>
        </div>
      )}
      {top.length > 0 && user && (
        <div className="fit-next">
          <h3>{t('fit.next')}</h3>
          <p>{rich('fit.nextUser', { names, profile: <Link key="profile" to={paths.accountProfile()}>{t('fit.yourProfile')}</Link> })}</p>
          <p className="fit-next-actions">
            <Link to={`${paths.consultation()}?destination=${encodeURIComponent(top[0]!.country.slug)}`} className="btn btn-ghost">
              {t('fit.bookConsultation')}
            </Link>
          </p>
        </div>
      )}
      {results.length > 0 && <MailResults answers={answers} />}
    </section>
  );
}

export default function StudyFit() {
  const { t, rich } = useI18n();
  const data = useLoaderData() as FitPageData;
  const navigate = useNavigate();
  const { search } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [justChecked, setJustChecked] = useState(false);
  const answers = data.results ? (data.answers as unknown as FitAnswers) : null;

  // A check that came back is remembered; an address without answers shows the last one kept, checked afresh.
  useEffect(() => {
    if (answers && data.results) storeFit({ answers, top: data.results.slice(0, 3).map((r) => r.country) });
  }, [answers, data.results]);
  useEffect(() => {
    if (data.answers) return;
    const kept = readStoredFit();
    if (kept) void navigate(`${paths.studyFit()}?${answersToQuery(kept.answers)}`, { replace: true, preventScrollReset: true });
  }, [data.answers, navigate]);
  // After the visitor's own check, the results' heading takes the focus (screen readers hear them, keyboards go on from there).
  useEffect(() => {
    if (!justChecked || !data.results) return;
    heading.current?.focus();
    setJustChecked(false);
  }, [justChecked, data.results, search]);

  return (
    <>
      <HeaderBanner image="study.svg" title={t('title.studyFit')} subtitle={t('fit.subtitle')} />
      <Breadcrumbs
        trail={[
          { name: t('nav.home'), to: paths.home() },
          { name: t('title.study'), to: paths.study() },
          { name: t('fit.crumb'), to: paths.studyFit() },
        ]}
      />
      <div className="container section fit-layout">
        <div className="fit-aside">
          <FitForm data={data} onChecked={() => setJustChecked(true)} />
          {answers && (
            <p className="fit-start-over">
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  forgetFit();
                  void navigate(paths.studyFit(), { replace: true });
                }}
              >
                {t('fit.forget')}
              </button>
            </p>
          )}
        </div>
        <div className="fit-main">
          <p className="visually-hidden" role="status">
            {answers && data.results
              ? data.results[0]
                ? t('fit.rankedBest', { count: data.results.length, name: data.results[0].country.name })
                : t('fit.ranked', { count: data.results.length })
              : ''}
          </p>
          {data.failed && (
            <FormAlert message={t(data.failed === 'too-many' ? 'fit.tooMany' : 'fit.unavailable')} />
          )}
          {answers && data.results ? (
            <Results answers={answers} results={data.results} headingRef={heading} />
          ) : (
            <div className="fit-intro">
              <h2>{t('fit.howItWorks')}</h2>
              <p>{t('fit.howText')}</p>
              <ul className="fit-intro-list">
                <li>
                  <Icon name="check" width={20} height={20} /> {t('fit.point.noAccount')}
                </li>
                <li>
                  <Icon name="check" width={20} height={20} /> {t('fit.point.reasons')}
                </li>
                <li>
                  <Icon name="check" width={20} height={20} /> {t('fit.point.figures')}
                </li>
              </ul>
              <p>{rich('fit.browse', { link: <Link key="link" to={paths.study()}>{t('home.compareAll')}</Link> })}</p>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
