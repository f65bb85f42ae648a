// Mocha root hooks: after the run, the shared test database is closed (a throwaway cluster removed) and the
// run's data and upload directories are deleted.
import fs from 'node:fs';
import { stopTestApp, TEST_FILES_DIR } from './app';
import { closeTestDatabase } from './database';

export const mochaHooks = {
  async afterAll(this: Mocha.Context) {
    this.timeout(30_000);
    await stopTestApp();
    await closeTestDatabase();
    fs.rmSync(TEST_FILES_DIR, { recursive: true, force: true });
  },
};
