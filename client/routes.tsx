// The route tree, whole, for the server render: the visitor's screens' routes from routes-public.tsx (the browser's
// first load) and the others' from routes-private.tsx (sign-in, account, admin, fetched by the browser when needed).
// The browser builds the same tree, in one step or two (client/shell.tsx).
import type { RouteObject } from 'react-router-dom';
import { errorViews } from './layouts/RouteErrorView';
import * as ErrorViews from './layouts/error-views';
import * as AccountMenu from './layouts/AccountMenu';
import * as WidgetEditing from './components/WidgetEditing';
import { widgetEditing } from './components/widget-editing';
import { languageMenu, signedInParts, siteChrome } from './layouts/DefaultLayout';
import * as LanguageMenu from './layouts/LanguageMenu';
import * as SiteChrome from './layouts/SiteChrome';
import { EVERY_ROUTE_PATH } from '../shared/portal-routes';
import type { RouteName } from '../shared/routes';
import { privateRoutes } from './routes-private';
import { buildRoutes } from './routes-public';
import { rowsOf, type Screen, type ScreenRow } from './screens';
import { PRIVATE_SCREENS } from './screens-private';
import { PUBLIC_SCREENS } from './screens-public';

/**
 * Every name in shared/routes.ts and shared/portal-routes.ts has a row: TypeScript names one that has none here (test/unit/routing.test.ts also
 * checks that none has two).
 */
const everyScreen: Record<RouteName, Screen> = { ...PUBLIC_SCREENS, ...PRIVATE_SCREENS };

/** Every screen, in the order of shared/routes.ts then shared/portal-routes.ts: the visitor's, then the others. */
export const pageTable: ScreenRow[] = rowsOf(everyScreen, EVERY_ROUTE_PATH);

const rest = privateRoutes();
export const routes: RouteObject[] = buildRoutes(rest['layout.default'], rest.root);

// The modules of lazy static parts (components/StaticPart.tsx): the browser fetches them when it first needs them,
// the server render draws those parts on every page, so it has them from the start.
siteChrome.provide(SiteChrome);
languageMenu.provide(LanguageMenu);
signedInParts.provide(AccountMenu);
widgetEditing.provide(WidgetEditing);
errorViews.provide(ErrorViews);
