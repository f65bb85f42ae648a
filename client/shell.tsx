// The app shell: what the browser runs on every page. `start()` resolves the matched lazy routes, builds the router
// from the same route table as the server, and hydrates the server's HTML. Everything this module reaches statically
// is one chunk (scripts/build.ts, decision 0017); client/entry.tsx only calls `start()`.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths } from '../shared/paths';
import { logout } from './lib/auth';
import { apiContext, cookieContext, sessionContext } from './lib/context';
import { browserCookies } from './lib/cookies';
import { configureHttp } from './lib/http-setup';
import { lazyApi, prefetchHttpWhenIdle } from './lib/lazy-api';
import { followPlainLinks } from './lib/links';
import { deserializeErrors, readBoot } from './lib/hydration';
import { isChunkLoadError, reloadOnce } from './lib/pages';
import { Session } from './lib/session';
import { captureStaticParts } from './components/StaticPart';
import { AppProviders } from './Root';
import { routes } from './routes';

/** A lazy route that is not resolved before hydration would render its fallback instead of the server's HTML. */
async function resolveMatchedLazyRoutes(table: RouteObject[]): Promise<void> {
  const matches = matchRoutes(table, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
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

  try {
    await resolveMatchedLazyRoutes(routes);
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnce()) return;
    console.error(error);
  }
  await nextTask();

  const router = createBrowserRouter(routes, {
    hydrationData: { ...boot.router, errors: deserializeErrors(boot.router.errors) },
    getContext() {
      const context = new RouterContextProvider();
      context.set(apiContext, lazyApi);
      context.set(sessionContext, session);
      context.set(cookieContext, browserCookies);
      return context;
    },
  });

  followPlainLinks(routes, (to) => router.navigate(to));

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
        <AppProviders session={session} config={boot.config}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
  prefetchHttpWhenIdle();
}

