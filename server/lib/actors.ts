// Services check who is acting again (the server render calls them without the HTTP guards).
import type { User } from '../../shared/types';
import { fail } from './errors';

export function requireActor(actor: User | null | undefined): User {
  if (!actor) throw fail.unauthenticated();
  return actor;
}

export function requireAdminActor(actor: User | null | undefined): User {
  const user = requireActor(actor);
  if (user.role !== 'admin') throw fail.forbidden();
  return user;
}

/** Staff: an admin or an adviser (the portal, /api/staff). */
export function requireStaffActor(actor: User | null | undefined): User {
  const user = requireActor(actor);
  if (user.role !== 'admin' && user.role !== 'adviser') throw fail.forbidden();
  return user;
}

/** A student acting on their own things (applications, their conversation): staff have none. */
export function requireStudentActor(actor: User | null | undefined): User {
  const user = requireActor(actor);
  if (user.role !== 'user') throw fail.forbidden('This is for students: staff work from the portal.');
  return user;
}

/** Whose students a staff member sees: an admin every student (null), an adviser those assigned to them. */
export const adviserScope = (staff: User): number | null => (staff.role === 'adviser' ? staff.id : null);
