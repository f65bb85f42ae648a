// The fit check's shapes (decision 0033): the figures admins keep on each study country, the
// visitor's answers and the ranked results. The ranking rules themselves are server/features/study/fit.ts.
import type * as z from 'zod';
import type { countryFiguresSchema, fitResultSchema, tuitionRangeSchema } from './schemas/study.answers';
import type { MessageId } from './i18n/compiled/en';
import { formatEuros } from './format';

/**
 * The levels the fit check knows, in the order the form offers them. `label` and `plural` are English, for the staff's
 * screens and the server's reasons; `message` is the label the public pages show, in the page's language.
 */
export const FIT_LEVELS = [
  { value: 'foundation', label: 'Foundation year', plural: 'foundation programmes', message: 'fit.level.foundation' },
  { value: 'bachelor', label: 'Bachelor’s degree', plural: 'bachelor’s degrees', message: 'fit.level.bachelor' },
  { value: 'master', label: 'Master’s degree', plural: 'master’s degrees', message: 'fit.level.master' },
  { value: 'phd', label: 'PhD', plural: 'PhD programmes', message: 'fit.level.phd' },
  { value: 'language', label: 'Language course', plural: 'language courses', message: 'fit.level.language' },
] as const satisfies ReadonlyArray<{ value: string; label: string; plural: string; message: MessageId }>;

export type FitLevel = (typeof FIT_LEVELS)[number]['value'];
export const FIT_LEVEL_VALUES = FIT_LEVELS.map((l) => l.value) as [FitLevel, ...FitLevel[]];

/**
 * Subject areas a country can be known for (server/features/study/fit.ts matches a visitor's subject to them):
 * `label` in English for the staff and the server, `message` for the public pages.
 */
export const SUBJECT_AREAS = [
  { value: 'business', label: 'Business and management', message: 'fit.subject.business' },
  { value: 'computing', label: 'Computing and data', message: 'fit.subject.computing' },
  { value: 'engineering', label: 'Engineering', message: 'fit.subject.engineering' },
  { value: 'health', label: 'Medicine and health', message: 'fit.subject.health' },
  { value: 'sciences', label: 'Sciences and mathematics', message: 'fit.subject.sciences' },
  { value: 'arts', label: 'Art, design and architecture', message: 'fit.subject.arts' },
  { value: 'humanities', label: 'Humanities and social sciences', message: 'fit.subject.humanities' },
  { value: 'law', label: 'Law', message: 'fit.subject.law' },
  { value: 'hospitality', label: 'Hospitality and tourism', message: 'fit.subject.hospitality' },
  { value: 'agriculture', label: 'Agriculture, food and environment', message: 'fit.subject.agriculture' },
  { value: 'education', label: 'Education and teaching', message: 'fit.subject.education' },
] as const satisfies ReadonlyArray<{ value: string; label: string; message: MessageId }>;

export type SubjectArea = (typeof SUBJECT_AREAS)[number]['value'];
export const SUBJECT_AREA_VALUES = SUBJECT_AREAS.map((a) => a.value) as [SubjectArea, ...SubjectArea[]];

/** Yearly tuition in euros, lowest and highest. */
export type TuitionRange = z.infer<typeof tuitionRangeSchema>;

/** What the fit check and the country page's key facts are made of (shared/schemas/study.answers.ts). */
export type CountryFigures = z.infer<typeof countryFiguresSchema>;

export const emptyFigures = (): CountryFigures => ({
  tuition_eur: { foundation: null, bachelor: null, master: null, phd: null, language: null },
  living_costs_eur: null,
  work_hours_per_week: null,
  post_study_months: null,
  english_widely_available: false,
  teaching_languages: [],
  strong_fields: [],
});

/** Whether an admin has entered any figure at all (a country without any shows none on its page). */
export const hasFigures = (f: CountryFigures): boolean =>
  Object.values(f.tuition_eur).some(Boolean) || f.living_costs_eur !== null || f.work_hours_per_week !== null || f.post_study_months !== null || f.teaching_languages.length > 0;

/** POST /api/fit-check. */
export interface FitAnswers {
  level: FitLevel;
  field: string;
  budget_eur_per_year: number;
  wants_to_work: boolean;
  stay_after: boolean;
  english_only: boolean;
}

export type FitResult = z.infer<typeof fitResultSchema>;

/**
 * A reason under a score as the page writes it, in its language: a message of the catalogues (fit.reason.*) and its
 * values. A value named `…Eur` is euros (a number, or `[min, max]` for a range), `count` a number of hours or months,
 * `languages` the country's languages of teaching as admins wrote them, `subjects` subject areas, `level` a FitLevel.
 * The result's `reasons` are the same in English.
 */
export type FitReason = FitResult['why'][number];

/** The answers as the page's address carries them (the form sends them with GET, decision 0033). */
export function answersToQuery(a: FitAnswers): string {
  const q = new URLSearchParams({ level: a.level, field: a.field, budget: String(a.budget_eur_per_year) });
  if (a.wants_to_work) q.set('work', 'yes');
  if (a.stay_after) q.set('stay', 'yes');
  if (a.english_only) q.set('english', 'yes');
  return q.toString();
}

/**
 * The address's answers, as typed (the schema checks them): null when the address asks nothing. A missing checkbox
 * is "no", as a form sends it.
 */
export function answersFromQuery(q: URLSearchParams): Record<string, unknown> | null {
  if (!q.has('level') && !q.has('field') && !q.has('budget')) return null;
  const budget = (q.get('budget') ?? '').trim().replace(/[\s,€]/g, '');
  return {
    level: q.get('level') ?? '',
    field: q.get('field') ?? '',
    budget_eur_per_year: budget === '' ? undefined : Number(budget),
    wants_to_work: q.get('work') === 'yes',
    stay_after: q.get('stay') === 'yes',
    english_only: q.get('english') === 'yes',
  };
}

/** What the browser keeps of the last fit check (localStorage), for the fit page and the register page. */
export interface StoredFit {
  answers: FitAnswers;
  top: Array<{ slug: string; name: string }>;
}

export const FIT_STORAGE_KEY = 'fit-check';

/** "A, B and C" in `tag`'s language (en-GB's written out, as the server writes its English reasons). */
function listIn(items: readonly string[], tag: string): string {
  if (tag !== 'en-GB') return new Intl.ListFormat(tag, { type: 'conjunction' }).format(items);
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * A reason under a score as a page in `tag`'s language writes it, with that page's `t`: euros, lists and subject areas
 * as the language writes them. In English it is the result's own reason, word for word (test/unit/fit-reasons.test.ts).
 */
export function fitReasonText({ id, values }: FitReason, t: (id: MessageId, values?: Readonly<Record<string, string | number>>) => string, tag: string): string {
  const euros = (n: number) => formatEuros(n, tag);
  const subject = (value: string) => {
    const area = SUBJECT_AREAS.find((a) => a.value === value);
    return area ? t(area.message).toLocaleLowerCase(tag) : value;
  };
  const text: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name.endsWith('Eur')) {
      const [min, max] = Array.isArray(value) ? (value as number[]) : [Number(value), Number(value)];
      text[name] = min === max ? euros(min!) : `${euros(min!)}–${euros(max!)}`;
    } else if (name === 'subjects') text[name] = listIn((value as string[]).map(subject), tag);
    else if (name === 'languages') text[name] = listIn(value as string[], tag);
    else if (!Array.isArray(value)) text[name] = value as string | number;
  }
  return t(id as MessageId, text);
}
