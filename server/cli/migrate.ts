// migrate / migrate:rollback [-- --all]
import { migrateLatest, migrateRollback } from '../db/migrate';
import { type Command, withDatabase } from './command';

export const migrateCommand: Command = {
  summary: 'apply every migration not yet applied',
  run: () =>
    withDatabase(
      async ({ db }) => {
        const applied = await migrateLatest(db);
        console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date.');
        return 0;
      },
      { migrate: false },
    ),
};

export const rollbackCommand: Command = {
  summary: 'undo the last batch of migrations (--all: every one)',
  run: (args) =>
    withDatabase(
      async ({ db }) => {
        const reverted = await migrateRollback(db, args.includes('--all'));
        console.log(reverted.length ? `Rolled back: ${reverted.join(', ')}` : 'Nothing to roll back.');
        return 0;
      },
      { migrate: false },
    ),
};
