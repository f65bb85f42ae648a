// The profile's inputs, shared by the student's profile page and the admin portal's user page: the account's name
// and address, then an input for each described field (shared/profile.ts, decision 0042) on that form.
import { formFields, hintFor, optionsOf, PROFILE_FIELDS, profileFormValues, type Destination, type ProfileFieldInput, type ProfileFormValues, type ProfileReader } from '../../shared/profile';
import type { User } from '../../shared/types';
import { localeInfo } from '../../shared/i18n/locales';
import { useI18n } from '../lib/i18n';
import { CheckboxGroup, SelectField, TextField } from './form';
import { TimeZoneSelect } from './TimeZoneSelect';

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
  const { enabled } = useI18n();
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
        return [<TextField key={field.key} label={field.label} type={input.type} autoComplete={input.autoComplete} hint={hintFor(field, who)} {...text(field.key)} />];
      case 'select':
        return [<SelectField key={field.key} label={field.label} placeholder={input.placeholder} options={optionsOf(input, destinations)} hint={hintFor(field, who)} {...text(field.key)} />];
      case 'locale': {
        // The site's enabled languages, each by its own name; one since disabled stays while it is the value.
        const value = form.values[field.key] as string;
        const codes = enabled.includes(value) || !value ? enabled : [...enabled, value];
        return [<SelectField key={field.key} label={field.label} options={codes.map((code) => ({ value: code, label: localeInfo(code).name }))} hint={hintFor(field, who)} {...text(field.key)} />];
      }
      case 'timeZone':
        return [
          <TimeZoneSelect
            key={field.key}
            label={field.label}
            hint={hintFor(field, who)}
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
            legend={field.label}
            hint={hintFor(field, who)}
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
            <TextField key="firstname" label="First name" autoComplete="given-name" required {...text('firstname')} />,
            <TextField key="lastname" label="Last name" autoComplete="family-name" required {...text('lastname')} />,
            <TextField key="email" label="E-mail address" type="email" autoComplete="email" required {...text('email')} />,
            ...inputs,
          ]}
        </div>,
        ...groups,
      ]}
    </>
  );
}
