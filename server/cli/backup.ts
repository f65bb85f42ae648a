// backup -- --out FILE, restore -- FILE [--force]
import type { Command } from './command';

export const backupCommand: Command = {
  summary: 'write the database and every stored file into one archive (--out FILE)',
  async run() {
    console.error('backup: not written yet');
    return 1;
  },
};

export const restoreCommand: Command = {
  summary: 'restore an archive into an empty database and uploads directory (--force: a non-empty one)',
  async run() {
    console.error('restore: not written yet');
    return 1;
  },
};
