// The layers' one-way rules (docs/architecture.md, decision 0028) are ESLint's: probes written the old way must fail
// them, and the same imports from where they are allowed must pass.
import path from 'node:path';
import { expect } from 'chai';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** What ESLint's layer rules say of `code` as if it were the file `file` (imports, and `import()` through a syntax rule). */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('the layers, as ESLint enforces them', function () {
  this.timeout(60_000);

  it('server/lib and server/db import nothing above them', async () => {
    expect(await refusals('server/lib/probe.ts', "import { fail } from '../http/errors';\nexport const probe = fail;\n")).to.have.length(1);
    expect(await refusals('server/lib/probe.ts', "import { authService } from '../features/auth/auth.service';\nexport const probe = authService;\n")).to.have.length(1);
    expect(await refusals('server/db/probe.ts', "import type { SqlRunner } from '../mail/mailer';\nexport type Probe = SqlRunner;\n")).to.have.length(1);
    expect(await refusals('server/db/probe.ts', "import { createServices } from '../services';\nexport const probe = createServices;\n")).to.have.length(1);
    // What they may use: each other, config, shared.
    expect(await refusals('server/lib/probe.ts', "import { fail } from './errors';\nimport { createDb } from '../db/knex';\nimport { MAX_ENTRIES } from '../config';\nexport const probe = [fail, createDb, MAX_ENTRIES];\n")).to.deep.equal([]);
  });

  it('server/http imports no feature, and a feature another only through its service module', async () => {
    expect(await refusals('server/http/probe.ts', "import { authService } from '../features/auth/auth.service';\nexport const probe = authService;\n")).to.have.length(1);
    expect(await refusals('server/features/users/probe.ts', "import { createAuthRepo } from '../auth/auth.repo';\nexport const probe = createAuthRepo;\n")).to.have.length(1);
    expect(await refusals('server/features/users/probe.ts', "import { authService } from '../auth/auth.service';\nexport const probe = authService;\n")).to.deep.equal([]);
  });

  it('shared/ imports nothing from client/ or server/', async () => {
    expect(await refusals('shared/probe.ts', "export const SCREENS = { home: { path: '/', load: () => import('../client/pages/public/Home') } };\n")).to.have.length(1);
    expect(await refusals('shared/probe.ts', "import { fail } from '../server/lib/errors';\nexport const probe = fail;\n")).to.have.length(1);
    expect(await refusals('shared/probe.ts', "import { paths } from './paths';\nexport const probe = paths;\n")).to.deep.equal([]);
  });

  it('components import no layout or page', async () => {
    expect(await refusals('client/components/Probe.tsx', "export { default as ErrorLayout } from '../layouts/ErrorLayout';\n")).to.have.length(1);
    expect(await refusals('client/components/admin/Probe.tsx', "import Home from '../../pages/public/Home';\nexport const probe = Home;\n")).to.have.length(1);
    expect(await refusals('client/layouts/Probe.tsx', "import { Loading } from '../components/Loading';\nexport const probe = Loading;\n")).to.deep.equal([]);
  });

  it('browser code imports no server code', async () => {
    expect(await refusals('client/components/Probe.tsx', "import { createServices } from '../../server/services';\nexport const probe = createServices;\n")).to.have.length(1);
  });
});
