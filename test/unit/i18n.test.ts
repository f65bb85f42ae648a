// The interface catalogues (decision 0044): compiled and current, complete in every locale, and formatted by the
// site's small runtime exactly as Lingui's own runtime formats them.
import fs from 'node:fs';
import { expect } from 'chai';
import { setupI18n } from '@lingui/core';
import { compiled, compiledFile, compiledModule, sourceMessages, UNTRANSLATED_AREAS } from '../../scripts/i18n-compile';
import { type CompiledMessage, formatMessage } from '../../shared/i18n/format';
import { AVAILABLE_LOCALES, DEFAULT_LOCALE, localePath, preferredLocale, splitLocale } from '../../shared/i18n/locales';

/** The placeholders and the plural/select arguments a message uses. */
function argumentsOf(message: CompiledMessage, out = new Set<string>()): Set<string> {
  if (typeof message === 'string') return out;
  for (const token of message) {
    if (typeof token === 'string') continue;
    out.add(token[0]);
    if (token.length === 3) for (const branch of Object.values(token[2])) argumentsOf(branch, out);
  }
  return out;
}

/** Values that reach each branch of a message: numbers for plurals, a few strings for selects and placeholders. */
function sampleValues(message: CompiledMessage): Array<Record<string, string | number>> {
  const names = [...argumentsOf(message)];
  return [0, 1, 2, 5, 11, 100, 1234].map((n) => Object.fromEntries(names.map((name, i) => [name, name === 'count' || /^(n|num|count|days|hours|minutes)$/.test(name) || typeof n === 'number' && i % 2 ? n : `v${n}`])));
}

const locales = AVAILABLE_LOCALES.map((l) => l.code);
const source = sourceMessages(DEFAULT_LOCALE);

describe('interface catalogues', () => {
  for (const locale of locales) {
    it(`${locale}: the compiled catalogue is what npm run i18n:compile writes`, () => {
      for (const part of ['site', 'mail'] as const) {
        expect(fs.readFileSync(compiledFile(locale, part), 'utf8'), `run npm run i18n:compile (${compiledFile(locale, part)})`).to.equal(compiledModule(locale, part));
      }
    });

    it(`${locale}: the browser's catalogue has no mail`, async () => {
      const browser = (await import(`../../client/catalogues/${locale}`)) as { default: Record<string, unknown> };
      const mail = [...sourceMessages(locale)].filter(([, m]) => m.file.endsWith('/mail.json')).map(([key]) => key);
      expect(mail.length).to.be.greaterThan(0);
      for (const key of mail) expect(browser.default, key).to.not.have.property(key);
      expect(browser.default).to.have.property('nav.home');
    });
  }

  for (const locale of locales.filter((l) => l !== DEFAULT_LOCALE)) {
    it(`${locale}: has every message of the default, with the same placeholders`, () => {
      const own = sourceMessages(locale);
      const missing = [...source].filter(([key, m]) => !own.has(key) && !UNTRANSLATED_AREAS.some((area) => m.file.endsWith(`/${area}`))).map(([key]) => key);
      expect(missing, `messages missing in ${locale}`).to.deep.equal([]);
      for (const [key, { text }] of own) {
        expect(source.has(key), `${locale} has "${key}", which the default does not`).to.equal(true);
        expect([...argumentsOf(compiled(text))].sort(), `${locale} "${key}" placeholders`).to.deep.equal([...argumentsOf(compiled(source.get(key)!.text))].sort());
      }
    });
  }

  it('the runtime formats every message of every catalogue as @lingui/core does', () => {
    let checked = 0;
    for (const { code, tag } of AVAILABLE_LOCALES) {
      const messages = Object.fromEntries([...sourceMessages(code)].map(([key, { text }]) => [key, compiled(text)]));
      const lingui = setupI18n({ locale: tag, messages: { [tag]: messages as never } });
      for (const [key, message] of Object.entries(messages)) {
        for (const values of sampleValues(message)) {
          expect(formatMessage(message, values, tag), `${code} "${key}" with ${JSON.stringify(values)}`).to.equal(lingui._(key, values));
          checked += 1;
        }
      }
    }
    expect(checked).to.be.greaterThan(100);
  });

  it('plurals choose the locale’s forms and format the count', () => {
    const message = compiled('{count, plural, =0 {no files} one {# file} other {# files}}');
    expect(formatMessage(message, { count: 0 }, 'en')).to.equal('no files');
    expect(formatMessage(message, { count: 1 }, 'en')).to.equal('1 file');
    expect(formatMessage(message, { count: 1234 }, 'en')).to.equal('1,234 files');
    const arabic = compiled('{count, plural, zero {لا ملفات} one {ملف واحد} two {ملفان} few {# ملفات} many {# ملفًا} other {# ملف}}');
    expect(formatMessage(arabic, { count: 2 }, 'ar')).to.equal('ملفان');
    expect(formatMessage(arabic, { count: 3 }, 'ar')).to.match(/ملفات$/);
    expect(formatMessage(arabic, { count: 11 }, 'ar')).to.match(/ملفًا$/);
  });

  it('a value that is not text (a link) makes a list of pieces', () => {
    const link = { type: 'a' };
    expect(formatMessage(compiled('Read {terms} first.'), { terms: link }, 'en')).to.deep.equal(['Read ', link, ' first.']);
  });
});

describe('locale addresses', () => {
  it('splits an address into its locale and the path inside it', () => {
    expect(splitLocale('/es/study')).to.deep.equal({ locale: 'es', path: '/study' });
    expect(splitLocale('/ar')).to.deep.equal({ locale: 'ar', path: '/' });
    expect(splitLocale('/en/about')).to.deep.equal({ locale: 'en', path: '/about' });
    expect(splitLocale('/study')).to.deep.equal({ locale: null, path: '/study' });
    expect(splitLocale('/xx/study')).to.deep.equal({ locale: null, path: '/xx/study' });
    expect(splitLocale('/espresso')).to.deep.equal({ locale: null, path: '/espresso' });
  });

  it('builds the same page’s address in another locale', () => {
    expect(localePath('en', '/study')).to.equal('/study');
    expect(localePath('es', '/')).to.equal('/es');
    expect(localePath('ar', '/countries/canada')).to.equal('/ar/countries/canada');
    expect(localePath('es', '/?q=1')).to.equal('/es?q=1');
  });

  it('suggests the first enabled language the browser asks for', () => {
    expect(preferredLocale(['fr-FR', 'es-MX', 'en'], ['en', 'es', 'ar'])).to.equal('es');
    expect(preferredLocale(['ar-AE'], ['en', 'es'])).to.equal(null);
  });
});

describe('texts the schemas and the server answer in English', () => {
  it('each one the browser knows is its message’s English, word for word', async () => {
    const { KNOWN_TEXTS } = await import('../../client/lib/known-texts');
    const english = (await import('../../shared/i18n/compiled/en')).default as Record<string, CompiledMessage>;
    const differ = Object.entries(KNOWN_TEXTS).filter(([text, id]) => english[id] !== text);
    expect(differ, 'a schema’s text and its message drifted apart').to.deep.equal([]);
    expect(Object.keys(KNOWN_TEXTS).length).to.be.greaterThan(20);
  });
});
