// A profile field is one row of its description (shared/profile.ts, decision 0042): a migration adds its column, the
// row says the rest, and a field on the board takes one line in the card. This test adds fields the site does not
// have — rows of its own, their columns added to the test database here — to an app made with them, and follows them
// through: the profile form accepts and checks them, the audit log names them, the completeness counts them, the
// staff file and the board answer them. Nothing else knows of them.
import { expect } from 'chai';
import * as z from 'zod';
import { type App, createApp } from '../../server/app';
import type { AuditEntry } from '../../shared/audit';
import { boardFields, PROFILE_FIELDS, type ProfileField, type ProfileOf, profileCompleteness, profileRows, profileSchemas, type UserProfile } from '../../shared/profile';
import { optional } from '../../shared/schemas/fields';
import type { User } from '../../shared/types';
import { Client, client, testApp, testEnv } from '../helpers/app';
import { createUser, ensureCountry, PASSWORD } from '../helpers/factories';

/** A field advisers see on the board. */
const englishScore = {
  key: 'english_score',
  label: 'English test score',
  short: 'English score',
  audit: 'English test score',
  schema: optional(
    z
      .string({ error: 'Enter a band score such as 6.5.' })
      .trim()
      .regex(/^\d(\.[05])?$/, 'Enter a band score such as 6.5.'),
  ),
  input: { kind: 'text', type: 'text', hint: 'IELTS, or its equivalent' },
  seen: ['student', 'file', 'board'],
  complete: true,
} as const satisfies ProfileField;

/** A field only staff fill in and read: not on the student's form, not counted towards their completeness. */
const visaReference = {
  key: 'visa_reference',
  label: 'Visa application reference',
  schema: optional(z.string({ error: 'Enter the reference.' }).trim().max(40, 'Keep the reference under 40 characters.')),
  input: { kind: 'text', type: 'text' },
  seen: ['file'],
  complete: false,
} as const satisfies ProfileField;

const fields = [...PROFILE_FIELDS, englishScore, visaReference] as const;

// The types follow the rows: the compiler knows the new fields' values, and the site's own types do not have them.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const typed: [Equal<ProfileOf<(typeof fields)[number]>['english_score'], string | null>, Equal<'english_score' extends keyof UserProfile ? true : false, false>] = [true, true];

describe('API: a profile field added by one row of its description', function () {
  this.timeout(30_000);
  let site: App;

  before(async () => {
    const { db } = await testApp();
    // The migration a real field would have.
    await db.schema.alterTable('users', (t) => {
      t.string('english_score', 3).nullable();
      t.string('visa_reference', 40).nullable();
    });
    site = createApp({ env: testEnv(), db, profile: fields });
  });

  after(async () => {
    await site?.close();
    const { db } = await testApp();
    await db.schema.alterTable('users', (t) => t.dropColumns('english_score', 'visa_reference'));
  });

  async function signIn(user: User): Promise<Client> {
    // The app answers the test's fields too, which the site's OpenAPI document rightly does not know.
    const c = new Client(site.handler, { answers: 'unchecked' });
    const res = await c.post('/api/login', { email: user.email, password: PASSWORD });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return c;
  }

  async function world() {
    const { services, db } = await testApp();
    const admin = await createUser({ role: 'admin', firstname: 'Ada' });
    const adviser = await createUser({ role: 'adviser', firstname: 'Grace' });
    const student = await createUser({ firstname: 'Priya', lastname: 'Nair' });
    await db('users').where({ id: student.id }).update({ adviser_id: adviser.id });
    const country = await ensureCountry('profile-land');
    const institution = await services.study.institutions.admin.create(admin, { name: `Field College ${Date.now()}`, country_id: country.id, type: 'college' });
    await services.workflow.account.addApplication(student, { institution_id: institution.id, course: 'MSc Fields', intake: '2027-09' });
    return { admin: await signIn(admin), adminId: admin.id, adviser: await signIn(adviser), student: await signIn(student), user: student };
  }

  const form = (user: User, values: Record<string, unknown>) => ({ firstname: user.firstname, lastname: user.lastname, email: user.email, ...values });

  it('the student’s profile form accepts and checks it; a field only staff see is not theirs to send', async () => {
    const { student, user } = await world();
    const refused = await student.patch('/api/settings/profile', form(user, { english_score: 'nine' }));
    expect(refused.status).to.equal(422);
    expect(refused.body.errors).to.deep.equal({ english_score: ['Enter a band score such as 6.5.'] });

    const saved = await student.patch('/api/settings/profile', form(user, { english_score: ' 7.5 ', visa_reference: 'V-123' }));
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    expect(saved.body).to.include({ english_score: '7.5', visa_reference: null });
    expect((await student.get('/api/user')).body).to.include({ english_score: '7.5', visa_reference: null });
    // The same student on the site's own app: no such field.
    const elsewhere = await client();
    await elsewhere.post('/api/login', { email: user.email, password: PASSWORD });
    expect(Object.keys((await elsewhere.get('/api/user')).body)).to.include('phone').and.not.include('english_score');
  });

  it('the admin edits both; the audit log names what changed by the words of the description', async () => {
    const { admin, adminId, user } = await world();
    const res = await admin.patch(`/api/admin/users/${user.id}`, form(user, { role: 'user', english_score: '8', visa_reference: 'V-123' }));
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body).to.include({ english_score: '8', visa_reference: 'V-123' });
    const refused = await admin.patch(`/api/admin/users/${user.id}`, form(user, { role: 'user', visa_reference: 'V'.repeat(41) }));
    expect(refused.body.errors).to.deep.equal({ visa_reference: ['Keep the reference under 40 characters.'] });

    const log = await admin.get(`/api/admin/audit?actor_id=${adminId}&action=user.update`);
    expect(log.status, JSON.stringify(log.body)).to.equal(200);
    expect((log.body.results as AuditEntry[]).map((e) => e.summary)).to.deep.equal([`Priya Nair: English test score, visa application reference changed`]);
  });

  it('counts towards the profile’s completeness when its row says so', async () => {
    const { student, user } = await world();
    const me = (await student.patch('/api/settings/profile', form(user, { english_score: '6.5', phone: '+44 20 7946 0321' }))).body as User;
    const counted = PROFILE_FIELDS.filter((f) => f.complete).length;
    expect(profileCompleteness(me, fields)).to.deep.equal({ filled: 2, total: counted + 1 });
    expect(profileCompleteness(me)).to.deep.equal({ filled: 1, total: counted });
  });

  it('the staff file and the board answer it; the board only the field its row puts there', async () => {
    const { admin, adviser, user } = await world();
    await admin.patch(`/api/admin/users/${user.id}`, form(user, { role: 'user', english_score: '7', visa_reference: 'V-9' }));

    const file = await adviser.get(`/api/staff/students/${user.id}`);
    expect(file.status, JSON.stringify(file.body)).to.equal(200);
    expect(file.body.user).to.include({ english_score: '7', visa_reference: 'V-9' });
    const rows = profileRows(file.body.user as User, [], fields);
    expect(rows.slice(-2)).to.deep.equal([
      ['English score', '7'],
      ['Visa application reference', 'V-9'],
    ]);

    const board = await adviser.get('/api/staff/applications');
    expect(board.status).to.equal(200);
    const card = (board.body.results as Array<{ course: string; student: Record<string, unknown> }>).find((a) => a.student.id === user.id);
    expect(card?.student).to.include({ id: user.id, name: 'Priya Nair', english_score: '7' });
    expect(card?.student).not.to.have.property('visa_reference');
    expect(boardFields(fields).map((f) => f.key)).to.include('english_score').and.not.include('visa_reference');
  });

  it('the schemas are made once per list of fields, the site’s without the test’s', () => {
    expect(typed).to.deep.equal([true, true]);
    expect(profileSchemas(fields)).to.equal(profileSchemas(fields));
    expect(Object.keys(profileSchemas(fields).profile.shape)).to.include('english_score').and.not.include('visa_reference');
    expect(Object.keys(profileSchemas(fields).adminUpdate.shape)).to.include.members(['english_score', 'visa_reference']);
    expect(Object.keys(profileSchemas().adminUpdate.shape)).not.to.include('english_score');
  });
});

describe('the site’s profile fields', () => {
  it('each has its column in `users` (a field without its migration fails here, not in production)', async () => {
    const { db } = await testApp();
    const columns = (await db('information_schema.columns').where({ table_name: 'users' }).pluck('column_name')) as string[];
    expect(PROFILE_FIELDS.map((f) => f.key).filter((key) => !columns.includes(key))).to.deep.equal([]);
  });
});
