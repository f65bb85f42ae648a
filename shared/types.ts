// Entity shapes as they travel over the wire: JSON-safe (ISO date strings, null rather than undefined).

import type * as z from 'zod';
import type { PrivacyPeriods } from './privacy';
import type { UserProfile } from './profile';
import type { loginResultSchema, mfaChallengeSchema, mfaSetupSchema, sessionInfoSchema } from './schemas/auth.answers';
import type { adminDashboardSchema, adminUserSchema, adminUserWithAdviserSchema, userSchema } from './schemas/users.answers';

export const ROLES = ['user', 'adviser', 'admin'] as const;
export type Role = (typeof ROLES)[number];

// The shapes below are described once, by the answer schemas (shared/schemas/*.answers.ts, decision 0041): the
// types are read from them, and the OpenAPI document and the tests check the answers against the same schemas.

/** What a student tells us about themselves: made from the profile's description (shared/profile.ts, decision 0042). */
export type { UserProfile };

export type User = z.infer<typeof userSchema>;

/** The user as the admin portal sees it. */
export type AdminUser = z.infer<typeof adminUserSchema>;

/** A user on the admin portal's list and page: with their adviser (a student's; null for everyone else). */
export type AdminUserWithAdviser = z.infer<typeof adminUserWithAdviserSchema>;

export interface Paged<T> {
  results: T[];
  total: number;
  page: number;
  per_page: number;
}

/** A page of a long list read by keys (server/lib/keyset.ts): `next` is the `after` of the following page. */
export interface KeyedPage<T> extends Paged<T> {
  /** True when the list has more rows than `total` says (it counts up to a cap). */
  total_capped: boolean;
  next: string | null;
}

export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export interface OAuthProviderInfo {
  name: string;
  label: string;
}

export type LoginResult = z.infer<typeof loginResultSchema>;

/** The first step of a sign-in with two-step sign-in on: no session yet, a code to send with this token. */
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

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
export type MfaSetup = z.infer<typeof mfaSetupSchema>;

/** A signed-in session, for the list on the security page. */
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** What the server hands the browser at start-up beside the router's hydration data. */
export interface PublicConfig {
  appName: string;
  /** Configured OAuth sign-in providers (buttons appear only for these). */
  oauthProviders: OAuthProviderInfo[];
  /** The dialogs' style sheet (hashed name), loaded together with sweetalert2. */
  dialogsCss: string;
  /** The staff portal's style sheet (hashed name): linked by pages under the admin layout, loaded with its code. */
  portalCss: string;
  /** ADMIN_MFA=required: the admin portal opens only once two-step sign-in is on. */
  adminMfaRequired: boolean;
  /** The periods the privacy policy states (DOCUMENT_RETENTION_DAYS, ACCOUNT_DELETION_GRACE_DAYS). */
  privacy: PrivacyPeriods;
}
