// What a student tells us about themselves, one description per field (decision 0042): its key (the column of
// `users`), labels, zod rule, input, who sees it and whether it counts towards the profile's completeness. Made from
// it: the profile and admin forms' schemas (below), the form's inputs (client/components/ProfileFields.tsx),
// staff's read-only rows, the audit log's words (users.audit.ts), the account page's completeness, the user objects
// the users repository makes from a row, the student's columns the board's join selects (workflow.repo.ts), and the
// types below. The name and the e-mail address are the account's, not the profile's: they have rules of their own
// (a new address waits for proof, the audit log shows their values), so they are written out where they are used.
//
// Browser code that imports this module is lazily loaded (the account and portal pages): the description stays out
// of the first load (decision 0017).
import * as z from 'zod';
import { COUNTRIES } from './countries';
import { formatDate, formatMonth } from './format';
import { optionValues as values, QUALIFICATIONS, STUDY_LEVELS } from './options';
import { emailField, nameField, PASSWORD_MAX } from './schemas/auth';
import { isoDate } from './schemas/dates';
import { localeInfo } from './i18n/locales';
import { localeField, optional, phoneField, timeZoneField } from './schemas/fields';
import { roleField } from './schemas/users';

export interface Option {
  value: string;
  label: string;
}

/** Whose form it is: the student's own, or staff's (the admin's user page). */
export type ProfileReader = 'your' | 'their';

/** A hint under the input; a function when it speaks to the reader ("you" on the student's form, "they" on staff's). */
export type ProfileHint = string | ((who: ProfileReader) => string);

export type ProfileFieldInput =
  | { kind: 'text'; type: 'text' | 'tel' | 'date' | 'month'; autoComplete?: string; hint?: ProfileHint }
  | { kind: 'select'; options: ReadonlyArray<Option>; placeholder: string; hint?: ProfileHint }
  /** A group of checkboxes below the other inputs; `destinations`: the study countries the page's loader read. */
  | { kind: 'checkboxes'; options: ReadonlyArray<Option> | 'destinations'; hint?: ProfileHint }
  /** One of the site's enabled languages, each by its own name. */
  | { kind: 'locale'; hint?: ProfileHint }
  /** An IANA time zone, from the browser's list, grouped by region. */
  | { kind: 'timeZone'; hint?: ProfileHint };

/**
 * Who sees a field, besides admins (who edit every field on the user page): `student`, on their own profile form (and
 * only these fields are what their profile API accepts); `file`, staff's read-only student file and user page;
 * `board`, the cards of the applications board, where the join selects the column and the card shows it.
 */
export type ProfileAudience = 'student' | 'file' | 'board';

export interface ProfileField {
  /** The column of `users`, the API's key and the form field's name. */
  key: string;
  /** The form's label (a group of checkboxes: its legend). */
  label: string;
  /** The read-only rows' label, when it is shorter than the form's. */
  short?: string;
  /** The audit log's word for it ("… changed"), when it is not the rows' label in lower case. */
  audit?: string;
  /** The rule for a value the forms send; its output is the value stored and answered (null: not given). */
  schema: z.ZodType;
  /**
   * The rule of the answered value, when it is not the schema's output: a field a form may leave out (undefined: the
   * stored value stays) that every user has all the same.
   */
  answer?: z.ZodType;
  input: ProfileFieldInput;
  seen: readonly ProfileAudience[];
  /** Counts towards "Your profile is n of m complete" on the account page. */
  complete: boolean;
}

const countryOptions: ReadonlyArray<Option> = COUNTRIES.map((c) => ({ value: c, label: c }));
const countryField = optional(z.enum(COUNTRIES as [string, ...string[]], { error: 'Choose a country from the list.' }));

/** The site's profile fields, in the order of the schemas, the read-only rows and the audit log. */
export const PROFILE_FIELDS = [
  {
    key: 'phone',
    label: 'Phone',
    schema: phoneField,
    input: { kind: 'text', type: 'tel', autoComplete: 'tel', hint: 'With the country code, e.g. +234 803 123 4567' },
    seen: ['student', 'file'],
    complete: true,
  },
  {
    key: 'date_of_birth',
    label: 'Date of birth',
    schema: optional(
      isoDate().refine((v) => {
        const age = (Date.now() - Date.parse(`${v}T00:00:00Z`)) / (365.25 * 24 * 3600 * 1000);
        return age >= 13 && age <= 100;
      }, 'Enter a date of birth for someone aged 13 to 100.'),
    ),
    input: { kind: 'text', type: 'date', autoComplete: 'bday' },
    seen: ['student', 'file'],
    complete: true,
  },
  {
    key: 'nationality',
    label: 'Nationality',
    schema: countryField,
    input: { kind: 'select', options: countryOptions, placeholder: 'Choose a country' },
    seen: ['student', 'file'],
    complete: true,
  },
  {
    key: 'country_of_residence',
    label: 'Country of residence',
    schema: countryField,
    input: { kind: 'select', options: countryOptions, placeholder: 'Choose a country' },
    seen: ['student', 'file'],
    complete: true,
  },
  {
    key: 'highest_qualification',
    label: 'Highest qualification',
    schema: optional(z.enum(values(QUALIFICATIONS), { error: 'Choose a qualification from the list.' })),
    input: { kind: 'select', options: QUALIFICATIONS, placeholder: 'Choose one' },
    seen: ['student', 'file'],
    complete: true,
  },
  {
    key: 'intended_level',
    label: 'Intended level of study',
    short: 'Intended level',
    schema: optional(z.enum(values(STUDY_LEVELS), { error: 'Choose a level from the list.' })),
    input: { kind: 'select', options: STUDY_LEVELS, placeholder: 'Choose one' },
    seen: ['student', 'file'],
    complete: true,
  },
  {
    key: 'preferred_destinations',
    label: 'Preferred destinations',
    schema: z
      .array(z.string().regex(/^[a-z0-9-]{1,80}$/, 'Choose destinations from the list.'), { error: 'Choose destinations from the list.' })
      .max(8, 'Choose at most 8 destinations.')
      .refine((list) => new Set(list).size === list.length, 'Each destination once, please.')
      .optional()
      .default([]),
    input: {
      kind: 'checkboxes',
      options: 'destinations',
      hint: (who: ProfileReader) => `Where ${who === 'your' ? 'you would' : 'they would'} like to study. Advisers use this to shortlist courses.`,
    },
    seen: ['student', 'file'],
    complete: true,
  },
  {
    key: 'intended_start',
    label: 'Intended start',
    schema: optional(
      z
        .string({ error: 'Enter a month.' })
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM.')
        .refine((v) => {
          const year = Number(v.slice(0, 4));
          const now = new Date().getUTCFullYear();
          return year >= now - 1 && year <= now + 6;
        }, 'Choose a start within the next few years.'),
    ),
    input: { kind: 'text', type: 'month', hint: 'The month and year you hope to start, e.g. 2027-09' },
    seen: ['student', 'file'],
    complete: true,
  },
  {
    // The language of the person's pages after sign-in and of every mail to them; the form may leave it out.
    key: 'locale',
    label: 'Language',
    schema: localeField.optional(),
    answer: z.string(),
    input: { kind: 'locale', hint: (who: ProfileReader) => `The language of ${who === 'your' ? 'your' : 'their'} e-mails from us.` },
    seen: ['student', 'file'],
    complete: false,
  },
  {
    // The dates on the person's pages and in their mails are in this zone; the form may leave it out.
    key: 'time_zone',
    label: 'Time zone',
    schema: timeZoneField.optional(),
    answer: z.string(),
    input: { kind: 'timeZone' },
    seen: ['student', 'file'],
    complete: false,
  },
] as const satisfies readonly ProfileField[];

/**
 * The fields the server works with: the site's, and after them any a test adds (test/api/profile-fields.test.ts). The
 * server's code is typed for the site's own.
 */
export type ProfileFieldList = readonly [...typeof PROFILE_FIELDS, ...ProfileField[]];

// ---- types ------------------------------------------------------------------------------------------------------

type SiteField = (typeof PROFILE_FIELDS)[number];

/** The rule of a field's answered value: its `answer`, or else its schema. */
type AnswerRule<R extends ProfileField> = R extends { answer: infer A extends z.ZodType } ? A : R['schema'];
/** The values of some fields, as the API answers them (each schema's output: null, or [] for checkboxes, when not given). */
export type ProfileOf<F extends ProfileField> = { -readonly [R in F as R['key']]: z.output<AnswerRule<R>> };
/** The fields of F that `audience` sees. */
export type SeenBy<F extends ProfileField, A extends ProfileAudience> = F extends { seen: readonly (infer P)[] } ? (A extends P ? F : never) : never;
/** The zod shape of some fields. */
export type ProfileShape<F extends ProfileField> = { -readonly [R in F as R['key']]: R['schema'] };
/** The zod shape of some fields' answered values. */
export type AnswerShape<F extends ProfileField> = { -readonly [R in F as R['key']]: AnswerRule<R> };

/** What a student tells us about themselves (all optional). */
export type UserProfile = ProfileOf<SiteField>;
export type ProfileKey = keyof UserProfile;
/** The student's values a board card carries (`StaffApplication.student`): the fields seen on the board. */
export type BoardProfile = ProfileOf<SeenBy<SiteField, 'board'>>;
/** The profile as a form holds it: text for one value ('' when not given), a list for checkboxes. */
export type ProfileFormValues = { [K in ProfileKey]: UserProfile[K] extends readonly unknown[] ? string[] : string };

// ---- what is made from the description -----------------------------------------------------------------------------

const isSeenBy = (field: ProfileField, audience: ProfileAudience) => field.seen.includes(audience);
const valueOf = (record: object, key: string): unknown => (record as Record<string, unknown>)[key];
const isList = (field: ProfileField) => field.input.kind === 'checkboxes';

/** The fields on a form: all of them on staff's, those the student sees on the student's own. */
export const formFields = <F extends ProfileField>(fields: readonly F[], who: ProfileReader): F[] => fields.filter((f) => who === 'their' || isSeenBy(f, 'student'));

/** The zod shape of the fields on a form, in the description's order. */
export const profileShape = (fields: readonly ProfileField[], who: ProfileReader): Record<string, z.ZodType> =>
  Object.fromEntries(formFields(fields, who).map((f) => [f.key, f.schema]));

/** A user row's profile, as the API answers it (a column that is null or missing: null, or [] for checkboxes). */
export const profileOfRow = (row: object, fields: readonly ProfileField[] = PROFILE_FIELDS): UserProfile =>
  Object.fromEntries(fields.map((f) => [f.key, valueOf(row, f.key) ?? (isList(f) ? [] : null)])) as UserProfile;

/**
 * The fields as answers carry them (decision 0041): each field's rule, read on its output side, describes the value
 * stored and answered. Every field for a user; the board's for a card's student.
 */
const answerRule = (f: ProfileField) => f.answer ?? f.schema;
export const profileAnswerShape = Object.fromEntries(PROFILE_FIELDS.map((f) => [f.key, answerRule(f)])) as AnswerShape<SiteField>;
export const boardAnswerShape = Object.fromEntries(PROFILE_FIELDS.filter((f) => isSeenBy(f, 'board')).map((f) => [f.key, answerRule(f)])) as AnswerShape<SeenBy<SiteField, 'board'>>;

/** The board's fields: the join selects `u.<key> as student_<key>` for each. */
export const boardFields = (fields: readonly ProfileField[]): ProfileField[] => fields.filter((f) => isSeenBy(f, 'board'));

/** A joined row's board values (its `student_<key>` columns). */
export const boardProfileOf = (row: object, fields: readonly ProfileField[]): BoardProfile =>
  Object.fromEntries(boardFields(fields).map((f) => [f.key, valueOf(row, `student_${f.key}`) ?? (isList(f) ? [] : null)])) as BoardProfile;

/** A user's profile as a form holds it. */
export const profileFormValues = (user: object, who: ProfileReader, fields: readonly ProfileField[] = PROFILE_FIELDS): ProfileFormValues =>
  Object.fromEntries(formFields(fields, who).map((f) => [f.key, valueOf(user, f.key) ?? (isList(f) ? [] : '')])) as ProfileFormValues;

/** The audit log's word for a field: "… changed". */
export const auditWord = (field: ProfileField) => field.audit ?? (field.short ?? field.label).toLowerCase();

/** The hint under a field's input, for this reader. */
export const hintFor = (field: ProfileField, who: ProfileReader): string | undefined => (typeof field.input.hint === 'function' ? field.input.hint(who) : field.input.hint);

/** The study countries a profile may name, as the page's loader found them. */
export interface Destination {
  slug: string;
  name: string;
}

/** Destination names for display; a slug no longer on the site shows as itself. */
export const destinationNames = (slugs: readonly string[], destinations: readonly Destination[]) =>
  slugs.map((slug) => destinations.find((d) => d.slug === slug)?.name ?? slug);

/** The choices of a select or checkboxes. */
export const optionsOf = (input: Extract<ProfileFieldInput, { options: unknown }>, destinations: readonly Destination[]): ReadonlyArray<Option> =>
  input.options === 'destinations' ? destinations.map((d) => ({ value: d.slug, label: d.name })) : input.options;

/** A value as staff read it: dates and months written out, a choice by its label (a value no longer offered as itself). */
export function shownValue(field: ProfileField, value: unknown, destinations: readonly Destination[]): string {
  const { input } = field;
  switch (input.kind) {
    case 'text': {
      const text = typeof value === 'string' ? value : null;
      return input.type === 'date' ? formatDate(text) : input.type === 'month' ? formatMonth(text) : (text ?? '');
    }
    case 'select': {
      if (typeof value !== 'string') return '';
      return input.options.find((o) => o.value === value)?.label ?? value;
    }
    case 'locale':
      // Staff read it in English ("Spanish (es)"); the formatter is made only when a row is drawn.
      return typeof value === 'string' ? `${new Intl.DisplayNames(['en'], { type: 'language' }).of(value) ?? localeInfo(value).name} (${value})` : '';
    case 'timeZone':
      return typeof value === 'string' ? value : '';
    case 'checkboxes': {
      const list = Array.isArray(value) ? (value as string[]) : [];
      if (input.options === 'destinations') return destinationNames(list, destinations).join(', ');
      const options = input.options;
      return list.map((v) => options.find((o) => o.value === v)?.label ?? v).join(', ');
    }
  }
}

/** A student's profile as label and value rows, for staff's read-only views (the user page, the student file). */
export const profileRows = (user: { email: string }, destinations: readonly Destination[], fields: readonly ProfileField[] = PROFILE_FIELDS): Array<[string, string]> => [
  ['E-mail', user.email],
  ...fields.filter((f) => isSeenBy(f, 'file')).map((f): [string, string] => [f.short ?? f.label, shownValue(f, valueOf(user, f.key), destinations)]),
];

/** How much of the profile a student has filled in: the fields that count, and those of them given. */
export function profileCompleteness(user: object, fields: readonly ProfileField[] = PROFILE_FIELDS): { filled: number; total: number } {
  const counted = fields.filter((f) => f.complete);
  const given = (v: unknown) => (Array.isArray(v) ? v.length > 0 : Boolean(v));
  return { filled: counted.filter((f) => given(valueOf(user, f.key))).length, total: counted.length };
}

// ---- the forms' schemas ------------------------------------------------------------------------------------------

function makeSchemas(fields: ProfileFieldList) {
  const account = { firstname: nameField('first name'), lastname: nameField('last name'), email: emailField };
  const profile = z.object({
    ...account,
    /** Needed (for an account with a password) when `email` differs from the account's. */
    current_password: z.string({ error: 'Enter your current password.' }).max(PASSWORD_MAX).optional(),
    ...(profileShape(fields, 'your') as ProfileShape<SeenBy<SiteField, 'student'>>),
  });
  const adminUpdate = z.object({ ...account, ...(profileShape(fields, 'their') as ProfileShape<SiteField>), role: roleField });
  return { profile, adminUpdate };
}

const made = new WeakMap<ProfileFieldList, ReturnType<typeof makeSchemas>>();

/**
 * The profile form's schema (the student's own: their name, address and the fields they see) and the admin's user
 * form's (every field, and the role), for a list of fields: the site's, or the site's and a test's; made once per list.
 * Both are typed for the site's fields; a test's extra field is checked and passed on all the same.
 */
export function profileSchemas(fields: ProfileFieldList = PROFILE_FIELDS): ReturnType<typeof makeSchemas> {
  let schemas = made.get(fields);
  if (!schemas) made.set(fields, (schemas = makeSchemas(fields)));
  return schemas;
}

/** The student's own profile form. */
export const profileSchema = profileSchemas().profile;

/** Admin: edit a user's details and role. */
export const adminUpdateUserSchema = profileSchemas().adminUpdate;
