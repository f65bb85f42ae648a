// OAuth as the original site did it: a blank popup opened at once (so popup blockers allow it), then pointed at the
// provider; without a popup the whole page makes the trip and comes back to the remembered page (or, with two-step
// sign-in on, to the sign-in page's code step). The same trip, signed in, proves again who you are (sudo mode).
import { INTENDED_URL_COOKIE } from '../../shared/cookies';
import { splitLocale } from '../../shared/i18n/locales';
import type { OAuthIntent } from '../../shared/schemas/auth';
import type { MfaChallenge, OAuthCallbackData, User } from '../../shared/types';
import { browserCookies } from './cookies';
import { api } from './http';
import { OAUTH_MESSAGE } from './oauth-message';

export type OAuthOutcome =
  | { kind: 'session'; user: User; token: string }
  /** Two-step sign-in is on: the code from the app comes next. */
  | { kind: 'mfa'; challenge: MfaChallenge }
  /** The signed-in session is proven again for a few minutes. */
  | { kind: 'reauthenticated' };

export class OAuthError extends Error {}

function outcomeOf(data: OAuthCallbackData): OAuthOutcome {
  switch (data.status) {
    case 'success':
      return { kind: 'session', user: data.user, token: data.token };
    case 'mfa_required':
      return { kind: 'mfa', challenge: { mfa_required: true, mfa_token: data.mfa_token } };
    case 'reauthenticated':
      return { kind: 'reauthenticated' };
    default:
      throw new OAuthError(data.message || 'The sign-in did not work.');
  }
}

export async function signInWithProvider(provider: string, label: string, intent: OAuthIntent = 'signin', locale?: string): Promise<OAuthOutcome | null> {
  const popup = window.open('', 'oauth-sign-in', 'popup=yes,width=560,height=720');
  if (popup) {
    popup.document.title = `Sign in with ${label}`;
    popup.document.body.textContent = `Connecting to ${label}…`;
  }
  let url: string;
  try {
    ({ url } = await api.startOAuth({ provider }, intent === 'reauth' ? { intent } : locale ? { locale } : undefined));
  } catch (error) {
    popup?.close();
    throw error;
  }

  if (!popup || popup.closed) {
    if (!browserCookies.get(INTENDED_URL_COOKIE)) {
      browserCookies.set(INTENDED_URL_COOKIE, splitLocale(window.location.pathname).path + window.location.search);
    }
    window.location.assign(url);
    return new Promise(() => {}); // the page is leaving
  }

  popup.location.href = url;
  return new Promise((resolve, reject) => {
    const finish = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const data = event.data as (OAuthCallbackData & { type?: string }) | undefined;
      if (data?.type !== OAUTH_MESSAGE) return;
      finish();
      try {
        resolve(outcomeOf(data));
      } catch (error) {
        reject(error as Error);
      }
    };
    // Closing the popup without finishing is not an error: nothing happened.
    const watch = setInterval(() => {
      if (popup.closed) {
        finish();
        resolve(null);
      }
    }, 400);
    window.addEventListener('message', onMessage);
  });
}
