// A static error page for failures outside the router (no scripts: nothing to hydrate).
import { renderToString } from 'react-dom/server';
import ErrorLayout from '../../client/layouts/ErrorLayout';
import { I18nContext } from '../../client/lib/i18n';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales';
import { serverI18n } from '../lib/i18n';
import type { AssetManifest } from './assets';

export function renderErrorPage(status: number, appName: string, manifest: () => AssetManifest | null): string {
  let css = '';
  try {
    const file = manifest()?.css;
    if (file) css = `<link rel="stylesheet" href="${file}">`;
  } catch {
    // no build: the page stays readable unstyled
  }
  const title = status === 404 ? 'Page not found' : 'Error';
  return (
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${title} · ${appName.replace(/[<&]/g, '')}</title>${css}</head><body><div id="root">${renderToString(
      // In the default language: the page has no locale of its own (its <html lang> says so).
      <I18nContext.Provider value={serverI18n(DEFAULT_LOCALE)}>
        <ErrorLayout />
      </I18nContext.Provider>,
    )}</div></body></html>`
  );
}
