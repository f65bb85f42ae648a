// A study country's figures as its page's key facts: tuition per level, living costs, work rights, the stay after
// graduating, languages of teaching and the subjects it is known for (the figures the fit check ranks by).
import { type CountryFigures, FIT_LEVELS, hasFigures, SUBJECT_AREAS } from '../../../shared/fit';
import { formatEuros } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { useI18n } from '../../lib/i18n';
import { Link } from '../Link';

/** `details`: the page's written facts follow, under their own heading. */
export function KeyFigures({ name, figures, details }: { name: string; figures: CountryFigures; details: boolean }) {
  const { t, tag } = useI18n();
  if (!hasFigures(figures)) return null;
  const euros = (amount: number) => formatEuros(amount, tag);
  const list = t('site.listSeparator');
  const { living_costs_eur: living, work_hours_per_week: hours, post_study_months: months, teaching_languages: languages } = figures;
  const known = SUBJECT_AREAS.filter((a) => figures.strong_fields.includes(a.value)).map((a) => t(a.message));
  const rows: Array<[string, string]> = [];
  if (living !== null) rows.push([t('figures.livingCosts'), t('figures.livingCostsValue', { amount: euros(living) })]);
  if (hours !== null) rows.push([t('figures.work'), hours === 0 ? t('figures.workNone') : t('figures.workHours', { count: hours })]);
  if (months !== null) rows.push([t('figures.after'), months === 0 ? t('figures.afterNone') : t('figures.afterMonths', { count: months })]);
  if (languages.length) {
    // The languages are the country's figures as admins wrote them (content, not interface).
    const english = languages.some((l) => l.toLowerCase() === 'english');
    rows.push([t('figures.taughtIn'), `${languages.join(list)}${english ? (figures.english_widely_available ? t('figures.manyEnglish') : t('figures.fewEnglish')) : ''}`]);
  }
  if (known.length) rows.push([t('figures.knownFor'), known.join(list)]);
  return (
    <div className="key-figures">
      <table className="tuition-table">
        <caption>{t('figures.tuition')}</caption>
        <tbody>
          {FIT_LEVELS.map(({ value, message }) => {
            const range = figures.tuition_eur[value];
            return (
              <tr key={value}>
                <th scope="row">{t(message)}</th>
                <td className={range ? undefined : 'muted'}>
                  {range ? (range.max === 0 ? t('figures.noTuition') : range.min === range.max ? euros(range.min) : `${euros(range.min)}–${euros(range.max)}`) : t('figures.notOffered')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="figure-list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="key-figures-fit">
        <Link to={paths.studyFit()}>{t('figures.fitLink', { name })}</Link>
      </p>
      {details && <h3 className="key-figures-details">{t('figures.inDetail')}</h3>}
    </div>
  );
}
