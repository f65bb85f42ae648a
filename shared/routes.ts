// Every screen's name and path pattern (React Router's syntax), the one list of the site's addresses: shared/paths.ts
// makes a builder from each (`paths.adminUser(7)` is '/admin/users/7'), which links, redirects, e-mails and the
// sitemap use. The rest of a screen (its route id, title, layout, guards and page module) is in client/, in the row
// of the same name in client/screens-public.ts or client/screens-private.ts (decision 0043); shared/ imports nothing
// from client/ or server/ (ESLint keeps it so).
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
  accountMessages: '/account/messages',
  accountPrivacy: '/account/privacy',
  accountRestore: '/account/restore/:token',

  // The administration portal.
  admin: '/admin',
  adminUsers: '/admin/users',
  adminUserAdd: '/admin/users/add',
  adminUser: '/admin/users/:id',
  adminDocuments: '/admin/documents',
  adminStudents: '/admin/students',
  adminStudent: '/admin/students/:id',
  adminApplications: '/admin/applications',
  adminWidgets: '/admin/widgets',
  adminWidgetAdd: '/admin/widgets/add',
  adminWidget: '/admin/widgets/:id',
  adminBlog: '/admin/blog',
  adminBlogAdd: '/admin/blog/add',
  adminBlogPost: '/admin/blog/:id',
  adminGalleries: '/admin/galleries',
  adminGalleryAdd: '/admin/galleries/add',
  adminGallery: '/admin/galleries/:id',
  adminTestimonials: '/admin/testimonials',
  adminTestimonialAdd: '/admin/testimonials/add',
  adminTestimonial: '/admin/testimonials/:id',
  adminStudyCountries: '/admin/studycountries',
  adminStudyCountryAdd: '/admin/studycountries/add',
  adminStudyCountry: '/admin/studycountries/:id',
  adminInstitutions: '/admin/institutions',
  adminInstitutionAdd: '/admin/institutions/add',
  adminInstitution: '/admin/institutions/:id',
  adminMessages: '/admin/messages',
  adminMessage: '/admin/messages/:id',
  adminServices: '/admin/services',
  adminServiceAdd: '/admin/services/add',
  adminService: '/admin/services/:id',
  adminAudit: '/admin/audit',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;
