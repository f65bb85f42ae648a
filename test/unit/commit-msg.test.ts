import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';

/** Runs the repository's commit-msg hook on `message`: its exit status and what it said. */
function hook(message: string): { status: number | null; said: string } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'commit-msg-')), 'COMMIT_EDITMSG');
  fs.writeFileSync(file, message);
  const run = spawnSync('sh', [path.join(process.cwd(), '.githooks', 'commit-msg'), file], { encoding: 'utf8' });
  return { status: run.status, said: run.stderr };
}

describe('the commit-msg hook', () => {
  it('takes a subject of up to 72 characters, alone or with a body after a blank line', () => {
    expect(hook(`${'s'.repeat(72)}\n`).status).to.equal(0);
    expect(hook('Fix the reset link\n\nIt expired after a minute instead of an hour.\n').status).to.equal(0);
    expect(hook('Fix the reset link\n# Please enter the commit message for your changes.\n').status, 'git’s comment lines').to.equal(0);
    expect(hook(`${'é'.repeat(72)}\n`).status, 'characters, not bytes').to.equal(0);
  });

  it('refuses a longer subject, an empty one, or a body with no blank line before it', () => {
    expect(hook(`${'s'.repeat(73)}\n`)).to.deep.include({ status: 1 });
    expect(hook(`${'s'.repeat(73)}\n`).said).to.match(/73 characters/);
    expect(hook('\n\nbody only\n').status).to.equal(1);
    expect(hook('Subject\nbody straight after\n').said).to.match(/blank line/);
  });
});
