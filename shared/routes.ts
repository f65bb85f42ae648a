// Every screen's name and path pattern (React Router's syntax) but the administration portal's, which are in
// shared/portal-routes.ts (`PORTAL_ROUTE_PATHS`) so that a visitor's first load does not carry them: the two tables
// are the site's addresses. shared/paths.ts makes a builder from each (`paths.blogPost('visas')` is
// '/blog/visas'; the portal's are `portalPaths`, shared/portal-paths.ts), which links, redirects, e-mails and the
// sitemap use. The rest of a screen (its route id, title, layout, guards and page module) is in client/, in the row
// of the same name in client/screens-public.ts or client/screens-private.ts (decision 0043); shared/ imports nothing
// from client/ or server/ (ESLint keeps it so).
import type { PortalRouteName } from './portal-routes';

export const ROUTE_PATHS = {
  // The visitor's screens (client/screens-public.ts).
  home: '/',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  servicesStudents: '/services/students',
  servicesInstitutions: '/services/institutions',
  personalStatements: '/students/personal-statements',
  cvTemplates: '/students/cvtemplates',
  study: '/study',
  studyFit: '/study/fit',
  country: '/countries/:country',
  blog: '/blog',
  blogPost: '/blog/:slug',
  galleries: '/galleries',
  gallery: '/galleries/:slug',
  contact: '/contact',
  consultation: '/consultation',
  consultationManage: '/consultation/:token',
  unauthorized: '/unauthorized',

  // Signing in, registering, passwords and e-mail addresses (these and all below: client/screens-private.ts).
  login: '/login',
  register: '/register',
  passwordRequest: '/password/reset',
  passwordReset: '/password/reset/:token',
  emailVerify: '/email/verify/:token',
  emailConfirm: '/email/confirm/:token',

  // The student's account.
  account: '/account',
  accountProfile: '/account/profile',
  accountPassword: '/account/password',
  accountSecurity: '/account/security',
  accountDocuments: '/account/documents',
  accountApplications: '/account/applications',
  accountPlan: '/account/plan',
  accountMessages: '/account/messages',
  accountPrivacy: '/account/privacy',
  accountRestore: '/account/restore/:token',
} as const;

/** A screen's name, in either table: the portal's too (the rows of client/screens*.ts are keyed by it). */
export type RouteName = keyof typeof ROUTE_PATHS | PortalRouteName;
