// React Router's static handler, made cheap per request. Left as it is, every render matched the URL against every
// branch of the route table (about fifty chains of regular expressions) and createStaticRouter converted the whole
// table again; together a sixth of the time a page took. Here:
// - each screen with a fixed address (most of them) gets a static handler of its own over its one branch, found by
//   a Map lookup; any other address (parameters, a different spelling, a 404) goes to the handler of the full table,
//   which answers exactly as before. A fixed address always outranks a pattern in React Router's ranking, so the
//   shortcut never picks a different screen. An address that cannot name anything (http/params.ts, isMalformedPath)
//   goes to a table with no screens, which answers it as the full table answers an unknown address: the not-found
//   page, with no guard or loader run (a NUL would otherwise reach PostgreSQL).
// - the static router for the render is built over the matched branch only (`matchedBranch`), once per address and
//   branch (`createStaticRouters`).
import { createStaticHandler, createStaticRouter, type RouteObject, type StaticHandler, type StaticHandlerContext } from 'react-router-dom';
import { MAX_ENTRIES } from '../config';
import { isMalformedPath } from '../http/params';
import { setBounded } from '../lib/bounded-map';

const joinPath = (base: string, path: string | undefined) => (path === undefined ? base : path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`);

/** Every leaf with a fixed address, with its branch as a route table of its own (the same route objects, one child each). */
function fixedAddressBranches(table: RouteObject[], base = '/', parents: RouteObject[] = []): Array<[string, RouteObject[]]> {
  const out: Array<[string, RouteObject[]]> = [];
  for (const route of table) {
    const path = joinPath(base, route.path);
    const chain = [...parents, route];
    if (route.children?.length) out.push(...fixedAddressBranches(route.children, path, chain));
    else if (route.path !== undefined && !/[:*?]/.test(path)) {
      // Innermost first: each ancestor becomes a copy with only this branch below it.
      const branch = chain.reduceRight<RouteObject | null>((child, r) => ({ ...r, ...(child ? { children: [child] } : {}) }) as RouteObject, null)!;
      out.push([path, [branch]]);
    }
  }
  return out;
}

export interface RouteHandlers {
  /** The static handler for `pathname`: its own for a fixed address, none's for a malformed one, else the full table's. */
  forPath(pathname: string): StaticHandler;
}

/**
 * The handlers of `table` for the pages under `basename` ('/es' for Spanish pages: React Router matches the address
 * below it and writes it in front of every link and redirect it makes).
 */
export function createRouteHandlers(table: RouteObject[], basename = '/'): RouteHandlers {
  const options = basename === '/' ? {} : { basename };
  const full = createStaticHandler(table, options);
  const prefix = basename === '/' ? '' : basename;
  const byPath = new Map(fixedAddressBranches(table).map(([path, branch]) => [path === '/' && prefix ? prefix : prefix + path, createStaticHandler(branch, options)]));
  const nowhere = createStaticHandler(table.map((route) => ({ ...route, children: undefined }) as RouteObject), options);
  return { forPath: (pathname) => byPath.get(pathname) ?? (isMalformedPath(pathname) ? nowhere : full) };
}

/** The matched routes as a table of one branch, for createStaticRouter (which converts the table it is given). */
export function matchedBranch(context: StaticHandlerContext): RouteObject[] {
  const branch = context.matches.reduceRight<RouteObject | null>(
    (child, match) => ({ ...match.route, ...(child ? { children: [child] } : { children: undefined }) }) as RouteObject,
    null,
  );
  return branch ? [branch] : [];
}

type StaticRouter = ReturnType<typeof createStaticRouter>;

/**
 * Static routers, one per address and matched branch, reused by every render of them. createStaticRouter answers an
 * object literal with getters; on Node 20's V8 such a literal is built about ten times slower than a plain one and
 * lands straight in the old generation, where it kept everything the render's context refers to (the loader data,
 * the page) alive through the next young collections: most of what reached the old generation, and the reason for
 * its collections' pauses (docs/performance.md). A router reads the render's context only through its getters and
 * the matches it computes when made, which depend only on the address and the branch; so each is made once over a
 * stand-in context that reads the render's own. A render is synchronous from here to the end of renderToString, so
 * one render's context is the current one throughout.
 */
export function createStaticRouters(maxEntries: number = MAX_ENTRIES.staticRouters) {
  let current: StaticHandlerContext | null = null;
  const now = (): StaticHandlerContext => {
    if (!current) throw new Error('a static router was read outside a render');
    return current;
  };
  const live = {
    get basename() {
      return now().basename;
    },
    get location() {
      return now().location;
    },
    get matches() {
      return now().matches;
    },
    get loaderData() {
      return now().loaderData;
    },
    get actionData() {
      return now().actionData;
    },
    get errors() {
      return now().errors;
    },
    get statusCode() {
      return now().statusCode;
    },
    get loaderHeaders() {
      return now().loaderHeaders;
    },
    get actionHeaders() {
      return now().actionHeaders;
    },
  } as StaticHandlerContext;
  const routers = new Map<string, StaticRouter>();

  return {
    /** Runs the synchronous `render` with the static router for `context`. */
    withRouter<T>(context: StaticHandlerContext, render: (router: StaticRouter) => T): T {
      const key = `${context.location.pathname}\n${context.matches.map((m) => m.route.id).join('\n')}`;
      current = context;
      try {
        let router = routers.get(key);
        if (!router) {
          router = createStaticRouter(matchedBranch(context), live);
          setBounded(routers, key, router, maxEntries);
        }
        return render(router);
      } finally {
        current = null;
      }
    },
    size: () => routers.size,
  };
}
