// createApp(deps) → the Express app. Order: security headers, compression, static files, who is calling,
// XSRF, /api, the server render, the error handler.
import type { RequestListener } from 'node:http';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { isLocalPath } from '../shared/paths';
import type { ProfileFieldList } from '../shared/profile';
import { MAX_ENTRIES } from './config';
import { createApiRouter } from './api';
import type { Db } from './db/knex';
import type { Env } from './env';
import { type ContentVersionWatch, watchContentVersion } from './lib/content-version';
import { publicUploadsDir } from './features/images/images.service';
import { seoHandlers } from './features/seo/seo.routes';
import { authenticate } from './features/auth/authenticate';
import { fail } from './lib/errors';
import { createErrorHandler, isApiPath } from './http/error-handler';
import { createPageCache, type PageCache } from './http/page-cache';
import { precompressed } from './http/precompressed';
import { createServing, type Serving } from './http/serving';
import { pendingMigrations } from './db/migrate';
import { createSessionCookies } from './features/auth/session-cookies';
import type { Mailer } from './mail/mailer';
import { createPgListener } from './lib/pg-listener';
import { watchPrivateData } from './lib/private-data';
import { createPublicReads } from './lib/public-reads';
import type { Clock } from './lib/clock';
import { createServices, type Services } from './services';
import { ASSETS_DIR, type AssetManifest, PUBLIC_DIR, PUBLIC_VARIANTS_DIR, readManifest } from './ssr/assets';
import { renderErrorPage } from './ssr/error-page';
import { createFragmentCache, type FragmentCache } from './ssr/fragments';
import { createSsrHandler } from './ssr/handler';

export interface AppDeps {
  env: Env;
  db: Db;
  /** The client build manifest; read once from dist/ unless given. */
  manifest?: AssetManifest;
  /** Outgoing mail; from the environment unless given. */
  mailer?: Mailer;
  /** The content version to follow; a LISTEN connection of the app's own unless given. */
  contentVersion?: ContentVersionWatch;
  /** The time services read; the system's unless given (tests set it). */
  clock?: Clock;
  /**
   * How long visitors' pages and public reads are kept before they are read again (tests shorten it), and the clock
   * they are kept by (the system's unless given: a test holds it still with `now`).
   */
  cacheTimes?: { ttlMs?: number; retryMs?: number; now?: () => number };
  /** The profile's fields the API works with (shared/profile.ts); the site's unless given (a test adds one). */
  profile?: ProfileFieldList;
}

export interface App {
  /** The Express app (every request goes through it unless the page cache answers first). */
  app: Express;
  /** What the HTTP server calls: the page cache for visitors, then the app. */
  handler: RequestListener;
  services: Services;
  pageCache: PageCache | null;
  /** Markup of static and kept parts made for visitors (client/components/StaticPart.tsx). */
  fragments: FragmentCache;
  /** The content version the caches follow. */
  contentVersion: ContentVersionWatch;
  /** Request ids, log lines, and the drain on shutdown (readiness turns 503 when it starts). */
  serving: Serving;
  /** Stops what the app started besides the database pool (the LISTEN connection). */
  close(): Promise<void>;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function createApp(deps: AppDeps): App {
  const { env } = deps;
  const cookies = createSessionCookies(env.sessionSecret, env.secureCookies);
  let manifest = deps.manifest;
  const getManifest = () => (manifest ??= readManifest());

  const serving = createServing();
  const app = express();
  app.disable('x-powered-by');
  // Every answer Express writes carries the request's id (the page cache adds it to its own headers).
  app.use((req, res, next) => {
    if (req.id) res.setHeader('X-Request-Id', req.id);
    next();
  });
  // Pages and API answers are not hashed for an ETag on every request; the page cache and static files have theirs.
  app.set('etag', false);
  if (env.trustProxy !== undefined) app.set('trust proxy', env.trustProxy);

  // Every instance follows the content version (the page cache and the public-read cache trust it) and the generation
  // of people's data (signed-in reads and the signed-in parts of pages), both over one LISTEN connection.
  const listener = createPgListener(deps.db);
  const versionWatch = deps.contentVersion ?? watchContentVersion(deps.db, { listener });
  const privateData = watchPrivateData(listener);
  const times = deps.cacheTimes ?? {};
  const services = createServices({
    ...deps,
    publicReads: createPublicReads(versionWatch, { ttlMs: times.ttlMs, now: times.now }),
    privateReads: createPublicReads(privateData, { ttlMs: times.ttlMs, now: times.now, maxEntries: MAX_ENTRIES.privateReads }),
  });
  const pageCache = env.pageCache ? createPageCache(versionWatch, { ...times, xsrfCookie: cookies.anonymousCookie }) : null;

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'"],
          'connect-src': ["'self'"],
          'frame-src': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'upgrade-insecure-requests': env.appUrl.startsWith('https:') ? [] : null,
        },
      },
      // The OAuth sign-in popup reports back to the window that opened it.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      strictTransportSecurity: env.appUrl.startsWith('https:'),
      // Read by no browser the site supports (X-XSS-Protection's filter is gone from all of them; X-Download-Options
      // was Internet Explorer's): about 50 bytes and two header checks less on every answer, the page cache's too.
      xXssProtection: false,
      xDownloadOptions: false,
    }),
  );
  app.use(compression());

  app.use(
    '/dist',
    precompressed(ASSETS_DIR, { immutable: true, maxAge: '365d' }),
    express.static(ASSETS_DIR, { immutable: true, maxAge: '365d', index: false, redirect: false }),
    (_req, res) => {
      res.status(404).type('text/plain').send('Not found');
    },
  );
  // Public files all have an extension; a page's address never does, so it costs no file-system lookup here.
  const publicFiles = express.Router().use(precompressed(PUBLIC_VARIANTS_DIR, { maxAge: '1d' }), express.static(PUBLIC_DIR, { maxAge: '1d', index: false, redirect: false }));
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  // Processed public images: every edit writes a new folder, so their addresses never change content.
  app.use(
    '/uploads',
    express.static(publicUploadsDir(env), { immutable: true, maxAge: '365d', index: false, redirect: false, dotfiles: 'deny' }),
    (_req, res) => {
      res.status(404).type('text/plain').send('Not found');
    },
  );

  // Liveness: the process answers. Nothing else is checked, so an orchestrator never restarts a healthy process
  // because the database is away.
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  // Readiness: send this process traffic. The database answers and has every migration this code knows; never
  // again once a shutdown has started (the load balancer stops sending while requests in flight finish).
  app.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (serving.shuttingDown) {
      res.status(503).json({ status: 'shutting down' });
      return;
    }
    try {
      const pending = await pendingMigrations(deps.db);
      if (pending.length) res.status(503).json({ status: 'migrations pending', pending });
      else res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'database unavailable' });
    }
  });

  // A form the browser sends itself (the page had not hydrated yet, or scripts are off) goes back to its page. The
  // site's forms say method="post", so what was typed in them (a password) never travels in an address, and only the
  // API changes anything. Any other POST to a page goes on to the XSRF check and a 404.
  app.post(/^\/(?!api(?:\/|$))/, (req, res, next) => {
    if (!req.is('application/x-www-form-urlencoded')) return next();
    res.redirect(303, isLocalPath(req.originalUrl) ? req.originalUrl : '/');
  });
  app.use(cookieParser());
  // The API looks every session up; pages find it through the kept reads (a signed-in page is rendered every time).
  const authenticateApi = authenticate(services.auth, cookies);
  const authenticatePage = authenticate(services.pages.auth, cookies);
  app.use((req, res, next) => (isApiPath(req.path) ? authenticateApi : authenticatePage)(req, res, next));
  app.use(cookies.middleware);
  // Any write may change what visitors see and what signed-in people read: the caches check before their next answer.
  app.use('/api', (req, res, next) => {
    if (UNSAFE_METHODS.has(req.method)) {
      res.on('close', versionWatch.writeStarted());
      res.on('close', privateData.writeStarted());
    }
    next();
  });
  app.use('/api', createApiRouter({ env, services, cookies, manifest: getManifest }));
  const seo = seoHandlers(env, services);
  app.get('/sitemap.xml', seo.sitemap);
  app.get('/robots.txt', seo.robots);
  const fragments = createFragmentCache(versionWatch, { ttlMs: times.ttlMs, privateData });
  // A pattern without parameters: Express decodes a route's parameters and answers 400 itself for one that is not
  // valid percent-encoding, while the server render reads the address itself (a malformed one is the 404 page).
  app.get(/^\//, createSsrHandler({ env, services, manifest: getManifest, pageCache, fragments }));
  app.use((_req, _res, next) => next(fail.notFound()));
  app.use(createErrorHandler((status) => renderErrorPage(status, env.appName, getManifest)));

  const handler: RequestListener = serving.wrap(
    pageCache
      ? (req, res) => {
          const served = pageCache.handle(req, res);
          if (served === false) app(req, res);
          else if (served !== true) void served.then((done) => done || app(req, res), () => app(req, res));
        }
      : app,
  );

  return {
    app,
    handler,
    services,
    pageCache,
    fragments,
    contentVersion: versionWatch,
    serving,
    async close() {
      if (!deps.contentVersion) await versionWatch.close();
      await listener.close();
    },
  };
}
