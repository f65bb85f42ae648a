// npm run migrate / npm run migrate:rollback [-- --all]
import { migrateLatest, migrateRollback } from '../server/db/migrate';
import { openDatabase } from '../server/db/open';
import { loadEnv } from '../server/env';

const command = process.argv[2];
const database = await openDatabase(loadEnv());
try {
  if (command === 'latest') {
    const applied = await migrateLatest(database.db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date.');
  } else if (command === 'rollback') {
    const reverted = await migrateRollback(database.db, process.argv.includes('--all'));
    console.log(reverted.length ? `Rolled back: ${reverted.join(', ')}` : 'Nothing to roll back.');
  } else {
    console.error('Usage: tsx scripts/migrate.ts latest|rollback [--all]');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
