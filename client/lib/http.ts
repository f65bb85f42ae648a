// The browser's HTTP client: JSON, the XSRF header from its cookie, a bearer token when one is held,
// no timeout, and the global answers to 401 and 5xx. Every failure still reaches the caller.
import type { ApiClient, ListParams } from '../../shared/api-client';
import type { AuditEntry } from '../../shared/audit';
import type { FitResult } from '../../shared/fit';
import { XSRF_COOKIE, XSRF_HEADER, parseCookieHeader } from '../../shared/cookies';
import { CSRF_MISMATCH_MESSAGE, type ErrorBody, isErrorBody } from '../../shared/errors';
import type { Gallery, GallerySummary, Post, PostSummary, Service, Testimonial, Widget } from '../../shared/content';
import type { AdminDocument, DocumentsOverview } from '../../shared/documents';
import type { Checklist, CountryPage, CountrySummary } from '../../shared/study';
import type { AdminDashboard, AdminUser, Paged, SessionInfo, User } from '../../shared/types';
import { dialogs } from './dialogs';
import { routeError } from './route-errors';
import { httpSetup } from './http-setup';

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

export const http = {
  get: <T>(url: string, options?: RequestOptions) => request<T>('GET', url, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('POST', url, { ...options, body }),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', url, { ...options, body }),
  patch: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', url, { ...options, body }),
  delete: <T>(url: string, options?: RequestOptions) => request<T>('DELETE', url, options),
};

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

const query = (params: ListParams) => {
  const search = new URLSearchParams(params).toString();
  return search ? `?${search}` : '';
};

/** The loaders' ApiClient in the browser. */
export const browserApi: ApiClient = {
  currentUser: () => forLoader(http.get<User>('/api/user')),
  sessions: async () => (await forLoader(http.get<{ results: SessionInfo[] }>('/api/settings/sessions'))).results,
  adminDashboard: () => forLoader(http.get<AdminDashboard>('/api/admin/dashboard')),
  adminUsers: (params) => forLoader(http.get<Paged<AdminUser>>(`/api/admin/users${query(params)}`)),
  adminUser: (id) => forLoader(http.get<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}`)),
  myDocuments: () => forLoader(http.get<DocumentsOverview>('/api/account/documents')),
  adminUserDocuments: (id) => forLoader(http.get<{ results: AdminDocument[] }>(`/api/admin/users/${encodeURIComponent(id)}/documents`)),
  adminDocuments: (params) => forLoader(http.get<Paged<AdminDocument>>(`/api/admin/documents${query(params)}`)),
  adminAudit: (params) => forLoader(http.get<Paged<AuditEntry>>(`/api/admin/audit${query(params)}`)),
  widgets: async (names) => (await forLoader(http.get<{ results: Record<string, Widget | null> }>(`/api/widgets${query({ names: names.join(',') })}`))).results,
  services: async (audience) => (await forLoader(http.get<{ results: Service[] }>(`/api/services${audience ? query({ audience }) : ''}`))).results,
  testimonials: async () => (await forLoader(http.get<{ results: Testimonial[] }>('/api/testimonials'))).results,
  galleries: async () => (await forLoader(http.get<{ results: GallerySummary[] }>('/api/galleries'))).results,
  gallery: async (idOrSlug) => (await forLoader(http.get<{ results: Gallery }>(`/api/galleries/${encodeURIComponent(idOrSlug)}`))).results,
  blog: (params) => forLoader(http.get<Paged<PostSummary>>(`/api/blog${query(params)}`)),
  blogPost: async (slug) => (await forLoader(http.get<{ results: Post }>(`/api/blog/${encodeURIComponent(slug)}`))).results,
  countries: async () => (await forLoader(http.get<{ results: CountrySummary[] }>('/api/study-countries'))).results,
  countryPage: async (slug) => (await forLoader(http.get<{ results: CountryPage }>(`/api/study-countries/${encodeURIComponent(slug)}`))).results,
  fitCheck: async (answers) => (await forLoader(http.post<{ results: FitResult[] }>('/api/fit-check', answers))).results,
  checklists: async () => (await forLoader(http.get<{ results: Checklist[] }>('/api/account/checklists'))).results,
  adminList: (kind, params) => forLoader(http.get(`/api/admin/${kind}${query(params)}`)),
  adminRecord: (kind, id) => forLoader(http.get(`/api/admin/${kind}/${encodeURIComponent(id)}`)),
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
