// The demo's consultations (server/features/consultations/demo.ts): advisers in three zones with weekday hours, whose
// slots the booking page offers, and a few bookings by demo visitors with their leads; seeding again doubles nothing.
import { expect } from 'chai';
import { createServices } from '../../server/services';
import { seedConsultationsDemo } from '../../server/features/consultations/demo';
import { advanceLead, touchLead } from '../../server/features/leads/leads.core';
import { testEnv } from '../helpers/app';
import { scratchDatabase, type TestDatabase } from '../helpers/database';

describe('demo consultations', function () {
  this.timeout(60_000);
  let database: TestDatabase;

  before(async () => {
    database = await scratchDatabase();
  });

  after(async () => {
    await database?.close();
  });

  it('gives the demo advisers hours and a few bookings, once', async () => {
    const { db } = database;
    await db('countries').insert([{ name: 'United Kingdom', slug: 'united-kingdom', visible: true }, { name: 'Canada', slug: 'canada', visible: true }]);
    await seedConsultationsDemo(db, { touchLead, advanceLead });
    await seedConsultationsDemo(db, { touchLead, advanceLead });

    const advisers = await db('users as u').join('adviser_availability as a', 'a.adviser_id', 'u.id').where('u.role', 'adviser').select('u.email', 'a.time_zone', 'a.weekly');
    expect(advisers.map((a) => a.time_zone).sort()).to.deep.equal(['America/Toronto', 'Asia/Kolkata', 'Europe/London']);
    expect(advisers.every((a) => a.weekly.length === 5)).to.equal(true);
    const consultations = await db('consultations').orderBy('starts_at');
    expect(consultations).to.have.length(3);
    expect(consultations.every((c) => Date.parse(c.starts_at) > Date.now())).to.equal(true);
    const leads = await db('leads').whereIn('email', consultations.map((c) => c.email));
    expect(leads).to.have.length(3);
    expect(leads.every((l) => l.stage === 'consultation_booked')).to.equal(true);
    // The UK's visitor went to the adviser who covers the UK.
    const uk = consultations.find((c) => c.destination === 'united-kingdom');
    const amara = await db('users').where({ email: 'amara.okafor@meridianstudy.example' }).first();
    expect(Number(uk.adviser_id)).to.equal(Number(amara.id));

    // The booking page has slots to show.
    const services = createServices({ db, env: testEnv() });
    const { slots } = await services.consultations.slots({ days: '14' });
    expect(new Set(slots.map((s) => s.adviser.id)).size).to.equal(3);
    expect(slots.some((s) => s.start === new Date(uk.starts_at).toISOString() && s.adviser.id === Number(amara.id))).to.equal(false);
  });
});
