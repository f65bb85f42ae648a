import { expect } from 'chai';
import { createApp } from '../../server/app';
import { Client, testApp, testEnv } from '../helpers/app';
import { createUser, PASSWORD, uniqueEmail } from '../helpers/factories';
import { firstLink, startSmtpServer } from '../helpers/mail';

describe('mail over SMTP (a real SMTP server on loopback)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let makeClient: () => Client;

  before(async () => {
    smtp = await startSmtpServer();
    const { db } = await testApp();
    const { app } = createApp({ env: testEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'Meridian Study Abroad <no-reply@meridianstudy.example>' }), db });
    makeClient = () => new Client(app);
  });

  after(() => smtp?.stop());

  it('delivers the reset mail whose link resets the password end to end', async () => {
    const user = await createUser();
    const res = await makeClient().post('/api/password/email', { email: user.email });
    expect(res.status).to.equal(200);
    const mail = await smtp.next(user.email);
    expect(mail.subject).to.equal('Reset your Meridian Study Abroad password');
    expect(mail.text).to.include('Meridian Study Abroad');
    expect(mail.html).to.include('<a href="http://localhost:3000/password/reset/');
    const link = new URL(firstLink(mail));
    const token = link.pathname.split('/').pop()!;
    expect(link.searchParams.get('email')).to.equal(user.email);

    const c = makeClient();
    const reset = await c.post('/api/password/reset', { token, email: user.email, password: 'harbour lights of cape town', password_confirmation: 'harbour lights of cape town' });
    expect(reset.status).to.equal(200);
    expect((await c.post('/api/login', { email: user.email, password: PASSWORD })).status).to.equal(422);
    expect((await c.post('/api/login', { email: user.email, password: 'harbour lights of cape town' })).status).to.equal(200);
  });

  it('sends the confirmation link on registration, and the welcome once it is followed', async () => {
    const email = uniqueEmail('smtp');
    const c = makeClient();
    const res = await c.post('/api/register', { firstname: 'Lerato', lastname: 'Dlamini', email, password: 'jacaranda season in pretoria', password_confirmation: 'jacaranda season in pretoria' });
    expect(res.status).to.equal(201);
    const confirm = await smtp.next(email);
    expect(confirm.subject).to.equal('Confirm your e-mail address for Meridian Study Abroad');
    expect(confirm.text).to.include('Hello Lerato,');
    const token = new URL(firstLink(confirm)).pathname.split('/').pop()!;
    expect((await c.post('/api/email/verify', { token })).status).to.equal(200);
    const mail = await smtp.next(email);
    expect(mail.subject).to.equal('Welcome to Meridian Study Abroad');
  });
});
