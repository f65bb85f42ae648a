// Operator commands, one table: `npm run <command> -- …` in a clone, `node dist/server/cli.js <command> …` in the
// image (where `npm run <command>` is the same thing: the Dockerfile points the scripts at the bundle).
import { backupCommand, restoreCommand } from './cli/backup';
import type { Command } from './cli/command';
import { filesSweepCommand } from './cli/files';
import { migrateCommand, rollbackCommand } from './cli/migrate';
import { userCreateCommand } from './cli/user-create';

const commands: Record<string, Command> = {
  'user:create': userCreateCommand,
  migrate: migrateCommand,
  'migrate:rollback': rollbackCommand,
  backup: backupCommand,
  restore: restoreCommand,
  'files:sweep': filesSweepCommand,
};

const [name = '', ...args] = process.argv.slice(2);
const command = commands[name];
if (!command) {
  console.error(`Usage: cli <command> [options]\n${Object.entries(commands).map(([n, c]) => `  ${n.padEnd(18)} ${c.summary}`).join('\n')}`);
  process.exit(2);
}
command.run(args).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
