// The fit check's shapes (decision 0033): the figures admins keep on each study country, the
// visitor's answers and the ranked results. The ranking rules themselves are server/features/study/fit.ts.
import type * as z from 'zod';
import type { countryFiguresSchema, fitResultSchema, tuitionRangeSchema } from './schemas/study.answers';

/** The levels the fit check knows, in the order the form offers them. */
export const FIT_LEVELS = [
  { value: 'foundation', label: 'Foundation year', plural: 'foundation programmes' },
  { value: 'bachelor', label: 'Bachelor’s degree', plural: 'bachelor’s degrees' },
  { value: 'master', label: 'Master’s degree', plural: 'master’s degrees' },
  { value: 'phd', label: 'PhD', plural: 'PhD programmes' },
  { value: 'language', label: 'Language course', plural: 'language courses' },
] as const;

export type FitLevel = (typeof FIT_LEVELS)[number]['value'];
export const FIT_LEVEL_VALUES = FIT_LEVELS.map((l) => l.value) as [FitLevel, ...FitLevel[]];

/** Subject areas a country can be known for (server/features/study/fit.ts matches a visitor's subject to them). */
export const SUBJECT_AREAS = [
  { value: 'business', label: 'Business and management' },
  { value: 'computing', label: 'Computing and data' },
  { value: 'engineering', label: 'Engineering' },
  { value: 'health', label: 'Medicine and health' },
  { value: 'sciences', label: 'Sciences and mathematics' },
  { value: 'arts', label: 'Art, design and architecture' },
  { value: 'humanities', label: 'Humanities and social sciences' },
  { value: 'law', label: 'Law' },
  { value: 'hospitality', label: 'Hospitality and tourism' },
  { value: 'agriculture', label: 'Agriculture, food and environment' },
  { value: 'education', label: 'Education and teaching' },
] as const;

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
