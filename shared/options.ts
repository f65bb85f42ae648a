// Choices offered in the profile and admin forms, with their labels.

/** The values of a list of choices, as a tuple `z.enum` takes. */
export const optionValues = <T extends ReadonlyArray<{ value: string }>>(options: T) => options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]];

export const QUALIFICATIONS = [
  { value: 'secondary', label: 'Secondary school (A levels, IB, high school diploma)' },
  { value: 'foundation', label: 'Foundation year or diploma' },
  { value: 'bachelor', label: 'Bachelor’s degree' },
  { value: 'master', label: 'Master’s degree' },
  { value: 'doctorate', label: 'Doctorate' },
  { value: 'other', label: 'Other' },
] as const;

export const STUDY_LEVELS = [
  { value: 'language', label: 'English language course' },
  { value: 'foundation', label: 'Foundation programme' },
  { value: 'undergraduate', label: 'Undergraduate (bachelor’s)' },
  { value: 'postgraduate-taught', label: 'Postgraduate taught (master’s)' },
  { value: 'postgraduate-research', label: 'Postgraduate research (PhD)' },
] as const;

export type Qualification = (typeof QUALIFICATIONS)[number]['value'];
export type StudyLevel = (typeof STUDY_LEVELS)[number]['value'];

export const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string | null | undefined): string =>
  options.find((o) => o.value === value)?.label ?? '';
