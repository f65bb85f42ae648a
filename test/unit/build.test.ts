import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import * as esbuild from 'esbuild';
import { pageTable } from '../../client/routes';
import { PRIVATE_SCREENS } from '../../client/screens-private';
import { PUBLIC_SCREENS } from '../../client/screens-public';
import { noServerCode, pageModuleOf, plainSpreads, screenPages } from '../../scripts/build';
import { readManifest } from '../../server/ssr/assets';

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

describe('each screen’s page module, as the build names it for the server’s preloads (pageModuleOf)', () => {
  const rows = pageTable;

  it('is the module its `load` imports, a file under client/pages/', () => {
    expect(pageModuleOf(PUBLIC_SCREENS.home)).to.equal('pages/public/Home');
    expect(pageModuleOf(PRIVATE_SCREENS.adminUser)).to.equal('pages/admin/UserView');
    for (const row of rows) {
      const page = pageModuleOf(row);
      expect(page, row.name).to.match(/^pages\/[\w/]+$/);
      expect(['.tsx', '.ts'].some((ext) => fs.existsSync(path.join(process.cwd(), 'client', `${page}${ext}`))), `${row.name}: client/${page}`).to.equal(true);
    }
  });

  it('every page module is some screen’s', () => {
    const pages = new Set(rows.map(pageModuleOf));
    const files = (dir: string): string[] =>
      fs.readdirSync(path.join(process.cwd(), 'client', dir), { withFileTypes: true }).flatMap((f) => (f.isDirectory() ? files(`${dir}/${f.name}`) : [`${dir}/${f.name.replace(/\.tsx?$/, '')}`]));
    expect(files('pages').filter((file) => !pages.has(file))).to.deep.equal([]);
  });

  it('the manifest names every screen’s page module by its route id, each with its chunks', () => {
    const { screens, modules } = readManifest();
    expect(screens).to.deep.equal(screenPages());
    expect(Object.keys(screens).sort()).to.deep.equal(rows.map((row) => row.id).sort());
    for (const [id, page] of Object.entries(screens)) expect(modules[page]?.length, `${id}: ${page}`).to.be.greaterThan(0);
  });

  it('fails loudly on a `load` that does not import a page module', () => {
    const failure = (load: () => Promise<never>) => {
      try {
        return pageModuleOf({ id: 'x', load });
      } catch (error) {
        return String(error);
      }
    };
    expect(failure(() => Promise.reject(new Error('no import')))).to.include('the screen x: its load is not');
  });
});

describe('the browser’s first load (the entry and the chunks it imports)', () => {
  const metafile = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'dist', 'metafile.client.json'), 'utf8')) as esbuild.Metafile;
  const entry = Object.entries(metafile.outputs).find(([, meta]) => meta.entryPoint === 'client/entry.tsx')![0];
  const firstLoad = new Set<string>();
  const visit = (out: string) => {
    if (firstLoad.has(out)) return;
    firstLoad.add(out);
    for (const i of metafile.outputs[out]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(entry);
  const inputs = new Set([...firstLoad].flatMap((out) => Object.entries(metafile.outputs[out]!.inputs).filter(([, { bytesInOutput }]) => bytesInOutput > 0).map(([input]) => input)));

  it('has the visitor’s screens’ rows and routes, and neither the private rows nor their routes', () => {
    expect(inputs).to.include.members(['client/screens-public.ts', 'client/routes-public.tsx', 'shared/routes.ts']);
    expect([...inputs].filter((input) => ['client/screens-private.ts', 'client/routes-private.tsx', 'client/routes.tsx'].includes(input))).to.deep.equal([]);
  });

  it('has no admin screen’s address: the portal’s table and builders stay out (shared/portal-routes.ts)', () => {
    const portal = ['shared/portal-routes.ts', 'shared/portal-paths.ts', 'client/components/WidgetEditing.tsx'];
    expect([...inputs].filter((input) => portal.includes(input))).to.deep.equal([]);
    const shipped = [...firstLoad].map((out) => fs.readFileSync(path.join(process.cwd(), out), 'utf8')).join('\n');
    expect(shipped).not.to.include('/admin/users');
  });

  it('has no page module (each is a chunk of its own, loaded with its screen)', () => {
    expect([...inputs].filter((input) => input.startsWith('client/pages/'))).to.deep.equal([]);
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

  it('finds the helper when esbuild renames its parameters (bundled code with top-level a and b)', async () => {
    const source = 'export var a = 1; export var b = 2; const base = { x: a }; export const made = { ...base, y: b };';
    const raw = await esbuild.transform(source, { format: 'esm', target: 'node20', supported: { 'object-rest-spread': false } });
    expect(raw.code).to.match(/var __spreadProps = \(a\d+, b\d+\) => __defProps/);
    const code = await lowered(source);
    expect(code).to.include('var __spreadProps = (a, b) => Object.assign(a, b);');
    const { made } = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { made: unknown };
    expect(made).to.deep.equal({ x: 1, y: 2 });
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
