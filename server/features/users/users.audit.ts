// How the audit log describes changes to accounts: who the account is, and what an edit changed (never a password).
import { auditWord, type ProfileFieldList } from '../../../shared/profile';
import type { UserRow, UserWrite } from './users.repo';

const ROLE_NAMES: Record<string, string> = { user: 'student', adviser: 'adviser', admin: 'admin' };

export const accountName = (row: Pick<UserRow, 'firstname' | 'lastname'>) => `${row.firstname} ${row.lastname}`.trim();

/** "Ada Lovelace (ada@example.com), role admin" */
export const accountSummary = (row: Pick<UserRow, 'firstname' | 'lastname' | 'email' | 'role'>) => `${accountName(row)} (${row.email}), role ${ROLE_NAMES[row.role] ?? row.role}`;

const normal = (v: unknown) => (v === undefined || v === '' || (Array.isArray(v) && v.length === 0) ? null : v);
const same = (a: unknown, b: unknown) => JSON.stringify(normal(a)) === JSON.stringify(normal(b));

/**
 * "Ada Lovelace: role student → admin; e-mail a@example.com → b@example.com; phone, nationality changed". Role, name
 * and e-mail show both values (the changes that matter for who can do what); other fields only their names.
 */
export function accountUpdateSummary(before: UserRow, values: UserWrite, profile: ProfileFieldList): string {
  const parts: string[] = [];
  if (values.role !== undefined && values.role !== before.role) parts.push(`role ${ROLE_NAMES[before.role] ?? before.role} → ${ROLE_NAMES[values.role] ?? values.role}`);
  const nameAfter = accountName({ firstname: values.firstname ?? before.firstname, lastname: values.lastname ?? before.lastname });
  if (nameAfter !== accountName(before)) parts.push(`name → ${nameAfter}`);
  if (values.email !== undefined && values.email !== before.email) parts.push(`e-mail ${before.email} → ${values.email}`);
  // The profile's fields by the words their descriptions give (shared/profile.ts); their values are not repeated.
  const read = (row: object, key: string) => (row as Record<string, unknown>)[key];
  const others = profile.filter((f) => f.key in values && !same(read(before, f.key), read(values, f.key))).map(auditWord);
  if (others.length) parts.push(`${others.join(', ')} changed`);
  return `${accountName(before)}: ${parts.length ? parts.join('; ') : 'nothing changed'}`;
}
