// The operator commands as the image runs them (the built dist/server/cli.js): user:create and the command list.
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

  it('an unknown command lists the commands and exits 2', async () => {
    const res = await cli(['user:delete']);
    expect(res.code).to.equal(2);
    for (const name of ['user:create', 'migrate', 'migrate:rollback', 'backup', 'restore']) expect(res.stderr).to.include(`  ${name}`);
  });
});
