// The funnel (decision 0046): leads first seen in a period of UTC days (both included), grouped by source, current
// owner or first destination, each column counting the leads that ever reached its step; totals over the rows; an
// adviser's own leads only; the same as CSV (quoted, formula-safe); and the period and grouping checked (422s).
import { expect } from 'chai';
import type { User } from '../../shared/types';
import { type Client, testApp } from '../helpers/app';
import { createUser, ensureCountry, signedInClient, uniqueEmail } from '../helpers/factories';

interface Row {
  key: string;
  label: string;
  leads: number;
  consultations: number;
  students: number;
  applied: number;
  offers: number;
  enrolled: number;
}

/** Steps a fixture lead reached, in order: each reached step is stamped. */
const STEPS = ['consultation_at', 'student_at', 'applied_at', 'offer_at', 'enrolled_at'] as const;

describe('API: the funnel', function () {
  this.timeout(30_000);
  let admin: { client: Client; user: User };
  let ada: { client: Client; user: User };
  let ben: User;
  let country: { slug: string; name: string };

  /** A lead first seen at `created` (nobody else's tests make leads in 2011), owned by `owner`, that reached `reached` steps. */
  async function lead(created: string, owner: User | null, source: string | null, destination: string | null, reached: number) {
    const { db } = await testApp();
    const stamps = Object.fromEntries(STEPS.map((step, i) => [step, i < reached ? created : null]));
    await db('leads').insert({
      email: uniqueEmail('funnel'),
      name: 'Funnel Person',
      owner_id: owner?.id ?? null,
      utm_source: source,
      source: JSON.stringify(source ? { utm_source: source } : {}),
      destinations: destination ? [destination, 'somewhere-else'] : [],
      created_at: created,
      last_activity_at: created,
      ...stamps,
    });
  }

  before(async () => {
    admin = await signedInClient('admin', false, 'Root');
    ada = await signedInClient('adviser', false, 'Ada');
    ben = await createUser({ role: 'adviser', firstname: 'Ben', lastname: 'Okafor' });
    country = await ensureCountry(`funnel-land-${Date.now().toString(36)}`, { name: 'Funnel Land, North' });
    // March 2011: the period asked for. Its first and last instants are in; the instants around them are not.
    await lead('2011-03-01T00:00:00Z', ada.user, 'fb', country.slug, 5);
    await lead('2011-03-10T12:00:00Z', ada.user, 'fb', country.slug, 2);
    await lead('2011-03-15T08:00:00Z', ada.user, 'google', null, 1);
    await lead('2011-03-20T08:00:00Z', ben, null, country.slug, 3);
    await lead('2011-03-31T23:59:59Z', ben, '=HYPERLINK("http://evil.example","x")', null, 0);
    await lead('2011-03-25T08:00:00Z', null, 'google', null, 4);
    await lead('2011-02-28T23:59:59Z', ada.user, 'fb', country.slug, 5);
    await lead('2011-04-01T00:00:00Z', ada.user, 'fb', country.slug, 5);
  });

  const get = (c: Client, query: string) => c.get(`/api/staff/funnel?from=2011-03-01&to=2011-03-31&${query}`);

  it('by source: one row per utm_source ((direct) without one), most leads first, each step counted, the days at both ends included', async () => {
    const res = await get(admin.client, 'by=source');
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.rows).to.deep.equal([
      { key: 'fb', label: 'fb', leads: 2, consultations: 2, students: 2, applied: 1, offers: 1, enrolled: 1 },
      { key: 'google', label: 'google', leads: 2, consultations: 2, students: 1, applied: 1, offers: 1, enrolled: 0 },
      { key: '(direct)', label: '(direct)', leads: 1, consultations: 1, students: 1, applied: 1, offers: 0, enrolled: 0 },
      { key: '=HYPERLINK("http://evil.example","x")', label: '=HYPERLINK("http://evil.example","x")', leads: 1, consultations: 0, students: 0, applied: 0, offers: 0, enrolled: 0 },
    ]);
    expect(res.body.totals).to.deep.equal({ leads: 6, consultations: 5, students: 4, applied: 3, offers: 2, enrolled: 1 });
    // Source is the default grouping.
    expect((await get(admin.client, '')).body).to.deep.equal(res.body);
  });

  it('by adviser: the current owner’s name ((none) without one); by destination: the first destination, labelled with its country', async () => {
    const byAdviser = (await get(admin.client, 'by=adviser')).body as { rows: Row[]; totals: Row };
    const adaName = `${ada.user.firstname} ${ada.user.lastname}`;
    expect(byAdviser.rows.map((r) => [r.key, r.label, r.leads, r.enrolled])).to.deep.equal([
      [adaName, adaName, 3, 1],
      ['Ben Okafor', 'Ben Okafor', 2, 0],
      ['(none)', '(none)', 1, 0],
    ]);
    expect(byAdviser.totals.leads).to.equal(6);

    const byDestination = (await get(admin.client, 'by=destination')).body as { rows: Row[]; totals: Row };
    expect(byDestination.rows.map((r) => [r.key, r.label, r.leads, r.consultations, r.students, r.applied])).to.deep.equal([
      // Equal counts: by key, in byte order.
      ['(none)', '(none)', 3, 2, 1, 1],
      [country.slug, 'Funnel Land, North', 3, 3, 3, 2],
    ]);
    expect(byDestination.totals).to.deep.equal(byAdviser.totals);
  });

  it('an adviser sees the funnel of their own leads only; a student is refused', async () => {
    const res = await get(ada.client, 'by=source');
    expect(res.status).to.equal(200);
    expect(res.body.rows.map((r: Row) => [r.key, r.leads])).to.deep.equal([
      ['fb', 2],
      ['google', 1],
    ]);
    expect(res.body.totals.leads).to.equal(3);
    const student = await signedInClient('user');
    expect((await get(student.client, 'by=source')).status).to.equal(403);
  });

  it('a period with no leads has no rows and zero totals; one day is a period too', async () => {
    const none = await admin.client.get('/api/staff/funnel?from=2011-05-01&to=2011-05-31');
    expect(none.body).to.deep.equal({ rows: [], totals: { leads: 0, consultations: 0, students: 0, applied: 0, offers: 0, enrolled: 0 } });
    const oneDay = await admin.client.get('/api/staff/funnel?from=2011-03-31&to=2011-03-31');
    expect(oneDay.body.totals.leads).to.equal(1);
  });

  it('format=csv: the same rows under a header, quoted where needed, formulas kept as text', async () => {
    const res = await get(admin.client, 'by=source&format=csv');
    expect(res.status).to.equal(200);
    expect(res.headers['content-type']).to.equal('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).to.match(/^attachment; filename="?funnel-by-source-2011-03-01-to-2011-03-31\.csv"?$/);
    const lines = res.text.split('\r\n');
    expect(lines).to.deep.equal([
      'key,label,leads,consultations,students,applied,offers,enrolled',
      'fb,fb,2,2,2,1,1,1',
      'google,google,2,2,1,1,1,0',
      '(direct),(direct),1,1,1,1,0,0',
      `"'=HYPERLINK(""http://evil.example"",""x"")","'=HYPERLINK(""http://evil.example"",""x"")",1,0,0,0,0,0`,
      '',
    ]);
    const byDestination = (await get(admin.client, 'by=destination&format=csv')).text.split('\r\n');
    expect(byDestination[2]).to.equal(`${country.slug},"Funnel Land, North",3,3,3,2,1,1`);
  });

  it('refuses a bad period or grouping with 422 on the field', async () => {
    const cases: Array<[string, string]> = [
      ['from=2011-02-30&to=2011-03-31', 'from'],
      ['from=2011-03-01&to=31/03/2011', 'to'],
      ['to=2011-03-31', 'from'],
      ['from=2011-03-31&to=2011-03-01', 'to'],
      ['from=2011-03-01&to=2011-03-31&by=country', 'by'],
      ['from=2011-03-01&to=2011-03-31&format=xlsx', 'format'],
    ];
    for (const [query, field] of cases) {
      const res = await admin.client.get(`/api/staff/funnel?${query}`);
      expect(res.status, query).to.equal(422);
      expect(res.body.errors, query).to.have.property(field);
    }
  });
});
