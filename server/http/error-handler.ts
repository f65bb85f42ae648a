// The one Express error handler: JSON without stack traces under /api, the error page elsewhere.
import type { NextFunction, Request, Response } from 'express';
import { log, loggablePath } from '../lib/log';
import { AppError, fromDatabaseError } from '../lib/errors';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

const bodyParserMessages: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'The request body is not valid JSON.'],
  'entity.too.large': [413, 'The request body is too large.'],
  'encoding.unsupported': [415, 'The request body encoding is not supported.'],
  'charset.unsupported': [415, 'The request body charset is not supported.'],
  'request.aborted': [400, 'The request was aborted.'],
  'request.size.invalid': [400, 'The request body size does not match its length.'],
  'parameters.too.many': [413, 'The request has too many parameters.'],
  'stream.encoding.set': [500, 'Server Error'],
};

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const httpError = error as HttpLikeError;
  if (httpError?.type && bodyParserMessages[httpError.type]) {
    const [status, message] = bodyParserMessages[httpError.type]!;
    return new AppError(status, message);
  }
  const fromDb = fromDatabaseError(error);
  if (fromDb) return fromDb;
  const status = httpError?.status ?? httpError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(status, status === 404 ? 'Not found.' : 'Bad request.');
  }
  return new AppError(500, 'Server Error');
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Whether `path` is the JSON API's (`/api` and below): it answers in JSON, and it looks every session up. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export function createErrorHandler(renderErrorPage: (status: number) => string) {
  return function errorHandler(error: unknown, req: Request, res: Response, next: NextFunction): void {
    if (res.headersSent) {
      next(error);
      return;
    }
    const appError = toAppError(error);
    if (appError.status === 503) log.warnThrottled('the database is unavailable: answering 503', { method: req.method, path: loggablePath(req.originalUrl), error: errorMessage(error) });
    else if (appError.status >= 500) log.error('request failed', { req_id: req.id, method: req.method, path: loggablePath(req.originalUrl), error });
    res.status(appError.status);
    for (const [name, value] of Object.entries(appError.headers)) res.setHeader(name, value);
    if (isApiPath(req.originalUrl) || !req.accepts('html')) {
      res.json(appError.toBody());
      return;
    }
    res.type('html').send(renderErrorPage(appError.status));
  };
}
