// What happens around every request before the app sees it: a request id (`X-Request-Id` in and out), the request's
// log line, and the count of requests in flight that a shutdown waits for.
//
// The id is put on the answer by whoever writes its headers (`answerHeaders` below for the page cache, a first
// middleware for Express), not with setHeader here: a header set before the page cache's writeHead(status, list)
// sends Node down its slow path of merging the two, which cost visitors' cached pages about a tenth of their rate.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { log, loggablePath, logRequest } from '../lib/log';

/** An incoming id is kept when it is this harmless; anything else gets a new one. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export interface Serving {
  /** The listener to give the HTTP server: ids, log lines and counting around `app`. */
  wrap(app: RequestListener): RequestListener;
  /** True from the first moment of a shutdown (readiness answers 503). */
  readonly shuttingDown: boolean;
  /**
   * Stops the server accepting connections and waits for the requests in flight (uploads included) to finish,
   * closing each connection as it goes idle; at the deadline the rest are cut. Resolves to how many were cut.
   */
  drain(server: Server, timeoutMs: number): Promise<number>;
}

function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** A header list as the page cache writes it, with the request's id added. */
export function answerHeaders(headers: readonly string[], req: IncomingMessage): string[] {
  const out = headers.slice();
  const id = (req as { id?: string }).id;
  if (id) out.push('x-request-id', id);
  return out;
}

export function createServing(): Serving {
  const inFlight = new Set<ServerResponse>();
  let shuttingDown = false;

  function finished(req: IncomingMessage, res: ServerResponse, url: string | undefined, id: string, started: number): void {
    inFlight.delete(res);
    if (!log.enabled('info')) return;
    const user = (req as { user?: { id: number } }).user;
    logRequest({
      req_id: id,
      method: req.method,
      path: loggablePath(url),
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(user ? { user_id: user.id } : {}),
      ...(res.writableFinished ? {} : { aborted: true as const }),
    });
  }

  return {
    wrap(app) {
      return (req, res) => {
        const started = performance.now();
        // Read now: routers mounted under a prefix (/api) rewrite req.url while they handle the request.
        const url = req.url;
        const id = requestId(req);
        (req as { id?: string }).id = id;
        // While draining, every answer ends its connection, so that the drain is not held up by keep-alive.
        if (shuttingDown) res.setHeader('Connection', 'close');
        inFlight.add(res);
        res.once('close', () => finished(req, res, url, id, started));
        app(req, res);
      };
    },
    get shuttingDown() {
      return shuttingDown;
    },
    async drain(server, timeoutMs) {
      shuttingDown = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      server.close();
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 && Date.now() < deadline) {
        server.closeIdleConnections();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const cut = inFlight.size;
      server.closeAllConnections();
      return cut;
    },
  };
}
