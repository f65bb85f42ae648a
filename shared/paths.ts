// Route names and path builders: every link, redirect, e-mail and sitemap entry builds its path here.

const seg = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: () => '/',
  login: () => '/login',
  register: () => '/register',
  passwordRequest: () => '/password/reset',
  passwordReset: (token: string) => `/password/reset/${seg(token)}`,
  emailVerify: (token: string) => `/email/verify/${seg(token)}`,
  emailConfirm: (token: string) => `/email/confirm/${seg(token)}`,
  account: () => '/account',
  accountProfile: () => '/account/profile',
  accountPassword: () => '/account/password',
  accountSecurity: () => '/account/security',
  accountDocuments: () => '/account/documents',

  about: () => '/about',
  terms: () => '/terms',
  privacy: () => '/privacy',
  cookies: () => '/cookies',
  servicesStudents: () => '/services/students',
  servicesInstitutions: () => '/services/institutions',
  service: (audience: 'students' | 'institutions', slug: string) => `/services/${audience}#${seg(slug)}`,
  personalStatements: () => '/students/personal-statements',
  cvTemplates: () => '/students/cvtemplates',
  study: () => '/study',
  country: (slug: string) => `/countries/${seg(slug)}`,
  blog: () => '/blog',
  blogPost: (slug: string) => `/blog/${seg(slug)}`,
  galleries: () => '/galleries',
  gallery: (slug: string) => `/galleries/${seg(slug)}`,
  contact: () => '/contact',
  unauthorized: () => '/unauthorized',

  admin: () => '/admin',
  adminUsers: () => '/admin/users',
  adminUserAdd: () => '/admin/users/add',
  adminUser: (id: number | string) => `/admin/users/${seg(id)}`,
  adminDocuments: () => '/admin/documents',
  adminWidgets: () => '/admin/widgets',
  adminWidgetAdd: () => '/admin/widgets/add',
  adminWidget: (id: number | string) => `/admin/widgets/${seg(id)}`,
  adminBlog: () => '/admin/blog',
  adminBlogAdd: () => '/admin/blog/add',
  adminBlogPost: (id: number | string) => `/admin/blog/${seg(id)}`,
  adminGalleries: () => '/admin/galleries',
  adminGallery: (id: number | string) => `/admin/galleries/${seg(id)}`,
  adminTestimonials: () => '/admin/testimonials',
  adminTestimonial: (id: number | string) => `/admin/testimonials/${seg(id)}`,
  adminStudyCountries: () => '/admin/studycountries',
  adminStudyCountryAdd: () => '/admin/studycountries/add',
  adminStudyCountry: (id: number | string) => `/admin/studycountries/${seg(id)}`,
  adminInstitutions: () => '/admin/institutions',
  adminInstitutionAdd: () => '/admin/institutions/add',
  adminInstitution: (id: number | string) => `/admin/institutions/${seg(id)}`,
  adminMessages: () => '/admin/messages',
  adminMessage: (id: number | string) => `/admin/messages/${seg(id)}`,
  adminServices: () => '/admin/services',
  adminServiceAdd: () => '/admin/services/add',
  adminService: (id: number | string) => `/admin/services/${seg(id)}`,
  adminTestimonialAdd: () => '/admin/testimonials/add',
  adminGalleryAdd: () => '/admin/galleries/add',
  adminAudit: () => '/admin/audit',
} as const;

export type RouteName = keyof typeof paths;

/** A path is safe to redirect to when it stays on this site (no scheme, no protocol-relative `//host`). */
export function isLocalPath(value: unknown): value is string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/[\u0000-\u001f]/.test(value);
}
