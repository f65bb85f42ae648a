// The loaders' ApiClient during the server render: services called in-process as the signed-in user. Its answers
// have the shapes of the browser's client's (test/api/api-clients.test.ts), which are the API table's (decision 0041).
// A refusal (4xx) becomes the same route error the browser's client throws, with its headers (Retry-After).
import type { ApiClient } from '../../shared/api-client';
import type { User } from '../../shared/types';
import { routeError } from '../../client/lib/route-errors';
import { AppError, fail, fromDatabaseError, isDatabaseUnavailable } from '../lib/errors';
import type { Services } from '../services';
import { DEFAULT_LOCALE, type LocaleCode } from '../../shared/i18n/locales';

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // PostgreSQL's refusals of what the caller sent (text it cannot hold, a number out of range) are the API's 4xx
    // answers too; the database being away stays itself, for the page's 503.
    const refusal = error instanceof AppError ? error : isDatabaseUnavailable(error) ? null : fromDatabaseError(error);
    if (refusal && refusal.status < 500) throw routeError(refusal.status, refusal.toBody(), refusal.headers);
    throw error;
  }
}

/** Who the render is for besides the user: the session they came with, and their address (limits count by it). */
export interface ServerApiClient {
  /** The session the request came with (the list of sessions marks it). */
  tokenId?: number;
  /** The client's address; none for a render in the background, which takes no attempt of anyone's. */
  ip?: string;
  /** The page's locale (enabled: its address's): the content is read in it (decision 0045). The default unless given. */
  locale?: LocaleCode;
}

/** A route id as the services take it: anything that is not a positive integer finds nothing. */
const toId = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : NaN);

/** Follows an old address to the record under its current one (the page then answers 301). */
async function current<T>(find: (slug: string) => Promise<T | { moved: string }>, slug: string): Promise<T> {
  const found = await find(slug);
  if (found && typeof found === 'object' && 'moved' in found) return (await find(found.moved)) as T;
  return found;
}

export function createServerApi(services: Services, actor: User | null, { tokenId, ip, locale = DEFAULT_LOCALE }: ServerApiClient = {}): ApiClient {
  const { content } = services;
  // Signed-in reads through the kept ones (services.ts `pages`).
  const { workflow } = services.pages;
  /** Drafts are shown to admins who ask for a preview only. */
  const preview = (asked?: boolean) => Boolean(asked) && actor?.role === 'admin';
  const adminContent = {
    widgets: content.widgets.admin,
    services: content.services.admin,
    blog: content.posts.admin,
    testimonials: content.testimonials.admin,
    galleries: content.galleries.admin,
    'study-countries': services.study.countries.admin,
    institutions: services.study.institutions.admin,
    messages: services.study.contact.admin,
  };
  return {
    currentUser: () =>
      call(async () => {
        if (!actor) throw fail.unauthenticated();
        return actor;
      }),
    sessions: () => call(() => services.auth.sessions.list(actor, tokenId)),
    adminDashboard: () => call(() => services.users.admin.dashboard(actor)),
    adminUsers: (params) => call(() => services.users.admin.list(actor, params)),
    adminUser: (id) => call(() => services.users.admin.get(actor, toId(id))),
    myDocuments: () => call(() => services.documents.overview(actor)),
    adminUserDocuments: (id) => call(async () => ({ results: await services.documents.admin.forUser(actor, toId(id)) })),
    adminDocuments: (params) => call(() => services.documents.admin.queue(actor, params)),
    adminAudit: (params) => call(() => services.audit.list(actor, params)),
    myApplications: () => call(() => workflow.account.applications(actor)),
    myUnread: () => call(async () => (await workflow.account.unread(actor)).messages),
    myThread: () => call(() => workflow.account.thread(actor)),
    myPlan: () => call(() => services.plan.mine(actor)),
    staffDashboard: () => call(() => workflow.staff.dashboard(actor)),
    staffAdvisers: () => call(() => workflow.staff.advisers(actor)),
    staffStudents: (params) => call(() => workflow.staff.students(actor, params)),
    staffStudent: (id) => call(() => workflow.staff.student(actor, toId(id))),
    staffThread: (id) => call(() => workflow.staff.thread(actor, toId(id))),
    staffStudentPlan: (id) => call(() => services.plan.studentPlan(actor, toId(id))),
    staffApplications: (params) => call(() => workflow.staff.applications(actor, params)),
    staffBoard: (params) => call(() => workflow.staff.board(actor, params)),
    staffLeads: (params) => call(() => services.leads.list(actor, params)),
    staffLead: (id) => call(() => services.leads.get(actor, toId(id))),
    staffConsultations: (params) => call(() => services.consultations.staff.list(actor, params)),
    staffAvailability: () => call(() => services.consultations.staff.availability(actor)),
    // The funnel without the query it was read for (the API answers the same).
    staffFunnel: (params) =>
      call(async () => {
        const { query: _query, ...funnel } = await services.leads.funnel(actor, params);
        return funnel;
      }),
    adminAgreements: (params) => call(() => services.commission.agreements.list(actor, params)),
    adminReceivables: (params) => call(() => services.commission.receivables.list(actor, params)),
    // The report without the query it was read for (the API answers the same).
    commissionReport: (params) =>
      call(async () => {
        const { query: _query, ...report } = await services.commission.report(actor, params);
        return report;
      }),
    institutions: (country) => call(() => services.study.institutions.publicList(country, locale)),
    widgets: (names) => call(() => content.widgets.byNames(names, locale)),
    services: (audience, asked) => call(() => content.services.list(audience, preview(asked), locale)),
    testimonials: () => call(() => content.testimonials.list(undefined, locale)),
    galleries: () => call(() => content.galleries.list()),
    gallery: (idOrSlug, asked) => call(async () => (await current((s) => content.galleries.get(s, preview(asked)), idOrSlug)).gallery),
    blog: (params) => call(() => content.posts.page(params, locale)),
    blogPost: (slug, asked) => call(async () => (await current((s) => content.posts.bySlug(s, preview(asked), locale), slug)).post),
    countries: () => call(() => services.study.countries.list(locale)),
    countryPage: (slug, asked) => call(() => current((s) => services.study.countries.page(s, preview(asked), locale), slug)),
    // The page with answers ranks as the API does, and takes from the same allowance of the client's address.
    fitCheck: (answers) => call(() => services.study.fit.check(answers, ip)),
    checklists: () => call(() => services.study.countries.checklists(actor)),
    adminList: (kind, params) => call(() => adminContent[kind].list(actor, params) as never),
    adminRecord: (kind, id) => call(() => adminContent[kind].get(actor, toId(id)) as never),
  };
}
