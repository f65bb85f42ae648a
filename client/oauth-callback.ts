// Runs on the OAuth callback page: report to the opening window (same origin only) and close, or, when the
// sign-in happened in the whole window, go on to the page the user wanted.
import { OAUTH_MESSAGE } from './lib/oauth-message';

const data = JSON.parse(document.getElementById('__oauth')?.textContent ?? '{}') as { status?: string; redirect?: string };
const opener = window.opener as Window | null;

if (opener && !opener.closed) {
  opener.postMessage({ type: OAUTH_MESSAGE, ...data }, window.location.origin);
  if (data.status === 'success') window.close();
} else if (data.status === 'success') {
  window.location.replace(data.redirect ?? '/');
}
