// The client build's manifest: the entry script, the style sheet, and each lazy module's chunks for
// <link rel="modulepreload">.
import fs from 'node:fs';
import path from 'node:path';

export interface AssetManifest {
  entry: string;
  /** Chunks the entry imports statically. */
  entryImports: string[];
  css: string;
  /** sweetalert2's style sheet, loaded with the dialogs. */
  dialogsCss: string;
  /** The staff portal's style sheet, linked only by pages under the admin layout. */
  portalCss: string;
  /** The script of the OAuth callback page. */
  oauthCallback: string;
  /** Module (path under client/ without extension) → its chunk and the chunks that chunk imports. */
  modules: Record<string, string[]>;
  /**
   * A screen's route id → its page module (a key of `modules`). The build reads it from the screen's `load`
   * (scripts/build.ts, pageModuleOf): in the server's bundle that `import()` is inlined and names no file.
   */
  screens: Record<string, string>;
}

// Paths are resolved from the working directory: the app runs from the project root (npm scripts, Dockerfile).
export const DIST_DIR = path.resolve('dist');
/** The browser's files, served at /dist (hashed names, cached for a year). */
export const ASSETS_DIR = path.join(DIST_DIR, 'assets');
export const MANIFEST_FILE = path.join(DIST_DIR, 'manifest.json');
/** Images, icons and other files served as they are. */
export const PUBLIC_DIR = path.resolve('client', 'public');
/** Brotli and gzip forms of the text files in PUBLIC_DIR, written by the build. */
export const PUBLIC_VARIANTS_DIR = path.join(DIST_DIR, 'public');

export function readManifest(file = MANIFEST_FILE): AssetManifest {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as AssetManifest;
  } catch (error) {
    throw new Error(`The client build is missing (${file}): run "npm run build". ${(error as Error).message}`);
  }
}

/** Scripts to preload for a page: the entry's imports and every matched module's chunks, each once. */
export function preloadsFor(manifest: AssetManifest, modules: string[]): string[] {
  const seen = new Set<string>([manifest.entry]);
  const out: string[] = [];
  for (const file of [...manifest.entryImports, ...modules.flatMap((m) => manifest.modules[m] ?? [])]) {
    if (seen.has(file)) continue;
    seen.add(file);
    out.push(file);
  }
  return out;
}
