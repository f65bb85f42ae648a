// Consultation reminders with several processes: two server processes on one database both sweep at start, and each
// booking starting within a day still gives exactly one reminder to the visitor and one to the adviser, whichever
// process sends them (each writes to its own outbox: the two are counted together).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect } from 'chai';
import { createDb } from '../../server/db/knex';
import { migrateLatest } from '../../server/db/migrate';
import { testDatabase } from '../helpers/database';
import { sleep } from '../helpers/http';
import { readOutbox } from '../helpers/mail';
import { freshDatabaseUrl, type Site, startSite } from '../helpers/site';

describe('consultation reminders with two server processes on one database', function () {
  this.timeout(120_000);
  let a: Site;
  let b: Site;
  const visitors: string[] = [];
  let adviserEmail = '';
  const far = `far.${Date.now()}@example.com`;

  before(async () => {
    const { url } = await testDatabase();
    const databaseUrl = await freshDatabaseUrl(url, 'consultreminders');
    // The bookings first, so that both processes find them due when they start.
    const db = createDb(databaseUrl, { max: 2 });
    try {
      await migrateLatest(db);
      adviserEmail = `adviser.${Date.now()}@example.com`;
      const [adviser] = (await db('users').insert({ firstname: 'Ada', lastname: 'Adviser', email: adviserEmail, role: 'adviser' }).returning('id')) as Array<{ id: number }>;
      await db('adviser_availability').insert({ adviser_id: adviser!.id, time_zone: 'Europe/London', weekly: JSON.stringify([]) });
      const book = async (email: string, startsInHours: number) => {
        const [lead] = (await db('leads').insert({ email, name: 'Vera Visitor', stage: 'consultation_booked', owner_id: adviser!.id }).returning('id')) as Array<{ id: number }>;
        const start = Date.now() + startsInHours * 3_600_000;
        await db('consultations').insert({
          adviser_id: adviser!.id,
          lead_id: lead!.id,
          starts_at: new Date(start).toISOString(),
          ends_at: new Date(start + 30 * 60_000).toISOString(),
          name: 'Vera Visitor',
          email,
          time_zone: 'America/Toronto',
          locale: 'en',
          token_hash: randomBytes(32).toString('hex'),
          uid: `consultation-test-${randomBytes(6).toString('hex')}@localhost`,
        });
      };
      for (let i = 0; i < 4; i += 1) {
        const email = `visitor.${i}.${Date.now()}@example.com`;
        visitors.push(email);
        await book(email, 2 + i * 5);
      }
      // Two days away: not due yet.
      await book(far, 48);
    } finally {
      await db.destroy();
    }
    [a, b] = await Promise.all([
      startSite({ databaseUrl, env: { SEED_DEMO: 'false', LOG_LEVEL: 'info' } }),
      startSite({ databaseUrl, env: { SEED_DEMO: 'false', LOG_LEVEL: 'info' } }),
    ]);
  });

  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  const outbox = () => [a, b].flatMap((site) => readOutbox(path.join(site.env.DATA_DIR!, 'mail')));

  it('sends one reminder to each visitor and one per booking to the adviser, with the invitation, however many processes sweep', async () => {
    const toVisitors = () => outbox().filter((m) => visitors.some((v) => m.to.includes(v)) && m.subject.startsWith('Reminder'));
    const toAdviser = () => outbox().filter((m) => m.to.includes(adviserEmail) && m.subject.startsWith('Tomorrow'));
    const deadline = Date.now() + 30_000;
    while ((toVisitors().length < visitors.length || toAdviser().length < visitors.length) && Date.now() < deadline) await sleep(100);
    // Time for a duplicate to show up, were there one.
    await sleep(3_000);
    expect(toVisitors().map((m) => m.to).sort()).to.have.length(visitors.length);
    for (const v of visitors) expect(toVisitors().filter((m) => m.to.includes(v)), v).to.have.length(1);
    expect(toAdviser()).to.have.length(visitors.length);
    expect(toVisitors().every((m) => /^METHOD:REQUEST/m.test(m.calendar))).to.equal(true);
    expect(outbox().filter((m) => m.to.includes(far))).to.have.length(0);
    const rows = (await a.database.db('consultation_reminders').select('consultation_id', 'kind')) as Array<{ consultation_id: number; kind: string }>;
    expect(rows).to.have.length(visitors.length);
    expect(rows.every((r) => r.kind.startsWith('24h:'))).to.equal(true);
  });
});
