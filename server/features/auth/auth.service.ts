// Identity: registration with a verified address, signing in (with a second step when it is on), sessions, password
// resets, e-mail changes with proof, and two-step sign-in itself (decisions 0023, 0024, 0040).
//
// Every attempt limit is taken before the work it protects (attempts.ts), and every password hash waits its turn
// (lib/passwords.ts); neither is ever waited for inside a transaction, which holds a pooled connection. Answers that
// could tell a stranger whether an address has an account are the same either way, after the same work. Every way in
// (a password, a mailed link, a provider) ends in `afterFirstFactor`: one place for the checks and the second step.
import Bowser from 'bowser';
import type { Knex } from 'knex';
import { emailTokenSchema, loginSchema, mfaConfirmSchema, mfaDisableSchema, mfaLoginSchema, passwordEmailSchema, passwordResetSchema, REAUTH_WINDOW_MINUTES, registerSchema, resendVerificationSchema, sudoSchema } from '../../../shared/schemas/auth';
import type { LoginResult, MfaChallenge, MfaSetup, SessionInfo, User } from '../../../shared/types';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import type { Db } from '../../db/knex';
import type { Env } from '../../env';
import { AppError, fail, parseInput } from '../../lib/errors';
import { requireActor } from '../../lib/actors';
import type { Bound } from '../../lib/bind';
import type { AttemptLimiter, LimitName } from './attempts';
import { assertPasswordAllowed } from '../../lib/common-passwords';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { newToken } from './tokens';
import type { Mailer } from '../../mail/mailer';
import { mailContext, templates } from '../../mail/templates';
import type { IdentityProof, UserRow, UsersRepo } from '../users/users.service';
import type { AuthRepo, ClientInfo, PendingRegistrationRow } from './auth.repo';
import { leadOfNewStudent } from '../leads/leads.service';
import { acceptedStep, newRecoveryCodes, newSecret, normaliseRecoveryCode, otpauthUrl, qrSvg } from './totp';

export type { ClientInfo } from './auth.repo';
export type { AttemptLimiter } from './attempts';

/** "Remember me": the token and its cookie last a year. */
export const REMEMBER_TTL_SECONDS = 365 * 24 * 60 * 60;
/** Otherwise the token lives for a day after its last use (the cookie itself ends with the browser session). */
export const SESSION_TTL_SECONDS = 24 * 60 * 60;
/** Reset links work once, within this time. */
export const RESET_TTL_MINUTES = 60;
/** Verification and confirmation links work once, within this time. */
export const EMAIL_LINK_TTL_HOURS = 24;
/** The second step of a sign-in must follow the first within this time. */
export const MFA_CHALLENGE_TTL_SECONDS = 5 * 60;
/** A sign-in with a provider proves, for this long, who an account without a password belongs to (sudo mode). */
export const REAUTH_WINDOW_SECONDS = REAUTH_WINDOW_MINUTES * 60;
/** How stale `last_used_at` may get before a request writes it again. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export const RESET_REQUESTED = 'If an account exists for that address, we have e-mailed a link to reset its password.';
export const PASSWORD_WAS_RESET = 'Your password has been reset. Sign in with your new password.';
export const REGISTERED = 'Thank you. Check your inbox: we have sent a link to confirm your e-mail address.';
export const VERIFICATION_SENT = 'If that address has an account waiting for confirmation, we have sent it a new link.';
export const UNVERIFIED_MESSAGE = 'Confirm your e-mail address first.';
const BAD_CREDENTIALS = 'These credentials do not match our records.';
const DISABLED = 'This account has been disabled. Contact us if you think this is a mistake.';
/** An account whose owner asked to delete it is locked until it is erased or restored through the mailed link. */
export const DELETION_PENDING = 'This account is being deleted, as you asked. To keep it, follow the link in the e-mail we sent you then.';
const BAD_CODE = 'That code is not right. Enter the current code from your app.';
const BAD_RECOVERY_CODE = 'That recovery code is not right, or has been used.';
const CHALLENGE_EXPIRED = 'This sign-in has expired. Please sign in again.';
export const REAUTH_REQUIRED = 'Sign in again with your provider to confirm it is you.';

export interface Authenticated {
  user: User;
  tokenId: number;
}

export interface AuthServiceDeps {
  db: Db;
  env: Env;
  auth: AuthRepo;
  users: UsersRepo;
  mailer: Mailer;
  limits: Record<LimitName, AttemptLimiter>;
  /** The study countries a new account may start with as preferred destinations (visible ones). */
  destinations: { knownSlugs(slugs: string[]): Promise<Set<string>> };
  /** The languages the site is in now: a registration's language must be one of them. */
  locales: { enabled(): Promise<string[]> };
}

/** Nobody signs in to, or gets mail about, a disabled account or one waiting for its erasure. */
const locked = (row: UserRow) => Boolean(row.disabled_at || row.deletion_requested_at);

const deletionPending = () => new AppError(422, DELETION_PENDING, { body: { message: DELETION_PENDING, errors: { email: [DELETION_PENDING] }, code: 'account_deletion_requested' } });

/** "Chrome 131 on Windows": enough for a person to recognise their own session. */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = parsed.os.name ?? '';
  if (!browser) return os ? `A browser on ${os}` : 'Unknown browser';
  return os ? `${browser} on ${os}` : browser;
}

const unverified = () => new AppError(403, UNVERIFIED_MESSAGE, { body: { message: UNVERIFIED_MESSAGE, code: 'email_unverified' } });

export const reauthRequired = () => new AppError(403, REAUTH_REQUIRED, { body: { message: REAUTH_REQUIRED, code: 'reauth_required' } });

const linkTtlSeconds = EMAIL_LINK_TTL_HOURS * 60 * 60;
const lower = (email: string) => email.trim().toLowerCase();

const secondFactorError = (input: { code?: string; recovery_code?: string }) =>
  input.code !== undefined ? fail.field('code', BAD_CODE) : fail.validation({ code: [BAD_RECOVERY_CODE], recovery_code: [BAD_RECOVERY_CODE] });

export async function issueToken(d: AuthServiceDeps, user: User, remember: boolean, client: ClientInfo = { userAgent: null, ip: null }): Promise<LoginResult> {
  const { auth, users } = d;
  const token = newToken();
  const ttl = remember ? REMEMBER_TTL_SECONDS : SESSION_TTL_SECONDS;
  await auth.insertToken(user.id, token, remember, ttl, client);
  await users.update(user.id, { last_login_at: new Date().toISOString() });
  return { token, token_type: 'bearer', expires_in: ttl, user };
}

/**
 * Past the first factor (a password, a mailed link, a provider): a locked or unconfirmed account stops here, whichever
 * way it came; otherwise a session, or the second step when two-step sign-in is on.
 */
async function afterFirstFactor(d: AuthServiceDeps, row: UserRow, remember: boolean, client: ClientInfo): Promise<LoginResult | MfaChallenge> {
  const { auth } = d;
  if (row.disabled_at) throw fail.field('email', DISABLED);
  if (row.deletion_requested_at) throw deletionPending();
  if (!row.email_verified_at) throw unverified();
  if (row.mfa_enabled_at) {
    const mfaToken = newToken();
    await auth.insertChallenge(row.id, mfaToken, remember, MFA_CHALLENGE_TTL_SECONDS);
    return { mfa_required: true, mfa_token: mfaToken };
  }
  return issueToken(d, d.users.toUser(row), remember, client);
}

/** The link of a waiting registration, with when it was made and in whose name (so a mail nobody asked for can be ignored). */
function mailRegistrationLink(d: AuthServiceDeps, registration: PendingRegistrationRow, token: string): void {
  const { env, mailer } = d;
  mailer.sendLater(registration.email, templates.verifyEmail(mailContext(env, registration), registration, token, EMAIL_LINK_TTL_HOURS, new Date(registration.created_at)));
}

/**
 * A code from the user's app (a time step after the last one used), or one of their recovery codes (used up). The step
 * is taken by one conditional UPDATE, so of two sign-ins sending the same code at the same moment only one gets it.
 */
async function checkSecondFactor(d: AuthServiceDeps, row: UserRow, input: { code?: string; recovery_code?: string }, trx: Knex): Promise<boolean> {
  const { auth } = d;
  if (input.code !== undefined && row.mfa_secret) {
    const step = acceptedStep(row.mfa_secret, input.code, row.mfa_last_step === null ? null : Number(row.mfa_last_step));
    return step !== null && auth.claimTotpStep(row.id, step, trx);
  }
  if (input.recovery_code !== undefined) return auth.useRecoveryCode(row.id, normaliseRecoveryCode(input.recovery_code), trx);
  return false;
}

async function requireRow(d: AuthServiceDeps, actor: User | null): Promise<UserRow> {
  const { users } = d;
  const me = requireActor(actor);
  const row = await users.findById(me.id);
  if (!row) throw fail.notFound('No such user.');
  return row;
}

/**
 * The registrations of an address whose passwords a sign-in tries, newest first: each costs a hash, and an address can
 * gather a few an hour (the register limit per address), so a sign-in looks at these only.
 */
const PENDING_REGISTRATIONS_CHECKED = 3;

/** Whether `password` matches one of the hashes; always at least one hash checked (a decoy for none). */
async function matchesOne(hashes: Array<string | null>, password: string): Promise<boolean> {
  for (const hash of hashes.length ? hashes : [null]) if (await verifyPassword(hash, password)) return true;
  return false;
}

/**
 * At most five passwords are checked per account in 15 minutes, however many arrive at once, and thirty per
 * client address; the rest are 429. A right password gives the attempts back.
 */
export async function login(d: AuthServiceDeps, input: unknown, client: ClientInfo): Promise<LoginResult | MfaChallenge> {
  const { users, limits } = d;
  const values = parseInput(loginSchema, input);
  const account = lower(values.email);
  const address = client.ip ?? 'unknown';
  await limits.loginAddress.consume(address);
  await limits.loginAccount.consume(account);
  const row = await users.findByEmail(values.email);
  // Before any link is followed the address has no account, only registrations: the password of one of them is told to
  // confirm the address first. A hash is checked whatever the address (a decoy's when there is nothing to check, see
  // lib/passwords.ts), so a wrong password costs a known address and an unknown one the same work.
  const hashes = row ? [row.password] : (await d.auth.pendingRegistrations(values.email, PENDING_REGISTRATIONS_CHECKED)).map((r) => r.password);
  if (!(await matchesOne(hashes, values.password))) throw fail.field('email', BAD_CREDENTIALS);
  await Promise.all([limits.loginAccount.clear(account), limits.loginAddress.refund(address)]);
  if (!row) throw unverified();
  return afterFirstFactor(d, row, values.remember, client);
}

/** The second step: the code from the app (or a recovery code) for the challenge of the first. */
export async function loginMfa(d: AuthServiceDeps, input: unknown, client: ClientInfo): Promise<LoginResult> {
  const { db, auth, users, limits } = d;
  const values = parseInput(mfaLoginSchema, input);
  await limits.mfaAddress.consume(client.ip ?? 'unknown');
  // The account's limit is taken before the transaction: a limit waits for a connection of its own, and a burst of
  // codes each holding one while waiting for another would starve the pool.
  const challenge = await auth.findChallenge(values.mfa_token);
  if (!challenge) throw fail.field('mfa_token', CHALLENGE_EXPIRED);
  await limits.mfaAccount.consume(String(challenge.user_id));
  const outcome = await db.transaction(async (trx) => {
    const live = await auth.findChallenge(values.mfa_token, trx);
    if (!live) throw fail.field('mfa_token', CHALLENGE_EXPIRED);
    const row = await users.findById(live.user_id, trx);
    if (!row || locked(row) || !row.mfa_enabled_at) throw fail.field('mfa_token', CHALLENGE_EXPIRED);
    if (!(await checkSecondFactor(d, row, values, trx))) return { error: secondFactorError(values) } as const;
    await auth.useChallenge(live.id, trx);
    return { row, remember: live.remember } as const;
  });
  // A wrong code is answered after the transaction, so that a recovery code stays unused and the step unmoved.
  if ('error' in outcome) throw outcome.error;
  await limits.mfaAccount.clear(String(outcome.row.id));
  return issueToken(d, d.users.toUser(outcome.row), outcome.remember, client);
}

export async function authenticate(d: AuthServiceDeps, token: string | undefined): Promise<Authenticated | null> {
  const { auth } = d;
  if (!token || token.length > 200) return null;
  const row = await auth.findUserByToken(token);
  // A kept answer may be older than the token's expiry.
  if (!row || new Date(row.token_expires_at).getTime() <= Date.now()) return null;
  if (Date.now() - new Date(row.token_last_used_at).getTime() > TOUCH_AFTER_MS) {
    await auth.touchToken(row.token_id, row.token_remember ? null : SESSION_TTL_SECONDS);
  }
  return { user: d.users.toUser(row), tokenId: Number(row.token_id) };
}

export async function logout(d: AuthServiceDeps, token: string | undefined): Promise<void> {
  const { auth } = d;
  if (token) await auth.deleteToken(token);
}

/**
 * 201 with the same words for a new address and a known one, after the same work (a password hashed). The owner of a
 * known address is told someone tried. Otherwise the registration waits, with its own password and its own link,
 * and nothing else: no account exists until a link is followed, so a registration made by someone who cannot read
 * the mailbox never opens anything (decision 0040).
 */
export async function register(d: AuthServiceDeps, input: unknown, client: ClientInfo): Promise<string> {
  const { env, auth, users, mailer, limits } = d;
  const values = parseInput(registerSchema, input);
  assertPasswordAllowed(values.password);
  // The fit check's top countries, carried in: each must be a destination on the site.
  const destinations = values.preferred_destinations ?? [];
  const known = await d.destinations.knownSlugs(values.destination ? [...destinations, values.destination] : destinations);
  if (destinations.some((slug) => !known.has(slug))) throw fail.field('preferred_destinations', 'Choose destinations from the study countries on the site.');
  if (values.destination && !known.has(values.destination)) throw fail.field('destination', 'Choose a destination from the list.');
  await limits.register.consume(client.ip ?? 'unknown');
  // Each registration mails the address: a few an hour, for known and new addresses alike.
  await limits.mailAccount.consume(`register:${lower(values.email)}`);
  const password = await hashPassword(values.password);
  const existing = await users.findByEmail(values.email);
  if (existing?.email_verified_at) {
    if (!locked(existing)) mailer.sendLater(existing.email, templates.registrationAttempt(mailContext(env, existing), existing, new Date()));
    return REGISTERED;
  }
  const token = newToken();
  const registration = await auth.insertPendingRegistration(
    {
      firstname: values.firstname,
      lastname: values.lastname,
      email: values.email,
      password,
      terms_accepted_at: values.terms ? new Date().toISOString() : null,
      preferred_destinations: destinations,
      // A language the site is not in now (disabled since the page was drawn) gives the default.
      locale: values.locale !== undefined && (await d.locales.enabled()).includes(values.locale) ? values.locale : DEFAULT_LOCALE,
      time_zone: values.time_zone ?? 'UTC',
      // Where the person came from, for the lead made when the link is followed (decision 0046).
      lead_source: values.source || values.destination ? { source: values.source ?? null, destination: values.destination ?? null } : null,
    },
    token,
    linkTtlSeconds,
  );
  mailRegistrationLink(d, registration, token);
  return REGISTERED;
}

const BAD_VERIFY_LINK = 'This confirmation link is invalid, used or expired. Ask for a new one.';

/**
 * The link from a registration's mail: the account is made now, with that registration's names and password, and
 * signed in. Making it ends every other registration for the address (a trigger on users), so no password chosen in
 * another registration ever opens the account.
 */
export async function verifyEmail(d: AuthServiceDeps, input: unknown, client: ClientInfo): Promise<LoginResult | MfaChallenge> {
  const { db, env, auth, users, mailer, limits } = d;
  const { token } = parseInput(emailTokenSchema, input);
  await limits.linkAddress.consume(client.ip ?? 'unknown');
  const row = await db
    .transaction(async (trx) => {
      const registration = await auth.takePendingRegistration(token, trx);
      if (!registration) throw fail.field('token', BAD_VERIFY_LINK);
      const account = {
        firstname: registration.firstname,
        lastname: registration.lastname,
        password: registration.password,
        terms_accepted_at: registration.terms_accepted_at,
        preferred_destinations: registration.preferred_destinations,
        locale: registration.locale,
        time_zone: registration.time_zone,
        email_verified_at: new Date().toISOString(),
      };
      const existing = await users.findByEmail(registration.email, trx);
      let made: UserRow;
      if (!existing) made = await users.insert({ ...account, email: registration.email, role: 'user' }, trx);
      else {
        // An account made before registrations waited apart, never confirmed: the link's follower decides it, as a new one.
        if (existing.email_verified_at || locked(existing)) throw fail.field('token', BAD_VERIFY_LINK);
        await auth.deleteTokensOfUser(existing.id, undefined, trx);
        made = (await users.update(existing.id, account, trx))!;
      }
      // The person's lead (decision 0046), made or added to with the account: now a student's, with its owner as adviser.
      const from = registration.lead_source;
      await leadOfNewStudent(trx, { ...made, id: Number(made.id), adviser_id: made.adviser_id === null ? null : Number(made.adviser_id) }, { source: from?.source, destination: from?.destination, summary: 'Registered (e-mail address confirmed)' });
      return (await users.findById(made.id, trx))!;
    })
    .catch((error: unknown) => {
      // Another link for the address was followed a moment ago: that one made the account.
      if ((error as { constraint?: string }).constraint === 'users_email_lower_unique') throw fail.field('token', BAD_VERIFY_LINK);
      throw error;
    });
  mailer.sendLater(row.email, templates.welcome(mailContext(env, row), row));
  return afterFirstFactor(d, row, false, client);
}

/** The newest registration waiting for the address gets a new link (the one before stops working); the same answer for every address. */
export async function resendVerification(d: AuthServiceDeps, input: unknown, client: ClientInfo): Promise<string> {
  const { auth, limits } = d;
  const { email } = parseInput(resendVerificationSchema, input);
  await limits.mailAddress.consume(client.ip ?? 'unknown');
  await limits.mailAccount.consume(`verify:${lower(email)}`);
  const [registration] = await auth.pendingRegistrations(email, 1);
  if (registration) {
    const token = newToken();
    await auth.renewPendingRegistration(registration.id, token, linkTtlSeconds);
    mailRegistrationLink(d, registration, token);
  }
  return VERIFICATION_SENT;
}

/** The same answer whether or not the address has an account; the mail goes out after it. */
export async function requestPasswordReset(d: AuthServiceDeps, input: unknown, client: ClientInfo): Promise<string> {
  const { env, auth, users, mailer, limits } = d;
  const { email } = parseInput(passwordEmailSchema, input);
  await limits.mailAddress.consume(client.ip ?? 'unknown');
  await limits.mailAccount.consume(lower(email));
  const row = await users.findByEmail(email);
  if (row && !locked(row)) {
    const token = newToken();
    await auth.insertReset(row.id, token, RESET_TTL_MINUTES * 60);
    mailer.sendLater(row.email, templates.passwordReset(mailContext(env, row), row, token, RESET_TTL_MINUTES));
  }
  return RESET_REQUESTED;
}

/**
 * The token is looked up before anything is hashed (a made-up token costs a query, not a hash); then the token is
 * used up, the password set, the address counts as confirmed (the link proved it), and every session ends.
 */
export async function resetPassword(d: AuthServiceDeps, input: unknown, client: ClientInfo): Promise<string> {
  const { db, env, auth, users, mailer, limits } = d;
  const values = parseInput(passwordResetSchema, input);
  await limits.linkAddress.consume(client.ip ?? 'unknown');
  const invalid = () => fail.field('email', 'This password reset link is invalid or has expired. Ask for a new one.');
  if (!(await auth.findLiveReset(values.token, values.email))) throw invalid();
  assertPasswordAllowed(values.password);
  const password = await hashPassword(values.password);
  const row = await db.transaction(async (trx) => {
    const reset = await auth.findLiveReset(values.token, values.email, trx);
    if (!reset) throw invalid();
    const found = await users.findById(reset.user_id, trx);
    const updated = await users.update(reset.user_id, { password, email_verified_at: found?.email_verified_at ?? new Date().toISOString() }, trx);
    await auth.useResetsOfUser(reset.user_id, trx);
    await auth.deleteTokensOfUser(reset.user_id, undefined, trx);
    return updated!;
  });
  mailer.sendLater(row.email, templates.passwordChanged(mailContext(env, row), row, 'reset', new Date()));
  return PASSWORD_WAS_RESET;
}

/**
 * Sudo mode, the one check before a change that could take an account over (two-step sign-in on or off, new recovery
 * codes, a first password, a new address, deleting the account). The account's password, where it has one: tries
 * count against the sign-in limit, so a borrowed session cannot guess it faster than the sign-in page. Otherwise a
 * sign-in with the account's provider on this very session within REAUTH_WINDOW_SECONDS (`{"intent":"reauth"}`).
 */
export async function confirmIdentity(d: AuthServiceDeps, row: UserRow, proof: IdentityProof): Promise<void> {
  const { auth, limits } = d;
  if (row.password === null) {
    if (proof.tokenId === undefined || !(await auth.reauthenticatedWithin(proof.tokenId, REAUTH_WINDOW_SECONDS))) throw reauthRequired();
    return;
  }
  if (!proof.password) throw fail.field(proof.field, proof.missing);
  const account = lower(row.email);
  await limits.loginAccount.consume(account);
  if (!(await verifyPassword(row.password, proof.password))) throw fail.field(proof.field, proof.field === 'current_password' ? 'That is not your current password.' : 'That is not your password.');
  await limits.loginAccount.clear(account);
}

/**
 * A provider answered for the account (oauth.service found or made it): the same checks and second step as a
 * password. A session started this way is as if signed in without "remember me".
 */
export async function providerSignIn(d: AuthServiceDeps, userId: number, client: ClientInfo): Promise<LoginResult | MfaChallenge> {
  const row = await d.users.findById(userId);
  if (!row) throw new AppError(400, 'This sign-in is no longer linked to an account.');
  return afterFirstFactor(d, row, false, client);
}

/** The account's provider answered again for the signed-in user: this session is proven for the next few minutes. */
export async function providerReauthenticated(d: AuthServiceDeps, tokenId: number): Promise<void> {
  await d.auth.markReauthenticated(tokenId);
}

/**
 * Starts a change of address (from the profile, the password already checked): the account keeps its address,
 * the new one gets a link to confirm it, and the current one is told. An address that belongs to another account
 * gets the same answer (the profile must not tell who is a client): its owner is told instead, and no link goes.
 */
export async function startEmailChange(d: AuthServiceDeps, row: UserRow, newEmail: string): Promise<void> {
  const { db, env, auth, users, mailer } = d;
  const token = newToken();
  const owner = await users.findByEmail(newEmail);
  await db.transaction(async (trx) => {
    await users.update(row.id, { pending_email: newEmail }, trx);
    if (!owner) await auth.insertEmailToken(row.id, 'confirm', newEmail, token, linkTtlSeconds, trx);
    else await auth.cancelEmailTokens(row.id, 'confirm', trx);
  });
  if (owner) mailer.sendLater(owner.email, templates.addressClaimAttempt(mailContext(env, owner), owner, new Date()));
  else mailer.sendLater(newEmail, templates.confirmEmailChange(mailContext(env, row), row, token, EMAIL_LINK_TTL_HOURS));
  mailer.sendLater(row.email, templates.emailChangeRequested(mailContext(env, row), row, newEmail, new Date()));
}

/** The confirmation link: the pending address becomes the account's; every other session ends; both are told. */
export async function confirmEmail(d: AuthServiceDeps, input: unknown, client: ClientInfo, current?: { userId: number; tokenId: number }): Promise<User> {
  const { db, env, auth, users, mailer, limits } = d;
  const { token } = parseInput(emailTokenSchema, input);
  await limits.linkAddress.consume(client.ip ?? 'unknown');
  const { before, after } = await db.transaction(async (trx) => {
    const taken = await auth.takeEmailToken(token, 'confirm', trx);
    const found = taken ? await users.findById(taken.user_id, trx) : undefined;
    if (!taken || !found || locked(found) || !found.pending_email || lower(found.pending_email) !== lower(taken.email)) {
      throw fail.field('token', 'This confirmation link is invalid, used or expired.');
    }
    const owner = await users.findByEmail(taken.email, trx);
    if (owner && owner.id !== found.id) throw fail.field('token', 'That address now belongs to another account.');
    const updated = await users.update(found.id, { email: taken.email, pending_email: null, email_verified_at: new Date().toISOString() }, trx);
    await auth.deleteTokensOfUser(found.id, current?.userId === found.id ? current.tokenId : undefined, trx);
    return { before: found, after: updated! };
  });
  const at = new Date();
  for (const address of [before.email, after.email]) mailer.sendLater(address, templates.emailChanged(mailContext(env, after), after, before.email, after.email, at));
  return d.users.toUser(after);
}

export async function pendingEmailResend(d: AuthServiceDeps, actor: User | null): Promise<User> {
  const { env, auth, users, mailer, limits } = d;
  const row = await requireRow(d, actor);
  if (!row.pending_email) throw new AppError(409, 'There is no change of address waiting.');
  await limits.mailAccount.consume(`confirm:${row.id}`);
  // An address that has meanwhile become another account's gets nothing (as in startEmailChange).
  if (!(await users.findByEmail(row.pending_email))) {
    const token = newToken();
    await auth.insertEmailToken(row.id, 'confirm', row.pending_email, token, linkTtlSeconds);
    mailer.sendLater(row.pending_email, templates.confirmEmailChange(mailContext(env, row), row, token, EMAIL_LINK_TTL_HOURS));
  }
  return d.users.toUser(row);
}

export async function pendingEmailCancel(d: AuthServiceDeps, actor: User | null): Promise<User> {
  const { db, auth, users } = d;
  const row = await requireRow(d, actor);
  const updated = await db.transaction(async (trx) => {
    await auth.cancelEmailTokens(row.id, 'confirm', trx);
    return users.update(row.id, { pending_email: null }, trx);
  });
  return d.users.toUser(updated!);
}

export async function sessionsList(d: AuthServiceDeps, actor: User | null, currentTokenId: number | undefined): Promise<SessionInfo[]> {
  const { auth } = d;
  const me = requireActor(actor);
  return (await auth.sessionsOfUser(me.id)).map((s) => ({
    id: Number(s.id),
    created_at: s.created_at,
    last_used_at: s.last_used_at,
    user_agent: s.user_agent,
    browser: describeBrowser(s.user_agent),
    ip: s.ip,
    current: Number(s.id) === currentTokenId,
  }));
}

/** Ends one of the user's sessions; someone else's is a 404, as if it did not exist. */
export async function sessionsEnd(d: AuthServiceDeps, actor: User | null, id: number): Promise<void> {
  const { auth } = d;
  const me = requireActor(actor);
  if (!(await auth.deleteTokenOfUser(me.id, id))) throw fail.notFound('No such session.');
}

export async function sessionsEndOthers(d: AuthServiceDeps, actor: User | null, currentTokenId: number | undefined): Promise<void> {
  const { auth } = d;
  const me = requireActor(actor);
  await auth.deleteTokensOfUser(me.id, currentTokenId);
}

/**
 * A new secret, kept until a code from it confirms the set-up; two-step sign-in is not on yet. Sudo mode: a borrowed
 * session must not be able to tie the account to the borrower's phone.
 */
export async function mfaBegin(d: AuthServiceDeps, actor: User | null, tokenId: number | undefined, input: unknown): Promise<MfaSetup> {
  const { env, users } = d;
  const row = await requireRow(d, actor);
  const { current_password: password } = parseInput(sudoSchema, input);
  if (row.mfa_enabled_at) throw new AppError(409, 'Two-step sign-in is already on. Turn it off first to set it up again.');
  await confirmIdentity(d, row, { password, field: 'current_password', missing: 'Enter your current password to set up two-step sign-in.', tokenId });
  const secret = newSecret();
  await users.update(row.id, { mfa_secret: secret, mfa_last_step: null });
  const url = otpauthUrl(secret, row.email, env.appName);
  return { secret, otpauth_url: url, qr_svg: await qrSvg(url) };
}

/** A code from the new secret turns it on; ten recovery codes are shown this once (only their hashes are kept). */
export async function mfaConfirm(d: AuthServiceDeps, actor: User | null, input: unknown): Promise<{ recovery_codes: string[] }> {
  const { db, env, auth, users, mailer, limits } = d;
  const row = await requireRow(d, actor);
  const { code } = parseInput(mfaConfirmSchema, input);
  if (row.mfa_enabled_at) throw new AppError(409, 'Two-step sign-in is already on.');
  if (!row.mfa_secret) throw fail.field('code', 'Start the set-up first.');
  await limits.mfaAccount.consume(String(row.id));
  const step = acceptedStep(row.mfa_secret, code, null);
  if (step === null) throw fail.field('code', BAD_CODE);
  const codes = newRecoveryCodes();
  await db.transaction(async (trx) => {
    await users.update(row.id, { mfa_enabled_at: new Date().toISOString(), mfa_last_step: step }, trx);
    await auth.replaceRecoveryCodes(row.id, codes.map(normaliseRecoveryCode), trx);
  });
  await limits.mfaAccount.clear(String(row.id));
  mailer.sendLater(row.email, templates.twoStepChanged(mailContext(env, row), row, true, new Date()));
  return { recovery_codes: codes };
}

/** Ten new recovery codes, shown this once; the earlier ones stop working. Sudo mode. */
export async function mfaRecoveryCodes(d: AuthServiceDeps, actor: User | null, tokenId: number | undefined, input: unknown): Promise<{ recovery_codes: string[] }> {
  const { db, env, auth, mailer } = d;
  const row = await requireRow(d, actor);
  const { current_password: password } = parseInput(sudoSchema, input);
  if (!row.mfa_enabled_at) throw new AppError(409, 'Two-step sign-in is off: recovery codes come with turning it on.');
  await confirmIdentity(d, row, { password, field: 'current_password', missing: 'Enter your current password to make new recovery codes.', tokenId });
  const codes = newRecoveryCodes();
  await db.transaction((trx) => auth.replaceRecoveryCodes(row.id, codes.map(normaliseRecoveryCode), trx));
  mailer.sendLater(row.email, templates.recoveryCodesRenewed(mailContext(env, row), row, new Date()));
  return { recovery_codes: codes };
}

/**
 * Off again. With a password: the password, or a code (from the app, or a recovery code). Without one: a recent
 * provider sign-in on this session (sudo mode), and a code if one is given.
 */
export async function mfaDisable(d: AuthServiceDeps, actor: User | null, tokenId: number | undefined, input: unknown): Promise<void> {
  const { db, env, auth, users, mailer, limits } = d;
  const row = await requireRow(d, actor);
  const values = parseInput(mfaDisableSchema, input);
  if (!row.mfa_enabled_at && !row.mfa_secret) return;
  const missing = 'Enter your password, or a code from your app.';
  const code = values.password ? undefined : values.code;
  // The password is checked before the transaction: a hash waits its turn, and must not hold a connection meanwhile.
  if (row.password === null || values.password) await confirmIdentity(d, row, { password: values.password, field: 'password', missing, tokenId });
  else if (!code) throw fail.field('password', missing);
  if (code) await limits.mfaAccount.consume(String(row.id));
  await db.transaction(async (trx) => {
    if (code) {
      const factor = /^\d{6}$/.test(code.replace(/\s+/g, '')) ? { code } : { recovery_code: code };
      if (!(await checkSecondFactor(d, row, factor, trx))) throw fail.field('code', 'That code is not right.');
    }
    await users.update(row.id, { mfa_secret: null, mfa_enabled_at: null, mfa_last_step: null }, trx);
    await auth.replaceRecoveryCodes(row.id, [], trx);
  });
  if (code) await limits.mfaAccount.clear(String(row.id));
  if (row.mfa_enabled_at) mailer.sendLater(row.email, templates.twoStepChanged(mailContext(env, row), row, false, new Date()));
}

export const authService = {
  issueToken,
  login,
  loginMfa,
  authenticate,
  logout,
  register,
  verifyEmail,
  resendVerification,
  requestPasswordReset,
  resetPassword,
  confirmIdentity,
  providerSignIn,
  providerReauthenticated,
  startEmailChange,
  confirmEmail,
  pendingEmail: {
    resend: pendingEmailResend,
    cancel: pendingEmailCancel,
  },
  sessions: {
    list: sessionsList,
    end: sessionsEnd,
    endOthers: sessionsEndOthers,
  },
  mfa: {
    begin: mfaBegin,
    confirm: mfaConfirm,
    disable: mfaDisable,
    recoveryCodes: mfaRecoveryCodes,
  },
};

export type AuthService = Bound<AuthServiceDeps, typeof authService>;
