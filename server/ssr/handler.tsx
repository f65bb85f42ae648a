// The server render: Express request → fetch Request → React Router's static handler (guards, loaders) →
// renderToString → HTML with hydration data. Guard redirects are real 302s; unknown paths real 404s, and so are
// malformed ones (a NUL, escapes that are not UTF-8: route-handlers.ts), before any guard or loader reads them.
import { setMaxListeners } from 'node:events';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  isRouteErrorResponse,
  RouterContextProvider,
  type StaticHandlerContext,
  type RouteObject,
  StaticRouterProvider,
  type UIMatch,
} from 'react-router-dom';
import { apiContext, configContext, sessionContext } from '../../client/lib/context';
import { cookieContext, ResponseCookieJar } from '../../client/lib/cookies';
import { type BootData, serializeBoot, serializeErrors } from '../../client/lib/hydration';
import { errorTitle, type PageHandle, pageMeta, pageTitle } from '../../client/lib/pages';
import { Session } from '../../client/lib/session';
import { KeptFragmentsContext, PartStringsContext } from '../../client/components/StaticPart';
import { AppProviders } from '../../client/Root';
import { routes } from '../../client/routes';
import type { ApiClient } from '../../shared/api-client';
import type { PublicConfig, User } from '../../shared/types';
import { RETENTION_WARNING_DAYS, type PrivacyPeriods } from '../../shared/privacy';
import { MAX_ENTRIES } from '../config';
import type { Env } from '../env';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_S } from '../lib/errors';
import { isAnonymous, type PageCache } from '../http/page-cache';
import { clientIp, isMalformedPath } from '../http/params';
import { type BodyPieces, piecesBuffer, sendPieces } from '../http/send-pieces';
import type { FragmentCache } from './fragments';
import { oauthProviders as oauthProviderConfigs } from '../features/oauth/providers';
import { log } from '../lib/log';
import { setBounded } from '../lib/bounded-map';
import type { Services } from '../services';
import { createServerApi, type ServerApiClient } from './api-client';
import { createRouteHandlers, createStaticRouters, type RouteHandlers } from './route-handlers';
import type { I18n, MessageNotes } from '../../client/lib/i18n';
import type { CompiledMessage } from '../../shared/i18n/format';
import { DEFAULT_LOCALE, localeBase, localeInfo, localePath, type LocaleCode, splitLocale } from '../../shared/i18n/locales';
import { messageOf, serverI18n } from '../lib/i18n';
import { PartStrings } from './part-strings';
import { type AssetManifest, preloadsFor } from './assets';
import { documentAround } from './document';

/** Structured data names pages by path; search engines want absolute addresses in its link fields. */
const LINK_FIELDS = new Set(['@id', 'url', 'item', 'logo', 'image']);
function absoluteLinks(value: unknown, absolute: (path: string) => string): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => absoluteLinks(v, absolute));
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    out[key] = LINK_FIELDS.has(key) && typeof v === 'string' && v.startsWith('/') ? absolute(v) : absoluteLinks(v, absolute);
  }
  return out;
}

type KeptFragments = Awaited<ReturnType<FragmentCache['forRender']>>;

/** What one render answered: a redirect to `location`, or a page (with the query parameters its screen reads). */
type Rendered = { response: Response; setCookies: string[] } & (
  | { location: string; body?: undefined }
  | { location?: undefined; body: BodyPieces; reads: readonly string[] }
);

/** Whether a visitor's render may be kept in the page cache: a 200 page that set no cookie. */
const keepable = (rendered: Rendered): rendered is Rendered & { body: BodyPieces; reads: readonly string[] } =>
  rendered.body !== undefined && rendered.response.status === 200 && rendered.setCookies.length === 0;

const DEFAULT_DESCRIPTION =
  'Independent advice for international students: choosing a country and a university, applying, and arriving ready to study.';

export interface SsrDeps {
  env: Env;
  services: Services;
  manifest: () => AssetManifest;
  /** The route table; the app's own unless a test brings one. */
  routes?: RouteObject[];
  /** Where pages made for visitors are kept (null: every request renders). */
  pageCache?: PageCache | null;
  /** Where static parts' markup made for visitors is kept. */
  fragments?: FragmentCache | null;
}

/** Headers of a stored page that belong to one answer only. */
const PER_ANSWER_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'etag', 'date', 'connection', 'keep-alive', 'x-request-id']);

function toUiMatches(context: StaticHandlerContext): UIMatch<unknown, unknown>[] {
  return context.matches.map((m) => ({
    id: m.route.id,
    pathname: m.pathname,
    params: m.params,
    data: context.loaderData[m.route.id],
    loaderData: context.loaderData[m.route.id],
    handle: m.route.handle,
  }));
}

function logRenderErrors(context: StaticHandlerContext, url: string): void {
  for (const [routeId, error] of Object.entries(context.errors ?? {})) {
    if (isRouteErrorResponse(error) && error.status < 500) continue;
    if (isDatabaseUnavailable(error)) log.warnThrottled('the database is unavailable: a page answers 503', { url, routeId, error: String(error) });
    else log.error('a screen failed in the server render', { url, routeId, error });
  }
}

/** A screen that failed only because the database is down or saturated: 503 with Retry-After, not a 500. */
function unavailable(context: StaticHandlerContext): boolean {
  const errors = Object.values(context.errors ?? {});
  return errors.length > 0 && errors.every((error) => isRouteErrorResponse(error) || isDatabaseUnavailable(error)) && errors.some(isDatabaseUnavailable);
}

/** The Retry-After a loader answered with (a refusal the page shows itself: too many fit checks), if any. */
function loaderRetryAfter(context: StaticHandlerContext): string | null {
  for (const headers of Object.values(context.loaderHeaders)) {
    const value = headers.get('Retry-After');
    if (value) return value;
  }
  return null;
}

/** The loader data the browser hydrates with: each page may leave out what only its static parts show. */
function hydrationData(context: StaticHandlerContext): Record<string, unknown> {
  const out: Record<string, unknown> = { ...context.loaderData };
  for (const match of context.matches) {
    const reduce = (match.route.handle as PageHandle | undefined)?.page?.hydrationData;
    if (reduce && out[match.route.id] !== undefined) out[match.route.id] = reduce(out[match.route.id]);
  }
  return out;
}

/**
 * A fetch Request costs the garbage collector far more than its size: made in a loop, each one costs about 40 times
 * the scavenging time of a plain object and brings on major collections, whose pauses were the longest waits a
 * visitor saw under load. A render is always a GET that reads no body and is never aborted, so it reuses one Request
 * per address (at most `MAX_ENTRIES.renderRequests`; React Router adds and removes its abort listeners around each loader).
 */
function createRequestPool(appUrl: string) {
  const kept = new Map<string, { request: Request; pathname: string }>();
  /** The Request for `url` (a path and query, as Express has it) on this site, and the path it names. */
  return (url: string): { request: Request; pathname: string } => {
    let entry = kept.get(url);
    if (!entry) {
      const address = new URL(url, appUrl);
      const { pathname } = address;
      // A malformed path matches no screen (route-handlers.ts), but React Router decodes the path it matches and warns
      // on the console when it cannot: it is given this one as typed, its escapes escaped.
      if (isMalformedPath(pathname)) address.pathname = pathname.replace(/%/g, '%25');
      const request = new Request(address, { method: 'GET' });
      // Concurrent renders of one address each listen on the shared signal for a moment.
      setMaxListeners(0, request.signal);
      entry = { request, pathname };
      setBounded(kept, url, entry, MAX_ENTRIES.renderRequests);
    }
    return entry;
  };
}

/**
 * React Router's build keeps each RouterContextProvider's values in one module-level WeakMap (its `#map` field,
 * lowered). On Node 20's V8 the value of a WeakMap entry whose key is still young is kept through the young
 * collections as if the key were alive, so every render's API client, session and cookie jar reached the old
 * generation, and with them what they refer to: without reuse, signed-in pages promoted several to a hundred times
 * more per render (the figures are in decision 0018; test/unit/context-pool.test.ts fails if React Router stops
 * keeping its values this way). A provider is therefore reused: its entry is made once, and `release` clears the
 * values it was given before it serves another render. Concurrent renders each hold their own, and a provider goes
 * back only after its query has settled (React Router waits for every loader of a query before it answers).
 */
const MAX_FREE_CONTEXTS = 64;
function createContextPool(config: () => PublicConfig) {
  const free: RouterContextProvider[] = [];
  const made = () => {
    const context = new RouterContextProvider();
    // The same for every render: set once, kept through releases.
    context.set(configContext, config());
    return context;
  };
  return {
    acquire(api: ApiClient, session: Session, cookies: ResponseCookieJar): RouterContextProvider {
      const context = free.pop() ?? made();
      context.set(apiContext, api);
      context.set(sessionContext, session);
      context.set(cookieContext, cookies);
      return context;
    },
    release(context: RouterContextProvider): void {
      context.set(apiContext, undefined as never);
      context.set(sessionContext, undefined as never);
      context.set(cookieContext, undefined as never);
      if (free.length < MAX_FREE_CONTEXTS) free.push(context);
    },
  };
}

/** The retention periods the privacy policy states, from the environment. */
const privacyPeriods = (env: SsrDeps['env']): PrivacyPeriods => ({
  deletion_grace_days: env.accountDeletionGraceDays,
  document_retention_days: env.documentRetentionDays,
  retention_warning_days: RETENTION_WARNING_DAYS,
});

/** [hreflang, path] of the page at `pathname` in each enabled language, and x-default (the default's). */
function alternatesOf(pathname: string, i18n: I18n): Array<readonly [string, string]> {
  const inside = splitLocale(pathname).path;
  const out: Array<readonly [string, string]> = i18n.enabled.map((code) => [code, localePath(code, inside)] as const);
  if (out.length > 1) out.push(['x-default', localePath(DEFAULT_LOCALE, inside)]);
  return out.length > 1 ? out : [];
}

export function createSsrHandler(deps: SsrDeps) {
  const requestFor = createRequestPool(deps.env.appUrl);
  // One set of handlers per language: React Router's basename is the locale's address prefix ('/es').
  const handlersByLocale = new Map<LocaleCode, RouteHandlers>();
  const handlersFor = (locale: LocaleCode) => {
    let found = handlersByLocale.get(locale);
    if (!found) handlersByLocale.set(locale, (found = createRouteHandlers(deps.routes ?? routes, localeBase(locale) || '/')));
    return found;
  };
  const staticRouters = createStaticRouters();
  const oauthProviders = [...oauthProviderConfigs(deps.env).values()].map(({ name, label }) => ({ name, label }));
  let publicConfig: PublicConfig | undefined;
  /** What the browser is told of the site's settings (and the guards read): made once, when the manifest is known. */
  const config = () =>
    (publicConfig ??= {
      appName: deps.env.appName,
      dialogsCss: deps.manifest().dialogsCss,
      portalCss: deps.manifest().portalCss,
      oauthProviders,
      adminMfaRequired: deps.env.adminMfa === 'required',
      privacy: privacyPeriods(deps.env),
    });
  const contexts = createContextPool(config);

  /**
   * The page's HTML beside its Response (which carries only the status): no encoding to bytes and back. `reads`: the
   * query parameters its screen reads, which the page cache keeps it under.
   */
  function renderPage(context: StaticHandlerContext, session: Session, fragments: KeptFragments | null, i18n: I18n, notes: MessageNotes): { response: Response; html: string; reads: readonly string[] } {
    logRenderErrors(context, context.location.pathname);
    const manifest = deps.manifest();
    const site = config();
    const body = staticRouters.withRouter(context, (router) =>
      renderToString(
        <StrictMode>
          <AppProviders session={session} config={site} i18n={i18n}>
            <KeptFragmentsContext.Provider value={fragments?.lookup ?? null}>
              <PartStringsContext.Provider value={PartStrings}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </PartStringsContext.Provider>
            </KeptFragmentsContext.Provider>
          </AppProviders>
        </StrictMode>,
      ),
    );
    const handles = context.matches.map((m) => m.route.handle as PageHandle | undefined);
    let around: [string, string] | undefined;
    const document = () =>
      (around ??= (() => {
        const matches = toUiMatches(context);
        // The messages the hydrating parts show, theirs or kept with their markup (client/lib/i18n.tsx).
        const messages: Record<string, CompiledMessage | undefined> = {};
        for (const id of [...notes.page, ...(fragments?.keptMessages() ?? [])]) messages[id] ??= messageOf(i18n.locale, id);
        // A message with values needs the formatter to hydrate (client/lib/i18n.tsx): preloaded with the page's code.
        const formats = Object.values(messages).some((message) => message !== undefined && typeof message !== 'string');
        const boot: BootData = {
          config: site,
          user: session.user,
          i18n: { locale: i18n.locale, tag: i18n.tag, dir: i18n.dir, enabled: i18n.enabled, messages: messages as BootData['i18n']['messages'] },
          router: { loaderData: hydrationData(context), actionData: context.actionData, errors: serializeErrors(context.errors) },
        };
        const meta = context.errors ? { noindex: true } : pageMeta(matches, i18n.t);
        const absolute = (value: string) => (/^https?:\/\//.test(value) ? value : `${deps.env.appUrl}${value}`);
        // Structured data names the site's pages by their default addresses: in the page's language, its own, and
        // an article says which language it is written in.
        const inLanguage = (value: string) => (/^https?:\/\//.test(value) ? value : `${deps.env.appUrl}${localePath(i18n.locale, value)}`);
        const jsonLd = (meta.jsonLd ? (Array.isArray(meta.jsonLd) ? meta.jsonLd : [meta.jsonLd]) : []).map((block) => {
          const linked = absoluteLinks(block, inLanguage) as Record<string, unknown>;
          return linked['@type'] === 'Article' ? { ...linked, inLanguage: i18n.tag } : linked;
        });
        return documentAround({
          title: pageTitle(matches, site.appName, i18n.t, errorTitle(context.errors)),
          description: ('description' in meta ? meta.description : undefined) ?? DEFAULT_DESCRIPTION,
          canonical: absolute(context.location.pathname),
          locale: localeInfo(i18n.locale),
          // The same page in every enabled language (hreflang), the default's as x-default.
          alternates: alternatesOf(context.location.pathname, i18n).map(([lang, path]) => [lang, absolute(path)] as const),
          image: absolute(('image' in meta ? meta.image : undefined) ?? '/images/og-default.jpg'),
          type: ('type' in meta ? meta.type : undefined) ?? 'website',
          siteName: site.appName,
          noindex: meta.noindex,
          jsonLd,
          // The portal's style sheet with its pages only (a visitor's first load does not carry it).
          stylesheets: context.matches.some(({ route }) => route.id === 'layout.admin') ? [manifest.css, manifest.portalCss] : [manifest.css],
          entry: manifest.entry,
          preloads: preloadsFor(
            manifest,
            // A screen's handle comes with its module (routes-public.tsx, pageRoute), so a page is preloaded when its
            // module was loaded for the render, as the admin layout's when it was matched.
            [
              ...context.matches.flatMap(({ route }, i) => {
                const handle = handles[i];
                const module = handle && (handle.module ?? manifest.screens[route.id]);
                return module ? [module] : [];
              }),
              ...(formats ? ['lib/i18n-lazy'] : []),
            ],
          ),
          bootJson: serializeBoot(boot),
        });
      })());
    // For a visitor's page that rendered without errors, the document around the body (title, meta tags, structured
    // data, hydration data) depends only on the address and the content, like the kept parts: it is kept with them.
    const keep = !context.errors && context.statusCode === 200 ? fragments : null;
    const before = keep ? keep.text('document-before', () => document()[0]) : document()[0];
    const after = keep ? keep.text('document-after', () => document()[1]) : document()[1];
    const html = before + body + after;
    const leafStatus = context.errors ? undefined : handles.at(-1)?.screen?.status;
    const down = unavailable(context);
    const retryAfter = down ? String(UNAVAILABLE_RETRY_AFTER_S) : loaderRetryAfter(context);
    const response = new Response(null, {
      status: down ? 503 : (leafStatus ?? context.statusCode),
      headers: { 'Content-Type': 'text/html; charset=utf-8', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) },
    });
    return { response, html, reads: handles.at(-1)?.page?.query ?? [] };
  }

  /**
   * One render of `url` for `user` (null: a visitor) with the request's cookies: a redirect, or a page's HTML. Parts
   * kept for visitors are filed from a 200 page. `client`: the request's session and address (none for a render in
   * the background).
   */
  async function render(url: string, user: User | null, cookieHeader: string | undefined, secure: boolean, fragments: KeptFragments | null, client: ServerApiClient = {}): Promise<Rendered> {
    // Loaders and guards read the session and cookies from the context, never request headers.
    const { request, pathname } = requestFor(url);
    // The page's language is its address's: a disabled one's pages are the default's handlers' 404.
    const wanted = splitLocale(pathname).locale;
    const enabled = await deps.services.locales.enabled();
    const locale = wanted && enabled.includes(wanted) ? wanted : DEFAULT_LOCALE;
    const notes: MessageNotes = { page: new Set(), parts: new Map() };
    const i18n = serverI18n(locale, enabled, notes);
    const session = new Session({ user });
    const cookies = new ResponseCookieJar(cookieHeader, secure);
    const context = contexts.acquire(createServerApi(deps.services, user, { ...client, locale }), session, cookies);
    // With generateMiddlewareResponse the handler always answers with a Response: the page's, unless a guard
    // answered instead (a WeakMap from Response to HTML kept every page's HTML alive into the old generation).
    let page: ReturnType<typeof renderPage> | undefined;
    // A failed query is not waited out loader by loader, so its context is not reused.
    const response = (await handlersFor(locale).forPath(pathname).query(request, {
      requestContext: context,
      generateMiddlewareResponse: async (query) => {
        const result = await query(request);
        if (result instanceof Response) return result;
        page = renderPage(result, session, fragments, i18n, notes);
        return page.response;
      },
    })) as Response;
    contexts.release(context);
    const setCookies = cookies.setCookies;
    const location = response.headers.get('Location');
    if (location) return { response, setCookies, location };
    if (page?.response !== response) throw new Error('the server render answered a page it did not make');
    const { html, reads } = page;
    if (response.status === 200) fragments?.fill(html, (id) => notes.parts.get(id));
    return { response, setCookies, body: fragments ? fragments.pieces(html) : [html], reads };
  }

  // A visitor's page past its time to live is rendered again in the background, with the headers it was kept with.
  deps.pageCache?.revalidateWith(async (url, headers) => {
    const cache = deps.pageCache!;
    const renderVersion = await cache.version();
    try {
      const rendered = await render(url, null, undefined, false, (await deps.fragments?.forRender(url)) ?? null);
      if (rendered.response.status === 503) return 'unavailable';
      if (!keepable(rendered)) return 'changed';
      return (await cache.store(url, renderVersion, piecesBuffer(rendered.body), headers, rendered.reads)) ? 'stored' : 'changed';
    } catch (error) {
      if (isDatabaseUnavailable(error)) return 'unavailable';
      log.error('a page could not be rendered again for the page cache', { url, error });
      return 'changed';
    }
  });

  return async function ssr(req: ExpressRequest, res: ExpressResponse, next: NextFunction): Promise<void> {
    try {
      // The default language has the addresses without a prefix: /en/… is the same page at another address.
      const { locale, path } = splitLocale(req.path);
      if (locale === DEFAULT_LOCALE) {
        const query = req.originalUrl.indexOf('?');
        res.redirect(301, path + (query === -1 ? '' : req.originalUrl.slice(query)));
        return;
      }
      // A visitor's page may be kept; it belongs to the content version known before any data is read.
      const visitor = !req.user && isAnonymous(req);
      const cacheable = visitor ? (deps.pageCache ?? null) : null;
      const renderVersion = cacheable ? await cacheable.version() : null;
      // A signed-in render's kept parts are its session's own (a page may mark the session it is read in).
      const viewer = req.user ? { key: `${req.user.id}:${req.auth?.tokenId ?? ''}` } : undefined;
      const fragments = visitor || viewer ? ((await deps.fragments?.forRender(req.originalUrl, viewer)) ?? null) : null;
      const rendered = await render(req.originalUrl, req.user ?? null, req.headers.cookie, deps.env.secureCookies, fragments, { tokenId: req.auth?.tokenId, ip: clientIp(req) });
      const { response, setCookies, location, body } = rendered;

      res.status(response.status);
      for (const cookie of setCookies) res.append('Set-Cookie', cookie);
      if (location !== undefined) {
        res.setHeader('Location', location);
        res.end();
        return;
      }
      res.setHeader('Content-Type', response.headers.get('Content-Type') ?? 'text/html; charset=utf-8');
      const retryAfter = response.headers.get('Retry-After');
      if (retryAfter) res.setHeader('Retry-After', retryAfter);
      res.setHeader('Cache-Control', req.user ? 'private, no-store' : 'no-cache');
      // The answer depends on who asks (the cookie) and is compressed per request.
      res.setHeader('Vary', 'Accept-Encoding, Cookie');
      if (cacheable && keepable(rendered) && req.method === 'GET') {
        const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !PER_ANSWER_HEADERS.has(name)));
        // The page cache needs the body whole: this answer sends the same Buffer instead of encoding its pieces again.
        const whole = piecesBuffer(body);
        void cacheable.store(req.originalUrl, renderVersion, whole, headers, rendered.reads);
        sendPieces(req, res, [whole]);
        return;
      }
      sendPieces(req, res, body);
    } catch (error) {
      next(error);
    }
  };
}
