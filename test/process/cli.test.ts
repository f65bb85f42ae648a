// The operator commands as the image runs them (the built dist/server/cli.js): user:create, files:sweep and the
// command list.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { createDb } from '../../server/db/knex';
import { verifyPassword } from '../../server/lib/passwords';
import { runCli } from '../helpers/cli';
import { testDatabase } from '../helpers/database';
import { freshDatabaseUrl } from '../helpers/site';

const cli = (args: string[], env: Record<string, string> = {}) => runCli(args, { DATA_DIR: path.join(os.tmpdir(), `cli-test-${process.pid}`), ...env });

describe('the operator commands', function () {
  this.timeout(60_000);
  let databaseUrl: string;

  before(async () => {
    databaseUrl = await freshDatabaseUrl((await testDatabase()).url, 'cli');
  });

  it('user:create creates a user (migrating an empty database first), then updates the same address', async () => {
    const args = ['user:create', '--email', 'Ops.Admin@Example.com', '--password', 'a long enough password', '--firstname', 'Ada', '--lastname', 'Lovelace', '--role', 'admin'];
    const created = await cli(args, { DATABASE_URL: databaseUrl });
    expect(created.code, created.stderr).to.equal(0);
    expect(created.stdout).to.match(/^Created admin ops\.admin@example\.com \(id \d+\)\./i);
    const updated = await cli([...args.slice(0, 4), 'another long password', ...args.slice(5)], { DATABASE_URL: databaseUrl });
    expect(updated.code, updated.stderr).to.equal(0);
    expect(updated.stdout).to.match(/^Updated admin ops\.admin@example\.com/i);
    const db = createDb(databaseUrl, { max: 1 });
    try {
      const rows = (await db('users').whereRaw('lower(email) = ?', ['ops.admin@example.com'])) as Array<{ role: string; password: string }>;
      expect(rows).to.have.length(1);
      expect(rows[0]!.role).to.equal('admin');
      expect(await verifyPassword(rows[0]!.password, 'another long password')).to.equal(true);
    } finally {
      await db.destroy();
    }
  });

  it('user:create says what is wrong, field by field, and exits non-zero', async () => {
    const bad = await cli(['user:create', '--email', 'not-an-address', '--password', 'short', '--firstname', 'A', '--lastname', 'B'], { DATABASE_URL: databaseUrl });
    expect(bad.code).to.equal(1);
    expect(bad.stderr).to.match(/--email: /).and.match(/--password: /).and.match(/Usage: npm run user:create/);
    const unknown = await cli(['user:create', '--mail', 'x@example.com'], { DATABASE_URL: databaseUrl });
    expect(unknown.code).to.equal(2);
    expect(unknown.stderr).to.match(/--mail/);
  });

  it('files:sweep removes what a crash left in flight; with --full, also old stored files no row names', async () => {
    const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-sweep-'));
    try {
      const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
      const put = (relative: string, bytes = 'bytes') => {
        const full = path.join(uploadsDir, relative);
        fs.mkdirSync(path.dirname(full), { recursive: true });
        fs.writeFileSync(full, bytes);
        fs.utimesSync(full, old, old);
        return full;
      };
      const name = () => randomBytes(20).toString('hex');
      const pending = name();
      const pendingFile = put(`private/documents/${pending.slice(0, 2)}/${pending}`);
      const mark = put(`tmp/documents.${pending}.key`, '');
      const unmarked = name();
      const unmarkedFile = put(`private/invoices/${unmarked.slice(0, 2)}/${unmarked}`);
      const env = { DATABASE_URL: databaseUrl, UPLOADS_DIR: uploadsDir };

      const swept = await cli(['files:sweep'], env);
      expect(swept.code, swept.stderr).to.equal(0);
      expect(swept.stdout).to.match(/Removed 0 temporary uploads and 1 stored files no row names; 1 pending keys settled\./);
      expect([fs.existsSync(pendingFile), fs.existsSync(mark), fs.existsSync(unmarkedFile)]).to.deep.equal([false, false, true]);

      const walked = await cli(['files:sweep', '--full'], env);
      expect(walked.code, walked.stderr).to.equal(0);
      expect(walked.stdout).to.match(/and 1 stored files no row names; 0 pending keys settled \(every stored file walked\)/);
      expect(fs.existsSync(unmarkedFile)).to.equal(false);

      const wrong = await cli(['files:sweep', '--everything'], env);
      expect(wrong.code).to.equal(2);
      expect(wrong.stderr).to.match(/Usage: npm run files:sweep/);
    } finally {
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    }
  });

  it('an unknown command lists the commands and exits 2', async () => {
    const res = await cli(['user:delete']);
    expect(res.code).to.equal(2);
    for (const name of ['user:create', 'migrate', 'migrate:rollback', 'backup', 'restore', 'files:sweep']) expect(res.stderr).to.include(`  ${name}`);
  });
});
