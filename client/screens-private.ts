// The screens under PRIVATE_PREFIXES (client/screens.ts): signing in, the student's account, the administration
// portal. One row each, under its name in shared/routes.ts (which has its path pattern), in the order of that table.
// The browser fetches these with their routes (client/routes-private.tsx) when one is opened or the visitor first
// acts, so only that module and the server's route tree (client/routes.tsx) import this one (ESLint keeps it so):
// a static import from anything the first load runs would bring every row back into it (decisions 0017 and 0043).
import type { Screens } from './screens';

/**
 * The portal opens for staff (`role:admin,adviser` on its layout); these screens are the administrators' own, and an
 * adviser opening one gets the unauthorized screen.
 */
const ADMIN_ONLY = ['role:admin'] as const;

export const PRIVATE_SCREENS = {
  // Signing in, registering, passwords and e-mail addresses.
  login: { id: 'login', guards: ['guest'], load: () => import('./pages/auth/Login') },
  register: { id: 'register', guards: ['guest'], load: () => import('./pages/auth/Register') },
  passwordRequest: { id: 'password.request', guards: ['guest'], layout: 'plain', load: () => import('./pages/auth/PasswordRequest') },
  passwordReset: { id: 'password.reset', guards: ['guest'], layout: 'plain', load: () => import('./pages/auth/PasswordReset') },
  emailVerify: { id: 'email.verify', layout: 'plain', load: () => import('./pages/auth/EmailVerify') },
  emailConfirm: { id: 'email.confirm', layout: 'plain', load: () => import('./pages/auth/EmailConfirm') },

  // The student's account.
  account: { id: 'account', load: () => import('./pages/account/AccountIndex') },
  accountProfile: { id: 'account.profile', guards: ['auth'], load: () => import('./pages/account/Profile') },
  accountPassword: { id: 'account.password', guards: ['auth'], load: () => import('./pages/account/Password') },
  accountSecurity: { id: 'account.security', guards: ['auth'], load: () => import('./pages/account/Security') },
  accountDocuments: { id: 'account.documents', guards: ['auth'], load: () => import('./pages/account/Documents') },
  accountApplications: { id: 'account.applications', guards: ['auth', 'role:user'], load: () => import('./pages/account/Applications') },
  accountPlan: { id: 'account.plan', guards: ['auth', 'role:user'], load: () => import('./pages/account/Plan') },
  accountMessages: { id: 'account.messages', guards: ['auth', 'role:user'], load: () => import('./pages/account/Messages') },
  accountPrivacy: { id: 'account.privacy', guards: ['auth'], load: () => import('./pages/account/Privacy') },
  accountRestore: { id: 'account.restore', layout: 'plain', load: () => import('./pages/account/Restore') },

  // The administration portal (its layout lets staff in: `auth`, `role:admin,adviser`, `staff-mfa`; client/routes-private.tsx).
  admin: { id: 'admin', layout: 'admin', load: () => import('./pages/admin/Dashboard') },
  adminUsers: { id: 'admin.users', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Users') },
  adminUserAdd: { id: 'admin.users.add', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/UserAdd') },
  adminUser: { id: 'admin.users.view', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/UserView') },
  adminDocuments: { id: 'admin.documents', layout: 'admin', load: () => import('./pages/admin/Documents') },
  adminStudents: { id: 'admin.students', layout: 'admin', load: () => import('./pages/admin/Students') },
  adminStudent: { id: 'admin.students.view', layout: 'admin', load: () => import('./pages/admin/StudentView') },
  adminApplications: { id: 'admin.applications', layout: 'admin', load: () => import('./pages/admin/Applications') },
  adminLeads: { id: 'admin.leads', layout: 'admin', load: () => import('./pages/admin/Leads') },
  adminLead: { id: 'admin.leads.view', layout: 'admin', load: () => import('./pages/admin/LeadView') },
  adminConsultations: { id: 'admin.consultations', layout: 'admin', load: () => import('./pages/admin/Consultations') },
  adminAvailability: { id: 'admin.availability', layout: 'admin', guards: ['role:adviser'], load: () => import('./pages/admin/Availability') },
  adminWidgets: { id: 'admin.widgets', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Widgets') },
  adminWidgetAdd: { id: 'admin.widgets.add', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/WidgetEdit') },
  adminWidget: { id: 'admin.widgets.edit', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/WidgetEdit') },
  adminBlog: { id: 'admin.blog', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Blog') },
  adminBlogAdd: { id: 'admin.blog.add', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/BlogEdit') },
  adminBlogPost: { id: 'admin.blog.edit', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/BlogEdit') },
  adminGalleries: { id: 'admin.galleries', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Galleries') },
  adminGalleryAdd: { id: 'admin.galleries.add', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/GalleryEdit') },
  adminGallery: { id: 'admin.galleries.edit', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/GalleryEdit') },
  adminTestimonials: { id: 'admin.testimonials', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Testimonials') },
  adminTestimonialAdd: { id: 'admin.testimonials.add', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/TestimonialEdit') },
  adminTestimonial: { id: 'admin.testimonials.edit', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/TestimonialEdit') },
  adminStudyCountries: { id: 'admin.studycountries', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/StudyCountries') },
  adminStudyCountryAdd: { id: 'admin.studycountries.add', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/StudyCountryEdit') },
  adminStudyCountry: { id: 'admin.studycountries.edit', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/StudyCountryEdit') },
  adminInstitutions: { id: 'admin.institutions', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Institutions') },
  adminInstitutionAdd: { id: 'admin.institutions.add', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/InstitutionEdit') },
  adminInstitution: { id: 'admin.institutions.edit', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/InstitutionEdit') },
  adminMessages: { id: 'admin.messages', layout: 'admin', load: () => import('./pages/admin/Messages') },
  adminMessage: { id: 'admin.messages.view', layout: 'admin', load: () => import('./pages/admin/MessageView') },
  adminServices: { id: 'admin.services', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Services') },
  adminServiceAdd: { id: 'admin.services.add', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/ServiceEdit') },
  adminService: { id: 'admin.services.edit', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/ServiceEdit') },
  adminAudit: { id: 'admin.audit', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Audit') },
  adminCommission: { id: 'admin.commission', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Commission') },
} satisfies Screens;
