// Bad input, generated: every route of the API table that takes a body (and every GET's query string) gets a few
// hundred seeded fast-check bodies — wrong types, huge and deep values, odd unicode, prototype-pollution keys,
// malformed JSON, wrong Content-Types and multipart garbage. Never a 5xx or a hang; a refused request (4xx) changes
// no row (and leaves no file); Object.prototype stays clean. FUZZ_SEED=<n> replays another run.
import http, { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import fc from 'fast-check';
import { type ApiRoute, apiTable } from '../../server/api';
import type { ApiGuard } from '../../server/features/auth/guards';
import * as authSchemas from '../../shared/schemas/auth';
import * as contentSchemas from '../../shared/schemas/content';
import * as documentSchemas from '../../shared/schemas/documents';
import * as leadSchemas from '../../shared/schemas/leads';
import * as listSchemas from '../../shared/schemas/lists';
import * as studySchemas from '../../shared/schemas/study';
import * as userSchemas from '../../shared/schemas/users';
import * as workflowSchemas from '../../shared/schemas/workflow';
import type { User } from '../../shared/types';
import { type TestApp, testApp } from '../helpers/app';
import { createUser, ensureCountry, PASSWORD, uniqueEmail } from '../helpers/factories';
import { filesUnder, pdf, photo } from '../helpers/files';
import { changedTables, fingerprint } from '../helpers/fingerprint';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
/** Generated bodies per route that takes one, per caller; query strings per GET route. */
const BODIES_PER_ROUTE = 195;
const SECOND_CALLER_BODIES = 100;
const QUERIES_PER_ROUTE = 40;
const BATCH = 50;
const CONCURRENCY = 6;
const REQUEST_TIMEOUT_MS = 10_000;
/** The API's JSON body limit (server/api.ts); some bodies go past it. */
const BODY_LIMIT = 100 * 1024;

const PROTOTYPES_BEFORE = {
  object: Object.getOwnPropertyNames(Object.prototype).sort(),
  array: Object.getOwnPropertyNames(Array.prototype).sort(),
  function: Object.getOwnPropertyNames(Function.prototype).sort(),
};
/** Properties the pollution payloads try to plant. */
const PLANTED = ['polluted', 'isAdmin', 'role', 'admin', 'status', 'toJSON'];

type Caller = 'anonymous' | 'student' | 'admin';

// ---------------------------------------------------------------------------------------------------------------
// Generated values. Objects are kept as entry lists and written out by hand, so `__proto__` and duplicate keys
// reach the JSON text as keys (an object literal would set the prototype instead).

type Node = null | boolean | number | string | { arr: Node[] } | { obj: Array<[string, Node]> };

function jsonText(node: Node): string {
  if (node === null || typeof node === 'boolean' || typeof node === 'number' || typeof node === 'string') return JSON.stringify(node) ?? 'null';
  if ('arr' in node) return `[${node.arr.map(jsonText).join(',')}]`;
  return `{${node.obj.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
}

/** Every field name the shared schemas know, so generated objects are often close to valid. */
function schemaFields(): string[] {
  const names = new Set<string>();
  for (const module of [authSchemas, contentSchemas, documentSchemas, leadSchemas, listSchemas, studySchemas, userSchemas, workflowSchemas]) {
    for (const value of Object.values(module)) {
      const shape = (value as { shape?: Record<string, unknown> } | null)?.shape;
      if (shape && typeof shape === 'object') for (const key of Object.keys(shape)) names.add(key);
    }
  }
  return [...names].sort();
}

const FIELDS = schemaFields();
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

const INTERESTING_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\ud83d', '\ude00y', '\ud83d\ude00', '\u202e', '\ufeff', '\u2028', 'Ω', 'İ', 'ß', 'ﬁ', 'Ａ',
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', "' OR '1'='1", '%', '_', '\\', '%00', '../../etc/passwd', '\r\n', '\t',
  'javascript:alert(1)', 'http://example.com', 'https://', 'mailto:a@b.co', '/contact', '//evil.example',
  'a@b.co', 'user@example.com', 'test@', '@', 'a@b', 'x'.repeat(64) + '@example.com',
  '0000-01-01', '2023-02-30', '2024-02-29', '1970-01-01', '9999-12-31', '0000-01-01T00:00:00Z', '2023-02-30T00:00:00Z',
  '9999-12-31T23:59:59-14:00', '2020-01-01T00:00:00+99:99', '2024-13', '2027-05', '2025-01-01T10:00',
  'NaN', 'Infinity', '-1', '0', '1e309', '9007199254740993', 'true', 'null', 'undefined', '[]', '{}',
  ...POLLUTION_KEYS, 'toString', 'hasOwnProperty', 'students', 'institutions', 'html', 'image', 'draft', 'published', 'admin', 'user',
  'passport', 'other', 'college', 'university', 'asc', 'desc', 'name', 'id', 'position', 'gb', 'GB', 'canada', 'a-b', 'A B', 'compass',
  '+44 20 7946 0321', 'United Kingdom', 'masters', 'pending', 'approved', 'new', 'handled',
];

const surrogateUnit = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\u0000', '\u001f', '\u007f', '\uffff', '\ufffe', 'a', 'é');
const str: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...INTERESTING_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: surrogateUnit, maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 90, max: 6000 }).map((n) => 'y'.repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom('<b>', '<div>', '<ul><li>').chain((tag) => fc.integer({ min: 100, max: 4000 }).map((n) => tag.repeat(n))) },
);
const num: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 2, 90, 180, 270, 360, 2 ** 31, 2 ** 31 - 1, 2 ** 53, 2 ** 53 - 1, -(2 ** 53), 1e308, -1e308, 5e-324, 1.5, 0.1, 100_000, 100_001),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const { node } = fc.letrec<{ node: Node; leaf: Node }>((tie) => ({
  leaf: fc.oneof({ weight: 6, arbitrary: str }, { weight: 3, arbitrary: num }, { weight: 1, arbitrary: fc.boolean() }, { weight: 1, arbitrary: fc.constant(null) }),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: tie('leaf') },
    { weight: 1, arbitrary: fc.array(tie('node'), { maxLength: 6 }).map((arr) => ({ arr })) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS), fc.constantFrom(...POLLUTION_KEYS), fc.string({ maxLength: 8 })), tie('node')), { maxLength: 6 })
        .map((obj) => ({ obj })),
    },
  ),
}));
const key = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...FIELDS) }, { weight: 1, arbitrary: fc.constantFrom(...POLLUTION_KEYS) }, { weight: 1, arbitrary: str });
/** A top-level object with a few fields, most of them names the API knows. */
const object: fc.Arbitrary<Node> = fc.array(fc.tuple(key, node), { minLength: 0, maxLength: 10 }).map((obj) => ({ obj }));

/** Pollution payloads: nested __proto__/constructor.prototype objects planting properties. */
const pollution: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...PLANTED), fc.constantFrom(...FIELDS), fc.oneof(str, num, fc.boolean()))
  .chain(([planted, field, value]) =>
    fc.constantFrom(
      `{"__proto__":{${JSON.stringify(planted)}:${JSON.stringify(value)}}}`,
      `{${JSON.stringify(field)}:{"__proto__":{${JSON.stringify(planted)}:true}}}`,
      `{"constructor":{"prototype":{${JSON.stringify(planted)}:true}}}`,
      `{${JSON.stringify(field)}:[{"__proto__":{${JSON.stringify(planted)}:1}}],"__proto__":[]}`,
      `{"__proto__":{"__proto__":{${JSON.stringify(planted)}:"yes"}},${JSON.stringify(field)}:${JSON.stringify(value)}}`,
    ),
  );

/** JSON text nested thousands of levels deep (10,000 at most; the deepest stay under the body limit). */
const deep: fc.Arbitrary<string> = fc
  .tuple(fc.oneof(fc.constant(10_000), fc.integer({ min: 500, max: 10_000 })), fc.constantFrom('array', 'object', 'field', 'unclosed'), fc.constantFrom(...FIELDS))
  .map(([depth, shape, field]) => {
    if (shape === 'array') return `${'['.repeat(depth)}${']'.repeat(depth)}`;
    if (shape === 'object') return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    if (shape === 'field') return `{${JSON.stringify(field)}:${'['.repeat(depth)}"x"${']'.repeat(depth)}}`;
    return `{${JSON.stringify(field)}:${'['.repeat(depth)}`;
  });

/** Text that is not JSON, or JSON that body-parser's strict mode refuses at the top level. */
const malformed: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '', '{', '}', '[', '{"a":}', '{"a" 1}', "{'a':1}", '{a:1}', '{"a":1,}', '[1,]', '{"a":1}garbage', 'nul', 'tru', 'NaN', '{"a":NaN}',
    '{"a":Infinity}', '{"a":1e400}', '{"ids":[1e400]}', '{"degrees":90.0000000000000001}', '{"a":"\\ud800"}', '{"a":"\\u0000"}',
    '{"a":"\\x41"}', '{"a":"\\', '"\\ud83d"', '\ufeff{"a":1}', '{"a":1}\u0000', '{"a":"\n"}', '--', '{"__proto__":', 'null', 'true', '42',
    '"a string"', '[]', '[null]', '{}',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  node.map((n) => jsonText(n)),
  object.map((o) => jsonText(o)).chain((text) => fc.nat({ max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut))),
);

/** A field given a value far larger than the limit allows (some past the JSON body limit itself). */
const huge: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...FIELDS), fc.constantFrom(1_000, 10_000, 99_000, BODY_LIMIT + 10, 3 * BODY_LIMIT), fc.constantFrom('x', 'é', '💥', '\u0000'))
  .map(([field, size, ch]) => `{${JSON.stringify(field)}:${JSON.stringify(ch.repeat(Math.ceil(size / Buffer.byteLength(JSON.stringify(ch)))))}}`);

interface Sent {
  kind: string;
  contentType: string | null;
  contentEncoding?: string;
  body: Buffer;
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/json;charset=UTF-8'];
const WRONG_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz', 'application/xml', 'text/html', '*/*',
  'application/json; charset=utf-16', 'application/json; charset=latin1', 'application/vnd.api+json', 'application/jsonx', 'json', '',
];

const jsonBody = (kind: string, text: fc.Arbitrary<string>): fc.Arbitrary<Sent> =>
  fc.tuple(text, fc.constantFrom(...JSON_TYPES)).map(([t, contentType]) => ({ kind, contentType, body: Buffer.from(t) }));

/** A multipart body in the API's upload shape, or broken in one of several ways. */
const multipartBody: fc.Arbitrary<Sent> = fc
  .tuple(
    fc.array(fc.tuple(fc.oneof(fc.constantFrom('kind', 'caption', 'file', 'files[]', ''), str), str), { maxLength: 7 }),
    fc.option(fc.tuple(fc.oneof(fc.constantFrom('file', 'File', 'upload'), str), fc.oneof(str, fc.constant('passport.pdf')), fc.uint8Array({ maxLength: 3000 }), fc.constantFrom('application/pdf', 'image/png', 'text/plain', ''))),
    fc.constantFrom('ok', 'ok', 'ok', 'unterminated', 'wrong-boundary', 'no-boundary', 'header-injection'),
  )
  .map(([fields, file, breakage]) => {
    const boundary = `----fuzz${fields.length}x${file ? file[2].length : 0}`;
    const parts: Buffer[] = [];
    for (const [name, value] of fields) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
    if (file) {
      const [name, filename, bytes, type] = file;
      const injected = breakage === 'header-injection' ? '\r\nX-Evil: 1\r\n\r\n' : '';
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}${injected}"\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`));
      parts.push(Buffer.from(bytes), Buffer.from('\r\n'));
    }
    if (breakage !== 'unterminated') parts.push(Buffer.from(`--${boundary}--\r\n`));
    const header = breakage === 'wrong-boundary' ? `multipart/form-data; boundary=${boundary}zz` : breakage === 'no-boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
    return { kind: `multipart:${breakage}`, contentType: header, body: Buffer.concat(parts) };
  });

/** A body with the wrong Content-Type, none at all, or an encoding the server cannot undo. */
const wrongType: fc.Arbitrary<Sent> = fc.oneof(
  fc.tuple(object.map(jsonText), fc.constantFrom(...WRONG_TYPES)).map(([t, contentType]) => ({ kind: 'wrong-type', contentType: contentType || null, body: Buffer.from(t) })),
  fc.tuple(object.map(jsonText), fc.constantFrom('gzip', 'deflate', 'br', 'zstd', 'identity', 'x-unknown', 'gzip, gzip')).map(([t, enc]) => ({
    kind: 'bad-encoding',
    contentType: 'application/json',
    contentEncoding: enc,
    body: Buffer.from(t),
  })),
  fc.uint8Array({ maxLength: 500 }).map((bytes) => ({ kind: 'raw-bytes', contentType: 'application/json', body: Buffer.from(bytes) })),
);

/**
 * A valid example body with one thing wrong: a field replaced by a generated value (in place, or as a duplicate key
 * at the end, which JSON.parse lets win), dropped, or joined by a pollution key.
 */
function mutated(example: Record<string, unknown>): fc.Arbitrary<Sent> {
  const fields = Object.keys(example);
  const base = (): Array<[string, Node]> => Object.entries(example).map(([k, v]) => [k, toNode(v)]);
  const change: fc.Arbitrary<Array<[string, Node]>> = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...fields), node).map(([field, value]) => base().map(([k, v]): [string, Node] => [k, k === field ? value : v])) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...fields), node).map(([field, value]) => [...base(), [field, value]] as Array<[string, Node]>) },
    { weight: 1, arbitrary: fc.constantFrom(...fields).map((field) => base().filter(([k]) => k !== field)) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...POLLUTION_KEYS), node).map(([k, v]) => [...base(), [k, v]] as Array<[string, Node]>) },
  );
  return fc.tuple(change, fc.constantFrom(...JSON_TYPES)).map(([obj, contentType]) => ({ kind: 'mutated', contentType, body: Buffer.from(jsonText({ obj })) }));
}

function toNode(value: unknown): Node {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return { arr: value.map(toNode) };
  if (typeof value === 'object') return { obj: Object.entries(value).map(([k, v]) => [k, toNode(v)]) };
  return value as string | number | boolean;
}

function bodies(example: Record<string, unknown> | undefined, upload: boolean): fc.Arbitrary<Sent> {
  const arbitraries: Array<fc.WeightedArbitrary<Sent>> = [
    { weight: 30, arbitrary: jsonBody('object', object.map(jsonText)) },
    { weight: 8, arbitrary: jsonBody('pollution', pollution) },
    { weight: 10, arbitrary: jsonBody('malformed', malformed) },
    { weight: 6, arbitrary: jsonBody('deep', deep) },
    { weight: 6, arbitrary: jsonBody('top-level', fc.oneof(node.map(jsonText), fc.array(object.map(jsonText), { maxLength: 3 }).map((l) => `[${l.join(',')}]`))) },
    { weight: 4, arbitrary: jsonBody('huge', huge) },
    { weight: 10, arbitrary: wrongType },
  ];
  if (example && Object.keys(example).length) arbitraries.push({ weight: 26, arbitrary: mutated(example) });
  if (upload) arbitraries.push({ weight: 90, arbitrary: multipartBody });
  return fc.oneof(...arbitraries);
}

/** Query strings for GET routes: the list parameters with odd values, repeated keys, bracket keys and bad escapes. */
const QUERY_KEYS = ['q', 'sort', 'dir', 'page', 'per_page', 'role', 'status', 'names', 'audience', 'country', 'version', 'code', 'state', 'actor_id', 'action'];
function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be encoded: send the bytes Node would (the replacement character).
    return [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}
const queryString: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(fc.tuple(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...QUERY_KEYS) }, { weight: 1, arbitrary: str }), fc.oneof(str, num.map(String))), { maxLength: 8 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&')),
  fc.constantFrom(
    '%', '%zz', '%00', 'q=%00', 'q=%ED%A0%80', 'q=%FF%FE', 'page=1&page=2', 'sort[]=name', 'sort[$ne]=x', 'q[a][b][c][d][e][f]=1', '__proto__[polluted]=1',
    'constructor[prototype][polluted]=1', '__proto__=x', 'per_page=1e3', 'per_page=0x10', 'page=-0', 'page=1.0', 'page=9999999999999999999999', '&&&', '=&=',
    'names=,,,', `names=${'a,'.repeat(2000)}`, `q=${'%25'.repeat(1000)}`, `q=${'x'.repeat(7000)}`, 'version=0', 'version=1e400', 'dir=DESC', 'status=%20pending',
  ),
);

/** What the valid example bodies are made of (records made in `before`). */
interface Fixtures {
  users: Record<'student' | 'admin' | 'target' | 'adviser', User>;
  stamp: string;
  widget: { id: number; name: string };
  service: { id: number; slug: string };
  post: { id: number; slug: string };
  testimonial: { id: number };
  gallery: { id: number; slug: string };
  galleryImageId: number;
  country: { id: number; slug: string };
  institution: { id: number };
  /** The student's application. */
  application: { id: number };
  /** A free slot of the fuzz adviser's hours, and that adviser. */
  consultation: { adviserId: number; start: string; booked: string };
  /** A lead the adviser owns (decision 0046). */
  lead: { id: number };
}

const FUZZ_PASSWORD = 'fuzzing all the livelong day';

/**
 * Values that got past validation to PostgreSQL once (NUL characters, year 0, 30 February, offsets PostgreSQL does
 * not take) and other classics, put into each field of a valid body in turn.
 */
const KNOWN_BAD: unknown[] = [
  '\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '0000-01-01', '2023-02-30', '0000-01-01T00:00:00Z', '2023-02-30T10:00:00Z', '9999-12-31T23:59:59-14:00',
  '2020-01-01T00:00:00+15:59', '275760-09-13', 1e308, -1, 0, 2 ** 53, 1.5, '9'.repeat(30), 'x'.repeat(5000), [], {}, null, true,
];

/** A valid body per route, to mutate one thing at a time (which reaches the deeper checks). */
const EXAMPLES: Record<string, (f: Fixtures) => Record<string, unknown>> = {
  'POST /login': (f) => ({ email: f.users.target.email, password: PASSWORD, remember: true }),
  'POST /register': () => ({ firstname: 'Fuzz', lastname: 'Newcomer', email: uniqueEmail('fuzz-register'), password: FUZZ_PASSWORD, password_confirmation: FUZZ_PASSWORD, terms: true }),
  'POST /password/email': (f) => ({ email: f.users.target.email }),
  'POST /password/reset': (f) => ({ token: 'x'.repeat(43), email: f.users.target.email, password: FUZZ_PASSWORD, password_confirmation: FUZZ_PASSWORD }),
  'POST /login/mfa': () => ({ mfa_token: 'x'.repeat(43), code: '123456' }),
  'POST /email/verify': () => ({ token: 'x'.repeat(43) }),
  'POST /email/resend': (f) => ({ email: f.users.target.email }),
  'POST /email/confirm': () => ({ token: 'x'.repeat(43) }),
  'POST /settings/mfa/confirm': () => ({ code: '123456' }),
  'DELETE /settings/mfa': () => ({ password: 'not the password at all' }),
  'DELETE /account': () => ({ password: 'not the password at all' }),
  'POST /settings/mfa': () => ({ current_password: 'not the password at all' }),
  'POST /settings/mfa/recovery-codes': () => ({ current_password: 'not the password at all' }),
  'POST /oauth/:provider': () => ({ intent: 'reauth' }),
  'POST /account/restore': () => ({ token: 'x'.repeat(43) }),
  'POST /contact': () => ({ name: 'Fuzz Sender', email: 'fuzz@example.com', phone: '+44 20 7946 0321', country: 'canada', enquiry_type: 'other', message: 'Ten or more characters here.', consent: true, website: '' }),
  'PATCH /settings/profile': (f) => ({ firstname: 'Fuzz', lastname: 'Student', email: f.users.student.email, phone: '', date_of_birth: '2000-01-31', nationality: '', preferred_destinations: [] }),
  'PATCH /settings/password': () => ({ current_password: 'not the password at all', password: FUZZ_PASSWORD, password_confirmation: FUZZ_PASSWORD }),
  'POST /admin/users': () => ({ firstname: 'Fuzz', lastname: 'Added', email: uniqueEmail('fuzz-added'), role: 'user', password: FUZZ_PASSWORD, password_confirmation: FUZZ_PASSWORD }),
  'PATCH /admin/users/:id': (f) => ({ firstname: 'Fuzz', lastname: 'Target', email: f.users.target.email, role: 'user', phone: null, preferred_destinations: [f.country.slug] }),
  'POST /admin/documents/:id/reject': () => ({ reason: 'Please upload a clearer scan.' }),
  'POST /admin/widgets': (f) => ({ name: `fuzz-new-${f.stamp}`, title: 'New', kind: 'html', html: '<p>x</p>', link_url: '/contact' }),
  'PUT /admin/widgets/:id': (f) => ({ name: f.widget.name, title: 'Fuzz widget', kind: 'image', image_id: 1, alt: 'A picture', link_url: 'https://example.com' }),
  'PUT /admin/services/order': (f) => ({ ids: [f.service.id] }),
  'POST /admin/services': (f) => ({ audience: 'students', name: 'Fuzz service new', slug: '', summary: 'Summary', icon: 'compass', header_image_id: null, gallery_id: f.gallery.id }),
  'PUT /admin/services/:id': (f) => ({ audience: 'institutions', name: 'Fuzz service', slug: f.service.slug, summary: 'Summary', body: '<p>x</p>' }),
  'POST /admin/blog': () => ({ title: 'Fuzz post new', status: 'published', published_at: '2025-01-01T10:00:00Z', seo_title: 'S', excerpt: 'E' }),
  'PUT /admin/blog/:id': (f) => ({ title: 'Fuzz post', slug: f.post.slug, status: 'draft', published_at: '', body: '<p>x</p>', author: 'Me' }),
  'PUT /admin/testimonials/order': (f) => ({ ids: [f.testimonial.id] }),
  'POST /admin/testimonials': (f) => ({ name: 'Fuzz Student', text: 'Helpful.', country: f.country.slug, course: 'MSc', photo_id: null }),
  'PUT /admin/testimonials/:id': () => ({ name: 'Fuzz Student', text: 'Helpful.', institution: 'Uni' }),
  'PUT /admin/galleries/order': (f) => ({ ids: [f.gallery.id] }),
  'POST /admin/galleries': () => ({ title: 'Fuzz gallery new', slug: '', description: 'D', visible: false }),
  'PUT /admin/galleries/:id': (f) => ({ title: 'Fuzz gallery', slug: f.gallery.slug, visible: true }),
  'PUT /admin/galleries/:id/images/order': (f) => ({ ids: [f.galleryImageId] }),
  'PATCH /admin/galleries/:id/images/:imageId': () => ({ caption: 'A caption' }),
  'POST /admin/galleries/:id/images/:imageId/rotate': () => ({ degrees: 90 }),
  'PUT /admin/study-countries/order': (f) => ({ ids: [f.country.id] }),
  'POST /admin/study-countries': () => ({ name: 'Fuzzland', flag: 'gb', facts_checked_on: '2024-02-29', required_documents: [{ kind: 'passport', note: 'Valid' }] }),
  'PUT /admin/study-countries/:id': (f) => ({ name: 'Fuzz Country', slug: f.country.slug, flag: '', facts_checked_on: '', required_documents: [], visa_processing_weeks: 3, passport_valid_months_after_intake: 6 }),
  'POST /admin/institutions': (f) => ({ name: 'Fuzz College new', country_id: f.country.id, type: 'college', website: 'https://example.com', city: 'Town' }),
  'PUT /admin/institutions/:id': (f) => ({ name: 'Fuzz University', country_id: f.country.id, type: 'university', website: '' }),
  'PATCH /admin/messages/:id': () => ({ handled: true }),
  'POST /account/applications': (f) => ({ institution_id: f.institution.id, course: 'MSc Fuzzing', intake: '2027-09' }),
  'POST /account/messages': () => ({ body: 'A message from the fuzzer.' }),
  'POST /staff/students/:id/messages': () => ({ body: 'An answer from the fuzzer.' }),
  'POST /staff/students/:id/applications': (f) => ({ institution_id: f.institution.id, course: 'BSc Fuzzing', intake: '2028-01', stage: 'preparing', deadline: '2030-01-31', offer_conditions: null, note: 'N' }),
  'POST /consultations': (f) => ({ start: f.consultation.start, adviser_id: f.consultation.adviserId, name: 'Fuzz Visitor', email: 'fuzz.visitor@example.com', phone: '+44 20 7946 0321', topic: 'Fuzzing', time_zone: 'Europe/London', consent: true, destination: f.country.slug, source: { utm_source: 'fuzz' }, locale: 'es' }),
  'POST /consultations/:token/reschedule': (f) => ({ start: f.consultation.booked, adviser_id: f.consultation.adviserId }),
  'PUT /staff/availability': () => ({ time_zone: 'Europe/London', weekly: [{ day: 1, start: '09:00', end: '12:00' }], slot_minutes: 30, buffer_minutes: 10, notice_hours: 12, horizon_days: 28, video_url: 'https://meet.example.com/fuzz' }),
  'PATCH /staff/consultations/:id': () => ({ status: 'booked', notes: 'Fuzz notes.' }),
  'PATCH /staff/applications/:id': () => ({
    stage: 'submitted',
    note: 'Sent.',
    deadline: null,
    offer_conditions: 'IELTS 7',
    course: 'MSc Fuzzing',
    intake: '2027-09',
    offer: { conditions: 'IELTS 7', deposit_amount: 150000, deposit_currency: 'GBP', deposit_due: '2027-06-30', deposit_paid_on: null, reply_by: '2027-06-15' },
    visa_document: { kind: 'CAS', number: 'E4G7KX9Q2L1', issued_on: '2027-07-01', valid_until: '2027-12-31' },
    tuition: { amount: 2450000, currency: 'GBP' },
  }),
  'POST /account/applications/:id/reply': () => ({ reply: 'firm' }),
  'POST /admin/agreements': (f) => ({ institution_id: f.institution.id, valid_from: '2032-01-01', valid_to: '2032-12-31', basis: 'first_year_tuition', rate_percent: 12.5, currency: 'GBP', payable: 'after_census', census_weeks: 4, finance_email: 'finance@example.ac.uk' }),
  'PATCH /admin/agreements/:id': () => ({ valid_to: '2020-12-31', rate_percent: 10.25, finance_email: 'fees@example.ac.uk' }),
  'PATCH /admin/receivables/:id': () => ({ status: 'written_off', reason: 'Fuzzed away' }),
  'PATCH /account/tasks/:id': () => ({ done: true }),
  'POST /staff/students/:id/tasks': (f) => ({ title: 'Book IELTS', due_on: '2027-03-01', application_id: f.application.id }),
  'PATCH /staff/tasks/:id': (f) => ({ title: 'Book IELTS Academic', due_on: '2027-03-02', application_id: f.application.id, done: false }),
  'PATCH /staff/documents/:id': () => ({ expires_on: '2031-01-31' }),
  'POST /admin/documents/:id/approve': () => ({ expires_on: '2031-01-31' }),
  'POST /fit-check': () => ({ level: 'master', field: 'Engineering', budget_eur_per_year: 20000, wants_to_work: true, stay_after: false, english_only: true, email: 'fuzz.fit@example.com', consent: true, locale: 'es', source: { utm_source: 'fb' } }),
  'POST /staff/leads/reassign': (f) => ({ ids: [f.lead.id], owner_id: f.users.adviser.id }),
  'PATCH /staff/leads/:id': () => ({ stage: 'lost', lost_reason: 'Fuzzed away', note: 'A note from the fuzzer.' }),
};

// ---------------------------------------------------------------------------------------------------------------
// Sending.

interface Answer {
  status: number;
  text: string;
  error?: string;
}

interface Credentials {
  token?: string;
  xsrf: string;
}

function seedFor(label: string): number {
  let h = SEED | 0;
  for (const ch of label) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

async function mapLimit<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        out[index] = await work(items[index]!, index);
      }
    }),
  );
  return out;
}

const excerpt = (b: Buffer | string, max = 240) => {
  const text = typeof b === 'string' ? b : b.toString('utf8');
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);
};

describe(`fuzz: generated bad input to every API route that takes any (fast-check seed ${SEED}; FUZZ_SEED=<n> for another run)`, function () {
  this.timeout(60_000);

  let app: TestApp;
  let server: http.Server;
  let port: number;
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const creds = {} as Record<Caller, Credentials>;
  const users = {} as Record<'student' | 'admin' | 'target' | 'adviser', User>;
  const paramValues: Record<string, string> = {};
  let fixtures: Fixtures;
  const totals = {
    sent: 0,
    /** Of those, generated by fast-check (the rest are the known-bad values, field by field). */
    generated: 0,
    accepted: 0,
    knownBadAccepted: 0,
    ignoredBodies: 0,
    refused: 0,
    byStatus: {} as Record<string, number>,
    /** Route → accepted bodies (count, and the first few). */
    acceptances: new Map<string, { count: number; examples: string[] }>(),
    started: Date.now(),
  };

  function rawSend(method: string, path: string, c: Credentials, sent: Sent | null): Promise<Answer> {
    return new Promise((resolve) => {
      const headers: Record<string, string | number> = {
        Accept: 'application/json',
        Cookie: [`XSRF-TOKEN=${c.xsrf}`, ...(c.token ? [`token=${c.token}`] : [])].join('; '),
        'X-XSRF-TOKEN': decodeURIComponent(c.xsrf),
      };
      if (sent) {
        headers['Content-Length'] = sent.body.length;
        if (sent.contentType !== null) headers['Content-Type'] = sent.contentType;
        if (sent.contentEncoding) headers['Content-Encoding'] = sent.contentEncoding;
      }
      let settled = false;
      const done = (answer: Answer) => {
        if (!settled) {
          settled = true;
          resolve(answer);
        }
      };
      const req = httpRequest({ host: '127.0.0.1', port, method: method.toUpperCase(), path, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (error) => done({ status: res.statusCode ?? 0, text: '', error: String(error) }));
      });
      req.setTimeout(REQUEST_TIMEOUT_MS, () => {
        req.destroy();
        done({ status: 0, text: '', error: `no answer within ${REQUEST_TIMEOUT_MS} ms` });
      });
      // The server may answer (413, 401) and close before it has read a large body: the answer still counts.
      req.on('error', (error) => done({ status: 0, text: '', error: String(error) }));
      if (sent) req.end(sent.body);
      else req.end();
    });
  }

  /** The XSRF cookie of a session (bound to its token, or to none), from its first GET. */
  async function xsrfFor(token?: string): Promise<string> {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/api/user', headers: token ? { Cookie: `token=${token}` } : {}, agent }, resolve);
      req.on('error', reject);
      req.end();
    });
    res.resume();
    const cookie = (res.headers['set-cookie'] ?? []).find((h) => h.startsWith('XSRF-TOKEN='));
    if (!cookie) throw new Error('no XSRF cookie');
    return cookie.slice('XSRF-TOKEN='.length).split(';')[0]!;
  }

  async function session(user: User): Promise<Credentials> {
    const { token } = await app.services.auth.issueToken(user, false);
    return { token, xsrf: await xsrfFor(token) };
  }

  function concrete(path: string): string {
    return path.replace(/:(\w+)/g, (_, name: string) => {
      const value = paramValues[`${path}|${name}`] ?? paramValues[name];
      if (value === undefined) throw new Error(`the fuzz test has no record for :${name} in ${path}; add one in before()`);
      return value;
    });
  }

  const clearLimits = () => app.db('rate_limits').delete();

  before(async function () {
    app = await testApp();
    server = http.createServer(app.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;

    users.student = await createUser({ firstname: 'Fuzz', lastname: 'Student' });
    users.admin = await createUser({ role: 'admin', firstname: 'Fuzz', lastname: 'Admin' });
    users.target = await createUser({ firstname: 'Fuzz', lastname: 'Target' });
    users.adviser = await createUser({ role: 'adviser', firstname: 'Fuzz', lastname: 'Adviser' });
    creds.anonymous = { xsrf: await xsrfFor() };
    creds.student = await session(users.student);
    creds.admin = await session(users.admin);

    const uploadAs = async (caller: Caller, path: string, file: Buffer, name: string, fields: Record<string, string> = {}) => {
      const boundary = '----fuzzsetup';
      const parts = [
        ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ];
      const res = await rawSend('post', path, creds[caller], { kind: 'setup', contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) });
      if (res.status !== 201) throw new Error(`setup upload failed: ${res.status} ${res.text}`);
      return JSON.parse(res.text) as { id: number; images?: Array<{ id: number }> };
    };

    const { services } = app;
    const admin = users.admin;
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const doc = await uploadAs('student', '/api/account/documents', pdf(), 'transcript.pdf', { kind: 'transcript' });
    const widget = await services.content.widgets.admin.create(admin, { name: `fuzz-widget-${stamp}`, title: 'Fuzz widget' });
    const service = await services.content.services.admin.create(admin, { audience: 'students', name: `Fuzz service ${stamp}`, summary: 'For the fuzzer.' });
    const post = await services.content.posts.admin.create(admin, { title: `Fuzz post ${stamp}`, status: 'published', body: '<p>Hi</p>' });
    const testimonial = await services.content.testimonials.admin.create(admin, { name: 'Fuzz Student', text: 'Helpful.' });
    const gallery = await services.content.galleries.admin.create(admin, { title: `Fuzz gallery ${stamp}` });
    const withImage = await uploadAs('admin', `/api/admin/galleries/${gallery.id}/images`, await photo({ width: 48, height: 32 }), 'one.jpg');
    const country = await ensureCountry(`fuzz-${stamp}`);
    const institution = await services.study.institutions.admin.create(admin, { name: `Fuzz University ${stamp}`, country_id: country.id, type: 'university' });
    await services.study.contact.submit({ name: 'Fuzz Sender', email: 'fuzz@example.com', enquiry_type: 'other', message: 'A message for the fuzzer.', consent: true }, `fuzz-${stamp}`);
    const [message] = (await app.db('contact_messages').orderBy('id', 'desc').limit(1).pluck('id')) as number[];
    const application = await services.workflow.account.addApplication(users.student, { institution_id: institution.id, course: 'MSc Fuzz Setup', intake: '2027-09' });
    // The plan's records (decision 0047): a passport to date, a task in the student's plan.
    const passport = await uploadAs('student', '/api/account/documents', pdf(), 'passport.pdf', { kind: 'passport' });
    const [task] = (await app.db('plan_tasks').insert({ student_id: users.student.id, title: 'Fuzz task', due_on: '2027-03-01' }).returning('id')) as Array<{ id: number }>;
    // Commission (decision 0048): an agreement and a receivable of it.
    const [agreement] = (await app.db('agreements')
      .insert({ institution_id: institution.id, valid_from: '2020-01-01', valid_to: '2020-12-31', basis: 'first_year_tuition', rate_basis_points: 1000, currency: 'GBP', payable: 'on_enrolment', finance_email: 'finance@example.ac.uk' })
      .returning('id')) as Array<{ id: number }>;
    const [receivable] = (await app.db('receivables')
      .insert({ institution_id: institution.id, agreement_id: agreement!.id, student_id: users.student.id, student_name: 'Fuzz Student', course: 'MSc Fuzz', intake: '2020-09', enrolled_on: '2020-09-20', amount: 100000, currency: 'GBP', due_on: '2020-10-20' })
      .returning('id')) as Array<{ id: number }>;

    // A revision of each record that keeps them (the country was written straight to the table: save it once).
    await services.study.countries.admin.update(admin, country.id, { name: country.name, slug: country.slug, summary: 'For the fuzzer.' });
    const revisionOf = async (type: string, id: number) => String((await app.db('revisions').where({ type, record_id: id }).orderBy('id').first('id')).id);
    const revisionParams: Record<string, string> = {};
    for (const [api, type, id] of [['widgets', 'widget', widget.id], ['services', 'service', service.id], ['blog', 'post', post.id], ['study-countries', 'country', country.id]] as const) {
      const revision = await revisionOf(type, id);
      revisionParams[`/admin/${api}/:id/revisions|id`] = String(id);
      revisionParams[`/admin/${api}/:id/revisions/:revision/restore|id`] = String(id);
      revisionParams[`/admin/${api}/:id/revisions/:revision/restore|revision`] = revision;
    }

    // An adviser with hours every day, and two bookings: one for the manage link's calls, one that "forget me" erases.
    const adviser = await createUser({ role: 'adviser', firstname: 'Fuzz', lastname: 'Adviser' });
    await app.db('adviser_availability').insert({ adviser_id: adviser.id, time_zone: 'UTC', weekly: JSON.stringify([1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '09:00', end: '17:00' }))) });
    const dayIn = (days: number, hhmm: string) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${hhmm}:00.000Z`;
    const bookFor = (start: string, email: string) => services.consultations.book({ start, adviser_id: adviser.id, name: 'Fuzz Visitor', email, time_zone: 'UTC', consent: true }, { ip: `fuzz-${stamp}` });
    const kept = await bookFor(dayIn(3, '09:00'), uniqueEmail('fuzz-booking'));
    const forgotten = await bookFor(dayIn(3, '09:40'), uniqueEmail('fuzz-forget'));
    const tokenOf = (url: string) => url.split('/').pop()!;

    Object.assign(paramValues, revisionParams, {
      token: tokenOf(kept.manage_url),
      '/consultations/:token/forget|token': tokenOf(forgotten.manage_url),
      '/staff/consultations/:id|id': String(kept.id),
    });
    const [lead] = (await app.db('leads').insert({ email: uniqueEmail('fuzz-lead'), name: 'Fuzz Lead', owner_id: users.adviser.id }).returning('id')) as Array<{ id: number }>;
    Object.assign(paramValues, revisionParams, {
      '/staff/leads/:id|id': String(lead!.id),
      '/staff/leads/:id/invite|id': String(lead!.id),
      provider: 'github',
      name: widget.name,
      slug: post.slug,
      imageId: String(withImage.images![0]!.id),
      '/services/:slug|slug': service.slug,
      '/study-countries/:slug|slug': country.slug,
      '/galleries/:id|id': gallery.slug,
      '/account/documents/:id/versions|id': String(doc.id),
      '/account/documents/:id/download|id': String(doc.id),
      '/account/documents/:id|id': String(doc.id),
      '/admin/users/:id|id': String(users.target.id),
      '/admin/users/:id/disable|id': String(users.target.id),
      '/admin/users/:id/enable|id': String(users.target.id),
      '/admin/users/:id/documents|id': String(users.student.id),
      '/admin/documents/:id/download|id': String(doc.id),
      '/admin/documents/:id/preview|id': String(doc.id),
      '/admin/documents/:id/approve|id': String(doc.id),
      '/admin/documents/:id/reject|id': String(doc.id),
      '/admin/widgets/:id|id': String(widget.id),
      '/admin/services/:id|id': String(service.id),
      '/admin/blog/:id|id': String(post.id),
      '/admin/testimonials/:id|id': String(testimonial.id),
      '/admin/galleries/:id|id': String(gallery.id),
      '/admin/galleries/:id/images|id': String(gallery.id),
      '/admin/galleries/:id/images/order|id': String(gallery.id),
      '/admin/galleries/:id/images/:imageId|id': String(gallery.id),
      '/admin/galleries/:id/images/:imageId/rotate|id': String(gallery.id),
      '/admin/study-countries/:id|id': String(country.id),
      '/admin/institutions/:id|id': String(institution.id),
      '/admin/messages/:id|id': String(message),
      '/account/applications/:id|id': String(application.id),
      '/staff/students/:id|id': String(users.student.id),
      '/staff/students/:id/messages|id': String(users.student.id),
      '/staff/students/:id/messages/read|id': String(users.student.id),
      '/staff/students/:id/applications|id': String(users.student.id),
      '/staff/applications/:id|id': String(application.id),
      '/account/applications/:id/reply|id': String(application.id),
      '/account/tasks/:id|id': String(task!.id),
      '/staff/students/:id/plan|id': String(users.student.id),
      '/staff/students/:id/tasks|id': String(users.student.id),
      '/staff/tasks/:id|id': String(task!.id),
      '/staff/documents/:id|id': String(passport.id),
      '/admin/agreements/:id|id': String(agreement!.id),
      '/admin/receivables/:id|id': String(receivable!.id),
      '/admin/receivables/:id/invoice|id': String(receivable!.id),
      number: 'INV-2020-0001',
    });

    fixtures = { users, stamp, widget, service, post, testimonial, gallery, galleryImageId: withImage.images![0]!.id, country, institution, application, consultation: { adviserId: adviser.id, start: dayIn(4, '10:20'), booked: kept.start }, lead: { id: Number(lead!.id) } };
    totals.started = Date.now();
  });

  after(async () => {
    agent.destroy();
    await app?.services.mailer.idle();
    await clearLimits();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    const seconds = ((Date.now() - totals.started) / 1000).toFixed(1);
    console.log(
      `      fuzz: ${totals.sent} requests (${totals.generated} generated by fast-check, ${totals.sent - totals.generated} known-bad field values) in ${seconds} s; ` +
        `${totals.refused} refused (4xx); accepted (2xx): ${totals.accepted} generated bodies, ${totals.knownBadAccepted} known-bad field values, ` +
        `${totals.ignoredBodies} bodies sent to calls that read none; by status ${JSON.stringify(totals.byStatus)}`,
    );
    const accepted = [...totals.acceptances].map(([label, a]) => `${a.count} × ${label}, e.g. ${a.examples.join(' | ')}`);
    if (accepted.length) console.log(`      accepted bodies (2xx), by route:\n        ${accepted.join('\n        ')}`);
  });

  /** Sends the generated inputs in batches; every refused batch must leave the rows (and upload files) as they were. */
  async function fuzzRoute(route: { method: string; path: string; upload: boolean; takesNoBody: boolean }, caller: Caller, inputs: Array<{ url: string; sent: Sent | null }>, label: string) {
    const problems: string[] = [];
    const url = (i: { url: string }) => i.url;
    const isBodyRoute = route.method !== 'get';

    const sendAll = (batch: Array<{ url: string; sent: Sent | null }>) => mapLimit(batch, CONCURRENCY, (input) => rawSend(route.method, url(input), creds[caller], input.sent));

    for (let start = 0; start < inputs.length; start += BATCH) {
      const batch = inputs.slice(start, start + BATCH);
      await clearLimits();
      const before = await fingerprint(app.db);
      const filesBefore = route.upload ? filesUnder(app.env.uploadsDir) : [];
      const answers = await sendAll(batch);

      const refused: typeof batch = [];
      answers.forEach((answer, i) => {
        const input = batch[i]!;
        const where = `#${start + i} [${input.sent?.kind ?? 'query'}] ${input.sent ? `${input.sent.contentType ?? '(no type)'} ${excerpt(input.sent.body)}` : input.url.slice(0, 300)}`;
        const knownBad = input.sent?.kind.startsWith('field ') ?? false;
        totals.sent += 1;
        if (!knownBad) totals.generated += 1;
        totals.byStatus[answer.status] = (totals.byStatus[answer.status] ?? 0) + 1;
        if (answer.status === 0 && (input.sent?.body.length ?? 0) > BODY_LIMIT && !/no answer/.test(answer.error ?? '')) {
          // A body far past the limit: the server answered and closed while it was still being sent.
          refused.push(input);
          totals.refused += 1;
        } else if (answer.status === 0 && Buffer.byteLength(input.url) > http.maxHeaderSize && !/no answer/.test(answer.error ?? '')) {
          // An address longer than Node's header limit: Node answers 431 and closes at once, and the client may see
          // the connection go before it reads the answer.
          refused.push(input);
          totals.refused += 1;
        } else if (answer.status === 0 || answer.status >= 500) {
          problems.push(`${label} ${where} → ${answer.status || answer.error} ${excerpt(answer.text, 200)}`);
        } else if (answer.status === 429) {
          // Turned away by an attempt limit, not for what it said: the same body may be taken once the limit allows,
          // so it is not replayed as a refused one.
          totals.refused += 1;
        } else if (answer.status >= 400) {
          refused.push(input);
          totals.refused += 1;
        } else if (isBodyRoute && route.takesNoBody) {
          totals.ignoredBodies += 1;
        } else if (isBodyRoute) {
          if (knownBad) totals.knownBadAccepted += 1;
          else totals.accepted += 1;
          const entry = totals.acceptances.get(label) ?? { count: 0, examples: [] };
          entry.count += 1;
          if (entry.examples.length < 2) entry.examples.push(`${where.slice(0, 160)} → ${answer.status}`);
          totals.acceptances.set(label, entry);
        }
      });

      const accepted = batch.length - refused.length;
      let check = { before, after: await fingerprint(app.db) };
      if (accepted > 0 && refused.length) {
        // Accepted bodies change rows legitimately: the refused ones are sent again on their own.
        const replayBefore = check.after;
        await sendAll(refused);
        check = { before: replayBefore, after: await fingerprint(app.db) };
      }
      if (refused.length && changedTables(check.before, check.after).length) {
        // Find the body that did it, one at a time.
        for (const input of refused) {
          const one = await fingerprint(app.db);
          const answer = await rawSend(route.method, url(input), creds[caller], input.sent);
          const changed = changedTables(one, await fingerprint(app.db));
          if (changed.length && answer.status >= 400) {
            problems.push(`${label}: a refused request (${answer.status}) changed ${changed.join(', ')}: ${input.sent ? excerpt(input.sent.body, 400) : input.url}`);
          }
        }
        if (!problems.length) problems.push(`${label}: a batch of refused requests changed ${changedTables(check.before, check.after).join(', ')}, but no single one does again`);
      }
      if (route.upload && accepted === 0) {
        // multer may answer a broken multipart body before the engine has removed the part it was writing: give the
        // removal a moment; a file still there after that is left behind for good.
        let left: string[] = [];
        for (let wait = 0; wait < 30; wait++) {
          left = filesUnder(app.env.uploadsDir).filter((f) => !filesBefore.includes(f));
          if (!left.length) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        if (left.length) problems.push(`${label}: refused uploads left files behind: ${left.join(', ')}`);
      }
      if (problems.length >= 5) break;
    }
    expect(problems, problems.join('\n')).to.deep.equal([]);
  }

  // The routes, from the API table itself: a new route is fuzzed without anyone adding it here.
  const table: ApiRoute[] = apiTable();

  /** POSTs that read no body: any well-formed one is accepted (counted apart from the acceptances). */
  const TAKES_NO_BODY = new Set([
    'POST /logout',
    'POST /admin/users/:id/disable',
    'POST /admin/users/:id/enable',
    'POST /account/plan/calendar-key',
    'POST /admin/receivables/:id/invoice',
    'POST /settings/pending-email/resend',
    'POST /account/messages/read',
    'POST /staff/students/:id/messages/read',
    'POST /consultations/:token/cancel',
    'POST /consultations/:token/forget',
    'POST /staff/leads/:id/invite',
  ]);
  /** DELETEs remove the fixtures the other routes need, so only those that read a body are fuzzed. */
  const DELETES_WITH_A_BODY = new Set(['DELETE /settings/mfa', 'DELETE /account']);

  const callersFor = (guard: ApiGuard, path: string): Caller[] => {
    if (guard === 'admin' || guard === 'staff') return ['admin'];
    if (guard === 'user' || guard === 'student') return ['student'];
    if (guard === 'guest') return ['anonymous'];
    // Signing out takes no input and would end the student's session: a visitor's is enough.
    return path === '/logout' ? ['anonymous'] : ['anonymous', 'student'];
  };

  for (const route of table) {
    const upload = Boolean(route.upload);
    const apiPath = `/api${route.path}`;
    callersFor(route.guard, route.path).forEach((caller, callerIndex) => {
      if (route.method === 'delete' && !DELETES_WITH_A_BODY.has(`DELETE ${route.path}`)) return;
      const isGet = route.method === 'get';
      const count = isGet ? QUERIES_PER_ROUTE : callerIndex === 0 ? BODIES_PER_ROUTE : SECOND_CALLER_BODIES;
      const label = `${route.method.toUpperCase()} ${apiPath} as ${caller}`;
      it(`${label}: ${count} ${isGet ? 'query strings' : 'bodies'}, never a 5xx or a hang, refused ones change nothing`, async () => {
        const url = `/api${concrete(route.path)}`;
        const example = EXAMPLES[`${route.method.toUpperCase()} ${route.path}`]?.(fixtures);
        const inputs = isGet
          ? fc.sample(queryString, { seed: seedFor(label), numRuns: count }).map((q) => ({ url: `${url}?${q}`, sent: null }))
          : fc.sample(bodies(example, upload), { seed: seedFor(label), numRuns: count }).map((sent) => ({ url, sent }));
        await fuzzRoute({ method: route.method, path: apiPath, upload, takesNoBody: TAKES_NO_BODY.has(`${route.method.toUpperCase()} ${route.path}`) }, caller, inputs, label);
      });

      const makeExample = EXAMPLES[`${route.method.toUpperCase()} ${route.path}`];
      if (makeExample && callerIndex === 0) {
        it(`${label}: each field of a valid body set in turn to ${KNOWN_BAD.length} known-bad values, never a 5xx`, async () => {
          const url = `/api${concrete(route.path)}`;
          const example = makeExample(fixtures);
          const inputs = Object.keys(example).flatMap((field) =>
            KNOWN_BAD.map((value) => ({ url, sent: { kind: `field ${field}`, contentType: 'application/json', body: Buffer.from(JSON.stringify({ ...example, [field]: value })) } as Sent })),
          );
          await fuzzRoute({ method: route.method, path: apiPath, upload, takesNoBody: false }, caller, inputs, `${label} (known-bad values)`);
        });
      }
    });
  }

  it('sent at least 10,000 generated inputs, and accepted few of them', () => {
    expect(totals.generated).to.be.at.least(10_000);
    expect(totals.accepted).to.be.below(totals.generated * 0.05);
  });

  it('left Object.prototype (and Array and Function prototypes) unpolluted', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).to.deep.equal(PROTOTYPES_BEFORE.object);
    expect(Object.getOwnPropertyNames(Array.prototype).sort()).to.deep.equal(PROTOTYPES_BEFORE.array);
    expect(Object.getOwnPropertyNames(Function.prototype).sort()).to.deep.equal(PROTOTYPES_BEFORE.function);
    const probe = {} as Record<string, unknown>;
    for (const name of PLANTED) expect(probe[name], name).to.equal(undefined);
  });
});
