// A study country's figures as its page's key facts: tuition per level, living costs, work rights, the stay after
// graduating, languages of teaching and the subjects it is known for (the figures the fit check ranks by).
import { type CountryFigures, FIT_LEVELS, hasFigures, SUBJECT_AREAS } from '../../../shared/fit';
import { formatEuros } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { Link } from '../Link';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** `details`: the page's written facts follow, under their own heading. */
export function KeyFigures({ name, figures, details }: { name: string; figures: CountryFigures; details: boolean }) {
  if (!hasFigures(figures)) return null;
  const { living_costs_eur: living, work_hours_per_week: hours, post_study_months: months, teaching_languages: languages } = figures;
  const known = SUBJECT_AREAS.filter((a) => figures.strong_fields.includes(a.value)).map((a) => a.label);
  const rows: Array<[string, string]> = [];
  if (living !== null) rows.push(['Living costs', `About ${formatEuros(living)} a year`]);
  if (hours !== null) rows.push(['Work while studying', hours === 0 ? 'Not allowed' : `Up to ${plural(hours, 'hour', 'hours')} a week`]);
  if (months !== null) rows.push(['After graduating', months === 0 ? 'No post-study visa' : `Stay up to ${plural(months, 'month', 'months')}`]);
  if (languages.length) {
    const english = languages.some((l) => l.toLowerCase() === 'english');
    rows.push(['Taught in', `${languages.join(', ')}${english ? (figures.english_widely_available ? ' (many programmes in English)' : ' (few programmes in English)') : ''}`]);
  }
  if (known.length) rows.push(['Known for', known.join(', ')]);
  return (
    <div className="key-figures">
      <table className="tuition-table">
        <caption>Tuition a year</caption>
        <tbody>
          {FIT_LEVELS.map(({ value, label }) => {
            const range = figures.tuition_eur[value];
            return (
              <tr key={value}>
                <th scope="row">{label}</th>
                <td className={range ? undefined : 'muted'}>{range ? (range.max === 0 ? 'No tuition' : range.min === range.max ? formatEuros(range.min) : `${formatEuros(range.min)}–${formatEuros(range.max)}`) : 'Not offered'}</td>
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
        <Link to={paths.studyFit()}>How does {name} fit your plans? Take the fit check</Link>
      </p>
      {details && <h3 className="key-figures-details">In detail</h3>}
    </div>
  );
}
