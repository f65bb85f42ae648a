// The fit check's answers, and the figures admins keep on each study country: checked the same way in the browser
// and on the server.
import * as z from 'zod';
import { emptyFigures, FIT_LEVEL_VALUES, SUBJECT_AREA_VALUES, type CountryFigures } from '../fit';
import { formatEuros } from '../format';

const yesNo = (question: string) => z.boolean({ error: `${question}: answer true or false.` });

/** POST /api/fit-check: strict types (a budget sent as text is refused), every field required. */
export const fitAnswersSchema = z.object({
  level: z.enum(FIT_LEVEL_VALUES, { error: 'Choose a level: foundation, bachelor, master, phd or language.' }),
  field: z
    .string({ error: 'Enter what you want to study.' })
    .trim()
    .min(1, 'Enter what you want to study.')
    .max(100, 'Keep the subject under 100 characters.'),
  budget_eur_per_year: z
    .number({ error: 'Enter your yearly budget in euros, as a number.' })
    .min(0, 'The budget cannot be below zero.')
    .max(10_000_000, 'Enter a yearly budget under €10,000,000.'),
  wants_to_work: yesNo('Working while studying'),
  stay_after: yesNo('Staying after graduating'),
  english_only: yesNo('English-taught only'),
});

const euros = (what: string, max = 1_000_000) =>
  z
    .number({ error: `${what}: enter whole euros, or leave it empty.` })
    .int(`${what}: enter whole euros.`)
    .min(0, `${what} cannot be below zero.`)
    .max(max, `${what}: at most ${formatEuros(max)}.`);

const tuitionRange = z
  .object(
    { min: euros('The lowest tuition'), max: euros('The highest tuition') },
    { error: 'Give the lowest and highest tuition, or leave the level empty.' },
  )
  .refine((r) => r.max >= r.min, { path: ['max'], message: 'The highest tuition cannot be below the lowest.' })
  .nullable()
  .optional()
  .default(null);

const wholeOrNull = (what: string, max: number) =>
  z
    .number({ error: `${what}: enter a whole number, or leave it empty.` })
    .int(`${what}: enter a whole number.`)
    .min(0, `${what} cannot be below zero.`)
    .max(max, `${what}: at most ${max}.`)
    .nullable()
    .optional()
    .default(null);

/** A country's figures (the admin form, PUT /api/admin/study-countries/<id> as `figures`). */
export const figuresSchema = z.object(
  {
    tuition_eur: z
      .object(
        {
          foundation: tuitionRange,
          bachelor: tuitionRange,
          master: tuitionRange,
          phd: tuitionRange,
          language: tuitionRange,
        },
        { error: 'Give tuition per level.' },
      )
      .optional()
      .default({ foundation: null, bachelor: null, master: null, phd: null, language: null }),
    living_costs_eur: euros('Living costs', 200_000).nullable().optional().default(null),
    work_hours_per_week: wholeOrNull('Work hours a week', 60),
    post_study_months: wholeOrNull('Months after graduating', 120),
    english_widely_available: z.boolean({ error: 'English-taught programmes: true or false.' }).optional().default(false),
    teaching_languages: z
      .array(z.string({ error: 'Name each language.' }).trim().min(1, 'Name each language.').max(40, 'Keep each language under 40 characters.'), {
        error: 'Send the languages of teaching as a list.',
      })
      .max(8, 'List at most 8 languages.')
      .refine((list) => new Set(list.map((l) => l.toLowerCase())).size === list.length, 'Each language once.')
      .optional()
      .default([]),
    strong_fields: z
      .array(z.enum(SUBJECT_AREA_VALUES, { error: 'Choose subject areas from the list.' }), { error: 'Send the subject areas as a list.' })
      .refine((list) => new Set(list).size === list.length, 'Each subject area once.')
      .optional()
      .default([]),
  },
  { error: 'Send the figures as an object.' },
) satisfies z.ZodType<CountryFigures, unknown>;

/** Figures as stored, made whole (a key missing from an older document is its empty value). */
export function readFigures(raw: unknown): CountryFigures {
  const parsed = figuresSchema.safeParse(typeof raw === 'string' ? JSON.parse(raw) : (raw ?? {}));
  return parsed.success ? parsed.data : emptyFigures();
}
