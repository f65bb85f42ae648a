// The administration portal's screens: their names and path patterns, as in shared/routes.ts, whose table has every
// other screen's. A table of their own so that what a visitor's first load runs (client/shell.tsx and its imports)
// does not carry them: shared/portal-paths.ts builds their addresses (`portalPaths`), and only the modules that make
// the private routes, the server and the portal's own code import them. Their rows are in client/screens-private.ts.
import { ROUTE_PATHS } from './routes';

export const PORTAL_ROUTE_PATHS = {
  admin: '/admin',
  adminUsers: '/admin/users',
  adminUserAdd: '/admin/users/add',
  adminUser: '/admin/users/:id',
  adminDocuments: '/admin/documents',
  adminStudents: '/admin/students',
  adminStudent: '/admin/students/:id',
  adminApplications: '/admin/applications',
  adminLeads: '/admin/leads',
  adminLead: '/admin/leads/:id',
  adminConsultations: '/admin/consultations',
  adminAvailability: '/admin/availability',
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
  adminCommission: '/admin/commission',
} as const;

export type PortalRouteName = keyof typeof PORTAL_ROUTE_PATHS;

/** Every screen's pattern, in order (the site's, then the portal's): the table of the private routes and the server's. */
export const EVERY_ROUTE_PATH = { ...ROUTE_PATHS, ...PORTAL_ROUTE_PATHS };
