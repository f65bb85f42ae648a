// Commission (decision 0048): agreements with partner institutions, the receivables enrolments make, payments and
// write-offs, the report per currency and the dashboard's parts. Admins only; every change is in the audit log.
import type { Knex } from 'knex';
import type * as z from 'zod';
import {
  INVOICE_NUMBER,
  invoiceNumber,
  type AgreementBasis,
  type AgreementPayable,
  basisPoints,
  commissionOf,
  type ReceivableStatus,
  receivableDueOn,
  type ReportGroup,
  STATUS_LABELS,
  UNMATCHED_SHOWN,
  WITHDRAWN_REASON,
} from '../../../shared/commission';
import { formatMoney } from '../../../shared/money';
import type { agreementAnswerSchema, commissionReportSchema, enrolmentsWithoutAgreementSchema, overdueReceivablesSchema, receivableSchema, withdrawnAfterInvoiceSchema } from '../../../shared/schemas/commission.answers';
import { agreementPatchSchema, agreementSchema, agreementsQuerySchema, receivablesQuerySchema, receivableUpdateSchema, reportQuerySchema } from '../../../shared/schemas/commission';
import type { KeyedPage, Paged, User } from '../../../shared/types';
import { cappedCount, type KeyOrder, readKeyed } from '../../lib/keyset';
import type { Db } from '../../db/knex';
import { requireAdminActor } from '../../lib/actors';
import { quoted, recordAudit } from '../../lib/audit';
import type { Bound } from '../../lib/bind';
import { type Clock, utcDay } from '../../lib/clock';
import { csv } from '../../lib/csv';
import { AppError, fail, parseInput } from '../../lib/errors';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { company } from '../../../shared/site';
import { transactionRunner } from '../../db/sql-transaction';
import type { Env } from '../../env';
import { log } from '../../lib/log';
import type { Mailer } from '../../mail/mailer';
import { mailContext, mailParts } from '../../mail/templates';
import type { FileStorage } from '../../storage/storage';
import { renderInvoicePdf } from './invoice-pdf';

export type Agreement = z.output<typeof agreementAnswerSchema>;
export type Receivable = z.output<typeof receivableSchema>;
export type CommissionReport = z.output<typeof commissionReportSchema>;

export interface CommissionDeps {
  db: Db;
  env: Env;
  clock: Clock;
  mailer: Mailer;
  /** The private file area: invoices' PDFs live beside students' documents (and so in every backup). */
  storage: FileStorage;
}

type Runner = Knex | Knex.Transaction;

interface AgreementRow {
  id: number;
  institution_id: number;
  institution_name: string;
  valid_from: string;
  valid_to: string | null;
  basis: AgreementBasis;
  rate_basis_points: number | null;
  amount: string | number | null;
  currency: string;
  payable: AgreementPayable;
  census_weeks: number | null;
  finance_email: string;
  created_at: string;
  updated_at: string;
}

interface ReceivableRow {
  id: number;
  application_id: number | null;
  institution_id: number;
  institution_name: string;
  agreement_id: number;
  student_id: number | null;
  student_name: string;
  course: string;
  intake: string;
  enrolled_on: string;
  amount: string | number;
  currency: string;
  due_on: string;
  status: ReceivableStatus;
  invoice_number: string | null;
  issued_on: string | null;
  paid_on: string | null;
  paid_amount: string | number;
  written_off_reason: string | null;
}

const NO_SUCH_AGREEMENT = 'No such agreement.';
const NO_SUCH_RECEIVABLE = 'No such receivable.';
const OPEN = ['expected', 'invoiced'] as const;

// ---- agreements ----------------------------------------------------------------------------------------------

const agreementQuery = (runner: Runner) => runner('agreements as g').join('institutions as i', 'i.id', 'g.institution_id').select('g.*', 'i.name as institution_name');

function agreementOut(r: AgreementRow): Agreement {
  return {
    id: Number(r.id),
    institution_id: Number(r.institution_id),
    institution: { id: Number(r.institution_id), name: r.institution_name },
    valid_from: r.valid_from,
    valid_to: r.valid_to,
    basis: r.basis,
    rate_percent: r.rate_basis_points === null ? null : Number(r.rate_basis_points) / 100,
    amount: r.amount === null ? null : Number(r.amount),
    currency: r.currency,
    payable: r.payable,
    census_weeks: r.census_weeks === null ? null : Number(r.census_weeks),
    finance_email: r.finance_email,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

async function agreementById(runner: Runner, id: number): Promise<AgreementRow | undefined> {
  return Number.isSafeInteger(id) && id > 0 ? ((await agreementQuery(runner).where('g.id', id).first()) as AgreementRow | undefined) : undefined;
}

export async function listAgreements(d: CommissionDeps, actor: User | null, query: unknown): Promise<Paged<Agreement>> {
  requireAdminActor(actor);
  const q = parseInput(agreementsQuerySchema, query);
  const base = d.db('agreements as g').modify((b) => {
    if (q.institution_id !== '') b.where('g.institution_id', q.institution_id);
  });
  const [[counted], rows] = await Promise.all([
    base.clone().count({ n: '*' }) as Promise<Array<{ n: string | number }>>,
    agreementQuery(d.db)
      .modify((b) => {
        if (q.institution_id !== '') b.where('g.institution_id', q.institution_id);
      })
      .orderBy('i.name')
      .orderBy('g.valid_from', 'desc')
      .orderBy('g.id')
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page) as Promise<AgreementRow[]>,
  ]);
  return { results: rows.map(agreementOut), total: Number(counted?.n ?? 0), page: q.page, per_page: q.per_page };
}

/** The agreement's columns from its checked input. */
function columns(v: z.output<typeof agreementSchema>) {
  return {
    institution_id: v.institution_id,
    valid_from: v.valid_from,
    valid_to: v.valid_to,
    basis: v.basis,
    rate_basis_points: v.rate_percent === null ? null : basisPoints(v.rate_percent),
    amount: v.amount,
    currency: v.currency,
    payable: v.payable,
    census_weeks: v.census_weeks,
    finance_email: v.finance_email,
  };
}

const describe = (a: { valid_from: string; valid_to: string | null }) => `${a.valid_from} to ${a.valid_to ?? 'open end'}`;

/**
 * Writes an agreement; the database's exclusion constraint refuses one that overlaps another of the institution
 * (two saves at once included), and the 422 names the other.
 */
async function save(d: CommissionDeps, admin: User, v: z.output<typeof agreementSchema>, id?: number): Promise<number> {
  const institution = (await d.db('institutions').where({ id: v.institution_id }).first('id', 'name')) as { id: number; name: string } | undefined;
  if (!institution) throw fail.field('institution_id', 'Choose an institution from the list.');
  try {
    return await d.db.transaction(async (trx) => {
      const values = columns(v);
      let savedId: number;
      if (id) {
        await trx('agreements').where({ id }).update({ ...values, updated_at: trx.fn.now() });
        savedId = id;
      } else {
        const [row] = (await trx('agreements').insert(values).returning('id')) as Array<{ id: number }>;
        savedId = Number(row!.id);
      }
      await recordAudit(trx, admin, {
        action: id ? 'agreement.update' : 'agreement.create',
        target_type: 'agreement',
        target_id: savedId,
        summary: `${institution.name}: ${v.basis === 'fixed' ? formatMoney(v.amount ?? 0, v.currency, 'en-GB') : `${v.rate_percent} % of first-year tuition`} in ${v.currency}, ${describe(v)}`,
      });
      // Enrolments that were waiting for an agreement get their receivables now.
      const waiting = (await trx('applications as a')
        .where('a.institution_id', v.institution_id)
        .where('a.stage', 'enrolled')
        .whereNotNull('a.tuition_amount')
        .whereNotExists(trx('receivables as r').whereRaw('r.application_id = a.id'))
        .pluck('a.id')) as number[];
      for (const applicationId of waiting) await syncReceivable(d, trx, Number(applicationId));
      return savedId;
    });
  } catch (error) {
    if ((error as { code?: string }).code !== '23P01') throw error;
    const other = (await d.db('agreements')
      .where({ institution_id: v.institution_id })
      .modify((q) => {
        if (id) q.whereNot({ id });
      })
      .whereRaw(`daterange(valid_from, valid_to, '[]') && daterange(?::date, ?::date, '[]')`, [v.valid_from, v.valid_to])
      .first('id', 'valid_from', 'valid_to')) as { id: number; valid_from: string; valid_to: string | null } | undefined;
    const message = other
      ? `It overlaps agreement ${other.id} of ${institution.name} (${describe(other)}): end that one first, or choose other dates.`
      : `It overlaps another agreement of ${institution.name}: choose other dates.`;
    throw fail.field('valid_from', message);
  }
}

export async function createAgreement(d: CommissionDeps, actor: User | null, input: unknown): Promise<Agreement> {
  const admin = requireAdminActor(actor);
  const v = parseInput(agreementSchema, input);
  const id = await save(d, admin, v);
  return agreementOut((await agreementById(d.db, id))!);
}

/** A change: the fields given over the kept ones, checked as a whole. */
export async function updateAgreement(d: CommissionDeps, actor: User | null, id: number, input: unknown): Promise<Agreement> {
  const admin = requireAdminActor(actor);
  const row = await agreementById(d.db, id);
  if (!row) throw fail.notFound(NO_SUCH_AGREEMENT);
  const changes = parseInput(agreementPatchSchema, input);
  const given: Record<string, unknown> = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  // A new basis, or payable on enrolment, drops the kept terms that no longer apply (unless the change sends them).
  if (given.basis === 'fixed' && !('rate_percent' in given)) given.rate_percent = null;
  if (given.basis === 'first_year_tuition' && !('amount' in given)) given.amount = null;
  if (given.payable === 'on_enrolment' && !('census_weeks' in given)) given.census_weeks = null;
  const kept = agreementOut(row);
  const merged = {
    institution_id: kept.institution_id,
    valid_from: kept.valid_from,
    valid_to: kept.valid_to,
    basis: kept.basis,
    rate_percent: kept.rate_percent,
    amount: kept.amount,
    currency: kept.currency,
    payable: kept.payable,
    census_weeks: kept.census_weeks,
    finance_email: kept.finance_email,
    ...given,
  };
  const v = parseInput(agreementSchema, merged);
  await save(d, admin, v, id);
  return agreementOut((await agreementById(d.db, id))!);
}

/** An agreement no receivable rests on may go; one with receivables stays (their terms), a 409. */
export async function deleteAgreement(d: CommissionDeps, actor: User | null, id: number): Promise<void> {
  const admin = requireAdminActor(actor);
  const row = await agreementById(d.db, id);
  if (!row) throw fail.notFound(NO_SUCH_AGREEMENT);
  if (await d.db('receivables').where({ agreement_id: id }).first('id')) throw new AppError(409, 'Receivables rest on this agreement: end it with a date instead of deleting it.');
  await d.db.transaction(async (trx) => {
    await trx('agreements').where({ id }).delete();
    await recordAudit(trx, admin, { action: 'agreement.delete', target_type: 'agreement', target_id: id, summary: `${row.institution_name}: ${describe(row)}` });
  });
}

// ---- receivables -------------------------------------------------------------------------------------------------

/**
 * Brings an application's receivable in line with it, inside the transaction that changed it (the caller holds the
 * application's row). Enrolled with its tuition recorded: the agreement valid on the 1st of the intake month, in the
 * tuition's currency, makes or recomputes an `expected` receivable. Withdrawn: an expected one is written off. Any
 * other change (no agreement, no tuition, moved back) takes an expected one away. Once invoiced, nothing changes here.
 */
export async function syncReceivable(d: Pick<CommissionDeps, 'clock'>, trx: Knex.Transaction, applicationId: number): Promise<void> {
  const app = (await trx('applications as a')
    .join('users as u', 'u.id', 'a.student_id')
    .where('a.id', applicationId)
    .first('a.id', 'a.stage', 'a.intake', 'a.course', 'a.institution_id', 'a.tuition_amount', 'a.tuition_currency', 'a.student_id', 'u.firstname', 'u.lastname')) as
    | { id: number; stage: string; intake: string; course: string; institution_id: number; tuition_amount: string | null; tuition_currency: string | null; student_id: number; firstname: string; lastname: string }
    | undefined;
  if (!app) return;
  const existing = (await trx('receivables').where({ application_id: applicationId }).first('id', 'status', 'enrolled_on')) as { id: number; status: ReceivableStatus; enrolled_on: string } | undefined;
  if (existing && existing.status !== 'expected') return;
  if (app.stage === 'withdrawn' && existing) {
    await trx('receivables').where({ id: existing.id }).update({ status: 'written_off', written_off_reason: WITHDRAWN_REASON, updated_at: trx.fn.now() });
    return;
  }
  const agreement =
    app.stage === 'enrolled' && app.tuition_amount !== null && app.tuition_currency
      ? ((await trx('agreements')
          .where({ institution_id: app.institution_id, currency: app.tuition_currency })
          .where('valid_from', '<=', `${app.intake}-01`)
          .where((w) => w.whereNull('valid_to').orWhere('valid_to', '>=', `${app.intake}-01`))
          .first('id', 'basis', 'rate_basis_points', 'amount', 'currency', 'payable', 'census_weeks')) as
          | { id: number; basis: AgreementBasis; rate_basis_points: number | null; amount: string | null; currency: string; payable: AgreementPayable; census_weeks: number | null }
          | undefined)
      : undefined;
  if (!agreement) {
    if (existing) await trx('receivables').where({ id: existing.id }).delete();
    return;
  }
  const enrolledOn = existing?.enrolled_on ?? utcDay(d.clock.now());
  const values = {
    institution_id: app.institution_id,
    agreement_id: agreement.id,
    student_id: app.student_id,
    student_name: `${app.firstname} ${app.lastname}`.trim(),
    course: app.course,
    intake: app.intake,
    enrolled_on: enrolledOn,
    amount: agreement.basis === 'fixed' ? Number(agreement.amount) : commissionOf(Number(app.tuition_amount), Number(agreement.rate_basis_points)),
    currency: agreement.currency,
    due_on: receivableDueOn(agreement.payable, agreement.census_weeks === null ? null : Number(agreement.census_weeks), enrolledOn, app.intake),
  };
  if (existing) await trx('receivables').where({ id: existing.id }).update({ ...values, updated_at: trx.fn.now() });
  else await trx('receivables').insert({ ...values, application_id: applicationId, status: 'expected' });
}

const receivableQuery = (runner: Runner) => runner('receivables as r').join('institutions as i', 'i.id', 'r.institution_id').select('r.*', 'i.name as institution_name');

function receivableOut(r: ReceivableRow, today: string): Receivable {
  const amount = Number(r.amount);
  const paid = Number(r.paid_amount);
  return {
    id: Number(r.id),
    application_id: r.application_id === null ? null : Number(r.application_id),
    institution: { id: Number(r.institution_id), name: r.institution_name },
    student: { id: r.student_id === null ? 0 : Number(r.student_id), name: r.student_name },
    course: r.course,
    intake: r.intake,
    amount,
    currency: r.currency,
    due_on: r.due_on,
    status: r.status,
    invoice: r.invoice_number && r.issued_on ? { number: r.invoice_number, issued_on: r.issued_on } : null,
    paid_on: r.paid_on,
    paid_amount: paid,
    written_off_reason: r.written_off_reason,
    overdue: (OPEN as readonly string[]).includes(r.status) && r.due_on < today && paid < amount,
  };
}

export async function receivableById(d: CommissionDeps, id: number, runner: Runner = d.db): Promise<ReceivableRow | undefined> {
  return Number.isSafeInteger(id) && id > 0 ? ((await receivableQuery(runner).where('r.id', id).first()) as ReceivableRow | undefined) : undefined;
}

export async function listReceivables(d: CommissionDeps, actor: User | null, query: unknown): Promise<KeyedPage<Receivable>> {
  requireAdminActor(actor);
  const q = parseInput(receivablesQuerySchema, query);
  const today = utcDay(d.clock.now());
  const filtered = (b: Knex.QueryBuilder) => {
    if (q.status) b.where('r.status', q.status);
    if (q.institution_id !== '') b.where('r.institution_id', q.institution_id);
    if (q.intake) b.where('r.intake', q.intake);
    if (q.overdue === 'true') b.whereIn('r.status', OPEN).where('r.due_on', '<', today).whereRaw('r.paid_amount < r.amount');
    if (q.overdue === 'false') b.where((w) => w.whereNotIn('r.status', OPEN).orWhere('r.due_on', '>=', today).orWhereRaw('r.paid_amount >= r.amount'));
  };
  const [counted, page] = await Promise.all([
    cappedCount(d.db, d.db('receivables as r').modify(filtered)),
    readKeyed<ReceivableRow>(d.db, receivableQuery(d.db).modify(filtered), RECEIVABLE_ORDER, q),
  ]);
  return { results: page.rows.map((r) => receivableOut(r, today)), ...counted, page: q.page, per_page: q.per_page, next: page.next };
}

/** Receivables by the day they are due, as receivables_due_index keeps them. */
const RECEIVABLE_ORDER: KeyOrder = {
  columns: [
    { sql: 'r.due_on', type: 'date' },
    { sql: 'r.id', type: 'bigint' },
  ],
  dir: 'asc',
};

/**
 * A payment (the total paid so far: the amount or more pays it, less keeps it invoiced) on an invoiced receivable, or
 * a write-off with its reason of one not yet paid. Anything else is a 409.
 */
export async function updateReceivable(d: CommissionDeps, actor: User | null, id: number, input: unknown): Promise<Receivable> {
  const admin = requireAdminActor(actor);
  const change = parseInput(receivableUpdateSchema, input);
  await d.db.transaction(async (trx) => {
    const row = await receivableById(d, id, trx);
    if (!row) throw fail.notFound(NO_SUCH_RECEIVABLE);
    await trx('receivables').where({ id }).forUpdate().first('id');
    const money = (minor: number) => formatMoney(minor, row.currency, 'en-GB');
    if ('paid_amount' in change) {
      if (row.status !== 'invoiced' && row.status !== 'paid') throw new AppError(409, `A ${STATUS_LABELS[row.status].toLowerCase()} receivable takes no payment: invoice it first.`);
      const status: ReceivableStatus = change.paid_amount >= Number(row.amount) ? 'paid' : 'invoiced';
      await trx('receivables').where({ id }).update({ paid_on: change.paid_on, paid_amount: change.paid_amount, status, updated_at: trx.fn.now() });
      await recordAudit(trx, admin, {
        action: 'receivable.payment',
        target_type: 'receivable',
        target_id: id,
        summary: `${row.invoice_number ?? `Receivable ${id}`} (${row.institution_name}): ${money(change.paid_amount)} of ${money(Number(row.amount))} paid by ${change.paid_on}${status === 'paid' ? ', paid in full' : ''}`,
      });
    } else {
      if (row.status === 'paid' || row.status === 'written_off') throw new AppError(409, `A ${STATUS_LABELS[row.status].toLowerCase()} receivable cannot be written off.`);
      await trx('receivables').where({ id }).update({ status: 'written_off', written_off_reason: change.reason, updated_at: trx.fn.now() });
      await recordAudit(trx, admin, { action: 'receivable.write_off', target_type: 'receivable', target_id: id, summary: `${row.invoice_number ?? `Receivable ${id}`} (${row.institution_name}), ${money(Number(row.amount))}: written off: ${quoted(change.reason)}` });
    }
  });
  return receivableOut((await receivableById(d, id))!, utcDay(d.clock.now()));
}

// ---- invoices ------------------------------------------------------------------------------------------------------

/** Where invoices' PDFs are kept in the private file area. */
const INVOICE_AREA = 'invoices';

const { render } = mailParts;

/**
 * Invoices an expected receivable: the next number of the year (`INV-YYYY-NNNN`), a PDF in the private file area, the
 * receivable marked invoiced, the audit entry and the mail to the agreement's finance address with the PDF, all in one
 * transaction. The year's counter row is locked from the moment the number is taken until the transaction ends, so a
 * second admin invoicing at once waits for it, and a failed invoice (its PDF, its file, its mail) gives the number
 * back: the numbers have no gaps. Anything but an expected receivable is a 409.
 */
export async function issueInvoice(d: CommissionDeps, actor: User | null, id: number): Promise<{ number: string; issued_on: string; receivable: Receivable }> {
  const admin = requireAdminActor(actor);
  const now = d.clock.now();
  const issuedOn = utcDay(now);
  const year = now.getUTCFullYear();
  let stored: string | null = null;
  try {
    const number = await d.db.transaction(async (trx) => {
      const row = await receivableById(d, id, trx);
      if (!row) throw fail.notFound(NO_SUCH_RECEIVABLE);
      await trx('receivables').where({ id }).forUpdate().first('id');
      const current = (await trx('receivables').where({ id }).first('status')) as { status: ReceivableStatus };
      if (current.status !== 'expected') throw new AppError(409, `This receivable is ${STATUS_LABELS[current.status].toLowerCase()}: only an expected one is invoiced.`);
      const agreement = (await trx('agreements').where({ id: row.agreement_id }).first('finance_email')) as { finance_email: string };
      const { rows } = (await trx.raw(
        `insert into invoice_counters (year, last) values (?, 1) on conflict (year) do update set last = invoice_counters.last + 1 returning last`,
        [year],
      )) as { rows: Array<{ last: number }> };
      const seq = Number(rows[0]!.last);
      const taken = invoiceNumber(year, seq);
      const amount = formatMoney(Number(row.amount), row.currency, 'en-GB');
      const pdf = await renderInvoicePdf({
        number: taken,
        issuedOn: longDay(issuedOn),
        dueOn: longDay(row.due_on),
        agency: { name: company.legalName, address: [...company.address, company.email] },
        institution: { name: row.institution_name, address: [`Finance office: ${agreement.finance_email}`] },
        student: { name: row.student_name },
        course: row.course,
        intake: monthLabel(row.intake),
        amount,
      });
      const temp = d.storage.tempPath();
      await fs.writeFile(temp, pdf);
      stored = await d.storage.commit(temp, INVOICE_AREA);
      await trx('invoices').insert({
        number: taken,
        year,
        seq,
        receivable_id: id,
        issued_on: issuedOn,
        finance_email: agreement.finance_email,
        amount: row.amount,
        currency: row.currency,
        storage_key: stored,
        sha256: createHash('sha256').update(pdf).digest('hex'),
      });
      await trx('receivables').where({ id }).update({ status: 'invoiced', invoice_number: taken, issued_on: issuedOn, updated_at: trx.fn.now() });
      await recordAudit(trx, admin, { action: 'invoice.issue', target_type: 'receivable', target_id: id, summary: `${taken} to ${row.institution_name} (${agreement.finance_email}): ${amount} for ${row.student_name}` });
      const ctx = mailContext(d.env);
      const content = render(ctx, `Invoice ${taken} from ${company.legalName}`, 'Dear finance team,', {
        paragraphs: [
          `Please find attached invoice ${taken} for ${amount}: our commission for ${row.student_name}, ${row.course}, intake ${monthLabel(row.intake)}.`,
          `It is due on ${longDay(row.due_on)}. Please quote the invoice number with your payment.`,
        ],
      });
      await d.mailer.enqueue(
        [{ to: agreement.finance_email, content: { ...content, attachments: [{ filename: `${taken}.pdf`, contentType: 'application/pdf', base64: Buffer.from(pdf).toString('base64') }] } }],
        await transactionRunner(trx),
      );
      return taken;
    });
    // Its row committed: the file is kept for good.
    if (stored) await settleInvoiceFile(d, stored, true);
    const receivable = receivableOut((await receivableById(d, id))!, utcDay(d.clock.now()));
    return { number, issued_on: issuedOn, receivable };
  } catch (error) {
    // Nothing of a failed invoice stays: its file goes with its rows.
    if (stored) await settleInvoiceFile(d, stored, false);
    throw error;
  }
}

/**
 * Ends an invoice file's pending state (FileStorage.commit). After a failure the file goes unless a row names it
 * after all (a connection lost at COMMIT may come after the commit). When the database cannot say, or the file
 * cannot be removed, the key stays pending and the stray-file sweep decides once it can.
 */
async function settleInvoiceFile(d: CommissionDeps, key: string, committed: boolean): Promise<void> {
  try {
    if (!committed && !(await invoiceKeysInUse(d, [key])).has(key)) await d.storage.remove(key);
    await d.storage.settle(key);
  } catch (error) {
    if (committed) log.warn('an invoice’s file stays pending until the stray-file sweep', { key, error: String(error) });
    else log.error('could not remove a failed invoice’s file', { key, error });
  }
}

/** Which of these stored files an invoice refers to (the stray-file sweep asks). */
export async function invoiceKeysInUse(d: CommissionDeps, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  return new Set((await d.db('invoices').whereIn('storage_key', keys).pluck('storage_key')) as string[]);
}

/** An invoice's PDF, by its number; anything else is a 404. */
export async function openInvoice(d: CommissionDeps, actor: User | null, number: string): Promise<{ read: () => ReturnType<FileStorage['open']>; version: { id: string; mime_type: string; size: number; original_name: string } }> {
  requireAdminActor(actor);
  const row = INVOICE_NUMBER.test(number) ? ((await d.db('invoices').where({ number }).first('number', 'storage_key')) as { number: string; storage_key: string } | undefined) : undefined;
  if (!row) throw fail.notFound('No such invoice.');
  const size = await d.storage.size(row.storage_key).catch(() => null);
  if (size === null) throw fail.notFound('The invoice’s file is no longer available.');
  return { read: () => d.storage.open(row.storage_key), version: { id: row.number, mime_type: 'application/pdf', size, original_name: `${row.number}.pdf` } };
}

const longDay = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

// ---- the report and the dashboard ------------------------------------------------------------------------------

/**
 * Each grouping's key and label, SQL over a row `t` of the period's totals (receivable_days keeps the institution's
 * id, the intake, the student's adviser's id or '' for none) and the institution `i` or the adviser `adv` it names.
 */
const GROUPS: Record<ReportGroup, { key: string; label: string; joins: (q: Knex.QueryBuilder, db: Knex) => void }> = {
  institution: { key: 't.key', label: 'i.name', joins: (q, db) => void q.join('institutions as i', 'i.id', db.raw('t.key::bigint')) },
  intake: { key: 't.key', label: 't.key', joins: () => undefined },
  adviser: {
    key: `coalesce(adv.id::text, '(none)')`,
    label: `coalesce(nullif(trim(adv.firstname || ' ' || adv.lastname), ''), '(none)')`,
    joins: (q, db) => void q.leftJoin('users as adv', 'adv.id', db.raw(`nullif(t.key, '')::bigint`)),
  },
};

const monthLabel = (intake: string) => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${intake}-01T00:00:00Z`));

/**
 * Expected, invoiced, paid and overdue per group and currency, for the receivables due in a period (UTC days, both
 * included): currencies are never added together. Expected is every receivable not written off, invoiced those
 * invoiced or paid, paid the payments, overdue what is still owed after its due day. Read from the totals kept per due
 * day (receivable_days, migrations: the receivables' days): at most a row per day, key and currency, added up per key
 * before the names are joined. Rows by label, then currency (then key, for two groups of one name).
 */
export async function report(d: CommissionDeps, actor: User | null, query: unknown): Promise<CommissionReport & { query: z.output<typeof reportQuerySchema> }> {
  requireAdminActor(actor);
  const q = parseInput(reportQuerySchema, query);
  const today = utcDay(d.clock.now());
  const group = GROUPS[q.by];
  const totals = d.db('receivable_days as f')
    .where('f.dimension', q.by)
    .whereBetween('f.day', [q.from, q.to])
    .groupBy('f.key', 'f.currency')
    .select(
      'f.key',
      'f.currency',
      d.db.raw('sum(f.expected) as expected'),
      d.db.raw('sum(f.invoiced) as invoiced'),
      d.db.raw('sum(f.paid) as paid'),
      // Owed on the days before today: overdue.
      d.db.raw('sum(f.outstanding) filter (where f.day < ?) as overdue', [today]),
    );
  const rows = (await d.db
    .from(totals.as('t'))
    .modify((b) => group.joins(b, d.db))
    .groupByRaw(`${group.key}, ${group.label}, t.currency`)
    .orderByRaw(`${group.label}, t.currency, ${group.key}`)
    .select(
      d.db.raw(`${group.key} as key`),
      d.db.raw(`${group.label} as label`),
      't.currency',
      d.db.raw('coalesce(sum(t.expected), 0)::bigint as expected'),
      d.db.raw('coalesce(sum(t.invoiced), 0)::bigint as invoiced'),
      d.db.raw('coalesce(sum(t.paid), 0)::bigint as paid'),
      d.db.raw('coalesce(sum(t.overdue), 0)::bigint as overdue'),
    )) as Array<{ key: string; label: string; currency: string; expected: string; invoiced: string; paid: string; overdue: string }>;
  return {
    query: q,
    rows: rows.map((r) => ({
      key: r.key,
      label: q.by === 'intake' ? monthLabel(r.label) : r.label,
      currency: r.currency,
      expected: Number(r.expected),
      invoiced: Number(r.invoiced),
      paid: Number(r.paid),
      overdue: Number(r.overdue),
    })),
  };
}

export const REPORT_CSV_HEADER = ['key', 'label', 'currency', 'expected', 'invoiced', 'paid', 'overdue'] as const;

/** The report's rows as CSV: amounts in minor units, as the JSON gives them. */
export function reportCsv(r: CommissionReport): string {
  return csv(REPORT_CSV_HEADER, r.rows.map((row) => [row.key, row.label, row.currency, row.expected, row.invoiced, row.paid, row.overdue]));
}

// Invoiced before the enrolment was withdrawn: the receivable stays as invoiced, and the dashboard says so. Flagged by
// a trigger as the application's stage changes (migrations: the scale one), through its partial index.
const withdrawnAfterInvoice = (db: Knex) => db('receivables as r').where('r.application_withdrawn', true).whereIn('r.status', ['invoiced', 'paid']);
// Enrolled with no receivable: flagged by a trigger as receivables come and go (migrations: the scale one), read
// through its partial index.
const enrolledWithoutReceivable = (db: Knex) => db('applications as a').where('a.enrolled_without_receivable', true);

/** The admin dashboard's commission counts, each a query selecting `n`: the dashboard reads them beside its others. */
export function dashboardCounts(d: CommissionDeps): Record<'enrolments_without_agreement' | 'withdrawn_after_invoice', Knex.QueryBuilder> {
  return {
    enrolments_without_agreement: enrolledWithoutReceivable(d.db).select(d.db.raw('count(*)::int as n')),
    withdrawn_after_invoice: withdrawnAfterInvoice(d.db).select(d.db.raw('count(*)::int as n')),
  };
}

/** The admin dashboard's commission lists (their counts are dashboardCounts'), and what is overdue per currency. */
export async function dashboardParts(d: CommissionDeps): Promise<{
  enrolments_without_agreement: Pick<z.output<typeof enrolmentsWithoutAgreementSchema>, 'results'>;
  overdue_receivables: z.output<typeof overdueReceivablesSchema>;
  withdrawn_after_invoice: Pick<z.output<typeof withdrawnAfterInvoiceSchema>, 'results'>;
}> {
  const today = utcDay(d.clock.now());
  const [withdrawnRows, rows, overdue] = await Promise.all([
    withdrawnAfterInvoice(d.db)
      .join('institutions as i', 'i.id', 'r.institution_id')
      .orderBy('r.issued_on', 'desc')
      .orderBy('r.id', 'desc')
      .limit(UNMATCHED_SHOWN)
      .select('r.id', 'r.invoice_number', 'r.student_id', 'r.student_name', 'i.id as institution_id', 'i.name as institution_name') as Promise<
      Array<{ id: number; invoice_number: string; student_id: number | null; student_name: string; institution_id: number; institution_name: string }>
    >,
    enrolledWithoutReceivable(d.db)
      .join('institutions as i', 'i.id', 'a.institution_id')
      .join('users as u', 'u.id', 'a.student_id')
      .orderBy('a.updated_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(UNMATCHED_SHOWN)
      .select('a.id', 'i.id as institution_id', 'i.name as institution_name', 'u.id as student_id', 'u.firstname', 'u.lastname') as Promise<
      Array<{ id: number; institution_id: number; institution_name: string; student_id: number; firstname: string; lastname: string }>
    >,
    // What is still owed on the days before today, from the totals kept per due day (each receivable once under
    // its institution), through the partial index of the days something is owed on.
    d.db('receivable_days')
      .where('dimension', 'institution')
      .where('day', '<', today)
      .where('open_count', '>', 0)
      .groupBy('currency')
      .orderBy('currency')
      .select('currency', d.db.raw('sum(open_count)::int as n'), d.db.raw('sum(outstanding)::bigint as owed')) as Promise<Array<{ currency: string; n: number; owed: string }>>,
  ]);
  return {
    enrolments_without_agreement: {
      results: rows.map((r) => ({ application_id: Number(r.id), institution: { id: Number(r.institution_id), name: r.institution_name }, student: { id: Number(r.student_id), name: `${r.firstname} ${r.lastname}`.trim() } })),
    },
    overdue_receivables: { count: overdue.reduce((n, r) => n + Number(r.n), 0), by_currency: Object.fromEntries(overdue.map((r) => [r.currency, Number(r.owed)])) },
    withdrawn_after_invoice: {
      results: withdrawnRows.map((r) => ({
        receivable_id: Number(r.id),
        invoice_number: r.invoice_number,
        institution: { id: Number(r.institution_id), name: r.institution_name },
        student: { id: r.student_id === null ? 0 : Number(r.student_id), name: r.student_name },
      })),
    },
  };
}

export const commissionService = {
  agreements: { list: listAgreements, create: createAgreement, update: updateAgreement, delete: deleteAgreement },
  receivables: { list: listReceivables, update: updateReceivable, invoice: issueInvoice },
  openInvoice,
  report,
  dashboardCounts,
  dashboardParts,
  syncReceivable,
  invoiceKeysInUse,
};

export type CommissionService = Bound<CommissionDeps, typeof commissionService>;
