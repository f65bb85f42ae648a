// Long staff lists are read by key: `next` of one page is `after` of the following one, whatever the depth; a
// search by part of a name finds every script; the board gives each stage its first cards, its count and the key
// of the rest.
import { expect } from 'chai';
import { encodeKey, TOTAL_CAP } from '../../server/lib/keyset';
import { BOARD_COLUMN_CARDS } from '../../shared/schemas/workflow';
import { APPLICATION_STAGES } from '../../shared/workflow';
import type { Client } from '../helpers/app';
import { testApp } from '../helpers/app';
import { createUser, ensureCountry, signedInClient } from '../helpers/factories';

const NAMES = [
  ['محمد', 'الأحمد'],
  ['王', '伟明'],
  ['अनन्या', 'शर्मा'],
  ['Zoë', 'Dvořák'],
  ['José', 'Núñez'],
  ['Ola', 'Adébáyọ̀'],
] as const;

describe('API: long staff lists read by key', function () {
  this.timeout(60_000);

  /** An adviser with `n` students (names from many scripts) and 3 applications each. */
  async function agency(n: number) {
    const { db } = await testApp();
    const adviser = await signedInClient('adviser');
    const template = await createUser();
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const { password } = (await db('users').where({ id: template.id }).first('password')) as { password: string };
    const rows = Array.from({ length: n }, (_, i) => {
      const [firstname, lastname] = NAMES[i % NAMES.length]!;
      return { email: `long.${stamp}.${i}@example.net`, password, firstname, lastname, role: 'user', adviser_id: adviser.user.id, email_verified_at: new Date() };
    });
    const students = (await db('users').insert(rows).returning('id')) as Array<{ id: number }>;
    const country = await ensureCountry('long-lists-land');
    const [institution] = (await db('institutions').insert({ name: `Long Lists College ${stamp}`, slug: `long-lists-${stamp}`, country_id: country.id }).returning('id')) as Array<{ id: number }>;
    const applications = students.flatMap(({ id }, i) =>
      [0, 1, 2].map((j) => ({ student_id: id, institution_id: institution!.id, course: `MSc Keyset ${stamp} ${i}-${j}`, intake: '2027-09', stage: APPLICATION_STAGES[(i + j) % 3]!, updated_at: new Date(Date.UTC(2026, 0, 1) + (i * 3 + j) * 1000) })),
    );
    await db('applications').insert(applications);
    return { adviser, stamp, students };
  }

  /** Every page of `path` by key, `per_page` at a time: the ids in order and the number of pages. */
  async function walk(client: Client, path: string, perPage: number) {
    const ids: number[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res = await client.get(`${path}${path.includes('?') ? '&' : '?'}per_page=${perPage}${after ? `&after=${after}` : ''}`);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      ids.push(...(res.body.results as Array<{ id: number }>).map((r) => r.id));
      after = res.body.next as string | null;
      pages += 1;
    } while (after && pages < 100);
    return { ids, pages };
  }

  /** The ids of the students or leads whose searched text holds `piece`, in their list's order, read with SQL. */
  async function matchIds(list: 'students' | 'leads', piece: string): Promise<number[]> {
    const { db } = await testApp();
    const q =
      list === 'students'
        ? db('users').where('role', 'user').whereRaw('search_text like ?', [`%${piece}%`]).orderByRaw('lastname collate natural_sort, firstname collate natural_sort, id')
        : db('leads').whereRaw('search_text like ?', [`%${piece}%`]).orderBy([{ column: 'last_activity_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
    return ((await q.pluck('id')) as Array<number | string>).map(Number);
  }

  /**
   * A search past the cap, walked by key by each reader, gives `expected`; and a row of it is the row a search finding
   * that row alone gives (its matches sorted, not walked).
   */
  async function walksAsAlone(path: string, readers: Array<{ client: Client }>, admin: { client: Client }, expected: number[]) {
    for (const reader of readers) {
      const first = await reader.client.get(`${path}&per_page=100`);
      expect(first.body, path).to.include({ total: TOTAL_CAP, total_capped: true });
      const { ids } = await walk(reader.client, path, 100);
      expect(ids, path).to.deep.equal(expected);
    }
    const page = await admin.client.get(`${path}&per_page=100`);
    const base = path.slice(0, path.indexOf('?'));
    for (const row of (page.body.results as Array<{ id: number; email: string }>).filter((_, i) => i % 33 === 0)) {
      const alone = await admin.client.get(`${base}?q=${encodeURIComponent(row.email)}`);
      expect(alone.body, row.email).to.include({ total: 1, total_capped: false });
      expect(alone.body.results).to.deep.equal([row]);
    }
  }

  it('students: the pages by key are the list by number, in the same order, with nothing twice or left out', async () => {
    const { adviser, students } = await agency(45);
    const all = await adviser.client.get('/api/staff/students?per_page=100');
    expect(all.body).to.include({ total: 45, total_capped: false, next: null });
    const { ids, pages } = await walk(adviser.client, '/api/staff/students', 7);
    expect(pages).to.equal(7);
    expect(ids).to.deep.equal((all.body.results as Array<{ id: number }>).map((r) => r.id));
    expect(new Set(ids)).to.deep.equal(new Set(students.map((s) => Number(s.id))));
    // Page 3 by number is page 3 by key.
    const third = await adviser.client.get('/api/staff/students?per_page=7&page=3');
    expect((third.body.results as Array<{ id: number }>).map((r) => r.id)).to.deep.equal(ids.slice(14, 21));
  });

  it('students: a part of a name in any script, or of an address, finds them', async () => {
    const { adviser, stamp } = await agency(12);
    const found = async (q: string) => ((await adviser.client.get(`/api/staff/students?q=${encodeURIComponent(q)}`)).body.results as Array<{ firstname: string; lastname: string; email: string }>).map((r) => `${r.firstname} ${r.lastname}`);
    // Each name is two of the twelve students.
    expect(await found('محم')).to.deep.equal(['محمد الأحمد', 'محمد الأحمد']);
    expect(await found('伟明')).to.deep.equal(['王 伟明', '王 伟明']);
    expect(await found('शर्मा')).to.deep.equal(['अनन्या शर्मा', 'अनन्या शर्मा']);
    expect(await found('DVOŘ')).to.deep.equal(['Zoë Dvořák', 'Zoë Dvořák']);
    // One or two characters: the start of a first name, surname or address.
    expect(await found('王')).to.deep.equal(['王 伟明', '王 伟明']);
    expect(await found('zo')).to.deep.equal(['Zoë Dvořák', 'Zoë Dvořák']);
    expect(await found('ña')).to.deep.equal([]);
    expect(await found(`long.${stamp}.11@`)).to.have.length(1);
    expect(await found('nobody-like-this')).to.deep.equal([]);
  });

  it('applications: newest change first, by key, under a stage filter; the count is exact below the cap', async () => {
    const { adviser } = await agency(20);
    const submitted = await adviser.client.get('/api/staff/applications?stage=submitted&per_page=100');
    expect(submitted.body).to.include({ total: 20, total_capped: false, next: null });
    const updated = (submitted.body.results as Array<{ updated_at: string }>).map((r) => Date.parse(r.updated_at));
    expect(updated).to.deep.equal([...updated].sort((a, b) => b - a));
    const { ids } = await walk(adviser.client, '/api/staff/applications?stage=submitted', 6);
    expect(ids).to.deep.equal((submitted.body.results as Array<{ id: number }>).map((r) => r.id));
  });

  it('a count stops at 1,000 and says so: the audit log past the cap, its pages still read by key', async () => {
    const { db } = await testApp();
    const admin = await signedInClient('admin');
    const token = `capped${Date.now().toString(36)}`;
    await db.raw(
      `insert into audit_log (actor_id, actor_name, action, target_type, target_id, summary)
       select ?, 'Cap Tester', 'user.update', 'user', g, ? || ' entry ' || g from generate_series(1, 1050) g`,
      [admin.user.id, token],
    );
    const page = await admin.client.get(`/api/admin/audit?q=${token}&per_page=50`);
    expect(page.status).to.equal(200);
    expect(page.body).to.include({ total: 1_000, total_capped: true });
    expect(page.body.results).to.have.length(50);
    const next = await admin.client.get(`/api/admin/audit?q=${token}&per_page=50&after=${page.body.next}`);
    const ids = [...page.body.results, ...next.body.results].map((r: { id: number }) => r.id);
    expect(new Set(ids).size).to.equal(100);
    expect(ids).to.deep.equal([...ids].sort((a, b) => b - a));
    const few = await admin.client.get(`/api/admin/audit?q=${encodeURIComponent(`${token} entry 105`)}`);
    expect(few.body).to.include({ total: 2, total_capped: false });

    // Words only in entries older than the newest few thousand are counted through the trigram index, as exactly.
    const old = `olden${Date.now().toString(36)}`;
    await db.raw(
      `insert into audit_log (at, actor_id, actor_name, action, target_type, target_id, summary)
       select timestamptz '2020-01-01' + g * interval '1 minute', ?, 'Cap Tester', 'user.update', 'user', g, ? || case when g <= 12 then ' rare ' else ' common ' end || g
         from generate_series(1, 1062) g`,
      [admin.user.id, old],
    );
    await db.raw(`insert into audit_log (actor_id, actor_name, action, target_type, target_id, summary) select ?, 'Cap Tester', 'user.update', 'user', g, 'newer entry ' || g from generate_series(1, 5100) g`, [admin.user.id]);
    const rare = await admin.client.get(`/api/admin/audit?q=${encodeURIComponent(`${old} rare`)}&per_page=50`);
    expect(rare.body).to.include({ total: 12, total_capped: false });
    expect(rare.body.results).to.have.length(12);
    const common = await admin.client.get(`/api/admin/audit?q=${old}&per_page=50`);
    expect(common.body).to.include({ total: 1_000, total_capped: true });
    expect((await admin.client.get(`/api/admin/audit?q=${encodeURIComponent(`${old} common 1061`)}`)).body).to.include({ total: 1, total_capped: false });
  });

  it('students: a search with more matches than the cap, paged by key, gives each match once, in the list’s order, as it gives them alone', async () => {
    const { adviser, stamp } = await agency(TOTAL_CAP + 90);
    const admin = await signedInClient('admin');
    const expected = await matchIds('students', stamp);
    expect(expected).to.have.length(TOTAL_CAP + 90);
    // The admin walks every student's order, the adviser their own.
    await walksAsAlone(`/api/staff/students?q=${stamp}`, [admin, adviser], admin, expected);
  });

  it('leads: a search with more matches than the cap, paged by key, gives each match once, newest activity first, as it gives them alone', async () => {
    const { db } = await testApp();
    const admin = await signedInClient('admin');
    const owner = await signedInClient('adviser');
    const tag = `walk${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    // Two leads to each moment of activity, so that the id orders those alike; long before the other suites' leads.
    const leads = Array.from({ length: TOTAL_CAP + 90 }, (_, i) => {
      const at = new Date(Date.UTC(2009, 0, 1) + Math.floor(i / 2) * 60_000);
      return { email: `${tag}.${i}@example.org`, name: `Walk Lead ${i}`, owner_id: owner.user.id, created_at: at, last_activity_at: at };
    });
    await db('leads').insert(leads);
    const expected = await matchIds('leads', tag);
    expect(expected).to.have.length(TOTAL_CAP + 90);
    await walksAsAlone(`/api/staff/leads?q=${tag}`, [admin, owner], admin, expected);
  });

  it('a search below the cap: its count, and its pages by key, by number and past the end, agree with its matches', async () => {
    const { db } = await testApp();
    const { adviser, stamp } = await agency(45);
    const tag = `few${stamp}`;
    const at = (i: number) => new Date(Date.UTC(2009, 5, 1) + Math.floor(i / 2) * 60_000);
    await db('leads').insert(Array.from({ length: 45 }, (_, i) => ({ email: `${tag}.${i}@example.org`, name: `Few Lead ${i}`, owner_id: adviser.user.id, created_at: at(i), last_activity_at: at(i) })));
    const searches = [
      { path: `/api/staff/students?q=${stamp}`, ids: await matchIds('students', stamp) },
      { path: `/api/staff/leads?q=${tag}`, ids: await matchIds('leads', tag) },
    ];
    for (const { path, ids } of searches) {
      expect(ids, path).to.have.length(45);
      const first = await adviser.client.get(`${path}&per_page=7`);
      expect(first.body, path).to.include({ total: 45, total_capped: false });
      const walked = await walk(adviser.client, path, 7);
      expect(walked.pages, path).to.equal(7);
      expect(walked.ids, path).to.deep.equal(ids);
      const third = await adviser.client.get(`${path}&per_page=7&page=3`);
      expect((third.body.results as Array<{ id: number }>).map((r) => r.id), path).to.deep.equal(ids.slice(14, 21));
      // Past the end: no rows, and still the count.
      const beyond = await adviser.client.get(`${path}&per_page=7&page=9`);
      expect(beyond.status, path).to.equal(200);
      expect(beyond.body, path).to.include({ total: 45, total_capped: false, next: null });
      expect(beyond.body.results, path).to.deep.equal([]);
      expect((await adviser.client.get(`${path}&after=not-a-key!`)).status, path).to.equal(422);
    }
  });

  it('an after that no page gave is a 422 on after, never a 500', async () => {
    const { adviser } = await signedInClient('adviser').then((a) => ({ adviser: a }));
    for (const after of ['not-a-key!', encodeKey(['x']), Buffer.from('{"a":1}').toString('base64url'), encodeKey(['not a date', '1']), encodeKey(['2026-01-01 00:00:00+00', 'x'])]) {
      for (const path of ['/api/staff/students', '/api/staff/applications']) {
        const res = await adviser.client.get(`${path}?after=${encodeURIComponent(after)}`);
        expect(res.status, `${path} ${after}`).to.equal(422);
        expect(res.body.errors, JSON.stringify(res.body)).to.have.property('after');
      }
    }
  });

  it('the board: each stage its first cards, its count, and the rest read by key with the same filters', async () => {
    // A column's first cards and seven more.
    const total = BOARD_COLUMN_CARDS + 7;
    const { adviser } = await agency(total);
    const board = await adviser.client.get('/api/staff/board');
    expect(board.status).to.equal(200);
    expect(board.body.per_column).to.equal(BOARD_COLUMN_CARDS);
    expect((board.body.columns as Array<{ stage: string }>).map((c) => c.stage)).to.deep.equal([...APPLICATION_STAGES]);
    const column = (board.body.columns as Array<{ stage: string; total: number; results: Array<{ id: number }>; next: string | null }>).find((c) => c.stage === 'preparing')!;
    expect(column.total).to.equal(total);
    expect(column.results).to.have.length(BOARD_COLUMN_CARDS);
    expect(column.next).to.be.a('string');
    const rest = await adviser.client.get(`/api/staff/applications?stage=preparing&per_page=${BOARD_COLUMN_CARDS}&after=${column.next}`);
    expect(rest.body.results).to.have.length(7);
    expect(rest.body.next).to.equal(null);
    const seen = new Set([...column.results, ...(rest.body.results as Array<{ id: number }>)].map((r) => r.id));
    expect(seen.size).to.equal(total);
    const empty = (board.body.columns as Array<{ stage: string; total: number; next: string | null }>).find((c) => c.stage === 'enrolled')!;
    expect(empty).to.include({ total: 0, next: null });
    // Filtered, the columns are counted (not the kept counts): the same here, none for another intake.
    const filtered = await adviser.client.get('/api/staff/board?intake=2027-09');
    expect((filtered.body.columns as Array<{ stage: string; total: number; results: unknown[] }>).find((c) => c.stage === 'preparing')).to.deep.include({ total });
    const other = await adviser.client.get('/api/staff/board?intake=2031-01');
    expect((other.body.columns as Array<{ total: number; results: unknown[] }>).every((c) => c.total === 0 && c.results.length === 0)).to.equal(true);
  });
});
