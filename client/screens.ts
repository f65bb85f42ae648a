// What a screen is on the client's side, and which of the two tables its row is in (decision 0043). A screen's name
// and path pattern are in shared/routes.ts (the administration portal's in shared/portal-routes.ts); its row, under the same name, is in client/screens-public.ts (the
// visitor's screens: the browser's first load has them) or client/screens-private.ts (those under PRIVATE_PREFIXES:
// fetched when one is opened or the visitor first acts, decision 0017). test/unit/routing.test.ts checks that every
// name has exactly one row, in the table its path says.
import type { RouteName } from '../shared/routes';
import type { MessageId } from './lib/i18n';
import type { PageModule } from './lib/pages';

export type LayoutName = 'default' | 'admin' | 'plain';

/** A screen's row: everything about it but its path. */
export interface Screen {
  /** The route's id: guards, the hydration data and the server's handlers refer to screens by it. */
  id: string;
  layout?: LayoutName;
  /** Names in client/guards.ts. */
  guards?: readonly string[];
  /** HTTP status of the server render when it is not 200 (the unauthorized screen). */
  status?: number;
  /** A visitor's page that search engines must not keep (one reached through a private link: a booking's). */
  noindex?: true;
  /**
   * Its page module under client/pages/, a static `import()` that editors and esbuild follow. The build names the
   * module from it in its manifest, for the server's preloads (scripts/build.ts, `pageModuleOf`).
   */
  load: () => Promise<PageModule>;
}

/** A table of rows, each under its screen's name in shared/routes.ts. */
export type Screens = Partial<Record<RouteName, Screen>>;

/** A screen's title: the message `title.<its name>` of the catalogues (shared/i18n/messages/); every name has one. */
export const screenTitle = (name: RouteName): MessageId => `title.${name}`;

/** A row with its name and path pattern. */
export type ScreenRow = Screen & { name: RouteName; path: string };

/**
 * A table's rows, in its order, with their names and their path patterns from `patterns`, which has every row's: the
 * caller gives the table of its screens, so that the first load's (routes-public.tsx) carries no portal address.
 */
export const rowsOf = (screens: Screens, patterns: Partial<Record<RouteName, string>>): ScreenRow[] =>
  Object.entries(screens).map(([name, screen]) => ({ ...screen, name: name as RouteName, path: patterns[name as RouteName]! }));

/**
 * The private screens: every screen at one of these addresses or below one (sign-in, account, admin) has its row in
 * client/screens-private.ts, every other screen in client/screens-public.ts. The browser fetches the private routes
 * when it opens such an address.
 */
export const PRIVATE_PREFIXES = ['/login', '/register', '/password', '/email', '/account', '/admin'] as const;

export const isPrivatePath = (pathname: string): boolean =>
  PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
