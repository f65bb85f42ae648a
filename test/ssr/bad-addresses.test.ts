// Addresses that cannot name anything: a NUL once decoded, percent-escapes that are not UTF-8. On every screen with a
// parameter they are the site's 404 page, as an unknown address is, for whoever gets past the screen's guards; they
// never reach a loader or PostgreSQL, and nothing is logged above debug.
import { expect } from 'chai';
import { pageTable } from '../../client/routes';
import { createLogger, useLogger } from '../../server/lib/log';
import { type Client, client } from '../helpers/app';
import { signedInClient } from '../helpers/factories';

/** What stands in for a parameter: a NUL alone and inside a word, and percent-escapes that decode to no UTF-8. */
const MALFORMED = ['%00', 'a%00b', '%FF', '%C3%28', '%', 'a%zz', '%ED%A0%80'];

type Row = (typeof pageTable)[number];
type Caller = 'visitor' | 'student' | 'admin';

/** Who the row's guards let in: guest screens a visitor, the portal an admin, other guarded screens a student. */
function callerFor(row: Row): Caller {
  const guards: readonly string[] = row.guards ?? [];
  if (guards.includes('guest')) return 'visitor';
  if (row.layout === 'admin') return 'admin';
  return guards.length ? 'student' : 'visitor';
}

describe('server render: addresses that cannot name anything', () => {
  const rows = pageTable.filter((row) => row.path.includes(':'));
  let callers: Record<Caller, Client>;

  before(async () => {
    callers = { visitor: await client(), student: (await signedInClient('user')).client, admin: (await signedInClient('admin')).client };
  });

  it('the route table has screens with parameters, public and guarded', () => {
    expect(rows.map((row) => row.id)).to.include.members(['country', 'blog.post', 'gallery', 'password.reset', 'admin.users.view', 'admin.students.view']);
    expect(rows.map(callerFor)).to.include.members(['visitor', 'admin']);
  });

  it('each screen with a parameter answers the 404 page for each malformed value, logging nothing above debug', async () => {
    const unknown = await callers.visitor.get('/no/such/page');
    expect(unknown.status).to.equal(404);
    const title = /<title>[^<]*<\/title>/.exec(unknown.text)![0];
    expect(title).to.equal('<title>Page not found · Meridian Study Abroad</title>');
    // The process's log at debug, and the console's warnings and errors (React Router's among them), recorded.
    const logged = { lines: [] as Array<{ level: string; msg: string }>, console: [] as string[] };
    const { warn, error } = console;
    useLogger(createLogger({ level: 'debug', stream: { write: (line: string) => void logged.lines.push(JSON.parse(line) as { level: string; msg: string }) } }));
    console.warn = (...args: unknown[]) => void logged.console.push(args.map(String).join(' '));
    console.error = console.warn;
    try {
      for (const row of rows) {
        for (const value of MALFORMED) {
          const path = row.path.replace(/:\w+/g, value);
          const res = await callers[callerFor(row)].get(path).redirects(0);
          const where = `${path} (${callerFor(row)})`;
          expect(res.status, where).to.equal(404);
          expect(res.headers['content-type'], where).to.equal('text/html; charset=utf-8');
          // The page an unknown address gets: its title, the site's header.
          expect(res.text, where).to.include(title);
          expect(res.text, where).to.include('class="site-header"');
          expect(res.text, where).to.include('<div id="root">');
        }
      }
    } finally {
      useLogger();
      console.warn = warn;
      console.error = error;
    }
    const loud = logged.lines.filter((line) => line.msg !== 'request' && line.level !== 'debug');
    expect(loud, JSON.stringify(loud)).to.deep.equal([]);
    expect(logged.console).to.deep.equal([]);
  });

  it('a visitor gets the same 404 page on a guarded screen: no guard runs for an address that names nothing', async () => {
    const res = await callers.visitor.get('/admin/users/%00').redirects(0);
    expect(res.status).to.equal(404);
    expect(res.headers['set-cookie'] ?? []).not.to.satisfy((cookies: string[]) => cookies.some((c) => c.startsWith('intended_url=')));
  });

  it('a parameter escaped well still reaches its screen, outside ASCII too', async () => {
    for (const path of ['/password/reset/t%C3%B4ken', '/password/reset/a%20token']) {
      const res = await callers.visitor.get(path);
      expect(res.status, path).to.equal(200);
      expect(res.text, path).to.include('Choose a new password');
    }
  });

  it('the API still refuses a NUL in a record’s address with 422', async () => {
    for (const path of ['/api/study-countries/%00', '/api/blog/%00', '/api/galleries/%00']) {
      const res = await callers.visitor.get(path);
      expect(res.status, path).to.equal(422);
      expect(res.headers['content-type'], path).to.match(/^application\/json/);
    }
  });
});
