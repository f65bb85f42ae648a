// The route objects of the visitor's screens (their rows: client/screens-public.ts), and how a row becomes a route.
// The browser starts with these; the others (routes-private.tsx: sign-in, account, admin) are fetched when an address
// under PRIVATE_PREFIXES is opened (decisions 0017 and 0043). client/routes.tsx has both.
import type { RouteObject } from 'react-router-dom';
import { authCheck } from './lib/auth';
import DefaultLayout, { DefaultLayoutError } from './layouts/DefaultLayout';
import { navigationMessages } from './lib/i18n';
import { lazyModule, type PageHandle } from './lib/pages';
import Root, { RootError } from './Root';
import { rowsOf, type ScreenRow } from './screens';
import { PUBLIC_SCREENS } from './screens-public';
import { ROUTE_PATHS } from '../shared/routes';

// Their patterns from shared/routes.ts alone: the portal's table (shared/portal-routes.ts) stays out of the first load.
export const publicScreens = rowsOf(PUBLIC_SCREENS, ROUTE_PATHS);

/** A route for a row of the table. */
export function pageRoute(entry: ScreenRow, guards?: RouteObject['middleware']): RouteObject {
  return {
    id: entry.id,
    path: entry.path,
    ...(guards?.length ? { middleware: guards } : {}),
    lazy: async () => {
      const [module] = await Promise.all([lazyModule(entry.load), navigationMessages()]);
      const handle: PageHandle = { screen: entry, page: module };
      // A loader that runs again on the same screen (another country) waits for the language's catalogue like a
      // new screen's module does: the page it draws may show messages the first page did not.
      const loader = module.loader;
      return { Component: module.default, ...(loader ? { loader: async (args: Parameters<typeof loader>[0]) => (await navigationMessages(), loader(args)) } : {}), handle };
    },
  };
}

/**
 * The route tree with the public screens only; `defaultChildren` and `rootChildren` add the others (the server's
 * whole table, or what the browser patches in).
 */
export function buildRoutes(defaultChildren: RouteObject[] = [], rootChildren: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Root,
      ErrorBoundary: RootError,
      middleware: [authCheck],
      children: [
        {
          id: 'layout.default',
          Component: DefaultLayout,
          ErrorBoundary: DefaultLayoutError,
          children: [...publicScreens.map((entry) => pageRoute(entry)), ...defaultChildren],
        },
        ...rootChildren,
      ],
    },
  ];
}
