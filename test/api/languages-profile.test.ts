// A person's language and time zone: in the profile (PATCH /api/settings/profile, GET /api/user), from the browser at
// registration, and in the mails they get.
import { expect } from 'chai';
import { createApp } from '../../server/app';
import { Client, client, testApp, testEnv } from '../helpers/app';
import { createUser, PASSWORD, signedInClient, uniqueEmail } from '../helpers/factories';
import { outbox, tokenOf } from '../helpers/identity';
import { firstLink } from '../helpers/mail';
import { callbackData, startMockProvider } from '../helpers/oauth';

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

describe('Mails in the reader’s language and time zone', () => {
  it('a Spanish user’s password reset mail is in Spanish, with a link to the Spanish page', async () => {
    const { user } = await speaker('es', 'America/Mexico_City');
    const c = await client();
    expect((await c.post('/api/password/email', { email: user.email })).status).to.equal(200);
    const mail = (await outbox(user.email)).find((m) => m.subject.startsWith('Restablece'));
    expect(mail, 'a Spanish reset mail').not.to.equal(undefined);
    expect(mail!.subject).to.equal('Restablece tu contraseña de Meridian Study Abroad');
    expect(mail!.text).to.include('Hola, Lucía:');
    expect(mail!.text).to.include('durante los próximos 60 minutos');
    expect(mail!.html).to.include('<html lang="es">');
    const url = new URL(firstLink(mail!));
    expect(url.pathname).to.match(/^\/es\/password\/reset\/[\w-]{20,}$/);
    expect(mail!.text).not.to.include('Reset password');
  });

  it('an Arabic user’s mails are in Arabic, right to left, with times in their zone', async () => {
    const { client: c, user } = await speaker('ar', 'Asia/Dubai', 'Layla');
    const anon = await client();
    expect((await anon.post('/api/password/email', { email: user.email })).status).to.equal(200);
    const reset = (await outbox(user.email)).find((m) => m.subject.includes('أعد تعيين كلمة مرورك'));
    expect(reset, 'an Arabic reset mail').not.to.equal(undefined);
    expect(reset!.html).to.include('<html lang="ar" dir="rtl">');
    expect(new URL(firstLink(reset!)).pathname).to.match(/^\/ar\/password\/reset\//);
    // A security notice says when, in the reader's zone and language.
    const before = Date.now();
    expect((await c.patch('/api/settings/password', { current_password: PASSWORD, password: 'new lanterns at dusk', password_confirmation: 'new lanterns at dusk' })).status).to.equal(204);
    const changed = (await outbox(user.email)).find((m) => m.subject === 'تم تغيير كلمة المرور');
    expect(changed, 'an Arabic notice').not.to.equal(undefined);
    const when = new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'Asia/Dubai' }).format(new Date(before));
    expect(changed!.text).to.include(when);
    expect(changed!.text).to.include('(Asia/Dubai)');
    expect(changed!.text).to.match(/\/ar\/password\//);
  });

  it('a Spanish notice gives the time in the reader’s zone', async () => {
    const { client: c, user } = await speaker('es', 'America/Mexico_City');
    const at = new Date();
    expect((await c.patch('/api/settings/password', { current_password: PASSWORD, password: 'new lanterns at dusk', password_confirmation: 'new lanterns at dusk' })).status).to.equal(204);
    const mail = (await outbox(user.email)).find((m) => m.subject === 'Tu contraseña fue cambiada');
    expect(mail).not.to.equal(undefined);
    const day = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'America/Mexico_City' }).format(at);
    expect(mail!.text).to.include(`El ${day} a las `);
    expect(mail!.text).to.include('(America/Mexico_City)');
  });

  it('a registration’s link comes in the language of the page it was made on', async () => {
    const c = await client();
    const email = uniqueEmail('ar');
    const body = { firstname: 'Omar', lastname: 'Haddad', email, password: PASSWORD, password_confirmation: PASSWORD, locale: 'ar', time_zone: 'Africa/Cairo' };
    expect((await c.post('/api/register', body)).status).to.equal(201);
    const [mail] = await outbox(email);
    expect(mail!.subject).to.equal('أكّد بريدك الإلكتروني في Meridian Study Abroad');
    expect(new URL(firstLink(mail!)).pathname).to.match(/^\/ar\/email\/verify\//);
    expect((await c.post('/api/email/verify', { token: tokenOf(mail!) })).status).to.equal(200);
    const welcome = (await outbox(email)).find((m) => m.subject === 'مرحبًا بك في Meridian Study Abroad');
    expect(welcome?.text).to.include('مرحبًا Omar،');
  });

  it('an English user’s mails stay as they were', async () => {
    const { user } = await signedInClient();
    const c = await client();
    await c.post('/api/password/email', { email: user.email });
    const mail = (await outbox(user.email)).find((m) => m.subject === 'Reset your Meridian Study Abroad password');
    expect(mail?.text).to.include('The link works once, for the next 60 minutes.');
    expect(new URL(firstLink(mail!)).pathname).to.match(/^\/password\/reset\//);
    expect(mail!.html).to.include('<html lang="en">');
  });

  it('the contact form’s receipt is in the language the form sent', async () => {
    const c = await client();
    const email = uniqueEmail('visitor');
    const res = await c.post('/api/contact', { name: 'Sofía Pérez', email, phone: '', country: '', enquiry_type: 'study-options', message: 'Quisiera estudiar en Canadá el próximo año.', consent: true, locale: 'es' });
    expect(res.status, JSON.stringify(res.body)).to.be.oneOf([200, 201, 204]);
    const receipt = (await outbox(email))[0];
    expect(receipt?.subject).to.equal('Recibimos tu mensaje — Meridian Study Abroad');
    expect(receipt?.text).to.include('Hola, Sofía Pérez:');
  });
});

describe('API: an account made by a provider sign-in', () => {
  it('gets the language of the page the sign-in started on', async () => {
    const provider = await startMockProvider();
    try {
      const { db } = await testApp();
      const { app } = createApp({ env: testEnv(provider.env), db });
      const email = uniqueEmail('oauth-es');
      provider.setUser({ sub: `mock-${email}`, email, email_verified: true, given_name: 'Valentina', family_name: 'Rojas' });
      const c = new Client(app);
      const start = await c.post('/api/oauth/mock', { locale: 'es' });
      expect(start.status).to.equal(200);
      const back = new URL((await fetch(start.body.url as string, { redirect: 'manual' })).headers.get('location')!);
      const page = await c.get(back.pathname + back.search);
      expect(callbackData(page.text).status).to.equal('success');
      expect((await c.get('/api/user')).body).to.include({ email, locale: 'es', time_zone: 'UTC' });
    } finally {
      await provider.stop();
    }
  });
});
