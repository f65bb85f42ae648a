// The staff lists, searches and dashboards read their large tables through indexes. Each request below is made through the
// API on a database of a few thousand rows; every query it sent is explained again with sequential scans priced
// out (enable_seqscan = off), and a sequential scan of a large table that remains means no index can answer it: a
// change that drops an index or writes a query its index cannot serve fails here, not at an agency with 50,000
// students (docs/performance.md, "Scale").
import { expect } from 'chai';
import type { Knex } from 'knex';
import { RANDOM_PAGE_COST } from '../../server/db/knex';
import { testApp } from '../helpers/app';
import { signedInClient } from '../helpers/factories';

/**
 * The tables that grow with the agency (the receivables' totals per due day with the years they cover: a report reads
 * its period through their index).
 */
const LARGE = new Set(['users', 'applications', 'application_history', 'messages', 'audit_log', 'leads', 'documents', 'document_access_log', 'receivables', 'receivable_days']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** Every node of the plan of `sql`, explained with sequential scans priced out. */
async function planNodes(db: Knex, sql: string, bindings: readonly unknown[]): Promise<PlanNode[]> {
  return db.transaction(async (trx) => {
    await trx.raw('set local enable_seqscan = off');
    const { rows } = (await trx.raw(`explain (format json) ${sql.replace(/\$(\d+)/g, '?')}`, bindings as Knex.RawBinding[])) as { rows: Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }> };
    return nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan);
  });
}

/** The large tables `sql` reads by a sequential scan even when those are priced out. */
async function seqScans(db: Knex, sql: string, bindings: readonly unknown[]): Promise<string[]> {
  return (await planNodes(db, sql, bindings)).filter((n) => n['Node Type'] === 'Seq Scan' && LARGE.has(n['Relation Name'] ?? '')).map((n) => n['Relation Name']!);
}

describe('query plans: the staff lists and searches use indexes', function () {
  this.timeout(120_000);

  before(async () => {
    const { db } = await testApp();
    const adviser = (await db('users').insert({ email: `plans.adviser.${Date.now()}@example.com`, password: 'x', firstname: 'Plan', lastname: 'Adviser', role: 'adviser' }).returning('id')) as Array<{ id: number }>;
    const [country] = (await db('countries').insert({ slug: `plans-${Date.now()}`, name: 'Plansland' }).returning('id')) as Array<{ id: number }>;
    const [institution] = (await db('institutions').insert({ name: `Plans University ${Date.now()}`, slug: `plans-university-${Date.now()}`, country_id: country!.id }).returning('id')) as Array<{ id: number }>;
    // A few thousand students with names in several scripts, their applications, messages, leads and audit rows.
    await db.raw(
      `insert into users (email, password, firstname, lastname, role, adviser_id)
       select 'plans.' || g || '.' || extract(epoch from now())::bigint || '@example.net', 'x',
              (array['محمد','王','अनन्या','Zoë','José'])[1 + g % 5], (array['الأحمد','伟明','शर्मा','Dvořák','Núñez'])[1 + g % 5] || g, 'user', ?
       from generate_series(1, 3000) g`,
      [adviser[0]!.id],
    );
    await db.raw(
      `insert into applications (student_id, institution_id, course, intake, stage, updated_at)
       select u.id, ?, 'MSc Plans ' || s, '2027-0' || (1 + s), (array['shortlisted','preparing','submitted'])[1 + s], now() - (u.id * 3 + s) * interval '1 minute'
       from users u cross join generate_series(0, 2) s where u.email like 'plans.%'`,
      [institution!.id],
    );
    await db.raw(
      `insert into messages (student_id, author_id, author_name, author_role, body)
       select u.id, u.id, u.firstname, 'user', 'Hello ' || s from users u cross join generate_series(1, 3) s where u.email like 'plans.%'`,
    );
    await db.raw(
      `insert into audit_log (actor_id, actor_name, action, target_type, target_id, summary)
       select ?, 'Plan Adviser', 'user.update', 'user', g, 'Changed the profile of student ' || g from generate_series(1, 20000) g`,
      [adviser[0]!.id],
    );
    // More leads than the count's cap match "plans.", owned by the adviser, their activity long before the other
    // suites' leads (whose funnels count recent periods).
    await db.raw(
      `insert into leads (email, name, owner_id, created_at, last_activity_at)
       select 'plans.lead.' || g || '.' || extract(epoch from now())::bigint || '@example.org', 'Plan Lead ' || g, ?,
              timestamptz '2008-01-01' + g * interval '1 hour', timestamptz '2008-01-01' + g * interval '1 hour'
       from generate_series(1, 3000) g`,
      [adviser[0]!.id],
    );
    // The visibility map too, as autovacuum keeps it: an index-only scan is planned by how much of the table it marks.
    await db.raw('vacuum analyze users, leads');
    await db.raw('analyze');
  });

  it('every query of the students, applications, board, leads, audit, dashboard and file reads has no sequential scan of a large table', async () => {
    const { db } = await testApp();
    const admin = await signedInClient('admin');
    const adviser = await signedInClient('adviser');
    const student = (await db('users').where('email', 'like', 'plans.%').orderBy('id').offset(1500).first('id')) as { id: number };
    const captured: Array<{ sql: string; bindings: readonly unknown[] }> = [];
    const listen = (q: { sql: string; bindings?: readonly unknown[] }) => {
      if (/^\s*select/i.test(q.sql)) captured.push({ sql: q.sql, bindings: q.bindings ?? [] });
    };
    const findings: string[] = [];
    const paths = [
      '/api/staff/students',
      `/api/staff/students?q=${encodeURIComponent('शर्म')}`,
      '/api/staff/students?q=plans.1500',
      `/api/staff/students?q=${encodeURIComponent('王')}`,
      '/api/staff/students?q=zo',
      '/api/staff/applications?stage=submitted&intake=2027-03',
      `/api/staff/applications?q=${encodeURIComponent('伟明')}`,
      '/api/staff/board',
      '/api/staff/board?intake=2027-02',
      '/api/staff/leads',
      '/api/staff/leads?q=amaka',
      // More matches than the count's cap: the page walks the list's order.
      '/api/staff/students?q=plans.',
      '/api/staff/leads?q=plans.',
      '/api/admin/audit',
      '/api/admin/audit?q=student%2019999',
      '/api/staff/dashboard',
      '/api/admin/dashboard',
      '/api/admin/receivables',
      `/api/admin/commission/report?from=2026-01-01&to=2026-12-31&by=institution`,
      `/api/admin/commission/report?from=2026-01-01&to=2026-12-31&by=intake`,
      `/api/admin/commission/report?from=2026-01-01&to=2026-12-31&by=adviser`,
      `/api/staff/students/${student.id}`,
    ];
    for (const path of paths) {
      captured.length = 0;
      db.on('query', listen);
      const res = await admin.client.get(path);
      db.off('query', listen);
      expect(res.status, `${path}: ${JSON.stringify(res.body).slice(0, 300)}`).to.equal(200);
      const sent = captured.filter((q) => [...LARGE].some((t) => q.sql.includes(`"${t}"`)));
      expect(sent.length, `${path} read no large table`).to.be.greaterThan(0);
      for (const q of sent) {
        const scans = await seqScans(db, q.sql, q.bindings);
        if (scans.length) findings.push(`${path}: ${scans.join(', ')} in ${q.sql.slice(0, 400)}`);
      }
    }
    // The next page by key, and the adviser's own students.
    const first = await admin.client.get('/api/staff/students?per_page=5');
    captured.length = 0;
    db.on('query', listen);
    expect((await admin.client.get(`/api/staff/students?per_page=5&after=${first.body.next}`)).status).to.equal(200);
    expect((await adviser.client.get('/api/staff/students')).status).to.equal(200);
    db.off('query', listen);
    for (const q of captured.filter((c) => c.sql.includes('"users"'))) {
      const scans = await seqScans(db, q.sql, q.bindings);
      if (scans.length) findings.push(`students by key: ${scans.join(', ')} in ${q.sql.slice(0, 400)}`);
    }
    expect(findings, findings.join('\n\n')).to.deep.equal([]);
  });

  it('a search with more matches than the count’s cap reads its page’s ids from the order’s index alone, and counts through the table', async () => {
    const { db } = await testApp();
    const admin = await signedInClient('admin');
    const searches = [
      { path: '/api/staff/students?q=plans.', order: 'users_students_name_index' },
      { path: '/api/staff/leads?q=plans.', order: 'leads_activity_index' },
    ];
    for (const { path, order } of searches) {
      const captured: Array<{ sql: string; bindings: readonly unknown[] }> = [];
      const listen = (q: { sql: string; bindings?: readonly unknown[] }) => void (/^\s*select/i.test(q.sql) && captured.push({ sql: q.sql, bindings: q.bindings ?? [] }));
      db.on('query', listen);
      const res = await admin.client.get(path);
      db.off('query', listen);
      expect(res.body, path).to.include({ total_capped: true });
      expect(res.body.results, path).to.have.length(20);
      // The page: its ids in a query of their own (the deferred join), which walks the order's index testing the
      // searched text there, without reading the table's rows.
      const page = captured.filter((q) => / in \(select /.test(q.sql));
      expect(page, `${path}: the page's ids are read apart from its rows`).to.have.length(1);
      const walked = (await planNodes(db, page[0]!.sql, page[0]!.bindings)).filter((n) => n['Index Name'] === order);
      expect(walked.map((n) => n['Node Type']), `${path}: ${page[0]!.sql}`).to.deep.equal(['Index Only Scan']);
      // The count: never the order's index alone (PostgreSQL prices that walk below its cost).
      const count = captured.filter((q) => /^\s*select count/i.test(q.sql));
      expect(count, path).to.have.length(1);
      const counted = await planNodes(db, count[0]!.sql, count[0]!.bindings);
      expect(counted.filter((n) => n['Node Type'] === 'Index Only Scan').map((n) => n['Index Name']), `${path}: ${count[0]!.sql}`).to.deep.equal([]);
    }
  });

  it('the dashboards read their counts together, in one statement each: a handful of round trips in all', async () => {
    const { db } = await testApp();
    const admin = await signedInClient('admin');
    // Each count is a short read of kept counts or of an index: sent apart, the round trips cost the server more than
    // the counts (docs/decisions/0049-lists-at-scale.md). The session's look-up is one of the statements.
    const expected = [
      { path: '/api/staff/dashboard', statements: 5, counts: ['student_counts', 'documents', 'plan_alerts'] },
      { path: '/api/admin/dashboard', statements: 6, counts: ['student_counts', 'documents', 'contact_messages', 'receivables', 'applications'] },
    ];
    for (const { path, statements, counts } of expected) {
      const sent: string[] = [];
      const listen = (q: { sql: string }) => void sent.push(q.sql);
      db.on('query', listen);
      const res = await admin.client.get(path);
      db.off('query', listen);
      expect(res.status, path).to.equal(200);
      expect(sent, `${path}:\n${sent.join('\n')}`).to.have.length.at.most(statements);
      const together = sent.filter((sql) => counts.every((table) => sql.includes(`"${table}"`)));
      expect(together, `${path}: one statement reads ${counts.join(', ')}`).to.have.length(1);
    }
  });

  it('with the site’s own planner costs, the board reads each column from the index that starts at its stage', async () => {
    const { db } = await testApp();
    const admin = await signedInClient('admin');
    expect((await db.raw('show random_page_cost')).rows[0].random_page_cost).to.equal(String(RANDOM_PAGE_COST));
    const captured: Array<{ sql: string; bindings: readonly unknown[] }> = [];
    const listen = (q: { sql: string; bindings?: readonly unknown[] }) => void (q.sql.includes('cross join lateral') && captured.push({ sql: q.sql, bindings: q.bindings ?? [] }));
    db.on('query', listen);
    expect((await admin.client.get('/api/staff/board')).status).to.equal(200);
    db.off('query', listen);
    expect(captured).to.have.length(1);
    const { rows } = (await db.raw(`explain (format json) ${captured[0]!.sql.replace(/\$(\d+)/g, '?')}`, captured[0]!.bindings as Knex.RawBinding[])) as { rows: Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }> };
    const applications = nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan).filter((n) => n['Relation Name'] === 'applications');
    expect(applications.map((n) => n['Index Name'])).to.deep.equal(['applications_stage_updated_index']);
  });
});
