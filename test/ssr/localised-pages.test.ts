// The public pages in every other language than the default (decision 0044): each visitor's screen of the route
// table, drawn at /es/… and /ar/… on the demo content, shows none of the default catalogue's English interface
// strings, and its <html> names its language and direction. Text from the CMS may still be English while content is
// translated: the containers of CMS HTML (marked data-content) are left out, and so is the demo content's own text
// wherever it shows (names, summaries, quotes, facts, titles), read from the database the pages are drawn from.
import path from 'node:path';
import { expect } from 'chai';
import { parseDocument } from 'htmlparser2';
import request from 'supertest';
import { rowsOf } from '../../client/screens';
import { PUBLIC_SCREENS } from '../../client/screens-public';
import { suggestedLocale } from '../../client/lib/language-suggestion';
import { createApp } from '../../server/app';
import { seedDemoContent } from '../../server/seed';
import en from '../../shared/i18n/compiled/en';
import ar from '../../shared/i18n/compiled/ar';
import es from '../../shared/i18n/compiled/es';
import type { CompiledMessage } from '../../shared/i18n/format';
import { localeInfo, localePath } from '../../shared/i18n/locales';
import { ROUTE_PATHS } from '../../shared/routes';
import { testEnv } from '../helpers/app';
import { scratchDatabase, type TestDatabase } from '../helpers/database';

type Catalogue = Partial<Record<string, CompiledMessage>>;
const CATALOGUES: Record<string, Catalogue> = { es, ar };

/** The attributes whose text people read or hear. */
const READ_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder', 'data-tooltip'];

/** What the walk reads of htmlparser2's nodes. */
interface Node {
  type: string;
  data?: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: Node[];
}

/** The page's interface text: its text nodes and read attributes, without scripts, styles and CMS HTML (data-content). */
function interfaceText(html: string): string[] {
  const out: string[] = [];
  const walk = (nodes: readonly Node[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        const text = (node.data ?? '').replace(/\s+/g, ' ').trim();
        if (text) out.push(text);
      } else if (node.type === 'tag') {
        const attribs = node.attribs ?? {};
        if (node.name === 'template' || 'data-content' in attribs) continue;
        for (const name of READ_ATTRIBUTES) {
          const value = attribs[name];
          if (value?.trim()) out.push(value.trim());
        }
        walk(node.children ?? []);
      }
    }
  };
  // Scripts and styles are nodes of their own types ('script', 'style'): the walk passes them by.
  walk(parseDocument(html).children as unknown as Node[]);
  return out;
}

const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

/**
 * The default catalogue's plain strings a reader would notice in English (two words or more, or a word of eight
 * letters or more), but for those the locale's catalogue says the same way (a brand name, or the staff's area,
 * which stays English).
 */
function englishStrings(catalogue: Catalogue): string[] {
  return Object.entries(en as Record<string, CompiledMessage>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([id, text]) => [id, text.trim()] as const)
    .filter(([id, text]) => (text.split(/\s+/).length >= 2 || letters(text) >= 8) && catalogue[id] !== en[id as keyof typeof en])
    .map(([, text]) => text);
}

/** The demo content's own text (and the site's name), longest first: names, summaries, quotes, facts, titles. */
let content: string[] = [];

async function contentStrings(db: TestDatabase['db'], appName: string): Promise<string[]> {
  // The logo writes the site's name on two lines ("Meridian", "Study Abroad": components/Logo.tsx).
  const out = new Set<string>([appName, appName.split(' ').slice(1).join(' ')]);
  const add = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.trim().length >= 3) out.add(value.trim());
    } else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object' && !(value instanceof Date)) Object.values(value).forEach(add);
  };
  for (const table of ['countries', 'country_documents', 'institutions', 'posts', 'services', 'testimonials', 'galleries', 'gallery_images', 'widgets']) {
    for (const row of await db(table).select()) add(row);
  }
  // Figures kept as JSON text.
  for (const text of [...out]) if (text.startsWith('{') || text.startsWith('[')) add(JSON.parse(text) as unknown);
  return [...out].sort((a, b) => b.length - a.length);
}

/** A piece of the page without the content's text in it: what is left between. */
function withoutContent(piece: string): string[] {
  let rest = piece;
  for (const text of content) if (rest.includes(text)) rest = rest.split(text).join('\u0000');
  return rest
    .split('\u0000')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Interface text that is an English message: the whole piece, or a message of several words inside it. */
function englishIn(pieces: readonly string[], strings: readonly string[]): string[] {
  const found = new Set<string>();
  for (const piece of pieces.flatMap(withoutContent)) {
    for (const text of strings) {
      if (piece === text || (text.includes(' ') && piece.includes(text))) found.add(`“${text}” in “${piece.slice(0, 120)}”`);
    }
  }
  return [...found];
}

describe('server render: the public pages in es and ar', function () {
  // The demo content's pictures are made on the first seed on a machine.
  this.timeout(240_000);
  let database: TestDatabase;
  let app: ReturnType<typeof createApp>['app'];
  const env = testEnv({ UPLOADS_DIR: path.join(testEnv().uploadsDir, 'localised') });
  /** A public screen's path with the demo content's records for its parameters. */
  const samples: Record<string, string> = {};

  before(async () => {
    database = await scratchDatabase();
    expect(await seedDemoContent(database.db, env)).to.equal(true);
    ({ app } = createApp({ env, db: database.db }));
    content = await contentStrings(database.db, env.appName);
    const first = async (table: string) => ((await database.db(table).orderBy('id').first('slug')) as { slug: string }).slug;
    Object.assign(samples, { country: await first('countries'), 'blog.post': await first('posts'), gallery: await first('galleries') });
  });

  after(async () => {
    await database?.close();
  });

  const screens = rowsOf(PUBLIC_SCREENS, ROUTE_PATHS);

  for (const locale of ['es', 'ar']) {
    it(`${locale}: every public screen names its language, and shows no English interface string`, async () => {
      const strings = englishStrings(CATALOGUES[locale]!);
      expect(strings.length).to.be.greaterThan(100);
      const info = localeInfo(locale);
      const problems: string[] = [];
      for (const screen of screens) {
        const address = localePath(locale, screen.path.replace(/:(\w+)/g, (_, name: string) => samples[screen.id] ?? samples[name] ?? '1'));
        const res = await request(app).get(address).redirects(0);
        expect(res.status, address).to.equal(screen.status ?? 200);
        expect(res.text, address).to.include(`<html lang="${info.tag}" dir="${info.dir}">`);
        for (const found of englishIn(interfaceText(res.text), strings)) problems.push(`${address}: ${found}`);
      }
      expect(problems, 'English interface strings').to.deep.equal([]);
    });
  }

  it('the not-found page and the fit check’s results are in the page’s language too', async () => {
    for (const locale of ['es', 'ar']) {
      const strings = englishStrings(CATALOGUES[locale]!);
      const missing = await request(app).get(localePath(locale, '/no/such/page'));
      expect(missing.status).to.equal(404);
      const results = await request(app).get(localePath(locale, '/study/fit?level=master&field=engineering&budget=30000&work=yes'));
      expect(results.status).to.equal(200);
      expect(englishIn(interfaceText(missing.text), strings), `${locale}: the 404 page`).to.deep.equal([]);
      // The reasons under each score too: the page writes them from the API's messages (shared/fit.ts, fitReasonText).
      expect(results.text).to.include('class="fit-reasons"');
      expect(englishIn(interfaceText(results.text), strings), `${locale}: the fit check's results`).to.deep.equal([]);
      const reasons = /<ul class="fit-reasons">(.*?)<\/ul>/.exec(results.text)![1]!;
      expect(reasons, `${locale}: the fit check's reasons`).not.to.match(/fits your budget|of work a week|after graduating|Known for/);
    }
  });
});

describe('the language suggestion', () => {
  it('suggests the enabled language the browser prefers, unless it is the page’s', () => {
    expect(suggestedLocale('en', ['en', 'es', 'ar'], ['es-MX', 'en'])).to.equal('es');
    expect(suggestedLocale('es', ['en', 'es', 'ar'], ['es-MX', 'en'])).to.equal(null);
    expect(suggestedLocale('ar', ['en', 'es', 'ar'], ['fr-FR', 'en-GB'])).to.equal('en');
    expect(suggestedLocale('en', ['en', 'es'], ['ar-EG', 'fr'])).to.equal(null);
  });
});
