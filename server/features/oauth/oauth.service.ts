// Signing in with an OAuth provider: the user linked to (provider, provider user id), or a new account; and proving
// again, signed in, that the provider's account is the one linked. An e-mail address that already belongs to another
// account is refused, never linked silently.
import type { Db } from '../../db/knex';
import { AppError } from '../../lib/errors';
import type { Bound } from '../../lib/bind';
import type { UsersRepo } from '../users/users.service';
import { leadOfNewStudent } from '../leads/leads.service';
import type { OAuthProfile } from './strategy';

export const EMAIL_TAKEN_MESSAGE = 'Email already taken.';

export interface OAuthDeps {
  db: Db;
  users: UsersRepo;
  /** The languages the site is in now: an account made by a sign-in gets the language of its page if it is one. */
  locales: { enabled(): Promise<string[]> };
}

const NO_VERIFIED_EMAIL = 'Your account with this provider has no verified e-mail address, so we cannot sign you in with it.';

/**
 * The id of the user linked to the provider's account, or of an account made now for it. Only with an address the
 * provider says it verified, for an identity linked earlier too: an account with the provider whose address is not
 * proven signs in to nothing. Whether the account may sign in (locked, a second step) is auth's to say.
 */
export async function signIn({ db, users, locales }: OAuthDeps, provider: string, profile: OAuthProfile, locale?: string): Promise<number> {
  const email = profile.email;
  if (!email) throw new AppError(400, NO_VERIFIED_EMAIL);
  return db.transaction(async (trx) => {
    const identity = await trx('oauth_identities').where({ provider, provider_user_id: profile.id }).forUpdate().first<{ id: number; user_id: number }>();
    if (identity) {
      await trx('oauth_identities').where({ id: identity.id }).update({ email });
      return Number(identity.user_id);
    }
    if (await users.findByEmail(email, trx)) throw new AppError(400, EMAIL_TAKEN_MESSAGE);
    // The provider verified the address: the account counts as confirmed (and registrations waiting for it end).
    // The language of the page the sign-in started on, if the site is still in it (otherwise the column's default).
    const language = locale !== undefined && (await locales.enabled()).includes(locale) ? locale : undefined;
    const row = await users.insert({ firstname: profile.firstname, lastname: profile.lastname, email, password: null, role: 'user', email_verified_at: new Date().toISOString(), locale: language }, trx);
    await trx('oauth_identities').insert({ user_id: row.id, provider, provider_user_id: profile.id, email });
    // A new account is a registration: the person's lead (decision 0046), as when a registration's link is followed.
    await leadOfNewStudent(trx, { ...row, id: Number(row.id), adviser_id: row.adviser_id === null ? null : Number(row.adviser_id) }, { summary: `Registered (signed up with ${provider})` });
    return Number(row.id);
  });
}

/**
 * Proving again who you are (sudo mode): the provider must answer with the account linked to the signed-in user, on
 * the same terms as a sign-in; anything else is a 403 and changes nothing.
 */
export async function checkSameUser({ db }: OAuthDeps, provider: string, profile: OAuthProfile, userId: number): Promise<void> {
  if (!profile.email) throw new AppError(403, NO_VERIFIED_EMAIL);
  const identity = await db('oauth_identities').where({ provider, provider_user_id: profile.id }).first<{ user_id: number } | undefined>('user_id');
  if (!identity || Number(identity.user_id) !== userId) throw new AppError(403, 'That is not the account you signed in with. Sign in to the provider as yourself, then try again.');
}

export const oauthService = { signIn, checkSameUser };
export type OAuthService = Bound<OAuthDeps, typeof oauthService>;
