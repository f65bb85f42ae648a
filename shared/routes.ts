// THE route table (decision 0037): every screen of the site, one row each, under its name. A row gives the screen's path
// pattern (React Router's syntax), its route id, title, layout, guards, the HTTP status of its render when it is not
// 200, the query parameters it reads, and its page module: `page` names it (the server preloads its chunk by that
// name) and `load` imports it, a static `import()` that editors and esbuild follow. Everything else is made from this
// table:
//   - shared/paths.ts: a path builder per row, `paths.<name>(…)` (`paths.adminUser(7)` is '/admin/users/7');
//   - client/routes-public.tsx: the route objects of the visitor's screens, the browser's first load;
//   - client/routes-private.tsx: those of the screens under PRIVATE_PREFIXES (sign-in, account, admin) with their
//     guards and layouts, fetched by the browser when one is opened;
//   - client/routes.tsx: both, the server's route tree.
// The browser's first load gets this module with the private rows cut down to their paths: scripts/build.ts
// (`routeTableForTheShell`) does it, so that a visitor does not download the rows of screens they cannot open
// (decision 0037). So code that runs in the browser reads a row through those route modules or `paths`, never
// `SCREENS` itself (ESLint keeps it so).
import type { PageModule } from '../client/lib/pages';

export type LayoutName = 'default' | 'admin' | 'plain';

export interface Screen {
  /** Path pattern, React Router's syntax. */
  path: string;
  /** The route's id: guards, the hydration data and the server's handlers refer to screens by it. */
  id: string;
  title: string;
  layout?: LayoutName;
  /** Names in client/guards.ts. */
  guards?: readonly string[];
  /** HTTP status of the server render when it is not 200 (the unauthorized screen). */
  status?: number;
  /**
   * The query parameters the screen reads (its loader or its page), in the order its own links write them. A
   * visitor's page is kept by the page cache per their values and under no other parameter (decision 0014), so a
   * screen a visitor can open that reads one must name it here.
   */
  query?: readonly string[];
  /** The page module under client/pages/, without extension: the one `load` imports (a unit test checks). */
  page: string;
  load: () => Promise<PageModule>;
}

/**
 * The portal opens for staff (`role:admin,adviser` on its layout); these screens are the administrators' own, and an
 * adviser opening one gets the unauthorized screen.
 */
const ADMIN_ONLY = ['role:admin'] as const;

export const SCREENS = {
  // The visitor's screens.
  home: { path: '/', id: 'home', title: 'Study abroad with confidence', page: 'public/Home', load: () => import('../client/pages/public/Home') },
  about: { path: '/about', id: 'about', title: 'Our Story', page: 'public/About', load: () => import('../client/pages/public/About') },
  terms: { path: '/terms', id: 'terms', title: 'Terms of Use', page: 'public/Legal', load: () => import('../client/pages/public/Legal') },
  privacy: { path: '/privacy', id: 'privacy', title: 'Privacy Policy', page: 'public/Legal', load: () => import('../client/pages/public/Legal') },
  cookies: { path: '/cookies', id: 'cookies', title: 'Cookie Policy', page: 'public/Legal', load: () => import('../client/pages/public/Legal') },
  servicesStudents: { path: '/services/students', id: 'services.students', title: 'Services for Students', query: ['preview'], page: 'public/Services', load: () => import('../client/pages/public/Services') },
  servicesInstitutions: { path: '/services/institutions', id: 'services.institutions', title: 'Services for Institutions', query: ['preview'], page: 'public/Services', load: () => import('../client/pages/public/Services') },
  personalStatements: { path: '/students/personal-statements', id: 'students.personal-statements', title: 'Personal Statements', page: 'public/PersonalStatements', load: () => import('../client/pages/public/PersonalStatements') },
  cvTemplates: { path: '/students/cvtemplates', id: 'students.cvtemplates', title: 'CV Templates', page: 'public/CvTemplates', load: () => import('../client/pages/public/CvTemplates') },
  study: { path: '/study', id: 'study', title: 'Study Abroad', page: 'public/Study', load: () => import('../client/pages/public/Study') },
  studyFit: { path: '/study/fit', id: 'study.fit', title: 'Find your study destination', query: ['level', 'field', 'budget', 'work', 'stay', 'english'], page: 'public/StudyFit', load: () => import('../client/pages/public/StudyFit') },
  country: { path: '/countries/:country', id: 'country', title: 'Study destination', query: ['preview'], page: 'public/Country', load: () => import('../client/pages/public/Country') },
  blog: { path: '/blog', id: 'blog', title: 'Blog', query: ['page'], page: 'public/Blog', load: () => import('../client/pages/public/Blog') },
  blogPost: { path: '/blog/:slug', id: 'blog.post', title: 'Blog', query: ['preview'], page: 'public/BlogPost', load: () => import('../client/pages/public/BlogPost') },
  galleries: { path: '/galleries', id: 'galleries', title: 'Galleries', page: 'public/Galleries', load: () => import('../client/pages/public/Galleries') },
  gallery: { path: '/galleries/:slug', id: 'gallery', title: 'Gallery', query: ['preview'], page: 'public/Gallery', load: () => import('../client/pages/public/Gallery') },
  contact: { path: '/contact', id: 'contact', title: 'Contact Us', page: 'public/Contact', load: () => import('../client/pages/public/Contact') },
  unauthorized: { path: '/unauthorized', id: 'unauthorized', title: 'Not allowed', status: 403, page: 'public/Unauthorized', load: () => import('../client/pages/public/Unauthorized') },

  // Signing in, registering, passwords and e-mail addresses.
  login: { path: '/login', id: 'login', title: 'Sign in', guards: ['guest'], page: 'auth/Login', load: () => import('../client/pages/auth/Login') },
  register: { path: '/register', id: 'register', title: 'Register', guards: ['guest'], page: 'auth/Register', load: () => import('../client/pages/auth/Register') },
  passwordRequest: { path: '/password/reset', id: 'password.request', title: 'Reset password', guards: ['guest'], layout: 'plain', page: 'auth/PasswordRequest', load: () => import('../client/pages/auth/PasswordRequest') },
  passwordReset: { path: '/password/reset/:token', id: 'password.reset', title: 'Choose a new password', query: ['email'], guards: ['guest'], layout: 'plain', page: 'auth/PasswordReset', load: () => import('../client/pages/auth/PasswordReset') },
  emailVerify: { path: '/email/verify/:token', id: 'email.verify', title: 'Confirm your e-mail address', layout: 'plain', page: 'auth/EmailVerify', load: () => import('../client/pages/auth/EmailVerify') },
  emailConfirm: { path: '/email/confirm/:token', id: 'email.confirm', title: 'Confirm your new e-mail address', layout: 'plain', page: 'auth/EmailConfirm', load: () => import('../client/pages/auth/EmailConfirm') },

  // The student's account.
  account: { path: '/account', id: 'account', title: 'Account', page: 'account/AccountIndex', load: () => import('../client/pages/account/AccountIndex') },
  accountProfile: { path: '/account/profile', id: 'account.profile', title: 'Update Profile', guards: ['auth'], page: 'account/Profile', load: () => import('../client/pages/account/Profile') },
  accountPassword: { path: '/account/password', id: 'account.password', title: 'Change Password', guards: ['auth'], page: 'account/Password', load: () => import('../client/pages/account/Password') },
  accountSecurity: { path: '/account/security', id: 'account.security', title: 'Security', guards: ['auth'], page: 'account/Security', load: () => import('../client/pages/account/Security') },
  accountDocuments: { path: '/account/documents', id: 'account.documents', title: 'Upload Documents', guards: ['auth'], page: 'account/Documents', load: () => import('../client/pages/account/Documents') },
  accountApplications: { path: '/account/applications', id: 'account.applications', title: 'Applications', guards: ['auth', 'role:user'], page: 'account/Applications', load: () => import('../client/pages/account/Applications') },
  accountMessages: { path: '/account/messages', id: 'account.messages', title: 'Messages', guards: ['auth', 'role:user'], page: 'account/Messages', load: () => import('../client/pages/account/Messages') },
  accountPrivacy: { path: '/account/privacy', id: 'account.privacy', title: 'Your data', guards: ['auth'], page: 'account/Privacy', load: () => import('../client/pages/account/Privacy') },
  accountRestore: { path: '/account/restore/:token', id: 'account.restore', title: 'Restore your account', layout: 'plain', page: 'account/Restore', load: () => import('../client/pages/account/Restore') },

  // The administration portal (its layout lets staff in: `auth`, `role:admin,adviser`, `staff-mfa`; client/routes-private.tsx).
  admin: { path: '/admin', id: 'admin', title: 'Dashboard', layout: 'admin', page: 'admin/Dashboard', load: () => import('../client/pages/admin/Dashboard') },
  adminUsers: { path: '/admin/users', id: 'admin.users', title: 'Users', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/Users', load: () => import('../client/pages/admin/Users') },
  adminUserAdd: { path: '/admin/users/add', id: 'admin.users.add', title: 'Add user', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/UserAdd', load: () => import('../client/pages/admin/UserAdd') },
  adminUser: { path: '/admin/users/:id', id: 'admin.users.view', title: 'User', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/UserView', load: () => import('../client/pages/admin/UserView') },
  adminDocuments: { path: '/admin/documents', id: 'admin.documents', title: 'Documents', layout: 'admin', page: 'admin/Documents', load: () => import('../client/pages/admin/Documents') },
  adminStudents: { path: '/admin/students', id: 'admin.students', title: 'Students', layout: 'admin', page: 'admin/Students', load: () => import('../client/pages/admin/Students') },
  adminStudent: { path: '/admin/students/:id', id: 'admin.students.view', title: 'Student', layout: 'admin', page: 'admin/StudentView', load: () => import('../client/pages/admin/StudentView') },
  adminApplications: { path: '/admin/applications', id: 'admin.applications', title: 'Applications', layout: 'admin', page: 'admin/Applications', load: () => import('../client/pages/admin/Applications') },
  adminWidgets: { path: '/admin/widgets', id: 'admin.widgets', title: 'Widgets', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/Widgets', load: () => import('../client/pages/admin/Widgets') },
  adminWidgetAdd: { path: '/admin/widgets/add', id: 'admin.widgets.add', title: 'Add widget', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/WidgetEdit', load: () => import('../client/pages/admin/WidgetEdit') },
  adminWidget: { path: '/admin/widgets/:id', id: 'admin.widgets.edit', title: 'Edit widget', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/WidgetEdit', load: () => import('../client/pages/admin/WidgetEdit') },
  adminBlog: { path: '/admin/blog', id: 'admin.blog', title: 'Blog', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/Blog', load: () => import('../client/pages/admin/Blog') },
  adminBlogAdd: { path: '/admin/blog/add', id: 'admin.blog.add', title: 'Add post', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/BlogEdit', load: () => import('../client/pages/admin/BlogEdit') },
  adminBlogPost: { path: '/admin/blog/:id', id: 'admin.blog.edit', title: 'Edit post', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/BlogEdit', load: () => import('../client/pages/admin/BlogEdit') },
  adminGalleries: { path: '/admin/galleries', id: 'admin.galleries', title: 'Galleries', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/Galleries', load: () => import('../client/pages/admin/Galleries') },
  adminGalleryAdd: { path: '/admin/galleries/add', id: 'admin.galleries.add', title: 'Add gallery', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/GalleryEdit', load: () => import('../client/pages/admin/GalleryEdit') },
  adminGallery: { path: '/admin/galleries/:id', id: 'admin.galleries.edit', title: 'Edit gallery', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/GalleryEdit', load: () => import('../client/pages/admin/GalleryEdit') },
  adminTestimonials: { path: '/admin/testimonials', id: 'admin.testimonials', title: 'Testimonials', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/Testimonials', load: () => import('../client/pages/admin/Testimonials') },
  adminTestimonialAdd: { path: '/admin/testimonials/add', id: 'admin.testimonials.add', title: 'Add testimonial', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/TestimonialEdit', load: () => import('../client/pages/admin/TestimonialEdit') },
  adminTestimonial: { path: '/admin/testimonials/:id', id: 'admin.testimonials.edit', title: 'Edit testimonial', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/TestimonialEdit', load: () => import('../client/pages/admin/TestimonialEdit') },
  adminStudyCountries: { path: '/admin/studycountries', id: 'admin.studycountries', title: 'Study Countries', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/StudyCountries', load: () => import('../client/pages/admin/StudyCountries') },
  adminStudyCountryAdd: { path: '/admin/studycountries/add', id: 'admin.studycountries.add', title: 'Add study country', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/StudyCountryEdit', load: () => import('../client/pages/admin/StudyCountryEdit') },
  adminStudyCountry: { path: '/admin/studycountries/:id', id: 'admin.studycountries.edit', title: 'Edit study country', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/StudyCountryEdit', load: () => import('../client/pages/admin/StudyCountryEdit') },
  adminInstitutions: { path: '/admin/institutions', id: 'admin.institutions', title: 'Institutions', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/Institutions', load: () => import('../client/pages/admin/Institutions') },
  adminInstitutionAdd: { path: '/admin/institutions/add', id: 'admin.institutions.add', title: 'Add institution', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/InstitutionEdit', load: () => import('../client/pages/admin/InstitutionEdit') },
  adminInstitution: { path: '/admin/institutions/:id', id: 'admin.institutions.edit', title: 'Edit institution', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/InstitutionEdit', load: () => import('../client/pages/admin/InstitutionEdit') },
  adminMessages: { path: '/admin/messages', id: 'admin.messages', title: 'Messages', layout: 'admin', page: 'admin/Messages', load: () => import('../client/pages/admin/Messages') },
  adminMessage: { path: '/admin/messages/:id', id: 'admin.messages.view', title: 'Message', layout: 'admin', page: 'admin/MessageView', load: () => import('../client/pages/admin/MessageView') },
  adminServices: { path: '/admin/services', id: 'admin.services', title: 'Services', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/Services', load: () => import('../client/pages/admin/Services') },
  adminServiceAdd: { path: '/admin/services/add', id: 'admin.services.add', title: 'Add service', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/ServiceEdit', load: () => import('../client/pages/admin/ServiceEdit') },
  adminService: { path: '/admin/services/:id', id: 'admin.services.edit', title: 'Edit service', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/ServiceEdit', load: () => import('../client/pages/admin/ServiceEdit') },
  adminAudit: { path: '/admin/audit', id: 'admin.audit', title: 'Audit log', layout: 'admin', guards: ADMIN_ONLY, page: 'admin/Audit', load: () => import('../client/pages/admin/Audit') },
} as const;

export type RouteName = keyof typeof SCREENS;

/** A row with its name. */
export type ScreenRow = Screen & { name: RouteName };

/**
 * Every row is a Screen: TypeScript checks it here rather than where SCREENS is declared, since the page modules'
 * types depend on `paths`, made from SCREENS.
 */
const rows: Record<RouteName, Screen> = SCREENS;

/** The table as a list, in its order. */
export const screenRows = (): ScreenRow[] => Object.entries(rows).map(([name, screen]) => ({ ...screen, name: name as RouteName }));

/**
 * The private screens: every screen at one of these addresses or below one. The browser fetches their routes when
 * it opens such an address.
 */
export const PRIVATE_PREFIXES = ['/login', '/register', '/password', '/email', '/account', '/admin'] as const;

export const isPrivatePath = (pathname: string): boolean =>
  PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
