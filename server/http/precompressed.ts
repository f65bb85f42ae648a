// Static files compressed once at build time (scripts/build.ts writes `<file>.br` and `<file>.gz`): a request that
// accepts brotli or gzip gets the stored variant, with the original's type; everything else falls through to
// express.static. The variants are listed once at start, so a request costs no file-system lookup to decide.
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { pickEncoding } from './encoding';

function listVariants(dir: string, base = dir, out = new Map<string, Set<'br' | 'gzip'>>()): Map<string, Set<'br' | 'gzip'>> {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listVariants(full, base, out);
    else if (entry.name.endsWith('.br') || entry.name.endsWith('.gz')) {
      const original = '/' + path.relative(base, full).slice(0, -3).split(path.sep).join('/');
      const set = out.get(original) ?? new Set();
      set.add(entry.name.endsWith('.br') ? 'br' : 'gzip');
      out.set(original, set);
    }
  }
  return out;
}

export function precompressed(variantsDir: string, options: { maxAge: string | number; immutable?: boolean }) {
  const variants = listVariants(variantsDir);
  return function servePrecompressed(req: Request, res: Response, next: NextFunction): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let file: string;
    try {
      file = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const available = variants.get(file);
    if (!available) return next();
    const encoding = pickEncoding(req.headers['accept-encoding'], available);
    res.vary('Accept-Encoding');
    if (encoding === 'identity') return next();
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', encoding);
    res.sendFile(path.join(variantsDir, `${file}.${encoding === 'br' ? 'br' : 'gz'}`), { maxAge: options.maxAge, immutable: options.immutable ?? false, dotfiles: 'deny' }, (error) => {
      if (error) {
        res.removeHeader('Content-Encoding');
        next();
      }
    });
  };
}
