// Mocha root hooks: after the run, the shared test database is closed (a throwaway cluster removed) and the
// run's data and upload directories are deleted; the run fails if an API answer did not match the OpenAPI document.
import fs from 'node:fs';
import { answerProblems } from './api-answers';
import { stopTestApp, TEST_FILES_DIR } from './app';
import { closeTestDatabase } from './database';

export const mochaHooks = {
  async afterAll(this: Mocha.Context) {
    this.timeout(30_000);
    await stopTestApp();
    await closeTestDatabase();
    fs.rmSync(TEST_FILES_DIR, { recursive: true, force: true });
    // The answers the suites saw that the OpenAPI document does not describe (test/helpers/api-answers.ts).
    if (answerProblems.length) throw new Error(`${answerProblems.length} API answer(s) do not match the OpenAPI document:\n${answerProblems.join('\n')}`);
  },
};
