// The first half of the route table (client/routes.tsx has the whole): the visitor's screens, and how an entry
// becomes a route. The browser starts with this half only; the other (routes-private.tsx: sign-in, account,
// admin) is fetched when an address under PRIVATE_PREFIXES is opened (decision 0017).
import type { RouteObject } from 'react-router-dom';
import { authCheck } from './lib/auth';
import DefaultLayout, { DefaultLayoutError } from './layouts/DefaultLayout';
import { lazyModule, type PageHandle, type PageModule } from './lib/pages';
import Root, { RootError } from './Root';

export type LayoutName = 'default' | 'admin' | 'plain';

export interface PageEntry {
  /** The route's name: guards and links refer to screens by it. */
  id: string;
  path: string;
  /** Module under client/pages/, without extension. */
  page: string;
  title: string;
  layout?: LayoutName;
  guards?: string[];
  /** HTTP status of the server render when it is not 200 (the unauthorized screen). */
  status?: number;
}

export const publicPages: PageEntry[] = [
  { id: 'home', path: '/', page: 'public/Home', title: 'Study abroad with confidence' },
  { id: 'about', path: '/about', page: 'public/About', title: 'Our Story' },
  { id: 'terms', path: '/terms', page: 'public/Legal', title: 'Terms of Use' },
  { id: 'privacy', path: '/privacy', page: 'public/Legal', title: 'Privacy Policy' },
  { id: 'cookies', path: '/cookies', page: 'public/Legal', title: 'Cookie Policy' },
  { id: 'services.students', path: '/services/students', page: 'public/Services', title: 'Services for Students' },
  { id: 'services.institutions', path: '/services/institutions', page: 'public/Services', title: 'Services for Institutions' },
  { id: 'students.personal-statements', path: '/students/personal-statements', page: 'public/PersonalStatements', title: 'Personal Statements' },
  { id: 'students.cvtemplates', path: '/students/cvtemplates', page: 'public/CvTemplates', title: 'CV Templates' },
  { id: 'study', path: '/study', page: 'public/Study', title: 'Study Abroad' },
  { id: 'country', path: '/countries/:country', page: 'public/Country', title: 'Study destination' },
  { id: 'blog', path: '/blog', page: 'public/Blog', title: 'Blog' },
  { id: 'blog.post', path: '/blog/:slug', page: 'public/BlogPost', title: 'Blog' },
  { id: 'galleries', path: '/galleries', page: 'public/Galleries', title: 'Galleries' },
  { id: 'gallery', path: '/galleries/:slug', page: 'public/Gallery', title: 'Gallery' },
  { id: 'contact', path: '/contact', page: 'public/Contact', title: 'Contact Us' },
  { id: 'unauthorized', path: '/unauthorized', page: 'public/Unauthorized', title: 'Not allowed', status: 403 },
];

/** Every screen of routes-private.tsx is at one of these addresses or below one (a unit test checks it). */
export const PRIVATE_PREFIXES = ['/login', '/register', '/password', '/email', '/account', '/admin'];

export const isPrivatePath = (pathname: string): boolean =>
  PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** A route for a table entry; `load` fetches its page module (each half of the table has its own glob import). */
export function pageRoute(entry: PageEntry, load: (page: string) => Promise<PageModule>, guards?: RouteObject['middleware']): RouteObject {
  return {
    id: entry.id,
    path: entry.path,
    ...(guards?.length ? { middleware: guards } : {}),
    lazy: async () => {
      const module = await load(entry.page);
      const handle: PageHandle = {
        module: `pages/${entry.page}`,
        title: entry.title,
        meta: module.meta,
        hydrationData: module.hydrationData,
        status: entry.status,
        noindex: entry.layout === 'admin' || entry.id.startsWith('account') || Boolean(entry.guards?.length) || entry.status !== undefined,
      };
      return { Component: module.default, ...(module.loader ? { loader: module.loader } : {}), handle };
    },
  };
}

const loadPublicPage = (page: string) => lazyModule(() => import(`./pages/public/${page.slice('public/'.length)}.tsx`) as Promise<PageModule>);

/**
 * The route tree with the public screens only; `defaultChildren` and `rootChildren` add the other half (the
 * server's whole table, or what the browser patches in).
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
          children: [...publicPages.map((entry) => pageRoute(entry, loadPublicPage)), ...defaultChildren],
        },
        ...rootChildren,
      ],
    },
  ];
}
