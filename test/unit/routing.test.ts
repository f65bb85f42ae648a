import { expect } from 'chai';
import { createStaticHandler, matchRoutes, type RouteObject, type StaticHandlerContext } from 'react-router-dom';
import { isActivePath } from '../../client/components/Link';
import { pageTable, routes } from '../../client/routes';
import { privateRoutes, privateScreens } from '../../client/routes-private';
import { buildRoutes, publicScreens } from '../../client/routes-public';
import { query as fitQuery } from '../../client/pages/public/StudyFit';
import { isPrivatePath } from '../../client/screens';
import { PRIVATE_SCREENS } from '../../client/screens-private';
import { PUBLIC_SCREENS } from '../../client/screens-public';
import { answersToQuery } from '../../shared/fit';
import { paths } from '../../shared/paths';
import { portalPaths } from '../../shared/portal-paths';
import { EVERY_ROUTE_PATH, PORTAL_ROUTE_PATHS, type PortalRouteName } from '../../shared/portal-routes';
import { ROUTE_PATHS } from '../../shared/routes';
import { isMalformedPath } from '../../server/http/params';
import { createRouteHandlers, createStaticRouters, matchedBranch } from '../../server/ssr/route-handlers';

const ids = (matches: Array<{ route: { id?: string } }> | null) => (matches ?? []).map((m) => m.route.id);

describe('the server render’s route shortcuts', () => {
  const handlers = createRouteHandlers(routes);
  const full = createStaticHandler(routes);

  it('every fixed address gets a handler of its own that matches the same screens as the full table', () => {
    const fixed = pageTable.filter((p) => !p.path.includes(':'));
    expect(fixed.length).to.be.greaterThan(30);
    for (const page of fixed) {
      const own = handlers.forPath(page.path);
      expect(own.dataRoutes, page.path).not.to.equal(full.dataRoutes);
      // One branch only: the route table of the shortcut has a single chain down to the page.
      expect(own.dataRoutes).to.have.length(1);
      expect(ids(matchRoutes(own.dataRoutes, page.path)), page.path).to.deep.equal(ids(matchRoutes(routes, page.path)));
      expect(ids(matchRoutes(routes, page.path)).at(-1)).to.equal(page.id);
    }
  });

  it('addresses with parameters, other spellings and unknown ones go to the full table', () => {
    for (const path of ['/countries/canada', '/blog/some-post', '/admin/users/12', '/Study', '/study/', '/no-such-page']) {
      const handler = handlers.forPath(path);
      expect(handler.dataRoutes.length, path).to.equal(routes.length);
      expect(ids(matchRoutes(handler.dataRoutes, path)), path).to.deep.equal(ids(matchRoutes(routes, path)));
    }
  });

  it('a fixed address beside a pattern (/admin/users/add and /admin/users/:id) keeps its own screen', () => {
    expect(ids(matchRoutes(handlers.forPath('/admin/users/add').dataRoutes, '/admin/users/add')).at(-1)).to.equal('admin.users.add');
    expect(ids(matchRoutes(handlers.forPath('/admin/users/7').dataRoutes, '/admin/users/7')).at(-1)).to.equal('admin.users.view');
  });

  it('an address that cannot name anything goes to a table with no screens, whatever screen its pattern would match', () => {
    for (const path of ['/countries/%00', '/blog/a%00b', '/galleries/%FF', '/admin/users/%C3%28', '/password/reset/%', '/countries/%ED%A0%80']) {
      expect(isMalformedPath(path), path).to.equal(true);
      // Given as typed (its escapes escaped), as the server render gives it.
      expect(matchRoutes(handlers.forPath(path).dataRoutes, path.replace(/%/g, '%25')), path).to.equal(null);
    }
    for (const path of ['/countries/c%C3%B4te-d-ivoire', '/blog/a%20b', '/blog/a%2Fb', '/study']) expect(isMalformedPath(path), path).to.equal(false);
  });

  it('the static router’s table is the matched branch only, with the same ids', async () => {
    const context = (await full.query(new Request('http://localhost/no-such-page'))) as StaticHandlerContext;
    expect(context.statusCode).to.equal(404);
    const branch = matchedBranch(context);
    expect(branch).to.have.length(1);
    const chain: string[] = [];
    for (let route = branch[0]; route; route = route.children?.[0]) chain.push(route.id!);
    expect(chain).to.deep.equal(context.matches.map((m) => m.route.id));
  });
});

describe('the query parameters a page reads (what the page cache keys a visitor’s page on)', () => {
  it('the fit check’s page names every parameter its answers travel in, in their order', () => {
    const carried = new URLSearchParams(answersToQuery({ level: 'master', field: 'Law', budget_eur_per_year: 1, wants_to_work: true, stay_after: true, english_only: true }));
    expect([...carried.keys()]).to.deep.equal(fitQuery);
  });
});

describe('links', () => {
  it('a NavLink is active on its page, and on pages below it unless `end`, as React Router decides', () => {
    expect(isActivePath('/about', '/about')).to.equal(true);
    expect(isActivePath('/About/', '/about', true)).to.equal(true);
    expect(isActivePath('/admin/users/7', '/admin/users')).to.equal(true);
    expect(isActivePath('/admin/users/7', '/admin/users', true)).to.equal(false);
    expect(isActivePath('/admin/usersx', '/admin/users')).to.equal(false);
    expect(isActivePath('/study', '/')).to.equal(false);
    expect(isActivePath('/', '/')).to.equal(true);
    expect(isActivePath('/contact', '/contact?topic=visa#form')).to.equal(true);
  });
});

describe('the route table: names and paths in shared/routes.ts and portal-routes.ts, rows in client/screens-public.ts and screens-private.ts', () => {
  const privatePages = privateScreens;
  const publicPages = publicScreens;
  /** The page routes (leaves) of a route tree, by id. */
  const leafIds = (table: RouteObject[]): string[] => table.flatMap((r) => (r.children?.length ? leafIds(r.children) : [r.id!]));

  it('every name in shared/routes.ts and shared/portal-routes.ts has exactly one row, in client/, in those tables’ order', () => {
    const names = Object.keys(EVERY_ROUTE_PATH);
    expect(names).to.deep.equal([...Object.keys(ROUTE_PATHS), ...Object.keys(PORTAL_ROUTE_PATHS)]);
    expect(Object.keys(ROUTE_PATHS).filter((name) => name in PORTAL_ROUTE_PATHS), 'in both tables').to.deep.equal([]);
    const publicNames = Object.keys(PUBLIC_SCREENS);
    const privateNames = Object.keys(PRIVATE_SCREENS);
    expect(publicNames.filter((name) => privateNames.includes(name)), 'in both tables').to.deep.equal([]);
    expect([...publicNames, ...privateNames]).to.deep.equal(names);
    expect(pageTable.map((p) => p.name)).to.deep.equal(names);
    expect(pageTable.map((p) => p.path)).to.deep.equal(Object.values(EVERY_ROUTE_PATH));
  });

  it('a public row is never under a private prefix, and a private row always is', () => {
    for (const page of privatePages) expect(isPrivatePath(page.path), page.path).to.equal(true);
    for (const page of publicPages) expect(isPrivatePath(page.path), page.path).to.equal(false);
    expect(isPrivatePath('/admin')).to.equal(true);
    expect(isPrivatePath('/admin/users/7')).to.equal(true);
    expect(isPrivatePath('/accounts')).to.equal(false);
    expect(isPrivatePath('/administrators')).to.equal(false);
    expect(privatePages.length).to.be.greaterThan(30);
    expect(publicPages.length).to.be.greaterThan(10);
  });

  it('the first half alone matches the public screens as the whole table does, and nothing else', () => {
    const half = buildRoutes();
    expect(leafIds(half)).to.deep.equal(publicPages.map((p) => p.id));
    for (const page of publicPages) {
      const path = page.path.replace(/:\w+/g, 'x');
      expect(ids(matchRoutes(half, path)), path).to.deep.equal(ids(matchRoutes(routes, path)));
    }
    for (const page of privatePages) expect(matchRoutes(half, page.path.replace(/:\w+/g, 'x')), page.path).to.equal(null);
  });

  it('the second half is the private screens; no public screen has guards (their code is in the second half)', () => {
    const rest = privateRoutes();
    expect([...leafIds(rest['layout.default']), ...leafIds(rest.root)].sort()).to.deep.equal(privatePages.map((p) => p.id).sort());
    for (const page of publicPages) expect('guards' in page, page.id).to.equal(false);
  });

  it('the whole tree is the table: every screen once, every id once', () => {
    expect([...publicScreens, ...privateScreens].map((p) => p.name)).to.deep.equal(pageTable.map((p) => p.name));
    expect(new Set(pageTable.map((p) => p.id)).size).to.equal(pageTable.length);
    expect(leafIds(routes).sort()).to.deep.equal(pageTable.map((p) => p.id).sort());
  });

  it('a path builder per screen, from its pattern (the portal’s in portalPaths)', () => {
    const builders = { ...paths, ...portalPaths } as Record<string, (...values: string[]) => string>;
    for (const [name, path] of Object.entries(EVERY_ROUTE_PATH)) {
      expect(builders[name]!(...path.split(':').slice(1).map(() => 'a b')), name).to.equal(path.replace(/:\w+/g, 'a%20b'));
    }
    for (const name of Object.keys(PORTAL_ROUTE_PATHS) as PortalRouteName[]) expect(name in paths, name).to.equal(false);
    expect(Object.keys(PORTAL_ROUTE_PATHS).every((name) => name.startsWith('admin')), 'the portal table is the admin screens').to.equal(true);
    expect(Object.keys(ROUTE_PATHS).some((name) => name.startsWith('admin')), 'an admin screen in shared/routes.ts').to.equal(false);
    expect(portalPaths.adminUser(7)).to.equal('/admin/users/7');
    expect(paths.passwordReset('t/k')).to.equal('/password/reset/t%2Fk');
    expect(paths.service('students', 'visa help')).to.equal('/services/students#visa%20help');
  });
});

describe('static routers made once per address', () => {
  const table = [{ id: 'root', path: '/', loader: () => ({ at: Date.now() }), children: [{ id: 'page', path: 'p/:slug', loader: ({ params }: { params: { slug?: string } }) => ({ slug: params.slug }) }] }];
  const handler = createStaticHandler(table);
  const query = async (path: string) => (await handler.query(new Request(`http://localhost${path}`))) as StaticHandlerContext;

  it('serves each render the router of its address, reading that render’s own context', async () => {
    const routers = createStaticRouters();
    const first = await query('/p/one');
    const second = await query('/p/one');
    const other = await query('/p/two');
    const seen: unknown[] = [];
    const a = routers.withRouter(first, (router) => (seen.push(router.state.loaderData.page, router.state.location.pathname), router));
    const b = routers.withRouter(second, (router) => (seen.push(router.state.loaderData.page), router));
    const c = routers.withRouter(other, (router) => (seen.push(router.state.loaderData.page, router.state.matches.at(-1)?.params), router));
    expect(b).to.equal(a);
    expect(c).not.to.equal(a);
    expect(routers.size()).to.equal(2);
    expect(seen).to.deep.equal([{ slug: 'one' }, '/p/one', { slug: 'one' }, { slug: 'two' }, { slug: 'two' }]);
    expect(second.loaderData.root).not.to.equal(first.loaderData.root);
    routers.withRouter(second, (router) => expect(router.state.loaderData.root).to.equal(second.loaderData.root));
  });

  it('refuses to be read outside a render', async () => {
    const routers = createStaticRouters();
    const kept = routers.withRouter(await query('/p/one'), (router) => router);
    expect(() => kept.state).to.throw('outside a render');
  });
});
