// THE route table, whole, for the server render: the paths in shared/routes.ts, the public half's rows and page
// modules in routes-public.tsx (the browser's first load) and the private half's in routes-private.tsx (sign-in,
// account, admin, fetched by the browser when needed). The browser builds the same tree, in one step or two
// (client/shell.tsx).
import type { RouteObject } from 'react-router-dom';
import { errorViews } from './components/RouteErrorView';
import * as ErrorViews from './components/error-views';
import * as AccountMenu from './layouts/AccountMenu';
import { signedInParts, siteChrome } from './layouts/DefaultLayout';
import * as SiteChrome from './layouts/SiteChrome';
import type { RouteSpec } from '../shared/routes';
import { privateRoutes, privateScreens } from './routes-private';
import { buildRoutes, publicScreens } from './routes-public';

/** Every screen, public ones first. */
export const pageTable: RouteSpec[] = [...publicScreens, ...privateScreens];

const rest = privateRoutes();
export const routes: RouteObject[] = buildRoutes(rest['layout.default'], rest.root);

// The modules of lazy static parts (components/StaticPart.tsx): the browser fetches them when it first needs them,
// the server render draws those parts on every page, so it has them from the start.
siteChrome.provide(SiteChrome);
signedInParts.provide(AccountMenu);
errorViews.provide(ErrorViews);
