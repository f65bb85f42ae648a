// Migrations run without the per-statement limit that protects requests (a migration may rewrite a large table).
import { expect } from 'chai';
import { createDb } from '../../server/db/knex';
import { unbounded } from '../../server/db/migrate';
import { testDatabase } from '../helpers/database';

describe('migrations and the statement limit', () => {
  it('a migration step may run longer than a request may', async () => {
    const { url } = await testDatabase();
    const db = createDb(url, { max: 1 }, { statementMs: 300 });
    const slowStep = async (knex: typeof db) => {
      await knex.raw('select pg_sleep(0.6)');
    };
    try {
      const limited = await db.transaction(slowStep).then(
        () => 'finished',
        (error: { code?: string }) => error.code,
      );
      expect(limited, 'a request-sized limit cancels it').to.equal('57014');
      const lifted = await db.transaction(unbounded(slowStep)).then(
        () => 'finished',
        (error: { code?: string }) => error.code,
      );
      expect(lifted).to.equal('finished');
      const after = await db.raw('show statement_timeout');
      expect(after.rows[0].statement_timeout, 'only inside the migration').to.equal('300ms');
    } finally {
      await db.destroy();
    }
  });
});
