// The access matrix: every /api route of server/api.ts and every guarded screen of client/routes.tsx, called by each
// kind of caller, with the answer each must get. A refused call (4xx) must leave every row (and the uploads
// directory) as it was; a second test checks that the matrix names exactly the routes the app has mounted.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import request from 'supertest';
import { pageTable } from '../../client/routes';
import type { Method } from '../../server/api';
import type { User } from '../../shared/types';
import { checked, type TestApp, testApp } from '../helpers/app';
import { createUser, ensureCountry, PASSWORD, uniqueEmail } from '../helpers/factories';
import { filesUnder, pdf, photo } from '../helpers/files';
import { changedTables, fingerprint } from '../helpers/fingerprint';

const CALLERS = ['anonymous', 'disabledStudent', 'disabledAdmin', 'studentB', 'adviserB', 'admin', 'adviserA', 'studentA'] as const;
/** Callers of the screens' matrix: the portal's screens for advisers are the client's. */
const PAGE_CALLERS = ['anonymous', 'disabledStudent', 'disabledAdmin', 'studentB', 'adviserB', 'admin', 'adviserA', 'studentA'] as const;
type Caller = (typeof CALLERS)[number];
type Expect = Record<Caller, number>;

/**
 * How a caller presents itself. Signed-in callers are browser sessions: the `token` cookie and the XSRF cookie they
 * got at sign-in, echoed in X-XSRF-TOKEN. Disabled callers hold the token they had before an admin disabled them
 * and present it as a bearer token (their cookie-only session is checked in its own test below).
 */
interface Credentials {
  token?: string;
  bearer?: string;
  xsrf: string;
}

/** Everyone gets the same answer. */
const everyone = (status: number): Expect => ({ anonymous: status, disabledStudent: status, disabledAdmin: status, studentB: status, adviserB: status, admin: status, adviserA: status, studentA: status });
/** Guest-only: visitors, and disabled users whose token no longer counts, get `status`; anyone signed in gets 400. */
const guestOnly = (status: number): Expect => ({ anonymous: status, disabledStudent: status, disabledAdmin: status, studentB: 400, adviserB: 400, admin: 400, adviserA: 400, studentA: 400 });
/**
 * Signed-in users only: student A (the owner of the records in the path), student B and the admin; advisers (their
 * own accounts, not the owners) as the admin unless said.
 */
const signedIn = (studentA: number, studentB: number, admin: number, adviser = admin): Expect => ({ anonymous: 401, disabledStudent: 401, disabledAdmin: 401, studentB, adviserB: adviser, admin, adviserA: adviser, studentA });
/** Admins only: advisers get 403 like students. */
const adminOnly = (status: number): Expect => ({ anonymous: 401, disabledStudent: 401, disabledAdmin: 401, studentB: 403, adviserB: 403, admin: status, adviserA: 403, studentA: 403 });
/**
 * Staff (decision 0031): the admin, adviser A (student A's adviser) and adviser B (student B's), who gets 404 for student
 * A's records as if they did not exist; students 403.
 */
const staffOnly = (adviserA: number, adviserB = 404, admin = adviserA): Expect => ({ anonymous: 401, disabledStudent: 401, disabledAdmin: 401, studentB: 403, adviserB, admin, adviserA, studentA: 403 });
/** A student's own things (applications, their conversation): staff get 403. */
const studentOnly = (studentA: number, studentB: number): Expect => ({ anonymous: 401, disabledStudent: 401, disabledAdmin: 401, studentB, adviserB: 403, admin: 403, adviserA: 403, studentA });

type SignedInCaller = Exclude<Caller, 'anonymous'>;

interface Ids {
  users: Record<SignedInCaller | 'loginTarget' | 'target' | 'toDisable' | 'toEnable' | 'toDelete', User>;
  docA: number;
  docToDelete: number;
  widget: { id: number; name: string };
  widgetToDelete: number;
  service: { id: number; slug: string };
  serviceToDelete: number;
  post: { id: number; slug: string };
  postToDelete: number;
  testimonial: number;
  testimonialToDelete: number;
  gallery: { id: number; slug: string };
  galleryToDelete: number;
  galleryImage: number;
  galleryImageToDelete: number;
  country: { id: number; slug: string };
  countryToDelete: number;
  institution: number;
  institutionToDelete: number;
  message: number;
  /** Student A's applications: one staff move, one the student deletes while it is shortlisted. */
  applicationA: number;
  applicationToDelete: number;
  /** Adviser A's consultation, and its manage link's token. */
  consultation: { id: number; token: string };
  /** A lead adviser A owns (decision 0046): adviser B gets 404 for it. */
  leadA: number;
  /** Student A's passport, an application of theirs holding an offer, a task in their plan and one to delete, and their calendar feed (decision 0047). */
  passportA: number;
  /** Commission (decision 0048): an agreement to change, one to delete, and a receivable to write off. */
  agreement: number;
  agreementToDelete: number;
  receivable: number;
  receivableToInvoice: number;
  /** An invoice issued in the setup, to download. */
  invoiceNumber: string;
  offerA: number;
  taskA: number;
  feedA: string;
  /** The first revision of the widget, service, post and country above, by their API segment. */
  revisions: Record<'widgets' | 'services' | 'blog' | 'study-countries', number>;
}

interface CallContext {
  caller: Caller;
  user: User | null;
  ids: Ids;
  db: TestApp['db'];
}

interface Row {
  method: Method;
  /** The path as written in server/api.ts (below /api). */
  path: string;
  url: (ids: Ids) => string;
  expect: Expect;
  body?: (c: CallContext) => unknown;
  /** A multipart upload in the field `file`. */
  upload?: () => Promise<{ file: Buffer; name: string; fields?: Record<string, string> }> | { file: Buffer; name: string; fields?: Record<string, string> };
  /** Each signed-in caller makes this call from a session of its own (signing out must not end the shared one). */
  freshSession?: boolean;
  /** Runs before each call of the row. */
  beforeEach?: (db: TestApp['db']) => Promise<unknown>;
  /** Runs once before the row's calls (before the refused calls' rows are counted). */
  before?: (db: TestApp['db']) => Promise<unknown>;
}

const NEW_PASSWORD = 'a different long passphrase';
/** Student A's id, and a session of theirs made for the row that ends one (set in `before` and by that row). */
let studentAId = 0;
let otherSessionOfA = 0;
/** Student A's task the delete row removes (made again for each caller allowed to). */
let taskToDelete = 0;
const allIds = async (db: TestApp['db'], table: string) => ((await db(table).orderBy('id', 'desc').pluck('id')) as Array<string | number>).map(Number);
const clearContactLimits = (db: TestApp['db']) => db('rate_limits').where('key', 'like', 'contact:%').delete();
const clearConsultationLimits = (db: TestApp['db']) => db('rate_limits').where('key', 'like', 'consultation%').delete();
/** Adviser A's free slots, one per booking the matrix makes (hours every day 09:00–17:00 UTC, set in `before`). */
let slotsTaken = 0;
const GRID = ['09:00', '09:40', '10:20', '11:00', '11:40', '12:20', '13:00', '13:40', '14:20', '15:00', '15:40', '16:20'];
const nextSlot = () => {
  const n = slotsTaken++;
  return `${new Date(Date.now() + (3 + Math.floor(n / GRID.length)) * 86_400_000).toISOString().slice(0, 10)}T${GRID[n % GRID.length]}:00.000Z`;
};
const matrixBooking = (adviserId: number) => ({ start: nextSlot(), adviser_id: adviserId, name: 'Matrix Visitor', email: uniqueEmail('matrix-booking'), topic: 'The matrix.', time_zone: 'Europe/Paris', consent: true });
/** A booking made for the row that erases it (each caller forgets one of its own). */
let forgetToken = '';
let matrixApp: TestApp | undefined;
let matrixAdviserId = 0;

/** The matrix: one row per route of server/api.ts, in its order. */
/** A record's revisions and the restore of its first one: admins only (decision 0035). */
const revisionRows = (api: keyof Ids['revisions'], id: (i: Ids) => number): Row[] => [
  { method: 'get', path: `/admin/${api}/:id/revisions`, url: (i) => `/api/admin/${api}/${id(i)}/revisions`, expect: adminOnly(200) },
  { method: 'post', path: `/admin/${api}/:id/revisions/:revision/restore`, url: (i) => `/api/admin/${api}/${id(i)}/revisions/${i.revisions[api]}/restore`, expect: adminOnly(200), body: () => ({}) },
];

const rows: Row[] = [
  { method: 'post', path: '/login', url: () => '/api/login', expect: guestOnly(200), body: ({ ids }) => ({ email: ids.users.loginTarget.email, password: PASSWORD }) },
  { method: 'post', path: '/login/mfa', url: () => '/api/login/mfa', expect: guestOnly(422), body: () => ({ mfa_token: 'not-a-challenge-token', code: '123456' }) },
  {
    method: 'post',
    path: '/register',
    url: () => '/api/register',
    expect: guestOnly(201),
    body: () => ({ firstname: 'Ngozi', lastname: 'Adeyemi', email: uniqueEmail('matrix-register'), password: 'harmattan mornings in lagos', password_confirmation: 'harmattan mornings in lagos' }),
  },
  { method: 'post', path: '/email/verify', url: () => '/api/email/verify', expect: everyone(422), body: () => ({ token: 'not-a-verification-token' }) },
  { method: 'post', path: '/email/resend', url: () => '/api/email/resend', expect: everyone(202), body: () => ({ email: uniqueEmail('matrix-resend') }) },
  { method: 'post', path: '/email/confirm', url: () => '/api/email/confirm', expect: everyone(422), body: () => ({ token: 'not-a-confirmation-token' }) },
  { method: 'post', path: '/logout', url: () => '/api/logout', expect: everyone(204), freshSession: true },
  { method: 'get', path: '/user', url: () => '/api/user', expect: signedIn(200, 200, 200) },
  { method: 'post', path: '/password/email', url: () => '/api/password/email', expect: guestOnly(200), body: ({ ids }) => ({ email: ids.users.loginTarget.email }) },
  {
    method: 'post',
    path: '/password/reset',
    url: () => '/api/password/reset',
    expect: guestOnly(422),
    body: ({ ids }) => ({ token: 'not-a-reset-token', email: ids.users.loginTarget.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
  },
  // No provider is configured in the test environment: a visitor reaches the handler and hears 404.
  { method: 'post', path: '/oauth/:provider', url: () => '/api/oauth/github', expect: guestOnly(404) },
  { method: 'get', path: '/oauth/:provider/callback', url: () => '/api/oauth/github/callback?code=abc&state=def', expect: guestOnly(404) },

  { method: 'get', path: '/widgets', url: (i) => `/api/widgets?names=${i.widget.name}`, expect: everyone(200) },
  { method: 'get', path: '/widgets/:name', url: (i) => `/api/widgets/${i.widget.name}`, expect: everyone(200) },
  { method: 'get', path: '/galleries', url: () => '/api/galleries', expect: everyone(200) },
  { method: 'get', path: '/galleries/:id', url: (i) => `/api/galleries/${i.gallery.slug}`, expect: everyone(200) },
  { method: 'get', path: '/testimonials', url: () => '/api/testimonials', expect: everyone(200) },
  { method: 'get', path: '/blog', url: () => '/api/blog', expect: everyone(200) },
  { method: 'get', path: '/blog/:slug', url: (i) => `/api/blog/${i.post.slug}`, expect: everyone(200) },
  { method: 'get', path: '/services', url: () => '/api/services', expect: everyone(200) },
  { method: 'get', path: '/services/:slug', url: (i) => `/api/services/${i.service.slug}`, expect: everyone(200) },
  { method: 'get', path: '/study-countries', url: () => '/api/study-countries', expect: everyone(200) },
  { method: 'get', path: '/study-countries/:slug', url: (i) => `/api/study-countries/${i.country.slug}`, expect: everyone(200) },
  { method: 'get', path: '/institutions', url: () => '/api/institutions', expect: everyone(200) },
  {
    method: 'post',
    path: '/contact',
    url: () => '/api/contact',
    expect: everyone(201),
    beforeEach: clearContactLimits,
    body: () => ({ name: 'Matrix Sender', email: 'matrix.sender@example.com', enquiry_type: 'other', message: 'A question from the access matrix.', consent: true }),
  },
  {
    method: 'post',
    path: '/fit-check',
    url: () => '/api/fit-check',
    expect: everyone(200),
    body: () => ({ level: 'master', field: 'Engineering', budget_eur_per_year: 20000, wants_to_work: true, stay_after: false, english_only: true }),
  },

  {
    method: 'patch',
    path: '/settings/profile',
    url: () => '/api/settings/profile',
    expect: signedIn(200, 200, 200),
    body: ({ user }) => ({ firstname: 'Matrix', lastname: 'Caller', email: user?.email ?? uniqueEmail('matrix-nobody') }),
  },
  {
    method: 'patch',
    path: '/settings/password',
    url: () => '/api/settings/password',
    expect: { ...signedIn(204, 204, 204) },
    body: () => ({ current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
  },
  { method: 'post', path: '/settings/pending-email/resend', url: () => '/api/settings/pending-email/resend', expect: signedIn(409, 409, 409) },
  { method: 'delete', path: '/settings/pending-email', url: () => '/api/settings/pending-email', expect: signedIn(200, 200, 200) },
  { method: 'get', path: '/settings/sessions', url: () => '/api/settings/sessions', expect: signedIn(200, 200, 200) },
  {
    method: 'delete',
    path: '/settings/sessions/:id',
    url: () => `/api/settings/sessions/${otherSessionOfA}`,
    expect: signedIn(204, 404, 404),
    // A session of student A's made for this row (changing the password ended the earlier ones).
    before: async (db) => {
      const [row] = (await db('access_tokens')
        .insert({ user_id: studentAId, token_hash: randomBytes(32).toString('hex'), expires_at: db.raw(`now() + interval '1 day'`) })
        .returning('id')) as Array<{ id: number }>;
      otherSessionOfA = Number(row!.id);
    },
  },
  { method: 'delete', path: '/settings/sessions', url: () => '/api/settings/sessions', expect: signedIn(204, 204, 204) },
  { method: 'post', path: '/settings/mfa', url: () => '/api/settings/mfa', expect: signedIn(200, 200, 200), body: () => ({ current_password: NEW_PASSWORD }) },
  // Nobody in the matrix has two-step sign-in on: new codes are refused (409) after the password is checked.
  { method: 'post', path: '/settings/mfa/recovery-codes', url: () => '/api/settings/mfa/recovery-codes', expect: signedIn(409, 409, 409), body: () => ({ current_password: NEW_PASSWORD }) },
  { method: 'post', path: '/settings/mfa/confirm', url: () => '/api/settings/mfa/confirm', expect: signedIn(422, 422, 422), body: () => ({ code: 'not-a-code' }) },
  { method: 'delete', path: '/settings/mfa', url: () => '/api/settings/mfa', expect: signedIn(422, 422, 422), body: () => ({ password: 'not the password at all' }) },

  { method: 'get', path: '/account/documents', url: () => '/api/account/documents', expect: signedIn(200, 200, 200) },
  { method: 'post', path: '/account/documents', url: () => '/api/account/documents', expect: signedIn(201, 201, 201), upload: () => ({ file: pdf(), name: 'passport.pdf', fields: { kind: 'passport' } }) },
  { method: 'post', path: '/account/documents/:id/versions', url: (i) => `/api/account/documents/${i.docA}/versions`, expect: signedIn(201, 404, 404), upload: () => ({ file: pdf(), name: 'passport-v2.pdf' }) },
  { method: 'get', path: '/account/documents/:id/download', url: (i) => `/api/account/documents/${i.docA}/download`, expect: signedIn(200, 404, 404) },
  { method: 'delete', path: '/account/documents/:id', url: (i) => `/api/account/documents/${i.docToDelete}`, expect: signedIn(204, 404, 404) },
  { method: 'get', path: '/account/checklists', url: () => '/api/account/checklists', expect: signedIn(200, 200, 200) },
  { method: 'get', path: '/account/export', url: () => '/api/account/export', expect: signedIn(200, 200, 200) },
  // A wrong password changes nothing; an administrator's account is not deleted from here at all (an adviser's is).
  { method: 'delete', path: '/account', url: () => '/api/account', expect: signedIn(422, 422, 403, 422), body: () => ({ password: 'not the password at all' }) },
  { method: 'post', path: '/account/restore', url: () => '/api/account/restore', expect: everyone(422), body: () => ({ token: 'not-a-restore-token' }) },
  { method: 'get', path: '/account/applications', url: () => '/api/account/applications', expect: studentOnly(200, 200) },
  { method: 'post', path: '/account/applications', url: () => '/api/account/applications', expect: studentOnly(201, 201), body: ({ ids }) => ({ institution_id: ids.institution, course: 'MSc Matrix Studies', intake: '2027-09' }) },
  { method: 'delete', path: '/account/applications/:id', url: (i) => `/api/account/applications/${i.applicationToDelete}`, expect: studentOnly(204, 404) },
  { method: 'post', path: '/account/applications/:id/reply', url: (i) => `/api/account/applications/${i.offerA}/reply`, expect: studentOnly(200, 404), body: () => ({ reply: 'insurance' }) },
  // The plan (decision 0047): the student's own, its feed opened by its key alone, their tasks.
  { method: 'get', path: '/account/plan', url: () => '/api/account/plan', expect: studentOnly(200, 200) },
  { method: 'get', path: '/account/plan.ics', url: (i) => i.feedA, expect: everyone(200) },
  { method: 'post', path: '/account/plan/calendar-key', url: () => '/api/account/plan/calendar-key', expect: studentOnly(200, 200) },
  { method: 'patch', path: '/account/tasks/:id', url: (i) => `/api/account/tasks/${i.taskA}`, expect: studentOnly(200, 404), body: () => ({ done: true }) },
  { method: 'get', path: '/account/messages', url: () => '/api/account/messages', expect: studentOnly(200, 200) },
  { method: 'post', path: '/account/messages', url: () => '/api/account/messages', expect: studentOnly(201, 201), body: () => ({ body: 'A question from the access matrix.' }) },
  { method: 'post', path: '/account/messages/read', url: () => '/api/account/messages/read', expect: studentOnly(204, 204) },
  { method: 'get', path: '/account/unread', url: () => '/api/account/unread', expect: studentOnly(200, 200) },

  { method: 'get', path: '/staff/advisers', url: () => '/api/staff/advisers', expect: staffOnly(200, 200) },
  { method: 'get', path: '/staff/dashboard', url: () => '/api/staff/dashboard', expect: staffOnly(200, 200) },
  { method: 'get', path: '/staff/unread', url: () => '/api/staff/unread', expect: staffOnly(200, 200) },
  { method: 'get', path: '/staff/students', url: () => '/api/staff/students', expect: staffOnly(200, 200) },
  { method: 'get', path: '/staff/students/:id', url: (i) => `/api/staff/students/${i.users.studentA.id}`, expect: staffOnly(200) },
  { method: 'get', path: '/staff/students/:id/plan', url: (i) => `/api/staff/students/${i.users.studentA.id}/plan`, expect: staffOnly(200) },
  { method: 'post', path: '/staff/students/:id/tasks', url: (i) => `/api/staff/students/${i.users.studentA.id}/tasks`, expect: staffOnly(201), body: () => ({ title: 'Book IELTS from the matrix', due_on: '2027-03-01' }) },
  { method: 'patch', path: '/staff/tasks/:id', url: (i) => `/api/staff/tasks/${i.taskA}`, expect: staffOnly(200), body: () => ({ title: 'Book IELTS Academic' }) },
  // Each allowed caller deletes a task of student A's (made again when the one before is gone).
  {
    method: 'delete',
    path: '/staff/tasks/:id',
    url: () => `/api/staff/tasks/${taskToDelete}`,
    expect: staffOnly(204),
    beforeEach: async (db) => {
      if (await db('plan_tasks').where({ id: taskToDelete }).first('id')) return;
      const [row] = (await db('plan_tasks').insert({ student_id: studentAId, title: 'A task to delete', due_on: '2027-04-02' }).returning('id')) as Array<{ id: number }>;
      taskToDelete = Number(row!.id);
    },
  },
  { method: 'patch', path: '/staff/documents/:id', url: (i) => `/api/staff/documents/${i.passportA}`, expect: staffOnly(200), body: () => ({ expires_on: '2031-05-31' }) },
  { method: 'get', path: '/staff/students/:id/messages', url: (i) => `/api/staff/students/${i.users.studentA.id}/messages`, expect: staffOnly(200) },
  { method: 'post', path: '/staff/students/:id/messages', url: (i) => `/api/staff/students/${i.users.studentA.id}/messages`, expect: staffOnly(201), body: () => ({ body: 'An answer from the access matrix.' }) },
  { method: 'post', path: '/staff/students/:id/messages/read', url: (i) => `/api/staff/students/${i.users.studentA.id}/messages/read`, expect: staffOnly(204) },
  {
    method: 'post',
    path: '/staff/students/:id/applications',
    url: (i) => `/api/staff/students/${i.users.studentA.id}/applications`,
    expect: staffOnly(201),
    body: ({ ids }) => ({ institution_id: ids.institution, course: 'BSc Staff Matrix', intake: '2027-01', stage: 'preparing', note: 'Added by staff.' }),
  },
  { method: 'get', path: '/staff/applications', url: () => '/api/staff/applications?per_page=500', expect: staffOnly(200, 200) },
  { method: 'get', path: '/staff/board', url: () => '/api/staff/board', expect: staffOnly(200, 200) },
  { method: 'patch', path: '/staff/applications/:id', url: (i) => `/api/staff/applications/${i.applicationA}`, expect: staffOnly(200), body: () => ({ stage: 'submitted', note: 'Sent off.' }) },
  // Leads and the funnel (decision 0046): an adviser sees the leads they own; reassigning is for admins.
  { method: 'get', path: '/staff/leads', url: () => '/api/staff/leads', expect: staffOnly(200, 200) },
  { method: 'post', path: '/staff/leads/reassign', url: () => '/api/staff/leads/reassign', expect: adminOnly(200), body: ({ ids }) => ({ ids: [ids.leadA], owner_id: ids.users.adviserA.id }) },
  { method: 'get', path: '/staff/leads/:id', url: (i) => `/api/staff/leads/${i.leadA}`, expect: staffOnly(200) },
  { method: 'patch', path: '/staff/leads/:id', url: (i) => `/api/staff/leads/${i.leadA}`, expect: staffOnly(200), body: () => ({ note: 'A note from the access matrix.' }) },
  { method: 'post', path: '/staff/leads/:id/invite', url: (i) => `/api/staff/leads/${i.leadA}/invite`, expect: staffOnly(202) },
  { method: 'get', path: '/staff/funnel', url: () => '/api/staff/funnel?from=2026-01-01&to=2026-12-31&by=adviser', expect: staffOnly(200, 200) },

  { method: 'get', path: '/admin/dashboard', url: () => '/api/admin/dashboard', expect: adminOnly(200) },
  { method: 'get', path: '/admin/users', url: () => '/api/admin/users', expect: adminOnly(200) },
  {
    method: 'post',
    path: '/admin/users',
    url: () => '/api/admin/users',
    expect: adminOnly(201),
    body: () => ({ firstname: 'Added', lastname: 'ByMatrix', email: uniqueEmail('matrix-added'), role: 'admin', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
  },
  { method: 'get', path: '/admin/users/:id', url: (i) => `/api/admin/users/${i.users.target.id}`, expect: adminOnly(200) },
  {
    method: 'patch',
    path: '/admin/users/:id',
    url: (i) => `/api/admin/users/${i.users.target.id}`,
    expect: adminOnly(200),
    body: ({ ids }) => ({ firstname: 'Promoted', lastname: 'Target', email: ids.users.target.email, role: 'admin' }),
  },
  { method: 'post', path: '/admin/users/:id/disable', url: (i) => `/api/admin/users/${i.users.toDisable.id}/disable`, expect: adminOnly(200) },
  { method: 'post', path: '/admin/users/:id/enable', url: (i) => `/api/admin/users/${i.users.toEnable.id}/enable`, expect: adminOnly(200) },
  { method: 'delete', path: '/admin/users/:id', url: (i) => `/api/admin/users/${i.users.toDelete.id}`, expect: adminOnly(204) },
  { method: 'get', path: '/admin/users/:id/documents', url: (i) => `/api/admin/users/${i.users.studentA.id}/documents`, expect: adminOnly(200) },
  // Review: an adviser reviews their own students' documents; another student's is a 404.
  { method: 'get', path: '/admin/documents', url: () => '/api/admin/documents', expect: staffOnly(200, 200) },
  { method: 'get', path: '/admin/documents/:id/download', url: (i) => `/api/admin/documents/${i.docA}/download`, expect: staffOnly(200) },
  { method: 'get', path: '/admin/documents/:id/preview', url: (i) => `/api/admin/documents/${i.docA}/preview`, expect: staffOnly(200) },
  { method: 'post', path: '/admin/documents/:id/approve', url: (i) => `/api/admin/documents/${i.docA}/approve`, expect: staffOnly(200) },
  { method: 'post', path: '/admin/documents/:id/reject', url: (i) => `/api/admin/documents/${i.docA}/reject`, expect: staffOnly(200), body: () => ({ reason: 'The scan is blurred.' }) },

  { method: 'post', path: '/admin/images', url: () => '/api/admin/images', expect: adminOnly(201), upload: async () => ({ file: await photo({ width: 64, height: 48 }), name: 'header.jpg' }) },
  { method: 'get', path: '/admin/widgets', url: () => '/api/admin/widgets', expect: adminOnly(200) },
  { method: 'post', path: '/admin/widgets', url: () => '/api/admin/widgets', expect: adminOnly(201), body: () => ({ name: `matrix-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, title: 'Matrix widget' }) },
  { method: 'get', path: '/admin/widgets/:id', url: (i) => `/api/admin/widgets/${i.widget.id}`, expect: adminOnly(200) },
  { method: 'put', path: '/admin/widgets/:id', url: (i) => `/api/admin/widgets/${i.widget.id}`, expect: adminOnly(200), body: ({ ids }) => ({ name: ids.widget.name, title: 'Matrix widget, edited', html: '<p>Edited</p>' }) },
  { method: 'delete', path: '/admin/widgets/:id', url: (i) => `/api/admin/widgets/${i.widgetToDelete}`, expect: adminOnly(204) },
  ...revisionRows('widgets', (i) => i.widget.id),
  { method: 'put', path: '/admin/services/order', url: () => '/api/admin/services/order', expect: adminOnly(200), body: async ({ db }) => ({ ids: await allIds(db, 'services') }) },
  { method: 'get', path: '/admin/services', url: () => '/api/admin/services', expect: adminOnly(200) },
  { method: 'post', path: '/admin/services', url: () => '/api/admin/services', expect: adminOnly(201), body: () => ({ audience: 'students', name: `Matrix service ${Date.now()} ${Math.random()}`, summary: 'Made by the access matrix.' }) },
  { method: 'get', path: '/admin/services/:id', url: (i) => `/api/admin/services/${i.service.id}`, expect: adminOnly(200) },
  {
    method: 'put',
    path: '/admin/services/:id',
    url: (i) => `/api/admin/services/${i.service.id}`,
    expect: adminOnly(200),
    body: ({ ids }) => ({ audience: 'institutions', name: 'Matrix service, edited', slug: ids.service.slug, summary: 'Edited by the matrix.' }),
  },
  { method: 'delete', path: '/admin/services/:id', url: (i) => `/api/admin/services/${i.serviceToDelete}`, expect: adminOnly(204) },
  ...revisionRows('services', (i) => i.service.id),
  { method: 'get', path: '/admin/blog', url: () => '/api/admin/blog', expect: adminOnly(200) },
  { method: 'post', path: '/admin/blog', url: () => '/api/admin/blog', expect: adminOnly(201), body: () => ({ title: `Matrix post ${Date.now()} ${Math.random()}` }) },
  { method: 'get', path: '/admin/blog/:id', url: (i) => `/api/admin/blog/${i.post.id}`, expect: adminOnly(200) },
  { method: 'put', path: '/admin/blog/:id', url: (i) => `/api/admin/blog/${i.post.id}`, expect: adminOnly(200), body: ({ ids }) => ({ title: 'Matrix post, edited', slug: ids.post.slug, status: 'published', body: '<p>Edited</p>' }) },
  { method: 'delete', path: '/admin/blog/:id', url: (i) => `/api/admin/blog/${i.postToDelete}`, expect: adminOnly(204) },
  ...revisionRows('blog', (i) => i.post.id),
  { method: 'put', path: '/admin/testimonials/order', url: () => '/api/admin/testimonials/order', expect: adminOnly(200), body: async ({ db }) => ({ ids: await allIds(db, 'testimonials') }) },
  { method: 'get', path: '/admin/testimonials', url: () => '/api/admin/testimonials', expect: adminOnly(200) },
  { method: 'post', path: '/admin/testimonials', url: () => '/api/admin/testimonials', expect: adminOnly(201), body: () => ({ name: 'Matrix Student', text: 'Added by the access matrix.' }) },
  { method: 'get', path: '/admin/testimonials/:id', url: (i) => `/api/admin/testimonials/${i.testimonial}`, expect: adminOnly(200) },
  { method: 'put', path: '/admin/testimonials/:id', url: (i) => `/api/admin/testimonials/${i.testimonial}`, expect: adminOnly(200), body: () => ({ name: 'Matrix Student', text: 'Edited by the access matrix.' }) },
  { method: 'delete', path: '/admin/testimonials/:id', url: (i) => `/api/admin/testimonials/${i.testimonialToDelete}`, expect: adminOnly(204) },
  { method: 'put', path: '/admin/galleries/order', url: () => '/api/admin/galleries/order', expect: adminOnly(200), body: async ({ db }) => ({ ids: await allIds(db, 'galleries') }) },
  { method: 'get', path: '/admin/galleries', url: () => '/api/admin/galleries', expect: adminOnly(200) },
  { method: 'post', path: '/admin/galleries', url: () => '/api/admin/galleries', expect: adminOnly(201), body: () => ({ title: `Matrix gallery ${Date.now()} ${Math.random()}` }) },
  { method: 'get', path: '/admin/galleries/:id', url: (i) => `/api/admin/galleries/${i.gallery.id}`, expect: adminOnly(200) },
  { method: 'put', path: '/admin/galleries/:id', url: (i) => `/api/admin/galleries/${i.gallery.id}`, expect: adminOnly(200), body: ({ ids }) => ({ title: 'Matrix gallery, edited', slug: ids.gallery.slug }) },
  { method: 'delete', path: '/admin/galleries/:id', url: (i) => `/api/admin/galleries/${i.galleryToDelete}`, expect: adminOnly(204) },
  { method: 'post', path: '/admin/galleries/:id/images', url: (i) => `/api/admin/galleries/${i.gallery.id}/images`, expect: adminOnly(201), upload: async () => ({ file: await photo({ width: 64, height: 48 }), name: 'campus.jpg', fields: { caption: 'Campus' } }) },
  {
    method: 'put',
    path: '/admin/galleries/:id/images/order',
    url: (i) => `/api/admin/galleries/${i.gallery.id}/images/order`,
    expect: adminOnly(200),
    body: async ({ db, ids }) => ({ ids: ((await db('gallery_images').where({ gallery_id: ids.gallery.id }).orderBy('id', 'desc').pluck('id')) as number[]).map(Number) }),
  },
  { method: 'patch', path: '/admin/galleries/:id/images/:imageId', url: (i) => `/api/admin/galleries/${i.gallery.id}/images/${i.galleryImage}`, expect: adminOnly(200), body: () => ({ caption: 'Edited caption' }) },
  { method: 'post', path: '/admin/galleries/:id/images/:imageId/rotate', url: (i) => `/api/admin/galleries/${i.gallery.id}/images/${i.galleryImage}/rotate`, expect: adminOnly(200), body: () => ({ degrees: 90 }) },
  { method: 'delete', path: '/admin/galleries/:id/images/:imageId', url: (i) => `/api/admin/galleries/${i.gallery.id}/images/${i.galleryImageToDelete}`, expect: adminOnly(200) },
  { method: 'put', path: '/admin/study-countries/order', url: () => '/api/admin/study-countries/order', expect: adminOnly(200), body: async ({ db }) => ({ ids: await allIds(db, 'countries') }) },
  { method: 'get', path: '/admin/study-countries', url: () => '/api/admin/study-countries', expect: adminOnly(200) },
  { method: 'post', path: '/admin/study-countries', url: () => '/api/admin/study-countries', expect: adminOnly(201), body: () => ({ name: `Matrixland ${Date.now()} ${Math.random().toString(36).slice(2, 6)}` }) },
  { method: 'get', path: '/admin/study-countries/:id', url: (i) => `/api/admin/study-countries/${i.country.id}`, expect: adminOnly(200) },
  { method: 'put', path: '/admin/study-countries/:id', url: (i) => `/api/admin/study-countries/${i.country.id}`, expect: adminOnly(200), body: ({ ids }) => ({ name: 'Matrix Country', slug: ids.country.slug, summary: 'Edited.' }) },
  { method: 'delete', path: '/admin/study-countries/:id', url: (i) => `/api/admin/study-countries/${i.countryToDelete}`, expect: adminOnly(204) },
  ...revisionRows('study-countries', (i) => i.country.id),
  { method: 'get', path: '/admin/institutions', url: () => '/api/admin/institutions', expect: adminOnly(200) },
  { method: 'post', path: '/admin/institutions', url: () => '/api/admin/institutions', expect: adminOnly(201), body: ({ ids }) => ({ name: `Matrix College ${Date.now()} ${Math.random()}`, country_id: ids.country.id, type: 'college' }) },
  { method: 'get', path: '/admin/institutions/:id', url: (i) => `/api/admin/institutions/${i.institution}`, expect: adminOnly(200) },
  { method: 'put', path: '/admin/institutions/:id', url: (i) => `/api/admin/institutions/${i.institution}`, expect: adminOnly(200), body: ({ ids }) => ({ name: `Matrix University ${ids.institution}`, country_id: ids.country.id, type: 'university' }) },
  { method: 'delete', path: '/admin/institutions/:id', url: (i) => `/api/admin/institutions/${i.institutionToDelete}`, expect: adminOnly(204) },
  // The contact enquiries: every adviser answers them (not scoped to students).
  { method: 'get', path: '/admin/messages', url: () => '/api/admin/messages', expect: staffOnly(200, 200) },
  { method: 'get', path: '/admin/messages/:id', url: (i) => `/api/admin/messages/${i.message}`, expect: staffOnly(200, 200) },
  { method: 'patch', path: '/admin/messages/:id', url: (i) => `/api/admin/messages/${i.message}`, expect: staffOnly(200, 200), body: () => ({ handled: true }) },
  { method: 'get', path: '/admin/audit', url: () => '/api/admin/audit?action=user.disable', expect: adminOnly(200) },
  // The site's languages (the same list back: the matrix changes nothing visitors see).
  { method: 'get', path: '/admin/locales', url: () => '/api/admin/locales', expect: adminOnly(200) },
  { method: 'put', path: '/admin/locales', url: () => '/api/admin/locales', expect: adminOnly(200), body: () => ({ enabled: ['en', 'es', 'ar'] }) },
  // Commission (decision 0048): admins only.
  { method: 'get', path: '/admin/agreements', url: () => '/api/admin/agreements', expect: adminOnly(200) },
  { method: 'post', path: '/admin/agreements', url: () => '/api/admin/agreements', expect: adminOnly(201), body: ({ ids }) => ({ institution_id: ids.institution, valid_from: '2031-01-01', basis: 'fixed', amount: 150000, currency: 'GBP', payable: 'on_enrolment', finance_email: 'finance@example.ac.uk' }) },
  { method: 'patch', path: '/admin/agreements/:id', url: (i) => `/api/admin/agreements/${i.agreement}`, expect: adminOnly(200), body: () => ({ finance_email: 'fees@example.ac.uk' }) },
  { method: 'delete', path: '/admin/agreements/:id', url: (i) => `/api/admin/agreements/${i.agreementToDelete}`, expect: adminOnly(204) },
  { method: 'get', path: '/admin/receivables', url: () => '/api/admin/receivables', expect: adminOnly(200) },
  { method: 'patch', path: '/admin/receivables/:id', url: (i) => `/api/admin/receivables/${i.receivable}`, expect: adminOnly(200), body: () => ({ status: 'written_off', reason: 'Written off in the access matrix.' }) },
  // Invoiced once by the admin; the matrix's receivable is written off after, by the row above's order.
  { method: 'post', path: '/admin/receivables/:id/invoice', url: (i) => `/api/admin/receivables/${i.receivableToInvoice}/invoice`, expect: adminOnly(201) },
  { method: 'get', path: '/admin/invoices/:number.pdf', url: (i) => `/api/admin/invoices/${i.invoiceNumber}.pdf`, expect: adminOnly(200) },
  { method: 'get', path: '/admin/commission/report', url: () => '/api/admin/commission/report?from=2026-01-01&to=2027-12-31', expect: adminOnly(200) },
  // Consultations (decision 0046): the booking page and the manage link are open to all; hours and lists to staff.
  { method: 'get', path: '/consultations/slots', url: (i) => `/api/consultations/slots?days=3&from=${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)}&destination=${i.country.slug}`, expect: everyone(200) },
  { method: 'post', path: '/consultations', url: () => '/api/consultations', expect: everyone(201), beforeEach: clearConsultationLimits, body: ({ ids }) => matrixBooking(ids.users.adviserA.id) },
  { method: 'get', path: '/consultations/:token', url: (i) => `/api/consultations/${i.consultation.token}`, expect: everyone(200), beforeEach: clearConsultationLimits },
  // The same start again: a move that changes nothing but the invitation's sequence.
  { method: 'post', path: '/consultations/:token/reschedule', url: (i) => `/api/consultations/${i.consultation.token}/reschedule`, expect: everyone(200), beforeEach: clearConsultationLimits, body: async ({ ids, db }) => ({ start: new Date((await db('consultations').where({ id: ids.consultation.id }).first('starts_at')).starts_at).toISOString() }) },
  // Cancelled by the first caller; a cancelled booking cancelled again answers the same.
  { method: 'post', path: '/consultations/:token/cancel', url: (i) => `/api/consultations/${i.consultation.token}/cancel`, expect: everyone(200), beforeEach: clearConsultationLimits },
  {
    method: 'post',
    path: '/consultations/:token/forget',
    url: () => `/api/consultations/${forgetToken}/forget`,
    expect: everyone(204),
    beforeEach: async (db) => {
      await clearConsultationLimits(db);
      const made = await matrixApp!.services.consultations.book(matrixBooking(matrixAdviserId), { ip: 'matrix-forget' });
      forgetToken = made.manage_url.split('/').pop()!;
    },
  },
  { method: 'get', path: '/staff/availability', url: () => '/api/staff/availability', expect: staffOnly(200, 200) },
  { method: 'put', path: '/staff/availability', url: () => '/api/staff/availability', expect: staffOnly(200, 200), body: () => ({ time_zone: 'UTC', weekly: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '09:00', end: '17:00' })), notice_hours: 12, horizon_days: 28 }) },
  { method: 'get', path: '/staff/consultations', url: () => '/api/staff/consultations', expect: staffOnly(200, 200) },
  { method: 'patch', path: '/staff/consultations/:id', url: (i) => `/api/staff/consultations/${i.consultation.id}`, expect: staffOnly(200), body: () => ({ notes: 'Seen from the matrix.' }) },
  // The API's own description (decision 0041).
  { method: 'get', path: '/openapi.json', url: () => '/api/openapi.json', expect: everyone(200) },
];

/** Screens behind a guard: where each caller ends up (a status, and the redirect's Location). */
type PageGuard = 'staff' | 'adminOnly' | 'adviserOnly' | 'auth' | 'student' | 'guest';
type PageExpect = Record<(typeof PAGE_CALLERS)[number], [number, string?]>;
const signedOut: Pick<PageExpect, 'anonymous' | 'disabledStudent' | 'disabledAdmin'> = { anonymous: [302, '/login'], disabledStudent: [302, '/login'], disabledAdmin: [302, '/login'] };
const PAGE_EXPECT: Record<PageGuard, PageExpect> = {
  // The portal's layout: auth, then role:admin,adviser (students get the unauthorized screen).
  staff: { ...signedOut, studentB: [302, '/unauthorized'], adviserB: [200], admin: [200], adviserA: [200], studentA: [302, '/unauthorized'] },
  // …and an admin-only screen's own role:admin.
  adminOnly: { ...signedOut, studentB: [302, '/unauthorized'], adviserB: [302, '/unauthorized'], admin: [200], adviserA: [302, '/unauthorized'], studentA: [302, '/unauthorized'] },
  // …and an adviser's own screen (their hours): role:adviser.
  adviserOnly: { ...signedOut, studentB: [302, '/unauthorized'], adviserB: [200], admin: [302, '/unauthorized'], adviserA: [200], studentA: [302, '/unauthorized'] },
  auth: { ...signedOut, studentB: [200], adviserB: [200], admin: [200], adviserA: [200], studentA: [200] },
  // A student's own screens (applications, messages): auth, role:user.
  student: { ...signedOut, studentB: [200], adviserB: [302, '/unauthorized'], admin: [302, '/unauthorized'], adviserA: [302, '/unauthorized'], studentA: [200] },
  guest: { anonymous: [200], disabledStudent: [200], disabledAdmin: [200], studentB: [302, '/'], adviserB: [302, '/'], admin: [302, '/'], adviserA: [302, '/'], studentA: [302, '/'] },
};
/** Screens of one record whose answer depends on whose it is: studentA is adviserA's, not adviserB's. */
const PAGE_OVERRIDES: Record<string, Partial<PageExpect>> = { '/admin/students/:id': { adviserB: [404] }, '/admin/leads/:id': { adviserB: [404] } };

const GUARD_CHAINS: Record<string, PageGuard> = { layout: 'staff', 'layout,role:admin': 'adminOnly', 'layout,role:adviser': 'adviserOnly', auth: 'auth', 'auth,role:user': 'student', guest: 'guest' };

function pageGuard(entry: (typeof pageTable)[number]): PageGuard | null {
  const names = [...(entry.layout === 'admin' ? ['layout'] : []), ...(entry.guards ?? [])];
  if (!names.length) return null;
  const guard = GUARD_CHAINS[names.join(',')];
  if (!guard) throw new Error(`the matrix has no expectations for the guards ${names.join(', ')} of ${entry.path}`);
  return guard;
}

function pageUrl(path: string, ids: Ids): string {
  const values: Record<string, string> = {
    '/admin/users/:id': String(ids.users.studentA.id),
    '/admin/students/:id': String(ids.users.studentA.id),
    '/admin/widgets/:id': String(ids.widget.id),
    '/admin/blog/:id': String(ids.post.id),
    '/admin/galleries/:id': String(ids.gallery.id),
    '/admin/testimonials/:id': String(ids.testimonial),
    '/admin/studycountries/:id': String(ids.country.id),
    '/admin/institutions/:id': String(ids.institution),
    '/admin/messages/:id': String(ids.message),
    '/admin/services/:id': String(ids.service.id),
    '/admin/leads/:id': String(ids.leadA),
    '/password/reset/:token': 'a1b2c3d4',
  };
  if (path.includes(':') && !values[path]) throw new Error(`no record for the screen ${path}`);
  return values[path] ? path.replace(/:\w+$/, values[path]!) : path;
}

/** The name=value pairs of a response's Set-Cookie headers. */
function setCookies(res: request.Response): Record<string, { value: string; header: string }> {
  const out: Record<string, { value: string; header: string }> = {};
  for (const header of (res.headers['set-cookie'] as unknown as string[] | undefined) ?? []) {
    const [pair] = header.split(';');
    const eq = pair!.indexOf('=');
    out[pair!.slice(0, eq)] = { value: pair!.slice(eq + 1), header };
  }
  return out;
}

describe('access matrix: every API route and guarded screen, for every kind of caller', function () {
  // Every route × every caller, with a snapshot of every table around the refused calls: it grows with the table.
  this.timeout(180_000);

  let server: http.Server;
  let base: string;
  let app: TestApp;
  let ids: Ids;
  const creds = {} as Record<Caller, Credentials>;

  let sent = 0;
  function send(method: Method, url: string, c: Credentials, options: { body?: unknown; upload?: { file: Buffer; name: string; fields?: Record<string, string> } } = {}) {
    // Each call from an address of its own (the test app trusts loopback as its proxy): the per-address attempt
    // limits are not what the matrix checks.
    sent += 1;
    let req = checked(request(base)[method](url), method, url).redirects(0).set('X-Forwarded-For', `2001:db8:aa::${(sent >>> 16).toString(16)}:${(sent & 0xffff).toString(16)}`);
    const cookies = [`XSRF-TOKEN=${c.xsrf}`, ...(c.token ? [`token=${c.token}`] : [])];
    req = req.set('Cookie', cookies.join('; ')).set('X-XSRF-TOKEN', decodeURIComponent(c.xsrf)).set('Accept', 'application/json');
    if (c.bearer) req = req.set('Authorization', `Bearer ${c.bearer}`);
    if (options.upload) {
      for (const [name, value] of Object.entries(options.upload.fields ?? {})) req = req.field(name, value);
      return req.attach('file', options.upload.file, options.upload.name);
    }
    return options.body === undefined ? req : req.send(options.body as object);
  }

  /** The XSRF cookie a session gets on its first GET (bound to its token cookie, or to no session). */
  async function xsrfFor(token?: string): Promise<string> {
    let req = request(base).get('/api/user');
    if (token) req = req.set('Cookie', `token=${token}`);
    const xsrf = setCookies(await req)['XSRF-TOKEN']?.value;
    if (!xsrf) throw new Error('no XSRF cookie handed out');
    return xsrf;
  }

  /** Signs in through POST /api/login as the browser does; the session is the token cookie and its XSRF cookie. */
  async function signIn(user: User, password = PASSWORD): Promise<Credentials> {
    const res = await send('post', '/api/login', { xsrf: await xsrfFor() }, { body: { email: user.email, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    const cookies = setCookies(res);
    return { token: cookies.token!.value, xsrf: cookies['XSRF-TOKEN']!.value };
  }

  before(async function () {
    app = await testApp();
    server = http.createServer(app.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const users = {
      studentA: await createUser({ firstname: 'Student', lastname: 'A' }),
      studentB: await createUser({ firstname: 'Student', lastname: 'B' }),
      admin: await createUser({ role: 'admin', firstname: 'Matrix', lastname: 'Admin' }),
      adviserA: await createUser({ role: 'adviser', firstname: 'Adviser', lastname: 'A' }),
      adviserB: await createUser({ role: 'adviser', firstname: 'Adviser', lastname: 'B' }),
      disabledStudent: await createUser({ firstname: 'Disabled', lastname: 'Student' }),
      disabledAdmin: await createUser({ role: 'admin', firstname: 'Disabled', lastname: 'Admin' }),
      loginTarget: await createUser(),
      target: await createUser(),
      toDisable: await createUser(),
      toEnable: await createUser(),
      toDelete: await createUser(),
    } satisfies Ids['users'];
    creds.anonymous = { xsrf: await xsrfFor() };
    for (const caller of ['studentA', 'studentB', 'admin', 'adviserA', 'adviserB', 'disabledStudent', 'disabledAdmin'] as const) creds[caller] = await signIn(users[caller]);
    // Each adviser looks after one student.
    await app.db('users').where({ id: users.studentA.id }).update({ adviser_id: users.adviserA.id });
    await app.db('users').where({ id: users.studentB.id }).update({ adviser_id: users.adviserB.id });

    // Disabled by another admin after signing in: they keep a token that must now be refused.
    for (const caller of ['disabledStudent', 'disabledAdmin', 'toEnable'] as const) {
      const res = await send('post', `/api/admin/users/${users[caller].id}/disable`, creds.admin);
      expect(res.status, `disable ${caller}`).to.equal(200);
    }
    for (const caller of ['disabledStudent', 'disabledAdmin'] as const) creds[caller] = { bearer: creds[caller].token!, xsrf: creds.anonymous.xsrf };

    const uploadAs = async (caller: Caller, url: string, file: Buffer, name: string, fields: Record<string, string> = {}) => {
      const res = await send('post', url, creds[caller], { upload: { file, name, fields } });
      if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as { id: number; images?: Array<{ id: number }> };
    };
    const docA = (await uploadAs('studentA', '/api/account/documents', pdf(), 'transcript.pdf', { kind: 'transcript' })).id;
    const docToDelete = (await uploadAs('studentA', '/api/account/documents', pdf(), 'old-cv.pdf', { kind: 'cv' })).id;

    const { services } = app;
    const admin = users.admin;
    studentAId = users.studentA.id;
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const widget = await services.content.widgets.admin.create(admin, { name: `matrix-widget-${stamp}`, title: 'Matrix widget' });
    const widgetToDelete = await services.content.widgets.admin.create(admin, { name: `matrix-widget-gone-${stamp}`, title: 'Doomed widget' });
    const service = await services.content.services.admin.create(admin, { audience: 'students', name: `Matrix service ${stamp}`, summary: 'For the matrix.' });
    const serviceToDelete = await services.content.services.admin.create(admin, { audience: 'students', name: `Doomed service ${stamp}`, summary: 'For the matrix.' });
    const post = await services.content.posts.admin.create(admin, { title: `Matrix post ${stamp}`, status: 'published', body: '<p>Hello</p>' });
    const postToDelete = await services.content.posts.admin.create(admin, { title: `Doomed post ${stamp}` });
    const testimonial = await services.content.testimonials.admin.create(admin, { name: 'Matrix Student', text: 'Very helpful.' });
    const testimonialToDelete = await services.content.testimonials.admin.create(admin, { name: 'Doomed Student', text: 'Gone soon.' });
    const gallery = await services.content.galleries.admin.create(admin, { title: `Matrix gallery ${stamp}` });
    const galleryToDelete = await services.content.galleries.admin.create(admin, { title: `Doomed gallery ${stamp}` });
    await uploadAs('admin', `/api/admin/galleries/${gallery.id}/images`, await photo({ width: 64, height: 48 }), 'one.jpg');
    const withImages = await uploadAs('admin', `/api/admin/galleries/${gallery.id}/images`, await photo({ width: 64, height: 48, color: '#aa3355' }), 'two.jpg');
    const country = await ensureCountry(`matrix-${stamp}`);
    const countryToDelete = await services.study.countries.admin.create(admin, { name: `Doomed Land ${stamp}` });
    const institution = await services.study.institutions.admin.create(admin, { name: `Matrix University ${stamp}`, country_id: country.id, type: 'university' });
    const institutionToDelete = await services.study.institutions.admin.create(admin, { name: `Doomed College ${stamp}`, country_id: country.id, type: 'college' });
    await services.study.contact.submit({ name: 'Matrix Sender', email: 'matrix@example.com', enquiry_type: 'other', message: 'A message for the matrix.', consent: true }, `matrix-${stamp}`);
    const [message] = (await app.db('contact_messages').orderBy('id', 'desc').limit(1).pluck('id')) as number[];
    const [leadRow] = (await app.db('leads').insert({ email: uniqueEmail('matrix-lead'), name: 'Matrix Lead', owner_id: users.adviserA.id }).returning('id')) as Array<{ id: number }>;
    const studentA = { ...users.studentA, role: 'user' as const };
    const applicationA = await services.workflow.account.addApplication(studentA, { institution_id: institution.id, course: 'MA Matrix', intake: '2027-09' });
    const applicationToDelete = await services.workflow.account.addApplication(studentA, { institution_id: institution.id, course: 'MA Doomed', intake: '2027-09' });
    const offerA = await services.workflow.account.addApplication(studentA, { institution_id: institution.id, course: 'MSc Offered', intake: '2027-09' });
    await app.db('applications').where({ id: offerA.id }).update({ stage: 'conditional_offer' });
    const passportA = (await uploadAs('studentA', '/api/account/documents', pdf(), 'passport.pdf', { kind: 'passport' })).id;
    const [taskA, firstToDelete] = (await app.db('plan_tasks')
      .insert([
        { student_id: studentA.id, title: 'Send the bank statement', due_on: '2027-04-01', created_by: users.adviserA.id },
        { student_id: studentA.id, title: 'A task to delete', due_on: '2027-04-02', created_by: users.adviserA.id },
      ])
      .returning('id')) as Array<{ id: number }>;
    taskToDelete = Number(firstToDelete!.id);
    const feedA = new URL((await services.plan.mine(studentA)).calendar_url);
    const [agreement, agreementToDelete] = (await app.db('agreements')
      .insert([
        { institution_id: institution.id, valid_from: '2020-01-01', valid_to: '2020-12-31', basis: 'first_year_tuition', rate_basis_points: 1250, currency: 'GBP', payable: 'on_enrolment', finance_email: 'finance@example.ac.uk' },
        { institution_id: institution.id, valid_from: '2021-01-01', valid_to: '2021-12-31', basis: 'fixed', amount: 100000, currency: 'GBP', payable: 'after_census', census_weeks: 4, finance_email: 'finance@example.ac.uk' },
      ])
      .returning('id')) as Array<{ id: number }>;
    const receivableRow = { institution_id: institution.id, agreement_id: agreement!.id, student_id: studentA.id, student_name: 'Matrix Student', course: 'MA Matrix', intake: '2020-09', enrolled_on: '2020-09-20', amount: 125000, currency: 'GBP', due_on: '2020-10-20' };
    const [receivable, receivableToInvoice, invoiced] = (await app.db('receivables').insert([receivableRow, receivableRow, receivableRow]).returning('id')) as Array<{ id: number }>;
    const { number: invoiceNumber } = await services.commission.receivables.invoice(admin, Number(invoiced!.id));
    // The country was written straight to the table: one save gives it a revision.
    await services.study.countries.admin.update(admin, country.id, { name: country.name, slug: country.slug, summary: 'For the matrix.' });
    const firstRevision = async (type: string, id: number) => Number((await app.db('revisions').where({ type, record_id: id }).orderBy('id').first('id')).id);
    const revisions = { widgets: await firstRevision('widget', widget.id), services: await firstRevision('service', service.id), blog: await firstRevision('post', post.id), 'study-countries': await firstRevision('country', country.id) };

    // Adviser A takes bookings every day; one of them is the manage link's and the staff rows' record.
    matrixApp = app;
    matrixAdviserId = users.adviserA.id;
    await app.db('adviser_availability').insert({ adviser_id: users.adviserA.id, time_zone: 'UTC', weekly: JSON.stringify([1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '09:00', end: '17:00' }))) });
    await app.db('adviser_destinations').insert({ adviser_id: users.adviserA.id, country_id: country.id });
    const booked = await services.consultations.book(matrixBooking(users.adviserA.id), { ip: `matrix-${stamp}` });
    const consultation = { id: booked.id, token: booked.manage_url.split('/').pop()! };
    ids = {
      consultation,
      revisions,
      users,
      docA,
      docToDelete,
      widget: { id: widget.id, name: widget.name },
      widgetToDelete: widgetToDelete.id,
      service: { id: service.id, slug: service.slug },
      serviceToDelete: serviceToDelete.id,
      post: { id: post.id, slug: post.slug },
      postToDelete: postToDelete.id,
      testimonial: testimonial.id,
      testimonialToDelete: testimonialToDelete.id,
      gallery: { id: gallery.id, slug: gallery.slug },
      galleryToDelete: galleryToDelete.id,
      galleryImage: withImages.images![0]!.id,
      galleryImageToDelete: withImages.images![1]!.id,
      country: { id: country.id, slug: country.slug },
      countryToDelete: countryToDelete.id,
      institution: institution.id,
      institutionToDelete: institutionToDelete.id,
      message: Number(message),
      applicationA: applicationA.id,
      applicationToDelete: applicationToDelete.id,
      leadA: Number(leadRow!.id),
      passportA,
      agreement: Number(agreement!.id),
      agreementToDelete: Number(agreementToDelete!.id),
      receivable: Number(receivable!.id),
      receivableToInvoice: Number(receivableToInvoice!.id),
      invoiceNumber,
      offerA: offerA.id,
      taskA: Number(taskA!.id),
      feedA: feedA.pathname + feedA.search,
    };
  });

  after(async () => {
    await app?.services.mailer.idle();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  it(`answers ${rows.length} API routes × ${CALLERS.length} callers as the table says; refused calls change no row and leave no file`, async () => {
    const mismatches: string[] = [];
    let calls = 0;
    for (const row of rows) {
      const label = `${row.method.toUpperCase()} /api${row.path}`;
      await row.before?.(app.db);
      // Refused calls first (the records they aim at still exist), then the ones that succeed.
      const refused = CALLERS.filter((c) => row.expect[c] >= 400);
      const allowed = CALLERS.filter((c) => row.expect[c] < 400);

      const call = async (caller: Caller) => {
        await row.beforeEach?.(app.db);
        const user = caller === 'anonymous' ? null : ids.users[caller];
        let c = creds[caller];
        if (row.freshSession && c.token && user) {
          const { token } = await app.services.auth.issueToken(user, false);
          c = { token, xsrf: await xsrfFor(token) };
        }
        const body = row.body ? await row.body({ caller, user, ids, db: app.db }) : undefined;
        const upload = row.upload ? await row.upload() : undefined;
        const res = await send(row.method, row.url(ids), c, { body, upload });
        calls += 1;
        if (res.status !== row.expect[caller]) {
          mismatches.push(`${label} as ${caller}: expected ${row.expect[caller]}, got ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
        }
        return res;
      };

      if (refused.length) {
        const before = await fingerprint(app.db);
        const filesBefore = filesUnder(app.env.uploadsDir);
        for (const caller of refused) await call(caller);
        const changed = changedTables(before, await fingerprint(app.db));
        if (changed.length) mismatches.push(`${label}: refused calls (${refused.join(', ')}) changed ${changed.join(', ')}`);
        const filesAfter = filesUnder(app.env.uploadsDir);
        if (filesAfter.join('\n') !== filesBefore.join('\n')) mismatches.push(`${label}: refused calls left files behind: ${filesAfter.filter((f) => !filesBefore.includes(f)).join(', ')}`);
      }
      for (const caller of allowed) await call(caller);
    }
    expect(calls).to.equal(rows.length * CALLERS.length);
    expect(mismatches, mismatches.join('\n')).to.deep.equal([]);
  });

  const guarded = pageTable.flatMap((entry) => {
    const guard = pageGuard(entry);
    return guard ? [{ entry, guard }] : [];
  });

  it(`sends ${guarded.length} guarded screens × ${PAGE_CALLERS.length} callers to the page or the guard’s redirect, changing nothing`, async () => {
    expect(guarded.length).to.be.greaterThan(30);
    const mismatches: string[] = [];
    const before = await fingerprint(app.db);
    for (const { entry, guard } of guarded) {
      const url = pageUrl(entry.path, ids);
      for (const caller of PAGE_CALLERS) {
        // A browser opening a page sends its cookies: a disabled user's old token cookie included.
        const c = creds[caller];
        const token = c.token ?? c.bearer;
        const cookie = [`XSRF-TOKEN=${c.xsrf}`, ...(token ? [`token=${token}`] : [])].join('; ');
        const res = await request(base).get(url).set('Cookie', cookie).set('Accept', 'text/html').redirects(0);
        const [status, location] = PAGE_OVERRIDES[entry.path]?.[caller] ?? PAGE_EXPECT[guard][caller];
        const got = `${res.status}${res.headers.location ? ` → ${res.headers.location}` : ''}`;
        if (res.status !== status || (location !== undefined && res.headers.location !== location)) {
          mismatches.push(`GET ${url} (${guard}) as ${caller}: expected ${status}${location ? ` → ${location}` : ''}, got ${got}`);
        }
        if (caller.startsWith('disabled') && setCookies(res).token?.value !== '') {
          mismatches.push(`GET ${url} as ${caller}: the dead token cookie was not cleared`);
        }
      }
    }
    expect(changedTables(before, await fingerprint(app.db))).to.deep.equal([]);
    expect(mismatches, mismatches.join('\n')).to.deep.equal([]);
  });

  it('a disabled user’s cookie-only session: reads are 401 and clear the cookie; a write is refused by the XSRF check, then 401', async () => {
    const user = await createUser();
    const session = await signIn(user);
    expect((await send('post', `/api/admin/users/${user.id}/disable`, creds.admin)).status).to.equal(200);
    const before = await fingerprint(app.db);

    const read = await send('get', '/api/account/documents', session);
    expect(read.status).to.equal(401);
    expect(setCookies(read).token?.value).to.equal('');

    // The XSRF cookie was bound to the dead session: the write is refused, with a fresh XSRF cookie to retry with…
    const write = await send('patch', '/api/settings/profile', session, { body: { firstname: 'Still', lastname: 'Here', email: user.email } });
    expect(write.status).to.equal(403);
    expect(write.body.message).to.equal('CSRF token mismatch.');
    const fresh = setCookies(write)['XSRF-TOKEN']!.value;
    // …and the retry, still carrying the old cookie, is simply not signed in.
    const retry = await send('patch', '/api/settings/profile', { token: session.token, xsrf: fresh }, { body: { firstname: 'Still', lastname: 'Here', email: user.email } });
    expect(retry.status).to.equal(401);
    expect(changedTables(before, await fingerprint(app.db))).to.deep.equal([]);
  });

  it('the matrix names every mounted /api route, and only mounted ones', async () => {
    interface LayerLike {
      rawPath?: string | string[];
      route?: { path: string | string[]; methods: Record<string, boolean> };
      handle?: { stack?: LayerLike[] };
    }
    const mounted: string[] = [];
    const walk = (stack: LayerLike[], prefix: string) => {
      for (const layer of stack) {
        const path = typeof layer.rawPath === 'string' ? layer.rawPath : '';
        if (layer.route) {
          const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
          for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all')) {
            for (const p of paths) mounted.push(`${method.toUpperCase()} ${prefix}${p}`);
          }
        } else if (layer.handle?.stack) {
          // A nested router, mounted at its layer's path.
          walk(layer.handle.stack, `${prefix}${path === '/' ? '' : path}`);
        }
      }
    };
    walk((app.app as unknown as { router: { stack: LayerLike[] } }).router.stack, '');
    const mountedApi = mounted.filter((r) => / \/api(\/|$)/.test(r));
    expect(mountedApi.length, 'routes found under /api').to.be.greaterThan(50);

    const inMatrix = rows.map((r) => `${r.method.toUpperCase()} /api${r.path}`);
    expect(new Set(inMatrix).size, 'each route once in the matrix').to.equal(inMatrix.length);
    expect(mountedApi.filter((r) => !inMatrix.includes(r)), 'mounted but missing from the matrix').to.deep.equal([]);
    expect(inMatrix.filter((r) => !mountedApi.includes(r)), 'in the matrix but not mounted').to.deep.equal([]);
  });
});
