import fs from 'node:fs';
import { expect } from 'chai';
import { deserializeErrors, serializeBoot, serializeErrors } from '../../client/lib/hydration';
import { errorTitle, type PageHandle, pageTitle } from '../../client/lib/pages';
import { migrations } from '../../migrations';
import { serverI18n } from '../../server/lib/i18n';
import { encodeCookieValue, parseCookieHeader, serializeCookie } from '../../shared/cookies';
import { isLocalPath, paths } from '../../shared/paths';
import { data, isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from 'react-router-dom';

describe('shared pieces', () => {
  it('hydration JSON cannot close its script element, and parses back to the same data', () => {
    const evil = '</script><script>alert(1)</script> \u2028';
    const text = serializeBoot({
      config: { appName: evil, dialogsCss: '/x.css', portalCss: '/p.css', oauthProviders: [], adminMfaRequired: false, privacy: { deletion_grace_days: 7, document_retention_days: 730, retention_warning_days: 30 } },
      user: null,
      i18n: { locale: 'ar', tag: 'ar', dir: 'rtl', enabled: ['en', 'ar'], messages: { 'nav.home': evil } },
      router: { loaderData: { page: { html: evil } }, actionData: null, errors: null },
    });
    expect(text).not.to.include('</script');
    expect(text).not.to.include('<');
    const back = JSON.parse(text);
    expect(back.config.appName).to.equal(evil);
    expect(back.router.loaderData.page.html).to.equal(evil);
  });

  it('route errors survive hydration; other errors lose their message and stack', () => {
    const errors = serializeErrors({ a: new UNSAFE_ErrorResponseImpl(404, 'Not Found', { message: 'gone' }), b: new Error('db password is hunter2') });
    const json = JSON.parse(JSON.stringify(errors));
    const restored = deserializeErrors(json)!;
    expect(isRouteErrorResponse(restored.a)).to.equal(true);
    expect((restored.a as { status: number }).status).to.equal(404);
    expect(JSON.stringify(json)).not.to.include('hunter2');
    expect((restored.b as Error).message).to.equal('There has been a problem');
    expect(data).to.be.a('function');
  });

  it('page titles read "<page> · <app name>", in the page’s language', () => {
    const matches = [
      { id: 'root', pathname: '/', params: {}, data: undefined, loaderData: undefined, handle: undefined },
      { id: 'about', pathname: '/about', params: {}, data: undefined, loaderData: undefined, handle: { screen: { id: 'about', name: 'about', path: '/about', load: () => Promise.reject(new Error('not loaded')) } } satisfies PageHandle },
    ];
    const { t } = serverI18n('en');
    expect(pageTitle(matches, 'Meridian Study Abroad', t)).to.equal('Our Story · Meridian Study Abroad');
    expect(pageTitle(matches, 'X', t, errorTitle({ about: { status: 404 } }))).to.equal('Page not found · X');
    expect(pageTitle(matches, 'X', t, errorTitle({ about: new Error('boom') }))).to.equal('Error · X');
    expect(pageTitle(matches, 'X', serverI18n('es').t)).to.equal('Nuestra historia · X');
    expect(pageTitle(matches, 'X', serverI18n('ar').t, errorTitle({ about: { status: 404 } }))).to.equal('الصفحة غير موجودة · X');
  });

  it('cookie values keep paths readable and round-trip', () => {
    expect(encodeCookieValue('/account/profile?x=1&y=2')).to.equal('/account/profile?x=1&y=2');
    expect(encodeCookieValue('a b;c')).to.equal('a%20b%3Bc');
    const header = serializeCookie('intended_url', '/a b', { maxAgeSeconds: 0 });
    expect(header).to.match(/^intended_url=\/a%20b; Path=\/; Max-Age=0; Expires=/);
    expect(parseCookieHeader('intended_url=/a%20b; other=1')).to.deep.equal({ intended_url: '/a b', other: '1' });
  });

  it('only local paths are accepted as redirect targets', () => {
    expect(isLocalPath('/account/profile')).to.equal(true);
    expect(isLocalPath('//evil.example/')).to.equal(false);
    expect(isLocalPath('/\\evil.example')).to.equal(false);
    expect(isLocalPath('https://evil.example/')).to.equal(false);
    expect(isLocalPath(undefined)).to.equal(false);
  });

  it('path builders encode their parameters', () => {
    expect(paths.country('new zealand')).to.equal('/countries/new%20zealand');
    expect(paths.passwordReset('a/b')).to.equal('/password/reset/a%2Fb');
  });

  it('every migration file is listed in migrations/index.ts, in order', () => {
    const files = fs
      .readdirSync(new URL('../../migrations/', import.meta.url))
      .filter((f) => /^\d{14}_.+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(migrations).sort()).to.deep.equal(files);
    for (const migration of Object.values(migrations)) {
      expect(migration.up).to.be.a('function');
      expect(migration.down).to.be.a('function');
    }
  });
});
