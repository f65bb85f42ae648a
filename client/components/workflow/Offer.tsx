// A student's offer on /account/applications: its terms (conditions, deposit, reply-by day), the reply so far, the
// visa document once recorded, and the buttons that answer it while the server would still take an answer.
import { formatMoney } from '../../../shared/money';
import type { Reply, VisaDocumentKind } from '../../../shared/plan';
import { ACCEPTED_STAGES, acceptedByReply, type Application, isClosedStage } from '../../../shared/workflow';
import { useSession } from '../../lib/context';
import { dialogs } from '../../lib/dialogs';
import { api, HttpError } from '../../lib/http';
import { catalogueReady, type MessageId, useI18n } from '../../lib/i18n';
import { useKnownText } from '../../lib/known-texts';
import { useUserDates } from '../../lib/user-dates';
import { toast } from '../Toast';

const KIND_LABELS: Record<VisaDocumentKind, MessageId> = {
  CAS: 'apps.visaKind.cas',
  'I-20': 'apps.visaKind.i20',
  COE: 'apps.visaKind.coe',
  LoA: 'apps.visaKind.loa',
  other: 'apps.visaKind.other',
};

/** Today in UTC, YYYY-MM-DD: the server ends replies at the end of the reply-by day in UTC, whatever the reader's zone. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * Whether the server would take an answer now: an offer, the application still open, the reply-by day not over, and
 * not yet accepted (from then on only "firm" is allowed, which it already is, so there is nothing left to choose),
 * unless the student's own firm reply is what accepted it.
 */
export function canReply(application: Application, studentId: number | null, today = todayUtc()): boolean {
  const { offer, stage } = application;
  if (!offer || isClosedStage(stage)) return false;
  if ((ACCEPTED_STAGES as readonly string[]).includes(stage) && (studentId === null || !acceptedByReply(application, studentId))) return false;
  return !offer.reply_by || today <= offer.reply_by;
}

export function ReplyBadge({ reply }: { reply: Reply | null }) {
  const { t } = useI18n();
  return <span className={`badge offer-reply offer-reply-${reply ?? 'none'}`}>{t(reply ? (`apps.reply.${reply}` as MessageId) : 'apps.reply.none')}</span>;
}

const DIALOGS: Record<Reply, { title: MessageId; text: MessageId; confirm: MessageId; button: MessageId }> = {
  firm: { title: 'apps.replyFirmTitle', text: 'apps.replyFirmText', confirm: 'apps.replyFirmConfirm', button: 'apps.replyFirm' },
  insurance: { title: 'apps.replyInsuranceTitle', text: 'apps.replyInsuranceText', confirm: 'apps.replyInsuranceConfirm', button: 'apps.replyInsurance' },
  declined: { title: 'apps.replyDeclineTitle', text: 'apps.replyDeclineText', confirm: 'apps.replyDeclineConfirm', button: 'apps.replyDecline' },
};

/** `others`: the student's other open offers for the same intake, whose names the confirmation lists. */
export function OfferSection({ application, others, onChanged }: { application: Application; others: Application[]; onChanged: () => void }) {
  const { t, tag } = useI18n();
  const known = useKnownText();
  const { day, month } = useUserDates();
  const { user } = useSession();
  const { offer, visa_document: visa, reply, institution } = application;
  if (!offer && !visa) return null;
  const headingId = `offer-${application.id}`;

  async function answer(choice: Reply) {
    // The dialog's words are not among the page's own messages: the whole catalogue first.
    await catalogueReady();
    const words = DIALOGS[choice];
    const what = { institution: institution.name, intake: month(application.intake) };
    // Declining says what it ends; the choices say the other offers are left alone, and name them.
    const text = [t(words.text, what), ...(choice !== 'declined' && others.length > 0 ? [t('apps.replyOthers', { names: others.map((o) => o.institution.name).join(', ') })] : [])].join(' ');
    const confirmed = await dialogs.confirm({ title: t(words.title, what), text, confirmText: t(words.confirm), danger: choice === 'declined' });
    if (!confirmed) return;
    try {
      await api.replyToOffer({ id: application.id }, { reply: choice });
    } catch (error) {
      // A 5xx has its own dialog in the http layer; a 409 says why in its message.
      if (error instanceof HttpError && error.status >= 500) return;
      const message = error instanceof HttpError ? known(error.body?.message ?? t('form.failed')) : t('form.offline');
      await dialogs.notice({ title: t('apps.replyFailed'), text: message, icon: 'error' });
      return;
    }
    toast(t('apps.replied', { institution: institution.name }));
    onChanged();
  }

  const open = canReply(application, user?.id ?? null);
  const replyEnded = offer && !open && !reply && !isClosedStage(application.stage) && offer.reply_by !== null && todayUtc() > offer.reply_by;
  return (
    <section className="offer" aria-labelledby={headingId}>
      <h3 className="application-subtitle" id={headingId}>
        {t('apps.offer')}
      </h3>
      <dl className="details offer-terms">
        {offer?.conditions && (
          <div className="details-row">
            <dt>{t('apps.conditions')}</dt>
            <dd className="pre-wrap">{offer.conditions}</dd>
          </div>
        )}
        {offer && offer.deposit_amount !== null && offer.deposit_currency && (
          <div className="details-row">
            <dt>{t('apps.deposit')}</dt>
            <dd>
              {formatMoney(offer.deposit_amount, offer.deposit_currency, tag)}
              {offer.deposit_paid_on ? (
                <> · {t('apps.depositPaid', { date: day(offer.deposit_paid_on) })}</>
              ) : (
                offer.deposit_due && <> · {t('apps.depositDue', { date: day(offer.deposit_due) })}</>
              )}
            </dd>
          </div>
        )}
        {offer?.reply_by && (
          <div className="details-row">
            <dt>{t('apps.replyBy')}</dt>
            <dd>
              <time dateTime={offer.reply_by}>{day(offer.reply_by)}</time>
            </dd>
          </div>
        )}
        {/* Closed by staff, a firm or insurance reply was let go: nothing is waiting for an answer. */}
        {offer && (reply || !isClosedStage(application.stage)) && (
          <div className="details-row">
            <dt>{t('apps.yourReply')}</dt>
            <dd>
              <ReplyBadge reply={reply} />
            </dd>
          </div>
        )}
        {visa && (
          <div className="details-row">
            <dt>{t('apps.visaDocument')}</dt>
            <dd>
              {t(KIND_LABELS[visa.kind])} <bdi>{visa.number}</bdi>
              {visa.valid_until && <> · {t('apps.visaValidUntil', { date: day(visa.valid_until) })}</>}
            </dd>
          </div>
        )}
      </dl>
      {open && (
        <>
          <p className="muted offer-hint">{t('apps.replyHint')}</p>
          <div className="form-actions offer-actions" role="group" aria-label={t('apps.replyActions', { institution: institution.name })}>
            {(['firm', 'insurance', 'declined'] as const)
              .filter((choice) => choice !== reply)
              .map((choice) => (
                <button key={choice} type="button" className={`btn btn-small ${choice === 'firm' ? 'btn-primary' : choice === 'declined' ? 'btn-danger' : 'btn-ghost'}`} onClick={() => void answer(choice)}>
                  {t(DIALOGS[choice].button)}
                </button>
              ))}
          </div>
        </>
      )}
      {replyEnded && <p className="muted offer-hint">{t('apps.replyClosed')}</p>}
    </section>
  );
}
