// Form building blocks: labelled fields with their error beside them, and a small form-state hook that
// checks values with the same zod schema the server uses.
import { type FormEvent, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId, useState } from 'react';
import type { ZodType } from 'zod';
import { type FieldErrors, toFieldErrors } from '../../shared/errors';
import { HttpError } from '../lib/http';
import { KnownText } from '../lib/known-texts';
import { catalogueReady } from '../lib/i18n';

export function TextField({
  label,
  error,
  hint,
  ...input
}: { label: ReactNode; error?: string | undefined; hint?: ReactNode; name: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      <input
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {error && (
        <p className="field-error" id={errorId}>
          <KnownText text={error} />
        </p>
      )}
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  ...textarea
}: { label: ReactNode; error?: string | undefined; hint?: ReactNode; name: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      <textarea
        id={id}
        className="input textarea"
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...textarea}
      />
      {error && (
        <p className="field-error" id={errorId}>
          <KnownText text={error} />
        </p>
      )}
    </div>
  );
}

export function SelectField({
  label,
  error,
  hint,
  options,
  groups,
  placeholder,
  ...select
}: {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Further choices in labelled groups (<optgroup>), after `options`. */
  groups?: ReadonlyArray<{ label: string; options: ReadonlyArray<{ value: string; label: string }> }>;
  /** The empty choice, e.g. "Choose…"; omit for a required choice. */
  placeholder?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      <select id={id} className="input" aria-invalid={error ? true : undefined} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {groups?.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error && (
        <p className="field-error" id={errorId}>
          <KnownText text={error} />
        </p>
      )}
    </div>
  );
}

/** Several choices from a short list, as checkboxes in a fieldset. */
export function CheckboxGroup({
  legend,
  hint,
  error,
  options,
  value,
  onChange,
  name,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string[];
  onChange: (value: string[]) => void;
  name: string;
}) {
  const id = useId();
  return (
    <fieldset className={error ? 'field fieldset has-error' : 'field fieldset'} aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="check-grid">
        {options.map((o) => (
          <label key={o.value} className="check-option">
            <input
              type="checkbox"
              name={name}
              value={o.value}
              checked={value.includes(o.value)}
              onChange={(e) => onChange(e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value))}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          <KnownText text={error} />
        </p>
      )}
    </fieldset>
  );
}

export function Checkbox({ label, error, ...input }: { label: ReactNode; error?: string | undefined; name: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={error ? 'field field-check has-error' : 'field field-check'}>
      <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          <KnownText text={error} />
        </p>
      )}
    </div>
  );
}

export function FormAlert({ message, variant = 'error' }: { message: string | null | undefined; variant?: 'error' | 'success' | 'info' }) {
  if (!message) return null;
  return (
    <div className={`alert alert-${variant}`} role={variant === 'error' ? 'alert' : 'status'}>
      <KnownText text={message} />
    </div>
  );
}

/** The form's button; with `onClick`, a plain button that acts on its own (no form around it). */
export function SubmitButton({ busy, children, className = 'btn btn-primary', onClick }: { busy: boolean; children: ReactNode; className?: string; onClick?: () => void }) {
  return (
    <button type={onClick ? 'button' : 'submit'} className={className} disabled={busy} aria-busy={busy || undefined} onClick={onClick}>
      {busy && <span className="spinner spinner-small" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** Values, per-field errors and a busy flag; `submit` validates first and maps a 422 answer onto the fields. */
export function useForm<T extends Record<string, unknown>>(schema: ZodType, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function set<K extends keyof T>(name: K, value: T[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name as string]) return current;
      const next = { ...current };
      delete next[name as string];
      return next;
    });
  }

  async function submit(action: (values: T) => Promise<void>): Promise<void> {
    setMessage(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      // What the action says when it is done (a toast, a thanks) comes from the whole catalogue.
      await catalogueReady();
      await action(values);
    } catch (error) {
      if (error instanceof HttpError && error.body?.errors) setErrors(error.body.errors);
      else if (error instanceof HttpError && error.status < 500) setMessage(error.body?.message ?? 'That did not work. Please try again.');
      else if (!(error instanceof HttpError)) setMessage('We could not reach the server. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  /** A form element's onSubmit: keeps the browser from sending the form, and submits the values with `action`. */
  const handleSubmit = (action: (values: T) => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    void submit(action);
  };

  const error = (name: keyof T & string) => errors[name]?.[0];
  /** The props of a text input, textarea or select bound to a field. */
  const text = <K extends KeysOf<T, string | null>>(name: K) => ({
    name,
    value: (values[name] as string | null) ?? '',
    error: error(name),
    onChange: (e: { target: { value: string } }) => set(name, e.target.value as T[K]),
  });
  /** The props of a checkbox bound to a field. */
  const check = <K extends KeysOf<T, boolean>>(name: K) => ({ name, checked: values[name] as boolean, onChange: (e: { target: { checked: boolean } }) => set(name, e.target.checked as T[K]) });
  return { values, setValues, set, errors, error, text, check, message, setMessage, busy, submit, handleSubmit };
}

/** The fields of T whose values are of type V. */
type KeysOf<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T] & string;

export type Form<T extends Record<string, unknown>> = ReturnType<typeof useForm<T>>;

/** A form that checks and sends `form`'s values with `action`; the form's message shows above its fields. */
export function SubmitForm<T extends Record<string, unknown>>({ form, action, children }: { form: Form<T>; action: (values: T) => Promise<void>; children: ReactNode }) {
  return (
    <form method="post" noValidate className="form" onSubmit={form.handleSubmit(action)}>
      <FormAlert message={form.message} />
      {children}
    </form>
  );
}
