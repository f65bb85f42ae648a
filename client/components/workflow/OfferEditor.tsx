// An application's offer and visa details as staff record them on the student file: the offer's conditions, deposit
// and reply-by day, the document the visa rests on (a CAS, an I-20…), and the first-year tuition. The plan reads its
// steps from these, so a save sends only what changed: the API keeps what it is not sent. The fields are named by
// the API's own paths (`offer.deposit_amount`), so that a 422 answer's errors land next to their fields.
import * as z from 'zod';
import { formatDate } from '../../../shared/format';
import { type Reply, VISA_DOCUMENT_KINDS } from '../../../shared/plan';
import type { Application } from '../../../shared/workflow';
import { api } from '../../lib/http';
import { useI18n } from '../../lib/i18n';
import { FormAlert, SelectField, SubmitButton, SubmitForm, TextAreaField, TextField, useForm } from '../form';
import { toast } from '../Toast';
import { COMMON_CURRENCIES, formatMoney, toMajor, toMinor } from '../../../shared/money';

export const REPLY_LABELS: Record<Reply, string> = { firm: 'Firm choice', insurance: 'Insurance choice', declined: 'Declined' };

/** The student's answer to the offer, in words; "No reply yet" once there is an offer to answer. */
export function ReplyBadge({ application }: { application: Application }) {
  if (application.reply) return <span className={`badge reply-badge reply-${application.reply}`}>Student’s reply: {REPLY_LABELS[application.reply]}</span>;
  if (!application.offer) return null;
  return <span className="badge reply-badge reply-none">No reply yet</span>;
}

const VISA_KIND_LABELS: Record<(typeof VISA_DOCUMENT_KINDS)[number], string> = {
  CAS: 'CAS (UK)',
  'I-20': 'I-20 (United States)',
  COE: 'COE (Australia)',
  LoA: 'Letter of acceptance (Canada and others)',
  other: 'Other',
};

/** The offer's and visa document's facts under an application, when any is recorded. */
export function OfferFacts({ application }: { application: Application }) {
  const { tag } = useI18n();
  const { offer, visa_document: visa, tuition } = application;
  const deposit = offer?.deposit_amount !== null && offer?.deposit_amount !== undefined && offer.deposit_currency ? formatMoney(offer.deposit_amount, offer.deposit_currency, tag) : null;
  if (!deposit && !offer?.reply_by && !visa && !tuition) return null;
  return (
    <dl className="details application-facts offer-facts">
      {deposit && (
        <div className="details-row">
          <dt>Deposit</dt>
          <dd>
            {deposit}
            {offer?.deposit_due && ` · due ${formatDate(offer.deposit_due)}`}
            {offer?.deposit_paid_on ? ` · paid on ${formatDate(offer.deposit_paid_on)}` : ' · not paid yet'}
          </dd>
        </div>
      )}
      {offer?.reply_by && (
        <div className="details-row">
          <dt>Reply by</dt>
          <dd>{formatDate(offer.reply_by)}</dd>
        </div>
      )}
      {visa && (
        <div className="details-row">
          <dt>Visa document</dt>
          <dd>
            {visa.kind} {visa.number}
            {visa.valid_until && ` · valid until ${formatDate(visa.valid_until)}`}
          </dd>
        </div>
      )}
      {tuition && (
        <div className="details-row">
          <dt>First-year tuition</dt>
          <dd>{formatMoney(tuition.amount, tuition.currency, tag)}</dd>
        </div>
      )}
    </dl>
  );
}

const FIELDS = [
  'offer.conditions',
  'offer.deposit_amount',
  'offer.deposit_currency',
  'offer.deposit_due',
  'offer.deposit_paid_on',
  'offer.reply_by',
  'visa_document.kind',
  'visa_document.number',
  'visa_document.issued_on',
  'visa_document.valid_until',
  'tuition.amount',
  'tuition.currency',
] as const;
const VISA_FIELDS = ['visa_document.kind', 'visa_document.number', 'visa_document.issued_on', 'visa_document.valid_until'] as const;

type OfferValues = Record<(typeof FIELDS)[number], string>;

function valuesOf(application: Application): OfferValues {
  const { offer, visa_document: visa, tuition } = application;
  return {
    'offer.conditions': offer?.conditions ?? application.offer_conditions ?? '',
    'offer.deposit_amount': offer?.deposit_amount !== null && offer?.deposit_amount !== undefined && offer.deposit_currency ? toMajor(offer.deposit_amount, offer.deposit_currency) : '',
    'offer.deposit_currency': offer?.deposit_currency ?? '',
    'offer.deposit_due': offer?.deposit_due ?? '',
    'offer.deposit_paid_on': offer?.deposit_paid_on ?? '',
    'offer.reply_by': offer?.reply_by ?? '',
    'visa_document.kind': visa?.kind ?? '',
    'visa_document.number': visa?.number ?? '',
    'visa_document.issued_on': visa?.issued_on ?? '',
    'visa_document.valid_until': visa?.valid_until ?? '',
    'tuition.amount': tuition ? toMajor(tuition.amount, tuition.currency) : '',
    'tuition.currency': tuition?.currency ?? '',
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_FIELDS = ['offer.deposit_due', 'offer.deposit_paid_on', 'offer.reply_by', 'visa_document.issued_on', 'visa_document.valid_until'] as const;

/**
 * The form's own checks, before anything is sent: the amounts as the currency writes them, each amount with its
 * currency, a visa document with its kind and number. The server checks everything again (dates that do not exist,
 * currencies ISO 4217 does not know) and its answers land on the same fields.
 */
const offerFormSchema = z
  .object(Object.fromEntries(FIELDS.map((key) => [key, z.string()])) as Record<(typeof FIELDS)[number], z.ZodString>)
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    for (const key of DAY_FIELDS) if (v[key] && !DAY.test(v[key])) issue(key, 'Enter a date as YYYY-MM-DD.');
    for (const [amount, currency] of [
      ['offer.deposit_amount', 'offer.deposit_currency'],
      ['tuition.amount', 'tuition.currency'],
    ] as const) {
      const a = v[amount].trim();
      const c = v[currency].trim();
      if (a && !c) issue(currency, 'Choose the currency of the amount.');
      if (c && !a) issue(amount, 'Enter the amount, or choose no currency.');
      if (a && c && toMinor(a, c) === null) issue(amount, `Enter the amount in ${c.toUpperCase()} as digits, e.g. 1500.00.`);
    }
    const visaGiven = VISA_FIELDS.some((key) => v[key].trim() !== '');
    if (visaGiven && !v['visa_document.kind']) issue('visa_document.kind', 'Choose the kind of visa document.');
    if (visaGiven && !v['visa_document.number'].trim()) issue('visa_document.number', 'Enter the document’s number.');
  });

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** What changed since `before`, as the API takes it: each offer field alone, the visa document and tuition whole. */
export function offerChanges(before: OfferValues, after: OfferValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const changed = (key: keyof OfferValues) => before[key].trim() !== after[key].trim();

  const offer: Record<string, unknown> = {};
  for (const key of ['conditions', 'deposit_due', 'deposit_paid_on', 'reply_by'] as const) if (changed(`offer.${key}`)) offer[key] = orNull(after[`offer.${key}`]);
  // The deposit's amount and currency go together, as the API keeps them: both or neither.
  if (changed('offer.deposit_amount') || changed('offer.deposit_currency')) {
    const currency = orNull(after['offer.deposit_currency'])?.toUpperCase() ?? null;
    offer.deposit_currency = currency;
    offer.deposit_amount = currency ? toMinor(after['offer.deposit_amount'], currency) : null;
  }
  if (Object.keys(offer).length > 0) body.offer = offer;

  if (VISA_FIELDS.some(changed)) {
    body.visa_document = after['visa_document.kind']
      ? { kind: after['visa_document.kind'], number: after['visa_document.number'].trim(), issued_on: orNull(after['visa_document.issued_on']), valid_until: orNull(after['visa_document.valid_until']) }
      : null;
  }

  if (changed('tuition.amount') || changed('tuition.currency')) {
    const currency = orNull(after['tuition.currency'])?.toUpperCase() ?? null;
    body.tuition = currency ? { amount: toMinor(after['tuition.amount'], currency), currency } : null;
  }
  return body;
}

/** The common currencies, and the one the application holds when it is another. */
function currencyOptions(current: string) {
  const codes: string[] = [...COMMON_CURRENCIES];
  if (current && !codes.includes(current)) codes.push(current);
  return codes.map((code) => ({ value: code, label: code }));
}

export function OfferVisaEditor({ application, onSaved }: { application: Application; onSaved: () => void }) {
  const initial = valuesOf(application);
  const form = useForm<OfferValues>(offerFormSchema, initial);
  const whole = (key: 'offer' | 'visa_document' | 'tuition') => form.errors[key]?.[0];
  const name = application.institution.name;
  return (
    <SubmitForm
      form={form}
      action={async (values) => {
        const body = offerChanges(initial, values);
        if (Object.keys(body).length === 0) {
          form.setMessage('Nothing has changed.');
          return;
        }
        await api.updateApplication({ id: application.id }, body);
        toast(`The offer and visa details for ${name} have been saved.`);
        onSaved();
      }}
    >
      <fieldset className="fieldset offer-fieldset">
        <legend>Offer</legend>
        <FormAlert message={whole('offer')} />
        <TextAreaField label="Offer conditions" {...form.text('offer.conditions')} rows={3} maxLength={2000} />
        <div className="form-grid money-grid">
          <TextField label="Deposit amount" hint="In the currency’s main unit, e.g. 1500.00." inputMode="decimal" autoComplete="off" {...form.text('offer.deposit_amount')} />
          <SelectField label="Deposit currency" {...form.text('offer.deposit_currency')} options={currencyOptions(initial['offer.deposit_currency'])} placeholder="No deposit" />
          <TextField label="Deposit due" type="date" {...form.text('offer.deposit_due')} />
          <TextField label="Deposit paid on" type="date" {...form.text('offer.deposit_paid_on')} />
          <TextField label="Reply by" hint="The last day the student may reply to the offer." type="date" {...form.text('offer.reply_by')} />
        </div>
      </fieldset>
      <fieldset className="fieldset offer-fieldset">
        <legend>Visa document</legend>
        <FormAlert message={whole('visa_document')} />
        <div className="form-grid">
          <SelectField
            label="Kind"
            {...form.text('visa_document.kind')}
            options={VISA_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: VISA_KIND_LABELS[kind] }))}
            placeholder="None yet"
          />
          <TextField label="Document number" autoComplete="off" maxLength={100} {...form.text('visa_document.number')} />
          <TextField label="Issued on" type="date" {...form.text('visa_document.issued_on')} />
          <TextField label="Valid until" type="date" {...form.text('visa_document.valid_until')} />
        </div>
      </fieldset>
      <fieldset className="fieldset offer-fieldset">
        <legend>First-year tuition</legend>
        <FormAlert message={whole('tuition')} />
        <div className="form-grid money-grid">
          <TextField label="Tuition amount" hint="In the currency’s main unit, e.g. 18500.00." inputMode="decimal" autoComplete="off" {...form.text('tuition.amount')} />
          <SelectField label="Tuition currency" {...form.text('tuition.currency')} options={currencyOptions(initial['tuition.currency'])} placeholder="No tuition recorded" />
        </div>
      </fieldset>
      <div className="form-actions">
        <SubmitButton busy={form.busy}>Save offer and visa</SubmitButton>
      </div>
    </SubmitForm>
  );
}
