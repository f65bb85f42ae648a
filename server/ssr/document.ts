// The HTML shell around the server-rendered React tree: title, description, canonical address, Open Graph and
// Twitter cards, structured data, the style sheet and the scripts.

export interface DocumentParts {
  title: string;
  description: string;
  /** Absolute address of this page. */
  canonical: string;
  /** The page's language: `<html lang dir>`. */
  locale: { tag: string; dir: 'ltr' | 'rtl' };
  /** [hreflang, absolute address] of the same page in each enabled language and x-default (none: one language). */
  alternates: ReadonlyArray<readonly [string, string]>;
  /** Absolute address of the share image. */
  image: string;
  type: 'website' | 'article';
  siteName: string;
  noindex: boolean;
  jsonLd: Array<Record<string, unknown>>;
  /** The style sheets, in order. */
  stylesheets: string[];
  entry: string;
  preloads: string[];
  bootJson: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/** The document around the server-rendered body: what comes before it and what comes after. */
export function documentAround(parts: DocumentParts): [before: string, after: string] {
  // Low priority: the scripts are fetched at once, but behind the style sheet and the images the first paint needs
  // (on a slow phone the page shows its content first and becomes interactive a moment later).
  const modulePreload = (href: string) => `<link rel="modulepreload" href="${escapeHtml(href)}" fetchpriority="low">`;
  const preloads = parts.preloads.map(modulePreload).join('');
  const structured = parts.jsonLd
    .map((data) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`)
    .join('');
  return [
    `<!doctype html><html lang="${escapeHtml(parts.locale.tag)}" dir="${parts.locale.dir}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(parts.title)}</title>` +
    meta('name', 'description', parts.description) +
    (parts.noindex
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${escapeHtml(parts.canonical)}">` +
        parts.alternates.map(([lang, href]) => `<link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(href)}">`).join('')) +
    meta('property', 'og:site_name', parts.siteName) +
    meta('property', 'og:locale', parts.locale.tag.replace('-', '_')) +
    meta('property', 'og:type', parts.type) +
    meta('property', 'og:title', parts.title) +
    meta('property', 'og:description', parts.description) +
    meta('property', 'og:url', parts.canonical) +
    meta('property', 'og:image', parts.image) +
    meta('name', 'twitter:card', 'summary_large_image') +
    '<meta name="theme-color" content="#0f4c81">' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    parts.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('') +
    `${modulePreload(parts.entry)}${preloads}${structured}` +
    '</head><body><div id="root">',
    `</div><script type="application/json" id="__boot">${parts.bootJson}</script>` +
      `<script type="module" src="${escapeHtml(parts.entry)}"></script>` +
      '</body></html>',
  ];
}
