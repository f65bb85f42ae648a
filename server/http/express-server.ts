// The HTTP server for an Express app, with requests and responses made with Express's prototypes from the start.
//
// Express gives every request and response the app's prototypes as it receives them
// (`Object.setPrototypeOf(req, app.request)` in app.handle). Changing an object's prototype makes V8 rebuild its
// shape, and it was the most expensive thing a request did: a bare Express app answering a tiny page did 9.5k
// requests/s with it and 31k without, and the objects it left behind lived long enough to reach the old generation,
// whose collections every few seconds held the server's core for 30–50 ms (the tail latency in docs/performance.md).
// Node's server can construct them with those prototypes instead; Express's own call then changes nothing.
import { createServer, IncomingMessage, type RequestListener, type Server, ServerResponse } from 'node:http';
import type { Express } from 'express';

type Constructor<T> = new (...args: never[]) => T;

/** A constructor running Node's own, for objects whose prototype is `prototype` (which inherits from Node's). */
function withPrototype<T extends object>(base: (...args: never[]) => void, prototype: object): Constructor<T> {
  function Construct(this: T, ...args: never[]) {
    base.apply(this, args);
  }
  Construct.prototype = prototype;
  return Construct as unknown as Constructor<T>;
}

export function createExpressServer(app: Express, listener: RequestListener = app): Server {
  return createServer(
    {
      IncomingMessage: withPrototype<IncomingMessage>(IncomingMessage as never, app.request) as typeof IncomingMessage,
      ServerResponse: withPrototype<ServerResponse>(ServerResponse as never, app.response) as typeof ServerResponse,
    },
    listener,
  );
}
