// backup -- --out FILE, restore -- FILE [--force]
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { BackupError, restoreBackup, writeBackup } from '../backup/archive';
import { type Command, withDatabase } from './command';

const backupUsage = 'Usage: npm run backup -- --out FILE';
const restoreUsage = 'Usage: npm run restore -- FILE [--force]';

/** parseArgs, or null after printing what is wrong and the usage line. */
function parse<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> | null {
  try {
    return parseArgs<T>(config);
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return null;
  }
}

export const backupCommand: Command = {
  summary: 'write the database and every stored file into one archive (--out FILE)',
  async run(args) {
    const parsed = parse({ args, options: { out: { type: 'string' } }, strict: true }, backupUsage);
    if (!parsed) return 2;
    const out = parsed.values.out;
    if (!out) {
      console.error(`--out FILE is required.\n${backupUsage}`);
      return 2;
    }
    // A backup leaves the database as it is, migrations included.
    return withDatabase(
      async ({ db }, env) => {
        const s = await writeBackup({ db, uploadsDir: env.uploadsDir, out });
        console.log(`Backed up ${s.tables} tables (${s.rows} rows) and ${s.files} files (${s.fileBytes} bytes) to ${s.file} (${s.archiveBytes} bytes).`);
        return 0;
      },
      { migrate: false },
    );
  },
};

export const restoreCommand: Command = {
  summary: 'restore an archive into an empty database and uploads directory (--force: a non-empty one)',
  async run(args) {
    const parsed = parse({ args, options: { force: { type: 'boolean' } }, allowPositionals: true, strict: true }, restoreUsage);
    if (!parsed) return 2;
    const [file, ...extra] = parsed.positionals;
    if (!file || extra.length) {
      console.error(`${file ? 'Only one archive, please.' : 'Which archive?'}\n${restoreUsage}`);
      return 2;
    }
    // Not migrated first: the restore brings the database to the archive's migrations itself.
    return withDatabase(
      async ({ db }, env) => {
        try {
          const s = await restoreBackup({ db, uploadsDir: env.uploadsDir, file, force: parsed.values.force === true });
          console.log(`Restored ${s.tables} tables (${s.rows} rows) and ${s.files} files (${s.fileBytes} bytes) from ${file}.`);
          return 0;
        } catch (error) {
          if (!(error instanceof BackupError)) throw error;
          console.error(`restore: ${error.message}`);
          return 1;
        }
      },
      { migrate: false },
    );
  },
};
