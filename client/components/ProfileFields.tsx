// The profile's fields, shared by the student's profile page and the admin portal's user page.
import { COUNTRIES } from '../../shared/countries';
import { formatDate, formatMonth } from '../../shared/format';
import { labelOf, QUALIFICATIONS, STUDY_LEVELS } from '../../shared/options';
import type { User } from '../../shared/types';
import { CheckboxGroup, SelectField, TextField } from './form';

export interface ProfileValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  date_of_birth: string;
  nationality: string;
  country_of_residence: string;
  highest_qualification: string;
  intended_level: string;
  preferred_destinations: string[];
  intended_start: string;
  [key: string]: unknown;
}

export function profileValues(user: User): ProfileValues {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phone: user.phone ?? '',
    date_of_birth: user.date_of_birth ?? '',
    nationality: user.nationality ?? '',
    country_of_residence: user.country_of_residence ?? '',
    highest_qualification: user.highest_qualification ?? '',
    intended_level: user.intended_level ?? '',
    preferred_destinations: user.preferred_destinations,
    intended_start: user.intended_start ?? '',
  };
}

const countryOptions = COUNTRIES.map((c) => ({ value: c, label: c }));

/** The study countries a profile may name, as the page's loader found them. */
export interface Destination {
  slug: string;
  name: string;
}

/** Destination names for display; a slug no longer on the site shows as itself. */
export const destinationNames = (slugs: string[], destinations: Destination[]) =>
  slugs.map((slug) => destinations.find((d) => d.slug === slug)?.name ?? slug);

interface FormLike<T extends ProfileValues> {
  values: T;
  set<K extends keyof T>(name: K, value: T[K]): void;
  error(name: keyof T & string): string | undefined;
}

/** A student's profile as label and value rows, for staff's read-only views (the user page, the student file). */
export const profileRows = (user: User, destinations: Destination[]): Array<[string, string]> => [
    ['E-mail', user.email],
    ['Phone', user.phone ?? ''],
    ['Date of birth', formatDate(user.date_of_birth)],
    ['Nationality', user.nationality ?? ''],
    ['Country of residence', user.country_of_residence ?? ''],
    ['Highest qualification', labelOf(QUALIFICATIONS, user.highest_qualification)],
    ['Intended level', labelOf(STUDY_LEVELS, user.intended_level)],
    ['Preferred destinations', destinationNames(user.preferred_destinations, destinations).join(', ')],
    ['Intended start', formatMonth(user.intended_start)],
];

export function ProfileFields<T extends ProfileValues>({ form, destinations, who = 'your' }: { form: FormLike<T>; destinations: Destination[]; who?: 'your' | 'their' }) {
  const destinationOptions = destinations.map((d) => ({ value: d.slug, label: d.name }));
  const text = (name: keyof ProfileValues & string) => ({
    name,
    value: form.values[name] as string,
    error: form.error(name),
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value as T[typeof name]),
  });
  return (
    <>
      <div className="form-grid">
        <TextField label="First name" autoComplete="given-name" required {...text('firstname')} />
        <TextField label="Last name" autoComplete="family-name" required {...text('lastname')} />
        <TextField label="E-mail address" type="email" autoComplete="email" required {...text('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" hint="With the country code, e.g. +234 803 123 4567" {...text('phone')} />
        <TextField label="Date of birth" type="date" autoComplete="bday" {...text('date_of_birth')} />
        <SelectField label="Nationality" placeholder="Choose a country" options={countryOptions} {...text('nationality')} />
        <SelectField label="Country of residence" placeholder="Choose a country" options={countryOptions} {...text('country_of_residence')} />
        <SelectField label="Highest qualification" placeholder="Choose one" options={QUALIFICATIONS} {...text('highest_qualification')} />
        <SelectField label="Intended level of study" placeholder="Choose one" options={STUDY_LEVELS} {...text('intended_level')} />
        <TextField label="Intended start" type="month" hint="The month and year you hope to start, e.g. 2027-09" {...text('intended_start')} />
      </div>
      <CheckboxGroup
        legend="Preferred destinations"
        hint={`Where ${who === 'your' ? 'you would' : 'they would'} like to study. Advisers use this to shortlist courses.`}
        name="preferred_destinations"
        options={destinationOptions}
        value={form.values.preferred_destinations}
        error={form.error('preferred_destinations')}
        onChange={(value) => form.set('preferred_destinations', value as T['preferred_destinations'])}
      />
    </>
  );
}
