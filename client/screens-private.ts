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
  login: { id: 'login', title: 'Sign in', guards: ['guest'], load: () => import('./pages/auth/Login') },
  register: { id: 'register', title: 'Register', guards: ['guest'], load: () => import('./pages/auth/Register') },
  passwordRequest: { id: 'password.request', title: 'Reset password', guards: ['guest'], layout: 'plain', load: () => import('./pages/auth/PasswordRequest') },
  passwordReset: { id: 'password.reset', title: 'Choose a new password', guards: ['guest'], layout: 'plain', load: () => import('./pages/auth/PasswordReset') },
  emailVerify: { id: 'email.verify', title: 'Confirm your e-mail address', layout: 'plain', load: () => import('./pages/auth/EmailVerify') },
  emailConfirm: { id: 'email.confirm', title: 'Confirm your new e-mail address', layout: 'plain', load: () => import('./pages/auth/EmailConfirm') },

  // The student's account.
  account: { id: 'account', title: 'Account', load: () => import('./pages/account/AccountIndex') },
  accountProfile: { id: 'account.profile', title: 'Update Profile', guards: ['auth'], load: () => import('./pages/account/Profile') },
  accountPassword: { id: 'account.password', title: 'Change Password', guards: ['auth'], load: () => import('./pages/account/Password') },
  accountSecurity: { id: 'account.security', title: 'Security', guards: ['auth'], load: () => import('./pages/account/Security') },
  accountDocuments: { id: 'account.documents', title: 'Upload Documents', guards: ['auth'], load: () => import('./pages/account/Documents') },
  accountApplications: { id: 'account.applications', title: 'Applications', guards: ['auth', 'role:user'], load: () => import('./pages/account/Applications') },
  accountMessages: { id: 'account.messages', title: 'Messages', guards: ['auth', 'role:user'], load: () => import('./pages/account/Messages') },
  accountPrivacy: { id: 'account.privacy', title: 'Your data', guards: ['auth'], load: () => import('./pages/account/Privacy') },
  accountRestore: { id: 'account.restore', title: 'Restore your account', layout: 'plain', load: () => import('./pages/account/Restore') },

  // The administration portal (its layout lets staff in: `auth`, `role:admin,adviser`, `staff-mfa`; client/routes-private.tsx).
  admin: { id: 'admin', title: 'Dashboard', layout: 'admin', load: () => import('./pages/admin/Dashboard') },
  adminUsers: { id: 'admin.users', title: 'Users', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Users') },
  adminUserAdd: { id: 'admin.users.add', title: 'Add user', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/UserAdd') },
  adminUser: { id: 'admin.users.view', title: 'User', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/UserView') },
  adminDocuments: { id: 'admin.documents', title: 'Documents', layout: 'admin', load: () => import('./pages/admin/Documents') },
  adminStudents: { id: 'admin.students', title: 'Students', layout: 'admin', load: () => import('./pages/admin/Students') },
  adminStudent: { id: 'admin.students.view', title: 'Student', layout: 'admin', load: () => import('./pages/admin/StudentView') },
  adminApplications: { id: 'admin.applications', title: 'Applications', layout: 'admin', load: () => import('./pages/admin/Applications') },
  adminWidgets: { id: 'admin.widgets', title: 'Widgets', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Widgets') },
  adminWidgetAdd: { id: 'admin.widgets.add', title: 'Add widget', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/WidgetEdit') },
  adminWidget: { id: 'admin.widgets.edit', title: 'Edit widget', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/WidgetEdit') },
  adminBlog: { id: 'admin.blog', title: 'Blog', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Blog') },
  adminBlogAdd: { id: 'admin.blog.add', title: 'Add post', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/BlogEdit') },
  adminBlogPost: { id: 'admin.blog.edit', title: 'Edit post', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/BlogEdit') },
  adminGalleries: { id: 'admin.galleries', title: 'Galleries', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Galleries') },
  adminGalleryAdd: { id: 'admin.galleries.add', title: 'Add gallery', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/GalleryEdit') },
  adminGallery: { id: 'admin.galleries.edit', title: 'Edit gallery', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/GalleryEdit') },
  adminTestimonials: { id: 'admin.testimonials', title: 'Testimonials', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Testimonials') },
  adminTestimonialAdd: { id: 'admin.testimonials.add', title: 'Add testimonial', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/TestimonialEdit') },
  adminTestimonial: { id: 'admin.testimonials.edit', title: 'Edit testimonial', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/TestimonialEdit') },
  adminStudyCountries: { id: 'admin.studycountries', title: 'Study Countries', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/StudyCountries') },
  adminStudyCountryAdd: { id: 'admin.studycountries.add', title: 'Add study country', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/StudyCountryEdit') },
  adminStudyCountry: { id: 'admin.studycountries.edit', title: 'Edit study country', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/StudyCountryEdit') },
  adminInstitutions: { id: 'admin.institutions', title: 'Institutions', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Institutions') },
  adminInstitutionAdd: { id: 'admin.institutions.add', title: 'Add institution', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/InstitutionEdit') },
  adminInstitution: { id: 'admin.institutions.edit', title: 'Edit institution', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/InstitutionEdit') },
  adminMessages: { id: 'admin.messages', title: 'Messages', layout: 'admin', load: () => import('./pages/admin/Messages') },
  adminMessage: { id: 'admin.messages.view', title: 'Message', layout: 'admin', load: () => import('./pages/admin/MessageView') },
  adminServices: { id: 'admin.services', title: 'Services', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Services') },
  adminServiceAdd: { id: 'admin.services.add', title: 'Add service', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/ServiceEdit') },
  adminService: { id: 'admin.services.edit', title: 'Edit service', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/ServiceEdit') },
  adminAudit: { id: 'admin.audit', title: 'Audit log', layout: 'admin', guards: ADMIN_ONLY, load: () => import('./pages/admin/Audit') },
} satisfies Screens;
