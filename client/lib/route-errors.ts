// Loaders fail the same way on both sides: a 4xx from the API becomes a route error with that status
// (the 404 page for 404), anything else stays an error (the error layout).
import { data } from 'react-router-dom';

/** `headers`: the API's own that the page's answer should carry too (Retry-After on a 429). */
export function routeError(status: number, body: unknown = null, headers?: Record<string, string>): unknown {
  return status < 500 ? data(body, headers && Object.keys(headers).length ? { status, headers } : { status }) : new Error(`API answered ${status}`);
}

/**
 * The status and headers of a route error made by `routeError` (an API refusal), for a loader that shows the refusal
 * on its page rather than the error layout; undefined for anything else.
 */
export function refusalOf(error: unknown): { status: number; headers?: HeadersInit } | undefined {
  if (typeof error !== 'object' || error === null || (error as { type?: unknown }).type !== 'DataWithResponseInit') return undefined;
  const init = (error as { init?: ResponseInit | null }).init;
  return typeof init?.status === 'number' ? { status: init.status, ...(init.headers ? { headers: init.headers } : {}) } : undefined;
}

export function notFound(): unknown {
  return data({ message: 'Not found.' }, { status: 404 });
}
