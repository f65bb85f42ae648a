import { expect } from 'chai';
import { client, testApp } from '../helpers/app';
import { createUser, ensureCountry, PASSWORD, signedInClient, uniqueEmail } from '../helpers/factories';

describe('API: user administration', () => {
  const endpoints: Array<[method: 'get' | 'post' | 'patch' | 'delete', path: (id: number) => string]> = [
    ['get', () => '/api/admin/dashboard'],
    ['get', () => '/api/admin/users'],
    ['post', () => '/api/admin/users'],
    ['get', (id) => `/api/admin/users/${id}`],
    ['patch', (id) => `/api/admin/users/${id}`],
    ['post', (id) => `/api/admin/users/${id}/disable`],
    ['post', (id) => `/api/admin/users/${id}/enable`],
    ['delete', (id) => `/api/admin/users/${id}`],
  ];

  async function call(c: Awaited<ReturnType<typeof client>>, method: string, path: string, body?: unknown) {
    return method === 'get' ? c.get(path) : c.send(method as 'post', path, body ?? {});
  }

  it('every admin call answers 401 to a visitor and 403 to a student, and changes nothing', async () => {
    const { db } = await testApp();
    const target = await createUser();
    const anonymous = await client();
    const { client: student } = await signedInClient('user');
    const before = await db('users').where({ id: target.id }).first();
    for (const [method, path] of endpoints) {
      expect((await call(anonymous, method, path(target.id), { role: 'admin' })).status, `${method} ${path(target.id)}`).to.equal(401);
      expect((await call(student, method, path(target.id), { role: 'admin' })).status, `${method} ${path(target.id)}`).to.equal(403);
    }
    expect(await db('users').where({ id: target.id }).first()).to.deep.equal(before);
  });

  it('lists users with search, role filter, numeric-aware sorting (ascending first) and paging', async () => {
    const { client: admin } = await signedInClient('admin');
    const tag = `zq${Date.now().toString(36)}`;
    for (const n of [10, 2, 1, 33]) await createUser({ firstname: `${tag}`, lastname: `Item ${n}`, email: uniqueEmail(`${tag}${n}`) });
    await createUser({ role: 'admin', firstname: tag, lastname: 'Item 5', email: uniqueEmail(`${tag}admin`) });

    const all = await admin.get(`/api/admin/users?q=${tag}`);
    expect(all.status).to.equal(200);
    expect(all.body.total).to.equal(5);
    expect(all.body.results.map((u: { lastname: string }) => u.lastname)).to.deep.equal(['Item 1', 'Item 2', 'Item 5', 'Item 10', 'Item 33']);
    expect(all.body.results[0]).to.include.keys('email', 'role', 'disabled_at', 'created_at');
    expect(all.body.results[0]).not.to.have.any.keys('password');

    const desc = await admin.get(`/api/admin/users?q=${tag}&sort=name&dir=desc`);
    expect(desc.body.results[0].lastname).to.equal('Item 33');

    const students = await admin.get(`/api/admin/users?q=${tag}&role=user`);
    expect(students.body.total).to.equal(4);

    const page2 = await admin.get(`/api/admin/users?q=${tag}&per_page=2&page=2`);
    expect(page2.body).to.deep.include({ total: 5, page: 2, per_page: 2 });
    expect(page2.body.results.map((u: { lastname: string }) => u.lastname)).to.deep.equal(['Item 5', 'Item 10']);

    const byEmail = await admin.get(`/api/admin/users?q=${encodeURIComponent(`${tag}33`)}`);
    expect(byEmail.body.total).to.equal(1);

    for (const bad of ['sort=password', 'dir=sideways', 'page=0', 'per_page=1000', 'role=wizard', 'page=abc']) {
      const res = await admin.get(`/api/admin/users?${bad}`);
      expect(res.status, bad).to.equal(422);
    }
  });

  it('adds a user with a role and a password, refusing bad input and taken addresses', async () => {
    const { client: admin } = await signedInClient('admin');
    const email = uniqueEmail('added');
    const body = { firstname: 'Chidi', lastname: 'Okeke', email, role: 'admin', password: 'port harcourt rain', password_confirmation: 'port harcourt rain' };
    const res = await admin.post('/api/admin/users', body);
    expect(res.status).to.equal(201);
    expect(res.body).to.deep.include({ firstname: 'Chidi', email, role: 'admin', disabled_at: null });
    expect((await (await client()).post('/api/login', { email, password: 'port harcourt rain' })).status).to.equal(200);

    expect((await admin.post('/api/admin/users', { ...body, email: email.toUpperCase() })).body.errors.email).to.be.an('array');
    const bad = await admin.post('/api/admin/users', { ...body, email: uniqueEmail(), role: 'superuser', password: 'short', password_confirmation: 'short' });
    expect(bad.status).to.equal(422);
    expect(bad.body.errors).to.have.keys('role', 'password');
  });

  it('shows one user with every detail; an unknown or malformed id is 404', async () => {
    const { client: admin } = await signedInClient('admin');
    const user = await createUser();
    const res = await admin.get(`/api/admin/users/${user.id}`);
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.include({ id: user.id, email: user.email, disabled_at: null, has_password: true });
    expect(res.body).to.include.keys('phone', 'date_of_birth', 'nationality', 'preferred_destinations', 'last_login_at');
    for (const id of ['999999999', 'abc', '0', '-1', '1.5', '99999999999999999999']) {
      expect((await admin.get(`/api/admin/users/${id}`)).status, id).to.equal(404);
    }
  });

  it('edits details and role; an admin cannot remove their own admin role', async () => {
    const { client: admin, user: me } = await signedInClient('admin');
    const user = await createUser();
    await ensureCountry('ireland');
    const details = { firstname: 'Ama', lastname: 'Boateng', email: user.email, role: 'admin', phone: '+233 30 266 1234', preferred_destinations: ['ireland'] };
    const res = await admin.patch(`/api/admin/users/${user.id}`, details);
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.include({ firstname: 'Ama', role: 'admin', phone: '+233 30 266 1234', preferred_destinations: ['ireland'] });

    const self = await admin.patch(`/api/admin/users/${me.id}`, { firstname: me.firstname, lastname: me.lastname, email: me.email, role: 'user' });
    expect(self.status).to.equal(422);
    expect(self.body.errors.role[0]).to.match(/own administrator role/);
    expect((await admin.get('/api/user')).body.role).to.equal('admin');
  });

  it('a disabled user cannot sign in and their tokens stop working; enabling restores sign-in', async () => {
    const { client: admin } = await signedInClient('admin');
    const { client: student, user } = await signedInClient('user');
    const disabled = await admin.post(`/api/admin/users/${user.id}/disable`);
    expect(disabled.status).to.equal(200);
    expect(disabled.body.disabled_at).to.be.a('string');
    expect((await student.get('/api/user')).status).to.equal(401);
    const login = await (await client()).post('/api/login', { email: user.email, password: PASSWORD });
    expect(login.status).to.equal(422);
    expect(login.body.errors.email[0]).to.match(/disabled/);
    const list = await admin.get(`/api/admin/users?q=${encodeURIComponent(user.email)}&status=disabled`);
    expect(list.body.total).to.equal(1);

    const enabled = await admin.post(`/api/admin/users/${user.id}/enable`);
    expect(enabled.body.disabled_at).to.equal(null);
    expect((await (await client()).post('/api/login', { email: user.email, password: PASSWORD })).status).to.equal(200);
  });

  it('deletes a user (their tokens go with them); an admin cannot delete or disable themselves', async () => {
    const { db } = await testApp();
    const { client: admin, user: me } = await signedInClient('admin');
    const { user } = await signedInClient('user');
    expect((await admin.delete(`/api/admin/users/${user.id}`)).status).to.equal(204);
    expect((await admin.get(`/api/admin/users/${user.id}`)).status).to.equal(404);
    expect(await db('access_tokens').where({ user_id: user.id })).to.have.length(0);
    expect((await admin.delete(`/api/admin/users/${user.id}`)).status).to.equal(404);

    expect((await admin.delete(`/api/admin/users/${me.id}`)).status).to.equal(422);
    expect((await admin.post(`/api/admin/users/${me.id}/disable`)).status).to.equal(422);
    expect((await admin.get('/api/user')).status).to.equal(200);
  });

  it('the dashboard counts students and this week’s sign-ups live', async () => {
    const { db } = await testApp();
    const { client: admin } = await signedInClient('admin');
    const before = (await admin.get('/api/admin/dashboard')).body;
    const fresh = await createUser({ firstname: 'Newest' });
    const old = await createUser();
    await db('users').where({ id: old.id }).update({ created_at: db.raw(`now() - interval '10 days'`) });
    const after = (await admin.get('/api/admin/dashboard')).body;
    expect(after.students).to.equal(before.students + 2);
    expect(after.new_this_week).to.equal(before.new_this_week + 1);
    expect(after.recent[0]).to.deep.include({ id: fresh.id, firstname: 'Newest' });
  });
});
