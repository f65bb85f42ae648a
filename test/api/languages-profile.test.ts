// A person's language and time zone: in the profile (PATCH /api/settings/profile, GET /api/user), from the browser at
// registration, and in the mails they get.
import { expect } from 'chai';
import { client, testApp } from '../helpers/app';
import { createUser, PASSWORD, signedInClient, uniqueEmail } from '../helpers/factories';
import { outbox, tokenOf } from '../helpers/identity';

const profileOf = (user: { email: string; firstname: string; lastname: string }) => ({ firstname: user.firstname, lastname: user.lastname, email: user.email });

/** Sets the enabled locales for the body of `work`, then puts back what was there. */
async function withLocales(enabled: string[], work: () => Promise<void>): Promise<void> {
  const { client: admin } = await signedInClient('admin');
  const before = (await admin.get('/api/admin/locales')).body.enabled as string[];
  expect((await admin.put('/api/admin/locales', { enabled })).status).to.equal(200);
  try {
    await work();
  } finally {
    expect((await admin.put('/api/admin/locales', { enabled: before })).status).to.equal(200);
  }
}

/** A signed-in user whose profile says `locale` and `time_zone`. */
export async function speaker(locale: string, timeZone: string, firstname = 'Lucía') {
  const { client: c, user } = await signedInClient('user', false, firstname);
  const res = await c.patch('/api/settings/profile', { ...profileOf(user), locale, time_zone: timeZone });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return { client: c, user: res.body as typeof user };
}

describe('API: a person’s language and time zone', () => {
  it('a new account has the defaults, and every user answer carries them', async () => {
    const { client: c } = await signedInClient();
    const me = await c.get('/api/user');
    expect(me.body).to.include({ locale: 'en', time_zone: 'UTC' });
  });

  it('PATCH /api/settings/profile sets them; GET /api/user answers them; leaving them out keeps them', async () => {
    const { client: c, user } = await signedInClient();
    const res = await c.patch('/api/settings/profile', { ...profileOf(user), locale: 'es', time_zone: 'America/Mexico_City' });
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ locale: 'es', time_zone: 'America/Mexico_City' });
    expect((await c.get('/api/user')).body).to.include({ locale: 'es', time_zone: 'America/Mexico_City' });
    const again = await c.patch('/api/settings/profile', { ...profileOf(user), phone: '+34 600 000 000' });
    expect(again.status).to.equal(200);
    expect(again.body).to.include({ locale: 'es', time_zone: 'America/Mexico_City' });
    // A zone's name in another case is stored as Intl spells it.
    expect((await c.patch('/api/settings/profile', { ...profileOf(user), time_zone: 'asia/tokyo' })).body.time_zone).to.equal('Asia/Tokyo');
  });

  it('refuses a language the site has no catalogue for, and a zone that does not exist (422)', async () => {
    const { client: c, user } = await signedInClient();
    const bad = await c.patch('/api/settings/profile', { ...profileOf(user), locale: 'xx' });
    expect(bad.status).to.equal(422);
    expect(bad.body.errors).to.have.property('locale');
    const mars = await c.patch('/api/settings/profile', { ...profileOf(user), time_zone: 'Mars/Olympus' });
    expect(mars.status).to.equal(422);
    expect(mars.body.errors).to.have.property('time_zone');
    expect((await c.get('/api/user')).body).to.include({ locale: 'en', time_zone: 'UTC' });
  });

  it('refuses a language an admin has disabled (422), but keeps one the account already has', async () => {
    const { client: c, user } = await speaker('ar', 'Asia/Dubai', 'Layla');
    await withLocales(['en', 'ar'], async () => {
      const res = await c.patch('/api/settings/profile', { ...profileOf(user), locale: 'es' });
      expect(res.status).to.equal(422);
      expect(res.body.errors).to.have.property('locale');
      expect((await c.patch('/api/settings/profile', { ...profileOf(user), locale: 'ar' })).status).to.equal(200);
    });
    await withLocales(['en'], async () => {
      // Saved unchanged, a disabled language stays; it cannot be chosen anew.
      expect((await c.patch('/api/settings/profile', { ...profileOf(user), locale: 'ar' })).status).to.equal(200);
    });
  });

  it('staff read a student’s language and time zone on the user page', async () => {
    const { user } = await speaker('es', 'Europe/Madrid');
    const { client: admin } = await signedInClient('admin');
    const res = await admin.get(`/api/admin/users/${user.id}`);
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ locale: 'es', time_zone: 'Europe/Madrid' });
  });

  it('a registration carries the page’s language and the browser’s zone to the account', async () => {
    const c = await client();
    const email = uniqueEmail('es');
    const body = { firstname: 'Mateo', lastname: 'García', email, password: PASSWORD, password_confirmation: PASSWORD, terms: true, locale: 'es', time_zone: 'America/Bogota' };
    expect((await c.post('/api/register', body)).status).to.equal(201);
    const { db } = await testApp();
    expect(await db('pending_registrations').where({ email }).first('locale', 'time_zone')).to.deep.equal({ locale: 'es', time_zone: 'America/Bogota' });
    const [mail] = await outbox(email);
    const verified = await c.post('/api/email/verify', { token: tokenOf(mail!) });
    expect(verified.status).to.equal(200);
    expect(verified.body.user).to.include({ locale: 'es', time_zone: 'America/Bogota' });
  });

  it('a registration with a language or zone the site does not know gets the defaults', async () => {
    const c = await client();
    const email = uniqueEmail('odd');
    const body = { firstname: 'Ana', lastname: 'Ruiz', email, password: PASSWORD, password_confirmation: PASSWORD, locale: 'xx', time_zone: 'Mars/Olympus' };
    expect((await c.post('/api/register', body)).status).to.equal(201);
    const [mail] = await outbox(email);
    const verified = await c.post('/api/email/verify', { token: tokenOf(mail!) });
    expect(verified.body.user).to.include({ locale: 'en', time_zone: 'UTC' });
  });

  it('a user made by an operator keeps the defaults', async () => {
    const user = await createUser();
    expect(user).to.include({ locale: 'en', time_zone: 'UTC' });
  });
});
