// Accounts: registration, a student's own profile and password, and the admin portal's user management.
import { changePasswordSchema } from '../../../shared/schemas/auth';
import { userListQuerySchema } from '../../../shared/schemas/lists';
import { type ProfileFieldList, profileSchemas } from '../../../shared/profile';
import { adminCreateUserSchema, type CreateUserInput, createUserSchema } from '../../../shared/schemas/users';
import { adviserDestinationsField } from '../../../shared/schemas/api-inputs';
import type { AdminDashboard, AdminUser, AdminUserWithAdviser, Paged, User } from '../../../shared/types';
import type { Db } from '../../db/knex';
import type { Env } from '../../env';
import { AppError, fail, fromDatabaseError, parseInput } from '../../lib/errors';
import { requireActor, requireAdminActor } from '../../lib/actors';
import { recordAudit } from '../../lib/audit';
import type { Bound } from '../../lib/bind';
import { assertPasswordAllowed } from '../../lib/common-passwords';
import { hashPassword } from '../../lib/passwords';
import type { Mailer } from '../../mail/mailer';
import { mailContext, templates } from '../../mail/templates';
import type { Knex } from 'knex';
import * as z from 'zod';
import { accountName, accountSummary, accountUpdateSummary } from './users.audit';
import type { UserRow, UsersRepo, UserWrite } from './users.repo';

// Users is the feature the others build on (auth, documents, oauth): they import it here, and what it needs of them
// is passed in (services.ts), so no feature imports another both ways. The features make user objects with the
// repository's `toUser` and `toAdminUser`, so that every answer carries the profile fields the app was made with.
export type { UserRow, UsersRepo } from './users.repo';

const EMAIL_TAKEN = 'This e-mail address is already registered.';

/** A unique-e-mail violation is the caller's mistake: 422 on `email`. */
async function withUniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const translated = fromDatabaseError(error, { users_email_lower_unique: 'email' });
    if (translated?.errors?.email) throw fail.field('email', EMAIL_TAKEN);
    throw translated ?? error;
  }
}


/**
 * What a signed-in user gives to prove, before a sensitive change, that they are the account's owner (sudo mode;
 * auth's confirmIdentity checks it).
 */
export interface IdentityProof {
  /** The password as typed, for an account that has one. */
  password: string | undefined;
  /** The field a missing or wrong password is reported on, and what to say when it is missing. */
  field: string;
  missing: string;
  /** The session asking: an account without a password proves itself by a recent provider sign-in on this session. */
  tokenId: number | undefined;
}

export interface UsersServiceDeps {
  db: Db;
  env: Env;
  users: UsersRepo;
  /** The profile's fields (shared/profile.ts): the site's, the same the users repository was made with. */
  profile: ProfileFieldList;
  /** Auth's sessions: a user's tokens end (but one) when their password changes or they are disabled. */
  auth: { deleteTokensOfUser(userId: number, exceptTokenId: number | undefined, trx: Knex.Transaction): Promise<void> };
  mailer: Mailer;
  /** A deleted user's stored files go with them. */
  documents: {
    eraseRowsOfUser(userId: number, trx: Knex.Transaction): Promise<string[]>;
    removeFilesOfUser(keys: string[]): Promise<void>;
    admin: { pendingCountQuery(): Knex.QueryBuilder };
  };
  countries: { knownSlugs(slugs: string[]): Promise<Set<string>> };
  /** The languages the site is in now: a person's language must be one of them. */
  locales: { enabled(): Promise<string[]> };
  contact: { unhandledCountQuery(): Knex.QueryBuilder };
  /** How many students there are, from the counts the workflow keeps per adviser (the staff dashboard's count too). */
  workflow: { studentCountQuery(scope: { adviserId: number | null }): Knex.QueryBuilder };
  /** The dashboard's commission parts (commission feature, decision 0048): counts as queries, then lists. */
  commission: {
    dashboardCounts(): Record<'enrolments_without_agreement' | 'withdrawn_after_invoice', Knex.QueryBuilder>;
    dashboardParts(): Promise<{
      enrolments_without_agreement: Pick<AdminDashboard['enrolments_without_agreement'], 'results'>;
      overdue_receivables: AdminDashboard['overdue_receivables'];
      withdrawn_after_invoice: Pick<AdminDashboard['withdrawn_after_invoice'], 'results'>;
    }>;
  };
  /** A change of address waits for proof from the new one (the auth service sends the links). */
  startEmailChange(row: UserRow, newEmail: string): Promise<void>;
  /** Sudo mode before a new address or a first password (auth's confirmIdentity). */
  confirmIdentity(row: UserRow, proof: IdentityProof): Promise<void>;
}

/** Preferred destinations must be study countries on the site. */
async function checkDestinations(d: UsersServiceDeps, slugs: string[]): Promise<void> {
  const known = await d.countries.knownSlugs(slugs);
  if (slugs.some((slug) => !known.has(slug))) throw fail.field('preferred_destinations', 'Choose destinations from the list.');
}

/**
 * A language chosen on a form must be one the site is in now (an available one can be disabled); the one the account
 * already has may stay, so that a form saved unchanged is not refused.
 */
async function checkLocale(d: UsersServiceDeps, locale: string | undefined, current: string): Promise<void> {
  if (locale !== undefined && locale !== current && !(await d.locales.enabled()).includes(locale)) throw fail.field('locale', 'Choose a language from the list.');
}

async function findOr404(d: UsersServiceDeps, id: number): Promise<NonNullable<Awaited<ReturnType<UsersRepo['findById']>>>> {
  const { users } = d;
  if (!Number.isSafeInteger(id) || id <= 0) throw fail.notFound('No such user.');
  const row = await users.findById(id);
  if (!row) throw fail.notFound('No such user.');
  return row;
}

/** `npm run user:create`: creates the user, or updates the one with that e-mail (any case). */
export async function upsert(d: UsersServiceDeps, input: CreateUserInput): Promise<{ user: User; created: boolean }> {
  const { users } = d;
  const values = parseInput(createUserSchema, input);
  assertPasswordAllowed(values.password);
  const password = await hashPassword(values.password);
  const existing = await users.findByEmail(values.email);
  // Made by an operator, who vouches for the address: verified.
  const verified = { email_verified_at: existing?.email_verified_at ?? new Date().toISOString() };
  if (existing) {
    const row = await users.update(existing.id, { ...values, password, disabled_at: null, ...verified });
    return { user: users.toUser(row!), created: false };
  }
  const row = await users.insert({ ...values, password, ...verified });
  return { user: users.toUser(row), created: true };
}

/**
 * The profile. A different e-mail address needs the current password (when the account has one) and is not
 * taken at once: it waits as `pending_email` until the link sent to it is followed (auth's startEmailChange).
 */
export async function updateProfile(d: UsersServiceDeps, actor: User | null, tokenId: number | undefined, input: unknown): Promise<User> {
  const { users } = d;
  const me = requireActor(actor);
  const { current_password: currentPassword, email, ...values } = parseInput(profileSchemas(d.profile).profile, input);
  await checkDestinations(d, values.preferred_destinations);
  const row = await findOr404(d, me.id);
  await checkLocale(d, values.locale, row.locale);
  const changing = email.toLowerCase() !== row.email.toLowerCase();
  if (changing) await d.confirmIdentity(row, { password: currentPassword, field: 'current_password', missing: 'Enter your current password to change your e-mail address.', tokenId });
  // The same address in another case is a correction, not a change.
  const updated = await withUniqueEmail(() => users.update(me.id, { ...values, ...(changing ? {} : { email }) } as UserWrite));
  if (!updated) throw fail.notFound('No such user.');
  if (changing && updated.pending_email?.toLowerCase() !== email.toLowerCase()) {
    await d.startEmailChange(updated, email);
    return users.toUser((await users.findById(me.id))!);
  }
  return users.toUser(updated);
}

/** Signs out every other session of the user. */
export async function changePassword(d: UsersServiceDeps, actor: User | null, currentTokenId: number | undefined, input: unknown): Promise<void> {
  const { db, env, users, auth, mailer } = d;
  const me = requireActor(actor);
  const values = parseInput(changePasswordSchema, input);
  const row = await findOr404(d, me.id);
  // A first password for an account that signs in with a provider is sudo mode too.
  await d.confirmIdentity(row, { password: values.current_password, field: 'current_password', missing: 'Enter your current password.', tokenId: currentTokenId });
  assertPasswordAllowed(values.password);
  const password = await hashPassword(values.password);
  await db.transaction(async (trx) => {
    await users.update(me.id, { password }, trx);
    await auth.deleteTokensOfUser(me.id, currentTokenId, trx);
  });
  mailer.sendLater(row.email, templates.passwordChanged(mailContext(env, row), row, 'changed', new Date()));
}


async function withAdvisers(d: UsersServiceDeps, rows: UserRow[]): Promise<AdminUserWithAdviser[]> {
  const [people, destinations] = await Promise.all([d.users.people(rows.map((r) => (r.adviser_id === null ? null : Number(r.adviser_id)))), adviserDestinations(d.db, rows.filter((r) => r.role === 'adviser').map((r) => Number(r.id)))]);
  return rows.map((r) => ({
    ...d.users.toAdminUser(r),
    adviser_id: r.adviser_id === null ? null : Number(r.adviser_id),
    adviser: (r.adviser_id !== null && people.get(Number(r.adviser_id))) || null,
    destinations: destinations.get(Number(r.id)) ?? [],
  }));
}

/** The destinations each adviser covers (decision 0046: new leads for a destination go to its advisers in turn), by country order. */
async function adviserDestinations(db: Knex | Knex.Transaction, ids: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (!ids.length) return map;
  const rows = (await db('adviser_destinations as ad')
    .join('countries as c', 'c.id', 'ad.country_id')
    .whereIn('ad.adviser_id', ids)
    .orderBy('c.position')
    .orderBy('c.slug')
    .select('ad.adviser_id', 'c.slug')) as Array<{ adviser_id: number; slug: string }>;
  for (const r of rows) map.set(Number(r.adviser_id), [...(map.get(Number(r.adviser_id)) ?? []), r.slug]);
  return map;
}

const CHOOSE_DESTINATIONS = 'Choose destinations from the study countries.';

/** `destinations`: a list of study countries' addresses (any, visible or not); anything else is a 422 on the field. */
async function checkAdviserDestinations(trx: Knex.Transaction, raw: unknown): Promise<Array<{ id: number; slug: string }>> {
  const slugs = parseInput(z.object({ destinations: adviserDestinationsField }), { destinations: raw }).destinations;
  const rows = slugs.length ? ((await trx('countries').whereIn('slug', slugs).select('id', 'slug')) as Array<{ id: number; slug: string }>) : [];
  if (rows.length !== slugs.length) throw fail.field('destinations', CHOOSE_DESTINATIONS);
  return rows.map((r) => ({ id: Number(r.id), slug: r.slug }));
}

export async function adminList(d: UsersServiceDeps, actor: User | null, query: unknown): Promise<Paged<AdminUserWithAdviser>> {
  const { users } = d;
  requireAdminActor(actor);
  const q = parseInput(userListQuerySchema, query);
  const { rows, total } = await users.list(q);
  return { results: await withAdvisers(d, rows), total, page: q.page, per_page: q.per_page };
}

export async function adminGet(d: UsersServiceDeps, actor: User | null, id: number): Promise<AdminUserWithAdviser> {
  requireAdminActor(actor);
  return (await withAdvisers(d, [await findOr404(d, id)]))[0]!;
}

const CHOOSE_ADVISER = 'Choose an adviser from the list, or none.';

/** `adviser_id`: an adviser's id, or null; anything else is a 422 on the field. */
async function checkAdviser(d: UsersServiceDeps, raw: unknown, trx: Knex.Transaction): Promise<UserRow | null> {
  if (raw === null || raw === '') return null;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw fail.field('adviser_id', CHOOSE_ADVISER);
  const adviser = await d.users.findById(id, trx);
  if (!adviser || adviser.role !== 'adviser') throw fail.field('adviser_id', CHOOSE_ADVISER);
  return adviser;
}

export async function adminCreate(d: UsersServiceDeps, actor: User | null, input: unknown): Promise<AdminUser> {
  const { db, users } = d;
  const admin = requireAdminActor(actor);
  const values = parseInput(adminCreateUserSchema, input);
  assertPasswordAllowed(values.password);
  if (await users.findByEmail(values.email)) throw fail.field('email', EMAIL_TAKEN);
  const password = await hashPassword(values.password);
  const row = await withUniqueEmail(() =>
    db.transaction(async (trx) => {
      // An admin vouches for the address of an account they make: verified.
      const created = await users.insert({ firstname: values.firstname, lastname: values.lastname, email: values.email, role: values.role, password, email_verified_at: new Date().toISOString() }, trx);
      await recordAudit(trx, admin, { action: 'user.create', target_type: 'user', target_id: Number(created.id), summary: accountSummary(created) });
      return created;
    }),
  );
  return users.toAdminUser(row);
}

/**
 * Edits a user: the whole form (details and role), and/or `adviser_id` (a body of `adviser_id` alone assigns the
 * adviser and changes nothing else). Only students have an adviser: a student who becomes staff loses theirs, and an
 * adviser who stops being one leaves their students without one.
 */
export async function adminUpdate(d: UsersServiceDeps, actor: User | null, id: number, input: unknown): Promise<AdminUserWithAdviser> {
  const { db, users } = d;
  const admin = requireAdminActor(actor);
  const row = await findOr404(d, id);
  const body = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const { adviser_id: rawAdviser, destinations: rawDestinations, ...rest } = body;
  const assigning = 'adviser_id' in body;
  const covering = 'destinations' in body;
  const values = (assigning || covering) && Object.keys(rest).length === 0 ? null : parseInput(profileSchemas(d.profile).adminUpdate, rest);
  if (values) {
    if (row.id === admin.id && values.role !== 'admin') throw fail.field('role', 'You cannot remove your own administrator role.');
    await checkDestinations(d, values.preferred_destinations);
    await checkLocale(d, values.locale, row.locale);
  }
  const roleAfter = values?.role ?? row.role;
  // A role change takes effect on the user's next request: every request reads the user afresh.
  const updated = await withUniqueEmail(() =>
    db.transaction(async (trx) => {
      const write: UserWrite = { ...(values ?? {}) } as UserWrite;
      let adviserPart = '';
      if (assigning) {
        const adviser = await checkAdviser(d, rawAdviser, trx);
        if (adviser && roleAfter !== 'user') throw fail.field('adviser_id', 'Only students have an adviser.');
        write.adviser_id = adviser ? Number(adviser.id) : null;
        if (Number(row.adviser_id ?? 0) !== Number(write.adviser_id ?? 0)) {
          const before = row.adviser_id ? (await users.people([Number(row.adviser_id)], trx)).get(Number(row.adviser_id))?.name : null;
          adviserPart = `adviser ${before ?? 'none'} → ${adviser ? accountName(adviser) : 'none'}`;
        }
      }
      // An adviser's destinations (decision 0046): only advisers cover any; one who stops being an adviser covers none.
      let destinationsPart = '';
      if (covering) {
        const chosen = await checkAdviserDestinations(trx, rawDestinations);
        if (chosen.length && roleAfter !== 'adviser') throw fail.field('destinations', 'Only advisers cover destinations.');
        const before = (await adviserDestinations(trx, [Number(row.id)])).get(Number(row.id)) ?? [];
        await trx('adviser_destinations').where({ adviser_id: row.id }).delete();
        if (chosen.length) await trx('adviser_destinations').insert(chosen.map((c) => ({ adviser_id: row.id, country_id: c.id })));
        const after = (await adviserDestinations(trx, [Number(row.id)])).get(Number(row.id)) ?? [];
        if (before.join(',') !== after.join(',')) destinationsPart = `destinations ${before.join(', ') || 'none'} → ${after.join(', ') || 'none'}`;
      }
      if (roleAfter !== 'adviser') await trx('adviser_destinations').where({ adviser_id: row.id }).delete();
      if (roleAfter !== 'user') write.adviser_id = null;
      if (row.role === 'adviser' && roleAfter !== 'adviser') await trx('users').where({ adviser_id: row.id }).update({ adviser_id: null });
      const result = await users.update(row.id, write, trx);
      const summary = values ? accountUpdateSummary(row, values as UserWrite, d.profile) : `${accountName(row)}: nothing changed`;
      const extra = [adviserPart, destinationsPart].filter(Boolean).join('; ');
      await recordAudit(trx, admin, {
        action: 'user.update',
        target_type: 'user',
        target_id: Number(row.id),
        summary: extra ? `${summary.replace(/: nothing changed$/, ':')}${summary.endsWith(': nothing changed') ? ' ' : '; '}${extra}` : summary,
      });
      return result;
    }),
  );
  return (await withAdvisers(d, [updated!]))[0]!;
}

/** A disabled user cannot sign in, and their tokens stop working at once. */
export async function adminSetDisabled(d: UsersServiceDeps, actor: User | null, id: number, disabled: boolean): Promise<AdminUser> {
  const { db, users, auth } = d;
  const admin = requireAdminActor(actor);
  const row = await findOr404(d, id);
  if (row.id === admin.id) throw new AppError(422, 'You cannot disable your own account.', { errors: { _: ['You cannot disable your own account.'] } });
  const updated = await db.transaction(async (trx) => {
    const result = await users.update(row.id, { disabled_at: disabled ? (row.disabled_at ?? new Date().toISOString()) : null }, trx);
    if (disabled) await auth.deleteTokensOfUser(row.id, undefined, trx);
    await recordAudit(trx, admin, {
      action: disabled ? 'user.disable' : 'user.enable',
      target_type: 'user',
      target_id: Number(row.id),
      summary: `${accountName(row)}: ${disabled ? (row.disabled_at ? 'disabled (already was)' : 'disabled') : row.disabled_at ? 'enabled' : 'enabled (already was)'}`,
    });
    return result;
  });
  return users.toAdminUser(updated!);
}

export async function adminDelete(d: UsersServiceDeps, actor: User | null, id: number): Promise<void> {
  const { db, users } = d;
  const admin = requireAdminActor(actor);
  const row = await findOr404(d, id);
  if (row.id === admin.id) throw new AppError(422, 'You cannot delete your own account.', { errors: { _: ['You cannot delete your own account.'] } });
  // Rows first, then the files: a failure leaves files the stray-file sweep removes, never rows without files.
  const keys = await db.transaction(async (trx) => {
    const stored = await d.documents.eraseRowsOfUser(row.id, trx);
    await users.delete(row.id, trx);
    await recordAudit(trx, admin, { action: 'user.delete', target_type: 'user', target_id: Number(row.id), summary: accountSummary(row) });
    return stored;
  });
  await d.documents.removeFilesOfUser(keys);
}

/** The students the admin dashboard lists, newest first. */
const DASHBOARD_NEWEST = 8;

export async function adminDashboard(d: UsersServiceDeps, actor: User | null): Promise<AdminDashboard> {
  const { db, users } = d;
  requireAdminActor(actor);
  const commissionCounts = d.commission.dashboardCounts();
  // The counts in one statement: each is a short read of kept counts or a partial index, and a round trip to
  // PostgreSQL costs the server about as much as one of them (docs/decisions/0049-lists-at-scale.md).
  const [counts, recent, commission] = await Promise.all([
    db
      .select({
        students: d.workflow.studentCountQuery({ adviserId: null }),
        new_this_week: users.newThisWeekQuery(),
        pending: d.documents.admin.pendingCountQuery(),
        messages: d.contact.unhandledCountQuery(),
        ...commissionCounts,
      })
      .first() as Promise<Record<'students' | 'new_this_week' | 'pending' | 'messages' | keyof typeof commissionCounts, number | null>>,
    users.newestStudents(DASHBOARD_NEWEST),
    d.commission.dashboardParts(),
  ]);
  return {
    students: Math.max(0, Number(counts.students ?? 0)),
    new_this_week: Number(counts.new_this_week ?? 0),
    pending_documents: Number(counts.pending ?? 0),
    unhandled_messages: Number(counts.messages ?? 0),
    enrolments_without_agreement: { count: Number(counts.enrolments_without_agreement ?? 0), ...commission.enrolments_without_agreement },
    overdue_receivables: commission.overdue_receivables,
    withdrawn_after_invoice: { count: Number(counts.withdrawn_after_invoice ?? 0), ...commission.withdrawn_after_invoice },
    recent: recent.map((r) => ({ id: Number(r.id), firstname: r.firstname, lastname: r.lastname, email: r.email, created_at: r.created_at })),
  };
}

export const usersService = {
  upsert,
  updateProfile,
  changePassword,
  admin: {
    list: adminList,
    get: adminGet,
    create: adminCreate,
    update: adminUpdate,
    setDisabled: adminSetDisabled,
    delete: adminDelete,
    dashboard: adminDashboard,
  },
};

export type UsersService = Bound<UsersServiceDeps, typeof usersService>;
