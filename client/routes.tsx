// THE route table: every screen with its id (route name), layout, guards and lazily loaded page module, in two
// halves: routes-public.tsx (the visitor's screens, in the browser's first load) and routes-private.tsx (sign-in,
// account, admin: fetched by the browser when needed). The server render builds its router from the whole table
// here; the browser builds the same tree, in one step or two (client/shell.tsx).
import type { RouteObject } from 'react-router-dom';
import { errorViews } from './components/RouteErrorView';
import * as ErrorViews from './components/error-views';
import { siteChrome } from './layouts/DefaultLayout';
import * as SiteChrome from './layouts/SiteChrome';
import { privatePages, privateRoutes } from './routes-private';
import { buildRoutes, type PageEntry, publicPages } from './routes-public';

export type { LayoutName, PageEntry } from './routes-public';

export const pageTable: PageEntry[] = [...publicPages, ...privatePages];

const rest = privateRoutes();
export const routes: RouteObject[] = buildRoutes(rest['layout.default'], rest.root);

// The modules of lazy static parts (components/StaticPart.tsx): the browser fetches them when it first needs them,
// the server render draws those parts on every page, so it has them from the start.
siteChrome.provide(SiteChrome);
errorViews.provide(ErrorViews);
