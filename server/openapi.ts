// The API table (server/api.ts) as an OpenAPI 3.1 document (decision 0041): paths in full (`/api/…`, `{param}`),
// each operation with its guard (`x-guard`), how a caller proves who they are (`security`), what it reads and what it
// answers. The schemas are zod's own JSON Schema 2020-12 (`z.toJSONSchema`), the dialect OpenAPI 3.1 uses: the
// answers as named components (shared/schemas/answers.ts `named`), the inputs inline as the browser's forms send them.
import * as z from 'zod';
import { DEFAULT_APP_NAME } from '../shared/site';
import { TOKEN_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../shared/cookies';
import { answerNames } from '../shared/schemas/answers';
import type { ApiGuard } from './features/auth/guards';
import type { Answer, ApiRoute, SuccessStatus } from './api';

type JsonSchema = Record<string, unknown>;

const COMPONENT = '#/components/schemas/';

/** What each guard lets through, as the reference says it. */
export const GUARD_TEXT: Record<ApiGuard, string> = {
  open: 'anyone',
  guest: 'visitors who are not signed in (signed in: 400 `{"error":"Already authenticated."}`)',
  user: 'anyone signed in',
  student: 'signed-in students (staff: 403)',
  staff: 'admins and advisers (an adviser sees their own students only; others: 404)',
  admin: 'admins only',
};

/** The groups of the reference, by the path's first segment. */
const TAGS: Array<[tag: string, description: string, prefixes: string[]]> = [
  ['Sign-in', 'Signing in and out, registering, e-mail links, password reset, providers.', ['login', 'register', 'email', 'logout', 'user', 'password', 'oauth']],
  ['Public', 'What visitors read and send: content, destinations, institutions, the contact desk, the fit check.', ['widgets', 'galleries', 'testimonials', 'blog', 'services', 'study-countries', 'institutions', 'contact', 'fit-check']],
  ['Settings', 'A signed-in user’s own profile, password, sessions and two-step sign-in.', ['settings']],
  ['Account', 'A student’s documents, checklists, applications, conversation and data.', ['account']],
  ['Staff', 'The portal’s shared work (admins and advisers): students, applications, conversations.', ['staff']],
  ['Admin', 'The admin portal: users, the review queue, content, destinations, messages, the audit log.', ['admin']],
  ['Description', 'This document.', ['openapi.json']],
];

export const tagOf = (path: string): string => TAGS.find(([, , prefixes]) => prefixes.includes(path.split('/')[1] ?? ''))?.[0] ?? 'Other';

/** ISO dates and times are said by their `format`; zod's regular expression for them would repeat 1.5 KB each time. */
const override = ({ jsonSchema }: { jsonSchema: JsonSchema }) => {
  if (jsonSchema.format === 'date-time' || jsonSchema.format === 'date') delete jsonSchema.pattern;
};

/** A JSON Schema without the keys that only a document of its own has. */
function bare(schema: JsonSchema): JsonSchema {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return rest;
}

/** An input as the caller sends it (before defaults and coercion). Inputs have no names of their own: inline. */
const inputSchema = (schema: z.ZodType): JsonSchema => bare(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', metadata: z.registry(), override }) as JsonSchema);

/** Express's `/users/:id` → OpenAPI's `/users/{id}`, and the parameters' names. */
export const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

const isWrite = (method: string) => method !== 'get';

/**
 * Who may call: a session, as a bearer token or the `token` cookie; every write also echoes the XSRF cookie in the
 * X-XSRF-TOKEN header, signed-in or not (decision 0002). Open reads need nothing.
 */
function securityOf(guard: ApiGuard, method: string): Array<Record<string, string[]>> | undefined {
  const signedIn = !(guard === 'open' || guard === 'guest');
  const xsrf: Record<string, string[]> = isWrite(method) ? { xsrfHeader: [] } : {};
  if (signedIn) return [{ bearerToken: [], ...xsrf }, { tokenCookie: [], ...xsrf }];
  return isWrite(method) ? [xsrf] : undefined;
}

function answerContent(answer: Answer): { description: string; content?: Record<string, unknown> } {
  if (answer === null) return { description: 'No content.' };
  if (typeof answer === 'string') {
    return answer === 'text/html'
      ? { description: 'A page.', content: { 'text/html': { schema: { type: 'string' } } } }
      : { description: 'A file.', content: { [answer]: { schema: { type: 'string', contentMediaType: answer } } } };
  }
  if (!('_zod' in answer)) {
    const json = answerContent(answer.json);
    return { description: `${json.description} Or, when asked for, the same as ${answer.or}.`, content: { ...json.content, [answer.or]: { schema: { type: 'string', contentMediaType: answer.or } } } };
  }
  const meta = answerNames.get(answer);
  if (!meta) throw new Error('server/openapi.ts: an answer schema without a name: give it one with `named` (shared/schemas/answers.ts)');
  return { description: meta.description ?? meta.id, content: { 'application/json': { schema: { $ref: `${COMPONENT}${meta.id}` } } } };
}

function operationOf(route: ApiRoute): JsonSchema {
  const parameters: JsonSchema[] = pathParams(route.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  if (route.query) {
    const query = inputSchema(route.query) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
  }
  let requestBody: JsonSchema | undefined;
  if (route.upload) {
    const fields = route.body ? (inputSchema(route.body) as { properties?: Record<string, JsonSchema>; required?: string[] }) : {};
    requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { ...fields.properties, file: { type: 'string', contentMediaType: 'application/octet-stream', description: route.upload === 'image' ? 'A JPEG, PNG or WebP image.' : 'A PDF, JPEG, PNG, WebP or Word (DOCX) file.' } },
            required: [...(fields.required ?? []), 'file'],
          },
        },
      },
    };
  } else if (route.body) {
    const schema = inputSchema(route.body);
    requestBody = { required: Array.isArray(schema.required) && schema.required.length > 0, content: { 'application/json': { schema } } };
  }
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(route.answer) as Array<[`${SuccessStatus}`, Answer]>) responses[status] = answerContent(answer);
  const error = { content: { 'application/json': { schema: { $ref: `${COMPONENT}Error` } } } };
  responses['4XX'] = { description: 'Refused: 401 not signed in, 403 not allowed (or the XSRF header is missing), 404, 422 with field errors, 429 with Retry-After.', ...error };
  responses['5XX'] = { description: 'A failure; 503 with Retry-After while the database is away or saturated.', ...error };
  const security = securityOf(route.guard, route.method);
  return {
    operationId: route.name,
    summary: route.summary,
    description: `Guard \`${route.guard}\`: ${GUARD_TEXT[route.guard]}.`,
    tags: [tagOf(route.path)],
    'x-guard': route.guard,
    ...(security ? { security } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** The whole document for the rows of the API table. */
export function buildApiDocument(routes: readonly ApiRoute[]): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) (paths[openApiPath(route.path)] ??= {})[route.method] = operationOf(route);
  const components = z.toJSONSchema(answerNames, { io: 'output', unrepresentable: 'any', override, metadata: answerNames, uri: (id) => `${COMPONENT}${id}` }).schemas;
  return {
    openapi: '3.1.0',
    info: {
      title: `${DEFAULT_APP_NAME} API`,
      version: '1',
      description:
        'The JSON API the site’s pages use. Every endpoint is a row of server/api.ts, with its guard (`x-guard`). Signed-in calls carry the ' +
        `session as a bearer token or the \`${TOKEN_COOKIE}\` cookie; every write echoes the \`${XSRF_COOKIE}\` cookie in the \`${XSRF_HEADER}\` header. ` +
        'With ADMIN_MFA=required, /api/admin and /api/staff answer 403 (`code: mfa_setup_required`) to staff without two-step sign-in.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags: TAGS.map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).map(([id, schema]) => [id, bare(schema as JsonSchema)])),
      securitySchemes: {
        bearerToken: { type: 'http', scheme: 'bearer', description: 'The `token` of a sign-in’s answer.' },
        tokenCookie: { type: 'apiKey', in: 'cookie', name: TOKEN_COOKIE, description: 'The session cookie a sign-in sets (HttpOnly).' },
        xsrfHeader: { type: 'apiKey', in: 'header', name: XSRF_HEADER, description: `The value of the \`${XSRF_COOKIE}\` cookie, which any GET hands out (decision 0002).` },
      },
    },
  };
}
