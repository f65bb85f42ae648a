// The API operations of each admin resource (decision 0041), so that the one editor and list of decision 0027 call
// them by name: the operations are the API table's (server/api.ts), their addresses client/lib/api-operations.ts's.
import type { ResourceKey } from '../../../shared/resources';
import type { Revisions } from '../../../shared/revisions';
import { api, type OperationName } from '../../lib/http';

/** What the generic screens do with a record, as calls. */
interface Calls {
  create: (body: unknown) => Promise<{ id: number }>;
  update: (params: { id: number }, body: unknown) => Promise<{ id: number }>;
  destroy: (params: { id: number }) => Promise<unknown>;
  reorder: (body: { ids: number[] }) => Promise<unknown>;
  revisions: (params: { id: number }) => Promise<Revisions>;
  restore: (params: { id: number; revision: number }) => Promise<unknown>;
}

const OPERATIONS = {
  widgets: { create: 'createWidget', update: 'updateWidget', destroy: 'deleteWidget', revisions: 'widgetRevisions', restore: 'restoreWidgetRevision' },
  services: { create: 'createService', update: 'updateService', destroy: 'deleteService', reorder: 'reorderServices', revisions: 'serviceRevisions', restore: 'restoreServiceRevision' },
  blog: { create: 'createPost', update: 'updatePost', destroy: 'deletePost', revisions: 'postRevisions', restore: 'restorePostRevision' },
  testimonials: { create: 'createTestimonial', update: 'updateTestimonial', destroy: 'deleteTestimonial', reorder: 'reorderTestimonials' },
  galleries: { create: 'createGallery', update: 'updateGallery', destroy: 'deleteGallery', reorder: 'reorderGalleries' },
  'study-countries': { create: 'createCountry', update: 'updateCountry', destroy: 'deleteCountry', reorder: 'reorderCountries', revisions: 'countryRevisions', restore: 'restoreCountryRevision' },
  institutions: { create: 'createInstitution', update: 'updateInstitution', destroy: 'deleteInstitution' },
} as const satisfies Record<ResourceKey, Partial<Record<keyof Calls, OperationName>>>;

/** The call of `action` on a resource's records (each resource's operations take the same arguments). */
export function resourceCall<A extends keyof Calls>(key: ResourceKey, action: A): Calls[A] {
  const name = (OPERATIONS[key] as Partial<Record<keyof Calls, OperationName>>)[action];
  if (!name) throw new Error(`The ${key} list has no ${action} operation.`);
  return api[name] as unknown as Calls[A];
}
