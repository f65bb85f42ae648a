// The route tree, whole, for the server render: made from the route table (shared/routes.ts), the visitor's screens
// by routes-public.tsx (the browser's first load) and the others by routes-private.tsx (sign-in, account, admin,
// fetched by the browser when needed). The browser builds the same tree, in one step or two (client/shell.tsx).
import type { RouteObject } from 'react-router-dom';
import { errorViews } from './components/RouteErrorView';
import * as ErrorViews from './components/error-views';
import * as AccountMenu from './layouts/AccountMenu';
import { signedInParts, siteChrome } from './layouts/DefaultLayout';
import * as SiteChrome from './layouts/SiteChrome';
import { type ScreenRow, screenRows } from '../shared/routes';
import { privateRoutes } from './routes-private';
import { buildRoutes } from './routes-public';

/** Every screen, in the table's order. */
export const pageTable: ScreenRow[] = screenRows();

const rest = privateRoutes();
export const routes: RouteObject[] = buildRoutes(rest['layout.default'], rest.root);

// The modules of lazy static parts (components/StaticPart.tsx): the browser fetches them when it first needs them,
// the server render draws those parts on every page, so it has them from the start.
siteChrome.provide(SiteChrome);
signedInParts.provide(AccountMenu);
errorViews.provide(ErrorViews);
