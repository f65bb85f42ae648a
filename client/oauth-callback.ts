// Runs on the OAuth callback page: report to the opening window (same origin only) and close, or, when the trip
// happened in the whole window, go on: to the page the user wanted, or to the sign-in page's code step.
import type { OAuthCallbackData } from '../shared/types';
import { keepPendingChallenge, OAUTH_MESSAGE } from './lib/oauth-message';

const data = JSON.parse(document.getElementById('__oauth')?.textContent ?? '{}') as OAuthCallbackData;
const opener = window.opener as Window | null;

if (opener && !opener.closed) {
  opener.postMessage({ type: OAUTH_MESSAGE, ...data }, window.location.origin);
  if (data.status !== 'error') window.close();
} else if (data.status === 'mfa_required') {
  keepPendingChallenge(data);
  // paths.login(), written out: shared/paths brings every screen's path, and this page's script stays a few lines.
  window.location.replace('/login');
} else if (data.status === 'success' || data.status === 'reauthenticated') {
  window.location.replace(data.redirect || '/');
}
