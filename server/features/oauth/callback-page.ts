// The page the provider sends the browser back to. Its script (client/oauth-callback.ts) tells the window that
// opened the popup (same origin only) and closes it, or, without a popup, goes on: to the remembered page, or to the
// sign-in page's code step when two-step sign-in is on (the challenge kept in sessionStorage, never in an address).
import type { OAuthCallbackData } from '../../../shared/types';
import type { AssetManifest } from '../../ssr/assets';

export type CallbackResult = OAuthCallbackData;

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's heading, words and button for each outcome. */
function wording(result: CallbackResult): { title: string; message: string; href: string; button: string } {
  switch (result.status) {
    case 'success':
      return { title: 'Signed in', message: `Welcome, ${result.user.firstname}. You can close this window.`, href: result.redirect, button: 'Continue' };
    case 'mfa_required':
      return { title: 'One more step', message: 'Your account has two-step sign-in: enter the code from your authenticator app to finish signing in.', href: '/login', button: 'Enter the code' };
    case 'reauthenticated':
      return { title: 'Confirmed', message: 'Thank you: it is you. You can close this window and go on.', href: result.redirect, button: 'Continue' };
    case 'error':
      return { title: 'Sign-in failed', message: result.message, href: '/login', button: 'Back to sign in' };
  }
}

export function renderCallbackPage(result: CallbackResult, appName: string, manifest: AssetManifest): string {
  const { title, message, href, button } = wording(result);
  const json = JSON.stringify(result).replace(/</g, '\\u003c');
  return (
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escape(title)} · ${escape(appName)}</title><link rel="stylesheet" href="${escape(manifest.css)}"></head>` +
    `<body><div class="layout-error"><main class="error-panel" id="main"><h1>${escape(title)}</h1>` +
    `<p>${escape(message)}</p>` +
    `<a class="btn btn-primary" href="${escape(href)}">${escape(button)}</a>` +
    `</main></div><script type="application/json" id="__oauth">${json}</script>` +
    `<script type="module" src="${escape(manifest.oauthCallback)}"></script></body></html>`
  );
}
