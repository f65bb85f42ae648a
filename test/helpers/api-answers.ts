// Every success the API test suites see is checked against the OpenAPI document (decision 0041): the operation the
// method and path name, a status it declares, and a JSON body valid against its answer schema as the document writes
// it (JSON Schema 2020-12, checked by Ajv). The test clients (test/helpers/app.ts) call `checkAnswer` on every answer;
// a mismatch is printed at once and fails the run (test/helpers/hooks.ts), naming the call.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { apiTable, type ApiRoute } from '../../server/api';
import { buildApiDocument } from '../../server/openapi';
import { isRealDate } from '../../shared/schemas/dates';

interface Operation {
  route: ApiRoute;
  pattern: RegExp;
}

let operations: Operation[] | undefined;
let validators: Map<string, ValidateFunction> | undefined;
let components: Record<string, unknown> | undefined;

/** The rows, each with a regular expression of its path (Express's order: the first that matches answers). */
function table(): Operation[] {
  operations ??= apiTable().map((route) => ({
    route,
    pattern: new RegExp(`^/api${route.path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+')}$`),
  }));
  return operations;
}

/** The document's component schemas with their references made local (`#/$defs/<name>`), for one Ajv schema each. */
function validatorOf(name: string): ValidateFunction {
  if (!components) {
    const { schemas } = (documentOnce() as { components: { schemas: Record<string, unknown> } }).components;
    components = JSON.parse(JSON.stringify(schemas).replaceAll('"#/components/schemas/', '"#/$defs/')) as Record<string, unknown>;
  }
  validators ??= new Map();
  let validate = validators.get(name);
  if (!validate) {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addFormat('date-time', (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value) && !Number.isNaN(Date.parse(value)));
    ajv.addFormat('date', (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value));
    validate = ajv.compile({ $defs: components, $ref: `#/$defs/${name}` });
    validators.set(name, validate);
  }
  return validate;
}

/** What went wrong, one line a problem. */
export const answerProblems: string[] = [];

/** The operation a call names, or undefined for an address outside the API table (pages, /healthz). */
export function operationFor(method: string, url: string): ApiRoute | undefined {
  const path = new URL(url, 'http://test.invalid').pathname;
  if (!path.startsWith('/api/') && path !== '/api') return undefined;
  return table().find((o) => o.route.method === method.toLowerCase() && o.pattern.test(path))?.route;
}

interface SeenAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  text?: string;
}

/** Checks one answer; returns the problem (also recorded) or null. Only successes (2xx) are checked. */
export function checkAnswer(method: string, url: string, res: SeenAnswer): string | null {
  if (res.status < 200 || res.status >= 300) return null;
  const label = `${method.toUpperCase()} ${url} → ${res.status}`;
  const problem = answerProblem(method, url, res);
  if (!problem) return null;
  const line = `${label}: ${problem}`;
  answerProblems.push(line);
  console.error(`  the answer does not match the OpenAPI document: ${line}`);
  return line;
}

function answerProblem(method: string, url: string, res: SeenAnswer): string | null {
  const route = operationFor(method, url);
  if (!route) return new URL(url, 'http://test.invalid').pathname.startsWith('/api/') ? 'no operation of the API table has this method and path' : null;
  const answer = route.answer[res.status as keyof ApiRoute['answer']];
  if (answer === undefined) return `${route.name} declares no ${res.status} answer (it declares ${Object.keys(route.answer).join(', ')})`;
  if (answer === null) return res.text ? `${route.name} answers ${res.status} with no body, got ${res.text.length} bytes` : null;
  const type = String(res.headers['content-type'] ?? '');
  if (typeof answer === 'string') return answer !== 'application/octet-stream' && !type.startsWith(answer) ? `${route.name} answers ${answer}, got ${type}` : null;
  // JSON, or the same as a file of another type when the query asks for it (the funnel's CSV).
  if (!('_zod' in answer) && type.startsWith(answer.or)) return null;
  if (!type.startsWith('application/json')) return `${route.name} answers JSON, got ${type || 'no Content-Type'}`;
  const name = componentOf(route, res.status);
  const validate = validatorOf(name);
  if (validate(res.body)) return null;
  const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(the body)'} ${e.message ?? ''}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`);
  return `not a valid ${name} (${route.name}): ${errors.join('; ')}: ${JSON.stringify(res.body).slice(0, 300)}`;
}

/** The component the document names for a row's answer of `status`. */
function componentOf(route: ApiRoute, status: number): string {
  const document = documentOnce();
  const responses = (document.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> }>>)[`/api${route.path.replace(/:(\w+)/g, '{$1}')}`]?.[route.method]?.responses;
  const ref = responses?.[String(status)]?.content?.['application/json']?.schema?.$ref;
  if (!ref) throw new Error(`test/helpers/api-answers.ts: the document has no JSON answer ${status} for ${route.name}`);
  return ref.slice('#/components/schemas/'.length);
}

let document: Record<string, unknown> | undefined;
const documentOnce = () => (document ??= buildApiDocument(apiTable()));
