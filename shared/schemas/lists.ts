// The query every admin list takes: q, sort, dir, page, per_page.
import * as z from 'zod';

export const PER_PAGE_DEFAULT = 20;
export const PER_PAGE_MAX = 100;

/** `page` and `per_page`, as every list reads them. */
export const pageFields = {
  page: z.coerce.number({ error: 'The page is a number.' }).int('The page is a whole number.').min(1, 'Pages start at 1.').max(100_000).optional().default(1),
  per_page: z.coerce
    .number({ error: 'per_page is a number.' })
    .int('per_page is a whole number.')
    .min(1, 'Show at least 1 per page.')
    .max(PER_PAGE_MAX, `Show at most ${PER_PAGE_MAX} per page.`)
    .optional()
    .default(PER_PAGE_DEFAULT),
};

export function listQuerySchema<S extends string>(sortable: readonly [S, ...S[]], defaultSort: S) {
  return z.object({
    q: z.string().trim().max(100, 'Search for at most 100 characters.').optional().default(''),
    sort: z.enum(sortable, { error: `Sort by one of: ${sortable.join(', ')}.` }).optional().default(defaultSort),
    dir: z.enum(['asc', 'desc'], { error: 'The direction is asc or desc.' }).optional().default('asc'),
    ...pageFields,
  });
}

export const USER_SORTS = ['name', 'email', 'role', 'created_at', 'id'] as const;
export const userListQuerySchema = listQuerySchema(USER_SORTS, 'name').extend({
  role: z.enum(['user', 'adviser', 'admin', ''], { error: 'Filter by role user, adviser or admin.' }).optional().default(''),
  status: z.enum(['active', 'disabled', ''], { error: 'Filter by status active or disabled.' }).optional().default(''),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** `after`: the `next` of the page before, for the lists read by keys (server/lib/keyset.ts). */
export const keyFields = {
  after: z
    .string({ error: 'Use the value of next from the page before as after.' })
    .regex(/^[A-Za-z0-9_-]{1,800}$/, 'Use the value of next from the page before as after.')
    .optional(),
};
