// The profile's inputs, shared by the student's profile page and the admin portal's user page: the account's name
// and address, then an input for each described field (shared/profile.ts, decision 0042) on that form.
import { formFields, hintFor, optionsOf, PROFILE_FIELDS, profileFormValues, type Destination, type ProfileFieldInput, type ProfileFormValues, type ProfileReader } from '../../shared/profile';
import type { User } from '../../shared/types';
import { localeInfo } from '../../shared/i18n/locales';
import { type MessageId, useI18n } from '../lib/i18n';
import { CheckboxGroup, SelectField, TextField } from './form';
import { TimeZoneSelect } from './TimeZoneSelect';

/**
 * The student's own form in their language: each site field's label and hint, and the choices of the lists, by message
 * id. Staff's form (`their`) stays in English, as the description words it; a field with no message (a test's) too.
 */
const LABELS: Partial<Record<string, MessageId>> = {
  phone: 'profile.phone',
  date_of_birth: 'profile.date_of_birth',
  nationality: 'profile.nationality',
  country_of_residence: 'profile.country_of_residence',
  highest_qualification: 'profile.highest_qualification',
  intended_level: 'profile.intended_level',
  preferred_destinations: 'profile.preferred_destinations',
  intended_start: 'profile.intended_start',
  locale: 'profile.locale',
  time_zone: 'profile.time_zone',
};
const HINTS: Partial<Record<string, MessageId>> = {
  phone: 'profile.phone.hint',
  preferred_destinations: 'profile.preferred_destinations.hint',
  intended_start: 'profile.intended_start.hint',
  locale: 'profile.locale.hint',
};
const PLACEHOLDERS: Partial<Record<string, MessageId>> = {
  nationality: 'profile.chooseCountry',
  country_of_residence: 'profile.chooseCountry',
  highest_qualification: 'profile.chooseOne',
  intended_level: 'profile.chooseOne',
};
/** The prefix of the messages of a list's choices (`<prefix>.<value>`). */
const CHOICES: Partial<Record<string, string>> = { highest_qualification: 'profile.qualification', intended_level: 'profile.level' };

export type ProfileValues = { firstname: string; lastname: string; email: string } & ProfileFormValues & { [key: string]: unknown };

/** A user's values for a form: the student's own (`your`: the fields they see) or staff's (`their`: every field). */
export function profileValues(user: User, who: ProfileReader = 'their'): ProfileValues {
  return { firstname: user.firstname, lastname: user.lastname, email: user.email, ...profileFormValues(user, who) };
}

interface FormLike<T extends ProfileValues> {
  values: T;
  set<K extends keyof T>(name: K, value: T[K]): void;
  error(name: keyof T & string): string | undefined;
}

export function ProfileFields<T extends ProfileValues>({ form, destinations, who = 'your' }: { form: FormLike<T>; destinations: Destination[]; who?: ProfileReader }) {
  const fields = formFields(PROFILE_FIELDS, who);
  const { enabled, t } = useI18n();
  // The student's own form speaks their language; staff's stays as the description words it.
  const own = who === 'your';
  const word = (ids: Partial<Record<string, MessageId>>, key: string, english: string | undefined) => {
    const id = own ? ids[key] : undefined;
    return id ? t(id) : english;
  };
  const label = (field: (typeof fields)[number]) => word(LABELS, field.key, field.label)!;
  const hint = (field: (typeof fields)[number]) => word(HINTS, field.key, hintFor(field, who));
  const choices = (key: string, options: ReadonlyArray<{ value: string; label: string }>) => {
    const prefix = own ? CHOICES[key] : undefined;
    return prefix ? options.map((o) => ({ value: o.value, label: t(`${prefix}.${o.value}` as MessageId) })) : options;
  };
  const text = (name: keyof ProfileValues & string) => ({
    name,
    value: form.values[name] as string,
    error: form.error(name),
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value as T[typeof name]),
  });
  // Flat lists of children, as the inputs were once written out one by one: React's generated ids (useId) follow
  // the children's places, so the markup stays as it was.
  const inputs = fields.flatMap((field) => {
    const input: ProfileFieldInput = field.input;
    switch (input.kind) {
      case 'text':
        return [<TextField key={field.key} label={label(field)} type={input.type} autoComplete={input.autoComplete} hint={hint(field)} {...text(field.key)} />];
      case 'select':
        return [
          <SelectField
            key={field.key}
            label={label(field)}
            placeholder={word(PLACEHOLDERS, field.key, input.placeholder)}
            options={choices(field.key, optionsOf(input, destinations))}
            hint={hint(field)}
            {...text(field.key)}
          />,
        ];
      case 'locale': {
        // The site's enabled languages, each by its own name; one since disabled stays while it is the value.
        const value = form.values[field.key] as string;
        const codes = enabled.includes(value) || !value ? enabled : [...enabled, value];
        return [<SelectField key={field.key} label={label(field)} options={codes.map((code) => ({ value: code, label: localeInfo(code).name }))} hint={hint(field)} {...text(field.key)} />];
      }
      case 'timeZone':
        return [
          <TimeZoneSelect
            key={field.key}
            label={label(field)}
            hint={hint(field)}
            name={field.key}
            value={form.values[field.key] as string}
            error={form.error(field.key)}
            onChange={(value) => form.set(field.key, value as T[typeof field.key])}
          />,
        ];
      case 'checkboxes':
        // Below the grid: a group of checkboxes takes the form's whole width.
        return [];
    }
  });
  const groups = fields.flatMap((field) =>
    field.input.kind === 'checkboxes'
      ? [
          <CheckboxGroup
            key={field.key}
            legend={label(field)}
            hint={hint(field)}
            name={field.key}
            options={optionsOf(field.input, destinations)}
            value={form.values[field.key] as string[]}
            error={form.error(field.key)}
            onChange={(value) => form.set(field.key, value as T[typeof field.key])}
          />,
        ]
      : [],
  );
  return (
    <>
      {[
        <div key="grid" className="form-grid">
          {[
            <TextField key="firstname" label={own ? t('auth.field.firstname') : 'First name'} autoComplete="given-name" required {...text('firstname')} />,
            <TextField key="lastname" label={own ? t('auth.field.lastname') : 'Last name'} autoComplete="family-name" required {...text('lastname')} />,
            <TextField key="email" label={own ? t('auth.field.email') : 'E-mail address'} type="email" autoComplete="email" required {...text('email')} />,
            ...inputs,
          ]}
        </div>,
        ...groups,
      ]}
    </>
  );
}
