// Services check who is acting again (the server render calls them without the HTTP guards).
import type { User } from '../../shared/types';
import { fail } from '../http/errors';

export function requireActor(actor: User | null | undefined): User {
  if (!actor) throw fail.unauthenticated();
  return actor;
}

export function requireAdminActor(actor: User | null | undefined): User {
  const user = requireActor(actor);
  if (user.role !== 'admin') throw fail.forbidden();
  return user;
}
