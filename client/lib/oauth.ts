// OAuth sign-in as the original site did it: a blank popup opened at once (so popup blockers allow it), then
// pointed at the provider; without a popup the whole page makes the trip and comes back to the remembered page.
import { INTENDED_URL_COOKIE } from '../../shared/cookies';
import type { User } from '../../shared/types';
import { browserCookies } from './cookies';
import { http } from './http';
import { OAUTH_MESSAGE } from './oauth-message';

export interface OAuthOutcome {
  user: User;
  token: string;
}

export class OAuthError extends Error {}

export async function signInWithProvider(provider: string, label: string): Promise<OAuthOutcome | null> {
  const popup = window.open('', 'oauth-sign-in', 'popup=yes,width=560,height=720');
  if (popup) {
    popup.document.title = `Sign in with ${label}`;
    popup.document.body.textContent = `Connecting to ${label}…`;
  }
  let url: string;
  try {
    ({ url } = await http.post<{ url: string }>(`/api/oauth/${encodeURIComponent(provider)}`));
  } catch (error) {
    popup?.close();
    throw error;
  }

  if (!popup || popup.closed) {
    if (!browserCookies.get(INTENDED_URL_COOKIE)) {
      browserCookies.set(INTENDED_URL_COOKIE, window.location.pathname + window.location.search);
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
      const data = event.data as { type?: string; status?: string; user?: User; token?: string; message?: string };
      if (data?.type !== OAUTH_MESSAGE) return;
      finish();
      if (data.status === 'success' && data.user && data.token) resolve({ user: data.user, token: data.token });
      else reject(new OAuthError(data.message ?? 'The sign-in did not work.'));
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
