// Where uploaded files live. Private files (passports, transcripts) sit under UPLOADS_DIR/private, which no
// static route serves, under random names; the database keeps the original name. A small interface so another
// driver (object storage) can replace the disk later.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStorage {
  /** A fresh path to write an incoming upload to (same volume as the private area). */
  tempPath(): string;
  /** Moves a finished upload into the private area under a new random key. */
  commit(tempPath: string, area: string): Promise<string>;
  open(key: string): Readable;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
  removeTemp(tempPath: string): Promise<void>;
  /** Files last changed before `before`: temporary uploads (paths) and stored files of `area` (keys). */
  staleFiles(area: string, before: Date): Promise<{ temp: string[]; stored: string[] }>;
}

/** `<area>/<2 hex>/<40 hex>`: the only names the private area holds. */
const STORAGE_KEY = /^[a-z-]+\/[0-9a-f]{2}\/[0-9a-f]{40}$/;

export function createDiskStorage(uploadsDir: string): FileStorage {
  const root = path.resolve(uploadsDir);
  const tmpDir = path.join(root, 'tmp');
  const privateDir = path.join(root, 'private');

  const locate = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(privateDir, key);
  };

  return {
    tempPath() {
      fs.mkdirSync(tmpDir, { recursive: true, mode: 0o700 });
      return path.join(tmpDir, `${randomBytes(20).toString('hex')}.part`);
    },
    async commit(tempPath, area) {
      if (!/^[a-z-]+$/.test(area)) throw new Error(`invalid storage area: ${area}`);
      const name = randomBytes(20).toString('hex');
      const key = `${area}/${name.slice(0, 2)}/${name}`;
      const target = locate(key);
      await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await fsp.rename(tempPath, target);
      return key;
    },
    open(key) {
      return fs.createReadStream(locate(key));
    },
    async size(key) {
      return (await fsp.stat(locate(key))).size;
    },
    async remove(key) {
      await fsp.rm(locate(key), { force: true });
    },
    async staleFiles(area, before) {
      const older = async (dir: string): Promise<string[]> => {
        const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
        const out: string[] = [];
        for (const entry of entries) {
          if (!entry.isFile()) continue;
          const full = path.join(entry.parentPath, entry.name);
          const stat = await fsp.stat(full).catch(() => null);
          if (stat && stat.mtime < before) out.push(full);
        }
        return out;
      };
      const stored = (await older(path.join(privateDir, area))).map((full) => path.relative(privateDir, full));
      return { temp: await older(tmpDir), stored: stored.filter((key) => STORAGE_KEY.test(key)) };
    },
    async removeTemp(tempPath) {
      if (path.dirname(path.resolve(tempPath)) !== tmpDir) throw new Error('not a temporary upload');
      await fsp.rm(tempPath, { force: true });
    },
  };
}
