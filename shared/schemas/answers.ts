// What the API answers, described once (decision 0041): the shapes every feature's answers are built from, and the
// registry that names each answer schema for the OpenAPI document (its `components/schemas`). The answer schemas live
// in `<feature>.answers.ts` beside the input schemas of the same feature, in modules of their own so that a page
// importing a form's schema does not bring them into the browser (the browser never parses an answer).
import * as z from 'zod';
import type { ErrorBody } from '../errors';

/** Answer schemas by the name the OpenAPI document gives them (server/openapi.ts). */
export const answerNames = z.registry<{ id: string; description?: string }>();

/** Names `schema` in the document; `description` says what it is, for the reference (docs/api.md). */
export function named<T extends z.ZodType>(id: string, schema: T, description?: string): T {
  answerNames.add(schema as z.ZodType, description ? { id, description } : { id });
  return schema;
}

/** An ISO time as the database layer writes it (server/db/knex.ts: `toISOString()`). */
export const timestamp = () => z.iso.datetime();
/** A calendar day, YYYY-MM-DD. */
export const day = () => z.iso.date();
/** A database id. */
export const id = () => z.int().positive();
/** A count. */
export const count = () => z.int().nonnegative();

/** A page of a list: `results`, and where it is in the whole. */
export const paged = <T extends z.ZodType>(item: T) => z.strictObject({ results: z.array(item), total: count(), page: z.int().positive(), per_page: z.int().positive() });

/**
 * A page of a long list read by keys: `next` is the `after` of the page that follows (null on the last), and `total`
 * stops at a cap, `total_capped` saying so.
 */
export const keyedPage = <T extends z.ZodType>(item: T) =>
  z.strictObject({ results: z.array(item), total: count(), total_capped: z.boolean(), page: z.int().positive(), per_page: z.int().positive(), next: z.string().nullable() });

/** A list that is not paged, under `results` (the API's envelope). */
export const results = <T extends z.ZodType>(item: T) => z.strictObject({ results: z.array(item) });

/** One record under `results` (the public reads by address). */
export const result = <T extends z.ZodType>(item: T) => z.strictObject({ results: item });

/** `{status}`: a sentence for people, the same for every caller (registration, reset links, the contact desk). */
export const statusAnswerSchema = named('Status', z.strictObject({ status: z.string() }));

/** Someone named in an answer (who moved an application, who saved a revision, an adviser). */
export const personRefSchema = named('PersonRef', z.strictObject({ id: z.int(), name: z.string() }));

/**
 * Every refusal (4xx) and failure (5xx): a message for people, field errors for a 422, a `code` a client acts on
 * (`email_unverified`, `mfa_setup_required`). The guest-only calls made while signed in answer `{error}` instead.
 */
export const errorBodySchema = named(
  'Error',
  z.union([
    z.strictObject({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional(), code: z.string().optional() }),
    z.strictObject({ error: z.string() }),
  ]),
);

/** The error body the browser reads (shared/errors.ts) is the schema's first form, field for field. */
const errorBodyAgrees: [ErrorBody, Extract<z.infer<typeof errorBodySchema>, { message: string }>] extends [Extract<z.infer<typeof errorBodySchema>, { message: string }>, ErrorBody] ? true : false = true;
void errorBodyAgrees;

/** GET /api/openapi.json: this document (OpenAPI 3.1). */
export const openApiDocumentSchema = named('OpenApiDocument', z.record(z.string(), z.unknown()), 'An OpenAPI 3.1 document: this one.');
