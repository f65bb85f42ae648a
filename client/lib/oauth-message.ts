// What the OAuth callback page and the window that opened it share: the message type, and (without an opener) the
// place the second step of a sign-in waits for the sign-in page. Kept small: the callback page loads only this.
import type { MfaChallenge } from '../../shared/types';

/** The postMessage type the OAuth callback page sends to the window that opened it. */
export const OAUTH_MESSAGE = 'oauth:result';

/** Where a sign-in's second step waits when the provider's answer came back to a whole window (never in an address). */
const PENDING_CHALLENGE_KEY = 'oauth:mfa-challenge';

export function keepPendingChallenge(challenge: MfaChallenge & { redirect?: string }): void {
  window.sessionStorage.setItem(PENDING_CHALLENGE_KEY, JSON.stringify({ mfa_required: true, mfa_token: challenge.mfa_token, redirect: challenge.redirect }));
}

/** The second step waiting for this tab, once: reading it clears it. */
export function takePendingChallenge(): (MfaChallenge & { redirect?: string }) | null {
  const stored = window.sessionStorage.getItem(PENDING_CHALLENGE_KEY);
  if (stored === null) return null;
  window.sessionStorage.removeItem(PENDING_CHALLENGE_KEY);
  try {
    const value = JSON.parse(stored) as { mfa_token?: unknown; redirect?: unknown };
    if (typeof value.mfa_token !== 'string') return null;
    return { mfa_required: true, mfa_token: value.mfa_token, ...(typeof value.redirect === 'string' ? { redirect: value.redirect } : {}) };
  } catch {
    return null;
  }
}

