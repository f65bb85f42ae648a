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
  login: { id: 'login', title: 'title.login', guards: ['guest'], load: () => import('./pages/auth/Login') },
  register: { id: 'register', title: 'title.register', guards: ['guest'], load: () => import('./pages/auth/Register') },
  passwordRequest: { id: 'password.request', title: 'title.passwordRequest', guards: ['guest'], layout: 'plain', load: () => import('./pages/auth/PasswordRequest') },
  passwordReset: { id: 'password.reset', title: 'title.passwordReset', guards: ['guest'], layout: 'plain', load: () => import('./pages/auth/PasswordReset') },
  emailVerify: { id: 'email.verify', title: 'title.emailVerify', layout: 'plain', load: () => import('./pages/auth/EmailVerify') },
  emailConfirm: { id: 'email.confirm', title: 'title.emailConfirm', layout: 'plain', load: () => import('./pages/auth/EmailConfirm') },

  // The student's account.
  account: { id: 'account', title: 'title.account', load: () => import('./pages/account/AccountIndex') },
  accountProfile: { id: 'account.profile', title: 'title.accountProfile', guards: ['auth'], load: () => import('./pages/account/Profile') },
  accountPassword: { id: 'account.password', title: 'title.accountPassword', guards: ['auth'], load: () => import('./pages/account/Password') },
  accountSecurity: { id: 'account.security', title: 'title.accountSecurity', guards: ['auth'], load: () => import('./pages/account/Security') },
  accountDocuments: { id: 'account.documents', title: 'title.accountDocuments', guards: ['auth'], load: () => import('./pages/account/Documents') },
  accountApplications: { id: 'account.applications', title: 'title.accountApplications', guards: ['auth', 'role:user'], load: () => import('./pages/account/Applications') },
  accountMessages: { id: 'account.messages', title: 'title.accountMessages', guards: ['auth', 'role:user'], load: () => import('./pages/account/Messages') },
  accountPrivacy: { id: 'account.privacy', title: 'title.accountPrivacy', guards: ['auth'], load: () => import('./pages/account/Privacy') },
  accountRestore: { id: 'account.restore', title: 'title.accountRestore', layout: 'plain', load: () => import('./pages/account/Restore') },

  // The administration portal (its layout lets staff in: `auth`, `role:admin,adviser`, `staff-mfa`; client/routes-private.tsx).
  admin: { id: 'admin', title: 'title.admin', layout: 'admin', load: () => import('./pages/admin/Dashboard') },
  adminUsers: { id: 'admin.users', title: 'title.adminUsers', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Users') },
  adminUserAdd: { id: 'admin.users.add', title: 'title.adminUserAdd', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/UserAdd') },
  adminUser: { id: 'admin.users.view', title: 'title.adminUser', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/UserView') },
  adminDocuments: { id: 'admin.documents', title: 'title.adminDocuments', layout: 'admin', load: () => import('./pages/admin/Documents') },
  adminStudents: { id: 'admin.students', title: 'title.adminStudents', layout: 'admin', load: () => import('./pages/admin/Students') },
  adminStudent: { id: 'admin.students.view', title: 'title.adminStudent', layout: 'admin', load: () => import('./pages/admin/StudentView') },
  adminApplications: { id: 'admin.applications', title: 'title.adminApplications', layout: 'admin', load: () => import('./pages/admin/Applications') },
  adminWidgets: { id: 'admin.widgets', title: 'title.adminWidgets', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Widgets') },
  adminWidgetAdd: { id: 'admin.widgets.add', title: 'title.adminWidgetAdd', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/WidgetEdit') },
  adminWidget: { id: 'admin.widgets.edit', title: 'title.adminWidget', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/WidgetEdit') },
  adminBlog: { id: 'admin.blog', title: 'title.adminBlog', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Blog') },
  adminBlogAdd: { id: 'admin.blog.add', title: 'title.adminBlogAdd', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/BlogEdit') },
  adminBlogPost: { id: 'admin.blog.edit', title: 'title.adminBlogPost', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/BlogEdit') },
  adminGalleries: { id: 'admin.galleries', title: 'title.adminGalleries', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Galleries') },
  adminGalleryAdd: { id: 'admin.galleries.add', title: 'title.adminGalleryAdd', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/GalleryEdit') },
  adminGallery: { id: 'admin.galleries.edit', title: 'title.adminGallery', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/GalleryEdit') },
  adminTestimonials: { id: 'admin.testimonials', title: 'title.adminTestimonials', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Testimonials') },
  adminTestimonialAdd: { id: 'admin.testimonials.add', title: 'title.adminTestimonialAdd', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/TestimonialEdit') },
  adminTestimonial: { id: 'admin.testimonials.edit', title: 'title.adminTestimonial', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/TestimonialEdit') },
  adminStudyCountries: { id: 'admin.studycountries', title: 'title.adminStudyCountries', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/StudyCountries') },
  adminStudyCountryAdd: { id: 'admin.studycountries.add', title: 'title.adminStudyCountryAdd', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/StudyCountryEdit') },
  adminStudyCountry: { id: 'admin.studycountries.edit', title: 'title.adminStudyCountry', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/StudyCountryEdit') },
  adminInstitutions: { id: 'admin.institutions', title: 'title.adminInstitutions', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Institutions') },
  adminInstitutionAdd: { id: 'admin.institutions.add', title: 'title.adminInstitutionAdd', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/InstitutionEdit') },
  adminInstitution: { id: 'admin.institutions.edit', title: 'title.adminInstitution', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/InstitutionEdit') },
  adminMessages: { id: 'admin.messages', title: 'title.adminMessages', layout: 'admin', load: () => import('./pages/admin/Messages') },
  adminMessage: { id: 'admin.messages.view', title: 'title.adminMessage', layout: 'admin', load: () => import('./pages/admin/MessageView') },
  adminServices: { id: 'admin.services', title: 'title.adminServices', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Services') },
  adminServiceAdd: { id: 'admin.services.add', title: 'title.adminServiceAdd', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/ServiceEdit') },
  adminService: { id: 'admin.services.edit', title: 'title.adminService', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/ServiceEdit') },
  adminAudit: { id: 'admin.audit', title: 'title.adminAudit', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Audit') },
} satisfies Screens;
