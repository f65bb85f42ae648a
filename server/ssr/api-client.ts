// The loaders' ApiClient during the server render: services called in-process as the signed-in user.
// A refusal (4xx) becomes the same route error the browser's client throws.
import type { ApiClient } from '../../shared/api-client';
import type { Post } from '../../shared/content';
import type { User } from '../../shared/types';
import { routeError } from '../../client/lib/route-errors';
import { AppError, fail } from '../http/errors';
import type { Services } from '../services';

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) throw routeError(error.status, error.toBody());
    throw error;
  }
}

/** A route id as the services take it: anything that is not a positive integer finds nothing. */
const toId = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : NaN);

/** `tokenId`: the session the request came with (the list of sessions marks it). */
export function createServerApi(services: Services, actor: User | null, tokenId?: number): ApiClient {
  const { content } = services;
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
    widgets: (names) => call(() => content.widgets.byNames(names)),
    services: (audience) => call(() => content.services.list(audience)),
    testimonials: () => call(() => content.testimonials.list()),
    galleries: () => call(() => content.galleries.list()),
    gallery: (idOrSlug) => call(() => content.galleries.get(idOrSlug)),
    blog: (params) => call(() => content.posts.page(params)),
    blogPost: (slug) =>
      call(async () => {
        const found = await content.posts.bySlug(slug);
        return 'moved' in found ? ((await content.posts.bySlug(found.moved)) as { post: Post }).post : found.post;
      }),
    countries: () => call(() => services.study.countries.list()),
    countryPage: (slug) => call(() => services.study.countries.page(slug)),
    fitCheck: (answers) => call(() => services.study.fit.check(answers)),
    checklists: () => call(() => services.study.countries.checklists(actor)),
    adminList: (kind, params) => call(() => adminContent[kind].list(actor, params) as never),
    adminRecord: (kind, id) => call(() => adminContent[kind].get(actor, toId(id)) as never),
  };
}
