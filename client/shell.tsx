// The app shell: what the browser runs on every page. `start()` resolves the matched lazy routes, builds the router
// from the same route table as the server, and hydrates the server's HTML. Everything this module reaches statically
// is one chunk (scripts/build.ts, decision 0017); client/entry.tsx only calls `start()`.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type PatchRoutesOnNavigationFunction, RouterContextProvider, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths } from '../shared/paths';
import { logout } from './lib/auth';
import { apiContext, configContext, sessionContext } from './lib/context';
import { configureHttp } from './lib/http-setup';
import { lazyApi, loadHttp } from './lib/lazy-api';
import { followPlainLinks } from './lib/links';
import { onFirstAct } from './lib/preload';
import { deserializeErrors, readBoot } from './lib/hydration';
import { isChunkLoadError, lazyModule, reloadOnce } from './lib/pages';
import { Session } from './lib/session';
import { captureStaticParts, preloadMissingParts } from './components/StaticPart';
import { AppProviders } from './Root';
import type * as PrivateRoutes from './routes-private';
import { buildRoutes } from './routes-public';
import { isPrivatePath } from './screens';
import { signedInParts } from './layouts/DefaultLayout';
import { widgetEditing } from './components/widget-editing';
import { browserI18n, ensureCatalogue, leaveFirstPage } from './lib/i18n';
import { localePath, preferredLocale } from '../shared/i18n/locale-codes';

/** React Router's basename: the page's language's address prefix ('/es'), or none for the default's. */
let basename: string | undefined;
/**
 * An address inside the page's language ('/es/study?x' → '/study?x'; '/es' → '/'): what React Router is given, as it
 * writes the basename in front. An address without the basename ('/study', CMS text) is one already.
 */
function inside(to: string): string {
  if (!basename || !to.startsWith(basename) || !'/?#'.includes(to.charAt(basename.length))) return to;
  const rest = to.slice(basename.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** A lazy route that is not resolved before hydration would render its fallback instead of the server's HTML. */
async function resolveMatchedLazyRoutes(table: RouteObject[]): Promise<void> {
  const matches = matchRoutes(table, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

let privateHalf: Promise<ReturnType<typeof PrivateRoutes.privateRoutes>> | undefined;
/** The routes of the private screens (sign-in, account, admin: routes-private.tsx), fetched once. */
function loadPrivateRoutes() {
  privateHalf ??= lazyModule(() => import('./routes-private')).then(
    (m) => m.privateRoutes(),
    (error: unknown) => {
      privateHalf = undefined; // the next navigation tries again
      throw error;
    },
  );
  return privateHalf;
}

/**
 * The route tree to start with: the visitor's screens, unless the page shown is not one of them (then the whole
 * tree, so that the hydration finds the server's matches; a router that has to discover routes does not hydrate).
 * Otherwise the private screens are patched in before the first navigation to an address under PRIVATE_PREFIXES.
 */
async function initialRoutes(publicRoutes: RouteObject[]): Promise<{ routes: RouteObject[]; patch?: PatchRoutesOnNavigationFunction }> {
  if (!isPrivatePath(inside(window.location.pathname)) && matchRoutes(publicRoutes, window.location, basename)) {
    let patched = false;
    return {
      routes: publicRoutes,
      async patch({ path, patch, signal }) {
        if (patched || !isPrivatePath(inside(path))) return;
        const rest = await loadPrivateRoutes();
        // An aborted navigation's patch() does nothing: the next one patches.
        if (patched || signal.aborted) return;
        patch('layout.default', rest['layout.default']);
        patch('root', rest.root);
        patched = true;
      },
    };
  }
  const rest = await loadPrivateRoutes();
  return { routes: buildRoutes(rest['layout.default'], rest.root) };
}

/**
 * When the browser prefers another enabled language than the page's, the suggestion's module is fetched once the
 * browser is idle after the hydration, and draws it unless the visitor said no to that language before
 * (client/lib/language-suggestion.ts): a visitor who never acts still sees it, and one whose browser wants the page's
 * language fetches nothing.
 */
function suggestLanguage(locale: string, enabled: readonly string[]): void {
  if ((preferredLocale(navigator.languages ?? [navigator.language], enabled) ?? locale) === locale) return;
  const show = () => {
    import('./components/LanguageSuggestion').then(
      (m) => m.suggestLanguage(locale, enabled),
      () => undefined, // no suggestion: the language switch is there
    );
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(show, { timeout: 5000 });
  else setTimeout(show, 2000);
}

/**
 * Lets the browser run its own work (a paint, input) before the next step. Start-up is cut into tasks this way so
 * that none of them holds the main thread long: evaluating the page's module, building the router and starting the
 * hydration each get their own task (total blocking time, docs/performance.md).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export async function start(): Promise<void> {
  const boot = readBoot();
  const session = new Session({ user: boot.user });
  const { i18n, ready } = browserI18n(boot.i18n);
  basename = i18n.base || undefined;

  let table: Awaited<ReturnType<typeof initialRoutes>> = { routes: buildRoutes() };
  try {
    table = await initialRoutes(table.routes);
    // Someone is signed in: the layout draws their account menu from its own module, which must be here to hydrate
    // (an admin's widget links too: components/widget-editing.ts); so must the formatter when one of the page's
    // messages has values (`ready`).
    await Promise.all([
      resolveMatchedLazyRoutes(table.routes),
      boot.user ? signedInParts.load() : undefined,
      boot.user?.role === 'admin' ? widgetEditing.load() : undefined,
      ready,
    ]);
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnce()) return;
    console.error(error);
  }
  const { routes } = table;
  leaveFirstPage();
  await nextTask();

  const router = createBrowserRouter(routes, {
    ...(basename ? { basename } : {}),
    ...(table.patch ? { patchRoutesOnNavigation: table.patch } : {}),
    hydrationData: { ...boot.router, errors: deserializeErrors(boot.router.errors) },
    getContext() {
      const context = new RouterContextProvider();
      context.set(apiContext, lazyApi);
      context.set(sessionContext, session);
      context.set(configContext, boot.config);
      return context;
    },
  });

  // A link into this language's pages ('/es/study'), or to a default address ('/study', CMS text), stays in this
  // language: the router writes the basename in front of what it is given.
  followPlainLinks(
    (pathname) => isPrivatePath(inside(pathname)) || matchRoutes(router.routes, inside(pathname)) !== null,
    (to) => router.navigate(inside(to)),
    (locale) => localePath(locale, inside(router.state.location.pathname)) + router.state.location.search,
  );

  configureHttp({
    session,
    onTokenExpired: () => {
      void logout(session).then(() => router.navigate(paths.login()));
    },
  });

  await nextTask();
  const root = document.getElementById('root')!;
  captureStaticParts(root);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page: a tap or a scroll during start-up is not kept waiting (total blocking time).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders session={session} config={boot.config} i18n={i18n}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
  // What the first navigations need, fetched when the user first acts on the page: the enhancements, the HTTP layer, the
  // routes of the private screens unless they are here already, and the code of static parts this page does not show. Not
  // while the page starts: fetched and run when the browser was first idle, these modules added about 50 ms of
  // blocking time and 180 ms of main-thread work at Lighthouse's 4× slow-down, above the floor page (decision 0029).
  suggestLanguage(i18n.locale, i18n.enabled);
  onFirstAct(window, () => {
    // Tooltips and the home page's scroll animations (decision 0034): nothing to do before the visitor acts.
    import('./lib/enhance').then((m) => m.enhance(), () => undefined);
    // The language's whole catalogue: the next pages' strings (the first page's came with it).
    ensureCatalogue().catch(() => undefined);
    void loadHttp();
    if (table.patch) loadPrivateRoutes().catch(() => undefined);
    preloadMissingParts();
  });
}

