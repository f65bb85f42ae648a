// The audit log's page, rendered on the server: the entries with their record links, the labelled filters, paging,
// and a bad filter answered as a 422 page.
import { expect } from 'chai';
import { signedInClient } from '../helpers/factories';

describe('server render: the audit log page', () => {
  it('an admin sees the entries newest first, each with who, action, record link, summary and address', async () => {
    const { client: admin, user } = await signedInClient('admin', false, 'Ottoline');
    const { user: target } = await signedInClient('user');
    const promoted = await admin.patch(`/api/admin/users/${target.id}`, { firstname: target.firstname, lastname: target.lastname, email: target.email, role: 'admin' });
    expect(promoted.status).to.equal(200);
    const name = `ssr-audit-${Date.now()}`;
    const widget = await admin.post('/api/admin/widgets', { name, title: 'Rendered' });
    expect(widget.status).to.equal(201);
    expect((await admin.delete(`/api/admin/widgets/${widget.body.id}`)).status).to.equal(204);

    const page = await admin.get(`/admin/audit?actor_id=${user.id}`);
    expect(page.status).to.equal(200);
    expect(page.text).to.include('<title>Audit log · Meridian Study Abroad</title>');
    expect(page.text).to.match(/<h1[^>]*>Audit log<\/h1>/);
    expect(page.text).to.include('Showing 1–3 of 3');
    const html = page.text;
    const rows = html.slice(html.indexOf('<tbody>'));
    // Newest first: the deletion, the creation, the role change.
    const order = ['Widget deleted', 'Widget added', 'User edited'].map((label) => rows.indexOf(`>${label}<`));
    expect(order.every((i) => i > 0)).to.equal(true);
    expect([...order].sort((a, b) => a - b)).to.deep.equal(order);
    expect(html).to.include(`${target.firstname} ${target.lastname}: role student → admin`);
    expect(html).to.include(`href="/admin/users/${target.id}">User #${target.id}</a>`);
    // The deletion names its record without a link; the earlier entry links to where the record was.
    expect(rows).to.include(`<td class="audit-record">Widget #${widget.body.id}</td>`);
    expect(rows).to.include(`<td class="audit-record"><a href="/admin/widgets/${widget.body.id}">Widget #${widget.body.id}</a></td>`);
    expect(rows).to.match(/<code class="audit-ip">[0-9a-f.:]+<\/code>/);
    expect(html).to.match(/<time dateTime="[^"]+Z">/i);

    // The filters are labelled, and keep their values from the address.
    expect(html).to.match(/<label for="table-q">Search summaries, names and records<\/label>/);
    expect(html).to.match(/<label for="table-action">Action<\/label>/);
    expect(html).to.match(/<label for="table-actor_id">Who<\/label>/);
    expect(html).to.match(new RegExp(`<option value="${user.id}" selected="">Ottoline `));

    const filtered = await admin.get(`/admin/audit?actor_id=${user.id}&action=user.update`);
    expect(filtered.text).to.include('Showing 1–1 of 1');
    expect(filtered.text).to.match(/<option value="user.update" selected="">User edited<\/option>/);

    const paged = await admin.get(`/admin/audit?actor_id=${user.id}&per_page=2&page=2`);
    expect(paged.text).to.include('Showing 3–3 of 3');
    expect(paged.text).to.match(/Page (<!-- -->)?2(<!-- -->)? of (<!-- -->)?2/);
  });

  it('a bad filter is a 422 error page, as on every admin list; a student is sent away', async () => {
    const { client: admin } = await signedInClient('admin');
    for (const query of ['action=nonsense', 'actor_id=abc', 'per_page=100000']) {
      const bad = await admin.get(`/admin/audit?${query}`);
      expect(bad.status, query).to.equal(422);
      expect(bad.text).to.include('<h1>Error</h1>');
    }

    const { client: student } = await signedInClient('user');
    const refused = await student.get('/admin/audit').redirects(0);
    expect(refused.status).to.equal(302);
    expect(refused.text).not.to.include('Audit log');
  });
});
