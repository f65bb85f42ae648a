// The HTTP server for an Express app, with requests and responses made with Express's prototypes from the start.
//
// Express gives every request and response the app's prototypes as it receives them
// (`Object.setPrototypeOf(req, app.request)` in app.handle). Changing an object's prototype makes V8 rebuild its
// shape, and it was the most expensive thing a request did: a bare Express app answering a tiny page did about 10k
// requests/s with it and 42k without (as many as a plain Node server), and the objects it left behind reached the
// old generation, whose collections every few seconds held the server's core for 30–50 ms (the tail latency in
// docs/performance.md). Here the app's request and response prototypes become the prototypes of subclasses of
// Node's own, which the server constructs: Express's call then changes nothing. (A plain constructor function with
// the app's prototype did the same for Express, but made requests the page cache answers before Express a quarter
// slower.)
import { createServer, IncomingMessage, type RequestListener, type Server, ServerResponse } from 'node:http';
import type { Express } from 'express';

/** `target` takes over `source`'s own properties and prototype: it can stand in for `source`. */
function adopt(target: object, source: object): void {
  for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(source))) Object.defineProperty(target, key, descriptor);
  Object.setPrototypeOf(target, Object.getPrototypeOf(source));
}

export function createExpressServer(app: Express, listener: RequestListener = app): Server {
  class AppRequest extends IncomingMessage {}
  class AppResponse extends ServerResponse {}
  adopt(AppRequest.prototype, app.request);
  adopt(AppResponse.prototype, app.response);
  // What app.handle sets every request's and response's prototype to.
  app.request = AppRequest.prototype as Express['request'];
  app.response = AppResponse.prototype as Express['response'];
  return createServer({ IncomingMessage: AppRequest, ServerResponse: AppResponse }, listener);
}
