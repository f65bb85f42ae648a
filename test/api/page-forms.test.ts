// A form the browser sends itself (before the page hydrates, or with scripts off) is a POST to the page's address:
// it goes back to that page, and nothing it carried is read or kept.
import { expect } from 'chai';
import request from 'supertest';
import { testApp } from '../helpers/app';

describe('forms sent by the browser itself', () => {
  it('go back to their page with a 303, without XSRF and without reading the password', async () => {
    const { handler } = await testApp();
    const res = await request(handler).post('/login?next=%2Faccount').type('form').send('email=a%40example.com&password=secret-words-123');
    expect(res.status).to.equal(303);
    expect(res.headers.location).to.equal('/login?next=%2Faccount');
    expect(res.headers['set-cookie'] ?? []).to.deep.equal([]);
  });

  it('never go to another site', async () => {
    const { handler } = await testApp();
    for (const path of ['//evil.example/login', '/\\evil.example']) {
      const res = await request(handler).post(path).type('form').send('password=x');
      expect(res.status, path).to.equal(303);
      expect(res.headers.location, path).to.equal('/');
    }
  });

  it('leave the API as it was: a POST there without XSRF is still refused', async () => {
    const { handler } = await testApp();
    const res = await request(handler).post('/api/login').send({ email: 'a@example.com', password: 'x' });
    expect(res.status).to.equal(403);
    expect(res.body.message).to.match(/CSRF/i);
  });
});
