// Privacy (decision 0036): the student's data as one zip (byte for byte, nobody
// else's), deleting an account (locked at once, restored by the mailed link within the grace period, erased after it
// with every row and file), and documents erased after DOCUMENT_RETENTION_DAYS without a sign-in (warned once first).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { outboxDir } from '../../server/mail/mailer';
import type { AccountExport } from '../../shared/privacy';
import type { User } from '../../shared/types';
import { createApp } from '../../server/app';
import { MISSING_FILE } from '../../server/features/privacy/privacy.service';
import { Client, client, testApp, testEnv } from '../helpers/app';
import { createUser, ensureCountry, PASSWORD, signedInClient } from '../helpers/factories';
import { filesUnder, pdf, png, sha256 } from '../helpers/files';
import { firstLink, mailTo, type ParsedMail } from '../helpers/mail';
import { binary, readZip } from '../helpers/zip';

const DAY = 24 * 60 * 60 * 1000;
const DELETED = 'a deleted student';
/** Where the disk marks a stored file's key while pending (`tmp/<area>.<40 hex>.key`), from the private area. */
const markOf = (key: string) => {
  const [area, , name] = key.split('/');
  return path.join('..', 'tmp', `${area}.${name}.key`);
};

async function outbox(to: string): Promise<ParsedMail[]> {
  const { services, env } = await testApp();
  await services.mailer.idle();
  return mailTo(outboxDir(env), to);
}

/** The zip as bytes (supertest would parse nothing of it by itself). */

async function exportOf(c: Client): Promise<{ account: AccountExport; entries: Map<string, Buffer> }> {
  const res = await c.get('/api/account/export').buffer(true).parse(binary as never);
  expect(res.status).to.equal(200);
  expect(res.headers['content-type']).to.match(/^application\/zip/);
  expect(res.headers['content-disposition']).to.match(/^attachment; filename="?my-data-\d{4}-\d{2}-\d{2}\.zip"?$/);
  const entries = await readZip(res.body as Buffer);
  return { account: JSON.parse(entries.get('account.json')!.toString('utf8')) as AccountExport, entries };
}

/** A student with a unique name, signed in. */
async function student(firstname = 'Zephyrine'): Promise<{ client: Client; user: User }> {
  const lastname = `Quill-${randomBytes(4).toString('hex')}`;
  const user = await createUser({ firstname, lastname });
  const c = await client();
  const res = await c.post('/api/login', { email: user.email, password: PASSWORD });
  expect(res.status).to.equal(200);
  return { client: c, user };
}

async function upload(c: Client, file: Buffer, name: string, kind: string): Promise<{ id: number }> {
  const res = await c.upload('/api/account/documents', file, name, { kind });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return res.body as { id: number };
}

/** An institution to apply to. */
async function institution(): Promise<number> {
  const { db } = await testApp();
  const country = await ensureCountry('privacy-land');
  const [row] = (await db('institutions')
    .insert({ name: `Privacy University ${randomBytes(3).toString('hex')}`, slug: `privacy-u-${randomBytes(5).toString('hex')}`, country_id: country.id })
    .returning('id')) as Array<{ id: number }>;
  return Number(row!.id);
}

/** Every column that references users.id, as (table, column) pairs, read from the database itself. */
async function userReferences(): Promise<Array<{ table: string; column: string }>> {
  const { db } = await testApp();
  const { rows } = (await db.raw(`
    select kcu.table_name as table, kcu.column_name as column
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
    where ccu.table_name = 'users' and ccu.column_name = 'id' and kcu.table_schema = current_schema()
  `)) as { rows: Array<{ table: string; column: string }> };
  return rows;
}

async function storageKeysOf(userId: number): Promise<string[]> {
  const { db } = await testApp();
  return (await db('document_versions as v').join('documents as d', 'd.id', 'v.document_id').where('d.user_id', userId).pluck('v.storage_key')) as string[];
}

describe('API: privacy — downloading my data', () => {
  it('an anonymous caller gets 401', async () => {
    const res = await (await client()).get('/api/account/export');
    expect(res.status).to.equal(401);
  });

  it('the zip holds account.json and every stored version byte for byte, with applications, messages and the access log, and nothing of another student', async () => {
    const me = await student();
    const other = await student('Otherwise');
    const passport = pdf(2000);
    const passportV2 = pdf(3000);
    const transcript = png();
    const doc = await upload(me.client, passport, 'My passport.pdf', 'passport');
    const replaced = await me.client.upload(`/api/account/documents/${doc.id}/versions`, passportV2, 'passport scan 2.pdf');
    expect(replaced.status).to.equal(201);
    await upload(me.client, transcript, 'transcript.png', 'transcript');
    const theirs = pdf(500);
    await upload(other.client, theirs, 'their-secret.pdf', 'passport');

    // Staff open the passport (the access log), the student applies and writes to their adviser.
    const admin = await signedInClient('admin');
    expect((await admin.client.get(`/api/admin/documents/${doc.id}/download`)).status).to.equal(200);
    const applied = await me.client.post('/api/account/applications', { institution_id: await institution(), course: 'MSc Cartography', intake: '2027-09' });
    expect(applied.status, JSON.stringify(applied.body)).to.equal(201);
    expect((await me.client.post('/api/account/messages', { body: 'Hello, a question about my passport.' })).status).to.equal(201);
    await other.client.post('/api/account/messages', { body: 'Someone else’s message.' });

    const { account, entries } = await exportOf(me.client);
    expect(account.profile.email).to.equal(me.user.email);
    expect(account.profile).not.to.have.property('password');
    expect(account.consents).to.have.property('terms_accepted_at');
    expect(account.documents).to.have.length(2);
    const passportDoc = account.documents.find((d) => d.kind === 'passport')!;
    expect(passportDoc.versions.map((v) => v.version)).to.deep.equal([1, 2]);
    expect(passportDoc.access_log.map((e) => e.action)).to.deep.equal(['download']);
    expect(account.applications).to.have.length(1);
    // A student who never came in as a lead (made here directly) has none in the export.
    expect(account.lead).to.equal(null);
    expect(JSON.stringify(account.applications)).to.include('MSc Cartography').and.to.include('shortlisted');
    expect((account.applications[0] as { history: unknown[] }).history).to.have.length.greaterThan(0);
    expect(account.messages.map((m) => (m as { body: string }).body)).to.deep.equal(['Hello, a question about my passport.']);

    // Every version's file, named as account.json says, with the bytes uploaded.
    const expected = new Map([
      [passportDoc.versions[0]!.file!, passport],
      [passportDoc.versions[1]!.file!, passportV2],
      [account.documents.find((d) => d.kind === 'transcript')!.versions[0]!.file!, transcript],
    ]);
    expect([...entries.keys()].sort()).to.deep.equal(['account.json', ...expected.keys()].sort());
    for (const [name, bytes] of expected) {
      expect(sha256(entries.get(name)!), name).to.equal(sha256(bytes));
    }
    // Named as uploaded (each name is the student's only file of that name).
    expect([...expected.keys()].sort()).to.deep.equal(['documents/My passport.pdf', 'documents/passport scan 2.pdf', 'documents/transcript.png']);

    // Nothing of the other student: their address, name, file name, bytes or message.
    const everything = Buffer.concat([...entries.values()]);
    for (const needle of [other.user.email, other.user.lastname, 'their-secret.pdf', 'Someone else']) expect(everything.includes(Buffer.from(needle)), needle).to.equal(false);
    expect(everything.includes(theirs)).to.equal(false);
  });

  it('a stored file that went missing is named in account.json and left out; the rest of the data still comes', async () => {
    const { env } = await testApp();
    const me = await student();
    const lost = await upload(me.client, pdf(1500), 'lost.pdf', 'passport');
    const kept = pdf(1700);
    await upload(me.client, kept, 'kept.pdf', 'transcript');
    const [lostKey] = (await (await testApp()).db('document_versions').where({ document_id: lost.id }).pluck('storage_key')) as string[];
    fs.rmSync(path.join(env.uploadsDir, 'private', lostKey!));

    const { account, entries } = await exportOf(me.client);
    const lostVersion = account.documents.find((d) => d.id === lost.id)!.versions[0]!;
    expect(lostVersion.file).to.equal(null);
    expect(lostVersion.missing).to.equal(MISSING_FILE);
    expect(lostVersion.original_name).to.equal('lost.pdf');
    expect([...entries.keys()].sort()).to.deep.equal(['account.json', 'documents/kept.pdf']);
    expect(sha256(entries.get('documents/kept.pdf')!)).to.equal(sha256(kept));
  });

  it('staff export their own account too', async () => {
    const admin = await signedInClient('admin');
    const { account, entries } = await exportOf(admin.client);
    expect(account.profile.email).to.equal(admin.user.email);
    expect([...entries.keys()]).to.deep.equal(['account.json']);
  });
});

describe('API: privacy — deleting my account', () => {
  it('a wrong or missing password is 422 on password; an account without one must have proved itself through its provider', async () => {
    const me = await student();
    expect((await me.client.send('delete', '/api/account', { password: 'not my password at all' })).body.errors).to.have.property('password');
    expect((await me.client.send('delete', '/api/account', {})).status).to.equal(422);
    expect((await me.client.send('delete', '/api/account', { password: 42 })).status).to.equal(422);
    expect((await me.client.get('/api/user')).status, 'still signed in').to.equal(200);

    const { db, services } = await testApp();
    const oauth = await student();
    await db('users').where({ id: oauth.user.id }).update({ password: null });
    const refused = await oauth.client.send('delete', '/api/account', {});
    expect(refused.status).to.equal(403);
    expect(refused.body.code).to.equal('reauth_required');
    expect((await oauth.client.get('/api/user')).status, 'still signed in').to.equal(200);
    // The provider round trip is tested against a real provider (identity-hardened.test.ts); here, its outcome.
    const session = await db('access_tokens').where({ user_id: oauth.user.id }).first('id');
    await services.auth.providerReauthenticated(Number(session.id));
    const right = await oauth.client.send('delete', '/api/account', {});
    expect(right.status).to.equal(202);
  });

  it('locks at once (every token, a clear message at sign-in), staff see it, the mail restores it within the grace period, once', async () => {
    const { env } = await testApp();
    const me = await student();
    // A second session, used by a bearer token.
    const other = await (await client()).post('/api/login', { email: me.user.email, password: PASSWORD });
    const bearer = other.body.token as string;

    const before = Date.now();
    const res = await me.client.send('delete', '/api/account', { password: PASSWORD });
    expect(res.status).to.equal(202);
    expect(Object.keys(res.body).sort()).to.deep.equal(['delete_after', 'status']);
    const deleteAfter = Date.parse(res.body.delete_after);
    expect(deleteAfter - before).to.be.within(env.accountDeletionGraceDays * DAY - 1000, env.accountDeletionGraceDays * DAY + 60_000);

    expect((await me.client.get('/api/user')).status, 'this session').to.equal(401);
    expect((await (await client()).get('/api/user').set('Authorization', `Bearer ${bearer}`)).status, 'another session').to.equal(401);
    const login = await (await client()).post('/api/login', { email: me.user.email, password: PASSWORD });
    expect(login.status).to.equal(422);
    expect(login.body.errors.email[0]).to.match(/being deleted/);
    expect(login.body.code).to.equal('account_deletion_requested');

    const admin = await signedInClient('admin');
    const seen = await admin.client.get(`/api/admin/users/${me.user.id}`);
    expect(seen.body.deletion_requested_at).to.be.a('string');
    expect(seen.body.delete_after).to.equal(new Date(deleteAfter).toISOString());

    const mail = (await outbox(me.user.email)).find((m) => /will be deleted/.test(m.subject))!;
    const link = new URL(firstLink(mail));
    expect(`${link.origin}`).to.equal(env.appUrl);
    const [, account, restore, token] = link.pathname.split('/');
    expect([account, restore]).to.deep.equal(['account', 'restore']);

    expect((await (await client()).post('/api/account/restore', { token: 'made-up' })).body.errors).to.have.property('token');
    const restored = await (await client()).post('/api/account/restore', { token });
    expect(restored.status).to.equal(200);
    expect(restored.body.status).to.be.a('string');
    expect((await (await client()).post('/api/login', { email: me.user.email, password: PASSWORD })).status).to.equal(200);
    expect((await (await client()).post('/api/account/restore', { token })).status, 'a used link').to.equal(422);
    expect((await admin.client.get(`/api/admin/users/${me.user.id}`)).body.deletion_requested_at).to.equal(null);
  });

  it('after the grace period the link fails and the sweep erases every row and file of the student; the audit log says "a deleted student"', async () => {
    const { db, env, services } = await testApp();
    const me = await student();
    const name = `${me.user.firstname} ${me.user.lastname}`;
    const doc = await upload(me.client, pdf(1000), 'passport.pdf', 'passport');
    await upload(me.client, png(), 'photo.png', 'other');
    const applied = await me.client.post('/api/account/applications', { institution_id: await institution(), course: 'BA Erasure Studies', intake: '2027-01' });
    expect(applied.status).to.equal(201);
    await me.client.post('/api/account/messages', { body: 'Please keep this.' });

    // Staff work that the audit log records, naming the student.
    const admin = await signedInClient('admin');
    expect((await admin.client.post(`/api/admin/documents/${doc.id}/approve`)).status).to.equal(200);
    expect((await admin.client.patch(`/api/admin/users/${me.user.id}`, { firstname: me.user.firstname, lastname: me.user.lastname, email: me.user.email, role: 'user', phone: '+44 20 0000 0000' })).status).to.equal(200);
    expect((await admin.client.post(`/api/staff/students/${me.user.id}/messages`, { body: 'We will.' })).status).to.equal(201);
    const staffMove = await admin.client.patch(`/api/staff/applications/${applied.body.id}`, { stage: 'preparing' });
    expect(staffMove.status, JSON.stringify(staffMove.body)).to.equal(200);
    const auditBefore = (await db('audit_log').where((w) => w.whereILike('summary', `%${me.user.lastname}%`).orWhereILike('summary', `%${me.user.email}%`))) as Array<{ id: number }>;
    expect(auditBefore.length).to.be.greaterThan(1);

    const keys = await storageKeysOf(me.user.id);
    expect(keys).to.have.length(2);
    const res = await me.client.send('delete', '/api/account', { password: PASSWORD });
    expect(res.status).to.equal(202);
    const token = new URL(firstLink((await outbox(me.user.email)).find((m) => /will be deleted/.test(m.subject))!)).pathname.split('/').pop()!;
    const due = new Date(Date.parse(res.body.delete_after) + 1000);

    // Not yet: a day before the end of the grace period the student stays (the sweep may erase other files' students
    // whose time has come, so its count says nothing about this one).
    await services.privacy.sweepDeletions(new Date(due.getTime() - DAY));
    expect(await db('users').where({ id: me.user.id }).first()).to.not.equal(undefined);
    expect(await storageKeysOf(me.user.id)).to.have.length(2);

    // Past it: the link no longer restores.
    expect((await services.privacy.restore({ token }, { ip: null }, due).catch((e: { status: number }) => e)).status).to.equal(422);

    const swept = await services.privacy.sweepDeletions(due);
    expect(swept.erased).to.be.at.least(1);
    expect((await services.privacy.sweepDeletions(due)).erased, 'once').to.equal(0);

    // No row of the student in any table that references users, nor their documents' rows.
    for (const { table, column } of await userReferences()) {
      const [{ count }] = (await db(table).where(column, me.user.id).count({ count: '*' })) as [{ count: string }];
      expect(Number(count), `${table}.${column}`).to.equal(0);
    }
    expect(await db('users').where({ id: me.user.id }).first()).to.equal(undefined);
    expect(await db('document_versions').whereIn('storage_key', keys).first()).to.equal(undefined);
    expect(await db('applications').where({ id: applied.body.id }).first()).to.equal(undefined);
    expect(await db('messages').where('body', 'Please keep this.').first()).to.equal(undefined);
    // No file of theirs under UPLOADS_DIR, nor the mark each key had while its file was going (the disk's name for it).
    const files = filesUnder(env.uploadsDir).map((f) => path.relative(path.join(env.uploadsDir, 'private'), f));
    for (const key of keys) expect(files).not.to.include(key).and.not.to.include(markOf(key));

    // The audit log keeps its entries, naming "a deleted student" instead.
    const after = (await db('audit_log').whereIn(
      'id',
      auditBefore.map((r) => r.id),
    )) as Array<{ summary: string; actor_name: string; target_type: string; target_id: number }>;
    expect(after).to.have.length(auditBefore.length);
    for (const entry of after) {
      expect(entry.summary).not.to.include(me.user.email);
      expect(entry.summary).not.to.include(name);
      expect(entry.summary).not.to.include(me.user.lastname);
      expect(entry.summary).to.include(DELETED);
    }
    const userEntry = after.find((e) => e.target_type === 'user' && Number(e.target_id) === me.user.id)!;
    expect(userEntry.summary.startsWith(DELETED)).to.equal(true);
    // And an admin reading the log sees the same.
    const log = await admin.client.get(`/api/admin/audit?q=user:${me.user.id}`);
    expect(log.body.results.length).to.be.greaterThan(0);
    expect(JSON.stringify(log.body)).not.to.include(me.user.lastname);
  });

  it('an administrator cannot delete their own account here', async () => {
    const admin = await signedInClient('admin');
    expect((await admin.client.send('delete', '/api/account', { password: PASSWORD })).status).to.equal(403);
  });

  it('restoring needs a token: bad bodies are 422 on token', async () => {
    const c = await client();
    for (const body of [{}, { token: '' }, { token: 12 }, { token: 'x'.repeat(500) }, { token: null }]) {
      const res = await c.post('/api/account/restore', body);
      expect(res.status, JSON.stringify(body)).to.equal(422);
      expect(res.body.errors).to.have.property('token');
    }
  });
});

describe('API: privacy — document retention', () => {
  /** A student whose last sign-in (and every other sign of life) was at `at`. */
  async function inactiveSince(at: Date): Promise<{ user: User; keys: string[] }> {
    const { db } = await testApp();
    const me = await student();
    await upload(me.client, pdf(100), 'old.pdf', 'cv');
    await upload(me.client, png(), 'old.png', 'other');
    await db('users').where({ id: me.user.id }).update({ created_at: at, last_login_at: at });
    await db('access_tokens').where({ user_id: me.user.id }).update({ last_used_at: at, created_at: at });
    return { user: me.user, keys: await storageKeysOf(me.user.id) };
  }

  it('one warning mail 30 days before, then the documents (rows and files) are erased, each exactly once', async () => {
    const { db, env, services } = await testApp();
    const retention = env.documentRetentionDays;
    // A clock of our own, in a past where no other test's student exists.
    const start = new Date(Date.UTC(2001, 0, 1));
    const at = (days: number) => new Date(start.getTime() + days * DAY);
    const { user, keys } = await inactiveSince(start);
    const warnings = async () => (await outbox(user.email)).filter((m) => /will be deleted/.test(m.subject) && /documents/i.test(m.subject));

    expect(await services.privacy.sweepRetention(at(retention - 31))).to.deep.equal({ warned: 0, erased: 0 });
    expect(await warnings()).to.have.length(0);

    expect((await services.privacy.sweepRetention(at(retention - 30))).warned).to.equal(1);
    expect((await services.privacy.sweepRetention(at(retention - 29))).warned, 'once').to.equal(0);
    const mails = await warnings();
    expect(mails).to.have.length(1);
    expect(mails[0]!.text).to.include(`${retention} days`);

    // Not yet at the day before.
    expect((await services.privacy.sweepRetention(at(retention - 1))).erased).to.equal(0);
    expect(await db('documents').where({ user_id: user.id })).to.have.length(2);

    expect((await services.privacy.sweepRetention(at(retention))).erased).to.equal(1);
    expect((await services.privacy.sweepRetention(at(retention + 1))).erased, 'once').to.equal(0);
    expect(await db('documents').where({ user_id: user.id })).to.have.length(0);
    expect(await db('document_versions').whereIn('storage_key', keys)).to.have.length(0);
    const files = filesUnder(env.uploadsDir).map((f) => path.relative(path.join(env.uploadsDir, 'private'), f));
    for (const key of keys) expect(files).not.to.include(key).and.not.to.include(markOf(key));
    // The account itself stays; no second warning.
    expect(await db('users').where({ id: user.id }).first()).to.not.equal(undefined);
    expect(await warnings()).to.have.length(1);
  });

  it('a sign-in after the warning keeps the documents; nobody loses documents without the 30 days of the warning', async () => {
    const { db, env, services } = await testApp();
    const retention = env.documentRetentionDays;
    const start = new Date(Date.UTC(2003, 0, 1));
    const at = (days: number) => new Date(start.getTime() + days * DAY);
    const { user } = await inactiveSince(start);
    expect((await services.privacy.sweepRetention(at(retention - 30))).warned).to.equal(1);
    // Signs in on day retention - 10.
    await db('users').where({ id: user.id }).update({ last_login_at: at(retention - 10) });
    expect((await services.privacy.sweepRetention(at(retention))).erased).to.equal(0);
    expect(await db('documents').where({ user_id: user.id })).to.have.length(2);

    // Never warned (the work did not run) and already past the period: warned now, erased 30 days later, not before.
    const late = new Date(Date.UTC(2006, 0, 1));
    const other = await inactiveSince(late);
    const lateAt = (days: number) => new Date(late.getTime() + days * DAY);
    const warnedOf = async (id: number) => ((await db('users').where({ id }).first()) as { retention_warned_at: string | null }).retention_warned_at;
    await services.privacy.sweepRetention(lateAt(retention + 5));
    expect(new Date(String(await warnedOf(other.user.id))).getTime()).to.equal(lateAt(retention + 5).getTime());
    expect(await db('documents').where({ user_id: other.user.id })).to.have.length(2);
    await services.privacy.sweepRetention(lateAt(retention + 34));
    expect(await db('documents').where({ user_id: other.user.id })).to.have.length(2);
    await services.privacy.sweepRetention(lateAt(retention + 35));
    expect(await db('documents').where({ user_id: other.user.id })).to.have.length(0);
    expect((await outbox(other.user.email)).filter((m) => /documents/i.test(m.subject))).to.have.length(1);
  });
});

describe('API: privacy — the privacy policy states the periods from the settings', () => {
  it('GET /privacy names DOCUMENT_RETENTION_DAYS and ACCOUNT_DELETION_GRACE_DAYS as configured', async () => {
    const { db } = await testApp();
    const site = createApp({ env: testEnv({ DOCUMENT_RETENTION_DAYS: '400', ACCOUNT_DELETION_GRACE_DAYS: '14', PAGE_CACHE: 'false' }), db });
    try {
      const html = (await new Client(site.handler).get('/privacy')).text;
      expect(html).to.match(/data-setting="document-retention">400 days/);
      expect(html).to.match(/data-setting="deletion-grace">14 days/);
    } finally {
      await site.close();
    }
    const standard = (await (await client()).get('/privacy')).text;
    expect(standard).to.match(/data-setting="document-retention">730 days \(about 2 years\)/);
    expect(standard).to.match(/data-setting="deletion-grace">7 days/);
  });
});
