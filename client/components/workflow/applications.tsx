// An application's pieces both sides show: its stage as a badge, its history as a timeline, its facts, and the
// institution picker (grouped by country) of the forms that add one.
import type { Institution } from '../../../shared/study';
import { type Application, type ApplicationStage, CLOSED_STAGES } from '../../../shared/workflow';
import { type MessageId, useT } from '../../lib/i18n';
import { KnownText } from '../../lib/known-texts';
import { useUserDates } from '../../lib/user-dates';

export const isClosedStage = (stage: ApplicationStage) => (CLOSED_STAGES as readonly string[]).includes(stage);

export function StageBadge({ stage }: { stage: ApplicationStage }) {
  const t = useT();
  return <span className={`badge stage-badge stage-${stage}`}>{t(`applications.stage.${stage}` as MessageId)}</span>;
}

/** Days from today (UTC) to a YYYY-MM-DD date. */
export function daysUntil(date: string, now = new Date()): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((Date.parse(`${date}T00:00:00Z`) - today) / 86_400_000);
}

export function ApplicationFacts({ application }: { application: Application }) {
  const t = useT();
  const { day, month } = useUserDates();
  return (
    <dl className="details application-facts">
      <div className="details-row">
        <dt>{t('apps.course')}</dt>
        <dd>{application.course}</dd>
      </div>
      <div className="details-row">
        <dt>{t('apps.intake')}</dt>
        <dd>{month(application.intake)}</dd>
      </div>
      <div className="details-row">
        <dt>{t('apps.deadline')}</dt>
        <dd>{application.deadline ? day(application.deadline) : <span className="muted">{t('apps.noneSet')}</span>}</dd>
      </div>
      {application.offer_conditions && (
        <div className="details-row">
          <dt>{t('apps.conditions')}</dt>
          <dd className="pre-wrap">{application.offer_conditions}</dd>
        </div>
      )}
    </dl>
  );
}

/** The history, oldest first: each stage the application reached, when, by whom, and the note left with it. */
export function Timeline({ application }: { application: Application }) {
  const t = useT();
  const { dateTime } = useUserDates();
  if (application.history.length === 0) return null;
  return (
    <ol className="timeline" aria-label={t('apps.timeline', { institution: application.institution.name })}>
      {application.history.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className={`timeline-entry stage-${entry.stage}`}>
          <p className="timeline-head">
            <StageBadge stage={entry.stage} />
            <span className="muted">
              <time dateTime={entry.at}>{dateTime(entry.at)}</time>
              {entry.by ? ` · ${entry.by.name}` : ''}
            </span>
          </p>
          {entry.note && <p className="timeline-note pre-wrap">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}

/** A select of institutions grouped by country, labelled. */
/** What the institution picker shows of each institution: the pages' data keeps only this. */
export interface InstitutionChoice {
  id: number;
  name: string;
  city: string;
  country: { name: string };
}

export const toInstitutionChoices = (institutions: Institution[]): InstitutionChoice[] =>
  institutions.map(({ id, name, city, country }) => ({ id, name, city, country: { name: country.name } }));

export function InstitutionSelect({ id, institutions, value, error, onChange }: { id: string; institutions: InstitutionChoice[]; value: string; error?: string | undefined; onChange: (value: string) => void }) {
  const t = useT();
  const byCountry = new Map<string, InstitutionChoice[]>();
  for (const institution of institutions) {
    const list = byCountry.get(institution.country.name) ?? [];
    list.push(institution);
    byCountry.set(institution.country.name, list);
  }
  const countries = [...byCountry.keys()].sort((a, b) => a.localeCompare(b, 'en'));
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>{t('apps.institution')}</label>
      <select id={id} name="institution_id" className="input" value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('apps.chooseInstitution')}</option>
        {countries.map((country) => (
          <optgroup key={country} label={country}>
            {byCountry.get(country)!.map((institution) => (
              <option key={institution.id} value={String(institution.id)}>
                {institution.name}
                {institution.city ? ` (${institution.city})` : ''}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          <KnownText text={error} />
        </p>
      )}
    </div>
  );
}
