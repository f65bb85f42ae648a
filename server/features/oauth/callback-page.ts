// The page the provider sends the browser back to. Its script (client/oauth-callback.ts) tells the window that
// opened the popup (same origin only) and closes it, or, without a popup, goes on to the remembered page.
import type { User } from '../../../shared/types';
import type { AssetManifest } from '../../ssr/assets';

export type CallbackResult = { status: 'success'; user: User; token: string; redirect: string } | { status: 'error'; message: string };

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderCallbackPage(result: CallbackResult, appName: string, manifest: AssetManifest): string {
  const ok = result.status === 'success';
  const title = ok ? 'Signed in' : 'Sign-in failed';
  const message = ok ? `Welcome, ${result.user.firstname}. You can close this window.` : result.message;
  const json = JSON.stringify(result).replace(/</g, '\\u003c');
  return (
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escape(title)} · ${escape(appName)}</title><link rel="stylesheet" href="${escape(manifest.css)}"></head>` +
    `<body><div class="layout-error"><main class="error-panel" id="main"><h1>${escape(title)}</h1>` +
    `<p>${escape(message)}</p>` +
    `<a class="btn btn-primary" href="${escape(ok ? result.redirect : '/login')}">${ok ? 'Continue' : 'Back to sign in'}</a>` +
    `</main></div><script type="application/json" id="__oauth">${json}</script>` +
    `<script type="module" src="${escape(manifest.oauthCallback)}"></script></body></html>`
  );
}
