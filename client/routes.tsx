// THE route table: every screen with its id (route name), layout, guards and lazily loaded page module.
// The server render and the browser build their routers from this one list.
import type { RouteObject } from 'react-router-dom';
import { authCheck, guards } from './guards';
import DefaultLayout, { DefaultLayoutError } from './layouts/DefaultLayout';
import PlainLayout, { PlainLayoutError } from './layouts/PlainLayout';
import { lazyModule, loadPage, type PageHandle } from './lib/pages';
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

export const pageTable: PageEntry[] = [
  { id: 'home', path: '/', page: 'public/Home', title: 'Study abroad with confidence' },
  { id: 'login', path: '/login', page: 'auth/Login', title: 'Sign in', guards: ['guest'] },
  { id: 'register', path: '/register', page: 'auth/Register', title: 'Register', guards: ['guest'] },
  { id: 'password.request', path: '/password/reset', page: 'auth/PasswordRequest', title: 'Reset password', guards: ['guest'], layout: 'plain' },
  { id: 'password.reset', path: '/password/reset/:token', page: 'auth/PasswordReset', title: 'Choose a new password', guards: ['guest'], layout: 'plain' },

  { id: 'account', path: '/account', page: 'account/AccountIndex', title: 'Account' },
  { id: 'account.profile', path: '/account/profile', page: 'account/Profile', title: 'Update Profile', guards: ['auth'] },
  { id: 'account.password', path: '/account/password', page: 'account/Password', title: 'Change Password', guards: ['auth'] },
  { id: 'account.documents', path: '/account/documents', page: 'account/Documents', title: 'Upload Documents', guards: ['auth'] },

  { id: 'admin', path: '/admin', page: 'admin/Dashboard', title: 'Dashboard', layout: 'admin' },
  { id: 'admin.users', path: '/admin/users', page: 'admin/Users', title: 'Users', layout: 'admin' },
  { id: 'admin.users.add', path: '/admin/users/add', page: 'admin/UserAdd', title: 'Add user', layout: 'admin' },
  { id: 'admin.users.view', path: '/admin/users/:id', page: 'admin/UserView', title: 'User', layout: 'admin' },
  { id: 'admin.documents', path: '/admin/documents', page: 'admin/Documents', title: 'Documents', layout: 'admin' },
  { id: 'admin.widgets', path: '/admin/widgets', page: 'admin/Widgets', title: 'Widgets', layout: 'admin' },
  { id: 'admin.widgets.add', path: '/admin/widgets/add', page: 'admin/WidgetEdit', title: 'Add widget', layout: 'admin' },
  { id: 'admin.widgets.edit', path: '/admin/widgets/:id', page: 'admin/WidgetEdit', title: 'Edit widget', layout: 'admin' },
  { id: 'admin.blog', path: '/admin/blog', page: 'admin/Blog', title: 'Blog', layout: 'admin' },
  { id: 'admin.blog.add', path: '/admin/blog/add', page: 'admin/BlogEdit', title: 'Add post', layout: 'admin' },
  { id: 'admin.blog.edit', path: '/admin/blog/:id', page: 'admin/BlogEdit', title: 'Edit post', layout: 'admin' },
  { id: 'admin.galleries', path: '/admin/galleries', page: 'admin/Galleries', title: 'Galleries', layout: 'admin' },
  { id: 'admin.galleries.add', path: '/admin/galleries/add', page: 'admin/GalleryEdit', title: 'Add gallery', layout: 'admin' },
  { id: 'admin.galleries.edit', path: '/admin/galleries/:id', page: 'admin/GalleryEdit', title: 'Edit gallery', layout: 'admin' },
  { id: 'admin.testimonials', path: '/admin/testimonials', page: 'admin/Testimonials', title: 'Testimonials', layout: 'admin' },
  { id: 'admin.testimonials.add', path: '/admin/testimonials/add', page: 'admin/TestimonialEdit', title: 'Add testimonial', layout: 'admin' },
  { id: 'admin.testimonials.edit', path: '/admin/testimonials/:id', page: 'admin/TestimonialEdit', title: 'Edit testimonial', layout: 'admin' },
  { id: 'admin.studycountries', path: '/admin/studycountries', page: 'admin/StudyCountries', title: 'Study Countries', layout: 'admin' },
  { id: 'admin.studycountries.add', path: '/admin/studycountries/add', page: 'admin/StudyCountryEdit', title: 'Add study country', layout: 'admin' },
  { id: 'admin.studycountries.edit', path: '/admin/studycountries/:id', page: 'admin/StudyCountryEdit', title: 'Edit study country', layout: 'admin' },
  { id: 'admin.institutions', path: '/admin/institutions', page: 'admin/Institutions', title: 'Institutions', layout: 'admin' },
  { id: 'admin.institutions.add', path: '/admin/institutions/add', page: 'admin/InstitutionEdit', title: 'Add institution', layout: 'admin' },
  { id: 'admin.institutions.edit', path: '/admin/institutions/:id', page: 'admin/InstitutionEdit', title: 'Edit institution', layout: 'admin' },
  { id: 'admin.messages', path: '/admin/messages', page: 'admin/Messages', title: 'Messages', layout: 'admin' },
  { id: 'admin.messages.view', path: '/admin/messages/:id', page: 'admin/MessageView', title: 'Message', layout: 'admin' },
  { id: 'admin.services', path: '/admin/services', page: 'admin/Services', title: 'Services', layout: 'admin' },
  { id: 'admin.services.add', path: '/admin/services/add', page: 'admin/ServiceEdit', title: 'Add service', layout: 'admin' },
  { id: 'admin.services.edit', path: '/admin/services/:id', page: 'admin/ServiceEdit', title: 'Edit service', layout: 'admin' },

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

function pageRoute(entry: PageEntry): RouteObject {
  return {
    id: entry.id,
    path: entry.path,
    ...(entry.guards?.length ? { middleware: guards(entry.guards) } : {}),
    lazy: async () => {
      const module = await loadPage(entry.page);
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

const inLayout = (layout: LayoutName) => pageTable.filter((p) => (p.layout ?? 'default') === layout).map(pageRoute);

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    ErrorBoundary: RootError,
    middleware: [authCheck],
    children: [
      { id: 'layout.default', Component: DefaultLayout, ErrorBoundary: DefaultLayoutError, children: inLayout('default') },
      { id: 'layout.plain', Component: PlainLayout, ErrorBoundary: PlainLayoutError, children: inLayout('plain') },
      {
        id: 'layout.admin',
        // The admin layout declares the admin-only guard; its code is a lazy chunk like the admin pages.
        middleware: guards(['admin']),
        handle: { module: 'layouts/AdminLayout' } satisfies PageHandle,
        lazy: async () => {
          const module = await lazyModule(() => import('./layouts/AdminLayout'));
          return { Component: module.default, ErrorBoundary: module.AdminLayoutError };
        },
        children: inLayout('admin'),
      },
    ],
  },
];
