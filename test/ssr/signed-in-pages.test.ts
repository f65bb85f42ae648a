// Signed-in pages are rendered on every request, from reads and parts kept per generation of people's data
// (decision 0037): what they show follows every change at once when it is made through this instance, and within
// the moment a notification takes when it is made anywhere else; the API reads the database every time.
import { expect } from 'chai';
import { client, testApp } from '../helpers/app';
import { ensureCountry, PASSWORD, signedInClient } from '../helpers/factories';
import { sleep } from '../helpers/http';

/** The hydration data of a page. */
const boot = (html: string) => JSON.parse(html.match(/<script type="application\/json" id="__boot">(.*?)<\/script>/)![1]!) as { user: { firstname: string } | null; router: { loaderData: Record<string, unknown> } };

/** Asks until `check` holds (a change made outside this instance's requests arrives by notification), or fails. */
async function eventually<T>(ask: () => Promise<T>, check: (answer: T) => boolean, what: string): Promise<T> {
  const until = Date.now() + 3000;
  for (;;) {
    const answer = await ask();
    if (check(answer)) return answer;
    if (Date.now() > until) throw new Error(`not within 3 s: ${what}`);
    await sleep(25);
  }
}

describe('signed-in pages: kept reads and parts follow every change', () => {
  async function setUp(firstname = 'Ines') {
    const { services } = await testApp();
    const adviser = await signedInClient('adviser', false, 'Grace');
    const student = await signedInClient('user', false, firstname);
    const { db } = await testApp();
    await db('users').where({ id: student.user.id }).update({ adviser_id: adviser.user.id });
    const country = await ensureCountry('canada');
    const [institution] = (await db('institutions')
      .insert({ name: `Harbourview University ${Date.now()}`, slug: `harbourview-${Date.now()}`, country_id: country.id, type: 'university', city: 'Halifax', visible: true })
      .returning(['id', 'name'])) as Array<{ id: number; name: string }>;
    const application = await services.workflow.account.addApplication(student.user, { institution_id: institution!.id, course: 'MSc Kept Markup', intake: '2027-09' });
    return { adviser, student, institution: institution!, application };
  }

  it('the board shows a move made through the site on the very next render', async () => {
    const { adviser, application } = await setUp();
    // Each card's Move button names the application's stage in brackets.
    const first = await adviser.client.get('/admin/applications');
    expect(first.text).to.include('MSc Kept Markup');
    expect(first.text).to.match(/application to Harbourview University \d+ \(Shortlisted\)/);
    const { fragments } = await testApp();
    const hits = fragments.stats().hits;
    const again = await adviser.client.get('/admin/applications');
    expect(again.text, 'the same markup').to.match(/application to Harbourview University \d+ \(Shortlisted\)/);
    expect(fragments.stats().hits, 'kept parts were used').to.be.greaterThan(hits);

    const moved = await adviser.client.patch(`/api/staff/applications/${application.id}`, { stage: 'submitted' });
    expect(moved.status).to.equal(200);
    const after = await adviser.client.get('/admin/applications');
    expect(after.text).to.match(/application to Harbourview University \d+ \(Submitted\)/);
    expect(after.text).not.to.match(/application to Harbourview University \d+ \(Shortlisted\)/);
    const { columns } = boot(after.text).router.loaderData['admin.applications'] as { columns: Array<{ stage: string; cards: Array<{ id: number; stage: string }> }> };
    expect(columns.find((c) => c.cards.some((card) => card.id === application.id))?.stage).to.equal('submitted');
  });

  it('a change made outside this instance’s requests (another instance, a job, SQL) reaches the page by notification', async () => {
    const { student, application } = await setUp();
    const { db } = await testApp();
    const page = () => student.client.get('/account/applications');
    expect((await page()).text).to.include('MSc Kept Markup');
    await db('applications').where({ id: application.id }).update({ course: 'MSc Renamed Elsewhere' });
    const after = await eventually(page, (res) => res.text.includes('MSc Renamed Elsewhere'), 'the renamed course');
    expect(after.text).not.to.include('MSc Kept Markup');
  });

  it('a signed-out session’s pages are a visitor’s at once; a session ended elsewhere soon after', async () => {
    const { student } = await setUp();
    const { db } = await testApp();
    expect((await student.client.get('/account/applications')).status).to.equal(200);
    expect((await student.client.post('/api/logout')).status).to.be.within(200, 204);
    const out = await student.client.get('/account/applications');
    expect(out.status, 'the guard sends a visitor to sign in').to.equal(302);

    const other = await signedInClient('user', false, 'Olga');
    expect((await other.client.get('/account/applications')).status).to.equal(200);
    await db('access_tokens').where({ user_id: other.user.id }).delete();
    // The API reads the session every time: refused at once.
    expect((await other.client.get('/api/user')).status).to.equal(401);
    await eventually(() => other.client.get('/account/applications'), (res) => res.status === 302, 'the ended session refused by pages');
  });

  it('each session’s page is its own: another user’s name or another device’s session never shows', async () => {
    const ines = await setUp('Ines');
    const jonas = await setUp('Jonas');
    const a = await ines.student.client.get('/account/applications');
    const b = await jonas.student.client.get('/account/applications');
    const a2 = await ines.student.client.get('/account/applications');
    expect(boot(a.text).user?.firstname).to.equal('Ines');
    expect(boot(b.text).user?.firstname).to.equal('Jonas');
    expect(boot(a2.text).user?.firstname).to.equal('Ines');
    expect(b.text).not.to.include('Ines');

    // The same account on a second device: each security page marks its own session as this device.
    const second = await client();
    expect((await second.post('/api/login', { email: ines.student.user.email, password: PASSWORD })).status).to.equal(200);
    const mine = await ines.student.client.get('/account/security');
    const theirs = await second.get('/account/security');
    const current = (html: string) => (boot(html).router.loaderData['account.security'] as { sessions: Array<{ id: number; current: boolean }> }).sessions.find((s) => s.current)?.id;
    expect(current(mine.text)).to.be.a('number');
    expect(current(theirs.text)).to.be.a('number').and.not.equal(current(mine.text));
    expect(current((await ines.student.client.get('/account/security')).text)).to.equal(current(mine.text));
  });
});
