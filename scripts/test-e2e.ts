// npm run test:e2e [files…]: browser tests in Debian's Chromium against the built site.
import fs from 'node:fs';
import { CHROMIUM_PATH } from '../test/helpers/browser';
import { build, isBuildFresh } from './build';
import { runMocha } from './lib/mocha';

if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium was not found at ${CHROMIUM_PATH}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
if (!isBuildFresh()) await build();
runMocha('.mocharc.e2e.json', process.argv.slice(2));
