// What is made from the API table (decision 0041) is current, and the browser has no address of the API of its own:
// client/lib/api-operations.ts and docs/api.md are what `npm run api:generate` writes, and no module of client/ but
// the generated one holds an '/api/…' string.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { apiTable } from '../../server/api';
import { operationsModule, OPERATIONS_FILE, referenceText, REFERENCE_FILE } from '../../scripts/generate-api';

const ROOT = process.cwd();

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe('the API description (server/api.ts)', () => {
  it(`${OPERATIONS_FILE} is current (npm run api:generate)`, async () => {
    expect(fs.readFileSync(path.join(ROOT, OPERATIONS_FILE), 'utf8')).to.equal(await operationsModule());
  });

  it(`${REFERENCE_FILE} is current (npm run api:generate)`, () => {
    expect(fs.readFileSync(path.join(ROOT, REFERENCE_FILE), 'utf8')).to.equal(referenceText());
  });

  it('no module of client/ but the generated one writes an address of the API', () => {
    const found = filesUnder(path.join(ROOT, 'client'))
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(OPERATIONS_FILE))
      .flatMap((file) => fs.readFileSync(file, 'utf8').split('\n').flatMap((line, i) => (/['"`]\/api\//.test(line) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])));
    expect(found).to.deep.equal([]);
  });

  it('names each operation once, each method and path once, and every row has an answer', () => {
    const routes = apiTable();
    const calls = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(calls).size).to.equal(calls.length);
    for (const route of routes) expect(Object.keys(route.answer).length, route.name).to.be.greaterThan(0);
  });
});
