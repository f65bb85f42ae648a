// The layers' one-way rules (docs/architecture.md, decision 0028) are ESLint's: probes written the old way must fail
// them, and the same imports from where they are allowed must pass.
import path from 'node:path';
import { expect } from 'chai';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** The restricted-import messages ESLint gives `code` as if it were the file `file`. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
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

  it('browser code imports no server code', async () => {
    expect(await refusals('client/components/Probe.tsx', "import { createServices } from '../../server/services';\nexport const probe = createServices;\n")).to.have.length(1);
  });
});
