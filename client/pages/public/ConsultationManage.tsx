// /consultation/<token>: the booking's own page, reached from the link in its mails (decision 0046). The person sees
// their consultation in their browser's time zone, and may move it (until the adviser's notice before the start),
// cancel it (until the start), or ask us to forget them. The booking is read in the browser: the address is a
// secret link, never kept by the page cache or search engines (the screen is noindex), and what it shows changes.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { browserZone, SlotPicker, zoneFormat } from '../../components/consultation/SlotPicker';
import { FormAlert, SubmitButton } from '../../components/form';
import { Icon } from '../../components/icons';
import { Link } from '../../components/Link';
import { Card, HeaderBanner } from '../../components/ui';
import { dialogs } from '../../lib/dialogs';
import { HttpError } from '../../lib/http';
import { catalogueReady, type I18n, useI18n } from '../../lib/i18n';
import { type Booking, leadsApi, type Slot } from '../../lib/leads-api';

export const meta = (_data: unknown, t: I18n['t']) => ({ title: t('title.consultationManage') });

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'forgotten' } | { kind: 'shown'; booking: Booking };

function Mover({ token, booking, onMoved }: { token: string; booking: Booking; onMoved: () => void }) {
  const { t, tag } = useI18n();
  const [slot, setSlot] = useState<Slot | null>(null);
  const [offered, setOffered] = useState<Slot[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const zone = browserZone();

  async function move() {
    if (!slot) return;
    setBusy(true);
    setMessage(null);
    try {
      await leadsApi.reschedule(token, { start: slot.start, adviser_id: slot.adviser.id });
      onMoved();
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        const next = (error.body as { slots?: Slot[] } | null)?.slots;
        if (next?.length) setOffered(next);
        setSlot(null);
        setMessage(t(next?.length ? 'consult.taken' : 'manage.tooLate'));
      } else if (error instanceof HttpError && error.status === 429) setMessage(t('consult.tooMany'));
      else if (error instanceof HttpError && error.status < 500) setMessage(t('consult.slotRefused'));
      else if (!(error instanceof HttpError)) setMessage(t('form.offline'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="manage-move" aria-labelledby="manage-move-title">
      <h2 id="manage-move-title">{t('manage.moveTitle')}</h2>
      <FormAlert message={message} />
      <SlotPicker destination={booking.destination ?? undefined} selected={slot} onPick={setSlot} offered={offered} label={t('manage.moveTitle')} />
      <p className="manage-move-actions">
        <SubmitButton busy={busy} onClick={() => void move()}>
          {slot ? t('manage.moveTo', { when: zoneFormat(tag, zone).moment(slot.start) }) : t('manage.pickFirst')}
        </SubmitButton>
      </p>
    </section>
  );
}

export default function ConsultationManage() {
  const { t, tag } = useI18n();
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [moving, setMoving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [now, setNow] = useState(() => Date.now());

  // The booking is read in the browser, so its words are none the server render used: they wait for the catalogue,
  // or the buttons and links would show (and be named) empty until it came.
  const load = useCallback(() => {
    Promise.all([leadsApi.booking(token), catalogueReady()]).then(
      ([booking]) => {
        setNow(Date.now());
        setState({ kind: 'shown', booking });
      },
      (error: unknown) => setState({ kind: error instanceof HttpError && error.status === 404 ? 'missing' : 'failed' }),
    );
  }, [token]);
  useEffect(load, [load]);

  async function cancel() {
    const yes = await dialogs.confirm({ title: t('manage.cancelTitle'), text: t('manage.cancelText'), confirmText: t('manage.cancelConfirm'), danger: true });
    if (!yes) return;
    try {
      await leadsApi.cancel(token);
      setNotice(t('manage.cancelled'));
      setMoving(false);
      load();
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) setNotice(t('manage.cannotCancel'));
    }
  }

  async function forget() {
    const yes = await dialogs.confirm({ title: t('manage.forgetTitle'), text: t('manage.forgetText'), confirmText: t('manage.forgetConfirm'), danger: true });
    if (!yes) return;
    try {
      await leadsApi.forget(token);
      setState({ kind: 'forgotten' });
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) setState({ kind: 'forgotten' });
    }
  }

  useEffect(() => {
    if (state.kind === 'forgotten') heading.current?.focus();
  }, [state.kind]);

  const zone = browserZone();
  let body;
  if (state.kind === 'loading') {
    body = (
      <p className="manage-loading muted" aria-busy="true">
        <span className="spinner spinner-small" aria-hidden="true" /> {t('manage.loading')}
      </p>
    );
  } else if (state.kind === 'missing' || state.kind === 'failed') {
    body = (
      <>
        <p>{t(state.kind === 'missing' ? 'manage.missing' : 'manage.failed')}</p>
        <p>
          <Link to={paths.consultation()} className="btn btn-primary">
            {t('manage.bookAgain')}
          </Link>
        </p>
      </>
    );
  } else if (state.kind === 'forgotten') {
    body = (
      <div className="manage-forgotten" role="status">
        <Icon name="check" width={32} height={32} />
        <h2 tabIndex={-1} ref={heading}>
          {t('manage.forgottenTitle')}
        </h2>
        <p>{t('manage.forgottenText')}</p>
        <p>
          <Link to={paths.home()}>{t('manage.home')}</Link>
        </p>
      </div>
    );
  } else {
    const { booking } = state;
    const format = zoneFormat(tag, zone);
    const started = now >= Date.parse(booking.start);
    const open = booking.status === 'booked' && !started;
    const canMove = open && now < Date.parse(booking.reschedule_until);
    const canCancel = open && now < Date.parse(booking.cancel_until);
    body = (
      <>
        <FormAlert message={notice} variant="success" />
        <dl className="manage-facts">
          <div>
            <dt>{t('manage.when')}</dt>
            <dd>
              <strong>{format.moment(booking.start)}</strong>
              <br />
              <span className="muted">{t('consult.zone', { zone })}</span>
              {booking.time_zone !== zone && (
                <>
                  <br />
                  <span className="muted">{t('manage.bookedZone', { when: zoneFormat(tag, booking.time_zone).moment(booking.start), zone: booking.time_zone })}</span>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('manage.status')}</dt>
            <dd>
              <span className={`badge manage-status manage-status-${booking.status}`}>{t(`manage.status.${booking.status}`)}</span>
            </dd>
          </div>
          <div>
            <dt>{t('manage.adviser')}</dt>
            <dd>{booking.adviser.name}</dd>
          </div>
          {booking.topic && (
            <div>
              <dt>{t('manage.topic')}</dt>
              <dd className="manage-topic">{booking.topic}</dd>
            </div>
          )}
          {open && booking.video_url && (
            <div>
              <dt>{t('manage.video')}</dt>
              <dd>
                <a href={booking.video_url} rel="noopener noreferrer" target="_blank">
                  {t('manage.videoLink')}
                </a>
              </dd>
            </div>
          )}
        </dl>
        {started && booking.status === 'booked' && <p className="alert alert-info">{t('manage.started')}</p>}
        {open && !canMove && <p className="alert alert-info">{t('manage.noticePassed')}</p>}
        {(canMove || canCancel) && (
          <p className="manage-actions">
            {canMove && (
              <button type="button" className="btn btn-primary" aria-expanded={moving} onClick={() => setMoving((m) => !m)}>
                {t('manage.move')}
              </button>
            )}
            {canCancel && (
              <button type="button" className="btn btn-danger" onClick={() => void cancel()}>
                {t('manage.cancel')}
              </button>
            )}
          </p>
        )}
        {moving && canMove && (
          <Mover
            token={token}
            booking={booking}
            onMoved={() => {
              setMoving(false);
              setNotice(t('manage.moved'));
              load();
            }}
          />
        )}
      </>
    );
  }

  return (
    <>
      <HeaderBanner image="contact.svg" title={t('title.consultationManage')} subtitle={t('manage.subtitle')} />
      <div className="container section manage-layout">
        <Card className="manage-card">{body}</Card>
        {state.kind === 'shown' && (
          <Card title={t('manage.privacyTitle')} className="manage-privacy">
            <p>{t('manage.privacyText')}</p>
            <p>
              <button type="button" className="btn btn-ghost" onClick={() => void forget()}>
                {t('manage.forget')}
              </button>
            </p>
          </Card>
        )}
      </div>
    </>
  );
}
