// The error wire shape every /api answer uses, and a reader for it that both sides share.

export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
  /** What a client acts on besides the message (`email_unverified`, `mfa_setup_required`). */
  code?: string;
}

export const CSRF_MISMATCH_MESSAGE = 'CSRF token mismatch.';
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

export function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).message === 'string';
}

/** Turns a zod-style issue list into `{field: [messages]}`, first message per issue, nested paths dotted. */
export function toFieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
