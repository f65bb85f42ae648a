// /sitemap.xml (every public page, post, gallery and study country, each with its address in every enabled language
// as xhtml:link alternates, the way search engines read hreflang from a sitemap) and /robots.txt.
import type { Request, Response } from 'express';
import { DEFAULT_LOCALE, localePath } from '../../../shared/i18n/locales';
import { paths } from '../../../shared/paths';
import type { Env } from '../../env';
import type { Services } from '../../services';

const PUBLIC_PAGES = [
  paths.home(),
  paths.about(),
  paths.study(),
  paths.servicesStudents(),
  paths.servicesInstitutions(),
  paths.personalStatements(),
  paths.cvTemplates(),
  paths.blog(),
  paths.galleries(),
  paths.contact(),
  paths.consultation(),
  paths.terms(),
  paths.privacy(),
  paths.cookies(),
];

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function seoHandlers(env: Env, services: Services) {
  return {
    async sitemap(_req: Request, res: Response) {
      const [posts, galleries, countries, locales] = await Promise.all([
        services.content.posts.sitemap(),
        services.content.galleries.list(),
        services.study.countries.list(DEFAULT_LOCALE),
        services.locales.enabled(),
      ]);
      const entries: Array<{ path: string; lastmod?: string }> = [
        ...PUBLIC_PAGES.map((path) => ({ path })),
        ...countries.map((c) => ({ path: paths.country(c.slug), lastmod: c.updated_at })),
        ...posts.map((p) => ({ path: paths.blogPost(p.slug), lastmod: p.updated_at })),
        ...galleries.map((g) => ({ path: paths.gallery(g.slug) })),
      ];
      const url = (locale: string, path: string) => escapeXml(env.appUrl + localePath(locale, path));
      // Each language's address is a <url> of its own, listing all of them (itself included) and x-default.
      const alternates = (path: string) =>
        locales.length < 2
          ? ''
          : [...locales.map((code) => [code, url(code, path)]), ['x-default', url(DEFAULT_LOCALE, path)]]
              .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`)
              .join('');
      const body =
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        entries
          .flatMap((e) => {
            const links = alternates(e.path);
            const lastmod = e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : '';
            return locales.map((locale) => `  <url><loc>${url(locale, e.path)}</loc>${lastmod}${links}</url>`);
          })
          .join('\n') +
        '\n</urlset>\n';
      res.type('application/xml').set('Cache-Control', 'public, max-age=600').send(body);
    },

    robots(_req: Request, res: Response) {
      res
        .type('text/plain')
        .set('Cache-Control', 'public, max-age=3600')
        .send(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /account', 'Disallow: /api/', 'Disallow: /password/', '', `Sitemap: ${env.appUrl}/sitemap.xml`, ''].join('\n'));
    },
  };
}
