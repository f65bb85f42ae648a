// The public half of the route table: the visitor's screens (their paths are in shared/routes.ts), their page
// modules, and how a row becomes a route. The browser starts with this half only; the other (routes-private.tsx:
// sign-in, account, admin) is fetched when an address under PRIVATE_PREFIXES is opened (decision 0017).
// client/routes.tsx has both.
import type { RouteObject } from 'react-router-dom';
import { type PublicRouteName, type RouteSpec, routeRows, type ScreenSpec } from '../shared/routes';
import { authCheck } from './lib/auth';
import DefaultLayout, { DefaultLayoutError } from './layouts/DefaultLayout';
import { lazyModule, type PageHandle, type PageModule } from './lib/pages';
import Root, { RootError } from './Root';

const screens = {
  home: { id: 'home', page: 'public/Home', title: 'Study abroad with confidence' },
  about: { id: 'about', page: 'public/About', title: 'Our Story' },
  terms: { id: 'terms', page: 'public/Legal', title: 'Terms of Use' },
  privacy: { id: 'privacy', page: 'public/Legal', title: 'Privacy Policy' },
  cookies: { id: 'cookies', page: 'public/Legal', title: 'Cookie Policy' },
  servicesStudents: { id: 'services.students', page: 'public/Services', title: 'Services for Students' },
  servicesInstitutions: { id: 'services.institutions', page: 'public/Services', title: 'Services for Institutions' },
  personalStatements: { id: 'students.personal-statements', page: 'public/PersonalStatements', title: 'Personal Statements' },
  cvTemplates: { id: 'students.cvtemplates', page: 'public/CvTemplates', title: 'CV Templates' },
  study: { id: 'study', page: 'public/Study', title: 'Study Abroad' },
  studyFit: { id: 'study.fit', page: 'public/StudyFit', title: 'Find your study destination' },
  country: { id: 'country', page: 'public/Country', title: 'Study destination' },
  blog: { id: 'blog', page: 'public/Blog', title: 'Blog' },
  blogPost: { id: 'blog.post', page: 'public/BlogPost', title: 'Blog' },
  galleries: { id: 'galleries', page: 'public/Galleries', title: 'Galleries' },
  gallery: { id: 'gallery', page: 'public/Gallery', title: 'Gallery' },
  contact: { id: 'contact', page: 'public/Contact', title: 'Contact Us' },
  unauthorized: { id: 'unauthorized', page: 'public/Unauthorized', title: 'Not allowed', status: 403 },
} as const satisfies Record<PublicRouteName, ScreenSpec>;

export const publicScreens = routeRows(screens);

/** The page modules of a half of the table's rows, by their `page` (TypeScript checks the list is complete). */
export type PageModules<Rows extends Record<string, ScreenSpec>> = Record<Rows[keyof Rows]['page'], () => Promise<PageModule>>;

export const publicPageModules: PageModules<typeof screens> = {
  'public/Home': () => import('./pages/public/Home'),
  'public/About': () => import('./pages/public/About'),
  'public/Legal': () => import('./pages/public/Legal'),
  'public/Services': () => import('./pages/public/Services'),
  'public/PersonalStatements': () => import('./pages/public/PersonalStatements'),
  'public/CvTemplates': () => import('./pages/public/CvTemplates'),
  'public/Study': () => import('./pages/public/Study'),
  'public/StudyFit': () => import('./pages/public/StudyFit'),
  'public/Country': () => import('./pages/public/Country'),
  'public/Blog': () => import('./pages/public/Blog'),
  'public/BlogPost': () => import('./pages/public/BlogPost'),
  'public/Galleries': () => import('./pages/public/Galleries'),
  'public/Gallery': () => import('./pages/public/Gallery'),
  'public/Contact': () => import('./pages/public/Contact'),
  'public/Unauthorized': () => import('./pages/public/Unauthorized'),
};

/** A route for a table entry, its page module from `modules` (the table's half it is in). */
export function pageRoute(entry: RouteSpec, modules: Record<string, () => Promise<PageModule>>, guards?: RouteObject['middleware']): RouteObject {
  return {
    id: entry.id,
    path: entry.path,
    ...(guards?.length ? { middleware: guards } : {}),
    lazy: async () => {
      const module = await lazyModule(modules[entry.page]!);
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
          children: [...publicScreens.map((entry) => pageRoute(entry, publicPageModules)), ...defaultChildren],
        },
        ...rootChildren,
      ],
    },
  ];
}
