// Which advisers take new people (decision 0046): the same rules for a new lead's owner and for the booking page's
// slots. Query modifiers over `users as u`.
import type { Knex } from 'knex';

/** Advisers who can take someone on: not disabled, not waiting for their erasure. */
export function activeAdvisers(b: Knex.QueryBuilder): Knex.QueryBuilder {
  return b.where('u.role', 'adviser').whereNull('u.disabled_at').whereNull('u.delete_after');
}

/** Of those, the advisers who cover the destination with this address (adviser_destinations). */
export const coveringDestination = (slug: string) => (b: Knex.QueryBuilder): Knex.QueryBuilder =>
  b.whereExists((e) => e.select(e.client.raw('1')).from('adviser_destinations as ad').join('countries as c', 'c.id', 'ad.country_id').whereRaw('ad.adviser_id = u.id').where('c.slug', slug));
