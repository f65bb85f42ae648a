import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import * as esbuild from 'esbuild';
import { cutRouteTable, noServerCode, plainSpreads } from '../../scripts/build';
import { isPrivatePath, type Screen, SCREENS } from '../../shared/routes';

describe('the client build', () => {
  it('fails when client code imports server code', async () => {
    const dir = fs.mkdtempSync(path.join(process.cwd(), 'client', '.build-test-'));
    try {
      fs.writeFileSync(path.join(dir, 'leak.ts'), "import { loadEnv } from '../../server/env';\nconsole.log(loadEnv);\n");
      let failure: unknown;
      try {
        await esbuild.build({ entryPoints: [path.join(dir, 'leak.ts')], bundle: true, write: false, platform: 'browser', logLevel: 'silent', plugins: [noServerCode] });
      } catch (error) {
        failure = error;
      }
      expect(String(failure)).to.include('client code imports server code: ../../server/env');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets client code import shared code', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-test-'));
    try {
      fs.writeFileSync(path.join(dir, 'ok.ts'), `import { paths } from '${path.join(process.cwd(), 'shared', 'paths')}';\nconsole.log(paths.home());\n`);
      const result = await esbuild.build({ entryPoints: [path.join(dir, 'ok.ts')], bundle: true, write: false, platform: 'browser', logLevel: 'silent', plugins: [noServerCode] });
      expect(result.errors).to.have.length(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the route table as a bundle gets it (cutRouteTable)', () => {
  const source = fs.readFileSync(path.join(process.cwd(), 'shared', 'routes.ts'), 'utf8');
  /** The cut table's SCREENS, evaluated (its page imports are not run). */
  async function cut(keep: (pattern: string) => boolean): Promise<Record<string, Partial<Screen>>> {
    const { code } = await esbuild.transform(await cutRouteTable(source, keep), { loader: 'ts', format: 'esm' });
    const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { SCREENS: Record<string, Partial<Screen>> };
    return module.SCREENS;
  }
  /** A row as data: its page import as the module it imports, without what only the server reads. */
  const plain = (row: Partial<Screen>) => {
    const { query: _serverOnly, ...rest } = row;
    return { ...rest, load: row.load && /import\(["']([^"']+)["']\)/.exec(String(row.load))?.[1] };
  };

  it('the first load’s: the private screens’ rows keep their path only, the others are whole but for the server’s `query`', async () => {
    const table = await cut((pattern) => !isPrivatePath(pattern));
    expect(Object.keys(table)).to.deep.equal(Object.keys(SCREENS));
    for (const [name, row] of Object.entries(SCREENS) as Array<[string, Screen]>) {
      if (isPrivatePath(row.path)) expect(table[name], name).to.deep.equal({ path: row.path });
      else expect(plain(table[name]!), name).to.deep.equal(plain(row));
    }
    expect(Object.values(table).filter((row) => row.id === undefined)).to.have.length(Object.values(SCREENS).filter((row) => isPrivatePath(row.path)).length);
    // Some rows do declare query parameters, and the browser's table has none of them.
    expect(Object.values(SCREENS).filter((row) => (row as Screen).query?.length)).not.to.have.length(0);
    expect(Object.values(table).filter((row) => 'query' in row)).to.deep.equal([]);
  });

  it('the private routes’: the reverse; the operator commands’: paths only', async () => {
    const table = await cut(isPrivatePath);
    for (const [name, row] of Object.entries(SCREENS) as Array<[string, Screen]>) {
      expect(isPrivatePath(row.path) ? plain(table[name]!) : table[name], name).to.deep.equal(isPrivatePath(row.path) ? plain(row) : { path: row.path });
    }
    expect(Object.values(await cut(() => false))).to.deep.equal(Object.values(SCREENS).map((row) => ({ path: row.path })));
  });

  it('fails loudly on a table it cannot read', async () => {
    const failure = (text: string) => cutRouteTable(text, () => false).then(() => 'no failure', (error: unknown) => String(error));
    expect(await failure('export const ROUTES = {};')).to.include('no `export const SCREENS');
    expect(await failure('const p = "/x";\nexport const SCREENS = { x: { path: p } };')).to.include('a row without a `path` string');
    expect(await failure('export const SCREENS = { x: row() };')).to.include('a row that is not an object literal');
  });
});

describe('the server build’s object spreads', () => {
  /** `source` bundled as the server bundle is (spreads written out by esbuild), then given plainSpreads. */
  async function lowered(source: string): Promise<string> {
    const result = await esbuild.transform(source, { format: 'esm', target: 'node20', supported: { 'object-rest-spread': false } });
    return plainSpreads(result.code);
  }

  it('makes objects equal to the spreads’ own, with Object.assign', async () => {
    const code = await lowered('const base = { a: 1, b: 2 }; const extra = { c: 3 }; export const made = [{ ...base, b: 5, d: 4 }, { ...base, ...extra }, { x: 0, ...base }];');
    expect(code).to.include('var __spreadProps = (a, b) => Object.assign(a, b);');
    const { made } = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { made: unknown[] };
    expect(made).to.deep.equal([{ a: 1, b: 5, d: 4 }, { a: 1, b: 2, c: 3 }, { x: 0, a: 1, b: 2 }]);
  });

  it('refuses a getter after a spread, where the two would differ', async () => {
    let failure: unknown;
    try {
      await lowered('const base = { a: 1 }; export const made = { ...base, get b() { return 2; } };');
    } catch (error) {
      failure = error;
    }
    expect(String(failure)).to.include('a getter or setter after a spread');
  });

  it('leaves code without such spreads as it is', () => {
    expect(plainSpreads('export const a = { b: 1 };\n')).to.equal('export const a = { b: 1 };\n');
  });
});
