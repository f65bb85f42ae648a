// Consultations through the API (decision 0046): advisers' hours, the slots offered, booking (its answer, each 422
// by field, two bookings of one slot at once, the limits), the mails and their calendar invitations read back with
// node-ical, the manage link (see, move, cancel, forget me), the staff list and edits with their scope, and the
// reminders sent exactly once.
import { expect } from 'chai';
import ical from 'node-ical';
import { outboxDir } from '../../server/mail/mailer';
import { utcDay } from '../../server/lib/clock';
import type { User } from '../../shared/types';
import { type Client, client, testApp, testClock } from '../helpers/app';
import { ensureCountry, signedInClient, uniqueEmail } from '../helpers/factories';
import { mailTo, type ParsedMail } from '../helpers/mail';

const H = 3_600_000;
const D = 24 * H;

async function mails(to: string): Promise<ParsedMail[]> {
  const { services, env } = await testApp();
  await services.mailer.idle();
  return mailTo(outboxDir(env), to);
}

/** The event of a mail's invitation, parsed with node-ical. */
function eventOf(mail: ParsedMail): ical.VEvent & { method?: string } {
  expect(mail.calendar, `an invitation in “${mail.subject}”`).to.not.equal('');
  const parsed = ical.sync.parseICS(mail.calendar);
  const event = Object.values(parsed).find((v) => v && v.type === 'VEVENT') as ical.VEvent & { method?: string };
  expect(event).to.not.equal(undefined);
  return event;
}
const methodOf = (mail: ParsedMail) => mail.calendar.match(/^METHOD:(\w+)/m)?.[1];

let stamp = 0;
const HOURS_ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '09:00', end: '17:00' }));

interface Adviser {
  client: Client;
  user: User;
}

/** A destination of its own, covered by new advisers with hours every day 09:00–17:00 UTC (30-minute slots, 10 between). */
async function world(advisers = 1, hours: Record<string, unknown> = {}): Promise<{ destination: string; advisers: Adviser[] }> {
  stamp += 1;
  const destination = `consult-${Date.now().toString(36)}-${stamp}`;
  const country = await ensureCountry(destination);
  const { db } = await testApp();
  const made: Adviser[] = [];
  for (let i = 0; i < advisers; i += 1) {
    const adviser = await signedInClient('adviser', false, `Adviser${i}`);
    const res = await adviser.client.put('/api/staff/availability', { time_zone: 'UTC', weekly: HOURS_ALL_WEEK, slot_minutes: 30, buffer_minutes: 10, notice_hours: 12, horizon_days: 28, video_url: 'https://meet.example.com/adviser', ...hours });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    await db('adviser_destinations').insert({ adviser_id: adviser.user.id, country_id: country.id });
    made.push(adviser);
  }
  return { destination, advisers: made };
}

/** "YYYY-MM-DDTHH:MM:00.000Z" on the UTC day `days` from now. */
const at = (days: number, hhmm: string) => `${utcDay(new Date(testClock.now().getTime() + days * D))}T${hhmm}:00.000Z`;

const booking = (adviserId: number, start: string, over: Record<string, unknown> = {}) => ({
  start,
  adviser_id: adviserId,
  name: 'Valentina Rossi',
  email: uniqueEmail('visitor'),
  phone: '+39 06 1234 5678',
  topic: 'Master’s in design in the UK',
  time_zone: 'Europe/Rome',
  consent: true,
  ...over,
});

const tokenOf = (manageUrl: string) => manageUrl.split('/').pop()!;

describe('API: advisers’ hours', function () {
  this.timeout(30_000);

  it('GET gives the defaults in the adviser’s own zone before anything is saved; PUT saves, audits and GET reads it back', async () => {
    const { client: c, user } = await signedInClient('adviser');
    const { db } = await testApp();
    await db('users').where({ id: user.id }).update({ time_zone: 'Asia/Kolkata' });
    const before = await c.get('/api/staff/availability');
    expect(before.status).to.equal(200);
    expect(before.body).to.deep.equal({ time_zone: 'Asia/Kolkata', weekly: [], slot_minutes: 30, buffer_minutes: 10, notice_hours: 12, horizon_days: 28, video_url: null });

    const wanted = { time_zone: 'Europe/London', weekly: [{ day: 3, start: '14:00', end: '17:00' }, { day: 1, start: '09:00', end: '12:30' }], slot_minutes: 45, buffer_minutes: 15, notice_hours: 24, horizon_days: 14, video_url: 'https://meet.example.com/ada' };
    const put = await c.put('/api/staff/availability', wanted);
    expect(put.status, JSON.stringify(put.body)).to.equal(200);
    const sorted = { ...wanted, weekly: [wanted.weekly[1], wanted.weekly[0]] };
    expect(put.body).to.deep.equal(sorted);
    expect((await c.get('/api/staff/availability')).body).to.deep.equal(sorted);
    const audit = await db('audit_log').where({ actor_id: user.id, action: 'availability.update' });
    expect(audit).to.have.length(1);
    expect(audit[0].summary).to.include('Europe/London');
  });

  it('refuses bad hours with 422 by field and keeps what was saved', async () => {
    const { client: c, user } = await signedInClient('adviser');
    const good = { time_zone: 'UTC', weekly: [{ day: 1, start: '09:00', end: '12:00' }] };
    expect((await c.put('/api/staff/availability', good)).status).to.equal(200);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ...good, time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ ...good, slot_minutes: 5 }, 'slot_minutes'],
      [{ ...good, buffer_minutes: 61 }, 'buffer_minutes'],
      [{ ...good, notice_hours: 200 }, 'notice_hours'],
      [{ ...good, horizon_days: 0 }, 'horizon_days'],
      [{ ...good, weekly: [{ day: 8, start: '09:00', end: '10:00' }] }, 'weekly.0.day'],
      [{ ...good, weekly: [{ day: 1, start: '12:00', end: '09:00' }] }, 'weekly.0.end'],
      [{ ...good, weekly: [{ day: 1, start: '09:00', end: '12:00' }, { day: 1, start: '11:00', end: '13:00' }] }, 'weekly'],
      [{ ...good, video_url: 'javascript:alert(1)' }, 'video_url'],
    ];
    for (const [body, field] of bad) {
      const res = await c.put('/api/staff/availability', body);
      expect(res.status, field).to.equal(422);
      expect(Object.keys(res.body.errors), field).to.include(field);
    }
    expect((await c.get('/api/staff/availability')).body.weekly).to.deep.equal(good.weekly);
    const { db } = await testApp();
    expect(await db('audit_log').where({ actor_id: user.id, action: 'availability.update' })).to.have.length(1);
  });

  it('students are refused (403), visitors 401', async () => {
    const student = await signedInClient('user');
    expect((await student.client.get('/api/staff/availability')).status).to.equal(403);
    expect((await (await client()).get('/api/staff/availability')).status).to.equal(401);
  });
});

describe('API: consultation slots', function () {
  this.timeout(30_000);
  afterEach(() => testClock.reset());

  it('offers the advisers of a destination their slots within hours, buffers kept, after the notice and before the horizon', async () => {
    const { destination, advisers } = await world(2, { horizon_days: 5 });
    const visitor = await client();
    const from = utcDay(new Date(Date.now() + 2 * D));
    const res = await visitor.get(`/api/consultations/slots?from=${from}&days=7&destination=${destination}`);
    expect(res.status).to.equal(200);
    const ids = advisers.map((a) => a.user.id);
    // Only the two advisers who cover the destination.
    expect([...new Set(res.body.slots.map((s: { adviser: { id: number } }) => s.adviser.id))].sort()).to.deep.equal([...ids].sort());
    const slots = res.body.slots as Array<{ start: string; end: string; adviser: { id: number; name: string } }>;
    for (const s of slots) {
      expect(s.start).to.match(/Z$/);
      expect(Date.parse(s.end) - Date.parse(s.start)).to.equal(30 * 60_000);
      const minutes = new Date(s.start).getUTCHours() * 60 + new Date(s.start).getUTCMinutes();
      expect((minutes - 9 * 60) % 40, s.start).to.equal(0);
      expect(minutes + 30).to.be.at.most(17 * 60);
      expect(Date.parse(s.start)).to.be.below(Date.now() + 5 * D);
    }
    // Sorted by start, then adviser.
    const keys = slots.map((s) => `${s.start}|${String(s.adviser.id).padStart(12, '0')}`);
    expect(keys).to.deep.equal([...keys].sort());
    // Two advisers, each with every slot of the days before the horizon.
    const firstDay = slots.filter((s) => s.start.startsWith(from));
    expect(firstDay).to.have.length(2 * 12);
  });

  it('removes a booked slot, and its neighbours only when the buffer requires it', async () => {
    const { destination, advisers } = await world(1);
    const id = advisers[0]!.user.id;
    const start = at(3, '11:00');
    const booked = await (await client()).post('/api/consultations', booking(id, start, { destination }));
    expect(booked.status, JSON.stringify(booked.body)).to.equal(201);
    const res = await (await client()).get(`/api/consultations/slots?from=${start.slice(0, 10)}&days=1&destination=${destination}`);
    const starts = (res.body.slots as Array<{ start: string }>).map((s) => s.start.slice(11, 16));
    expect(starts).to.not.include('11:00');
    expect(starts).to.include.members(['10:20', '11:40']);
    expect(starts).to.have.length(11);
  });

  it('inside the notice nothing is offered; `days` and `from` are checked', async () => {
    const { destination } = await world(1, { notice_hours: 168 });
    const res = await (await client()).get(`/api/consultations/slots?from=${utcDay(new Date())}&days=6&destination=${destination}`);
    expect(res.status).to.equal(200);
    const mine = (res.body.slots as Array<{ start: string }>).filter((s) => Date.parse(s.start) < Date.now() + 6 * D);
    // Other tests' advisers may cover other destinations; ours covers this one alone and is inside its notice all week.
    expect(mine).to.deep.equal([]);
    for (const bad of ['days=0', 'days=15', 'from=2026-02-30', 'from=tomorrow']) {
      expect((await (await client()).get(`/api/consultations/slots?${bad}`)).status, bad).to.equal(422);
    }
  });
});

describe('API: booking a consultation', function () {
  this.timeout(40_000);
  afterEach(() => testClock.reset());

  it('answers 201 with the booking and its manage link; the lead is made and moved to consultation_booked; both sides get an invitation', async () => {
    const { destination, advisers } = await world(1);
    const adviser = advisers[0]!;
    const start = at(4, '10:20');
    const body = booking(adviser.user.id, start, { destination, source: { utm_source: 'newsletter', landing_path: '/study/uk' }, locale: 'en' });
    const res = await (await client()).post('/api/consultations', body);
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(Object.keys(res.body).sort()).to.deep.equal(['adviser', 'end', 'id', 'manage_url', 'start']);
    expect(res.body.start).to.equal(start);
    expect(res.body.end).to.equal(new Date(Date.parse(start) + 30 * 60_000).toISOString());
    expect(res.body.adviser).to.deep.equal({ id: adviser.user.id, name: `${adviser.user.firstname} ${adviser.user.lastname}` });
    expect(res.body.manage_url).to.match(/^http:\/\/localhost:3000\/consultation\/[A-Za-z0-9_-]{43}$/);

    const { db } = await testApp();
    const row = await db('consultations').where({ id: res.body.id }).first();
    expect(row.token_hash).to.match(/^[0-9a-f]{64}$/);
    expect(row.token_hash).to.not.include(tokenOf(res.body.manage_url));
    expect(row.uid).to.match(new RegExp(`^consultation-${res.body.id}-[0-9a-f]+@localhost$`));
    const lead = await db('leads').whereRaw('lower(email) = ?', [body.email.toLowerCase()]).first();
    expect(lead.stage).to.equal('consultation_booked');
    expect(Number(lead.owner_id)).to.equal(adviser.user.id);
    expect(lead.utm_source).to.equal('newsletter');
    expect(lead.destinations).to.deep.equal([destination]);
    expect(Number(row.lead_id)).to.equal(Number(lead.id));

    const [toVisitor] = await mails(body.email);
    const [toAdviser] = await mails(adviser.user.email);
    expect((await mails(body.email)).length).to.equal(1);
    expect(toVisitor!.text).to.include(res.body.manage_url);
    expect(toAdviser!.text).to.include('Valentina Rossi').and.to.include('Master’s in design').and.to.include('/admin/consultations');
    for (const mail of [toVisitor!, toAdviser!]) {
      expect(methodOf(mail)).to.equal('REQUEST');
      expect(mail.calendarMethod).to.equal('REQUEST');
      const event = eventOf(mail);
      expect(event.uid).to.equal(row.uid);
      expect(event.start.toISOString()).to.equal(start);
      expect(mail.calendar).to.match(new RegExp(`^DTSTART:${start.replace(/[-:]/g, '').slice(0, 15)}Z`, 'm'));
      expect(String(event.location)).to.equal('https://meet.example.com/adviser');
    }
    expect(toVisitor!.calendar).to.include(res.body.manage_url.slice(0, 40));
  });

  it('the visitor’s mail is in their language with the time in their zone (Spanish in Mexico City, Arabic in Riyadh)', async () => {
    const { advisers } = await world(1);
    const id = advisers[0]!.user.id;
    for (const [locale, zone, start, words] of [
      ['es', 'America/Mexico_City', at(5, '15:00'), 'está reservada'],
      ['ar', 'Asia/Riyadh', at(5, '15:40'), 'تم حجز استشارتك'],
    ] as const) {
      const body = booking(id, start, { locale, time_zone: zone });
      expect((await (await client()).post('/api/consultations', body)).status).to.equal(201);
      const [mail] = await mails(body.email);
      expect(mail!.subject).to.include(words);
      const tag = locale === 'es' ? 'es' : 'ar';
      const localTime = new Intl.DateTimeFormat(tag, { timeStyle: 'short', hourCycle: 'h23', timeZone: zone }).format(new Date(start));
      expect(mail!.text).to.include(localTime).and.to.include(zone);
      // The local hour differs from UTC's: the zone was applied (15:00Z is 09:00 in Mexico City, 18:00 in Riyadh).
      expect(localTime).to.not.equal(new Intl.DateTimeFormat(tag, { timeStyle: 'short', hourCycle: 'h23', timeZone: 'UTC' }).format(new Date(start)));
      const summary = String(eventOf(mail!).summary);
      expect(summary).to.include(locale === 'es' ? 'Consulta con' : 'استشارة مع');
    }
  });

  it('refuses with 422 naming the field, writes nothing and sends nothing', async () => {
    const { advisers } = await world(1);
    const id = advisers[0]!.user.id;
    const student = await signedInClient('user');
    const { db } = await testApp();
    const cases: Array<[Record<string, unknown>, string]> = [
      [booking(id, at(3, '08:00')), 'start'], // before the hours
      [booking(id, at(3, '09:05')), 'start'], // not a slot's start
      [booking(id, at(3, '17:00')), 'start'], // after the hours
      [booking(id, at(-2, '11:00')), 'start'], // in the past
      [booking(id, new Date(Date.now() + 2 * H).toISOString()), 'start'], // inside the notice
      [booking(id, at(40, '11:00')), 'start'], // beyond the horizon
      [booking(id, at(3, '11:00').replace('.000Z', '')), 'start'], // no offset
      [booking(999_999_999, at(3, '11:00')), 'adviser_id'],
      [booking(student.user.id, at(3, '11:00')), 'adviser_id'],
      [booking(id, at(3, '11:00'), { time_zone: 'Nowhere/Special' }), 'time_zone'],
      [booking(id, at(3, '11:00'), { consent: false }), 'consent'],
      [booking(id, at(3, '11:00'), { destination: 'atlantis-no-such-place' }), 'destination'],
    ];
    for (const [body, field] of cases) {
      const before = await db('consultations').count({ n: '*' }).first();
      const res = await (await client()).post('/api/consultations', body);
      expect(res.status, `${field}: ${JSON.stringify(body)} → ${JSON.stringify(res.body)}`).to.equal(422);
      expect(Object.keys(res.body.errors)).to.include(field);
      expect(await db('consultations').count({ n: '*' }).first()).to.deep.equal(before);
      expect(await db('leads').whereRaw('lower(email) = ?', [String(body.email).toLowerCase()])).to.have.length(0);
      expect(await mails(String(body.email))).to.have.length(0);
    }
    // An adviser without hours cannot be booked.
    const idle = await signedInClient('adviser');
    expect(Object.keys((await (await client()).post('/api/consultations', booking(idle.user.id, at(3, '11:00')))).body.errors)).to.deep.equal(['adviser_id']);
  });

  it('two bookings of one slot at the same moment: one 201, one 409 offering other free slots, not that one', async () => {
    const { destination, advisers } = await world(1);
    const start = at(6, '13:00');
    const [a, b] = await Promise.all([
      (await client()).post('/api/consultations', booking(advisers[0]!.user.id, start, { destination })),
      (await client()).post('/api/consultations', booking(advisers[0]!.user.id, start, { destination })),
    ]);
    expect([a.status, b.status].sort()).to.deep.equal([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(Object.keys(refused.body).sort()).to.deep.equal(['message', 'slots']);
    expect(refused.body.slots).to.have.length(5);
    const starts = (refused.body.slots as Array<{ start: string }>).map((s) => s.start);
    expect(starts).to.not.include(start);
    expect(starts.every((s) => s > start)).to.equal(true);
    // Kept apart by the buffer too: the next offered one is the next slot of the grid.
    expect(starts[0]).to.equal(start.replace('13:00', '13:40'));
    const { db } = await testApp();
    expect(await db('consultations').where({ adviser_id: advisers[0]!.user.id, starts_at: start })).to.have.length(1);
    // The refused visitor has no lead and got no mail.
    const refusedEmail = (a.status === 409 ? a : b).request as unknown as { _data?: { email?: string } };
    if (refusedEmail._data?.email) expect(await mails(refusedEmail._data.email)).to.have.length(0);
  });

  it('limits bookings per e-mail address (a refused form gives its attempt back): 429 with Retry-After', async () => {
    const { advisers } = await world(1);
    const id = advisers[0]!.user.id;
    const email = uniqueEmail('eager');
    const visitor = await client();
    // A form with a mistake does not count.
    expect((await visitor.post('/api/consultations', booking(id, at(3, '08:00'), { email }))).status).to.equal(422);
    for (const hhmm of ['09:00', '09:40', '10:20']) expect((await (await client()).post('/api/consultations', booking(id, at(3, hhmm), { email }))).status, hhmm).to.equal(201);
    const fourth = await (await client()).post('/api/consultations', booking(id, at(3, '11:00'), { email: email.toUpperCase() }));
    expect(fourth.status).to.equal(429);
    expect(Number(fourth.headers['retry-after'])).to.be.greaterThan(0);
    const { db } = await testApp();
    expect(await db('consultations').whereRaw('lower(email) = ?', [email.toLowerCase()])).to.have.length(3);
  });

  it('limits bookings per client address: the eleventh in an hour is a 429', async () => {
    const { advisers } = await world(1);
    const visitor = await client();
    const times = ['09:00', '09:40', '10:20', '11:00', '11:40', '12:20', '13:00', '13:40', '14:20', '15:00', '15:40'];
    const statuses: number[] = [];
    for (const hhmm of times) statuses.push((await visitor.post('/api/consultations', booking(advisers[0]!.user.id, at(7, hhmm)))).status);
    expect(statuses).to.deep.equal([...Array(10).fill(201), 429]);
  });
});

describe('API: a booking’s manage link', function () {
  this.timeout(40_000);
  afterEach(() => testClock.reset());

  async function booked(over: Record<string, unknown> = {}, days = 5, hhmm = '11:00') {
    const w = await world(2);
    const body = booking(w.advisers[0]!.user.id, at(days, hhmm), { destination: w.destination, ...over });
    const res = await (await client()).post('/api/consultations', body);
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    return { ...w, body, created: res.body as { id: number; start: string; manage_url: string }, token: tokenOf(res.body.manage_url) };
  }

  it('shows the booking by its token; an unknown token is a 404', async () => {
    const { created, token, body } = await booked();
    const visitor = await client();
    const res = await visitor.get(`/api/consultations/${token}`);
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ id: created.id, start: created.start, status: 'booked', email: body.email, time_zone: 'Europe/Rome', video_url: 'https://meet.example.com/adviser' });
    expect(res.body.reschedule_until).to.equal(new Date(Date.parse(created.start) - 12 * H).toISOString());
    expect(res.body.cancel_until).to.equal(created.start);
    expect((await visitor.get(`/api/consultations/${'x'.repeat(43)}`)).status).to.equal(404);
    // One character changed (never to itself: the last one of 32 bytes in base64url is one of only 16).
    const altered = token.slice(0, 42) + (token.endsWith('A') ? 'E' : 'A');
    expect((await visitor.get(`/api/consultations/${altered}`)).status).to.equal(404);
    expect((await visitor.post(`/api/consultations/${'y'.repeat(43)}/cancel`)).status).to.equal(404);
  });

  it('moves the booking: same UID, SEQUENCE + 1, both sides get METHOD:REQUEST at the new time; the old slot is free again', async () => {
    const { created, token, body, advisers, destination } = await booked();
    const { db } = await testApp();
    const before = await db('consultations').where({ id: created.id }).first();
    const newStart = at(6, '14:20');
    const res = await (await client()).post(`/api/consultations/${token}/reschedule`, { start: newStart });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.start).to.equal(newStart);
    const visitorMails = await mails(body.email);
    const adviserMails = (await mails(advisers[0]!.user.email)).filter((m) => m.text.includes(body.name));
    expect(visitorMails).to.have.length(2);
    expect(adviserMails).to.have.length(2);
    for (const list of [visitorMails, adviserMails]) {
      const [first, second] = list.map(eventOf);
      expect(methodOf(list[1]!)).to.equal('REQUEST');
      expect(second!.uid).to.equal(first!.uid).and.to.equal(before.uid);
      expect(Number(second!.sequence)).to.equal(Number(first!.sequence) + 1);
      expect(second!.start.toISOString()).to.equal(newStart);
    }
    const slots = await (await client()).get(`/api/consultations/slots?from=${created.start.slice(0, 10)}&days=1&destination=${destination}`);
    expect((slots.body.slots as Array<{ start: string; adviser: { id: number } }>).some((s) => s.start === created.start && s.adviser.id === advisers[0]!.user.id)).to.equal(true);

    // To the other adviser: the first gets the cancellation of their invitation, the second the request.
    const third = at(6, '15:00');
    const moved = await (await client()).post(`/api/consultations/${token}/reschedule`, { start: third, adviser_id: advisers[1]!.user.id });
    expect(moved.status, JSON.stringify(moved.body)).to.equal(200);
    expect(moved.body.adviser.id).to.equal(advisers[1]!.user.id);
    const lastToFirst = (await mails(advisers[0]!.user.email)).pop()!;
    expect(methodOf(lastToFirst)).to.equal('CANCEL');
    const toSecond = (await mails(advisers[1]!.user.email)).pop()!;
    expect(methodOf(toSecond)).to.equal('REQUEST');
    expect(Number(eventOf(toSecond).sequence)).to.equal(Number(before.sequence) + 2);
  });

  it('a move to a bad time is a 422 by field, to a taken one a 409 with other slots; inside the notice a 409', async () => {
    const { token, advisers, destination, created } = await booked();
    const other = await (await client()).post('/api/consultations', booking(advisers[0]!.user.id, at(6, '09:00'), { destination }));
    expect(other.status).to.equal(201);
    expect(Object.keys((await (await client()).post(`/api/consultations/${token}/reschedule`, { start: at(6, '09:10') })).body.errors)).to.deep.equal(['start']);
    expect(Object.keys((await (await client()).post(`/api/consultations/${token}/reschedule`, { start: at(6, '09:40'), adviser_id: 999_999_999 })).body.errors)).to.deep.equal(['adviser_id']);
    const taken = await (await client()).post(`/api/consultations/${token}/reschedule`, { start: at(6, '09:00') });
    expect(taken.status).to.equal(409);
    expect(taken.body.slots.length).to.be.greaterThan(0);
    // 11 hours before the start (the notice is 12): too late to move, still time to cancel.
    testClock.advance(Date.parse(created.start) - Date.now() - 11 * H);
    const late = await (await client()).post(`/api/consultations/${token}/reschedule`, { start: at(7, '09:00') });
    expect(late.status).to.equal(409);
    const { db } = await testApp();
    expect((await db('consultations').where({ id: created.id }).first()).starts_at).to.equal(created.start);
  });

  it('cancels until the start: both sides get METHOD:CANCEL with the same UID; after the start a 409', async () => {
    const first = await booked();
    const res = await (await client()).post(`/api/consultations/${first.token}/cancel`);
    expect(res.status).to.equal(200);
    expect(res.body.status).to.equal('cancelled');
    const { db } = await testApp();
    const row = await db('consultations').where({ id: first.created.id }).first();
    expect(row.status).to.equal('cancelled');
    for (const to of [first.body.email, first.advisers[0]!.user.email]) {
      const list = await mails(to);
      expect(list).to.have.length(2);
      expect(methodOf(list[1]!)).to.equal('CANCEL');
      expect(eventOf(list[1]!).uid).to.equal(row.uid);
      expect(Number(eventOf(list[1]!).sequence)).to.equal(1);
    }
    // Still shown, with its status.
    expect((await (await client()).get(`/api/consultations/${first.token}`)).body.status).to.equal('cancelled');
    const events = await db('lead_events').where({ lead_id: row.lead_id, kind: 'consultation' });
    expect(events.some((e) => /Cancelled/.test(e.summary))).to.equal(true);

    const second = await booked({}, 3, '09:00');
    testClock.advance(Date.parse(second.created.start) - Date.now() + 60_000);
    const late = await (await client()).post(`/api/consultations/${second.token}/cancel`);
    expect(late.status).to.equal(409);
    expect((await db('consultations').where({ id: second.created.id }).first()).status).to.equal('booked');
    expect(await mails(second.body.email)).to.have.length(1);
  });

  it('forget me erases the lead, its timeline and consultations, and cancels the adviser’s invitation; a registered student is refused', async () => {
    const { token, body, created, advisers } = await booked();
    const { db } = await testApp();
    const leadId = (await db('consultations').where({ id: created.id }).first()).lead_id;
    const res = await (await client()).post(`/api/consultations/${token}/forget`);
    expect(res.status).to.equal(204);
    expect(await db('leads').where({ id: leadId })).to.have.length(0);
    expect(await db('lead_events').where({ lead_id: leadId })).to.have.length(0);
    expect(await db('consultations').where({ lead_id: leadId })).to.have.length(0);
    expect((await (await client()).get(`/api/consultations/${token}`)).status).to.equal(404);
    const last = (await mails(advisers[0]!.user.email)).pop()!;
    expect(methodOf(last)).to.equal('CANCEL');
    expect(await mails(body.email)).to.have.length(1);

    const student = await signedInClient('user');
    const theirs = await booked({ email: student.user.email }, 5, '13:00');
    await db('leads').whereRaw('lower(email) = ?', [student.user.email.toLowerCase()]).update({ student_id: student.user.id });
    expect((await (await client()).post(`/api/consultations/${theirs.token}/forget`)).status).to.equal(409);
    expect(await db('consultations').where({ id: theirs.created.id })).to.have.length(1);
  });
});

describe('API: staff consultations', function () {
  this.timeout(40_000);
  afterEach(() => testClock.reset());

  it('advisers list their own only (another adviser_id is ignored); admins all or one adviser’s; students 403', async () => {
    const { advisers } = await world(2);
    const [a, b] = advisers as [Adviser, Adviser];
    const bookA = await (await client()).post('/api/consultations', booking(a.user.id, at(4, '09:00')));
    const bookB = await (await client()).post('/api/consultations', booking(b.user.id, at(4, '09:00')));
    const laterA = await (await client()).post('/api/consultations', booking(a.user.id, at(3, '12:20')));
    const day = at(3, '00:00').slice(0, 10);
    const to = at(4, '00:00').slice(0, 10);
    const own = await a.client.get(`/api/staff/consultations?from=${day}&to=${to}`);
    expect(own.status).to.equal(200);
    expect(own.body.results.map((r: { id: number }) => r.id)).to.deep.equal([laterA.body.id, bookA.body.id]);
    expect(Object.keys(own.body.results[0]).sort()).to.include.members(['id', 'start', 'end', 'name', 'email', 'topic', 'status', 'lead_id']);
    const sneaky = await a.client.get(`/api/staff/consultations?adviser_id=${b.user.id}&from=${day}&to=${to}`);
    expect(sneaky.body.results.map((r: { id: number }) => r.id)).to.deep.equal([laterA.body.id, bookA.body.id]);
    const admin = await signedInClient('admin');
    const forB = await admin.client.get(`/api/staff/consultations?adviser_id=${b.user.id}`);
    expect(forB.body.results.map((r: { id: number }) => r.id)).to.deep.equal([bookB.body.id]);
    const all = await admin.client.get(`/api/staff/consultations?from=${day}&to=${to}`);
    expect(all.body.results.map((r: { id: number }) => r.id)).to.include.members([bookA.body.id, bookB.body.id, laterA.body.id]);
    expect((await admin.client.get(`/api/staff/consultations?from=${to}&to=${day}`)).status).to.equal(422);
    const student = await signedInClient('user');
    expect((await student.client.get('/api/staff/consultations')).status).to.equal(403);
    expect((await student.client.patch(`/api/staff/consultations/${bookA.body.id}`, { notes: 'x' })).status).to.equal(403);
  });

  it('PATCH: another adviser’s is a 404; attended only after the start; a staff cancellation mails METHOD:CANCEL to both; audited with a lead event', async () => {
    const { advisers } = await world(2);
    const [a, b] = advisers as [Adviser, Adviser];
    const body = booking(a.user.id, at(4, '09:40'));
    const made = await (await client()).post('/api/consultations', body);
    const id = made.body.id as number;
    const { db } = await testApp();
    const before = await db('consultations').where({ id }).first();
    expect((await b.client.patch(`/api/staff/consultations/${id}`, { notes: 'Not mine.' })).status).to.equal(404);
    const early = await a.client.patch(`/api/staff/consultations/${id}`, { status: 'attended' });
    expect(early.status).to.equal(422);
    expect(Object.keys(early.body.errors)).to.deep.equal(['status']);
    const noted = await a.client.patch(`/api/staff/consultations/${id}`, { notes: 'Wants a scholarship list.' });
    expect(noted.status).to.equal(200);
    expect(noted.body.notes).to.equal('Wants a scholarship list.');

    testClock.advance(Date.parse(made.body.start) - Date.now() + 5 * 60_000);
    const attended = await a.client.patch(`/api/staff/consultations/${id}`, { status: 'attended' });
    expect(attended.status).to.equal(200);
    expect(attended.body.status).to.equal('attended');
    testClock.reset();

    const admin = await signedInClient('admin');
    const other = await (await client()).post('/api/consultations', booking(a.user.id, at(5, '10:20')));
    const cancelled = await admin.client.patch(`/api/staff/consultations/${other.body.id}`, { status: 'cancelled' });
    expect(cancelled.status).to.equal(200);
    expect(cancelled.body.status).to.equal('cancelled');
    const row = await db('consultations').where({ id: other.body.id }).first();
    for (const to of [row.email, a.user.email]) {
      const last = (await mails(to)).filter((m) => m.calendar.includes(row.uid)).pop()!;
      expect(methodOf(last)).to.equal('CANCEL');
      expect(Number(eventOf(last).sequence)).to.equal(1);
    }
    expect((await admin.client.patch(`/api/staff/consultations/${other.body.id}`, { status: 'booked' })).status).to.equal(422);
    const audit = await db('audit_log').whereIn('target_id', [id, other.body.id]).where({ target_type: 'consultation' }).orderBy('id');
    expect(audit.map((e) => e.action)).to.deep.equal(['consultation.update', 'consultation.update', 'consultation.cancel']);
    const events = await db('lead_events').where({ lead_id: before.lead_id, kind: 'consultation' });
    expect(events.some((e) => /attended/.test(e.summary) && Number(e.by_id) === a.user.id)).to.equal(true);
  });
});

describe('consultation reminders', function () {
  this.timeout(40_000);

  it('a day before, one reminder to each side, however many sweeps run at once; a moved booking is reminded again', async () => {
    const { advisers } = await world(1);
    const body = booking(advisers[0]!.user.id, at(4, '15:00'));
    const made = await (await client()).post('/api/consultations', body);
    const { services, db } = await testApp();
    const start = Date.parse(made.body.start);
    // Two days before: not due yet (other tests' bookings may be).
    await services.consultations.remind(new Date(start - 48 * H));
    expect(await db('consultation_reminders').where({ consultation_id: made.body.id })).to.have.length(0);
    const now = new Date(start - 23 * H);
    const sent = await Promise.all(Array.from({ length: 6 }, () => services.consultations.remind(now)));
    expect(sent.reduce((x, y) => x + y, 0)).to.be.at.least(1);
    const rows = await db('consultation_reminders').where({ consultation_id: made.body.id });
    expect(rows.map((r) => r.kind)).to.deep.equal([`24h:${made.body.start}`]);
    const toVisitor = (await mails(body.email)).filter((m) => /Reminder/.test(m.subject));
    const toAdviser = (await mails(advisers[0]!.user.email)).filter((m) => /^Tomorrow/.test(m.subject));
    expect(toVisitor).to.have.length(1);
    expect(toAdviser).to.have.length(1);
    expect(methodOf(toVisitor[0]!)).to.equal('REQUEST');
    // Moved to the next day: reminded again, once, for the new start.
    const newStart = at(5, '15:00');
    expect((await (await client()).post(`/api/consultations/${tokenOf(made.body.manage_url)}/reschedule`, { start: newStart })).status).to.equal(200);
    const later = new Date(Date.parse(newStart) - 2 * H);
    await Promise.all([services.consultations.remind(later), services.consultations.remind(later)]);
    const kinds = (await db('consultation_reminders').where({ consultation_id: made.body.id }).orderBy('sent_at')).map((r) => r.kind);
    expect(kinds).to.deep.equal([`24h:${made.body.start}`, `24h:${newStart}`]);
    expect((await mails(body.email)).filter((m) => /Reminder/.test(m.subject))).to.have.length(2);
    // Cancelled: nothing more.
    expect((await (await client()).post(`/api/consultations/${tokenOf(made.body.manage_url)}/cancel`)).status).to.equal(200);
    await services.consultations.remind(new Date(Date.parse(newStart) - H));
    expect(await db('consultation_reminders').where({ consultation_id: made.body.id })).to.have.length(2);
  });
});
