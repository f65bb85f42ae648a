// Loaders fail the same way on both sides: a 4xx from the API becomes a route error with that status
// (the 404 page for 404), anything else stays an error (the error layout).
import { data } from 'react-router-dom';

export function routeError(status: number, body: unknown = null): unknown {
  return status < 500 ? data(body, { status }) : new Error(`API answered ${status}`);
}

export function notFound(): unknown {
  return data({ message: 'Not found.' }, { status: 404 });
}
