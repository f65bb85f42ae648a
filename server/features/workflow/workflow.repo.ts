// Applications, their history, the conversations and their read marks in PostgreSQL.
import type { Knex } from 'knex';
import { boardFields, boardProfileOf, PROFILE_FIELDS, type ProfileFieldList } from '../../../shared/profile';
import type { Reply, VisaDocumentKind } from '../../../shared/plan';
import { type Application, type ApplicationHistoryEntry, type ApplicationStage, APPLICATION_STAGES, type Message, OFFER_STAGES, type PersonRef, type StaffApplication, type StaffApplicationCard } from '../../../shared/workflow';
import type { StaffApplicationsQuery, StaffStudentsQuery } from '../../../shared/schemas/workflow';

type ApplicationFilters = Pick<StaffApplicationsQuery, 'q' | 'adviser_id' | 'stage' | 'country' | 'intake'>;
/** The board's filters: the list's, but the stage (one column each). */
export type BoardFilters = Pick<StaffApplicationsQuery, 'q' | 'adviser_id' | 'country' | 'intake'>;
import type { Role } from '../../../shared/types';
import type { Db } from '../../db/knex';
import { isShortSearch, prefixPattern, searchPattern } from '../../lib/search';
import { cappedCount, keyColumns, type KeyOrder, pageOf, readDeferred, readKeyed } from '../../lib/keyset';

type Runner = Knex | Knex.Transaction;

/** Whose students a reader sees: every student (an admin), or those of one adviser. */
export type Scope = { adviserId: number | null };

export interface ApplicationRow {
  id: number;
  student_id: number;
  institution_id: number;
  course: string;
  intake: string;
  stage: ApplicationStage;
  deadline: string | null;
  offer_conditions: string | null;
  deposit_amount: string | number | null;
  deposit_currency: string | null;
  deposit_due: string | null;
  deposit_paid_on: string | null;
  reply_by: string | null;
  reply: Reply | null;
  replied_at: string | null;
  visa_document_kind: VisaDocumentKind | null;
  visa_document_number: string | null;
  visa_document_issued_on: string | null;
  visa_document_valid_until: string | null;
  tuition_amount: string | number | null;
  tuition_currency: string | null;
  created_at: string;
  updated_at: string;
}

const OFFER_COLUMNS = ['offer_conditions', 'deposit_amount', 'deposit_currency', 'deposit_due', 'deposit_paid_on', 'reply_by'] as const;

/** An application's offer, visa document and tuition as its answer carries them (rows keep them as columns). */
export function offerParts(r: ApplicationRow): Pick<Application, 'offer' | 'reply' | 'visa_document' | 'tuition'> {
  const holds = (OFFER_STAGES as readonly string[]).includes(r.stage) || OFFER_COLUMNS.some((c) => r[c] !== null);
  return {
    offer: holds
      ? {
          conditions: r.offer_conditions,
          deposit_amount: r.deposit_amount === null ? null : Number(r.deposit_amount),
          deposit_currency: r.deposit_currency,
          deposit_due: r.deposit_due,
          deposit_paid_on: r.deposit_paid_on,
          reply_by: r.reply_by,
        }
      : null,
    reply: r.reply,
    visa_document: r.visa_document_kind && r.visa_document_number ? { kind: r.visa_document_kind, number: r.visa_document_number, issued_on: r.visa_document_issued_on, valid_until: r.visa_document_valid_until } : null,
    tuition: r.tuition_amount !== null && r.tuition_currency ? { amount: Number(r.tuition_amount), currency: r.tuition_currency } : null,
  };
}

export type ApplicationWrite = Partial<Omit<ApplicationRow, 'id' | 'created_at' | 'updated_at'>>;

interface JoinedRow extends ApplicationRow {
  institution_name: string;
  country_slug: string;
  country_name: string;
  student_firstname: string;
  student_lastname: string;
  adviser_id: number | null;
  adviser_firstname: string | null;
  adviser_lastname: string | null;
  /** The student's profile fields the board shows, as `student_<key>`. */
  [column: `student_${string}`]: unknown;
}

/** A student's name and address in lower case, a stored column with the trigram index users_search_index. */
const STUDENT_SEARCH = 'u.search_text';
/**
 * Students (`u`) whose name or address holds `q`: through the trigram index, or for one or two characters (no
 * trigram), those whose first name, surname or address starts with them (the prefix indexes).
 */
function studentMatches(q: Knex.QueryBuilder, text: string): void {
  if (!isShortSearch(text)) {
    q.whereRaw(`${STUDENT_SEARCH} like ?`, [searchPattern(text)]);
    return;
  }
  const start = prefixPattern(text);
  q.where((w) => w.whereRaw('lower(u.firstname) like ?', [start]).orWhereRaw('lower(u.lastname) like ?', [start]).orWhereRaw('lower(u.email) like ?', [start]));
}

/**
 * The same order for a search's matches, written so that no index gives it: PostgreSQL then finds the matches
 * through the search's index and sorts them, rather than walking every student in order to test each (which, for
 * names that sort last, such as Arabic or Chinese ones, reads all of them). For at most TOTAL_CAP matches only.
 */
const MATCH_ORDER: KeyOrder = {
  columns: [
    { sql: `(u.lastname || '') COLLATE natural_sort`, type: 'text', collate: 'natural_sort' },
    { sql: `(u.firstname || '') COLLATE natural_sort`, type: 'text', collate: 'natural_sort' },
    { sql: 'u.id', type: 'bigint' },
  ],
  dir: 'asc',
};

/** The students list's order, as users_students_name_index keeps it. */
const STUDENT_ORDER: KeyOrder = {
  columns: [
    { sql: 'u.lastname COLLATE natural_sort', type: 'text', collate: 'natural_sort' },
    { sql: 'u.firstname COLLATE natural_sort', type: 'text', collate: 'natural_sort' },
    { sql: 'u.id', type: 'bigint' },
  ],
  dir: 'asc',
};
/** The applications list's order, as applications_updated_index (and the stage's and intake's) keep it. */
const APPLICATION_ORDER: KeyOrder = {
  columns: [
    { sql: 'a.updated_at', type: 'timestamptz' },
    { sql: 'a.id', type: 'bigint' },
  ],
  dir: 'desc',
};
const person = (id: number | null, first: string | null, last: string | null): PersonRef | null => (id === null || first === null ? null : { id: Number(id), name: `${first} ${last ?? ''}`.trim() });

/** Students (`u`) a scope sees. */
function scoped(q: Knex.QueryBuilder, scope: Scope, column = 'u.adviser_id'): Knex.QueryBuilder {
  q.where('u.role', 'user');
  if (scope.adviserId !== null) q.where(column, scope.adviserId);
  return q;
}

/** `profile`: the profile's fields (the site's unless a test adds one); the join selects those the board shows. */
export function createWorkflowRepo(db: Db, profile: ProfileFieldList = PROFILE_FIELDS) {
  const boardColumns = boardFields(profile).map((f) => `u.${f.key} as student_${f.key}`);

  /** Applications (`a`) with institution, country, student (`u`, with the fields the board shows) and adviser. */
  const joined = (runner: Runner = db) =>
    runner('applications as a')
      .join('institutions as i', 'i.id', 'a.institution_id')
      .join('countries as c', 'c.id', 'i.country_id')
      .join('users as u', 'u.id', 'a.student_id')
      .leftJoin('users as adv', 'adv.id', 'u.adviser_id')
      .select(
        'a.*',
        'i.name as institution_name',
        'c.slug as country_slug',
        'c.name as country_name',
        'u.firstname as student_firstname',
        'u.lastname as student_lastname',
        'u.adviser_id',
        'adv.firstname as adviser_firstname',
        'adv.lastname as adviser_lastname',
        ...boardColumns,
      );

  async function historyOf(ids: number[], runner: Runner = db): Promise<Map<number, ApplicationHistoryEntry[]>> {
    const map = new Map<number, ApplicationHistoryEntry[]>();
    if (!ids.length) return map;
    const rows = (await runner('application_history as h')
      .leftJoin('users as b', 'b.id', 'h.by_id')
      .whereIn('h.application_id', ids)
      .orderBy('h.at', 'asc')
      .orderBy('h.id', 'asc')
      .select('h.application_id', 'h.stage', 'h.at', 'h.note', 'h.by_id', 'b.firstname', 'b.lastname')) as Array<{
      application_id: number;
      stage: ApplicationStage;
      at: string;
      note: string | null;
      by_id: number | null;
      firstname: string | null;
      lastname: string | null;
    }>;
    for (const r of rows) {
      const list = map.get(Number(r.application_id)) ?? [];
      list.push({ stage: r.stage, at: r.at, by: person(r.by_id, r.firstname, r.lastname), note: r.note });
      map.set(Number(r.application_id), list);
    }
    return map;
  }

  async function toStaff(rows: JoinedRow[], runner: Runner = db, withHistory = true): Promise<StaffApplication[]> {
    const history = withHistory ? await historyOf(rows.map((r) => Number(r.id)), runner) : new Map<number, ApplicationHistoryEntry[]>();
    return rows.map((r) => ({
      id: Number(r.id),
      institution: { id: Number(r.institution_id), name: r.institution_name, country: { slug: r.country_slug, name: r.country_name } },
      course: r.course,
      intake: r.intake,
      stage: r.stage,
      deadline: r.deadline,
      offer_conditions: r.offer_conditions,
      ...offerParts(r),
      created_at: r.created_at,
      updated_at: r.updated_at,
      // Without it (the board's cards), left empty: the caller drops the field.
      history: history.get(Number(r.id)) ?? [],
      student: { ...person(r.student_id, r.student_firstname, r.student_lastname)!, ...boardProfileOf(r, profile) },
      adviser: person(r.adviser_id, r.adviser_firstname, r.adviser_lastname),
    }));
  }

  /**
   * The applications whose course, institution or student holds `q`: each through its own index, the ids joined
   * (an OR across the joined tables would read every application).
   */
  const searchIds = (text: string) =>
    db.union([
      db('applications').select('id').whereRaw('lower(course) like ?', [searchPattern(text)]),
      db('applications as a2').join('institutions as i2', 'i2.id', 'a2.institution_id').select('a2.id').whereRaw('lower(i2.name) like ?', [searchPattern(text)]),
      db('applications as a3')
        .join('users as u', 'u.id', 'a3.student_id')
        .select('a3.id')
        .modify((s) => studentMatches(s, text)),
    ]);

  /** The applications list's filters on the joined query (`a`, `u`, `c`). */
  const applicationFilter = (scope: Scope, query: ApplicationFilters) => (q: Knex.QueryBuilder) => {
    scoped(q, scope);
    if (query.stage) q.where('a.stage', query.stage);
    if (query.adviser_id === 'none') q.whereNull('u.adviser_id');
    else if (query.adviser_id !== '') q.where('u.adviser_id', query.adviser_id);
    if (query.country) q.where('c.slug', query.country);
    if (query.intake) q.where('a.intake', query.intake);
    if (query.q) q.whereIn('a.id', searchIds(query.q));
  };

  /**
   * The same applications for counting, without the joins a filter does not need (an application's institution and
   * country always exist), the students by their ids (all but the few who are not students, or an adviser's): a join
   * with every student costs more than the count.
   */
  const applicationCount = (scope: Scope, query: ApplicationFilters) => {
    const adviser = scope.adviserId ?? (query.adviser_id === '' ? undefined : query.adviser_id);
    return db('applications as a').modify((q) => {
      if (query.country) q.join('institutions as i', 'i.id', 'a.institution_id').join('countries as c', 'c.id', 'i.country_id').where('c.slug', query.country);
      if (adviser === undefined) q.whereNotIn('a.student_id', db('users').whereRaw(`role <> 'user'`).select('id'));
      else q.whereIn('a.student_id', db('users').where('role', 'user').modify((u) => (adviser === 'none' ? u.whereNull('adviser_id') : u.where('adviser_id', adviser))).select('id'));
      if (query.stage) q.where('a.stage', query.stage);
      if (query.intake) q.where('a.intake', query.intake);
      if (query.q) q.whereIn('a.id', searchIds(query.q));
    });
  };

  /** Applications per stage, from the counts triggers keep per adviser (migrations: the scale one); `adviser`: one's. */
  async function stageCounts(scope: Scope, adviser: number | 'none' | '' = ''): Promise<Array<{ stage: ApplicationStage; count: number }>> {
    return (await db('application_stage_counts')
      .modify((q) => {
        if (scope.adviserId !== null) q.where('adviser_id', scope.adviserId);
        if (adviser !== '') q.where('adviser_id', adviser === 'none' ? 0 : adviser);
      })
      .groupBy('stage')
      .select('stage', db.raw('greatest(sum(n), 0)::int as count'))) as Array<{ stage: ApplicationStage; count: number }>;
  }

  /** Applications not yet submitted whose deadline is from `from` to `to` (the index of open deadlines). */
  const openDeadline = (from: string, to: string) => (q: Knex.QueryBuilder) => q.whereIn('a.stage', ['shortlisted', 'preparing']).whereBetween('a.deadline', [from, to]);

  const plain = ({ student: _s, adviser: _a, ...application }: StaffApplication): Application => application;
  /** An application as a short list of many shows it (read without its history). */
  const card = ({ history: _h, ...application }: StaffApplication): StaffApplicationCard => application;

  return {
    async findApplication(id: number, runner: Runner = db): Promise<(ApplicationRow & { adviser_id: number | null }) | undefined> {
      return runner('applications as a').join('users as u', 'u.id', 'a.student_id').where('a.id', id).first('a.*', 'u.adviser_id');
    },

    async staffApplication(id: number, runner: Runner = db): Promise<StaffApplication | undefined> {
      const rows = (await joined(runner).where('a.id', id)) as JoinedRow[];
      return (await toStaff(rows, runner))[0];
    },

    async applicationsOf(studentId: number, runner: Runner = db): Promise<Application[]> {
      const rows = (await joined(runner).where('a.student_id', studentId).orderBy('a.created_at', 'asc').orderBy('a.id', 'asc')) as JoinedRow[];
      return (await toStaff(rows, runner)).map(plain);
    },

    /** Each student's applications, as applicationsOf reads them but without their history, for many at once. */
    async applicationsOfStudents(studentIds: number[], runner: Runner = db): Promise<Map<number, Application[]>> {
      const map = new Map<number, Application[]>(studentIds.map((id) => [id, []]));
      if (!studentIds.length) return map;
      const rows = (await joined(runner).whereIn('a.student_id', studentIds).orderBy('a.created_at', 'asc').orderBy('a.id', 'asc')) as JoinedRow[];
      for (const a of await toStaff(rows, runner, false)) map.get(a.student.id)?.push(plain(a));
      return map;
    },

    plain,

    async insertApplication(trx: Knex.Transaction, values: ApplicationWrite): Promise<ApplicationRow> {
      const [row] = await trx('applications').insert(values).returning('*');
      return row as ApplicationRow;
    },

    async updateApplication(trx: Knex.Transaction, id: number, values: ApplicationWrite): Promise<void> {
      await trx('applications')
        .where({ id })
        .update({ ...values, updated_at: trx.fn.now() });
    },

    async deleteApplicationIf(id: number, stage: ApplicationStage): Promise<boolean> {
      return (await db('applications').where({ id, stage }).delete()) > 0;
    },

    async addHistory(trx: Knex.Transaction, entry: { application_id: number; stage: ApplicationStage; by_id: number; note: string | null; at?: string }): Promise<void> {
      await trx('application_history').insert(entry);
    },

    async institution(id: number, runner: Runner = db): Promise<{ id: number; name: string } | undefined> {
      return runner('institutions').where({ id }).first('id', 'name');
    },

    /** The applications list and a board column's next cards: newest change first, a page at a time by key. */
    async staffApplications(scope: Scope, query: StaffApplicationsQuery): Promise<{ results: StaffApplication[]; total: number; total_capped: boolean; next: string | null }> {
      // Filtered by stage and adviser alone, the count is the one triggers keep; otherwise it is counted, capped.
      const kept = !query.q && !query.country && !query.intake;
      const counted = kept
        ? stageCounts(scope, query.adviser_id).then((counts) => ({
            total: counts.filter((c) => !query.stage || c.stage === query.stage).reduce((sum, c) => sum + Number(c.count), 0),
            total_capped: false,
          }))
        : cappedCount(db, applicationCount(scope, query));
      const page = await readKeyed<JoinedRow>(db, joined().modify(applicationFilter(scope, query)), APPLICATION_ORDER, query);
      return { results: await toStaff(page.rows), next: page.next, ...(await counted) };
    },

    /**
     * The board: each stage's first `perColumn` applications in one query (a lateral join per stage, through the
     * stage's index), its count (kept by triggers when only the adviser filters, else counted in one grouped query)
     * and the key of the rest. Cards carry no history.
     */
    async boardColumns(scope: Scope, query: BoardFilters, perColumn: number): Promise<Array<{ stage: ApplicationStage; results: StaffApplicationCard[]; total: number; next: string | null }>> {
      const filters = { ...query, stage: '' as const };
      const cards = joined()
        .modify(applicationFilter(scope, filters))
        .whereRaw('a.stage = s.stage')
        .select(...keyColumns(db, APPLICATION_ORDER))
        .orderByRaw('a.updated_at desc, a.id desc')
        .limit(perColumn + 1);
      const [{ rows }, counts] = await Promise.all([
        db.raw(`select s.stage as board_stage, x.* from unnest(?::text[]) as s(stage) cross join lateral (?) as x`, [[...APPLICATION_STAGES], cards]) as Promise<{ rows: Array<JoinedRow & { board_stage: ApplicationStage }> }>,
        !query.q && !query.country && !query.intake
          ? stageCounts(scope, query.adviser_id)
          : (applicationCount(scope, filters).groupBy('a.stage').select('a.stage', db.raw('count(*)::int as count')) as Promise<Array<{ stage: ApplicationStage; count: number }>>),
      ]);
      const total = new Map(counts.map((c) => [c.stage, Number(c.count)]));
      const all = await toStaff(rows, db, false);
      return APPLICATION_STAGES.map((stage) => {
        const page = pageOf(
          rows.filter((r) => r.board_stage === stage),
          APPLICATION_ORDER,
          perColumn,
        );
        const ids = new Set(page.rows.map((r) => Number(r.id)));
        return { stage, results: all.filter((a) => ids.has(a.id)).map(card), total: total.get(stage) ?? 0, next: page.next };
      });
    },

    /** Applications with a deadline from `from` to `to` (dates), not yet submitted, in the scope: the soonest `limit`. */
    async deadlinesBetween(scope: Scope, from: string, to: string, limit: number): Promise<StaffApplicationCard[]> {
      const rows = (await joined()
        .modify((q) => scoped(q, scope))
        .modify(openDeadline(from, to))
        .orderBy('a.deadline', 'asc')
        .orderBy('a.id', 'asc')
        .limit(limit)) as JoinedRow[];
      return (await toStaff(rows, db, false)).map(card);
    },

    /**
     * How many of them there are, as a query to run or to read beside others (the dashboard's counts): through the
     * index of open deadlines, the students by id, as the applications' count.
     */
    deadlineCountQuery(scope: Scope, from: string, to: string): Knex.QueryBuilder {
      return applicationCount(scope, { stage: '', adviser_id: '', country: '', intake: '', q: '' }).modify(openDeadline(from, to)).count({ n: '*' });
    },

    stageCounts: (scope: Scope, adviser: number | 'none' | '' = '') => stageCounts(scope, adviser),

    /** A student in the scope (`role = user`), or undefined. */
    async student(scope: Scope, id: number): Promise<{ id: number } | undefined> {
      return scoped(db('users as u').where('u.id', id), scope).first('u.id');
    },

    /** The account's row (`R`: the users feature's row type) when it is a student in the scope, in one query. */
    async studentRow<R>(scope: Scope, id: number): Promise<R | undefined> {
      return (await scoped(db('users as u').where('u.id', id), scope).first('u.*')) as R | undefined;
    },

    /** Students by surname, a page at a time by key (server/lib/keyset.ts); `q` through the trigram index. */
    async studentsPage(scope: Scope, query: StaffStudentsQuery): Promise<{ rows: Array<Record<string, unknown>>; total: number; total_capped: boolean; next: string | null }> {
      const base = db('users as u').modify((q) => {
        scoped(q, scope);
        if (query.adviser_id === 'none') q.whereNull('u.adviser_id');
        else if (query.adviser_id !== '') q.where('u.adviser_id', query.adviser_id);
        if (query.q) studentMatches(q, query.q);
      });
      const counted = await cappedCount(db, base, query.q ? 'u' : undefined);
      /** The page's columns, with the adviser, the unread count and the applications. */
      const select = (q: Knex.QueryBuilder) =>
        q
          .leftJoin('users as adv', 'adv.id', 'u.adviser_id')
          // Unread: the count triggers keep per student (migrations: the scale one).
          .leftJoin('staff_unread_counts as unread', 'unread.student_id', 'u.id')
          .select(
            'u.id',
            'u.firstname',
            'u.lastname',
            'u.email',
            'u.created_at',
            'u.adviser_id',
            'adv.firstname as adviser_firstname',
            'adv.lastname as adviser_lastname',
            db.raw('(select count(*)::int from applications a where a.student_id = u.id) as applications'),
            db.raw('coalesce(unread.n, 0) as unread'),
          );
      // A search with at most TOTAL_CAP matches sorts them. One with more walks the students in order, where it soon
      // finds a page of them: the walk reads the ids from the order's index, which holds the searched text, and
      // only the page's students are read and joined.
      const page =
        query.q && counted.total_capped
          ? await readDeferred<Record<string, unknown>>(db, base, select(db('users as u')), 'u.id', STUDENT_ORDER, query)
          : await readKeyed<Record<string, unknown>>(db, select(base.clone()), query.q ? MATCH_ORDER : STUDENT_ORDER, query);
      return { ...page, ...counted };
    },

    person,

    /** The students a scope sees, from the counts triggers keep per adviser (migrations: the scale one). */
    studentCountQuery(scope: Scope): Knex.QueryBuilder {
      return db('student_counts')
        .modify((q) => {
          if (scope.adviserId !== null) q.where('adviser_id', scope.adviserId);
        })
        .select(db.raw('greatest(coalesce(sum(n), 0), 0)::int as count'));
    },

    async advisers(only: number | null): Promise<Array<{ id: number; name: string; email: string; students: number }>> {
      const rows = (await db('users as adv')
        .where('adv.role', 'adviser')
        .modify((q) => {
          if (only !== null) q.where('adv.id', only);
        })
        // How many students each looks after: from the counts triggers keep per adviser (migrations: the scale one), not
        // a count of every student at each page of the students or leads.
        .select('adv.id', 'adv.firstname', 'adv.lastname', 'adv.email', db.raw('coalesce((select c.n from student_counts c where c.adviser_id = adv.id), 0)::int as students'))
        .orderByRaw('adv.lastname COLLATE natural_sort ASC, adv.firstname COLLATE natural_sort ASC, adv.id ASC')) as Array<{ id: number; firstname: string; lastname: string; email: string; students: number }>;
      return rows.map((r) => ({ id: Number(r.id), name: `${r.firstname} ${r.lastname}`.trim(), email: r.email, students: Number(r.students) }));
    },

    // ---- messages -------------------------------------------------------------------------------------------

    async messages(studentId: number): Promise<Message[]> {
      const rows = (await db('messages').where({ student_id: studentId }).orderBy('id', 'asc').select('id', 'body', 'created_at', 'author_id', 'author_name', 'author_role')) as Array<{
        id: number;
        body: string;
        created_at: string;
        author_id: number | null;
        author_name: string;
        author_role: Role;
      }>;
      return rows.map((r) => ({ id: Number(r.id), body: r.body, at: r.created_at, from: { id: r.author_id === null ? 0 : Number(r.author_id), name: r.author_name, role: r.author_role } }));
    },

    async insertMessage(trx: Knex.Transaction, values: { student_id: number; author_id: number; author_name: string; author_role: Role; body: string; created_at: string }): Promise<Message> {
      const [r] = (await trx('messages').insert(values).returning(['id', 'body', 'created_at', 'author_id', 'author_name', 'author_role'])) as Array<{
        id: number;
        body: string;
        created_at: string;
        author_id: number;
        author_name: string;
        author_role: Role;
      }>;
      return { id: Number(r!.id), body: r!.body, at: r!.created_at, from: { id: Number(r!.author_id), name: r!.author_name, role: r!.author_role } };
    },

    /** Marks a side's reading up to `upTo` (never back). */
    async markRead(side: 'student' | 'staff', studentId: number, upTo: number, runner: Runner = db): Promise<void> {
      const column = side === 'student' ? 'student_read_id' : 'staff_read_id';
      await runner.raw(
        `insert into message_threads (student_id, ${column}) values (?, ?)
         on conflict (student_id) do update set ${column} = greatest(message_threads.${column}, excluded.${column})`,
        [studentId, upTo],
      );
    },

    async lastMessageId(studentId: number): Promise<number> {
      const row = (await db('messages').where({ student_id: studentId }).max({ id: 'id' }).first()) as { id: number | null } | undefined;
      return Number(row?.id ?? 0);
    },

    /**
     * Claims the right to mail a side about new messages: true when that side was not mailed in the last `minutes`
     * (one statement, so two processes never both claim it).
     */
    async claimMail(trx: Knex.Transaction, side: 'student' | 'staff', studentId: number, now: Date, minutes: number): Promise<boolean> {
      const column = side === 'student' ? 'student_mailed_at' : 'staff_mailed_at';
      await trx.raw(`insert into message_threads (student_id) values (?) on conflict (student_id) do nothing`, [studentId]);
      const claimed = await trx('message_threads')
        .where({ student_id: studentId })
        .where((w) => w.whereNull(column).orWhere(column, '<=', new Date(now.getTime() - minutes * 60_000).toISOString()))
        .update({ [column]: now.toISOString() });
      return claimed > 0;
    },

    /** The messages of the other side a reader has not read: for a student, staff's; for staff, the student's. */
    async unreadInThread(side: 'student' | 'staff', studentId: number): Promise<number> {
      const [{ count }] = (await db('messages as m')
        .leftJoin('message_threads as t', 't.student_id', 'm.student_id')
        .where('m.student_id', studentId)
        .modify((q) => {
          if (side === 'student') q.whereNot('m.author_role', 'user').whereRaw('m.id > coalesce(t.student_read_id, 0)');
          else q.where('m.author_role', 'user').whereRaw('m.id > coalesce(t.staff_read_id, 0)');
        })
        .count({ count: '*' })) as [{ count: number }];
      return Number(count);
    },

    /** Students' messages staff have not read, over the students a scope sees (from the counts triggers keep). */
    unreadForStaffQuery(scope: Scope): Knex.QueryBuilder {
      // Everyone's: all but the few who are not students, by id (a join with every student costs more than the sum).
      return db('staff_unread_counts as c')
        .modify((q) => {
          if (scope.adviserId === null) q.whereNotIn('c.student_id', db('users').whereRaw(`role <> 'user'`).select('id'));
          else q.whereIn('c.student_id', db('users').where({ role: 'user', adviser_id: scope.adviserId }).select('id'));
        })
        .select(db.raw('coalesce(sum(c.n), 0)::int as count'));
    },

    // ---- reminders ------------------------------------------------------------------------------------------

    /** Applications due a reminder: a deadline from `from` to `to`, not yet submitted, no reminder for that deadline. */
    async dueReminders(from: string, to: string): Promise<Array<{ id: number; deadline: string }>> {
      return (await db('applications as a')
        .whereIn('a.stage', ['shortlisted', 'preparing'])
        .whereBetween('a.deadline', [from, to])
        .whereNotExists(db('application_reminders as r').whereRaw('r.application_id = a.id').whereRaw(`r.kind = 'deadline:' || to_char(a.deadline, 'YYYY-MM-DD')`))
        .orderBy('a.deadline', 'asc')
        .select('a.id', 'a.deadline')) as Array<{ id: number; deadline: string }>;
    },
  };
}

export type WorkflowRepo = ReturnType<typeof createWorkflowRepo>;
