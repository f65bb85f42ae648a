// The route table's addresses and shape (SPEC §2). Every screen has a name (the name of its path builder in
// shared/paths.ts: `paths.adminUser(7)`) and a path pattern, here; the rest of its row (route id, page module,
// title, layout, guards, status) is in the half of the table its path falls in: client/routes-public.tsx for the
// visitor's screens, client/routes-private.tsx for those under PRIVATE_PREFIXES (sign-in, account, admin). The halves
// are split so that the browser's first load carries the public one only (decision 0017).

/** Every screen's path pattern (React Router's syntax), by its name. */
export const ROUTE_PATHS = {
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
  login: '/login',
  register: '/register',
  passwordRequest: '/password/reset',
  passwordReset: '/password/reset/:token',
  emailVerify: '/email/verify/:token',
  emailConfirm: '/email/confirm/:token',
  account: '/account',
  accountProfile: '/account/profile',
  accountPassword: '/account/password',
  accountSecurity: '/account/security',
  accountDocuments: '/account/documents',
  accountApplications: '/account/applications',
  accountMessages: '/account/messages',
  accountPrivacy: '/account/privacy',
  accountRestore: '/account/restore/:token',
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

/**
 * The private half of the table: every screen at one of these addresses or below one. The browser fetches its rows
 * when it opens such an address.
 */
export const PRIVATE_PREFIXES = ['/login', '/register', '/password', '/email', '/account', '/admin'] as const;

export const isPrivatePath = (pathname: string): boolean =>
  PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

type PrivatePrefix = (typeof PRIVATE_PREFIXES)[number];
export type PrivateRouteName = { [N in RouteName]: (typeof ROUTE_PATHS)[N] extends PrivatePrefix | `${PrivatePrefix}/${string}` ? N : never }[RouteName];
export type PublicRouteName = Exclude<RouteName, PrivateRouteName>;

export type LayoutName = 'default' | 'admin' | 'plain';

/** A screen's row in a half of the table, besides its name and path. */
export interface ScreenSpec {
  /** The route's id: guards, the hydration data and the server's handlers refer to screens by it. */
  id: string;
  /** Module under client/pages/, without extension. */
  page: string;
  title: string;
  layout?: LayoutName;
  /** Names in client/guards.ts. */
  guards?: readonly string[];
  /** HTTP status of the server render when it is not 200 (the unauthorized screen). */
  status?: number;
}

export interface RouteSpec extends ScreenSpec {
  name: RouteName;
  path: string;
}

/** A half of the table as a list, each row with its name and path. */
export const routeRows = <N extends RouteName>(screens: Record<N, ScreenSpec>): RouteSpec[] =>
  (Object.entries(screens) as Array<[N, ScreenSpec]>).map(([name, screen]) => ({ ...screen, name, path: ROUTE_PATHS[name] }));
