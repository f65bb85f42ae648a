// The private half of the route table: the sign-in, account and admin screens (their paths are in shared/routes.ts),
// their page modules, guards and layouts. The server imports it with the rest (client/routes.tsx); the browser
// fetches it when an address under PRIVATE_PREFIXES is opened (client/shell.tsx), so a visitor's first load does not
// carry it (decision 0017).
import type { RouteObject } from 'react-router-dom';
import { type LayoutName, type PrivateRouteName, routeRows, type ScreenSpec } from '../shared/routes';
import { guards } from './guards';
import PlainLayout, { PlainLayoutError } from './layouts/PlainLayout';
import { lazyModule, type PageHandle } from './lib/pages';
import { type PageModules, pageRoute } from './routes-public';

/**
 * The portal opens for staff (`role:admin,adviser` on its layout); these screens are the administrators' own, and an
 * adviser opening one gets the unauthorized screen.
 */
const ADMIN_ONLY = ['role:admin'] as const;

const screens = {
  login: { id: 'login', page: 'auth/Login', title: 'Sign in', guards: ['guest'] },
  register: { id: 'register', page: 'auth/Register', title: 'Register', guards: ['guest'] },
  passwordRequest: { id: 'password.request', page: 'auth/PasswordRequest', title: 'Reset password', guards: ['guest'], layout: 'plain' },
  passwordReset: { id: 'password.reset', page: 'auth/PasswordReset', title: 'Choose a new password', guards: ['guest'], layout: 'plain' },
  emailVerify: { id: 'email.verify', page: 'auth/EmailVerify', title: 'Confirm your e-mail address', layout: 'plain' },
  emailConfirm: { id: 'email.confirm', page: 'auth/EmailConfirm', title: 'Confirm your new e-mail address', layout: 'plain' },

  account: { id: 'account', page: 'account/AccountIndex', title: 'Account' },
  accountProfile: { id: 'account.profile', page: 'account/Profile', title: 'Update Profile', guards: ['auth'] },
  accountPassword: { id: 'account.password', page: 'account/Password', title: 'Change Password', guards: ['auth'] },
  accountSecurity: { id: 'account.security', page: 'account/Security', title: 'Security', guards: ['auth'] },
  accountDocuments: { id: 'account.documents', page: 'account/Documents', title: 'Upload Documents', guards: ['auth'] },
  accountApplications: { id: 'account.applications', page: 'account/Applications', title: 'Applications', guards: ['auth', 'role:user'] },
  accountMessages: { id: 'account.messages', page: 'account/Messages', title: 'Messages', guards: ['auth', 'role:user'] },
  accountPrivacy: { id: 'account.privacy', page: 'account/Privacy', title: 'Your data', guards: ['auth'] },
  accountRestore: { id: 'account.restore', page: 'account/Restore', title: 'Restore your account', layout: 'plain' },

  admin: { id: 'admin', page: 'admin/Dashboard', title: 'Dashboard', layout: 'admin' },
  adminUsers: { id: 'admin.users', page: 'admin/Users', title: 'Users', layout: 'admin', guards: ADMIN_ONLY },
  adminUserAdd: { id: 'admin.users.add', page: 'admin/UserAdd', title: 'Add user', layout: 'admin', guards: ADMIN_ONLY },
  adminUser: { id: 'admin.users.view', page: 'admin/UserView', title: 'User', layout: 'admin', guards: ADMIN_ONLY },
  adminDocuments: { id: 'admin.documents', page: 'admin/Documents', title: 'Documents', layout: 'admin' },
  adminStudents: { id: 'admin.students', page: 'admin/Students', title: 'Students', layout: 'admin' },
  adminStudent: { id: 'admin.students.view', page: 'admin/StudentView', title: 'Student', layout: 'admin' },
  adminApplications: { id: 'admin.applications', page: 'admin/Applications', title: 'Applications', layout: 'admin' },
  adminWidgets: { id: 'admin.widgets', page: 'admin/Widgets', title: 'Widgets', layout: 'admin', guards: ADMIN_ONLY },
  adminWidgetAdd: { id: 'admin.widgets.add', page: 'admin/WidgetEdit', title: 'Add widget', layout: 'admin', guards: ADMIN_ONLY },
  adminWidget: { id: 'admin.widgets.edit', page: 'admin/WidgetEdit', title: 'Edit widget', layout: 'admin', guards: ADMIN_ONLY },
  adminBlog: { id: 'admin.blog', page: 'admin/Blog', title: 'Blog', layout: 'admin', guards: ADMIN_ONLY },
  adminBlogAdd: { id: 'admin.blog.add', page: 'admin/BlogEdit', title: 'Add post', layout: 'admin', guards: ADMIN_ONLY },
  adminBlogPost: { id: 'admin.blog.edit', page: 'admin/BlogEdit', title: 'Edit post', layout: 'admin', guards: ADMIN_ONLY },
  adminGalleries: { id: 'admin.galleries', page: 'admin/Galleries', title: 'Galleries', layout: 'admin', guards: ADMIN_ONLY },
  adminGalleryAdd: { id: 'admin.galleries.add', page: 'admin/GalleryEdit', title: 'Add gallery', layout: 'admin', guards: ADMIN_ONLY },
  adminGallery: { id: 'admin.galleries.edit', page: 'admin/GalleryEdit', title: 'Edit gallery', layout: 'admin', guards: ADMIN_ONLY },
  adminTestimonials: { id: 'admin.testimonials', page: 'admin/Testimonials', title: 'Testimonials', layout: 'admin', guards: ADMIN_ONLY },
  adminTestimonialAdd: { id: 'admin.testimonials.add', page: 'admin/TestimonialEdit', title: 'Add testimonial', layout: 'admin', guards: ADMIN_ONLY },
  adminTestimonial: { id: 'admin.testimonials.edit', page: 'admin/TestimonialEdit', title: 'Edit testimonial', layout: 'admin', guards: ADMIN_ONLY },
  adminStudyCountries: { id: 'admin.studycountries', page: 'admin/StudyCountries', title: 'Study Countries', layout: 'admin', guards: ADMIN_ONLY },
  adminStudyCountryAdd: { id: 'admin.studycountries.add', page: 'admin/StudyCountryEdit', title: 'Add study country', layout: 'admin', guards: ADMIN_ONLY },
  adminStudyCountry: { id: 'admin.studycountries.edit', page: 'admin/StudyCountryEdit', title: 'Edit study country', layout: 'admin', guards: ADMIN_ONLY },
  adminInstitutions: { id: 'admin.institutions', page: 'admin/Institutions', title: 'Institutions', layout: 'admin', guards: ADMIN_ONLY },
  adminInstitutionAdd: { id: 'admin.institutions.add', page: 'admin/InstitutionEdit', title: 'Add institution', layout: 'admin', guards: ADMIN_ONLY },
  adminInstitution: { id: 'admin.institutions.edit', page: 'admin/InstitutionEdit', title: 'Edit institution', layout: 'admin', guards: ADMIN_ONLY },
  adminMessages: { id: 'admin.messages', page: 'admin/Messages', title: 'Messages', layout: 'admin' },
  adminMessage: { id: 'admin.messages.view', page: 'admin/MessageView', title: 'Message', layout: 'admin' },
  adminServices: { id: 'admin.services', page: 'admin/Services', title: 'Services', layout: 'admin', guards: ADMIN_ONLY },
  adminServiceAdd: { id: 'admin.services.add', page: 'admin/ServiceEdit', title: 'Add service', layout: 'admin', guards: ADMIN_ONLY },
  adminService: { id: 'admin.services.edit', page: 'admin/ServiceEdit', title: 'Edit service', layout: 'admin', guards: ADMIN_ONLY },
  adminAudit: { id: 'admin.audit', page: 'admin/Audit', title: 'Audit log', layout: 'admin', guards: ADMIN_ONLY },
} as const satisfies Record<PrivateRouteName, ScreenSpec>;

export const privateScreens = routeRows(screens);

export const privatePageModules: PageModules<typeof screens> = {
  'auth/Login': () => import('./pages/auth/Login'),
  'auth/Register': () => import('./pages/auth/Register'),
  'auth/PasswordRequest': () => import('./pages/auth/PasswordRequest'),
  'auth/PasswordReset': () => import('./pages/auth/PasswordReset'),
  'auth/EmailVerify': () => import('./pages/auth/EmailVerify'),
  'auth/EmailConfirm': () => import('./pages/auth/EmailConfirm'),

  'account/AccountIndex': () => import('./pages/account/AccountIndex'),
  'account/Profile': () => import('./pages/account/Profile'),
  'account/Password': () => import('./pages/account/Password'),
  'account/Security': () => import('./pages/account/Security'),
  'account/Documents': () => import('./pages/account/Documents'),
  'account/Applications': () => import('./pages/account/Applications'),
  'account/Messages': () => import('./pages/account/Messages'),
  'account/Privacy': () => import('./pages/account/Privacy'),
  'account/Restore': () => import('./pages/account/Restore'),

  'admin/Dashboard': () => import('./pages/admin/Dashboard'),
  'admin/Users': () => import('./pages/admin/Users'),
  'admin/UserAdd': () => import('./pages/admin/UserAdd'),
  'admin/UserView': () => import('./pages/admin/UserView'),
  'admin/Documents': () => import('./pages/admin/Documents'),
  'admin/Students': () => import('./pages/admin/Students'),
  'admin/StudentView': () => import('./pages/admin/StudentView'),
  'admin/Applications': () => import('./pages/admin/Applications'),
  'admin/Widgets': () => import('./pages/admin/Widgets'),
  'admin/WidgetEdit': () => import('./pages/admin/WidgetEdit'),
  'admin/Blog': () => import('./pages/admin/Blog'),
  'admin/BlogEdit': () => import('./pages/admin/BlogEdit'),
  'admin/Galleries': () => import('./pages/admin/Galleries'),
  'admin/GalleryEdit': () => import('./pages/admin/GalleryEdit'),
  'admin/Testimonials': () => import('./pages/admin/Testimonials'),
  'admin/TestimonialEdit': () => import('./pages/admin/TestimonialEdit'),
  'admin/StudyCountries': () => import('./pages/admin/StudyCountries'),
  'admin/StudyCountryEdit': () => import('./pages/admin/StudyCountryEdit'),
  'admin/Institutions': () => import('./pages/admin/Institutions'),
  'admin/InstitutionEdit': () => import('./pages/admin/InstitutionEdit'),
  'admin/Messages': () => import('./pages/admin/Messages'),
  'admin/MessageView': () => import('./pages/admin/MessageView'),
  'admin/Services': () => import('./pages/admin/Services'),
  'admin/ServiceEdit': () => import('./pages/admin/ServiceEdit'),
  'admin/Audit': () => import('./pages/admin/Audit'),
};

const inLayout = (layout: LayoutName) =>
  privateScreens.filter((entry) => (entry.layout ?? 'default') === layout).map((entry) => pageRoute(entry, privatePageModules, entry.guards && guards(entry.guards)));

/** The routes of this half, by the id of the route they go under. */
export function privateRoutes(): { 'layout.default': RouteObject[]; root: RouteObject[] } {
  return {
    'layout.default': inLayout('default'),
    root: [
      { id: 'layout.plain', Component: PlainLayout, ErrorBoundary: PlainLayoutError, children: inLayout('plain') },
      {
        id: 'layout.admin',
        // The portal is staff's: a visitor signs in first, a student gets the unauthorized screen, and with
        // ADMIN_MFA=required staff set up two-step sign-in first. Its code is a lazy chunk like the admin pages.
        middleware: guards(['auth', 'role:admin,adviser', 'staff-mfa']),
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
