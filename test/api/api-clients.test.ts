// The loaders' two ApiClients agree (decision 0041): every method is called through the browser's (client/lib/http.ts,
// over HTTP against the test app, as the caller's session) and the server render's (server/ssr/api-client.ts, the
// services in-process as the same user), and their answers have the same shape: the same keys, and values of the same
// kinds, all the way down. The table below is typed by ApiClient's methods, so a new method must be added to it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { browserApi } from '../../client/lib/http';
import { configureHttp } from '../../client/lib/http-setup';
import type { Session } from '../../client/lib/session';
import { createServerApi } from '../../server/ssr/api-client';
import type { ApiClient } from '../../shared/api-client';
import type { User } from '../../shared/types';
import { type TestApp, testApp } from '../helpers/app';
import { createUser, ensureCountry } from '../helpers/factories';

type Caller = 'visitor' | 'student' | 'admin';

interface Fixtures {
  student: User;
  gallery: string;
  post: string;
  country: string;
  message: number;
  /** The lead the contact message made (decision 0046). */
  lead: number;
}

/** Every method: who calls it, and with what. */
const CALLS: { [K in keyof ApiClient]: { as: Caller; args: (f: Fixtures) => Parameters<ApiClient[K]> } } = {
  currentUser: { as: 'student', args: () => [] },
  sessions: { as: 'student', args: () => [] },
  adminDashboard: { as: 'admin', args: () => [] },
  adminUsers: { as: 'admin', args: () => [{ q: 'clients', per_page: '5' }] },
  adminUser: { as: 'admin', args: (f) => [String(f.student.id)] },
  myDocuments: { as: 'student', args: () => [] },
  adminUserDocuments: { as: 'admin', args: (f) => [String(f.student.id)] },
  adminDocuments: { as: 'admin', args: () => [{ status: '' }] },
  adminAudit: { as: 'admin', args: () => [{ per_page: '5' }] },
  myApplications: { as: 'student', args: () => [] },
  myUnread: { as: 'student', args: () => [] },
  myThread: { as: 'student', args: () => [] },
  myPlan: { as: 'student', args: () => [] },
  staffDashboard: { as: 'admin', args: () => [] },
  staffAdvisers: { as: 'admin', args: () => [] },
  staffStudents: { as: 'admin', args: (f) => [{ q: f.student.email }] },
  staffStudent: { as: 'admin', args: (f) => [String(f.student.id)] },
  staffThread: { as: 'admin', args: (f) => [String(f.student.id)] },
  staffStudentPlan: { as: 'admin', args: (f) => [String(f.student.id)] },
  staffApplications: { as: 'admin', args: (f) => [{ q: f.student.email }] },
  staffBoard: { as: 'admin', args: (f) => [{ q: f.student.email }] },
  staffLeads: { as: 'admin', args: () => [{ q: 'clients@example.com' }] },
  staffLead: { as: 'admin', args: (f) => [String(f.lead)] },
  staffConsultations: { as: 'admin', args: () => [{ from: '2026-01-01', to: '2026-01-07' }] },
  staffAvailability: { as: 'admin', args: () => [] },
  staffFunnel: { as: 'admin', args: () => [{ from: '2026-01-01', to: new Date().toISOString().slice(0, 10), by: 'source' }] },
  adminAgreements: { as: 'admin', args: () => [{ per_page: '5' }] },
  adminReceivables: { as: 'admin', args: () => [{ per_page: '5' }] },
  commissionReport: { as: 'admin', args: () => [{ from: '2026-01-01', to: '2026-12-31', by: 'institution' }] },
  institutions: { as: 'visitor', args: (f) => [f.country] },
  widgets: { as: 'visitor', args: () => [['clients-widget', 'clients-missing']] },
  services: { as: 'visitor', args: () => ['students'] },
  testimonials: { as: 'visitor', args: () => [] },
  galleries: { as: 'visitor', args: () => [] },
  gallery: { as: 'visitor', args: (f) => [f.gallery] },
  blog: { as: 'visitor', args: () => [{ per_page: '3' }] },
  blogPost: { as: 'visitor', args: (f) => [f.post] },
  countries: { as: 'visitor', args: () => [] },
  countryPage: { as: 'visitor', args: (f) => [f.country] },
  fitCheck: { as: 'visitor', args: () => [{ level: 'master', field: 'computing', budget_eur_per_year: 20_000, wants_to_work: true, stay_after: false, english_only: true }] },
  checklists: { as: 'student', args: () => [] },
  adminList: { as: 'admin', args: () => ['widgets', { q: 'clients' }] },
  adminRecord: { as: 'admin', args: (f) => ['messages', String(f.message)] },
};

/** A value's shape: its kind, and for objects and arrays the shapes inside (each different element shape once). */
function shape(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return [...new Set(value.map((v) => JSON.stringify(shape(v))))].sort().map((s) => JSON.parse(s) as unknown);
  if (typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((k) => [k, shape((value as Record<string, unknown>)[k])]));
  return typeof value;
}

describe('API: the browser’s and the server render’s ApiClient answer alike', () => {
  let app: TestApp;
  let server: http.Server;
  let base = '';
  let fixtures: Fixtures;
  const sessions = {} as Record<Caller, { token?: string; user: User | null; tokenId?: number }>;
  let xsrf = '';
  const originalFetch = globalThis.fetch;
  const hadDocument = 'document' in globalThis;

  before(async function () {
    this.timeout(60_000);
    app = await testApp();
    server = http.createServer(app.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const { services } = app;
    const admin = await createUser({ role: 'admin', firstname: 'Clients' });
    const student = await createUser({ firstname: 'Clients', lastname: 'Student' });
    const stamp = `${Date.now()}-${process.pid}`;
    const country = await ensureCountry(`clients-land-${stamp}`, { required_documents: [{ kind: 'passport', note: 'Valid for the whole stay.' }] });
    await app.db('users').where({ id: student.id }).update({ preferred_destinations: [country.slug] });
    const institution = await services.study.institutions.admin.create(admin, { name: `Clients University ${stamp}`, country_id: country.id, type: 'university' });
    await services.workflow.account.addApplication({ ...student, preferred_destinations: [country.slug] }, { institution_id: institution.id, course: 'MSc Computing', intake: '2027-09' });
    await services.workflow.account.post(student, { body: 'Hello from the clients test.' });
    await services.study.contact.submit({ name: 'Clients Visitor', email: 'clients@example.com', enquiry_type: 'other', message: 'A message for the clients test.', consent: true }, '203.0.113.9');
    await services.content.widgets.admin.create(admin, { name: 'clients-widget', title: 'Clients widget', html: '<p>Hi</p>' });
    await services.content.services.admin.create(admin, { audience: 'students', name: `Clients service ${stamp}`, summary: 'For the clients test.' });
    const post = await services.content.posts.admin.create(admin, { title: `Clients post ${stamp}`, status: 'published', body: '<p>Hello</p>' });
    const gallery = await services.content.galleries.admin.create(admin, { title: `Clients gallery ${stamp}` });
    await services.content.testimonials.admin.create(admin, { name: 'Clients Student', text: 'Very helpful.' });
    const [{ message }] = (await app.db('contact_messages').where({ email: 'clients@example.com' }).max({ message: 'id' })) as [{ message: number }];
    const lead = (await app.db('leads').whereRaw('lower(email) = ?', ['clients@example.com']).first('id')) as { id: number } | undefined;
    fixtures = { student: (await services.users.admin.get(admin, student.id)) as User, gallery: gallery.slug, post: post.slug, country: country.slug, message: Number(message), lead: Number(lead?.id) };

    const signIn = async (user: User) => {
      const { token } = await services.auth.issueToken(user, false);
      const found = await services.auth.authenticate(token);
      return { token, user: found!.user, tokenId: found!.tokenId };
    };
    sessions.visitor = { user: null };
    sessions.student = await signIn(student);
    sessions.admin = await signIn(admin);

    // The browser's client in Node: its relative addresses go to the test app, with the XSRF cookie a browser holds
    // (a visitor's: the session travels as a bearer token).
    const res = await originalFetch(`${base}/api/user`);
    xsrf = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
    Object.assign(globalThis, { document: { cookie: `XSRF-TOKEN=${xsrf}` } });
    globalThis.fetch = (input, init) => originalFetch(new URL(String(input), base), { ...init, headers: { ...(init?.headers as Record<string, string>), Cookie: `XSRF-TOKEN=${xsrf}` } });
  });

  after(async () => {
    globalThis.fetch = originalFetch;
    if (!hadDocument) delete (globalThis as { document?: unknown }).document;
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  for (const [name, call] of Object.entries(CALLS) as Array<[keyof ApiClient, (typeof CALLS)[keyof ApiClient]]>) {
    it(`${name}, as ${call.as === 'admin' ? 'an' : 'a'} ${call.as}`, async () => {
      const session = sessions[call.as];
      configureHttp({ session: { token: session.token ?? null, check: false } as unknown as Session, onTokenExpired: () => undefined });
      const args = call.args(fixtures) as unknown as never[];
      const fromBrowser = await (browserApi[name] as (...a: never[]) => Promise<unknown>)(...args);
      const serverApi = createServerApi(app.services, session.user, { tokenId: session.tokenId, ip: '127.0.0.1' });
      const fromServer = JSON.parse(JSON.stringify(await (serverApi[name] as (...a: never[]) => Promise<unknown>)(...args))) as unknown;
      expect(fromBrowser, 'the browser’s answer').to.not.equal(undefined);
      expect(shape(fromBrowser)).to.deep.equal(shape(fromServer));
    });
  }

  it('called every method of ApiClient (the browser’s client has no other)', () => {
    expect(Object.keys(CALLS).sort()).to.deep.equal(Object.keys(browserApi).sort());
  });
});
