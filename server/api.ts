// THE API table: every endpoint, one row each under its operation's name, with its guard, what it reads (the zod
// schemas of its body and query) and what it answers (its answer schema per status), and its handler (decision 0041).
// Mount-level guards (/account, /admin, /staff) are applied before any row and checked against the rows below them.
// From this table: the routes (createApiRouter), the OpenAPI document at GET /api/openapi.json (server/openapi.ts), the
// reference docs/api.md and the browser's operations (client/lib/api-operations.ts), both written by
// `npm run api:generate` and checked by test/unit/api-description.test.ts.
import express, { type RequestHandler, type Router } from 'express';
import type * as z from 'zod';
import { authHandlers } from './features/auth/auth.routes';
import { auditHandlers } from './features/audit/audit.routes';
import { contentHandlers } from './features/content/content.routes';
import { documentHandlers } from './features/documents/documents.routes';
import { localesHandlers } from './features/locales/locales.routes';
import { oauthHandlers } from './features/oauth/oauth.routes';
import { privacyHandlers } from './features/privacy/privacy.routes';
import { studyHandlers } from './features/study/study.routes';
import { adminUserHandlers, settingsHandlers } from './features/users/users.routes';
import { workflowHandlers } from './features/workflow/workflow.routes';
import { consultationHandlers } from './features/consultations/consultations.routes';
import { leadsHandlers } from './features/leads/leads.routes';
import { planHandlers } from './features/plan/plan.routes';
import { commissionHandlers } from './features/commission/commission.routes';
import { cachePublic } from './http/cache-control';
import { fail } from './lib/errors';
import { type ApiGuard, guardMiddleware, requireAdminMfa } from './features/auth/guards';
import { IMAGE_MAX_BYTES, JSON_BODY_LIMIT } from './config';
import type { RouteDeps } from './route-deps';
import type { Services } from './services';
import { singleFileUpload } from './http/upload';
import { rememberOrigin } from './lib/audit';
import { buildApiDocument } from './openapi';
import { auditQuerySchema } from '../shared/schemas/audit';
import { localesUpdateSchema } from '../shared/schemas/locales';
import { localeSettingsSchema } from '../shared/schemas/locales.answers';
import {
  changePasswordSchema,
  emailTokenSchema,
  loginSchema,
  mfaConfirmSchema,
  mfaDisableSchema,
  mfaLoginSchema,
  oauthStartSchema,
  passwordEmailSchema,
  passwordResetSchema,
  registerSchema,
  resendVerificationSchema,
  sudoSchema,
} from '../shared/schemas/auth';
import { blogPageQuerySchema, galleryImageSchema, reorderSchema, rotateSchema } from '../shared/schemas/content';
import { documentQueueQuerySchema, rejectSchema, uploadFieldsSchema, versionQuerySchema } from '../shared/schemas/documents';
import { userListQuerySchema } from '../shared/schemas/lists';
import { deleteAccountSchema } from '../shared/schemas/privacy';
import { contactSchema, handledSchema, messageListQuerySchema } from '../shared/schemas/study';
import { profileSchema } from '../shared/profile';
import { adminCreateUserSchema } from '../shared/schemas/users';
import { approveDocumentSchema, documentExpirySchema, calendarQuerySchema, myTaskUpdateSchema, taskCreateSchema, taskUpdateSchema } from '../shared/schemas/plan';
import { calendarUrlSchema, planSchema, planTaskSchema } from '../shared/schemas/plan.answers';
import { agreementPatchSchema, agreementSchema as agreementBody, agreementsQuerySchema, receivablesQuerySchema, receivableUpdateSchema, reportQuerySchema } from '../shared/schemas/commission';
import { agreementAnswerSchema, commissionReportSchema, invoiceIssuedSchema, pagedAgreementsSchema, pagedReceivablesSchema, receivableSchema } from '../shared/schemas/commission.answers';
import { applicationUpdateSchema, messageSchema, replySchema, staffApplicationSchema, staffApplicationsQuerySchema, staffBoardQuerySchema, staffStudentsQuerySchema, studentApplicationSchema } from '../shared/schemas/workflow';
import { adminUserPatchSchema, institutionsQuerySchema, localeQuerySchema, previewQuerySchema, servicesQuerySchema, widgetNamesQuerySchema } from '../shared/schemas/api-inputs';
import {
  countryBody,
  countryListQuery,
  galleryBody,
  galleryListQuery,
  institutionBody,
  institutionListQuery,
  postBody,
  postListQuery,
  serviceBody,
  serviceListQuery,
  testimonialBody,
  testimonialListQuery,
  widgetBody,
  widgetListQuery,
} from '../shared/resources';
import { openApiDocumentSchema, statusAnswerSchema } from '../shared/schemas/answers';
import { availabilitySchema as availabilityBody, bookingSchema as bookingBody, consultationUpdateSchema, fitCheckSchema, funnelQuerySchema, leadReassignSchema, leadsQuerySchema, leadUpdateSchema, rescheduleSchema, slotsQuerySchema, staffConsultationsQuerySchema } from '../shared/schemas/leads';
import { availabilitySchema, bookingCreatedSchema, bookingSchema, funnelSchema, leadDetailSchema, pagedLeadsSchema, reassignedSchema, slotListSchema, staffConsultationListSchema, staffConsultationSchema } from '../shared/schemas/leads.answers';
import { pagedAuditEntriesSchema } from '../shared/schemas/audit.answers';
import { loginResultSchema, mfaSetupSchema, oauthRedirectSchema, recoveryCodesSchema, sessionListSchema, signInAnswerSchema } from '../shared/schemas/auth.answers';
import {
  adminPostSchema,
  adminWidgetSchema,
  galleryListSchema,
  galleryResultSchema,
  gallerySchema,
  imageRefSchema,
  pagedAdminPostsSchema,
  pagedAdminWidgetsSchema,
  pagedGalleriesSchema,
  pagedPostSummariesSchema,
  pagedServicesSchema,
  pagedTestimonialsSchema,
  postResultSchema,
  revisionsSchema,
  serviceListSchema,
  serviceResultSchema,
  serviceSchema,
  testimonialListSchema,
  testimonialSchema,
  widgetSchema,
  widgetsByNameSchema,
} from '../shared/schemas/content.answers';
import { adminDocumentListSchema, adminDocumentSchema, documentsOverviewSchema, pagedAdminDocumentsSchema, studentDocumentSchema } from '../shared/schemas/documents.answers';
import { deletionRequestedSchema } from '../shared/schemas/privacy.answers';
import {
  adminCountryListSchema,
  checklistListSchema,
  contactMessageSchema,
  countryListSchema,
  countryPageResultSchema,
  countrySchema,
  fitResultListSchema,
  institutionListSchema,
  institutionSchema,
  pagedContactMessagesSchema,
  pagedCountriesSchema,
  pagedInstitutionsSchema,
} from '../shared/schemas/study.answers';
import { adminDashboardSchema, adminUserSchema, adminUserWithAdviserSchema, pagedAdminUsersSchema, userSchema } from '../shared/schemas/users.answers';
import {
  adviserLoadListSchema,
  applicationListSchema,
  applicationSchema,
  messageSchema as messageAnswerSchema,
  pagedStaffApplicationsSchema,
  staffBoardSchema,
  pagedStaffStudentsSchema,
  staffApplicationSchema as staffApplicationAnswerSchema,
  staffDashboardSchema,
  staffStudentFileSchema,
  threadSchema,
  unreadSchema,
} from '../shared/schemas/workflow.answers';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The success statuses an endpoint answers with. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * What one success status carries: JSON described by a zod schema, nothing (`null`, a 204), or a file or page of
 * the media type named (a download, the data export, the OAuth popup's page); or JSON or, when the query asks for it,
 * the same as a file of another type (`{json, or}`: the funnel as CSV).
 */
export type Answer = z.ZodType | null | `${string}/${string}` | { json: z.ZodType; or: `${string}/${string}` };

let documentText: string | undefined;

/** The handlers of every feature, built once from the app's dependencies; rows pick theirs. */
function handlersOf(deps: RouteDeps<Services>) {
  const content = contentHandlers(deps);
  const workflow = workflowHandlers(deps);
  return {
    auth: authHandlers(deps),
    oauth: oauthHandlers(deps),
    settings: settingsHandlers(deps),
    users: adminUserHandlers(deps),
    documents: documentHandlers(deps),
    pub: content.public,
    cms: content.admin,
    study: studyHandlers(deps),
    audit: auditHandlers(deps),
    locales: localesHandlers(deps),
    privacy: privacyHandlers(deps),
    mine: workflow.account,
    staff: workflow.staff,
    consultations: consultationHandlers(deps),
    leads: leadsHandlers(deps),
    plan: planHandlers(deps),
    commission: commissionHandlers(deps),
    /** GET /api/openapi.json: the document made from this table, once per process. */
    openApi: ((_req, res) => {
      documentText ??= JSON.stringify(buildApiDocument(apiTable()));
      cachePublic(res).type('json').send(documentText);
    }) as RequestHandler,
  };
}
type Handlers = ReturnType<typeof handlersOf>;

export interface ApiRow {
  method: Method;
  /** Below /api, with Express's `:param`s. */
  path: string;
  guard: ApiGuard;
  /** One line for the reference: what the endpoint does. */
  summary: string;
  /** The JSON body (with `upload`: the multipart form's text fields). */
  body?: z.ZodType;
  /** The query string's parameters. */
  query?: z.ZodObject;
  /** A multipart upload of one file in the field `file`: a student's document, or an image for the site. */
  upload?: 'document' | 'image';
  /** The answer of each success status. */
  answer: Partial<Record<SuccessStatus, Answer>>;
  handler: (h: Handlers) => RequestHandler;
}

/** A row with its operation's name, as the table's readers (the router, the document, the tests) take it. */
export interface ApiRoute extends ApiRow {
  name: OperationName;
}

/**
 * Prefix → the guard every route under it needs, enforced at the mount, and the guards its rows may declare (each
 * at least as strict as the mount's). The portal's API opens for admins and advisers; each row says which.
 */
export const MOUNT_GUARDS: ReadonlyArray<readonly [string, ApiGuard, readonly ApiGuard[]]> = [
  ['/account', 'user', ['user', 'student']],
  ['/admin', 'staff', ['admin', 'staff']],
  ['/staff', 'staff', ['staff']],
];

/** Prefixes that ADMIN_MFA=required closes to staff without two-step sign-in. */
export const MFA_PREFIXES = ['/admin', '/staff'] as const;

/**
 * Routes below a guarded mount that are open all the same, each named here on purpose: restoring an account waiting
 * for its erasure is done signed out (the account is locked), with the link from the mail.
 */
export const OPEN_BELOW_MOUNTS: ReadonlyArray<readonly [Method, string]> = [
  ['post', '/account/restore'],
  // The plan's calendar feed: a phone's calendar fetches it with the key in its address and no session (decision 0047).
  ['get', '/account/plan.ics'],
];

const openBelowMount = (method: string, path: string) => OPEN_BELOW_MOUNTS.some(([m, p]) => m === method.toLowerCase() && p === path);

const FILE = 'application/octet-stream';

/**
 * The table. Rows are matched in this order (`PUT /admin/services/order` before `PUT /admin/services/:id`). An
 * admin list's rows (list, add, show, edit, delete, and the revisions of a record that keeps them) are written out
 * like any other, so that every path can be found as written.
 */
export const API = {
  login: { method: 'post', path: '/login', guard: 'guest', summary: 'Sign in with an e-mail address and a password (the first step when two-step sign-in is on).', body: loginSchema, answer: { 200: signInAnswerSchema }, handler: (h) => h.auth.login },
  loginMfa: { method: 'post', path: '/login/mfa', guard: 'guest', summary: 'The second step of a sign-in: a code from the app, or a recovery code.', body: mfaLoginSchema, answer: { 200: loginResultSchema }, handler: (h) => h.auth.loginMfa },
  register: { method: 'post', path: '/register', guard: 'guest', summary: 'Register; the account is made when the mailed link is followed. The same answer for a known address.', body: registerSchema, answer: { 201: statusAnswerSchema }, handler: (h) => h.auth.register },
  verifyEmail: { method: 'post', path: '/email/verify', guard: 'open', summary: 'Follow a registration link: the account is confirmed and signed in.', body: emailTokenSchema, answer: { 200: signInAnswerSchema }, handler: (h) => h.auth.verifyEmail },
  resendVerification: { method: 'post', path: '/email/resend', guard: 'open', summary: 'Send the registration link again. The same answer for every address.', body: resendVerificationSchema, answer: { 202: statusAnswerSchema }, handler: (h) => h.auth.resendVerification },
  confirmEmail: { method: 'post', path: '/email/confirm', guard: 'open', summary: 'Follow the link sent to a new address: the change takes effect.', body: emailTokenSchema, answer: { 200: userSchema }, handler: (h) => h.auth.confirmEmail },
  logout: { method: 'post', path: '/logout', guard: 'open', summary: 'Sign out: the session ends and its cookie is cleared.', answer: { 204: null }, handler: (h) => h.auth.logout },
  currentUser: { method: 'get', path: '/user', guard: 'user', summary: 'The signed-in user.', answer: { 200: userSchema }, handler: (h) => h.auth.user },
  requestPasswordReset: { method: 'post', path: '/password/email', guard: 'guest', summary: 'Mail a password reset link. The same answer for every address.', body: passwordEmailSchema, answer: { 200: statusAnswerSchema }, handler: (h) => h.auth.passwordEmail },
  resetPassword: { method: 'post', path: '/password/reset', guard: 'guest', summary: 'Set a new password with the mailed link’s token.', body: passwordResetSchema, answer: { 200: statusAnswerSchema }, handler: (h) => h.auth.passwordReset },
  // Guest-only for a sign-in; signed in for `{"intent":"reauth"}` (sudo mode): the handlers tell which.
  startOAuth: { method: 'post', path: '/oauth/:provider', guard: 'open', summary: 'Start a sign-in with a provider, or (signed in, `intent: reauth`) prove the session again: where to send the browser.', body: oauthStartSchema, answer: { 200: oauthRedirectSchema }, handler: (h) => h.oauth.start },
  oauthCallback: { method: 'get', path: '/oauth/:provider/callback', guard: 'open', summary: 'Where the provider sends the browser back: a page that reports to the window that opened it.', answer: { 200: 'text/html' }, handler: (h) => h.oauth.callback },

  widgets: { method: 'get', path: '/widgets', guard: 'open', summary: 'Several widgets by name; a missing one is null.', query: widgetNamesQuerySchema, answer: { 200: widgetsByNameSchema }, handler: (h) => h.pub.widgets },
  widget: { method: 'get', path: '/widgets/:name', guard: 'open', summary: 'A widget by name.', query: localeQuerySchema, answer: { 200: widgetSchema }, handler: (h) => h.pub.widget },
  galleries: { method: 'get', path: '/galleries', guard: 'open', summary: 'Visible galleries, in display order.', answer: { 200: galleryListSchema }, handler: (h) => h.pub.galleries },
  gallery: { method: 'get', path: '/galleries/:id', guard: 'open', summary: 'A gallery by id or address (an old address answers 301).', query: previewQuerySchema, answer: { 200: galleryResultSchema }, handler: (h) => h.pub.gallery },
  testimonials: { method: 'get', path: '/testimonials', guard: 'open', summary: 'Testimonials, in display order.', query: localeQuerySchema, answer: { 200: testimonialListSchema }, handler: (h) => h.pub.testimonials },
  blog: { method: 'get', path: '/blog', guard: 'open', summary: 'Published posts, newest first, a page at a time.', query: blogPageQuerySchema, answer: { 200: pagedPostSummariesSchema }, handler: (h) => h.pub.blog },
  blogPost: { method: 'get', path: '/blog/:slug', guard: 'open', summary: 'A post by address (an old address answers 301).', query: previewQuerySchema, answer: { 200: postResultSchema }, handler: (h) => h.pub.post },
  services: { method: 'get', path: '/services', guard: 'open', summary: 'Published services in display order, for one audience or both.', query: servicesQuerySchema, answer: { 200: serviceListSchema }, handler: (h) => h.pub.services },
  service: { method: 'get', path: '/services/:slug', guard: 'open', summary: 'A service by address (an old address answers 301).', query: previewQuerySchema, answer: { 200: serviceResultSchema }, handler: (h) => h.pub.service },
  countries: { method: 'get', path: '/study-countries', guard: 'open', summary: 'Visible study destinations, in display order.', query: localeQuerySchema, answer: { 200: countryListSchema }, handler: (h) => h.study.public.countries },
  countryPage: { method: 'get', path: '/study-countries/:slug', guard: 'open', summary: 'A destination’s page by address: the country, its institutions and testimonials (an old address answers 301).', query: previewQuerySchema, answer: { 200: countryPageResultSchema }, handler: (h) => h.study.public.country },
  institutions: { method: 'get', path: '/institutions', guard: 'open', summary: 'Visible institutions by name, of one country or all.', query: institutionsQuerySchema, answer: { 200: institutionListSchema }, handler: (h) => h.study.public.institutions },
  contact: { method: 'post', path: '/contact', guard: 'open', summary: 'Send a message to the advisers (204 when the honeypot field is filled: nothing is kept).', body: contactSchema, answer: { 201: statusAnswerSchema, 204: null }, handler: (h) => h.study.public.contact },
  fitCheck: { method: 'post', path: '/fit-check', guard: 'open', summary: 'Rank the visible destinations for a visitor’s answers (decision 0033); with `email` and `consent`, mail the results and make a lead (decision 0046).', body: fitCheckSchema, answer: { 200: fitResultListSchema }, handler: (h) => h.study.public.fitCheck },

  updateProfile: { method: 'patch', path: '/settings/profile', guard: 'user', summary: 'Edit one’s profile; a new address waits for its confirmation link (and needs the password).', body: profileSchema, answer: { 200: userSchema }, handler: (h) => h.settings.profile },
  changePassword: { method: 'patch', path: '/settings/password', guard: 'user', summary: 'Change (or set a first) password; every other session ends.', body: changePasswordSchema, answer: { 204: null }, handler: (h) => h.settings.password },
  resendPendingEmail: { method: 'post', path: '/settings/pending-email/resend', guard: 'user', summary: 'Send the new address’s confirmation link again.', answer: { 200: userSchema }, handler: (h) => h.auth.settings.resendPendingEmail },
  cancelPendingEmail: { method: 'delete', path: '/settings/pending-email', guard: 'user', summary: 'Cancel a change of address.', answer: { 200: userSchema }, handler: (h) => h.auth.settings.cancelPendingEmail },
  sessions: { method: 'get', path: '/settings/sessions', guard: 'user', summary: 'One’s signed-in sessions, this one marked `current`.', answer: { 200: sessionListSchema }, handler: (h) => h.auth.settings.sessions },
  endSession: { method: 'delete', path: '/settings/sessions/:id', guard: 'user', summary: 'End one of one’s sessions.', answer: { 204: null }, handler: (h) => h.auth.settings.endSession },
  endOtherSessions: { method: 'delete', path: '/settings/sessions', guard: 'user', summary: 'End every session but this one.', answer: { 204: null }, handler: (h) => h.auth.settings.endOtherSessions },
  beginMfa: { method: 'post', path: '/settings/mfa', guard: 'user', summary: 'Start turning on two-step sign-in (sudo mode): the secret to enter in an app.', body: sudoSchema, answer: { 200: mfaSetupSchema }, handler: (h) => h.auth.settings.beginMfa },
  confirmMfa: { method: 'post', path: '/settings/mfa/confirm', guard: 'user', summary: 'Turn two-step sign-in on with a first code: the recovery codes.', body: mfaConfirmSchema, answer: { 200: recoveryCodesSchema }, handler: (h) => h.auth.settings.confirmMfa },
  newRecoveryCodes: { method: 'post', path: '/settings/mfa/recovery-codes', guard: 'user', summary: 'New recovery codes (sudo mode); the old ones stop working.', body: sudoSchema, answer: { 200: recoveryCodesSchema }, handler: (h) => h.auth.settings.recoveryCodes },
  disableMfa: { method: 'delete', path: '/settings/mfa', guard: 'user', summary: 'Turn two-step sign-in off (the password, or a code).', body: mfaDisableSchema, answer: { 204: null }, handler: (h) => h.auth.settings.disableMfa },

  myDocuments: { method: 'get', path: '/account/documents', guard: 'user', summary: 'One’s documents, storage used and allowed, and who opened them.', answer: { 200: documentsOverviewSchema }, handler: (h) => h.documents.list },
  uploadDocument: { method: 'post', path: '/account/documents', guard: 'user', summary: 'Upload a document of a kind.', upload: 'document', body: uploadFieldsSchema, answer: { 201: studentDocumentSchema }, handler: (h) => h.documents.upload },
  uploadDocumentVersion: { method: 'post', path: '/account/documents/:id/versions', guard: 'user', summary: 'Upload a new version of a document not yet approved.', upload: 'document', answer: { 201: studentDocumentSchema }, handler: (h) => h.documents.replace },
  downloadMyDocument: { method: 'get', path: '/account/documents/:id/download', guard: 'user', summary: 'Download one’s document (the newest version unless `version`).', query: versionQuerySchema, answer: { 200: FILE }, handler: (h) => h.documents.download },
  deleteMyDocument: { method: 'delete', path: '/account/documents/:id', guard: 'user', summary: 'Delete a document not yet approved.', answer: { 204: null }, handler: (h) => h.documents.destroy },
  checklists: { method: 'get', path: '/account/checklists', guard: 'user', summary: 'The checklist of each preferred destination: its documents and where one stands with each.', answer: { 200: checklistListSchema }, handler: (h) => h.study.checklists },
  exportMyData: { method: 'get', path: '/account/export', guard: 'user', summary: 'All of one’s data as one zip (account.json and every document), streamed.', answer: { 200: 'application/zip' }, handler: (h) => h.privacy.export },
  requestAccountDeletion: { method: 'delete', path: '/account', guard: 'user', summary: 'Ask for one’s account to be erased: locked now, erased after the grace period (decision 0036).', body: deleteAccountSchema, answer: { 202: deletionRequestedSchema }, handler: (h) => h.privacy.requestDeletion },
  restoreAccount: { method: 'post', path: '/account/restore', guard: 'open', summary: 'Restore an account waiting for its erasure, with the mailed link’s token.', body: emailTokenSchema, answer: { 200: statusAnswerSchema }, handler: (h) => h.privacy.restore },
  myApplications: { method: 'get', path: '/account/applications', guard: 'student', summary: 'The student’s applications, oldest first, each with its history.', answer: { 200: applicationListSchema }, handler: (h) => h.mine.applications },
  addMyApplication: { method: 'post', path: '/account/applications', guard: 'student', summary: 'Shortlist a programme.', body: studentApplicationSchema, answer: { 201: applicationSchema }, handler: (h) => h.mine.addApplication },
  replyToOffer: { method: 'post', path: '/account/applications/:id/reply', guard: 'student', summary: 'Answer an offer: firm, insurance or declined (until the end of its reply-by day, UTC; one firm and one insurance per intake).', body: replySchema, answer: { 200: applicationSchema }, handler: (h) => h.mine.reply },
  myPlan: { method: 'get', path: '/account/plan', guard: 'student', summary: 'The student’s plan from offer to arrival: each step’s latest safe day, state and, when late or at risk, why; and the private calendar feed’s address.', answer: { 200: planSchema }, handler: (h) => h.plan.mine },
  myPlanFeed: { method: 'get', path: '/account/plan.ics', guard: 'open', summary: 'The plan as an iCalendar feed, opened by its private key alone (a day per dated step).', query: calendarQuerySchema, answer: { 200: 'text/calendar' }, handler: (h) => h.plan.feed },
  renewPlanFeedKey: { method: 'post', path: '/account/plan/calendar-key', guard: 'student', summary: 'A new private key for the calendar feed: the old address stops working.', answer: { 200: calendarUrlSchema }, handler: (h) => h.plan.renewKey },
  updateMyTask: { method: 'patch', path: '/account/tasks/:id', guard: 'student', summary: 'Tick one of one’s tasks off, or back on.', body: myTaskUpdateSchema, answer: { 200: planTaskSchema }, handler: (h) => h.plan.updateMyTask },
  removeMyApplication: { method: 'delete', path: '/account/applications/:id', guard: 'student', summary: 'Remove an application still on the shortlist.', answer: { 204: null }, handler: (h) => h.mine.removeApplication },
  myThread: { method: 'get', path: '/account/messages', guard: 'student', summary: 'The student’s conversation with the agency.', answer: { 200: threadSchema }, handler: (h) => h.mine.thread },
  sendMyMessage: { method: 'post', path: '/account/messages', guard: 'student', summary: 'Write to the agency.', body: messageSchema, answer: { 201: messageAnswerSchema }, handler: (h) => h.mine.post },
  readMyMessages: { method: 'post', path: '/account/messages/read', guard: 'student', summary: 'Mark the conversation read.', answer: { 204: null }, handler: (h) => h.mine.read },
  myUnread: { method: 'get', path: '/account/unread', guard: 'student', summary: 'How many of the advisers’ messages the student has not read.', answer: { 200: unreadSchema }, handler: (h) => h.mine.unread },

  staffAdvisers: { method: 'get', path: '/staff/advisers', guard: 'staff', summary: 'Advisers and how many students each looks after (an adviser sees themselves).', answer: { 200: adviserLoadListSchema }, handler: (h) => h.staff.advisers },
  staffDashboard: { method: 'get', path: '/staff/dashboard', guard: 'staff', summary: 'The staff dashboard: an adviser’s own students, everyone’s for an admin.', answer: { 200: staffDashboardSchema }, handler: (h) => h.staff.dashboard },
  staffUnread: { method: 'get', path: '/staff/unread', guard: 'staff', summary: 'How many students’ messages staff have not read.', answer: { 200: unreadSchema }, handler: (h) => h.staff.unread },
  staffStudents: { method: 'get', path: '/staff/students', guard: 'staff', summary: 'The students staff see, by surname, a page at a time (after: the next of the page before).', query: staffStudentsQuerySchema, answer: { 200: pagedStaffStudentsSchema }, handler: (h) => h.staff.students },
  staffStudent: { method: 'get', path: '/staff/students/:id', guard: 'staff', summary: 'A student’s file: profile, checklists, documents, applications.', answer: { 200: staffStudentFileSchema }, handler: (h) => h.staff.student },
  staffStudentPlan: { method: 'get', path: '/staff/students/:id/plan', guard: 'staff', summary: 'A student’s plan from offer to arrival, as they see it (in English).', answer: { 200: planSchema }, handler: (h) => h.plan.studentPlan },
  addStudentTask: { method: 'post', path: '/staff/students/:id/tasks', guard: 'staff', summary: 'Add a task to a student’s plan.', body: taskCreateSchema, answer: { 201: planTaskSchema }, handler: (h) => h.plan.addTask },
  updateTask: { method: 'patch', path: '/staff/tasks/:id', guard: 'staff', summary: 'Change a task of a student’s plan, or mark it done.', body: taskUpdateSchema, answer: { 200: planTaskSchema }, handler: (h) => h.plan.updateTask },
  deleteTask: { method: 'delete', path: '/staff/tasks/:id', guard: 'staff', summary: 'Delete a task of a student’s plan.', answer: { 204: null }, handler: (h) => h.plan.deleteTask },
  setDocumentExpiry: { method: 'patch', path: '/staff/documents/:id', guard: 'staff', summary: 'Record a passport’s expiry date (any review status; another kind of document is a 422).', body: documentExpirySchema, answer: { 200: adminDocumentSchema }, handler: (h) => h.documents.setExpiry },
  staffThread: { method: 'get', path: '/staff/students/:id/messages', guard: 'staff', summary: 'A student’s conversation.', answer: { 200: threadSchema }, handler: (h) => h.staff.thread },
  sendStudentMessage: { method: 'post', path: '/staff/students/:id/messages', guard: 'staff', summary: 'Write to a student.', body: messageSchema, answer: { 201: messageAnswerSchema }, handler: (h) => h.staff.post },
  readStudentMessages: { method: 'post', path: '/staff/students/:id/messages/read', guard: 'staff', summary: 'Mark a student’s conversation read.', answer: { 204: null }, handler: (h) => h.staff.read },
  addStudentApplication: { method: 'post', path: '/staff/students/:id/applications', guard: 'staff', summary: 'Add an application for a student.', body: staffApplicationSchema, answer: { 201: applicationSchema }, handler: (h) => h.staff.addApplication },
  staffApplications: { method: 'get', path: '/staff/applications', guard: 'staff', summary: 'Applications staff see, newest change first, a page at a time (after: the next of the page before; a board column reads more this way).', query: staffApplicationsQuerySchema, answer: { 200: pagedStaffApplicationsSchema }, handler: (h) => h.staff.applications },
  staffBoard: { method: 'get', path: '/staff/board', guard: 'staff', summary: 'The board: each stage’s first applications, its count and the key of the rest, under the filters.', query: staffBoardQuerySchema, answer: { 200: staffBoardSchema }, handler: (h) => h.staff.board },
  updateApplication: { method: 'patch', path: '/staff/applications/:id', guard: 'staff', summary: 'Change an application; a new stage is a move (history, a mail to the student).', body: applicationUpdateSchema, answer: { 200: staffApplicationAnswerSchema }, handler: (h) => h.staff.updateApplication },
  // Leads and the funnel (decision 0046): admins see every lead, an adviser the leads they own (others 404).
  staffLeads: { method: 'get', path: '/staff/leads', guard: 'staff', summary: 'Leads, newest activity first, a page at a time: `q` searches names and addresses; `utm_source=(direct)` is those without a source.', query: leadsQuerySchema, answer: { 200: pagedLeadsSchema }, handler: (h) => h.leads.list },
  reassignLeads: { method: 'post', path: '/staff/leads/reassign', guard: 'staff', summary: 'Give leads to an adviser (admins only); ids that are no lead are not counted.', body: leadReassignSchema, answer: { 200: reassignedSchema }, handler: (h) => h.leads.reassign },
  staffLead: { method: 'get', path: '/staff/leads/:id', guard: 'staff', summary: 'A lead with its timeline (newest first) and its consultations.', answer: { 200: leadDetailSchema }, handler: (h) => h.leads.show },
  updateLead: { method: 'patch', path: '/staff/leads/:id', guard: 'staff', summary: 'Move a lead to a stage (`lost` with its reason), add a note, or (admins only) give it to another adviser.', body: leadUpdateSchema, answer: { 200: leadDetailSchema }, handler: (h) => h.leads.update },
  inviteLead: { method: 'post', path: '/staff/leads/:id/invite', guard: 'staff', summary: 'Mail the person a link to register, in their language (409 once they are a student).', answer: { 202: statusAnswerSchema }, handler: (h) => h.leads.invite },
  staffFunnel: { method: 'get', path: '/staff/funnel', guard: 'staff', summary: 'The funnel of the leads first seen between two UTC days (both included), grouped by source, adviser or destination; `format=csv` gives the rows as CSV (header key,label,leads,consultations,students,applied,offers,enrolled).', query: funnelQuerySchema, answer: { 200: { json: funnelSchema, or: 'text/csv' } }, handler: (h) => h.leads.funnel },

  adminDashboard: { method: 'get', path: '/admin/dashboard', guard: 'admin', summary: 'The admin dashboard’s counts and newest students.', answer: { 200: adminDashboardSchema }, handler: (h) => h.users.dashboard },
  adminUsers: { method: 'get', path: '/admin/users', guard: 'admin', summary: 'Users, searched, filtered and sorted, a page at a time.', query: userListQuerySchema, answer: { 200: pagedAdminUsersSchema }, handler: (h) => h.users.list },
  createUser: { method: 'post', path: '/admin/users', guard: 'admin', summary: 'Add a user (verified: the admin vouches for the address).', body: adminCreateUserSchema, answer: { 201: adminUserSchema }, handler: (h) => h.users.create },
  adminUser: { method: 'get', path: '/admin/users/:id', guard: 'admin', summary: 'A user, with their adviser.', answer: { 200: adminUserWithAdviserSchema }, handler: (h) => h.users.show },
  updateUser: { method: 'patch', path: '/admin/users/:id', guard: 'admin', summary: 'Edit a user’s details and role, and/or assign their adviser.', body: adminUserPatchSchema, answer: { 200: adminUserWithAdviserSchema }, handler: (h) => h.users.update },
  disableUser: { method: 'post', path: '/admin/users/:id/disable', guard: 'admin', summary: 'Disable a user: they cannot sign in and their sessions end.', answer: { 200: adminUserSchema }, handler: (h) => h.users.disable },
  enableUser: { method: 'post', path: '/admin/users/:id/enable', guard: 'admin', summary: 'Enable a disabled user.', answer: { 200: adminUserSchema }, handler: (h) => h.users.enable },
  deleteUser: { method: 'delete', path: '/admin/users/:id', guard: 'admin', summary: 'Delete a user and their files.', answer: { 204: null }, handler: (h) => h.users.destroy },
  adminUserDocuments: { method: 'get', path: '/admin/users/:id/documents', guard: 'admin', summary: 'A user’s documents.', answer: { 200: adminDocumentListSchema }, handler: (h) => h.documents.ofUser },
  adminDocuments: { method: 'get', path: '/admin/documents', guard: 'staff', summary: 'The review queue (an adviser’s own students’).', query: documentQueueQuerySchema, answer: { 200: pagedAdminDocumentsSchema }, handler: (h) => h.documents.queue },
  downloadDocument: { method: 'get', path: '/admin/documents/:id/download', guard: 'staff', summary: 'Download a student’s document (recorded in their access log).', query: versionQuerySchema, answer: { 200: FILE }, handler: (h) => h.documents.adminDownload },
  previewDocument: { method: 'get', path: '/admin/documents/:id/preview', guard: 'staff', summary: 'Show a student’s document in the browser (recorded in their access log).', query: versionQuerySchema, answer: { 200: FILE }, handler: (h) => h.documents.adminPreview },
  approveDocument: { method: 'post', path: '/admin/documents/:id/approve', guard: 'staff', summary: 'Approve a document (the student is mailed); a passport’s expiry may be recorded with it.', body: approveDocumentSchema, answer: { 200: adminDocumentSchema }, handler: (h) => h.documents.approve },
  rejectDocument: { method: 'post', path: '/admin/documents/:id/reject', guard: 'staff', summary: 'Reject a document with the reason (the student is mailed).', body: rejectSchema, answer: { 200: adminDocumentSchema }, handler: (h) => h.documents.reject },

  uploadImage: { method: 'post', path: '/admin/images', guard: 'admin', summary: 'Upload an image for the site: resized variants in WebP and JPEG.', upload: 'image', answer: { 201: imageRefSchema }, handler: (h) => h.cms.uploadImage },
  adminWidgets: { method: 'get', path: '/admin/widgets', guard: 'admin', summary: 'Widgets, a page at a time.', query: widgetListQuery, answer: { 200: pagedAdminWidgetsSchema }, handler: (h) => h.cms.widgets.list },
  createWidget: { method: 'post', path: '/admin/widgets', guard: 'admin', summary: 'Add a widget.', body: widgetBody, answer: { 201: adminWidgetSchema }, handler: (h) => h.cms.widgets.create },
  adminWidget: { method: 'get', path: '/admin/widgets/:id', guard: 'admin', summary: 'A widget.', answer: { 200: adminWidgetSchema }, handler: (h) => h.cms.widgets.show },
  updateWidget: { method: 'put', path: '/admin/widgets/:id', guard: 'admin', summary: 'Edit a widget.', body: widgetBody, answer: { 200: adminWidgetSchema }, handler: (h) => h.cms.widgets.update },
  deleteWidget: { method: 'delete', path: '/admin/widgets/:id', guard: 'admin', summary: 'Delete a widget.', answer: { 204: null }, handler: (h) => h.cms.widgets.destroy },
  widgetRevisions: { method: 'get', path: '/admin/widgets/:id/revisions', guard: 'admin', summary: 'A widget’s last saves and its form now.', answer: { 200: revisionsSchema }, handler: (h) => h.cms.widgets.revisions },
  restoreWidgetRevision: { method: 'post', path: '/admin/widgets/:id/revisions/:revision/restore', guard: 'admin', summary: 'Save a widget as it was in one of its revisions.', answer: { 200: adminWidgetSchema }, handler: (h) => h.cms.widgets.restore },
  reorderServices: { method: 'put', path: '/admin/services/order', guard: 'admin', summary: 'Put the services in a new order.', body: reorderSchema, answer: { 200: serviceListSchema }, handler: (h) => h.cms.services.reorder },
  adminServices: { method: 'get', path: '/admin/services', guard: 'admin', summary: 'Services, a page at a time.', query: serviceListQuery, answer: { 200: pagedServicesSchema }, handler: (h) => h.cms.services.list },
  createService: { method: 'post', path: '/admin/services', guard: 'admin', summary: 'Add a service.', body: serviceBody, answer: { 201: serviceSchema }, handler: (h) => h.cms.services.create },
  adminService: { method: 'get', path: '/admin/services/:id', guard: 'admin', summary: 'A service.', answer: { 200: serviceSchema }, handler: (h) => h.cms.services.show },
  updateService: { method: 'put', path: '/admin/services/:id', guard: 'admin', summary: 'Edit a service.', body: serviceBody, answer: { 200: serviceSchema }, handler: (h) => h.cms.services.update },
  deleteService: { method: 'delete', path: '/admin/services/:id', guard: 'admin', summary: 'Delete a service.', answer: { 204: null }, handler: (h) => h.cms.services.destroy },
  serviceRevisions: { method: 'get', path: '/admin/services/:id/revisions', guard: 'admin', summary: 'A service’s last saves and its form now.', answer: { 200: revisionsSchema }, handler: (h) => h.cms.services.revisions },
  restoreServiceRevision: { method: 'post', path: '/admin/services/:id/revisions/:revision/restore', guard: 'admin', summary: 'Save a service as it was in one of its revisions.', answer: { 200: serviceSchema }, handler: (h) => h.cms.services.restore },
  adminPosts: { method: 'get', path: '/admin/blog', guard: 'admin', summary: 'Posts, drafts included, a page at a time.', query: postListQuery, answer: { 200: pagedAdminPostsSchema }, handler: (h) => h.cms.posts.list },
  createPost: { method: 'post', path: '/admin/blog', guard: 'admin', summary: 'Add a post.', body: postBody, answer: { 201: adminPostSchema }, handler: (h) => h.cms.posts.create },
  adminPost: { method: 'get', path: '/admin/blog/:id', guard: 'admin', summary: 'A post.', answer: { 200: adminPostSchema }, handler: (h) => h.cms.posts.show },
  updatePost: { method: 'put', path: '/admin/blog/:id', guard: 'admin', summary: 'Edit a post.', body: postBody, answer: { 200: adminPostSchema }, handler: (h) => h.cms.posts.update },
  deletePost: { method: 'delete', path: '/admin/blog/:id', guard: 'admin', summary: 'Delete a post.', answer: { 204: null }, handler: (h) => h.cms.posts.destroy },
  postRevisions: { method: 'get', path: '/admin/blog/:id/revisions', guard: 'admin', summary: 'A post’s last saves and its form now.', answer: { 200: revisionsSchema }, handler: (h) => h.cms.posts.revisions },
  restorePostRevision: { method: 'post', path: '/admin/blog/:id/revisions/:revision/restore', guard: 'admin', summary: 'Save a post as it was in one of its revisions.', answer: { 200: adminPostSchema }, handler: (h) => h.cms.posts.restore },
  reorderTestimonials: { method: 'put', path: '/admin/testimonials/order', guard: 'admin', summary: 'Put the testimonials in a new order.', body: reorderSchema, answer: { 200: testimonialListSchema }, handler: (h) => h.cms.testimonials.reorder },
  adminTestimonials: { method: 'get', path: '/admin/testimonials', guard: 'admin', summary: 'Testimonials, a page at a time.', query: testimonialListQuery, answer: { 200: pagedTestimonialsSchema }, handler: (h) => h.cms.testimonials.list },
  createTestimonial: { method: 'post', path: '/admin/testimonials', guard: 'admin', summary: 'Add a testimonial.', body: testimonialBody, answer: { 201: testimonialSchema }, handler: (h) => h.cms.testimonials.create },
  adminTestimonial: { method: 'get', path: '/admin/testimonials/:id', guard: 'admin', summary: 'A testimonial.', answer: { 200: testimonialSchema }, handler: (h) => h.cms.testimonials.show },
  updateTestimonial: { method: 'put', path: '/admin/testimonials/:id', guard: 'admin', summary: 'Edit a testimonial.', body: testimonialBody, answer: { 200: testimonialSchema }, handler: (h) => h.cms.testimonials.update },
  deleteTestimonial: { method: 'delete', path: '/admin/testimonials/:id', guard: 'admin', summary: 'Delete a testimonial.', answer: { 204: null }, handler: (h) => h.cms.testimonials.destroy },
  reorderGalleries: { method: 'put', path: '/admin/galleries/order', guard: 'admin', summary: 'Put the galleries in a new order.', body: reorderSchema, answer: { 200: galleryListSchema }, handler: (h) => h.cms.galleries.reorder },
  adminGalleries: { method: 'get', path: '/admin/galleries', guard: 'admin', summary: 'Galleries, a page at a time.', query: galleryListQuery, answer: { 200: pagedGalleriesSchema }, handler: (h) => h.cms.galleries.list },
  createGallery: { method: 'post', path: '/admin/galleries', guard: 'admin', summary: 'Add a gallery.', body: galleryBody, answer: { 201: gallerySchema }, handler: (h) => h.cms.galleries.create },
  adminGallery: { method: 'get', path: '/admin/galleries/:id', guard: 'admin', summary: 'A gallery with its images.', answer: { 200: gallerySchema }, handler: (h) => h.cms.galleries.show },
  updateGallery: { method: 'put', path: '/admin/galleries/:id', guard: 'admin', summary: 'Edit a gallery.', body: galleryBody, answer: { 200: gallerySchema }, handler: (h) => h.cms.galleries.update },
  deleteGallery: { method: 'delete', path: '/admin/galleries/:id', guard: 'admin', summary: 'Delete a gallery and its images.', answer: { 204: null }, handler: (h) => h.cms.galleries.destroy },
  addGalleryImage: { method: 'post', path: '/admin/galleries/:id/images', guard: 'admin', summary: 'Add an image (with a caption) to a gallery.', upload: 'image', body: galleryImageSchema, answer: { 201: gallerySchema }, handler: (h) => h.cms.galleries.addImage },
  reorderGalleryImages: { method: 'put', path: '/admin/galleries/:id/images/order', guard: 'admin', summary: 'Put a gallery’s images in a new order.', body: reorderSchema, answer: { 200: gallerySchema }, handler: (h) => h.cms.galleries.reorderImages },
  updateGalleryImage: { method: 'patch', path: '/admin/galleries/:id/images/:imageId', guard: 'admin', summary: 'Edit an image’s caption.', body: galleryImageSchema, answer: { 200: gallerySchema }, handler: (h) => h.cms.galleries.updateImage },
  rotateGalleryImage: { method: 'post', path: '/admin/galleries/:id/images/:imageId/rotate', guard: 'admin', summary: 'Turn an image.', body: rotateSchema, answer: { 200: gallerySchema }, handler: (h) => h.cms.galleries.rotateImage },
  removeGalleryImage: { method: 'delete', path: '/admin/galleries/:id/images/:imageId', guard: 'admin', summary: 'Remove an image from a gallery.', answer: { 200: gallerySchema }, handler: (h) => h.cms.galleries.removeImage },
  reorderCountries: { method: 'put', path: '/admin/study-countries/order', guard: 'admin', summary: 'Put the study destinations in a new order.', body: reorderSchema, answer: { 200: adminCountryListSchema }, handler: (h) => h.study.admin.countries.reorder },
  adminCountries: { method: 'get', path: '/admin/study-countries', guard: 'admin', summary: 'Study destinations, a page at a time.', query: countryListQuery, answer: { 200: pagedCountriesSchema }, handler: (h) => h.study.admin.countries.list },
  createCountry: { method: 'post', path: '/admin/study-countries', guard: 'admin', summary: 'Add a study destination.', body: countryBody, answer: { 201: countrySchema }, handler: (h) => h.study.admin.countries.create },
  adminCountry: { method: 'get', path: '/admin/study-countries/:id', guard: 'admin', summary: 'A study destination.', answer: { 200: countrySchema }, handler: (h) => h.study.admin.countries.show },
  updateCountry: { method: 'put', path: '/admin/study-countries/:id', guard: 'admin', summary: 'Edit a study destination (its figures stay when left out).', body: countryBody, answer: { 200: countrySchema }, handler: (h) => h.study.admin.countries.update },
  deleteCountry: { method: 'delete', path: '/admin/study-countries/:id', guard: 'admin', summary: 'Delete a study destination without institutions.', answer: { 204: null }, handler: (h) => h.study.admin.countries.destroy },
  countryRevisions: { method: 'get', path: '/admin/study-countries/:id/revisions', guard: 'admin', summary: 'A destination’s last saves and its form now.', answer: { 200: revisionsSchema }, handler: (h) => h.study.admin.countries.revisions },
  restoreCountryRevision: { method: 'post', path: '/admin/study-countries/:id/revisions/:revision/restore', guard: 'admin', summary: 'Save a destination as it was in one of its revisions.', answer: { 200: countrySchema }, handler: (h) => h.study.admin.countries.restore },
  adminInstitutions: { method: 'get', path: '/admin/institutions', guard: 'admin', summary: 'Institutions, a page at a time (one country’s with `country`).', query: institutionListQuery, answer: { 200: pagedInstitutionsSchema }, handler: (h) => h.study.admin.institutions.list },
  createInstitution: { method: 'post', path: '/admin/institutions', guard: 'admin', summary: 'Add an institution.', body: institutionBody, answer: { 201: institutionSchema }, handler: (h) => h.study.admin.institutions.create },
  adminInstitution: { method: 'get', path: '/admin/institutions/:id', guard: 'admin', summary: 'An institution.', answer: { 200: institutionSchema }, handler: (h) => h.study.admin.institutions.show },
  updateInstitution: { method: 'put', path: '/admin/institutions/:id', guard: 'admin', summary: 'Edit an institution.', body: institutionBody, answer: { 200: institutionSchema }, handler: (h) => h.study.admin.institutions.update },
  deleteInstitution: { method: 'delete', path: '/admin/institutions/:id', guard: 'admin', summary: 'Delete an institution nobody has applied to.', answer: { 204: null }, handler: (h) => h.study.admin.institutions.destroy },
  adminMessages: { method: 'get', path: '/admin/messages', guard: 'staff', summary: 'Messages sent through the contact form, a page at a time.', query: messageListQuerySchema, answer: { 200: pagedContactMessagesSchema }, handler: (h) => h.study.admin.messages.list },
  adminMessage: { method: 'get', path: '/admin/messages/:id', guard: 'staff', summary: 'A contact message.', answer: { 200: contactMessageSchema }, handler: (h) => h.study.admin.messages.show },
  setMessageHandled: { method: 'patch', path: '/admin/messages/:id', guard: 'staff', summary: 'Mark a contact message handled, or not.', body: handledSchema, answer: { 200: contactMessageSchema }, handler: (h) => h.study.admin.messages.handled },
  adminAudit: { method: 'get', path: '/admin/audit', guard: 'admin', summary: 'The audit log, newest first.', query: auditQuerySchema, answer: { 200: pagedAuditEntriesSchema }, handler: (h) => h.audit.list },
  adminLocales: { method: 'get', path: '/admin/locales', guard: 'admin', summary: 'The site’s languages: the default, the enabled ones and the available ones.', answer: { 200: localeSettingsSchema }, handler: (h) => h.locales.show },
  updateLocales: { method: 'put', path: '/admin/locales', guard: 'admin', summary: 'Choose which languages are enabled (the default always is).', body: localesUpdateSchema, answer: { 200: localeSettingsSchema }, handler: (h) => h.locales.update },

  // Commission (decision 0048): agreements with institutions, the receivables enrolments make, the report. Admins only.
  adminAgreements: { method: 'get', path: '/admin/agreements', guard: 'admin', summary: 'Agreements with partner institutions, a page at a time (one institution’s with `institution_id`).', query: agreementsQuerySchema, answer: { 200: pagedAgreementsSchema }, handler: (h) => h.commission.agreements },
  createAgreement: { method: 'post', path: '/admin/agreements', guard: 'admin', summary: 'Add an agreement; one overlapping another of the institution (bounds inclusive) is a 422 naming it.', body: agreementBody, answer: { 201: agreementAnswerSchema }, handler: (h) => h.commission.addAgreement },
  updateAgreement: { method: 'patch', path: '/admin/agreements/:id', guard: 'admin', summary: 'Change an agreement (the fields given, checked with the kept ones).', body: agreementPatchSchema, answer: { 200: agreementAnswerSchema }, handler: (h) => h.commission.updateAgreement },
  deleteAgreement: { method: 'delete', path: '/admin/agreements/:id', guard: 'admin', summary: 'Delete an agreement no receivable rests on (else 409).', answer: { 204: null }, handler: (h) => h.commission.deleteAgreement },
  adminReceivables: { method: 'get', path: '/admin/receivables', guard: 'admin', summary: 'What enrolments are owed, by due day: `status`, `institution_id`, `intake`, `overdue`.', query: receivablesQuerySchema, answer: { 200: pagedReceivablesSchema }, handler: (h) => h.commission.receivables },
  updateReceivable: { method: 'patch', path: '/admin/receivables/:id', guard: 'admin', summary: 'Record a payment (`paid_on`, `paid_amount`: the total so far) or write it off (`status: written_off`, `reason`).', body: receivableUpdateSchema, answer: { 200: receivableSchema }, handler: (h) => h.commission.updateReceivable },
  invoiceReceivable: { method: 'post', path: '/admin/receivables/:id/invoice', guard: 'admin', summary: 'Invoice an expected receivable: the next number of the year without gaps (INV-YYYY-NNNN), a PDF, mailed to the agreement’s finance address (409 unless expected).', answer: { 201: invoiceIssuedSchema }, handler: (h) => h.commission.invoice },
  downloadInvoice: { method: 'get', path: '/admin/invoices/:number.pdf', guard: 'admin', summary: 'An invoice’s PDF, by its number.', answer: { 200: 'application/pdf' }, handler: (h) => h.commission.downloadInvoice },
  commissionReport: { method: 'get', path: '/admin/commission/report', guard: 'admin', summary: 'Expected, invoiced, paid and overdue per institution, intake or adviser and per currency, for the receivables due between two UTC days; `format=csv` gives the rows as CSV (header key,label,currency,expected,invoiced,paid,overdue).', query: reportQuerySchema, answer: { 200: { json: commissionReportSchema, or: 'text/csv' } }, handler: (h) => h.commission.report },

  // Consultations (decision 0046): the booking page's slots and booking, the manage link (by its secret token alone),
  // advisers' hours and the staff list.
  consultationSlots: { method: 'get', path: '/consultations/slots', guard: 'open', summary: 'Free consultation slots over some days (UTC), of the advisers of a destination or of all.', query: slotsQuerySchema, answer: { 200: slotListSchema }, handler: (h) => h.consultations.public.slots },
  bookConsultation: { method: 'post', path: '/consultations', guard: 'open', summary: 'Book a consultation slot; both sides get a calendar invitation. A slot taken meanwhile answers 409 with the next free ones.', body: bookingBody, answer: { 201: bookingCreatedSchema }, handler: (h) => h.consultations.public.book },
  consultation: { method: 'get', path: '/consultations/:token', guard: 'open', summary: 'A booking, by its manage link’s token.', answer: { 200: bookingSchema }, handler: (h) => h.consultations.public.show },
  cancelConsultation: { method: 'post', path: '/consultations/:token/cancel', guard: 'open', summary: 'Cancel a booking until it starts; both sides get the cancellation.', answer: { 200: bookingSchema }, handler: (h) => h.consultations.public.cancel },
  rescheduleConsultation: { method: 'post', path: '/consultations/:token/reschedule', guard: 'open', summary: 'Move a booking to another free slot, until the adviser’s notice before it starts.', body: rescheduleSchema, answer: { 200: bookingSchema }, handler: (h) => h.consultations.public.reschedule },
  forgetConsultation: { method: 'post', path: '/consultations/:token/forget', guard: 'open', summary: 'Forget me: erase the lead of a booking and all of it (not for registered students).', answer: { 204: null }, handler: (h) => h.consultations.public.forget },
  staffAvailability: { method: 'get', path: '/staff/availability', guard: 'staff', summary: 'The signed-in staff member’s consultation hours (the defaults before any).', answer: { 200: availabilitySchema }, handler: (h) => h.consultations.staff.availability },
  updateStaffAvailability: { method: 'put', path: '/staff/availability', guard: 'staff', summary: 'Set one’s weekly consultation hours and how slots are cut from them.', body: availabilityBody, answer: { 200: availabilitySchema }, handler: (h) => h.consultations.staff.setAvailability },
  staffConsultations: { method: 'get', path: '/staff/consultations', guard: 'staff', summary: 'Consultations by start (an adviser’s own; an admin’s all, or one adviser’s).', query: staffConsultationsQuerySchema, answer: { 200: staffConsultationListSchema }, handler: (h) => h.consultations.staff.list },
  updateStaffConsultation: { method: 'patch', path: '/staff/consultations/:id', guard: 'staff', summary: 'Mark a consultation attended, missed or cancelled, or keep notes on it.', body: consultationUpdateSchema, answer: { 200: staffConsultationSchema }, handler: (h) => h.consultations.staff.update },

  openApi: { method: 'get', path: '/openapi.json', guard: 'open', summary: 'This API’s description (OpenAPI 3.1).', answer: { 200: openApiDocumentSchema }, handler: (h) => h.openApi },
} as const satisfies Record<string, ApiRow>;

export type OperationName = keyof typeof API;

/** The rows with their names, in order. */
export function apiTable(): ApiRoute[] {
  return Object.entries(API).map(([name, row]) => ({ name: name as OperationName, ...(row as ApiRow) }));
}

export function createApiRouter(deps: RouteDeps<Services>): Router {
  const router = express.Router();
  router.use(express.json({ limit: JSON_BODY_LIMIT }));
  // Where each signed-in caller is, for the audit log entries their changes write (server/lib/audit.ts).
  router.use(rememberOrigin);
  for (const [prefix, guard] of MOUNT_GUARDS) {
    const check = guardMiddleware[guard]!;
    router.use(prefix, (req, res, next) => (openBelowMount(req.method, `${prefix}${req.path}`) ? next() : check(req, res, next)));
  }
  // ADMIN_MFA=required: the portal's API (and the staff API) opens only to staff with two-step sign-in on.
  if (deps.env.adminMfa === 'required') for (const prefix of MFA_PREFIXES) router.use(prefix, requireAdminMfa);

  const handlers = handlersOf(deps);
  const uploads = {
    document: singleFileUpload(deps.services.storage, deps.env.documentMaxBytes),
    image: singleFileUpload(deps.services.storage, IMAGE_MAX_BYTES),
  };
  for (const route of apiTable()) {
    const mount = MOUNT_GUARDS.find(([prefix]) => route.path.startsWith(`${prefix}/`) || route.path === prefix);
    if (mount && !mount[2].includes(route.guard) && !(route.guard === 'open' && openBelowMount(route.method, route.path))) {
      throw new Error(`API table: ${route.method.toUpperCase()} ${route.path} must declare one of the guards ${mount[2].map((g) => `"${g}"`).join(', ')}`);
    }
    const guard = guardMiddleware[route.guard];
    // Uploads run after the guard (and the XSRF check before it): a refused caller's file is never read.
    router[route.method](route.path, ...(guard ? [guard] : []), ...(route.upload ? uploads[route.upload] : []), route.handler(handlers));
  }

  router.use((_req, _res, next) => next(fail.notFound()));
  return router;
}
