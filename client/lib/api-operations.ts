// Made by `npm run api:generate` from the API table (server/api.ts, decision 0041): do not edit. The browser's client
// (client/lib/http.ts) builds a method per operation from it; test/unit/api-description.test.ts checks it is current.
// Only the methods and paths are values: the schemas are named for their types and never bundled.
import type * as z from 'zod';
import type * as answers from '../../shared/schemas/answers';
import type * as apiInputs from '../../shared/schemas/api-inputs';
import type * as audit from '../../shared/schemas/audit';
import type * as auditAnswers from '../../shared/schemas/audit.answers';
import type * as auth from '../../shared/schemas/auth';
import type * as authAnswers from '../../shared/schemas/auth.answers';
import type * as commission from '../../shared/schemas/commission';
import type * as commissionAnswers from '../../shared/schemas/commission.answers';
import type * as content from '../../shared/schemas/content';
import type * as contentAnswers from '../../shared/schemas/content.answers';
import type * as documents from '../../shared/schemas/documents';
import type * as documentsAnswers from '../../shared/schemas/documents.answers';
import type * as leads from '../../shared/schemas/leads';
import type * as leadsAnswers from '../../shared/schemas/leads.answers';
import type * as lists from '../../shared/schemas/lists';
import type * as locales from '../../shared/schemas/locales';
import type * as localesAnswers from '../../shared/schemas/locales.answers';
import type * as plan from '../../shared/schemas/plan';
import type * as planAnswers from '../../shared/schemas/plan.answers';
import type * as privacy from '../../shared/schemas/privacy';
import type * as privacyAnswers from '../../shared/schemas/privacy.answers';
import type * as profile from '../../shared/profile';
import type * as resources from '../../shared/resources';
import type * as study from '../../shared/schemas/study';
import type * as studyAnswers from '../../shared/schemas/study.answers';
import type * as users from '../../shared/schemas/users';
import type * as usersAnswers from '../../shared/schemas/users.answers';
import type * as workflow from '../../shared/schemas/workflow';
import type * as workflowAnswers from '../../shared/schemas/workflow.answers';

/** Each operation's method and path, by its name in the API table. */
export const OPERATIONS = {
  login: 'POST /api/login',
  loginMfa: 'POST /api/login/mfa',
  register: 'POST /api/register',
  verifyEmail: 'POST /api/email/verify',
  resendVerification: 'POST /api/email/resend',
  confirmEmail: 'POST /api/email/confirm',
  logout: 'POST /api/logout',
  currentUser: 'GET /api/user',
  requestPasswordReset: 'POST /api/password/email',
  resetPassword: 'POST /api/password/reset',
  startOAuth: 'POST /api/oauth/{provider}',
  oauthCallback: 'GET /api/oauth/{provider}/callback',
  widgets: 'GET /api/widgets',
  widget: 'GET /api/widgets/{name}',
  galleries: 'GET /api/galleries',
  gallery: 'GET /api/galleries/{id}',
  testimonials: 'GET /api/testimonials',
  blog: 'GET /api/blog',
  blogPost: 'GET /api/blog/{slug}',
  services: 'GET /api/services',
  service: 'GET /api/services/{slug}',
  countries: 'GET /api/study-countries',
  countryPage: 'GET /api/study-countries/{slug}',
  institutions: 'GET /api/institutions',
  contact: 'POST /api/contact',
  fitCheck: 'POST /api/fit-check',
  updateProfile: 'PATCH /api/settings/profile',
  changePassword: 'PATCH /api/settings/password',
  resendPendingEmail: 'POST /api/settings/pending-email/resend',
  cancelPendingEmail: 'DELETE /api/settings/pending-email',
  sessions: 'GET /api/settings/sessions',
  endSession: 'DELETE /api/settings/sessions/{id}',
  endOtherSessions: 'DELETE /api/settings/sessions',
  beginMfa: 'POST /api/settings/mfa',
  confirmMfa: 'POST /api/settings/mfa/confirm',
  newRecoveryCodes: 'POST /api/settings/mfa/recovery-codes',
  disableMfa: 'DELETE /api/settings/mfa',
  myDocuments: 'GET /api/account/documents',
  uploadDocument: 'POST /api/account/documents',
  uploadDocumentVersion: 'POST /api/account/documents/{id}/versions',
  downloadMyDocument: 'GET /api/account/documents/{id}/download',
  deleteMyDocument: 'DELETE /api/account/documents/{id}',
  checklists: 'GET /api/account/checklists',
  exportMyData: 'GET /api/account/export',
  requestAccountDeletion: 'DELETE /api/account',
  restoreAccount: 'POST /api/account/restore',
  myApplications: 'GET /api/account/applications',
  addMyApplication: 'POST /api/account/applications',
  replyToOffer: 'POST /api/account/applications/{id}/reply',
  myPlan: 'GET /api/account/plan',
  myPlanFeed: 'GET /api/account/plan.ics',
  renewPlanFeedKey: 'POST /api/account/plan/calendar-key',
  updateMyTask: 'PATCH /api/account/tasks/{id}',
  removeMyApplication: 'DELETE /api/account/applications/{id}',
  myThread: 'GET /api/account/messages',
  sendMyMessage: 'POST /api/account/messages',
  readMyMessages: 'POST /api/account/messages/read',
  myUnread: 'GET /api/account/unread',
  staffAdvisers: 'GET /api/staff/advisers',
  staffDashboard: 'GET /api/staff/dashboard',
  staffUnread: 'GET /api/staff/unread',
  staffStudents: 'GET /api/staff/students',
  staffStudent: 'GET /api/staff/students/{id}',
  staffStudentPlan: 'GET /api/staff/students/{id}/plan',
  addStudentTask: 'POST /api/staff/students/{id}/tasks',
  updateTask: 'PATCH /api/staff/tasks/{id}',
  deleteTask: 'DELETE /api/staff/tasks/{id}',
  setDocumentExpiry: 'PATCH /api/staff/documents/{id}',
  staffThread: 'GET /api/staff/students/{id}/messages',
  sendStudentMessage: 'POST /api/staff/students/{id}/messages',
  readStudentMessages: 'POST /api/staff/students/{id}/messages/read',
  addStudentApplication: 'POST /api/staff/students/{id}/applications',
  staffApplications: 'GET /api/staff/applications',
  staffBoard: 'GET /api/staff/board',
  updateApplication: 'PATCH /api/staff/applications/{id}',
  staffLeads: 'GET /api/staff/leads',
  reassignLeads: 'POST /api/staff/leads/reassign',
  staffLead: 'GET /api/staff/leads/{id}',
  updateLead: 'PATCH /api/staff/leads/{id}',
  inviteLead: 'POST /api/staff/leads/{id}/invite',
  staffFunnel: 'GET /api/staff/funnel',
  adminDashboard: 'GET /api/admin/dashboard',
  adminUsers: 'GET /api/admin/users',
  createUser: 'POST /api/admin/users',
  adminUser: 'GET /api/admin/users/{id}',
  updateUser: 'PATCH /api/admin/users/{id}',
  disableUser: 'POST /api/admin/users/{id}/disable',
  enableUser: 'POST /api/admin/users/{id}/enable',
  deleteUser: 'DELETE /api/admin/users/{id}',
  adminUserDocuments: 'GET /api/admin/users/{id}/documents',
  adminDocuments: 'GET /api/admin/documents',
  downloadDocument: 'GET /api/admin/documents/{id}/download',
  previewDocument: 'GET /api/admin/documents/{id}/preview',
  approveDocument: 'POST /api/admin/documents/{id}/approve',
  rejectDocument: 'POST /api/admin/documents/{id}/reject',
  uploadImage: 'POST /api/admin/images',
  adminWidgets: 'GET /api/admin/widgets',
  createWidget: 'POST /api/admin/widgets',
  adminWidget: 'GET /api/admin/widgets/{id}',
  updateWidget: 'PUT /api/admin/widgets/{id}',
  deleteWidget: 'DELETE /api/admin/widgets/{id}',
  widgetRevisions: 'GET /api/admin/widgets/{id}/revisions',
  restoreWidgetRevision: 'POST /api/admin/widgets/{id}/revisions/{revision}/restore',
  reorderServices: 'PUT /api/admin/services/order',
  adminServices: 'GET /api/admin/services',
  createService: 'POST /api/admin/services',
  adminService: 'GET /api/admin/services/{id}',
  updateService: 'PUT /api/admin/services/{id}',
  deleteService: 'DELETE /api/admin/services/{id}',
  serviceRevisions: 'GET /api/admin/services/{id}/revisions',
  restoreServiceRevision: 'POST /api/admin/services/{id}/revisions/{revision}/restore',
  adminPosts: 'GET /api/admin/blog',
  createPost: 'POST /api/admin/blog',
  adminPost: 'GET /api/admin/blog/{id}',
  updatePost: 'PUT /api/admin/blog/{id}',
  deletePost: 'DELETE /api/admin/blog/{id}',
  postRevisions: 'GET /api/admin/blog/{id}/revisions',
  restorePostRevision: 'POST /api/admin/blog/{id}/revisions/{revision}/restore',
  reorderTestimonials: 'PUT /api/admin/testimonials/order',
  adminTestimonials: 'GET /api/admin/testimonials',
  createTestimonial: 'POST /api/admin/testimonials',
  adminTestimonial: 'GET /api/admin/testimonials/{id}',
  updateTestimonial: 'PUT /api/admin/testimonials/{id}',
  deleteTestimonial: 'DELETE /api/admin/testimonials/{id}',
  reorderGalleries: 'PUT /api/admin/galleries/order',
  adminGalleries: 'GET /api/admin/galleries',
  createGallery: 'POST /api/admin/galleries',
  adminGallery: 'GET /api/admin/galleries/{id}',
  updateGallery: 'PUT /api/admin/galleries/{id}',
  deleteGallery: 'DELETE /api/admin/galleries/{id}',
  addGalleryImage: 'POST /api/admin/galleries/{id}/images',
  reorderGalleryImages: 'PUT /api/admin/galleries/{id}/images/order',
  updateGalleryImage: 'PATCH /api/admin/galleries/{id}/images/{imageId}',
  rotateGalleryImage: 'POST /api/admin/galleries/{id}/images/{imageId}/rotate',
  removeGalleryImage: 'DELETE /api/admin/galleries/{id}/images/{imageId}',
  reorderCountries: 'PUT /api/admin/study-countries/order',
  adminCountries: 'GET /api/admin/study-countries',
  createCountry: 'POST /api/admin/study-countries',
  adminCountry: 'GET /api/admin/study-countries/{id}',
  updateCountry: 'PUT /api/admin/study-countries/{id}',
  deleteCountry: 'DELETE /api/admin/study-countries/{id}',
  countryRevisions: 'GET /api/admin/study-countries/{id}/revisions',
  restoreCountryRevision: 'POST /api/admin/study-countries/{id}/revisions/{revision}/restore',
  adminInstitutions: 'GET /api/admin/institutions',
  createInstitution: 'POST /api/admin/institutions',
  adminInstitution: 'GET /api/admin/institutions/{id}',
  updateInstitution: 'PUT /api/admin/institutions/{id}',
  deleteInstitution: 'DELETE /api/admin/institutions/{id}',
  adminMessages: 'GET /api/admin/messages',
  adminMessage: 'GET /api/admin/messages/{id}',
  setMessageHandled: 'PATCH /api/admin/messages/{id}',
  adminAudit: 'GET /api/admin/audit',
  adminLocales: 'GET /api/admin/locales',
  updateLocales: 'PUT /api/admin/locales',
  adminAgreements: 'GET /api/admin/agreements',
  createAgreement: 'POST /api/admin/agreements',
  updateAgreement: 'PATCH /api/admin/agreements/{id}',
  deleteAgreement: 'DELETE /api/admin/agreements/{id}',
  adminReceivables: 'GET /api/admin/receivables',
  updateReceivable: 'PATCH /api/admin/receivables/{id}',
  invoiceReceivable: 'POST /api/admin/receivables/{id}/invoice',
  downloadInvoice: 'GET /api/admin/invoices/{number}.pdf',
  commissionReport: 'GET /api/admin/commission/report',
  consultationSlots: 'GET /api/consultations/slots',
  bookConsultation: 'POST /api/consultations',
  consultation: 'GET /api/consultations/{token}',
  cancelConsultation: 'POST /api/consultations/{token}/cancel',
  rescheduleConsultation: 'POST /api/consultations/{token}/reschedule',
  forgetConsultation: 'POST /api/consultations/{token}/forget',
  staffAvailability: 'GET /api/staff/availability',
  updateStaffAvailability: 'PUT /api/staff/availability',
  staffConsultations: 'GET /api/staff/consultations',
  updateStaffConsultation: 'PATCH /api/staff/consultations/{id}',
  openApi: 'GET /api/openapi.json',
} as const;

/** What each operation reads (its body or query) and answers (`null`: nothing; `unknown`: a file or a page; a JSON answer that can also be a file is its JSON). */
export interface OperationTypes {
  login: { body: z.input<typeof auth.loginSchema>; answer: z.output<typeof authAnswers.signInAnswerSchema> };
  loginMfa: { body: z.input<typeof auth.mfaLoginSchema>; answer: z.output<typeof authAnswers.loginResultSchema> };
  register: { body: z.input<typeof auth.registerSchema>; answer: z.output<typeof answers.statusAnswerSchema> };
  verifyEmail: { body: z.input<typeof auth.emailTokenSchema>; answer: z.output<typeof authAnswers.signInAnswerSchema> };
  resendVerification: { body: z.input<typeof auth.resendVerificationSchema>; answer: z.output<typeof answers.statusAnswerSchema> };
  confirmEmail: { body: z.input<typeof auth.emailTokenSchema>; answer: z.output<typeof usersAnswers.userSchema> };
  logout: { answer: null };
  currentUser: { answer: z.output<typeof usersAnswers.userSchema> };
  requestPasswordReset: { body: z.input<typeof auth.passwordEmailSchema>; answer: z.output<typeof answers.statusAnswerSchema> };
  resetPassword: { body: z.input<typeof auth.passwordResetSchema>; answer: z.output<typeof answers.statusAnswerSchema> };
  startOAuth: { body: z.input<typeof auth.oauthStartSchema>; answer: z.output<typeof authAnswers.oauthRedirectSchema> };
  oauthCallback: { answer: unknown };
  widgets: { query: z.input<typeof apiInputs.widgetNamesQuerySchema>; answer: z.output<typeof contentAnswers.widgetsByNameSchema> };
  widget: { query: z.input<typeof apiInputs.localeQuerySchema>; answer: z.output<typeof contentAnswers.widgetSchema> };
  galleries: { answer: z.output<typeof contentAnswers.galleryListSchema> };
  gallery: { query: z.input<typeof apiInputs.previewQuerySchema>; answer: z.output<typeof contentAnswers.galleryResultSchema> };
  testimonials: { query: z.input<typeof apiInputs.localeQuerySchema>; answer: z.output<typeof contentAnswers.testimonialListSchema> };
  blog: { query: z.input<typeof content.blogPageQuerySchema>; answer: z.output<typeof contentAnswers.pagedPostSummariesSchema> };
  blogPost: { query: z.input<typeof apiInputs.previewQuerySchema>; answer: z.output<typeof contentAnswers.postResultSchema> };
  services: { query: z.input<typeof apiInputs.servicesQuerySchema>; answer: z.output<typeof contentAnswers.serviceListSchema> };
  service: { query: z.input<typeof apiInputs.previewQuerySchema>; answer: z.output<typeof contentAnswers.serviceResultSchema> };
  countries: { query: z.input<typeof apiInputs.localeQuerySchema>; answer: z.output<typeof studyAnswers.countryListSchema> };
  countryPage: { query: z.input<typeof apiInputs.previewQuerySchema>; answer: z.output<typeof studyAnswers.countryPageResultSchema> };
  institutions: { query: z.input<typeof apiInputs.institutionsQuerySchema>; answer: z.output<typeof studyAnswers.institutionListSchema> };
  contact: { body: z.input<typeof study.contactSchema>; answer: z.output<typeof answers.statusAnswerSchema> | null };
  fitCheck: { body: z.input<typeof leads.fitCheckSchema>; answer: z.output<typeof studyAnswers.fitResultListSchema> };
  updateProfile: { body: z.input<typeof profile.profileSchema>; answer: z.output<typeof usersAnswers.userSchema> };
  changePassword: { body: z.input<typeof auth.changePasswordSchema>; answer: null };
  resendPendingEmail: { answer: z.output<typeof usersAnswers.userSchema> };
  cancelPendingEmail: { answer: z.output<typeof usersAnswers.userSchema> };
  sessions: { answer: z.output<typeof authAnswers.sessionListSchema> };
  endSession: { answer: null };
  endOtherSessions: { answer: null };
  beginMfa: { body: z.input<typeof auth.sudoSchema>; answer: z.output<typeof authAnswers.mfaSetupSchema> };
  confirmMfa: { body: z.input<typeof auth.mfaConfirmSchema>; answer: z.output<typeof authAnswers.recoveryCodesSchema> };
  newRecoveryCodes: { body: z.input<typeof auth.sudoSchema>; answer: z.output<typeof authAnswers.recoveryCodesSchema> };
  disableMfa: { body: z.input<typeof auth.mfaDisableSchema>; answer: null };
  myDocuments: { answer: z.output<typeof documentsAnswers.documentsOverviewSchema> };
  uploadDocument: { body: z.input<typeof documents.uploadFieldsSchema>; answer: z.output<typeof documentsAnswers.studentDocumentSchema> };
  uploadDocumentVersion: { answer: z.output<typeof documentsAnswers.studentDocumentSchema> };
  downloadMyDocument: { query: z.input<typeof documents.versionQuerySchema>; answer: unknown };
  deleteMyDocument: { answer: null };
  checklists: { answer: z.output<typeof studyAnswers.checklistListSchema> };
  exportMyData: { answer: unknown };
  requestAccountDeletion: { body: z.input<typeof privacy.deleteAccountSchema>; answer: z.output<typeof privacyAnswers.deletionRequestedSchema> };
  restoreAccount: { body: z.input<typeof auth.emailTokenSchema>; answer: z.output<typeof answers.statusAnswerSchema> };
  myApplications: { answer: z.output<typeof workflowAnswers.applicationListSchema> };
  addMyApplication: { body: z.input<typeof workflow.studentApplicationSchema>; answer: z.output<typeof workflowAnswers.applicationSchema> };
  replyToOffer: { body: z.input<typeof workflow.replySchema>; answer: z.output<typeof workflowAnswers.applicationSchema> };
  myPlan: { answer: z.output<typeof planAnswers.planSchema> };
  myPlanFeed: { query: z.input<typeof plan.calendarQuerySchema>; answer: unknown };
  renewPlanFeedKey: { answer: z.output<typeof planAnswers.calendarUrlSchema> };
  updateMyTask: { body: z.input<typeof plan.myTaskUpdateSchema>; answer: z.output<typeof planAnswers.planTaskSchema> };
  removeMyApplication: { answer: null };
  myThread: { answer: z.output<typeof workflowAnswers.threadSchema> };
  sendMyMessage: { body: z.input<typeof workflow.messageSchema>; answer: z.output<typeof workflowAnswers.messageSchema> };
  readMyMessages: { answer: null };
  myUnread: { answer: z.output<typeof workflowAnswers.unreadSchema> };
  staffAdvisers: { answer: z.output<typeof workflowAnswers.adviserLoadListSchema> };
  staffDashboard: { answer: z.output<typeof workflowAnswers.staffDashboardSchema> };
  staffUnread: { answer: z.output<typeof workflowAnswers.unreadSchema> };
  staffStudents: { query: z.input<typeof workflow.staffStudentsQuerySchema>; answer: z.output<typeof workflowAnswers.pagedStaffStudentsSchema> };
  staffStudent: { answer: z.output<typeof workflowAnswers.staffStudentFileSchema> };
  staffStudentPlan: { answer: z.output<typeof planAnswers.planSchema> };
  addStudentTask: { body: z.input<typeof plan.taskCreateSchema>; answer: z.output<typeof planAnswers.planTaskSchema> };
  updateTask: { body: z.input<typeof plan.taskUpdateSchema>; answer: z.output<typeof planAnswers.planTaskSchema> };
  deleteTask: { answer: null };
  setDocumentExpiry: { body: z.input<typeof plan.documentExpirySchema>; answer: z.output<typeof documentsAnswers.adminDocumentSchema> };
  staffThread: { answer: z.output<typeof workflowAnswers.threadSchema> };
  sendStudentMessage: { body: z.input<typeof workflow.messageSchema>; answer: z.output<typeof workflowAnswers.messageSchema> };
  readStudentMessages: { answer: null };
  addStudentApplication: { body: z.input<typeof workflow.staffApplicationSchema>; answer: z.output<typeof workflowAnswers.applicationSchema> };
  staffApplications: { query: z.input<typeof workflow.staffApplicationsQuerySchema>; answer: z.output<typeof workflowAnswers.pagedStaffApplicationsSchema> };
  staffBoard: { query: z.input<typeof workflow.staffBoardQuerySchema>; answer: z.output<typeof workflowAnswers.staffBoardSchema> };
  updateApplication: { body: z.input<typeof workflow.applicationUpdateSchema>; answer: z.output<typeof workflowAnswers.staffApplicationSchema> };
  staffLeads: { query: z.input<typeof leads.leadsQuerySchema>; answer: z.output<typeof leadsAnswers.pagedLeadsSchema> };
  reassignLeads: { body: z.input<typeof leads.leadReassignSchema>; answer: z.output<typeof leadsAnswers.reassignedSchema> };
  staffLead: { answer: z.output<typeof leadsAnswers.leadDetailSchema> };
  updateLead: { body: z.input<typeof leads.leadUpdateSchema>; answer: z.output<typeof leadsAnswers.leadDetailSchema> };
  inviteLead: { answer: z.output<typeof answers.statusAnswerSchema> };
  staffFunnel: { query: z.input<typeof leads.funnelQuerySchema>; answer: z.output<typeof leadsAnswers.funnelSchema> };
  adminDashboard: { answer: z.output<typeof usersAnswers.adminDashboardSchema> };
  adminUsers: { query: z.input<typeof lists.userListQuerySchema>; answer: z.output<typeof usersAnswers.pagedAdminUsersSchema> };
  createUser: { body: z.input<typeof users.adminCreateUserSchema>; answer: z.output<typeof usersAnswers.adminUserSchema> };
  adminUser: { answer: z.output<typeof usersAnswers.adminUserWithAdviserSchema> };
  updateUser: { body: z.input<typeof apiInputs.adminUserPatchSchema>; answer: z.output<typeof usersAnswers.adminUserWithAdviserSchema> };
  disableUser: { answer: z.output<typeof usersAnswers.adminUserSchema> };
  enableUser: { answer: z.output<typeof usersAnswers.adminUserSchema> };
  deleteUser: { answer: null };
  adminUserDocuments: { answer: z.output<typeof documentsAnswers.adminDocumentListSchema> };
  adminDocuments: { query: z.input<typeof documents.documentQueueQuerySchema>; answer: z.output<typeof documentsAnswers.pagedAdminDocumentsSchema> };
  downloadDocument: { query: z.input<typeof documents.versionQuerySchema>; answer: unknown };
  previewDocument: { query: z.input<typeof documents.versionQuerySchema>; answer: unknown };
  approveDocument: { body: z.input<typeof plan.approveDocumentSchema>; answer: z.output<typeof documentsAnswers.adminDocumentSchema> };
  rejectDocument: { body: z.input<typeof documents.rejectSchema>; answer: z.output<typeof documentsAnswers.adminDocumentSchema> };
  uploadImage: { answer: z.output<typeof contentAnswers.imageRefSchema> };
  adminWidgets: { query: z.input<typeof resources.widgetListQuery>; answer: z.output<typeof contentAnswers.pagedAdminWidgetsSchema> };
  createWidget: { body: z.input<typeof resources.widgetBody>; answer: z.output<typeof contentAnswers.adminWidgetSchema> };
  adminWidget: { answer: z.output<typeof contentAnswers.adminWidgetSchema> };
  updateWidget: { body: z.input<typeof resources.widgetBody>; answer: z.output<typeof contentAnswers.adminWidgetSchema> };
  deleteWidget: { answer: null };
  widgetRevisions: { answer: z.output<typeof contentAnswers.revisionsSchema> };
  restoreWidgetRevision: { answer: z.output<typeof contentAnswers.adminWidgetSchema> };
  reorderServices: { body: z.input<typeof content.reorderSchema>; answer: z.output<typeof contentAnswers.serviceListSchema> };
  adminServices: { query: z.input<typeof resources.serviceListQuery>; answer: z.output<typeof contentAnswers.pagedServicesSchema> };
  createService: { body: z.input<typeof resources.serviceBody>; answer: z.output<typeof contentAnswers.serviceSchema> };
  adminService: { answer: z.output<typeof contentAnswers.serviceSchema> };
  updateService: { body: z.input<typeof resources.serviceBody>; answer: z.output<typeof contentAnswers.serviceSchema> };
  deleteService: { answer: null };
  serviceRevisions: { answer: z.output<typeof contentAnswers.revisionsSchema> };
  restoreServiceRevision: { answer: z.output<typeof contentAnswers.serviceSchema> };
  adminPosts: { query: z.input<typeof resources.postListQuery>; answer: z.output<typeof contentAnswers.pagedAdminPostsSchema> };
  createPost: { body: z.input<typeof resources.postBody>; answer: z.output<typeof contentAnswers.adminPostSchema> };
  adminPost: { answer: z.output<typeof contentAnswers.adminPostSchema> };
  updatePost: { body: z.input<typeof resources.postBody>; answer: z.output<typeof contentAnswers.adminPostSchema> };
  deletePost: { answer: null };
  postRevisions: { answer: z.output<typeof contentAnswers.revisionsSchema> };
  restorePostRevision: { answer: z.output<typeof contentAnswers.adminPostSchema> };
  reorderTestimonials: { body: z.input<typeof content.reorderSchema>; answer: z.output<typeof contentAnswers.testimonialListSchema> };
  adminTestimonials: { query: z.input<typeof resources.testimonialListQuery>; answer: z.output<typeof contentAnswers.pagedTestimonialsSchema> };
  createTestimonial: { body: z.input<typeof resources.testimonialBody>; answer: z.output<typeof contentAnswers.testimonialSchema> };
  adminTestimonial: { answer: z.output<typeof contentAnswers.testimonialSchema> };
  updateTestimonial: { body: z.input<typeof resources.testimonialBody>; answer: z.output<typeof contentAnswers.testimonialSchema> };
  deleteTestimonial: { answer: null };
  reorderGalleries: { body: z.input<typeof content.reorderSchema>; answer: z.output<typeof contentAnswers.galleryListSchema> };
  adminGalleries: { query: z.input<typeof resources.galleryListQuery>; answer: z.output<typeof contentAnswers.pagedGalleriesSchema> };
  createGallery: { body: z.input<typeof resources.galleryBody>; answer: z.output<typeof contentAnswers.gallerySchema> };
  adminGallery: { answer: z.output<typeof contentAnswers.gallerySchema> };
  updateGallery: { body: z.input<typeof resources.galleryBody>; answer: z.output<typeof contentAnswers.gallerySchema> };
  deleteGallery: { answer: null };
  addGalleryImage: { body: z.input<typeof content.galleryImageSchema>; answer: z.output<typeof contentAnswers.gallerySchema> };
  reorderGalleryImages: { body: z.input<typeof content.reorderSchema>; answer: z.output<typeof contentAnswers.gallerySchema> };
  updateGalleryImage: { body: z.input<typeof content.galleryImageSchema>; answer: z.output<typeof contentAnswers.gallerySchema> };
  rotateGalleryImage: { body: z.input<typeof content.rotateSchema>; answer: z.output<typeof contentAnswers.gallerySchema> };
  removeGalleryImage: { answer: z.output<typeof contentAnswers.gallerySchema> };
  reorderCountries: { body: z.input<typeof content.reorderSchema>; answer: z.output<typeof studyAnswers.adminCountryListSchema> };
  adminCountries: { query: z.input<typeof resources.countryListQuery>; answer: z.output<typeof studyAnswers.pagedCountriesSchema> };
  createCountry: { body: z.input<typeof resources.countryBody>; answer: z.output<typeof studyAnswers.countrySchema> };
  adminCountry: { answer: z.output<typeof studyAnswers.countrySchema> };
  updateCountry: { body: z.input<typeof resources.countryBody>; answer: z.output<typeof studyAnswers.countrySchema> };
  deleteCountry: { answer: null };
  countryRevisions: { answer: z.output<typeof contentAnswers.revisionsSchema> };
  restoreCountryRevision: { answer: z.output<typeof studyAnswers.countrySchema> };
  adminInstitutions: { query: z.input<typeof resources.institutionListQuery>; answer: z.output<typeof studyAnswers.pagedInstitutionsSchema> };
  createInstitution: { body: z.input<typeof resources.institutionBody>; answer: z.output<typeof studyAnswers.institutionSchema> };
  adminInstitution: { answer: z.output<typeof studyAnswers.institutionSchema> };
  updateInstitution: { body: z.input<typeof resources.institutionBody>; answer: z.output<typeof studyAnswers.institutionSchema> };
  deleteInstitution: { answer: null };
  adminMessages: { query: z.input<typeof study.messageListQuerySchema>; answer: z.output<typeof studyAnswers.pagedContactMessagesSchema> };
  adminMessage: { answer: z.output<typeof studyAnswers.contactMessageSchema> };
  setMessageHandled: { body: z.input<typeof study.handledSchema>; answer: z.output<typeof studyAnswers.contactMessageSchema> };
  adminAudit: { query: z.input<typeof audit.auditQuerySchema>; answer: z.output<typeof auditAnswers.pagedAuditEntriesSchema> };
  adminLocales: { answer: z.output<typeof localesAnswers.localeSettingsSchema> };
  updateLocales: { body: z.input<typeof locales.localesUpdateSchema>; answer: z.output<typeof localesAnswers.localeSettingsSchema> };
  adminAgreements: { query: z.input<typeof commission.agreementsQuerySchema>; answer: z.output<typeof commissionAnswers.pagedAgreementsSchema> };
  createAgreement: { body: z.input<typeof commission.agreementSchema>; answer: z.output<typeof commissionAnswers.agreementAnswerSchema> };
  updateAgreement: { body: z.input<typeof commission.agreementPatchSchema>; answer: z.output<typeof commissionAnswers.agreementAnswerSchema> };
  deleteAgreement: { answer: null };
  adminReceivables: { query: z.input<typeof commission.receivablesQuerySchema>; answer: z.output<typeof commissionAnswers.pagedReceivablesSchema> };
  updateReceivable: { body: z.input<typeof commission.receivableUpdateSchema>; answer: z.output<typeof commissionAnswers.receivableSchema> };
  invoiceReceivable: { answer: z.output<typeof commissionAnswers.invoiceIssuedSchema> };
  downloadInvoice: { answer: unknown };
  commissionReport: { query: z.input<typeof commission.reportQuerySchema>; answer: z.output<typeof commissionAnswers.commissionReportSchema> };
  consultationSlots: { query: z.input<typeof leads.slotsQuerySchema>; answer: z.output<typeof leadsAnswers.slotListSchema> };
  bookConsultation: { body: z.input<typeof leads.bookingSchema>; answer: z.output<typeof leadsAnswers.bookingCreatedSchema> };
  consultation: { answer: z.output<typeof leadsAnswers.bookingSchema> };
  cancelConsultation: { answer: z.output<typeof leadsAnswers.bookingSchema> };
  rescheduleConsultation: { body: z.input<typeof leads.rescheduleSchema>; answer: z.output<typeof leadsAnswers.bookingSchema> };
  forgetConsultation: { answer: null };
  staffAvailability: { answer: z.output<typeof leadsAnswers.availabilitySchema> };
  updateStaffAvailability: { body: z.input<typeof leads.availabilitySchema>; answer: z.output<typeof leadsAnswers.availabilitySchema> };
  staffConsultations: { query: z.input<typeof leads.staffConsultationsQuerySchema>; answer: z.output<typeof leadsAnswers.staffConsultationListSchema> };
  updateStaffConsultation: { body: z.input<typeof leads.consultationUpdateSchema>; answer: z.output<typeof leadsAnswers.staffConsultationSchema> };
  openApi: { answer: z.output<typeof answers.openApiDocumentSchema> };
}
