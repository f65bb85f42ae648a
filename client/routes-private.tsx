// The route objects of the private screens (their rows: client/screens-private.ts), the sign-in, account and admin
// screens, with their guards and the plain and admin layouts. The server imports them with the rest
// (client/routes.tsx); the browser fetches this module when an address under PRIVATE_PREFIXES is opened or the
// visitor first acts (client/shell.tsx), so a visitor's first load carries neither these rows nor this code
// (decisions 0017 and 0043).
import type { RouteObject } from 'react-router-dom';
import { guards } from './guards';
import PlainLayout, { PlainLayoutError } from './layouts/PlainLayout';
import { readBoot } from './lib/hydration';
import { lazyModule, type PageHandle } from './lib/pages';
import { loadStylesheet } from './lib/stylesheet';
import { pageRoute } from './routes-public';
import { type LayoutName, rowsOf } from './screens';
import { PRIVATE_SCREENS } from './screens-private';
import { EVERY_ROUTE_PATH } from '../shared/portal-routes';

export const privateScreens = rowsOf(PRIVATE_SCREENS, EVERY_ROUTE_PATH);

const inLayout = (layout: LayoutName) =>
  privateScreens.filter((entry) => (entry.layout ?? 'default') === layout).map((entry) => pageRoute(entry, entry.guards && guards(entry.guards)));

/** The routes of this half, by the id of the route they go under. */
export function privateRoutes(): { 'layout.default': RouteObject[]; root: RouteObject[] } {
  return {
    'layout.default': inLayout('default'),
    root: [
      { id: 'layout.plain', Component: PlainLayout, ErrorBoundary: PlainLayoutError, children: inLayout('plain') },
      {
        id: 'layout.admin',
        // The portal is staff's: a visitor signs in first, a student gets the unauthorized screen, and with
        // ADMIN_MFA=required staff set up two-step sign-in first. Its code is a lazy chunk like the admin pages.
        middleware: guards(['auth', 'role:admin,adviser', 'staff-mfa']),
        handle: { module: 'layouts/AdminLayout' } satisfies PageHandle,
        lazy: async () => {
          // The portal's style sheet comes with its code: a page under it is never drawn without it.
          const [module] = await Promise.all([lazyModule(() => import('./layouts/AdminLayout')), typeof document === 'undefined' ? null : loadStylesheet(readBoot().config.portalCss)]);
          return { Component: module.default, ErrorBoundary: module.AdminLayoutError };
        },
        children: inLayout('admin'),
      },
    ],
  };
}
