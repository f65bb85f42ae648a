// Entity shapes as they travel over the wire: JSON-safe (ISO date strings, null rather than undefined).

import type { PrivacyPeriods } from './privacy';
import type { UserProfile } from './profile';

export const ROLES = ['user', 'adviser', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What a student tells us about themselves: made from the profile's description (shared/profile.ts). */
export type { UserProfile };

export interface User extends UserProfile {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  role: Role;
  created_at: string;
  /** False for accounts created through OAuth that never set a password. */
  has_password: boolean;
  /** When the address was confirmed (null: not yet, and the account cannot sign in). */
  email_verified_at: string | null;
  /** A new address waiting for its confirmation link; `email` stays until then. */
  pending_email: string | null;
  /** Two-step sign-in is on. */
  mfa_enabled: boolean;
}

/** The user as the admin portal sees it. */
export interface AdminUser extends User {
  disabled_at: string | null;
  last_login_at: string | null;
  updated_at: string;
  /** The student asked to delete their account (it is locked); null otherwise. */
  deletion_requested_at: string | null;
  /** When the account is erased unless the student restores it first. */
  delete_after: string | null;
}

export interface Paged<T> {
  results: T[];
  total: number;
  page: number;
  per_page: number;
}

export interface AdminDashboard {
  students: number;
  new_this_week: number;
  /** Documents waiting for review. */
  pending_documents: number;
  /** Contact messages nobody has handled yet. */
  unhandled_messages: number;
  recent: Array<Pick<User, 'id' | 'firstname' | 'lastname' | 'email' | 'created_at'>>;
}

export interface OAuthProviderInfo {
  name: string;
  label: string;
}

export interface LoginResult {
  token: string;
  token_type: 'bearer';
  expires_in: number;
  user: User;
}

/** The first step of a sign-in with two-step sign-in on: no session yet, a code to send with this token. */
export interface MfaChallenge {
  mfa_required: true;
  mfa_token: string;
}

/**
 * What the OAuth callback page tells the window that opened it (the page's `#__oauth` element): a session; the second
 * step of a sign-in (no session yet); the signed-in session proven again (sudo mode); or why it failed.
 */
export type OAuthCallbackData =
  | { status: 'success'; user: User; token: string; redirect: string }
  | ({ status: 'mfa_required'; redirect: string } & MfaChallenge)
  | { status: 'reauthenticated'; redirect: string }
  | { status: 'error'; message: string };

/** Set-up of two-step sign-in: the secret (to type) and the same as a QR code (an SVG). */
export interface MfaSetup {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

/** A signed-in session, for the list on the security page. */
export interface SessionInfo {
  id: number;
  created_at: string;
  last_used_at: string;
  user_agent: string | null;
  /** "Chrome 131 on Windows", read from the user agent. */
  browser: string;
  ip: string | null;
  current: boolean;
}

/** What the server hands the browser at start-up beside the router's hydration data. */
export interface PublicConfig {
  appName: string;
  /** Configured OAuth sign-in providers (buttons appear only for these). */
  oauthProviders: OAuthProviderInfo[];
  /** The dialogs' style sheet (hashed name), loaded together with sweetalert2. */
  dialogsCss: string;
  /** ADMIN_MFA=required: the admin portal opens only once two-step sign-in is on. */
  adminMfaRequired: boolean;
  /** The periods the privacy policy states (DOCUMENT_RETENTION_DAYS, ACCOUNT_DELETION_GRACE_DAYS). */
  privacy: PrivacyPeriods;
}
