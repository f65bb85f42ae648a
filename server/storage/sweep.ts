// The stray-file sweep: what a process that died with files in flight left behind, found from what is in flight.
import { log } from '../lib/log';
import type { FileStorage } from './storage';

export interface StrayFilesDeps {
  storage: FileStorage;
  /** Per area of the private storage, which of these keys a row names (the area's own table answers). */
  keysInUse: Record<string, (keys: string[]) => Promise<Set<string>>>;
}

export interface SweepOptions {
  /** How long a file must have been untouched; an hour unless given. */
  olderThanMs?: number;
  /** Walks every stored file of every area too, not only the pending keys (an operator's command, never at start). */
  full?: boolean;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Removes what a process that died mid-upload or mid-deletion can leave behind: temporary uploads, and stored files
 * of pending keys (FileStorage) that no row names; a pending key whose row is there is settled and its file stays.
 * Only what has been untouched for an hour is looked at: far longer than any upload or transaction may take, so
 * work in flight on another instance is never touched. Its cost is what was in flight, not what is stored, so it
 * runs at start and every hour. `full` walks the whole private area too, for files no pending key speaks for.
 */
export async function sweepStrayFiles(d: StrayFilesDeps, options: SweepOptions = {}): Promise<{ temp: number; stored: number; settled: number }> {
  const { storage } = d;
  const before = new Date(Date.now() - (options.olderThanMs ?? HOUR_MS));
  const { temp, pending } = await storage.unsettled(before);
  for (const file of temp) await storage.removeTemp(file).catch(() => undefined);
  const swept = await removeUnused(d, pending, true);
  let stored = swept.removed;
  if (options.full) {
    for (const area of Object.keys(d.keysInUse)) stored += (await removeUnused(d, await storage.storedKeys(area, before), false)).removed;
  }
  const { settled } = swept;
  if (temp.length || stored) log.warn('removed stray upload files', { temporary: temp.length, stored, settled, full: Boolean(options.full) });
  return { temp: temp.length, stored, settled };
}

/**
 * Removes the files of the keys no row names, asking each area's table 500 keys at a time; `settle`: the keys are
 * pending ones, settled once decided. Answers how many files went and how many keys were settled.
 */
async function removeUnused(d: StrayFilesDeps, keys: string[], settle: boolean): Promise<{ removed: number; settled: number }> {
  const { storage } = d;
  const byArea = new Map<string, string[]>();
  for (const key of keys) {
    const area = key.slice(0, key.indexOf('/'));
    const list = byArea.get(area);
    if (list) list.push(key);
    else byArea.set(area, [key]);
  }
  let removed = 0;
  let settled = 0;
  for (const [area, ofArea] of byArea) {
    const inUse = Object.hasOwn(d.keysInUse, area) ? d.keysInUse[area] : undefined;
    if (!inUse) {
      // Nobody here can say whether these files are kept: they stay, and so do their marks.
      log.warn('pending stored files of an area the sweep does not know', { area, keys: ofArea.length });
      continue;
    }
    for (let i = 0; i < ofArea.length; i += 500) {
      const batch = ofArea.slice(i, i + 500);
      const used = await inUse(batch);
      for (const key of batch) {
        if (!used.has(key)) {
          // A pending key may have no file (the process stopped before the move): only files are counted.
          const there = await storage.size(key).then(
            () => true,
            () => false,
          );
          await storage.remove(key);
          if (there) removed += 1;
        }
        if (settle) {
          await storage.settle(key);
          settled += 1;
        }
      }
    }
  }
  return { removed, settled };
}

export const strayFilesService = { sweepStrayFiles };
