// The one error family: a status, a message, optional field errors, and a wire body.
import type * as z from 'zod';
import type { ZodType } from 'zod';
import { type ErrorBody, type FieldErrors, toFieldErrors, UNAUTHENTICATED_MESSAGE } from '../../shared/errors';

export class AppError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string>;
  /** A body that differs from the usual `{message, errors}` (the contract's guest-only answer). */
  readonly body: Record<string, unknown> | undefined;

  constructor(
    status: number,
    message: string,
    options: { errors?: FieldErrors; headers?: Record<string, string>; body?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
    this.body = options.body;
  }

  toBody(): ErrorBody | Record<string, unknown> {
    if (this.body) return this.body;
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const fail = {
  badRequest: (message = 'Bad request.') => new AppError(400, message),
  unauthenticated: () => new AppError(401, UNAUTHENTICATED_MESSAGE),
  forbidden: (message = 'This action is unauthorized.') => new AppError(403, message),
  notFound: (message = 'Not found.') => new AppError(404, message),
  validation: (errors: FieldErrors, message?: string) =>
    new AppError(422, message ?? Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', { errors }),
  field: (field: string, message: string) => new AppError(422, message, { errors: { [field]: [message] } }),
  tooManyAttempts: (retryAfterSeconds: number) =>
    new AppError(429, `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`, {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  alreadyAuthenticated: () => new AppError(400, 'Already authenticated.', { body: { error: 'Already authenticated.' } }),
  unavailable: () =>
    new AppError(503, 'The service is busy or briefly unavailable. Please try again in a moment.', {
      headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S) },
    }),
};

/** What a 503 tells the caller to wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** Socket errors of a connection to the database that is refused, cut or too slow to open. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATEs of a server that is going away, not accepting connections, or cancelled a statement that ran too long. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '55P03', '40001', '40P01']);
/** node-postgres reports a lost or unopenable connection with these messages and no code. */
const CONNECTION_ERROR_MESSAGES = ['Connection terminated', 'connection error', 'timeout exceeded when trying to connect', 'Connection ended'];

/**
 * The database is down, unreachable or saturated (no free pool connection in time, a statement timed out): not the
 * caller's fault and not a bug, so a 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code, message } = error as { name?: string; code?: unknown; message?: unknown };
  if (name === 'KnexTimeoutError') return true;
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && !code && CONNECTION_ERROR_MESSAGES.some((m) => message.includes(m))) return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}

/** Parses input with a shared schema; anything wrong becomes a 422 with a message per field. */
export function parseInput<S extends ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw fail.validation(toFieldErrors(result.error.issues));
  return result.data;
}

interface PgError {
  code?: string;
  constraint?: string;
}

/** PostgreSQL errors that are the caller's fault, translated in this one place. */
export function fromDatabaseError(error: unknown, uniqueFields: Record<string, string> = {}): AppError | null {
  if (isDatabaseUnavailable(error)) return fail.unavailable();
  const pgError = error as PgError;
  if (typeof pgError?.code !== 'string') return null;
  switch (pgError.code) {
    case '23505': {
      const field = (pgError.constraint && uniqueFields[pgError.constraint]) ?? guessField(pgError.constraint);
      return fail.field(field, `This ${field.replace(/_/g, ' ')} is already taken.`);
    }
    case '23503':
      return fail.validation({ _: ['A related record does not exist.'] });
    // Also dates PostgreSQL cannot hold (year 0, 30 February, far-out offsets).
    case '22P02':
    case '22003':
    case '22001':
    case '22007':
    case '22008':
    case '22009':
      return fail.validation({ _: ['A value has the wrong form or size.'] });
    // Text PostgreSQL cannot store: a NUL (character_not_in_repertoire), bytes that are not UTF-8.
    case '22021':
    case '22P05':
      return fail.validation({ _: ['A value contains a character that cannot be stored.'] });
    default:
      return null;
  }
}

function guessField(constraint: string | undefined): string {
  const match = constraint?.match(/^[a-z]+_(.+?)(?:_lower)?_unique$/);
  return match?.[1] ?? 'value';
}
