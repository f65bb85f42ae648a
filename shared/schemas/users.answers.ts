// The answers about people: the signed-in user, the admin portal's users, its dashboard (decision 0041).
import * as z from 'zod';
import { enrolmentsWithoutAgreementSchema, overdueReceivablesSchema, withdrawnAfterInvoiceSchema } from './commission.answers';
import { profileAnswerShape } from '../profile';
import { ROLES } from '../types';
import { count, id, named, paged, personRefSchema, timestamp } from './answers';

/** What a student tells us about themselves (all optional): the profile's description says each field (decision 0042). */
const profile = profileAnswerShape;

export const userProfileSchema = z.strictObject(profile);

const user = {
  id: id(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  created_at: timestamp(),
  /** False for accounts created through OAuth that never set a password. */
  has_password: z.boolean(),
  /** When the address was confirmed (null: not yet, and the account cannot sign in). */
  email_verified_at: timestamp().nullable(),
  /** A new address waiting for its confirmation link; `email` stays until then. */
  pending_email: z.string().nullable(),
  /** Two-step sign-in is on. */
  mfa_enabled: z.boolean(),
  ...profile,
};

export const userSchema = named('User', z.strictObject(user), 'An account, as its owner sees it.');

/** The user as the admin portal sees it. */
const adminUser = {
  ...user,
  disabled_at: timestamp().nullable(),
  last_login_at: timestamp().nullable(),
  updated_at: timestamp(),
  /** The student asked to delete their account (it is locked); null otherwise. */
  deletion_requested_at: timestamp().nullable(),
  /** When the account is erased unless the student restores it first. */
  delete_after: timestamp().nullable(),
};

export const adminUserSchema = named('AdminUser', z.strictObject(adminUser), 'An account as the admin portal sees it.');

/** A user on the admin portal's list and page: with their adviser (a student's; null for everyone else). */
export const adminUserWithAdviserSchema = named(
  'AdminUserWithAdviser',
  z.strictObject({
    ...adminUser,
    adviser_id: id().nullable(),
    adviser: personRefSchema.nullable(),
    /** The study countries (addresses) an adviser covers: new leads for them go to these advisers in turn. Empty for everyone else. */
    destinations: z.array(z.string()),
  }),
  'An account on the admin portal’s list and page, with the student’s adviser, or the destinations an adviser covers.',
);

export const pagedAdminUsersSchema = named('PagedAdminUsers', paged(adminUserWithAdviserSchema));

export const adminDashboardSchema = named(
  'AdminDashboard',
  z.strictObject({
    students: count(),
    new_this_week: count(),
    /** Documents waiting for review. */
    pending_documents: count(),
    /** Contact messages nobody has handled yet. */
    unhandled_messages: count(),
    recent: z.array(z.strictObject({ id: id(), firstname: z.string(), lastname: z.string(), email: z.string(), created_at: timestamp() })),
    /** Enrolled applications no agreement covers (first 50, newest change first): no receivable was made for them. */
    enrolments_without_agreement: enrolmentsWithoutAgreementSchema,
    /** Receivables past their due day and not paid in full: how many, and what is owed per currency (minor units). */
    overdue_receivables: overdueReceivablesSchema,
    /** Invoiced (or paid) receivables whose enrolment was withdrawn afterwards (first 50): the invoice needs a look. */
    withdrawn_after_invoice: withdrawnAfterInvoiceSchema,
  }),
);
