// Signing in with an OAuth provider: the user linked to (provider, provider user id), or a new account.
// An e-mail address that already belongs to another account is refused, never linked silently.
import type { User } from '../../../shared/types';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/errors';
import type { Bound } from '../../lib/bind';
import { toUser, type UsersRepo } from '../users/users.service';
import type { OAuthProfile } from './strategy';

export const EMAIL_TAKEN_MESSAGE = 'Email already taken.';

export interface OAuthDeps {
  db: Db;
  users: UsersRepo;
}

/** The user linked to the provider's account, linked now to a new account, or an error to show in the popup. */
export async function signIn({ db, users }: OAuthDeps, provider: string, profile: OAuthProfile): Promise<User> {
  return db.transaction(async (trx) => {
    const identity = await trx('oauth_identities').where({ provider, provider_user_id: profile.id }).forUpdate().first<{ id: number; user_id: number }>();
    if (identity) {
      const row = await users.findById(identity.user_id, trx);
      if (!row) throw new AppError(400, 'This sign-in is no longer linked to an account.');
      if (row.disabled_at) throw new AppError(403, 'This account has been disabled. Contact us if you think this is a mistake.');
      if (row.deletion_requested_at) throw new AppError(403, 'This account is being deleted, as you asked. To keep it, follow the link in the e-mail we sent you then.');
      await trx('oauth_identities').where({ id: identity.id }).update({ email: profile.email });
      return toUser(row);
    }
    if (!profile.email) throw new AppError(400, 'Your account with this provider has no verified e-mail address, so we cannot create an account from it.');
    if (await users.findByEmail(profile.email, trx)) throw new AppError(400, EMAIL_TAKEN_MESSAGE);
    const row = await users.insert(
      // The provider verified the address (strategy.ts takes no other).
      { firstname: profile.firstname, lastname: profile.lastname, email: profile.email, password: null, role: 'user', email_verified_at: new Date().toISOString() },
      trx,
    );
    await trx('oauth_identities').insert({ user_id: row.id, provider, provider_user_id: profile.id, email: profile.email });
    return toUser(row);
  });
}

export const oauthService = { signIn };
export type OAuthService = Bound<OAuthDeps, typeof oauthService>;
