// Commission (decision 0048), the administrators' own: what partner institutions owe for the students who enrol
// (the receivables, with payments and write-offs), the agreements that say how much, and the report per institution,
// intake or adviser. Each section keeps its choices in the address bar under names of its own (the receivables'
// filters and `page`, the agreements' `agreements_page`, the report's `from`, `to` and `by`), so that a loader reads
// them all, the back button works, and changing one section keeps the others as they were.
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Form, type LoaderFunctionArgs, useLoaderData, useLocation, useNavigation, useRevalidator, useSearchParams } from 'react-router-dom';
import type { Agreement, CommissionReport, Receivable } from '../../../shared/api-client';
import { AGREEMENT_BASES, AGREEMENT_PAYABLE, type AgreementBasis, type AgreementPayable, BASIS_LABELS, PAYABLE_LABELS, RECEIVABLE_STATUSES, REPORT_GROUPS, type ReportGroup, STATUS_LABELS } from '../../../shared/commission';
import { formatDate } from '../../../shared/format';
import { COMMON_CURRENCIES, toMajor, toMinor } from '../../../shared/money';
import { portalPaths } from '../../../shared/portal-paths';
import type { Paged } from '../../../shared/types';
import { confirmDelete } from '../../components/admin/actions';
import { intakeText, money, payableText, ReceivableStatusBadge, termsText, validityText } from '../../components/admin/commission';
import { AdminPage } from '../../components/AdminPage';
import { FormAlert, SelectField, SubmitButton, TextField } from '../../components/form';
import { PeriodForm } from '../../components/admin/PeriodForm';
import { Pager } from '../../components/admin/DataTable';
import { Link } from '../../components/Link';
import { toast } from '../../components/Toast';
import { Card } from '../../components/ui';
import { apiContext } from '../../lib/context';
import { dialogs } from '../../lib/dialogs';
import { api, apiUrl, HttpError } from '../../lib/http';

interface ReportQuery {
  from: string;
  to: string;
  by: ReportGroup;
}

interface Data {
  receivables: Paged<Receivable>;
  agreements: Paged<Agreement>;
  report: { query: ReportQuery; answer: CommissionReport };
  /** The choices of the institution filter and of the agreement form, by name. */
  institutions: Array<{ id: number; name: string }>;
}

/** The receivables' filters as the API names them; the address bar uses the same names. */
const RECEIVABLE_PARAMS = ['status', 'institution_id', 'intake', 'overdue', 'page'] as const;
const REPORT_PARAMS = ['from', 'to', 'by'] as const;
const AGREEMENTS_PAGE = 'agreements_page';
/** One page holds every agreement of a few dozen partners: the tables per institution are not cut in the middle. */
const AGREEMENTS_PER_PAGE = '100';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string | null): v is string => v !== null && DAY.test(v) && !Number.isNaN(Date.parse(v));

/** The report's period and grouping from the address: this calendar year (UTC) by institution unless it says otherwise. */
function reportQuery(search: URLSearchParams): ReportQuery {
  const year = new Date().toISOString().slice(0, 4);
  const to = isDay(search.get('to')) ? search.get('to')! : `${year}-12-31`;
  const from = isDay(search.get('from')) && search.get('from')! <= to ? search.get('from')! : `${year}-01-01`;
  const by = REPORT_GROUPS.find((g) => g === search.get('by')) ?? 'institution';
  return { from, to, by };
}

/** The parameters of `names` the address has (a bad one is the API's 422, as on every admin list). */
function picked(search: URLSearchParams, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (search.get(name) ? [[name, search.get(name)!]] : [])));
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const search = new URL(request.url).searchParams;
  const query = reportQuery(search);
  const agreementsPage = search.get(AGREEMENTS_PAGE);
  const [receivables, agreements, answer, institutions] = await Promise.all([
    api.adminReceivables(picked(search, RECEIVABLE_PARAMS)),
    api.adminAgreements({ per_page: AGREEMENTS_PER_PAGE, ...(agreementsPage ? { page: agreementsPage } : {}) }),
    api.commissionReport({ ...query }),
    api.adminList('institutions', { sort: 'name', per_page: '100' }),
  ]);
  return { receivables, agreements, report: { query, answer }, institutions: institutions.results.map((i: { id: number; name: string }) => ({ id: i.id, name: i.name })) };
}

/** Hidden inputs that carry the other sections' choices through a section's own GET form. */
function Keep({ except }: { except: readonly string[] }) {
  const [params] = useSearchParams();
  return (
    <>
      {[...params.entries()]
        .filter(([name]) => !except.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}

/** The address with `changes` made (null or '' removes a parameter), at `hash`. */
function useHref() {
  const [params] = useSearchParams();
  const location = useLocation();
  return (changes: Record<string, string | null>, hash = '') => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    const search = next.toString();
    return `${location.pathname}${search ? `?${search}` : ''}${hash}`;
  };
}

/** The pager of one of the page's lists: its own page parameter, back at its own section. */
function SectionPager({ data, param, hash, noun }: { data: Paged<unknown>; param: string; hash: string; noun: string }) {
  const href = useHref();
  return <Pager data={data} label={`Pages of ${noun}`} to={(page) => href({ [param]: String(page) }, hash)} />;
}

const today = () => new Date().toISOString().slice(0, 10);
const failure = (error: unknown, fallback: string) =>
  error instanceof HttpError ? (error.body?.message ?? fallback) : 'We could not reach the server. Check your connection and try again.';

// ---- receivables ------------------------------------------------------------------------------------------------

/**
 * The total paid so far (not this one payment: the API keeps totals, so a correction is typing the right total) and
 * the day it arrived. Less than the amount keeps the receivable invoiced.
 */
function PaymentForm({ receivable, columns, onDone, onCancel }: { receivable: Receivable; columns: number; onDone: () => void; onCancel: () => void }) {
  const [paidOn, setPaidOn] = useState(receivable.paid_on ?? today());
  const [total, setTotal] = useState(toMajor(receivable.paid_amount > 0 ? receivable.paid_amount : receivable.amount, receivable.currency));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLDivElement>(null);
  // The form opens under its row: the reader's focus goes to its first field.
  useEffect(() => first.current?.querySelector('input')?.focus(), []);

  async function save(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const paid = toMinor(total, receivable.currency);
    const found = { paid_on: isDay(paidOn) ? undefined : 'Enter the day the payment arrived.', paid_amount: paid === null ? `Enter an amount such as ${toMajor(receivable.amount, receivable.currency)}.` : undefined };
    setErrors(found);
    if (found.paid_on || found.paid_amount || paid === null) return;
    setBusy(true);
    try {
      const saved = await api.updateReceivable({ id: receivable.id }, { paid_on: paidOn, paid_amount: paid });
      toast(saved.status === 'paid' ? `Paid in full: ${receivable.student.name}.` : `Payment recorded: ${money(saved.paid_amount, saved.currency)} of ${money(saved.amount, saved.currency)} so far.`);
      onDone();
    } catch (error) {
      if (error instanceof HttpError && error.body?.errors) setErrors({ paid_on: error.field('paid_on'), paid_amount: error.field('paid_amount') });
      else if (!(error instanceof HttpError) || error.status < 500) setMessage(failure(error, 'The payment was not recorded.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <tr className="commission-payment-row">
      <td colSpan={columns}>
        <form className="commission-inline-form" noValidate onSubmit={(e) => void save(e)} aria-label={`Record a payment from ${receivable.institution.name} for ${receivable.student.name}`}>
          <p className="commission-inline-title">
            Record a payment for {receivable.student.name}: {money(receivable.amount, receivable.currency)} due
          </p>
          <FormAlert message={message} />
          <div className="commission-inline-fields" ref={first}>
            <TextField label="Paid on" name="paid_on" type="date" value={paidOn} onChange={(e) => setPaidOn(e.target.value)} error={errors.paid_on} required />
            <TextField
              label={`Total paid so far (${receivable.currency})`}
              hint="Everything received for this receivable, this payment included."
              name="paid_amount"
              inputMode="decimal"
              autoComplete="off"
              value={total}
              onChange={(e) => setTotal(e.target.value)}
              error={errors.paid_amount}
              required
            />
          </div>
          <div className="form-actions">
            <SubmitButton busy={busy}>Save the payment</SubmitButton>
            <button type="button" className="btn btn-ghost" onClick={onCancel}>
              Cancel
            </button>
          </div>
        </form>
      </td>
    </tr>
  );
}

/** Issues the invoice after a confirmation: its number is taken for good, its PDF mailed to the finance office. */
async function invoice(r: Receivable, onDone: () => void): Promise<void> {
  const confirmed = await dialogs.confirm({
    title: 'Issue the invoice?',
    text: `${money(r.amount, r.currency)} to ${r.institution.name} for ${r.student.name}. It takes the next invoice number and is mailed to the finance office with its PDF.`,
    confirmText: 'Issue the invoice',
  });
  if (!confirmed) return;
  try {
    const issued = await api.invoiceReceivable({ id: r.id });
    toast(`Invoice ${issued.number} issued and mailed to ${r.institution.name}.`);
    onDone();
  } catch (error) {
    if (error instanceof HttpError && error.status >= 500) return;
    await dialogs.notice({ title: 'The invoice was not issued', text: failure(error, 'The invoice could not be issued.'), icon: 'warning' });
  }
}

async function writeOff(r: Receivable, onDone: () => void): Promise<void> {
  const reason = await dialogs.prompt({
    title: 'Write off this receivable?',
    text: `${r.student.name} at ${r.institution.name}: ${money(r.amount, r.currency)}. It will no longer count as expected.`,
    input: 'textarea',
    label: 'Why is it written off?',
    confirmText: 'Write off',
    validate: (value) => (value.trim() ? null : 'Say why it is written off.'),
  });
  if (reason === null) return;
  try {
    await api.updateReceivable({ id: r.id }, { status: 'written_off', reason: reason.trim() });
    toast(`Written off: ${r.student.name} at ${r.institution.name}.`);
    onDone();
  } catch (error) {
    if (error instanceof HttpError && error.status >= 500) return;
    await dialogs.notice({ title: 'It was not written off', text: failure(error, 'It could not be written off.'), icon: 'warning' });
  }
}

/** The institution and the course share a column, as on the dashboard, so that the table fits a laptop's screen. */
const RECEIVABLE_COLUMNS = ['Student', 'Institution and course', 'Intake', 'Amount', 'Due', 'Status', 'Invoice', 'Paid so far', 'Actions'];

function ReceivableRow({ r, paying, setPaying, refresh }: { r: Receivable; paying: boolean; setPaying: (id: number | null) => void; refresh: () => void }) {
  return (
    <>
      <tr className={r.overdue ? 'receivable-row is-overdue' : 'receivable-row'} data-receivable={r.id}>
        <th scope="row">{r.student.id > 0 ? <Link to={portalPaths.adminStudent(r.student.id)}>{r.student.name}</Link> : r.student.name}</th>
        <td>
          {r.institution.name}
          <span className="receivable-course muted">{r.course}</span>
        </td>
        <td>{intakeText(r.intake)}</td>
        <td className="num">{money(r.amount, r.currency)}</td>
        <td className="nowrap">
          <time dateTime={r.due_on}>{formatDate(r.due_on)}</time>
        </td>
        <td>
          <ReceivableStatusBadge receivable={r} />
          {r.status === 'written_off' && r.written_off_reason && <span className="receivable-reason muted">{r.written_off_reason}</span>}
        </td>
        <td className="nowrap">
          {r.invoice ? (
            <a className="receivable-invoice" href={apiUrl('downloadInvoice', { number: r.invoice.number })} download>
              {r.invoice.number}
              <span className="visually-hidden"> (PDF)</span>
            </a>
          ) : (
            <span className="muted">None yet</span>
          )}
        </td>
        <td className="num">
          {money(r.paid_amount, r.currency)}
          {r.paid_on && (
            <span className="receivable-paid-on muted">
              on <time dateTime={r.paid_on}>{formatDate(r.paid_on)}</time>
            </span>
          )}
        </td>
        <td className="commission-actions">
          <div className="commission-actions-list">
            {r.status === 'expected' && (
              <button type="button" className="btn btn-small btn-primary" onClick={() => void invoice(r, refresh)}>
                Invoice<span className="visually-hidden"> {r.student.name} at {r.institution.name}</span>
              </button>
            )}
            {r.status === 'invoiced' && (
              <button type="button" className="btn btn-small btn-primary" aria-expanded={paying} onClick={() => setPaying(paying ? null : r.id)}>
                Record a payment<span className="visually-hidden"> for {r.student.name}</span>
              </button>
            )}
            {(r.status === 'expected' || r.status === 'invoiced') && (
              <button type="button" className="btn btn-small btn-ghost" onClick={() => void writeOff(r, refresh)}>
                Write off<span className="visually-hidden"> {r.student.name} at {r.institution.name}</span>
              </button>
            )}
          </div>
        </td>
      </tr>
      {paying && (
        <PaymentForm
          receivable={r}
          columns={RECEIVABLE_COLUMNS.length}
          onCancel={() => setPaying(null)}
          onDone={() => {
            setPaying(null);
            refresh();
          }}
        />
      )}
    </>
  );
}

function ReceivablesSection({ data, institutions }: { data: Paged<Receivable>; institutions: Data['institutions'] }) {
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const [paying, setPaying] = useState<number | null>(null);
  const refresh = () => void revalidator.revalidate();
  const filterKey = RECEIVABLE_PARAMS.map((p) => params.get(p) ?? '').join('|');
  return (
    <section className="commission-section" id="receivables" aria-labelledby="receivables-title">
      <h2 id="receivables-title">Receivables</h2>
      <p className="muted">What each enrolment is owed, the soonest due first.</p>
      <div className="data-table">
        {/* Keyed by the filters, so that going back in history shows the choices of the list shown. */}
        <Form key={filterKey} method="get" className="table-tools" role="search" aria-label="Filter the receivables" preventScrollReset>
          <div className="field">
            <label htmlFor="receivables-status">Status</label>
            <select id="receivables-status" className="input" name="status" defaultValue={params.get('status') ?? ''}>
              <option value="">Any status</option>
              {RECEIVABLE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="receivables-institution">Institution</label>
            <select id="receivables-institution" className="input" name="institution_id" defaultValue={params.get('institution_id') ?? ''}>
              <option value="">Any institution</option>
              {institutions.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="receivables-intake">Intake month</label>
            <input id="receivables-intake" className="input" type="month" name="intake" placeholder="YYYY-MM" defaultValue={params.get('intake') ?? ''} />
          </div>
          <div className="field field-check commission-overdue-filter">
            <input id="receivables-overdue" type="checkbox" name="overdue" value="true" defaultChecked={params.get('overdue') === 'true'} />
            <label htmlFor="receivables-overdue">Overdue only</label>
          </div>
          <Keep except={RECEIVABLE_PARAMS} />
          <button type="submit" className="btn btn-primary">
            Apply
          </button>
        </Form>
        <div className="table-scroll">
          <table className="table commission-table receivables-table">
            <caption className="visually-hidden">Receivables, the soonest due first</caption>
            <thead>
              <tr>
                {RECEIVABLE_COLUMNS.map((label) => (
                  <th key={label} scope="col" className={label === 'Amount' || label === 'Paid so far' ? 'num' : undefined}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.results.length === 0 ? (
                <tr>
                  <td colSpan={RECEIVABLE_COLUMNS.length} className="table-empty">
                    No receivables match these filters.
                  </td>
                </tr>
              ) : (
                data.results.map((r) => <ReceivableRow key={r.id} r={r} paying={paying === r.id} setPaying={setPaying} refresh={refresh} />)
              )}
            </tbody>
          </table>
        </div>
        <SectionPager data={data} param="page" hash="#receivables" noun="receivables" />
      </div>
    </section>
  );
}

// ---- agreements -------------------------------------------------------------------------------------------------

interface AgreementValues {
  institution_id: string;
  valid_from: string;
  valid_to: string;
  basis: AgreementBasis;
  rate_percent: string;
  amount: string;
  currency: string;
  payable: AgreementPayable;
  census_weeks: string;
  finance_email: string;
}

const blank: AgreementValues = { institution_id: '', valid_from: '', valid_to: '', basis: 'first_year_tuition', rate_percent: '', amount: '', currency: 'GBP', payable: 'on_enrolment', census_weeks: '', finance_email: '' };

function valuesOf(a: Agreement): AgreementValues {
  return {
    institution_id: String(a.institution_id),
    valid_from: a.valid_from,
    valid_to: a.valid_to ?? '',
    basis: a.basis,
    rate_percent: a.rate_percent === null ? '' : String(a.rate_percent),
    amount: a.amount === null ? '' : toMajor(a.amount, a.currency),
    currency: a.currency,
    payable: a.payable,
    census_weeks: a.census_weeks === null ? '' : String(a.census_weeks),
    finance_email: a.finance_email,
  };
}

type Errors = Partial<Record<keyof AgreementValues | '_', string>>;

/** The body the API takes: amounts in minor units from the typed text, never through a float; or the fields to fix. */
function bodyOf(v: AgreementValues): { body: Record<string, unknown> } | { errors: Errors } {
  const errors: Errors = {};
  const percent = v.basis === 'first_year_tuition';
  const rate = v.rate_percent.trim().replace(/\s*%$/, '');
  if (percent && !/^\d{1,3}(\.\d{1,2})?$/.test(rate)) errors.rate_percent = 'Enter the rate as a percentage with at most two decimals, e.g. 12.5.';
  const amount = percent ? null : toMinor(v.amount, v.currency);
  if (!percent && amount === null) errors.amount = 'Enter the amount, e.g. 2,500.00.';
  const weeks = v.payable === 'after_census' ? v.census_weeks.trim() : '';
  if (v.payable === 'after_census' && !/^\d{1,2}$/.test(weeks)) errors.census_weeks = 'Enter the census date as whole weeks after the intake starts.';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      institution_id: v.institution_id,
      valid_from: v.valid_from,
      valid_to: v.valid_to || null,
      basis: v.basis,
      rate_percent: percent ? Number(rate) : null,
      amount,
      currency: v.currency,
      payable: v.payable,
      census_weeks: weeks === '' ? null : Number(weeks),
      finance_email: v.finance_email.trim(),
    },
  };
}

function RadioGroup<V extends string>({ legend, name, options, value, onChange, error }: { legend: string; name: string; options: ReadonlyArray<{ value: V; label: string }>; value: V; onChange: (value: V) => void; error?: string }) {
  const errorId = `agreement-${name}-error`;
  return (
    <fieldset className={error ? 'field fieldset has-error' : 'field fieldset'} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className="commission-radios">
        {options.map((o) => (
          <label key={o.value} className="check-option">
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

function AgreementForm({ editing, institutions, onDone, onCancel }: { editing: Agreement | null; institutions: Data['institutions']; onDone: () => void; onCancel: () => void }) {
  const [values, setValues] = useState<AgreementValues>(editing ? valuesOf(editing) : blank);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [editing]);
  const set = <K extends keyof AgreementValues>(name: K, value: AgreementValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const text = (name: keyof AgreementValues) => ({ name, value: values[name], error: errors[name], onChange: (e: { target: { value: string } }) => set(name, e.target.value as never) });

  async function save(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const made = bodyOf(values);
    if ('errors' in made) {
      setErrors(made.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (editing) await api.updateAgreement({ id: editing.id }, made.body as never);
      else await api.createAgreement(made.body as never);
      toast(editing ? 'Agreement saved.' : 'Agreement added.');
      onDone();
    } catch (error) {
      if (error instanceof HttpError && error.body?.errors) {
        const found = Object.fromEntries(Object.entries(error.body.errors).map(([name, list]) => [name, list[0]])) as Errors;
        setErrors(found);
        if (found._) setMessage(found._);
      } else if (!(error instanceof HttpError) || error.status < 500) setMessage(failure(error, 'The agreement was not saved.'));
    } finally {
      setBusy(false);
    }
  }

  const title = editing ? `Edit the agreement with ${editing.institution.name}` : 'Add an agreement';
  return (
    <Card className="commission-agreement-form">
      <form noValidate className="form" onSubmit={(e) => void save(e)} aria-labelledby="agreement-form-title">
        <h3 id="agreement-form-title" tabIndex={-1} ref={heading}>
          {title}
        </h3>
        <FormAlert message={message} />
        <SelectField
          label="Institution"
          {...text('institution_id')}
          placeholder="Choose an institution"
          options={institutions.map((i) => ({ value: String(i.id), label: i.name }))}
          required
        />
        <div className="commission-form-row">
          <TextField label="Valid from" type="date" {...text('valid_from')} required />
          <TextField label="Valid to" type="date" hint="Leave empty for an agreement until further notice." {...text('valid_to')} />
        </div>
        <RadioGroup legend="Commission" name="basis" value={values.basis} onChange={(v) => set('basis', v)} error={errors.basis} options={AGREEMENT_BASES.map((b) => ({ value: b, label: BASIS_LABELS[b] }))} />
        <div className="commission-form-row">
          {values.basis === 'first_year_tuition' ? (
            <TextField label="Rate (% of first-year tuition)" inputMode="decimal" autoComplete="off" hint="At most two decimals, e.g. 12.5." {...text('rate_percent')} required />
          ) : (
            <TextField label="Fixed amount" inputMode="decimal" autoComplete="off" hint="In the currency below, e.g. 2,500.00." {...text('amount')} required />
          )}
          <SelectField label="Currency" {...text('currency')} options={[...new Set([...COMMON_CURRENCIES, values.currency])].map((c) => ({ value: c, label: c }))} />
        </div>
        <RadioGroup legend="Payable" name="payable" value={values.payable} onChange={(v) => set('payable', v)} error={errors.payable} options={AGREEMENT_PAYABLE.map((p) => ({ value: p, label: PAYABLE_LABELS[p] }))} />
        {values.payable === 'after_census' && <TextField label="Census date (weeks after the intake starts)" type="number" min={0} max={52} step={1} {...text('census_weeks')} required />}
        <TextField label="Finance office e-mail" type="email" autoComplete="off" {...text('finance_email')} required />
        <div className="form-actions">
          <SubmitButton busy={busy}>{editing ? 'Save the agreement' : 'Add the agreement'}</SubmitButton>
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </Card>
  );
}

/** The page's agreements, one table per institution (the API sends them by institution's name, the newest first). */
function byInstitution(agreements: Agreement[]): Array<{ id: number; name: string; agreements: Agreement[] }> {
  const groups: Array<{ id: number; name: string; agreements: Agreement[] }> = [];
  for (const a of agreements) {
    const last = groups.at(-1);
    if (last?.id === a.institution_id) last.agreements.push(a);
    else groups.push({ id: a.institution_id, name: a.institution.name, agreements: [a] });
  }
  return groups;
}

function AgreementsSection({ data, institutions }: { data: Paged<Agreement>; institutions: Data['institutions'] }) {
  const revalidator = useRevalidator();
  // null: the form is closed; 'new': adding; an agreement: editing it.
  const [open, setOpen] = useState<Agreement | 'new' | null>(null);
  const close = () => setOpen(null);
  const editing = open !== null && open !== 'new' ? open : null;
  return (
    <section className="commission-section" id="agreements" aria-labelledby="agreements-title">
      <div className="commission-section-head">
        <h2 id="agreements-title">Agreements</h2>
        <button type="button" className="btn btn-primary" aria-expanded={open === 'new'} onClick={() => setOpen(open === 'new' ? null : 'new')}>
          Add an agreement
        </button>
      </div>
      <p className="muted">What each partner institution pays for an enrolment, and when. One institution’s agreements never cover the same day.</p>
      {open !== null && (
        <AgreementForm
          key={editing ? editing.id : 'new'}
          editing={editing}
          institutions={institutions}
          onCancel={close}
          onDone={() => {
            close();
            void revalidator.revalidate();
          }}
        />
      )}
      {data.results.length === 0 ? (
        <p className="commission-empty">No agreements yet. Add one for each partner institution that pays commission.</p>
      ) : (
        byInstitution(data.results).map((group) => (
          <div key={group.id} className="commission-institution">
            <h3 id={`agreements-${group.id}`}>{group.name}</h3>
            <div className="table-scroll">
              <table className="table commission-table agreements-table" aria-labelledby={`agreements-${group.id}`}>
                <thead>
                  <tr>
                    <th scope="col">Valid</th>
                    <th scope="col">Terms</th>
                    <th scope="col">Payable</th>
                    <th scope="col">Finance e-mail</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {group.agreements.map((a) => (
                    <tr key={a.id} data-agreement={a.id}>
                      <td>{validityText(a)}</td>
                      <td>{termsText(a)}</td>
                      <td>{payableText(a)}</td>
                      <td>
                        <a href={`mailto:${a.finance_email}`}>{a.finance_email}</a>
                      </td>
                      <td className="commission-actions">
                        <div className="commission-actions-list">
                          <button type="button" className="btn btn-small btn-ghost" onClick={() => setOpen(a)}>
                            Edit<span className="visually-hidden"> the agreement from {formatDate(a.valid_from)}</span>
                          </button>
                          <button
                            type="button"
                            className="btn btn-small btn-ghost btn-danger-text"
                            onClick={() =>
                              void confirmDelete('agreement', () => api.deleteAgreement({ id: a.id })).then((done) => {
                                if (!done) return;
                                if (editing?.id === a.id) close();
                                void revalidator.revalidate();
                              })
                            }
                          >
                            Delete<span className="visually-hidden"> the agreement from {formatDate(a.valid_from)}</span>
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        ))
      )}
      {data.total > data.per_page && <SectionPager data={data} param={AGREEMENTS_PAGE} hash="#agreements" noun="agreements" />}
    </section>
  );
}

// ---- report -----------------------------------------------------------------------------------------------------

const GROUP_LABELS: Record<ReportGroup, string> = { institution: 'Institution', intake: 'Intake', adviser: 'Adviser' };
const AMOUNTS = [
  ['expected', 'Expected'],
  ['invoiced', 'Invoiced'],
  ['paid', 'Paid'],
  ['overdue', 'Overdue'],
] as const;

function ReportSection({ report }: { report: Data['report'] }) {
  const { query, answer } = report;
  const busy = useNavigation().state === 'loading';
  const group = GROUP_LABELS[query.by];
  const period = `${formatDate(query.from)} – ${formatDate(query.to)}`;
  return (
    <section className="commission-section" id="report" aria-labelledby="report-title">
      <h2 id="report-title">Report</h2>
      <p className="muted">The receivables due in the period, by {group.toLowerCase()}: one row per currency, as amounts in different currencies are never added up.</p>
      <PeriodForm id="report" query={query} groups={REPORT_GROUPS} labels={GROUP_LABELS} csvUrl={apiUrl('commissionReport', { ...query, format: 'csv' })} label="Choose the report’s period">
        <Keep except={REPORT_PARAMS} />
      </PeriodForm>
      {answer.rows.length === 0 ? (
        <p className="commission-empty">No receivables are due in this period.</p>
      ) : (
        <div className="table-scroll" aria-busy={busy || undefined}>
          <table className="table commission-table report-table">
            <caption className="visually-hidden">
              Commission by {group.toLowerCase()}, {period}, per currency
            </caption>
            <thead>
              <tr>
                <th scope="col">{group}</th>
                <th scope="col">Currency</th>
                {AMOUNTS.map(([key, label]) => (
                  <th key={key} scope="col" className="num">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {answer.rows.map((row) => (
                <tr key={`${row.key} ${row.currency}`}>
                  <th scope="row">{query.by === 'intake' ? intakeText(row.label) : row.label}</th>
                  <td>{row.currency}</td>
                  {AMOUNTS.map(([key]) => (
                    <td key={key} className="num">
                      {money(row[key], row.currency)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function InPageLinks({ children }: { children: ReactNode }) {
  return (
    <nav className="commission-toc" aria-label="Sections of this page">
      <ul>{children}</ul>
    </nav>
  );
}

export default function Commission() {
  const { receivables, agreements, report, institutions } = useLoaderData() as Data;
  return (
    <AdminPage title="Commission" intro="What partner institutions owe the agency for the students who enrol: the receivables, the agreements behind them, and the report.">
      <InPageLinks>
        <li>
          <a href="#receivables">Receivables</a>
        </li>
        <li>
          <a href="#agreements">Agreements</a>
        </li>
        <li>
          <a href="#report">Report</a>
        </li>
      </InPageLinks>
      <ReceivablesSection data={receivables} institutions={institutions} />
      <AgreementsSection data={agreements} institutions={institutions} />
      <ReportSection report={report} />
    </AdminPage>
  );
}
