// The build: the browser bundle (ESM, code splitting, hashed names, metafile → manifest), the style sheets,
// and the server bundle. `isBuildFresh()` lets `npm start` skip it when nothing changed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import type { AssetManifest } from '../server/ssr/assets';
import type { Screen } from '../client/screens';
import { PRIVATE_SCREENS } from '../client/screens-private';
import { PUBLIC_SCREENS } from '../client/screens-public';

const ROOT = process.cwd();
const DIST = path.join(ROOT, 'dist');
const ASSETS = path.join(DIST, 'assets');
const STAMP = path.join(DIST, 'build-stamp.json');
const SOURCE_DIRS = ['client', 'shared', 'server', 'migrations'];
const SOURCE_FILES = ['package-lock.json', 'scripts/build.ts', 'tsconfig.json'];
/** Old hashed files stay this long so open tabs can still load the chunks they know about. */
const KEEP_OLD_ASSETS_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Bundled into the server: React, so it always renders with its production build, and the libraries only the booking's,
 * the funnel's and the invoices' code uses (time zones, calendar files, the chart's server-side SVG, PDFs with their
 * font shaping and bidirectional text), so the image installs none.
 */
const BUNDLED_IN_SERVER = ['react', 'react-dom', 'react-router', 'react-router-dom', 'scheduler', 'echarts', 'zrender', 'luxon', 'ical-generator', 'pdfkit', 'fontkit', 'bidi-js'];

function walk(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** A hash of every input of the build. */
export function sourceHash(): string {
  const hash = createHash('sha256');
  const files = [...SOURCE_DIRS.flatMap((d) => walk(path.join(ROOT, d))), ...SOURCE_FILES.map((f) => path.join(ROOT, f))]
    .filter((f) => fs.existsSync(f))
    .sort();
  for (const file of files) {
    hash.update(path.relative(ROOT, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

export function isBuildFresh(): boolean {
  try {
    const stamp = JSON.parse(fs.readFileSync(STAMP, 'utf8')) as { hash: string };
    return (
      stamp.hash === sourceHash() &&
      ['manifest.json', 'server/index.js', 'server/cli.js'].every((file) => fs.existsSync(path.join(DIST, file)))
    );
  } catch {
    return false;
  }
}

/** The client must never bundle server code: a resolve into server/ fails the build. */
export const noServerCode: esbuild.Plugin = {
  name: 'no-server-code',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point' || !args.path.startsWith('.')) return undefined;
      const resolved = path.resolve(args.resolveDir, args.path);
      if (resolved.startsWith(path.join(ROOT, 'server') + path.sep) || resolved === path.join(ROOT, 'server')) {
        return { errors: [{ text: `client code imports server code: ${args.path} (from ${path.relative(ROOT, args.importer)})` }] };
      }
      return undefined;
    });
  },
};

/** The module every page needs: the router, the layouts, React. Its whole static closure becomes one chunk. */
const SHELL = 'client/shell.tsx';
/** The small modules the public pages share (its imports): one chunk too, loaded with the pages that use any of them. */
const KIT = 'client/public-kit.ts';
const ENTRY = 'client/entry.tsx';
/** The OAuth callback page's script: a bundle of its own, so that the app's build has a single entry point. */
const OAUTH_CALLBACK = 'client/oauth-callback.ts';

/**
 * Our modules that are loaded with `import()` (the pages, through the screens' `load`s in client/screens-*.ts, and
 * every other `import()` target under client/): the entry points of the client build other than the entry.
 */
function lazyModulesOf(metafile: esbuild.Metafile): Set<string> {
  const lazy = new Set<string>();
  for (const meta of Object.values(metafile.outputs)) {
    if (meta.entryPoint?.startsWith('client/') && meta.entryPoint !== ENTRY) lazy.add(meta.entryPoint);
  }
  return lazy;
}

/** The modules `input` imports statically, directly or not, without going into `stop`. */
function staticClosure(metafile: esbuild.Metafile, input: string, stop: string): Set<string> {
  const seen = new Set<string>();
  const visit = (from: string) => {
    for (const i of metafile.inputs[from]?.imports ?? []) {
      if (i.kind !== 'import-statement' || i.path === stop || seen.has(i.path)) continue;
      seen.add(i.path);
      visit(i.path);
    }
  };
  visit(input);
  return seen;
}

/**
 * What each lazily loaded module must import for the shell and the kit to be one chunk each (see joinedChunks): the
 * shell for every one, the kit for those that reach one of the kit's modules without it.
 */
function chunkPlanOf(metafile: esbuild.Metafile, kit: ReadonlySet<string>): Map<string, string[]> {
  const plan = new Map<string, string[]>();
  for (const lazy of lazyModulesOf(metafile)) {
    const reached = staticClosure(metafile, lazy, KIT);
    plan.set(lazy, [SHELL, ...([...reached].some((m) => kit.has(m)) ? [KIT] : [])]);
  }
  return plan;
}

/** The kit's modules: what KIT imports, as esbuild resolves it. */
async function kitModules(): Promise<Set<string>> {
  const { metafile } = await esbuild.build({ entryPoints: [KIT], bundle: true, packages: 'external', write: false, metafile: true, logLevel: 'warning' });
  return new Set((metafile.inputs[KIT]?.imports ?? []).map((i) => i.path));
}

/** Whether `plan` has every import `wanted` asks for. */
const planCovers = (plan: ReadonlyMap<string, string[]>, wanted: ReadonlyMap<string, string[]>) =>
  [...wanted].every(([input, imports]) => imports.every((i) => plan.get(input)?.includes(i)));

/** The output files holding the given inputs' code. */
function chunksHolding(metafile: esbuild.Metafile, inputs: Iterable<string>): Set<string> {
  const wanted = new Set(inputs);
  const outs = new Set<string>();
  for (const [out, meta] of Object.entries(metafile.outputs)) {
    if (Object.entries(meta.inputs).some(([input, { bytesInOutput }]) => wanted.has(input) && bytesInOutput > 0)) outs.add(out);
  }
  return outs;
}

/** The chunks the entry imports, directly or not. */
function shellChunksOf(metafile: esbuild.Metafile): string[] {
  const entry = Object.entries(metafile.outputs).find(([, meta]) => meta.entryPoint === ENTRY)?.[0];
  if (!entry) throw new Error('build: no entry chunk in the metafile');
  const seen = new Set<string>();
  const visit = (out: string) => {
    for (const i of metafile.outputs[out]?.imports ?? []) {
      if (i.kind !== 'import-statement' || seen.has(i.path)) continue;
      seen.add(i.path);
      visit(i.path);
    }
  };
  visit(entry);
  return [...seen];
}

/**
 * One chunk for the app shell (decision 0017), and one for the public pages' small shared modules (the kit,
 * decision 0039). esbuild puts each module into the chunk of the exact set of entry points (the entries and every
 * `import()` target) that reach it statically. The shell's modules are reached by the entry and by different subsets
 * of the pages, so they used to land in about twenty small chunks, one round trip and a gzip dictionary each; the
 * kit's modules (`ui.tsx`, `Picture.tsx`, `shared/format.ts`, the cards, the icon sets…) likewise landed in a chunk
 * of 0.3–2.7 KB each, a country page's module coming with eleven. This plugin appends `import '<shell>'` to every
 * lazily loaded module of ours, and `import '<kit>'` to every one that reaches a module of the kit: every entry point
 * then reaches the whole shell, and every one that reaches part of the kit the whole kit, so each is one chunk.
 * (esbuild's own helpers are reached by every entry point: they join the shell's chunk only because the build has no
 * other entry point and every lazily loaded module is one of ours, which is why the OAuth callback is built on its
 * own and third-party modules are loaded through modules of ours.) At run time the imports do nothing (a lazy module
 * is only ever loaded after the shell has run, and with the chunks it imports); they are appended, so source maps
 * keep their lines.
 */
function joinedChunks(plan: ReadonlyMap<string, string[]>): esbuild.Plugin {
  return {
    name: 'joined-chunks',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const imports = plan.get(path.relative(ROOT, args.path).split(path.sep).join('/'));
        if (!imports) return undefined;
        const source = await fs.promises.readFile(args.path, 'utf8');
        const appended = imports.map((i) => `import ${JSON.stringify(path.join(ROOT, i))};\n`).join('');
        return { contents: `${source}\n${appended}`, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * The server renders with React Router's production build, as ES modules. The package's exports offer Node only its
 * development build, which runs its development warnings on every render; and `react-router-dom` is CommonJS that
 * re-exports `react-router` through getters, so each hook or component our code reads from it went through two
 * getters (docs/performance.md). `react-router-dom` is the same re-export written as an ES module.
 */
const REACT_ROUTER_PRODUCTION = path.join(ROOT, 'node_modules/react-router/dist/production');
const serverReactRouter: esbuild.Plugin = {
  name: 'server-react-router',
  setup(build) {
    build.onResolve({ filter: /^react-router$/ }, () => ({ path: path.join(REACT_ROUTER_PRODUCTION, 'index.mjs') }));
    build.onResolve({ filter: /^react-router\/dom$/ }, () => ({ path: path.join(REACT_ROUTER_PRODUCTION, 'dom-export.mjs') }));
    build.onResolve({ filter: /^react-router-dom$/ }, () => ({ path: 'react-router-dom', namespace: 'react-router-dom' }));
    build.onLoad({ filter: /.*/, namespace: 'react-router-dom' }, () => ({
      contents: "export * from 'react-router';\nexport { HydratedRouter, RouterProvider } from 'react-router/dom';\n",
      resolveDir: ROOT,
    }));
  },
};

/**
 * The server bundle's object spreads, made cheap for Node 20's V8 (11.3). There, an object literal with a spread
 * followed by more properties (`{ ...match, route }`) takes a slow path about ten times slower than a plain literal,
 * and the object it makes goes straight to the old generation, so every young object it refers to survives the next
 * collections too: with React Router making several for every render, that was most of what reached the old
 * generation, and its collections' pauses were the server's tail latency (docs/performance.md). esbuild writes such
 * literals as `__spreadProps(__spreadValues({}, match), { route })`; its `__spreadProps` copies property
 * descriptors, which is slow as well, so it becomes `Object.assign`. The two differ only for a literal that defines
 * a getter or a setter after a spread, and the build refuses one.
 */
export function plainSpreads(code: string): string {
  // esbuild renames the helper's parameters (a2, b2) when bundled code has top-level names `a` and `b`.
  const helpers = [...code.matchAll(/var __spreadProps\s*=\s*\((\w+),\s*(\w+)\)\s*=>\s*__defProps\(\1,\s*__getOwnPropDescs\(\2\)\);?/g)];
  const count = helpers.length;
  if (count === 0 && !code.includes('__spreadProps(')) return code;
  if (count !== 1) throw new Error(`build: expected esbuild's __spreadProps helper once in the server bundle, found it ${count} times`);
  const helper = helpers[0]![0];
  for (let at = code.indexOf('__spreadProps(', code.indexOf(helper) + helper.length); at !== -1; at = code.indexOf('__spreadProps(', at + 1)) {
    let depth = 0;
    let end = at + '__spreadProps'.length;
    for (; end < code.length; end++) {
      const c = code[end];
      if (c === '(' || c === '{' || c === '[') depth++;
      else if ((c === ')' || c === '}' || c === ']') && --depth === 0) break;
    }
    if (/[{,]\s*(get|set)\s+[\w$"'[]+\s*\(/.test(code.slice(at, end + 1))) {
      throw new Error(`build: an object literal with a getter or setter after a spread in the server bundle: ${code.slice(at, at + 200)}`);
    }
  }
  return code.replace(helper, 'var __spreadProps = (a, b) => Object.assign(a, b);');
}

/**
 * The page module a screen's `load` imports, named as the manifest names modules ('pages/public/Home'). The server
 * preloads a page's chunks by that name, and cannot read it from `load` itself: in its bundle an `import()` is
 * inlined and names no file. The build runs the sources (tsx), where the function still says `import("./pages/…")`
 * (tsx may wrap what it returns); a row whose `load` does not fails the build.
 */
export function pageModuleOf(screen: Pick<Screen, 'id' | 'load'>): string {
  const specifier = /\bimport\(\s*["']\.\/(pages\/[^"']+?)(?:\.tsx?)?["']\s*\)/.exec(String(screen.load))?.[1];
  if (!specifier) throw new Error(`build: the screen ${screen.id}: its load is not \`() => import('./pages/…')\` (client/screens.ts): ${String(screen.load)}`);
  return specifier;
}

/** Each screen's page module by its route id: the manifest's `screens`. */
export function screenPages(screens: Screen[] = [...Object.values(PUBLIC_SCREENS), ...Object.values(PRIVATE_SCREENS)]): Record<string, string> {
  return Object.fromEntries(screens.map((screen) => [screen.id, pageModuleOf(screen)]));
}

const toUrl = (outFile: string) => `/dist/${path.relative(ASSETS, path.resolve(ROOT, outFile)).split(path.sep).join('/')}`;

function manifestFrom(js: esbuild.Metafile, oauth: esbuild.Metafile, css: esbuild.Metafile, screens: Record<string, string>): AssetManifest {
  const outputs = js.outputs;
  const closure = (out: string, seen = new Set<string>()): string[] => {
    if (seen.has(out)) return [];
    seen.add(out);
    const imports = (outputs[out]?.imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => i.path);
    return [out, ...imports.flatMap((i) => closure(i, seen))];
  };
  let entry = '';
  const oauthCallback = Object.entries(oauth.outputs).find(([out, meta]) => out.endsWith('.js') && meta.entryPoint === OAUTH_CALLBACK)?.[0];
  if (!oauthCallback) throw new Error('build: no OAuth callback script in the metafile');
  const modules: Record<string, string[]> = {};
  for (const [out, meta] of Object.entries(outputs)) {
    if (!out.endsWith('.js') || !meta.entryPoint) continue;
    if (meta.entryPoint === ENTRY) entry = out;
    else if (meta.entryPoint.startsWith('client/')) {
      modules[meta.entryPoint.slice('client/'.length).replace(/\.tsx?$/, '')] = closure(out).map(toUrl);
    }
  }
  if (!entry) throw new Error('build: no entry chunk in the metafile');
  for (const [id, page] of Object.entries(screens)) {
    if (!modules[page]) throw new Error(`build: no chunk for the screen ${id}'s page module client/${page}`);
  }
  const cssOut = (name: string) => {
    const found = Object.entries(css.outputs).find(([out, meta]) => out.endsWith('.css') && meta.entryPoint?.endsWith(`/${name}.css`));
    if (!found) throw new Error(`build: no ${name}.css in the metafile`);
    return toUrl(found[0]);
  };
  return {
    entry: toUrl(entry),
    entryImports: closure(entry).slice(1).map(toUrl),
    css: cssOut('site'),
    dialogsCss: cssOut('dialogs'),
    portalCss: cssOut('portal'),
    oauthCallback: toUrl(oauthCallback),
    modules,
    screens,
  };
}

/** Text files worth compressing once, here, instead of on every request. */
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|xml|html|map)$/;

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside `target`'s copy of each compressible file in
 * `files` (relative to `from`), unless they are up to date or would not be smaller.
 */
function precompress(files: string[], from: string, target: string): string[] {
  const written: string[] = [];
  for (const file of files) {
    if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
    const source = path.join(from, file);
    const mtime = fs.statSync(source).mtimeMs;
    const body = fs.readFileSync(source);
    const variants: Array<[string, () => Buffer]> = [
      [`${file}.br`, () => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })],
      [`${file}.gz`, () => zlib.gzipSync(body, { level: 9 })],
    ];
    for (const [name, compress] of variants) {
      const out = path.join(target, name);
      written.push(out);
      if (fs.existsSync(out) && fs.statSync(out).mtimeMs >= mtime) continue;
      const packed = compress();
      fs.mkdirSync(path.dirname(out), { recursive: true });
      if (packed.length < body.length * 0.9) fs.writeFileSync(out, packed);
      else fs.rmSync(out, { force: true });
    }
  }
  return written;
}

function pruneOldAssets(current: Set<string>): void {
  const now = Date.now();
  for (const file of walk(ASSETS)) {
    if (current.has(file)) continue;
    if (now - fs.statSync(file).mtimeMs > KEEP_OLD_ASSETS_MS) fs.rmSync(file);
  }
}

/** How browser code is built: the site's client, the OAuth callback page, and the bench's floor pages. */
export const BROWSER_OPTIONS = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome111', 'edge111', 'firefox114', 'safari16.4'],
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  minify: true,
  legalComments: 'none',
  // V8's explicit compile hint: every function in the file is compiled eagerly, on the background thread that
  // streams the script in, instead of lazily on the main thread when first called. Halves the main thread's
  // start-up work (the long task that evaluating React DOM and the router would be); see docs/performance.md.
  banner: { js: '//# allFunctionsCalledOnLoad' },
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
} satisfies esbuild.BuildOptions;

export async function build({ log = true }: { log?: boolean } = {}): Promise<AssetManifest> {
  const started = Date.now();
  const hash = sourceHash();
  fs.mkdirSync(ASSETS, { recursive: true });

  // Maps without the sources' text, as the server's: the image ships them, and the chart's alone was 3 MB.
  const browserOptions = { ...BROWSER_OPTIONS, outdir: path.join(ASSETS, 'js'), sourcemap: 'linked', sourcesContent: false, metafile: true, write: false } satisfies esbuild.BuildOptions;
  const clientOptions = { ...browserOptions, entryPoints: { entry: ENTRY }, splitting: true } satisfies esbuild.BuildOptions;
  // Which modules are lazy, and which of them reach the kit, is known for sure only after a build: start from the last
  // build's plan, and build again when it was not the whole plan (a new page, a new import(), a new use of the kit).
  const metafileFile = path.join(DIST, 'metafile.client.json');
  const kit = await kitModules();
  let plan = fs.existsSync(metafileFile) ? chunkPlanOf(JSON.parse(fs.readFileSync(metafileFile, 'utf8')) as esbuild.Metafile, kit) : new Map<string, string[]>();
  let client = await esbuild.build({ ...clientOptions, plugins: [noServerCode, joinedChunks(plan)] });
  for (let pass = 2; ; pass++) {
    const wanted = chunkPlanOf(client.metafile, kit);
    if (planCovers(plan, wanted)) break;
    if (pass > 3) throw new Error(`build: the lazily loaded modules and their imports did not settle: ${[...wanted.keys()].join(', ')}`);
    plan = wanted;
    client = await esbuild.build({ ...clientOptions, plugins: [noServerCode, joinedChunks(plan)] });
  }
  const shellChunks = shellChunksOf(client.metafile);
  if (shellChunks.length !== 1) {
    throw new Error(
      `build: the app shell is split over ${shellChunks.length} chunks (${shellChunks.join(', ')}). A module that the shell ` +
        'imports (or one of esbuild\'s helpers) is also reached by a lazily loaded module that does not reach the shell: ' +
        'load a third-party module through a module of ours (as client/components/gallery/swiper-kit.ts does for Swiper).',
    );
  }
  const kitChunks = chunksHolding(client.metafile, kit);
  if (kitChunks.size !== 1) {
    throw new Error(`build: the public kit (${KIT}) is split over ${kitChunks.size} chunks (${[...kitChunks].join(', ')}): the shell reaches one of its modules, which then belongs in the shell, not in the kit.`);
  }
  for (const file of client.outputFiles) {
    fs.mkdirSync(path.dirname(file.path), { recursive: true });
    fs.writeFileSync(file.path, file.contents);
  }
  const oauth = await esbuild.build({ ...browserOptions, entryPoints: { 'oauth-callback': OAUTH_CALLBACK }, write: true, plugins: [noServerCode] });
  const leaked = [...Object.keys(client.metafile.inputs), ...Object.keys(oauth.metafile.inputs)].filter((input) => input.startsWith('server/'));
  if (leaked.length) throw new Error(`build: server code in the client bundle: ${leaked.join(', ')}`);

  const css = await esbuild.build({
    entryPoints: { site: 'client/styles/site.css', dialogs: 'client/styles/dialogs.css', portal: 'client/styles/portal.css' },
    bundle: true,
    minify: true,
    outdir: path.join(ASSETS, 'css'),
    entryNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
  });

  const manifest = manifestFrom(client.metafile, oauth.metafile, css.metafile, screenPages());
  fs.writeFileSync(path.join(DIST, 'manifest.json'), JSON.stringify(manifest, null, 2));
  fs.writeFileSync(path.join(DIST, 'metafile.client.json'), JSON.stringify(client.metafile));
  const outputs = [client, oauth, css].flatMap((result) => Object.keys(result.metafile.outputs)).map((o) => path.resolve(ROOT, o));
  const variants = precompress(
    outputs.map((o) => path.relative(ASSETS, o)),
    ASSETS,
    ASSETS,
  );
  pruneOldAssets(new Set([...outputs, ...variants]));
  const publicDir = path.join(ROOT, 'client', 'public');
  const publicVariants = path.join(DIST, 'public');
  const kept = new Set(precompress(walk(publicDir).map((f) => path.relative(publicDir, f)), publicDir, publicVariants));
  for (const file of walk(publicVariants)) if (!kept.has(file)) fs.rmSync(file);

  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const installed = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
  const serverOptions = {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir: path.join(DIST, 'server'),
    sourcemap: true,
    // Without the indentation and line breaks (names and syntax stay as written): the image's bundle is a third smaller.
    minifyWhitespace: true,
    // Stack traces need the mappings only: the sources' text (the bundled libraries' too) would double the image's bundle.
    sourcesContent: false,
    jsx: 'automatic',
    external: installed.filter((name) => !BUNDLED_IN_SERVER.includes(name)),
    // fontkit's WOFF2 decoder: Node's own Brotli instead of 480 KB of JavaScript (scripts/shims/brotli-decompress.mjs).
    alias: { 'brotli/decompress.js': path.join(ROOT, 'scripts/shims/brotli-decompress.mjs') },
    // For the bundled React only: the server's own code reads NODE_ENV through `process.env` aliases.
    define: { 'process.env.NODE_ENV': '"production"' },
    // Bundled CommonJS (React) calls require(); give the ESM bundle one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    // Object spreads followed by more properties ({ ...match, route }) are written out as helper calls: see
    // plainSpreads below. React Router makes several such objects for every match of every render.
    supported: { 'object-rest-spread': false },
    write: false,
    logLevel: 'warning',
  } satisfies esbuild.BuildOptions;

  const server = await Promise.all([
    esbuild.build({ ...serverOptions, entryPoints: { index: 'server/index.ts' }, plugins: [serverReactRouter] }),
    // The operator commands, for an image that holds no TypeScript sources. No source map: the commands say what went
    // wrong in words, and the map would be the image's largest file after the server's.
    esbuild.build({ ...serverOptions, entryPoints: { cli: 'server/cli.ts' }, sourcemap: false, plugins: [serverReactRouter] }),
  ]);
  for (const file of server.flatMap((result) => result.outputFiles)) {
    fs.mkdirSync(path.dirname(file.path), { recursive: true });
    fs.writeFileSync(file.path, file.path.endsWith('.js') ? plainSpreads(file.text) : file.contents);
  }

  fs.writeFileSync(STAMP, JSON.stringify({ hash, builtAt: new Date().toISOString() }));
  if (log) console.log(`build: done in ${Date.now() - started} ms`);
  return manifest;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
