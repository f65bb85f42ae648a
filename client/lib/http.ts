// The browser's HTTP client: JSON, the XSRF header from its cookie, a bearer token when one is held,
// no timeout, and the global answers to 401 and 5xx. Every failure still reaches the caller.
// Its calls are the API table's operations (`api.<name>(…)`, decision 0041): their methods and paths come from
// client/lib/api-operations.ts, made from server/api.ts; no address of the API is written anywhere else in client/.
import type { AdminResource, ApiClient, CommissionReport, Funnel, ListParams } from '../../shared/api-client';
import { XSRF_COOKIE, XSRF_HEADER, parseCookieHeader } from '../../shared/cookies';
import { CSRF_MISMATCH_MESSAGE, type ErrorBody, isErrorBody } from '../../shared/errors';
import { OPERATIONS, type OperationTypes } from './api-operations';
import { dialogs } from './dialogs';
import { routeError } from './route-errors';
import { httpSetup } from './http-setup';
import { DEFAULT_LOCALE } from '../../shared/i18n/locale-codes';
import { pageLocale } from './i18n';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
    readonly contentType: string,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = 'HttpError';
  }

  /** The messages for one field of a 422 answer. */
  field(name: string): string | undefined {
    return this.body?.errors?.[name]?.[0];
  }
}


function xsrfToken(): string | undefined {
  return parseCookieHeader(document.cookie)[XSRF_COOKIE];
}

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
}

async function readBody(response: Response): Promise<{ json: unknown; text: string | null; type: string }> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204) return { json: null, text: null, type };
  const text = await response.text();
  if (type.includes('json')) {
    try {
      return { json: JSON.parse(text), text, type };
    } catch {
      return { json: null, text, type };
    }
  }
  return { json: null, text, type };
}

function handleGlobally(error: HttpError, text: string | null): void {
  const setup = httpSetup();
  if (error.status === 401 && setup?.session.check) {
    const done = setup.onTokenExpired;
    void dialogs.tokenExpired().then((confirmed) => confirmed && done());
  } else if (error.status >= 500 && !dialogs.serverErrorOpen) {
    void dialogs.serverError(error.contentType.includes('text/html') ? (text ?? '') : null);
  }
}

export async function request<T>(method: string, url: string, options: RequestOptions = {}, retried = false): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const xsrf = xsrfToken();
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  const token = httpSetup()?.session.token;
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
  const { json, text, type } = await readBody(response);
  if (response.ok) return json as T;

  const error = new HttpError(response.status, isErrorBody(json) ? json : null, type);
  // The server hands out a fresh XSRF cookie with this answer (e.g. after the session changed in another tab).
  if (response.status === 403 && error.body?.message === CSRF_MISMATCH_MESSAGE && !retried) {
    return request<T>(method, url, options, true);
  }
  handleGlobally(error, text);
  throw error;
}

export type OperationName = keyof OperationTypes;
type ParamNames<S extends string> = S extends `${string}{${infer N}}${infer R}` ? N | ParamNames<R> : never;
/** An operation's path parameters by name (`{ id: 12 }` for the path `…/admin/users/{id}`). */
export type PathParams<K extends OperationName> = Record<ParamNames<(typeof OPERATIONS)[K]>, string | number>;
type ParamArgs<K extends OperationName> = [ParamNames<(typeof OPERATIONS)[K]>] extends [never] ? [] : [params: PathParams<K>];
/** A query string's values as the address bar has them: the server parses them (decision 0041's schemas). */
export type QueryValues<Q = Record<string, unknown>> = { [P in keyof Q]?: string | number | boolean | undefined };
type InputArgs<T> = T extends { body: infer B } ? (Partial<B> extends B ? [body?: B] : [body: B]) : T extends { query: infer Q } ? [query?: QueryValues<Q>] : [];
/** What an operation answers (`null`: nothing, a 204). */
export type Answer<K extends OperationName> = OperationTypes[K]['answer'];
/** One method per operation: its path parameters (if any), then its body or query (if any). */
export type Api = { [K in OperationName]: (...args: [...ParamArgs<K>, ...InputArgs<OperationTypes[K]>]) => Promise<Answer<K>> };

function operation(name: OperationName): { method: string; path: string } {
  const spec = OPERATIONS[name];
  const space = spec.indexOf(' ');
  return { method: spec.slice(0, space), path: spec.slice(space + 1) };
}

function address(path: string, params: Record<string, string | number> | undefined, query: QueryValues | undefined): string {
  const filled = path.replace(/\{(\w+)\}/g, (_m, key: string) => encodeURIComponent(String(params?.[key])));
  const entries = Object.entries(query ?? {}).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]));
  const search = new URLSearchParams(entries).toString();
  return search ? `${filled}?${search}` : filled;
}

/** The arguments of a call: the path parameters when the path has any, then the input. */
function argsOf(path: string, args: unknown[]): { params?: Record<string, string | number>; input: unknown } {
  return path.includes('{') ? { params: args[0] as Record<string, string | number>, input: args[1] } : { input: args[0] };
}

/** The address of an operation, for a link or an upload: `apiUrl('downloadMyDocument', { id }, { version })`. */
export function apiUrl<K extends OperationName>(name: K, ...args: [...ParamArgs<K>, query?: QueryValues]): string {
  const { path } = operation(name);
  const { params, input } = argsOf(path, args);
  return address(path, params, input as QueryValues | undefined);
}

/** The API's operations as methods: `api.login(values)`, `api.updateUser({ id }, values)`, `api.adminUsers(query)`. */
export const api = Object.fromEntries(
  (Object.keys(OPERATIONS) as OperationName[]).map((name) => {
    const { method, path } = operation(name);
    const call = (...args: unknown[]) => {
      const { params, input } = argsOf(path, args);
      return method === 'GET' ? request(method, address(path, params, input as QueryValues | undefined)) : request(method, address(path, params, undefined), { body: input });
    };
    return [name, call];
  }),
) as Api;

/** What to tell the reader of a one-time link that did not work: the answer's word on `field`, or why it failed. */
export function linkFailure(error: unknown, field = 'token'): string {
  if (!(error instanceof HttpError)) return 'We could not reach the server. Check your connection and try again.';
  return error.field(field) ?? error.body?.message ?? 'That did not work.';
}

/** In a loader, an API 4xx becomes a route error with that status (the 404 page for 404). */
async function forLoader<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HttpError) throw routeError(error.status, error.body);
    throw error;
  }
}

/** The operations of the admin portal's lists and records, by the list's API segment (shared/api-client.ts). */
export const ADMIN_LISTS = {
  widgets: 'adminWidgets',
  services: 'adminServices',
  blog: 'adminPosts',
  testimonials: 'adminTestimonials',
  galleries: 'adminGalleries',
  'study-countries': 'adminCountries',
  institutions: 'adminInstitutions',
  messages: 'adminMessages',
} as const satisfies Record<AdminResource, OperationName>;
export const ADMIN_RECORDS = {
  widgets: 'adminWidget',
  services: 'adminService',
  blog: 'adminPost',
  testimonials: 'adminTestimonial',
  galleries: 'adminGallery',
  'study-countries': 'adminCountry',
  institutions: 'adminInstitution',
  messages: 'adminMessage',
} as const satisfies Record<AdminResource, OperationName>;

/** What a public read adds to its query: `{ locale }` on a page in another locale than the default (decision 0045). */
const localeParam = (): { locale?: string } => (pageLocale() === DEFAULT_LOCALE ? {} : { locale: pageLocale() });
/** An admin's preview of drafts (decision 0035), and the page's locale. */
const previewParam = (preview?: boolean) => ({ ...(preview ? { preview: '1' } : {}), ...localeParam() });

/** The loaders' ApiClient in the browser. */
export const browserApi: ApiClient = {
  currentUser: () => forLoader(api.currentUser()),
  sessions: async () => (await forLoader(api.sessions())).results,
  adminDashboard: () => forLoader(api.adminDashboard()),
  adminUsers: (params) => forLoader(api.adminUsers(params)),
  adminUser: (id) => forLoader(api.adminUser({ id })),
  myDocuments: () => forLoader(api.myDocuments()),
  adminUserDocuments: (id) => forLoader(api.adminUserDocuments({ id })),
  adminDocuments: (params) => forLoader(api.adminDocuments(params)),
  adminAudit: (params) => forLoader(api.adminAudit(params)),
  myApplications: () => forLoader(api.myApplications()),
  myUnread: async () => (await api.myUnread()).messages,
  myThread: () => forLoader(api.myThread()),
  myPlan: () => forLoader(api.myPlan()),
  staffDashboard: () => forLoader(api.staffDashboard()),
  staffAdvisers: () => forLoader(api.staffAdvisers()),
  staffStudents: (params) => forLoader(api.staffStudents(params)),
  staffStudent: (id) => forLoader(api.staffStudent({ id })),
  staffThread: (id) => forLoader(api.staffThread({ id })),
  staffStudentPlan: (id) => forLoader(api.staffStudentPlan({ id })),
  staffApplications: (params) => forLoader(api.staffApplications(params)),
  staffBoard: (params) => forLoader(api.staffBoard(params)),
  staffLeads: (params) => forLoader(api.staffLeads(params)),
  staffLead: (id) => forLoader(api.staffLead({ id })),
  staffConsultations: (params) => forLoader(api.staffConsultations(params)),
  staffAvailability: () => forLoader(api.staffAvailability()),
  staffFunnel: (params) => forLoader(api.staffFunnel(params) as Promise<Funnel>),
  adminAgreements: (params) => forLoader(api.adminAgreements(params)),
  adminReceivables: (params) => forLoader(api.adminReceivables(params)),
  commissionReport: (params) => forLoader(api.commissionReport(params) as Promise<CommissionReport>),
  institutions: async (country) => (await forLoader(api.institutions({ ...(country ? { country } : {}), ...localeParam() }))).results,
  widgets: async (names) => (await forLoader(api.widgets({ names: names.join(','), ...localeParam() }))).results,
  services: async (audience, preview) => (await forLoader(api.services({ ...(audience ? { audience } : {}), ...previewParam(preview) }))).results,
  testimonials: async () => (await forLoader(api.testimonials(localeParam()))).results,
  galleries: async () => (await forLoader(api.galleries())).results,
  gallery: async (idOrSlug, preview) => (await forLoader(api.gallery({ id: idOrSlug }, previewParam(preview)))).results,
  blog: (params) => forLoader(api.blog({ ...params, ...localeParam() })),
  blogPost: async (slug, preview) => (await forLoader(api.blogPost({ slug }, previewParam(preview)))).results,
  countries: async () => (await forLoader(api.countries(localeParam()))).results,
  countryPage: async (slug, preview) => (await forLoader(api.countryPage({ slug }, previewParam(preview)))).results,
  fitCheck: async (answers) => (await forLoader(api.fitCheck(answers))).results,
  checklists: async () => (await forLoader(api.checklists())).results,
  adminList: (kind, params) => forLoader((api[ADMIN_LISTS[kind]] as (query: ListParams) => Promise<never>)(params)),
  adminRecord: (kind, id) => forLoader((api[ADMIN_RECORDS[kind]] as (params: { id: string }) => Promise<never>)({ id })),
};

/**
 * A multipart upload (the file in the field `file`) with progress, through XMLHttpRequest because fetch cannot
 * report upload progress. Same headers, same global answers to 401 and 5xx as every other call.
 */
export function uploadFile<T>(url: string, file: File, fields: Record<string, string>, onProgress: (fraction: number) => void, retried = false): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    const xsrf = xsrfToken();
    if (xsrf) xhr.setRequestHeader(XSRF_HEADER, xsrf);
    const token = httpSetup()?.session.token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new Error('The upload was interrupted. Check your connection and try again.'));
    xhr.onload = () => {
      const type = xhr.getResponseHeader('content-type') ?? '';
      let json: unknown = null;
      try {
        json = type.includes('json') ? JSON.parse(xhr.responseText) : null;
      } catch {
        json = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(json as T);
        return;
      }
      const error = new HttpError(xhr.status, isErrorBody(json) ? json : null, type);
      if (xhr.status === 403 && error.body?.message === CSRF_MISMATCH_MESSAGE && !retried) {
        uploadFile<T>(url, file, fields, onProgress, true).then(resolve, reject);
        return;
      }
      handleGlobally(error, xhr.responseText);
      reject(error);
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    xhr.send(form);
  });
}
