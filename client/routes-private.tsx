// The second half of the route table (client/routes.tsx has the whole): sign-in, account and admin screens, with
// their guards and layouts. The server imports it with the rest; the browser fetches it when an address under
// PRIVATE_PREFIXES is opened (client/shell.tsx), so a visitor's first load does not carry it (decision 0017).
import type { RouteObject } from 'react-router-dom';
import { guards } from './guards';
import PlainLayout, { PlainLayoutError } from './layouts/PlainLayout';
import { lazyModule, type PageHandle, type PageModule } from './lib/pages';
import { type LayoutName, type PageEntry, pageRoute } from './routes-public';

export const privatePages: PageEntry[] = [
  { id: 'login', path: '/login', page: 'auth/Login', title: 'Sign in', guards: ['guest'] },
  { id: 'register', path: '/register', page: 'auth/Register', title: 'Register', guards: ['guest'] },
  { id: 'password.request', path: '/password/reset', page: 'auth/PasswordRequest', title: 'Reset password', guards: ['guest'], layout: 'plain' },
  { id: 'password.reset', path: '/password/reset/:token', page: 'auth/PasswordReset', title: 'Choose a new password', guards: ['guest'], layout: 'plain' },
  { id: 'email.verify', path: '/email/verify/:token', page: 'auth/EmailVerify', title: 'Confirm your e-mail address', layout: 'plain' },
  { id: 'email.confirm', path: '/email/confirm/:token', page: 'auth/EmailConfirm', title: 'Confirm your new e-mail address', layout: 'plain' },

  { id: 'account', path: '/account', page: 'account/AccountIndex', title: 'Account' },
  { id: 'account.profile', path: '/account/profile', page: 'account/Profile', title: 'Update Profile', guards: ['auth'] },
  { id: 'account.password', path: '/account/password', page: 'account/Password', title: 'Change Password', guards: ['auth'] },
  { id: 'account.security', path: '/account/security', page: 'account/Security', title: 'Security', guards: ['auth'] },
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
  { id: 'admin.audit', path: '/admin/audit', page: 'admin/Audit', title: 'Audit log', layout: 'admin' },
];

const loadPage = (page: string) => lazyModule(() => import(`./pages/${page}.tsx`) as Promise<PageModule>);

const inLayout = (layout: LayoutName) =>
  privatePages.filter((p) => (p.layout ?? 'default') === layout).map((entry) => pageRoute(entry, loadPage, entry.guards && guards(entry.guards)));

/** The routes of this half, by the id of the route they go under. */
export function privateRoutes(): { 'layout.default': RouteObject[]; root: RouteObject[] } {
  return {
    'layout.default': inLayout('default'),
    root: [
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
  };
}
