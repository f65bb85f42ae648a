// What is made from the API table (server/api.ts, decision 0041) and committed: the browser's operations
// (client/lib/api-operations.ts: each operation's method and path, and the types of what it reads and answers) and
// the reference for staff (docs/api.md, from the OpenAPI document). test/unit/api-description.test.ts checks both
// are current.
//
//   npm run api:generate           write both
import fs from 'node:fs';
import path from 'node:path';
import type * as z from 'zod';
import { apiTable, type ApiRoute } from '../server/api';
import { buildApiDocument, GUARD_TEXT, openApiPath, tagOf } from '../server/openapi';

const ROOT = process.cwd();
export const OPERATIONS_FILE = 'client/lib/api-operations.ts';
export const REFERENCE_FILE = 'docs/api.md';

/** The modules whose exports may be a row's schema, in the order they are searched. */
const SCHEMA_MODULES = [
  ...fs
    .readdirSync(path.join(ROOT, 'shared/schemas'))
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => `shared/schemas/${f}`),
  'shared/resources.ts',
  'shared/profile.ts',
];

/** `shared/schemas/content.answers.ts` → `contentAnswers`. */
const aliasOf = (file: string) => path.basename(file, '.ts').replace(/[.-](\w)/g, (_m, c: string) => c.toUpperCase());

interface Named {
  file: string;
  alias: string;
  name: string;
}

/** Every exported schema of the schema modules, by identity: how the browser's types refer to a row's schema. */
async function schemaNames(): Promise<Map<unknown, Named>> {
  const names = new Map<unknown, Named>();
  for (const file of SCHEMA_MODULES) {
    const module = (await import(path.join(ROOT, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (value && typeof value === 'object' && '_zod' in value && !names.has(value)) names.set(value, { file, alias: aliasOf(file), name });
    }
  }
  return names;
}

/** The browser's operations: methods and paths (the only values), and the types of each operation's input and answer. */
export async function operationsModule(routes: readonly ApiRoute[] = apiTable()): Promise<string> {
  const names = await schemaNames();
  const used = new Map<string, string>();
  const ref = (schema: z.ZodType, io: 'input' | 'output', what: string, route: ApiRoute) => {
    const found = names.get(schema);
    if (!found) throw new Error(`server/api.ts: the ${what} of ${route.name} is not an export of shared/schemas/, shared/resources.ts or shared/profile.ts: name it there, so that the browser's types can refer to it`);
    used.set(found.alias, found.file);
    return `z.${io}<typeof ${found.alias}.${found.name}>`;
  };
  const values: string[] = [];
  const types: string[] = [];
  for (const route of routes) {
    values.push(`  ${route.name}: '${route.method.toUpperCase()} ${openApiPath(route.path)}',`);
    const parts: string[] = [];
    if (route.body) parts.push(`body: ${ref(route.body, 'input', 'body', route)}`);
    if (route.query) parts.push(`query: ${ref(route.query, 'input', 'query', route)}`);
    const answers = Object.values(route.answer).map((answer) =>
      answer === null ? 'null' : typeof answer === 'string' ? 'unknown' : !('_zod' in answer) ? ref(answer.json, 'output', 'answer', route) : ref(answer, 'output', 'answer', route),
    );
    parts.push(`answer: ${[...new Set(answers)].join(' | ')}`);
    types.push(`  ${route.name}: { ${parts.join('; ')} };`);
  }
  const imports = [...used].sort(([a], [b]) => a.localeCompare(b)).map(([alias, file]) => `import type * as ${alias} from '../../${file.replace(/\.ts$/, '')}';`);
  return `// Made by \`npm run api:generate\` from the API table (server/api.ts, decision 0041): do not edit. The browser's client
// (client/lib/http.ts) builds a method per operation from it; test/unit/api-description.test.ts checks it is current.
// Only the methods and paths are values: the schemas are named for their types and never bundled.
import type * as z from 'zod';
${imports.join('\n')}

/** Each operation's method and path, by its name in the API table. */
export const OPERATIONS = {
${values.join('\n')}
} as const;

/** What each operation reads (its body or query) and answers (\`null\`: nothing; \`unknown\`: a file or a page; a JSON answer that can also be a file is its JSON). */
export interface OperationTypes {
${types.join('\n')}
}
`;
}

type Json = Record<string, unknown>;

/** A JSON Schema in a few words: `string`, `integer`, `User`, `array of Service`, `"a" | "b"`, `string or null`. */
function typeText(schema: Json | undefined): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    return `[${name}](#${name.toLowerCase()})`;
  }
  if (Array.isArray(schema.enum)) return schema.enum.length > 12 ? `one of ${schema.enum.length} values` : schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const any = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (any) return any.map(typeText).join(' or ');
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  if (schema.type === 'array') return `array of ${typeText(schema.items as Json | undefined)}`;
  if (schema.type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object') return `object of ${typeText(schema.additionalProperties as Json)}`;
  if (typeof schema.contentMediaType === 'string') return 'a file';
  if (schema.type === 'string' && typeof schema.format === 'string') return `${schema.format}`;
  return typeof schema.type === 'string' ? schema.type : 'any';
}

/** An object schema's fields: `name` (type), required ones first as written, optional ones marked `?`. */
function fieldsText(schema: Json): string {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  const fields = Object.entries(properties).map(([name, s]) => `\`${name}${required.has(name) ? '' : '?'}\` ${typeText(s)}`);
  if (fields.length) return fields.join(', ');
  return typeText(schema);
}

/** The reference for staff: every operation by group, then every answer's shape. */
export function referenceText(routes: readonly ApiRoute[] = apiTable()): string {
  const document = buildApiDocument(routes) as { paths: Record<string, Record<string, Json>>; tags: Array<{ name: string; description: string }>; components: { schemas: Record<string, Json> } };
  const out: string[] = [
    '# The API',
    '',
    '<!-- Made by `npm run api:generate` from the API table (server/api.ts): do not edit. test/unit/api-description.test.ts checks it is current. -->',
    '',
    'Every endpoint of the JSON API under `/api`, from its row in `server/api.ts` (decision 0041); the same description as an',
    'OpenAPI 3.1 document is `GET /api/openapi.json`. Signed-in calls carry the session as a bearer token or the `token`',
    'cookie; every write echoes the `XSRF-TOKEN` cookie (any GET hands it out) in the `X-XSRF-TOKEN` header. A refusal',
    'or failure answers [Error](#error): `{message, errors?, code?}` (422: `errors` by field; the guest-only calls made',
    'while signed in: `{"error":"Already authenticated."}`).',
    '',
    'Guards: ' + Object.entries(GUARD_TEXT).map(([guard, text]) => `\`${guard}\` ${text}`).join('; ') + '.',
    '',
  ];
  for (const tag of document.tags) {
    const inTag = routes.filter((r) => tagOf(r.path) === tag.name);
    if (!inTag.length) continue;
    out.push(`## ${tag.name}`, '', tag.description, '', '| operation | call | guard | reads | answers |', '|---|---|---|---|---|');
    for (const route of inTag) {
      const operation = document.paths[openApiPath(route.path)]![route.method] as Json;
      const reads: string[] = [];
      const query = ((operation.parameters ?? []) as Json[]).filter((p) => p.in === 'query');
      if (query.length) reads.push(`query ${query.map((p) => `\`${String(p.name)}${p.required ? '' : '?'}\` ${typeText(p.schema as Json)}`).join(', ')}`);
      const body = operation.requestBody as Json | undefined;
      if (body) {
        const [type, media] = Object.entries(body.content as Record<string, { schema: Json }>)[0]!;
        reads.push(`${type === 'multipart/form-data' ? 'a form: ' : ''}${fieldsText(media.schema)}`);
      }
      const answers = Object.entries(operation.responses as Record<string, Json>)
        .filter(([status]) => /^2/.test(status))
        .map(([status, r]) => {
          const content = r.content as Record<string, { schema: Json }> | undefined;
          if (!content) return `${status}`;
          return `${status} ${Object.entries(content)
            .map(([type, media]) => (type === 'application/json' ? typeText(media.schema) : type))
            .join(' or ')}`;
        });
      const call = `\`${route.method.toUpperCase()} ${openApiPath(route.path)}\``;
      out.push(`| \`${route.name}\` ${route.summary.replace(/\|/g, '\\|')} | ${call} | \`${route.guard}\` | ${reads.join('; ').replace(/\|/g, '\\|')} | ${answers.join(', ')} |`);
    }
    out.push('');
  }
  out.push('## Shapes', '', 'What the answers hold (`?`: may be left out).', '');
  for (const [name, schema] of Object.entries(document.components.schemas).sort(([a], [b]) => a.localeCompare(b))) {
    const description = typeof schema.description === 'string' ? ` ${schema.description}` : '';
    out.push(`### ${name}`, '', `${description.trim() ? `${description.trim()} ` : ''}${fieldsText(schema)}`, '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync(path.join(ROOT, OPERATIONS_FILE), await operationsModule());
  fs.writeFileSync(path.join(ROOT, REFERENCE_FILE), referenceText());
  console.log(`api:generate: wrote ${OPERATIONS_FILE} and ${REFERENCE_FILE}`);
}
