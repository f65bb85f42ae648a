// Where uploaded files live. Private files (passports, transcripts) sit under UPLOADS_DIR/private, which no
// static route serves, under random names; the database keeps the original name. A small interface so another
// driver (object storage) can replace the disk later.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * A stored file is kept while a row names its key. Between the file and its row changing (a new file before its
 * transaction commits, a deleted row before its file goes) the key is pending: a process that dies there leaves a
 * pending key, and the stray-file sweep (storage/sweep.ts) asks the database about those keys only, never about
 * every stored file. Another driver keeps pending keys the same way (a small object per key under a prefix of its own).
 */
export interface FileStorage {
  /** A fresh path to write an incoming upload to (same volume as the private area). */
  tempPath(): string;
  /**
   * Moves a finished upload into the private area under a new random key, pending from before the move: the caller
   * settles it once the transaction that records the key has ended (and the file has gone, if it failed).
   */
  commit(tempPath: string, area: string): Promise<string>;
  /** Makes stored keys pending before the rows naming them are deleted; settled once their files are removed. */
  mark(keys: string[]): Promise<void>;
  /** Ends a key's pending state: its row is committed, or its file removed. Nothing happens for a key not pending. */
  settle(key: string): Promise<void>;
  open(key: string): Readable;
  size(key: string): Promise<number>;
  /** Removes a stored file (a key still pending stays so until settled). */
  remove(key: string): Promise<void>;
  removeTemp(tempPath: string): Promise<void>;
  /** What was left in flight before `before`: temporary uploads (paths) and keys still pending. */
  unsettled(before: Date): Promise<{ temp: string[]; pending: string[] }>;
  /**
   * Every stored key of `area` last changed before `before`. Reads the whole area: only on an operator's demand,
   * for a storage that may hold files no pending key speaks for (from before the marks, copied by hand, restored).
   */
  storedKeys(area: string, before: Date): Promise<string[]>;
}

/** `<area>/<2 hex>/<40 hex>`: the only names the private area holds. */
const STORAGE_KEY = /^([a-z-]+)\/[0-9a-f]{2}\/([0-9a-f]{40})$/;
/**
 * A pending key's mark in the temporary area: `<area>.<40 hex>.key`, an empty file. Its name alone says the key, so
 * the sweep reads no file's content, and a mark is whole as soon as it exists.
 */
const MARK = /^([a-z-]+)\.([0-9a-f]{40})\.key$/;

export function createDiskStorage(uploadsDir: string): FileStorage {
  const root = path.resolve(uploadsDir);
  const tmpDir = path.join(root, 'tmp');
  const privateDir = path.join(root, 'private');

  const locate = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(privateDir, key);
  };
  const markOf = (key: string) => {
    const [, area, name] = STORAGE_KEY.exec(key) ?? [];
    if (!area || !name) throw new Error(`invalid storage key: ${key}`);
    return path.join(tmpDir, `${area}.${name}.key`);
  };
  const mark = async (keys: string[]) => {
    if (!keys.length) return;
    await fsp.mkdir(tmpDir, { recursive: true, mode: 0o700 });
    for (const key of keys) await fsp.writeFile(markOf(key), '', { mode: 0o600 });
  };
  const settle = (key: string) => fsp.rm(markOf(key), { force: true });
  /** The files under `dir` (and its folders, with `recursive`) last changed before `before`, by full path. */
  const filesBefore = async (dir: string, before: Date, recursive: boolean): Promise<string[]> => {
    const entries = await fsp.readdir(dir, { recursive, withFileTypes: true }).catch(() => []);
    const out: string[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const stat = await fsp.stat(full).catch(() => null);
      if (stat && stat.mtime < before) out.push(full);
    }
    return out;
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
      // The mark first: a process that dies after the move leaves a file the sweep knows of.
      await mark([key]);
      try {
        await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        await fsp.rename(tempPath, target);
      } catch (error) {
        await settle(key).catch(() => undefined);
        throw error;
      }
      return key;
    },
    mark,
    settle,
    open(key) {
      return fs.createReadStream(locate(key));
    },
    async size(key) {
      return (await fsp.stat(locate(key))).size;
    },
    async remove(key) {
      await fsp.rm(locate(key), { force: true });
    },
    async removeTemp(tempPath) {
      if (path.dirname(path.resolve(tempPath)) !== tmpDir) throw new Error('not a temporary upload');
      await fsp.rm(tempPath, { force: true });
    },
    async unsettled(before) {
      // The temporary area holds only what is in flight: a few entries, whatever the private area holds.
      const temp: string[] = [];
      const pending: string[] = [];
      for (const full of await filesBefore(tmpDir, before, false)) {
        const [, area, name] = MARK.exec(path.basename(full)) ?? [];
        if (area && name) pending.push(`${area}/${name.slice(0, 2)}/${name}`);
        else temp.push(full);
      }
      return { temp, pending };
    },
    async storedKeys(area, before) {
      if (!/^[a-z-]+$/.test(area)) throw new Error(`invalid storage area: ${area}`);
      return (await filesBefore(path.join(privateDir, area), before, true)).map((full) => path.relative(privateDir, full)).filter((key) => STORAGE_KEY.test(key));
    },
  };
}
