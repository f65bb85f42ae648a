// The demo's consultations (decision 0046): three advisers in three time zones with weekday hours and the
// destinations they cover, so that the booking page shows slots, and a few bookings in the coming days by demo
// visitors (their leads made through touchLead, as a real booking makes them). Safe to run again: nothing is doubled.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/knex';
import type { LeadWriter } from './consultations.service';
import { hoursSlots } from './slots';

export const DEMO_ADVISERS = [
  { firstname: 'Amara', lastname: 'Okafor', email: 'amara.okafor@meridianstudy.example', time_zone: 'Europe/London', destinations: ['united-kingdom', 'ireland', 'netherlands'] },
  { firstname: 'Daniel', lastname: 'Tremblay', email: 'daniel.tremblay@meridianstudy.example', time_zone: 'America/Toronto', destinations: ['canada', 'united-states'] },
  { firstname: 'Priya', lastname: 'Raman', email: 'priya.raman@meridianstudy.example', time_zone: 'Asia/Kolkata', destinations: ['australia', 'new-zealand', 'germany'] },
];

const WEEKDAYS = [1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '17:00' }));

const DEMO_BOOKINGS = [
  { name: 'Lucía Fernández', email: 'lucia.fernandez@example.com', time_zone: 'Europe/Madrid', locale: 'es', destination: 'united-kingdom', topic: 'Master’s in architecture: which universities and when to apply.', inDays: 2 },
  { name: 'Omar Haddad', email: 'omar.haddad@example.com', time_zone: 'Asia/Dubai', locale: 'ar', destination: 'canada', topic: 'Undergraduate engineering and the study permit.', inDays: 3 },
  { name: 'Grace Mensah', email: 'grace.mensah@example.com', time_zone: 'Africa/Accra', locale: 'en', destination: 'australia', topic: 'Nursing courses and scholarships.', inDays: 4 },
];

const DAY = 86_400_000;

export async function seedConsultationsDemo(db: Db, leads: LeadWriter, now: Date = new Date()): Promise<void> {
  const advisers: Array<{ id: number; name: string; destinations: string[]; timeZone: string }> = [];
  for (const a of DEMO_ADVISERS) {
    await db.raw(`insert into users (firstname, lastname, email, role, time_zone, email_verified_at) values (?, ?, ?, 'adviser', ?, now()) on conflict ((lower(email))) do nothing`, [a.firstname, a.lastname, a.email, a.time_zone]);
    const row = (await db('users').whereRaw('lower(email) = ?', [a.email]).first('id', 'role')) as { id: number; role: string };
    if (row.role !== 'adviser') continue;
    const id = Number(row.id);
    await db('adviser_availability').insert({ adviser_id: id, time_zone: a.time_zone, weekly: JSON.stringify(WEEKDAYS), video_url: `https://meet.example.com/${a.firstname.toLowerCase()}` }).onConflict('adviser_id').ignore();
    const countries = (await db('countries').whereIn('slug', a.destinations).select('id')) as Array<{ id: number }>;
    if (countries.length) await db('adviser_destinations').insert(countries.map((c) => ({ adviser_id: id, country_id: c.id }))).onConflict(['adviser_id', 'country_id']).ignore();
    advisers.push({ id, name: `${a.firstname} ${a.lastname}`, destinations: a.destinations, timeZone: a.time_zone });
  }

  for (const b of DEMO_BOOKINGS) {
    const adviser = advisers.find((a) => a.destinations.includes(b.destination)) ?? advisers[0];
    if (!adviser) return;
    if (await db('consultations').whereRaw('lower(email) = ?', [b.email]).first('id')) continue;
    // The first slot of the adviser's hours from that day on (two hours' notice at least).
    const rule = { timeZone: adviser.timeZone, weekly: WEEKDAYS, slotMinutes: 30, bufferMinutes: 10, noticeHours: 0, horizonDays: 90 };
    const from = now.getTime() + b.inDays * DAY;
    const slot = hoursSlots(rule, from, from + 5 * DAY)[0];
    if (!slot) continue;
    await db
      .transaction(async (trx) => {
        const lead = await leads.touchLead(trx, { email: b.email, name: b.name, kind: 'consultation', summary: `Booked a consultation with ${adviser.name}`, destination: b.destination, locale: b.locale, ownerId: adviser.id, source: { utm_source: 'demo' } });
        await leads.advanceLead(trx, lead.id, 'consultation_booked', 'Booked a consultation');
        const { rows } = (await trx.raw(`select nextval(pg_get_serial_sequence('consultations', 'id')) as id`)) as { rows: Array<{ id: number }> };
        const id = Number(rows[0]!.id);
        await trx('consultations').insert({
          id,
          adviser_id: adviser.id,
          lead_id: lead.id,
          starts_at: new Date(slot.start).toISOString(),
          ends_at: new Date(slot.end).toISOString(),
          name: b.name,
          email: b.email,
          topic: b.topic,
          time_zone: b.time_zone,
          locale: b.locale,
          destination: b.destination,
          // Nobody holds the demo's manage links: a hash of random bytes that were never kept.
          token_hash: createHash('sha256').update(randomBytes(32)).digest('hex'),
          uid: `consultation-${id}-demo-${randomBytes(4).toString('hex')}@meridianstudy.example`,
        });
      })
      // Another process seeding at once took the time: the demo does without this one.
      .catch((error: unknown) => {
        if ((error as { code?: string }).code !== '23P01') throw error;
      });
  }
}
