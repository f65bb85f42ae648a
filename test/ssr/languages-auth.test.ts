// The sign-in, registration and account pages in Spanish and Arabic: no interface string of the English pages left in
// what the server draws.
import { expect } from 'chai';
import { client, testApp } from '../helpers/app';
import { signedInClient } from '../helpers/factories';

/** The text a reader sees in the page's <main> (tags, scripts and styles taken out). */
function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? html;
  return main
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Attribute values a reader meets too (placeholders, labels for assistive technology). */
const attributes = (html: string) => [...html.matchAll(/(?:placeholder|aria-label|title)="([^"]*)"/g)].map((m) => m[1]);

const ENGLISH = [
  'Sign in',
  'E-mail address',
  'Password',
  'Remember me',
  'Forgot your password',
  'Create an account',
  'Register',
  'First name',
  'Last name',
  'Confirm password',
  'Create account',
  'Already registered',
  'terms of use',
  'privacy policy',
  'or with your e-mail address',
  'Pick up your application',
  'A free account',
];

function expectNoEnglish(html: string, page: string) {
  const text = mainText(html);
  for (const words of ENGLISH) expect(text, `${page}: "${words}"`).not.to.include(words);
}

describe('SSR: sign-in and registration pages in other languages', () => {
  it('/es/login is in Spanish', async () => {
    const res = await (await client()).get('/es/login');
    expect(res.status).to.equal(200);
    expectNoEnglish(res.text, '/es/login');
    const text = mainText(res.text);
    expect(text).to.include('Inicia sesión en tu cuenta').and.include('Correo electrónico').and.include('¿Olvidaste tu contraseña?');
    expect(res.text).to.include('href="/es/password/reset"');
  });

  it('/ar/register is in Arabic', async () => {
    const res = await (await client()).get('/ar/register');
    expect(res.status).to.equal(200);
    expectNoEnglish(res.text, '/ar/register');
    expect(mainText(res.text)).to.include('أنشئ حسابك').and.include('شروط الاستخدام');
    expect(res.text).to.match(/<html[^>]* dir="rtl"/);
  });

  it('/es/password/reset and /es/register are in Spanish', async () => {
    const c = await client();
    for (const page of ['/es/password/reset', '/es/register']) {
      const res = await c.get(page);
      expect(res.status).to.equal(200);
      expectNoEnglish(res.text, page);
    }
  });

  it('the English pages read as before', async () => {
    const res = await (await client()).get('/login');
    const text = mainText(res.text);
    expect(text).to.include('Sign in to your account').and.include('E-mail address').and.include('Forgot your password?');
    expect(attributes(res.text)).to.be.an('array');
  });
});

describe('SSR: a Spanish student’s account pages', () => {
  it('/es/account/profile for a signed-in Spanish user is in Spanish', async () => {
    const { client: c, user } = await signedInClient('user', false, 'Lucía');
    expect((await c.patch('/api/settings/profile', { firstname: user.firstname, lastname: user.lastname, email: user.email, locale: 'es', time_zone: 'America/Lima' })).status).to.equal(200);
    const res = await c.get('/es/account/profile');
    expect(res.status).to.equal(200);
    const text = mainText(res.text);
    for (const words of ['Update Profile', 'First name', 'Last name', 'E-mail address', 'Phone', 'Date of birth', 'Nationality', 'Save', 'Language', 'Time zone']) {
      expect(text, `/es/account/profile: "${words}"`).not.to.include(words);
    }
    expect(text).to.include('Nombre').and.include('Idioma').and.include('Zona horaria');
  });

  it('the other account pages of a Spanish student are in Spanish, with dates in their zone', async () => {
    const { client: c, user } = await signedInClient('user', false, 'Lucía');
    expect((await c.patch('/api/settings/profile', { firstname: user.firstname, lastname: user.lastname, email: user.email, locale: 'es', time_zone: 'America/Lima' })).status).to.equal(200);
    const english: Record<string, string[]> = {
      '/es/account': ['Welcome back', 'Your account', 'Member since', 'Not chosen yet', 'Upload Documents', 'Change Password', 'Your data'],
      '/es/account/password': ['Change Password', 'Current password', 'New password', 'Confirm new password', 'At least 8 characters'],
      '/es/account/security': ['Two-step sign-in', 'Signed-in sessions', 'This device', 'signed in', 'last used', 'Set up two-step sign-in'],
      '/es/account/privacy': ['Download your data', 'Delete your account', 'Your password', 'privacy policy'],
      '/es/account/documents': ['Add documents', 'What are you uploading', 'Choose files', 'Storage used', 'Your documents', 'Who has opened'],
      '/es/account/applications': ['Your applications', 'Shortlist a programme', 'Course', 'Intake', 'Add to my shortlist', 'Choose an institution'],
      '/es/account/plan': ['Your plan', 'All steps, in order', 'Subscribe in your calendar', 'Make a new private link', 'Copy'],
      '/es/account/messages': ['Your conversation', 'No messages yet', 'Your message', 'Send message', 'characters'],
    };
    for (const [page, words] of Object.entries(english)) {
      const res = await c.get(page);
      expect(res.status, page).to.equal(200);
      const text = mainText(res.text);
      for (const w of words) expect(text, `${page}: "${w}"`).not.to.include(w);
    }
    // The sessions' times in the student's zone and language.
    const security = mainText((await c.get('/es/account/security')).text);
    expect(security).to.include('Este dispositivo').and.include('sesión iniciada el');
  });

  it('staff read the student’s language and time zone, in English, on the student’s user page and file', async () => {
    const { user } = await signedInClient('user', false, 'Lucía');
    const { db } = await testApp();
    await db('users').where({ id: user.id }).update({ locale: 'es', time_zone: 'America/Lima' });
    const { client: admin } = await signedInClient('admin');
    for (const page of [`/admin/users/${user.id}`, `/admin/students/${user.id}`]) {
      const res = await admin.get(page);
      expect(res.status, page).to.equal(200);
      const text = mainText(res.text);
      expect(text, page).to.include('Language').and.include('Spanish (es)').and.include('Time zone').and.include('America/Lima');
    }
  });
});
