// The audit log: every change made through /api/admin (and every review decision) writes one entry in the change's
// own transaction, naming who, from where, what and which record; the log is read, filtered and paged through
// GET /api/admin/audit, and nobody can change or remove an entry, through the site or in the database.
import { expect } from 'chai';
import type { Request, Response } from 'express';
import { type App, createApp } from '../../server/app';
import { rememberOrigin } from '../../server/lib/audit';
import { createLogger, useLogger } from '../../server/lib/log';
import type { AuditEntry } from '../../shared/audit';
import type { User } from '../../shared/types';
import { Client, client, testApp, testEnv } from '../helpers/app';
import { createUser, ensureCountry, PASSWORD, signedInClient, uniqueEmail } from '../helpers/factories';
import { pdf, photo } from '../helpers/files';

const address = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

/** An admin signed in to a site behind one trusted proxy: every call claims `ip` in X-Forwarded-For. */
class ProxiedAdmin {
  constructor(
    readonly c: Client,
    readonly user: User,
    readonly ip: string,
  ) {}

  async call(method: 'get' | 'post' | 'put' | 'patch' | 'delete', url: string, body?: unknown) {
    await this.c.prime();
    let req = this.c.agent[method](url).set('X-Forwarded-For', this.ip);
    if (method !== 'get') req = req.set('X-XSRF-TOKEN', this.c.cookie('XSRF-TOKEN') ?? '');
    return body === undefined ? req : req.send(body as object);
  }

  async upload(url: string, file: Buffer, name: string, fields: Record<string, string> = {}) {
    await this.c.prime();
    let req = this.c.agent.post(url).set('X-Forwarded-For', this.ip).set('X-XSRF-TOKEN', this.c.cookie('XSRF-TOKEN') ?? '');
    for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
    return req.attach('file', file, name);
  }

  /** This admin's entries, newest first (through the API, as the page reads them). */
  async entries(query = ''): Promise<AuditEntry[]> {
    const res = await this.call('get', `/api/admin/audit?actor_id=${this.user.id}&per_page=100${query}`);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body.results as AuditEntry[];
  }

  async latest(): Promise<AuditEntry> {
    const [entry] = await this.entries();
    expect(entry, 'an entry').not.to.equal(undefined);
    return entry!;
  }
}

describe('API: the audit log', function () {
  this.timeout(30_000);
  let site: App;

  before(async () => {
    const { db } = await testApp();
    site = createApp({ env: testEnv({ TRUST_PROXY: '1' }), db });
  });

  after(async () => {
    await site?.close();
  });

  let count = 0;
  async function proxiedAdmin(): Promise<ProxiedAdmin> {
    count += 1;
    const user = await createUser({ role: 'admin', firstname: 'Audrey', lastname: `Auditor ${count}${Date.now().toString(36)}` });
    const c = new Client(site.handler);
    const admin = new ProxiedAdmin(c, user, address());
    const res = await admin.call('post', '/api/login', { email: user.email, password: PASSWORD });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return admin;
  }

  /** The entry carries who (id and the name they had), from where, and when. */
  function expectFrom(entry: AuditEntry, admin: ProxiedAdmin) {
    expect(entry.actor).to.deep.equal({ id: admin.user.id, name: `${admin.user.firstname} ${admin.user.lastname}` });
    expect(entry.ip).to.equal(admin.ip);
    expect(Date.now() - Date.parse(entry.at)).to.be.within(-5_000, 60_000);
    expect(entry.at).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  }

  it('records adding, editing (a role change), disabling, enabling and deleting a user, with actor, address and summary; never the password', async () => {
    const admin = await proxiedAdmin();
    const email = uniqueEmail('audited');
    const secret = 'correct horse battery staple 4711';
    const created = await admin.call('post', '/api/admin/users', { firstname: 'Nia', lastname: 'Okafor', email, role: 'user', password: secret, password_confirmation: secret });
    expect(created.status).to.equal(201);
    const id = created.body.id as number;
    let entry = await admin.latest();
    expectFrom(entry, admin);
    expect(entry).to.deep.include({ action: 'user.create', target_type: 'user', target_id: id, summary: `Nia Okafor (${email}), role student` });
    expect(Object.keys(entry).sort()).to.deep.equal(['action', 'actor', 'at', 'id', 'ip', 'summary', 'target_id', 'target_type']);

    const promoted = await admin.call('patch', `/api/admin/users/${id}`, { firstname: 'Nia', lastname: 'Okafor', email, role: 'admin' });
    expect(promoted.status).to.equal(200);
    entry = await admin.latest();
    expectFrom(entry, admin);
    expect(entry).to.deep.include({ action: 'user.update', target_type: 'user', target_id: id, summary: 'Nia Okafor: role student → admin' });

    const renamed = await admin.call('patch', `/api/admin/users/${id}`, { firstname: 'Nia', lastname: 'Okafor-Ade', email, role: 'admin', phone: '+44 20 7946 0000' });
    expect(renamed.status).to.equal(200);
    expect((await admin.latest()).summary).to.equal('Nia Okafor: name → Nia Okafor-Ade; phone changed');

    expect((await admin.call('post', `/api/admin/users/${id}/disable`)).status).to.equal(200);
    entry = await admin.latest();
    expectFrom(entry, admin);
    expect(entry).to.deep.include({ action: 'user.disable', target_type: 'user', target_id: id, summary: 'Nia Okafor-Ade: disabled' });

    expect((await admin.call('post', `/api/admin/users/${id}/enable`)).status).to.equal(200);
    expect(await admin.latest()).to.deep.include({ action: 'user.enable', target_id: id, summary: 'Nia Okafor-Ade: enabled' });

    expect((await admin.call('delete', `/api/admin/users/${id}`)).status).to.equal(204);
    entry = await admin.latest();
    expectFrom(entry, admin);
    expect(entry).to.deep.include({ action: 'user.delete', target_type: 'user', target_id: id, summary: `Nia Okafor-Ade (${email}), role admin` });

    // The history of the deleted account stays, in order.
    const ofUser = (await admin.entries()).filter((e) => e.target_type === 'user' && e.target_id === id).map((e) => e.action);
    expect(ofUser).to.deep.equal(['user.delete', 'user.enable', 'user.disable', 'user.update', 'user.update', 'user.create']);

    // The password is in no entry, through the API or in the table.
    const { db } = await testApp();
    const rows = JSON.stringify(await db('audit_log').where({ actor_id: admin.user.id }));
    expect(rows).not.to.include(secret);
    expect(rows).not.to.include('correct horse');
    expect(rows).not.to.match(/\$argon2/);
  });

  it('keeps the name an actor had when they acted, after they are renamed or deleted', async () => {
    const admin = await proxiedAdmin();
    const widget = await admin.call('post', '/api/admin/widgets', { name: `renamed-actor-${Date.now()}`, title: 'Before the rename' });
    expect(widget.status).to.equal(201);
    const { db } = await testApp();
    await db('users').where({ id: admin.user.id }).update({ firstname: 'Someone', lastname: 'Else' });
    const [entry] = await admin.entries();
    expect(entry!.actor.name).to.equal(`${admin.user.firstname} ${admin.user.lastname}`);
  });

  it('a change refused with 422 writes no entry, and a failed entry fails its change', async () => {
    const admin = await proxiedAdmin();
    const target = await createUser();
    const widget = await admin.call('post', '/api/admin/widgets', { name: `refusal-${Date.now()}`, title: 'A widget' });
    expect(widget.status).to.equal(201);
    const before = (await admin.entries()).length;

    const refused = [
      await admin.call('patch', `/api/admin/users/${target.id}`, { firstname: 'X', lastname: 'Y', email: 'not an address', role: 'admin' }),
      await admin.call('post', '/api/admin/users', { firstname: 'A', lastname: 'B', email: uniqueEmail('refused'), role: 'user', password: 'one long password here', password_confirmation: 'another long password' }),
      await admin.call('post', `/api/admin/users/${admin.user.id}/disable`),
      await admin.call('put', `/api/admin/widgets/${widget.body.id}`, { name: '', title: '' }),
      await admin.call('post', '/api/admin/blog', { title: '' }),
      await admin.call('put', '/api/admin/services/order', { ids: [-1] }),
      await admin.call('post', '/api/admin/documents/999999999/reject', { reason: 'No such document' }),
      await admin.upload('/api/admin/images', Buffer.from('not a picture at all'), 'fake.jpg'),
    ];
    expect(refused.map((r) => r.status)).to.deep.equal([422, 422, 422, 422, 422, 422, 404, 422]);
    expect((await admin.entries()).length).to.equal(before);

    // The entry is written in the change's transaction: when it cannot be written, the change does not happen.
    const { db } = await testApp();
    const name = `blocked-${Date.now()}`;
    const logged: string[] = [];
    useLogger(createLogger({ level: 'error', stream: { write: (line: string) => void logged.push(line) } }));
    await db.raw(`alter table audit_log add constraint audit_log_test_block check (summary not like '%blocked-%') not valid`);
    try {
      const failed = await admin.call('post', '/api/admin/widgets', { name, title: 'Never saved' });
      expect(failed.status).to.equal(500);
      expect(await db('widgets').where({ name }).first()).to.equal(undefined);
    } finally {
      await db.raw('alter table audit_log drop constraint audit_log_test_block');
      useLogger();
    }
    expect(logged.join('')).to.include('audit_log_test_block');
    expect((await admin.entries()).length).to.equal(before);
  });

  it('records content changes: a widget and a post added, edited and deleted, and a new order of services', async () => {
    const admin = await proxiedAdmin();
    const name = `audit-widget-${Date.now()}`;
    const created = await admin.call('post', '/api/admin/widgets', { name, title: 'Audit widget' });
    expect(created.status).to.equal(201);
    let entry = await admin.latest();
    expectFrom(entry, admin);
    expect(entry).to.deep.include({ action: 'widget.create', target_type: 'widget', target_id: created.body.id, summary: `“${name}”` });

    expect((await admin.call('put', `/api/admin/widgets/${created.body.id}`, { name, title: 'Audit widget, edited', html: '<p>New words</p>' })).status).to.equal(200);
    entry = await admin.latest();
    expect(entry).to.deep.include({ action: 'widget.update', target_id: created.body.id, summary: `“${name}”: title, html changed` });

    expect((await admin.call('delete', `/api/admin/widgets/${created.body.id}`)).status).to.equal(204);
    expect(await admin.latest()).to.deep.include({ action: 'widget.delete', target_type: 'widget', target_id: created.body.id, summary: `“${name}”` });

    const post = await admin.call('post', '/api/admin/blog', { title: 'Audited post' });
    expect(post.status).to.equal(201);
    expect(await admin.latest()).to.deep.include({ action: 'post.create', target_type: 'post', target_id: post.body.id, summary: '“Audited post”' });
    expect((await admin.call('put', `/api/admin/blog/${post.body.id}`, { title: 'Audited post, renamed', slug: post.body.slug })).status).to.equal(200);
    expect((await admin.latest()).summary).to.equal('“Audited post” → “Audited post, renamed”: title changed');
    expect((await admin.call('delete', `/api/admin/blog/${post.body.id}`)).status).to.equal(204);
    expect(await admin.latest()).to.deep.include({ action: 'post.delete', target_id: post.body.id });

    const { db } = await testApp();
    const ids = ((await db('services').orderBy('id', 'desc').pluck('id')) as number[]).map(Number);
    if (ids.length === 0) {
      const service = await admin.call('post', '/api/admin/services', { audience: 'students', name: 'Only service', summary: 'One.' });
      ids.push(service.body.id as number);
    }
    expect((await admin.call('put', '/api/admin/services/order', { ids })).status).to.equal(200);
    entry = await admin.latest();
    expectFrom(entry, admin);
    expect(entry).to.deep.include({ action: 'service.reorder', target_type: 'service', target_id: null });
    expect(entry.summary).to.match(/^new order: “/);
  });

  it('records an image upload and a gallery photo added, captioned and removed, never the file itself', async () => {
    const admin = await proxiedAdmin();
    const uploaded = await admin.upload('/api/admin/images', await photo({ width: 64, height: 48 }), 'header.jpg');
    expect(uploaded.status).to.equal(201);
    const entry = await admin.latest();
    expectFrom(entry, admin);
    expect(entry).to.deep.include({ action: 'image.upload', target_type: 'image', target_id: uploaded.body.id, summary: 'header.jpg (64×48)' });

    const gallery = await admin.call('post', '/api/admin/galleries', { title: `Audit gallery ${Date.now()}` });
    expect(gallery.status).to.equal(201);
    const added = await admin.upload(`/api/admin/galleries/${gallery.body.id}/images`, await photo({ width: 64, height: 48 }), 'campus.jpg', { caption: 'Campus' });
    expect(added.status).to.equal(201);
    const imageId = added.body.images[0].id as number;
    expect(await admin.latest()).to.deep.include({ action: 'gallery.image_add', target_type: 'gallery', target_id: gallery.body.id, summary: `“${gallery.body.title}”: image ${imageId} added (campus.jpg)` });
    expect((await admin.call('patch', `/api/admin/galleries/${gallery.body.id}/images/${imageId}`, { caption: 'The library' })).status).to.equal(200);
    expect((await admin.latest()).summary).to.equal(`“${gallery.body.title}”: image ${imageId}, caption “The library”`);
    expect((await admin.call('delete', `/api/admin/galleries/${gallery.body.id}/images/${imageId}`)).status).to.equal(200);
    expect(await admin.latest()).to.deep.include({ action: 'gallery.image_remove', target_id: gallery.body.id });
  });

  it('records approving and rejecting a student document, with the reason', async () => {
    const admin = await proxiedAdmin();
    const { client: student, user } = await signedInClient('user', false, 'Kofi');
    const doc = await student.upload('/api/account/documents', pdf(), 'passport.pdf', { kind: 'passport' });
    expect(doc.status).to.equal(201);

    expect((await admin.call('post', `/api/admin/documents/${doc.body.id}/reject`, { reason: 'blurry scan' })).status).to.equal(200);
    let entry = await admin.latest();
    expectFrom(entry, admin);
    expect(entry).to.deep.include({ action: 'document.reject', target_type: 'document', target_id: doc.body.id, summary: `Passport of Kofi ${user.lastname}: rejected: blurry scan` });

    expect((await admin.call('post', `/api/admin/documents/${doc.body.id}/approve`)).status).to.equal(200);
    entry = await admin.latest();
    expectFrom(entry, admin);
    expect(entry).to.deep.include({ action: 'document.approve', target_type: 'document', target_id: doc.body.id, summary: `Passport of Kofi ${user.lastname}: approved` });
  });

  it('records a study country change (its required documents too) and a contact message marked handled and back', async () => {
    const admin = await proxiedAdmin();
    const country = await ensureCountry(`auditland-${Date.now().toString(36)}`);
    const edited = await admin.call('put', `/api/admin/study-countries/${country.id}`, {
      name: country.name,
      slug: country.slug,
      summary: 'Edited for the audit log.',
      required_documents: [{ kind: 'passport', note: 'Valid for six months' }],
    });
    expect(edited.status).to.equal(200);
    const entry = await admin.latest();
    expectFrom(entry, admin);
    expect(entry).to.deep.include({ action: 'country.update', target_type: 'country', target_id: country.id, summary: `“${country.name}”: summary, required documents changed` });

    const { services, db } = await testApp();
    await services.study.contact.submit({ name: 'Audit Sender', email: 'audit.sender@example.com', enquiry_type: 'other', message: 'Please call me back.', consent: true }, `audit-${Date.now()}`);
    const [message] = ((await db('contact_messages').orderBy('id', 'desc').limit(1).pluck('id')) as number[]).map(Number);
    expect((await admin.call('patch', `/api/admin/messages/${message}`, { handled: true })).status).to.equal(200);
    expect(await admin.latest()).to.deep.include({ action: 'message.handle', target_type: 'message', target_id: message, summary: 'Message from Audit Sender: marked handled' });
    expect((await admin.call('patch', `/api/admin/messages/${message}`, { handled: false })).status).to.equal(200);
    expect(await admin.latest()).to.deep.include({ action: 'message.reopen', target_id: message, summary: 'Message from Audit Sender: marked not handled' });
  });

  it('lists newest first, filters by actor, action and text (summary, actor, record), and pages', async () => {
    const admin = await proxiedAdmin();
    const tag = `flt${Date.now().toString(36)}`;
    const made: number[] = [];
    for (const n of [1, 2, 3]) made.push((await admin.call('post', '/api/admin/widgets', { name: `${tag}-${n}`, title: `Widget ${n}` })).body.id as number);
    expect((await admin.call('put', `/api/admin/widgets/${made[0]}`, { name: `${tag}-1`, title: 'Widget one' })).status).to.equal(200);

    const all = await admin.call('get', `/api/admin/audit?actor_id=${admin.user.id}`);
    expect(all.status).to.equal(200);
    expect(all.body).to.deep.include({ total: 4, page: 1, per_page: 20 });
    expect(all.body.results.map((e: AuditEntry) => e.action)).to.deep.equal(['widget.update', 'widget.create', 'widget.create', 'widget.create']);
    expect(all.body.results.map((e: AuditEntry) => e.target_id)).to.deep.equal([made[0], made[2], made[1], made[0]]);

    const creates = await admin.call('get', `/api/admin/audit?actor_id=${admin.user.id}&action=widget.create`);
    expect(creates.body.total).to.equal(3);
    const bySummary = await admin.call('get', `/api/admin/audit?q=${tag}-2`);
    expect(bySummary.body.total).to.equal(1);
    expect(bySummary.body.results[0].target_id).to.equal(made[1]);
    const byActor = await admin.call('get', `/api/admin/audit?q=${encodeURIComponent(admin.user.lastname)}`);
    expect(byActor.body.total).to.equal(4);
    const byRecord = await admin.call('get', `/api/admin/audit?q=${encodeURIComponent(`widget ${made[0]}`)}&actor_id=${admin.user.id}`);
    expect(byRecord.body.total).to.equal(2);
    const byAction = await admin.call('get', `/api/admin/audit?q=widget.update&actor_id=${admin.user.id}`);
    expect(byAction.body.total).to.equal(1);

    const page2 = await admin.call('get', `/api/admin/audit?actor_id=${admin.user.id}&per_page=3&page=2`);
    expect(page2.body).to.deep.include({ total: 4, page: 2, per_page: 3 });
    expect(page2.body.results.map((e: AuditEntry) => e.target_id)).to.deep.equal([made[0]]);

    const cases: Array<[string, string]> = [
      ['actor_id=abc', 'actor_id'],
      ['actor_id=0', 'actor_id'],
      ['action=user.hack', 'action'],
      ['page=0', 'page'],
      ['per_page=1000', 'per_page'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['q=a&q=b', 'q'],
    ];
    for (const [query, field] of cases) {
      const res = await admin.call('get', `/api/admin/audit?${query}`);
      expect(res.status, query).to.equal(422);
      expect(res.body.errors, query).to.have.property(field);
    }
  });

  it('is for admins only: 401 for a visitor, 403 for a student, and no route edits or removes an entry', async () => {
    const visitor = await client();
    expect((await visitor.get('/api/admin/audit')).status).to.equal(401);
    const { client: student } = await signedInClient('user');
    expect((await student.get('/api/admin/audit')).status).to.equal(403);

    const admin = await proxiedAdmin();
    await admin.call('post', '/api/admin/widgets', { name: `kept-${Date.now()}`, title: 'Kept' });
    const entry = await admin.latest();
    for (const method of ['put', 'patch', 'delete'] as const) {
      expect((await admin.call(method, `/api/admin/audit/${entry.id}`, method === 'delete' ? undefined : { summary: 'rewritten' })).status, method).to.equal(404);
    }
    expect((await admin.call('delete', '/api/admin/audit')).status).to.equal(404);
    expect(await admin.latest()).to.deep.equal(entry);
  });

  it('records an IPv4 client of a server listening on IPv6 as IPv4, and no address for a change made without a request', async () => {
    const { db, services } = await testApp();
    const admin = await createUser({ role: 'admin' });
    rememberOrigin({ user: admin, ip: '::ffff:203.0.113.9' } as Request, {} as Response, () => undefined);
    await services.content.widgets.admin.create(admin, { name: `mapped-${Date.now()}`, title: 'Mapped' });
    const other = await createUser({ role: 'admin' });
    await services.content.widgets.admin.create(other, { name: `offline-${Date.now()}`, title: 'No request' });
    const rows = (await db('audit_log').whereIn('actor_id', [admin.id, other.id]).orderBy('id')) as Array<{ actor_id: number; ip: string | null }>;
    expect(rows.map((r) => [Number(r.actor_id), r.ip])).to.deep.equal([
      [admin.id, '203.0.113.9'],
      [other.id, null],
    ]);
  });

  it('the table itself refuses UPDATE, DELETE and TRUNCATE of its rows', async () => {
    const admin = await proxiedAdmin();
    await admin.call('post', '/api/admin/widgets', { name: `immutable-${Date.now()}`, title: 'Immutable' });
    const entry = await admin.latest();
    const { db } = await testApp();
    const refusals = [
      db('audit_log').where({ id: entry.id }).update({ summary: 'rewritten' }),
      db('audit_log').where({ id: entry.id }).delete(),
      db.raw('truncate audit_log'),
    ];
    for (const attempt of refusals) {
      const error = await attempt.then(
        () => null,
        (e: unknown) => e as Error,
      );
      expect(error?.message).to.match(/the audit log is append-only/);
    }
    expect(await admin.latest()).to.deep.equal(entry);
  });
});
