// files:sweep [-- --full]
import { parseArgs } from 'node:util';
import { createServices } from '../services';
import { type Command, withDatabase } from './command';

const usage = 'Usage: npm run files:sweep [-- --full]';

export const filesSweepCommand: Command = {
  summary: 'remove stray upload files now (--full: walk every stored file, not only those left in flight)',
  async run(args) {
    let full: boolean;
    try {
      full = parseArgs({ args, options: { full: { type: 'boolean' } }, strict: true }).values.full === true;
    } catch (error) {
      console.error(`${(error as Error).message}\n${usage}`);
      return 2;
    }
    return withDatabase(async ({ db }, env) => {
      const s = await createServices({ db, env }).strayFiles.sweepStrayFiles({ full });
      console.log(`Removed ${s.temp} temporary uploads and ${s.stored} stored files no row names; ${s.settled} pending keys settled${full ? ' (every stored file walked)' : ''}.`);
      return 0;
    });
  },
};
