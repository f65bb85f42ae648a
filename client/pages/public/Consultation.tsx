// /consultation: a free call with an adviser (decision 0046). The visitor may choose a destination, picks one of the
// free times (shown by their own days, in their browser's time zone), and books with their name, address and topic;
// the confirmation gives the time again and the booking's own page (its manage link, also mailed with a calendar
// invitation). The server draws the page with the destinations; the times come in the browser, as they depend on its
// time zone. Without scripts the page says how else to reach an adviser.
import { useEffect, useRef, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type * as z from 'zod';
import { paths } from '../../../shared/paths';
import type { CountrySummary } from '../../../shared/study';
import { bookingSchema } from '../../../shared/schemas/leads';
import { company } from '../../../shared/site';
import { TOPIC_MAX } from '../../../shared/leads';
import { Checkbox, FormAlert, SelectField, SubmitButton, TextAreaField, TextField, useForm } from '../../components/form';
import { browserZone, SlotPicker, zoneFormat } from '../../components/consultation/SlotPicker';
import { Icon } from '../../components/icons';
import { Link } from '../../components/Link';
import { Breadcrumbs, Card, HeaderBanner } from '../../components/ui';
import { apiContext, useSession } from '../../lib/context';
import { HttpError } from '../../lib/http';
import { type I18n, useI18n, useT } from '../../lib/i18n';
import { type BookingCreated, leadsApi, type Slot } from '../../lib/leads-api';
import { visitSource } from '../../lib/visit-source';

interface Data {
  countries: Array<Pick<CountrySummary, 'slug' | 'name'>>;
  /** The destination the address asks for (`?destination=canada`, from a country's or the fit check's page). */
  destination: string;
}

export const query = ['destination'];

export async function loader({ request, context }: LoaderFunctionArgs): Promise<Data> {
  const countries = (await context.get(apiContext).countries()).map((c: CountrySummary) => ({ slug: c.slug, name: c.name }));
  const asked = new URL(request.url).searchParams.get('destination') ?? '';
  return { countries, destination: countries.some((c: { slug: string }) => c.slug === asked) ? asked : '' };
}

export const meta = (_data: unknown, t: I18n['t']) => ({ title: t('title.consultation'), description: t('consult.description') });

type Values = { name: string; email: string; phone: string; topic: string; consent: boolean };

/** The form's own fields, checked with the booking's schema (the slot and the zone are the page's). */
const formSchema = bookingSchema.pick({ name: true, email: true, phone: true, topic: true, consent: true });

/** The token at the end of a manage link (APP_URL/consultation/<token>), to link to it inside this language's pages. */
const tokenOf = (manageUrl: string) => decodeURIComponent(new URL(manageUrl, 'http://x').pathname.split('/').pop() ?? '');

function Confirmation({ booking }: { booking: BookingCreated }) {
  const { t, tag } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const zone = browserZone();
  const when = zoneFormat(tag, zone).moment(booking.start);
  return (
    <div className="consult-done" role="status">
      <Icon name="check" width={32} height={32} />
      <h2 tabIndex={-1} ref={heading}>
        {t('consult.booked')}
      </h2>
      <p className="consult-when">
        <strong>{when}</strong>
        <br />
        <span className="muted">{t('consult.zone', { zone })}</span>
      </p>
      <p>{t('consult.bookedWith', { adviser: booking.adviser.name })}</p>
      <p>{t('consult.bookedMail')}</p>
      <p>
        <Link to={paths.consultationManage(tokenOf(booking.manage_url))} className="btn btn-ghost consult-manage-link">
          {t('consult.manageLink')}
        </Link>
      </p>
    </div>
  );
}

function BookingForm({ slot, destination, onTaken, onBooked, clearSlot }: { slot: Slot | null; destination: string; onTaken: (slots: Slot[]) => void; onBooked: (b: BookingCreated) => void; clearSlot: () => void }) {
  const { t, rich, locale, tag } = useI18n();
  const { user } = useSession();
  const form = useForm<Values>(formSchema, {
    name: user ? `${user.firstname} ${user.lastname}` : '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    topic: '',
    consent: false,
  });
  const [slotError, setSlotError] = useState<string | null>(null);
  // A time picked (again) answers what was said about the last one.
  useEffect(() => {
    if (slot) setSlotError(null);
  }, [slot]);
  const zone = slot ? browserZone() : null;

  return (
    <form
      method="post"
      noValidate
      className="form consult-form"
      aria-labelledby="consult-form-title"
      onSubmit={form.handleSubmit(async (values) => {
        if (!slot) {
          setSlotError(t('consult.chooseFirst'));
          return;
        }
        const body = {
          ...values,
          phone: values.phone.trim() || undefined,
          start: slot.start,
          adviser_id: slot.adviser.id,
          time_zone: browserZone(),
          locale,
          ...(destination ? { destination } : {}),
          source: visitSource(),
        };
        try {
          onBooked(await leadsApi.book(body as z.input<typeof bookingSchema>));
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          if (error.status === 409) {
            const offered = (error.body as { slots?: Slot[] } | null)?.slots ?? [];
            clearSlot();
            onTaken(offered);
            setSlotError(t(offered.length ? 'consult.taken' : 'consult.takenNone'));
            return;
          }
          if (error.status === 429) {
            form.setMessage(t('consult.tooMany'));
            return;
          }
          // The slot's own refusals (gone past the notice, an adviser unknown) are said beside the chosen time.
          const slotField = error.field('start') ?? error.field('adviser_id') ?? error.field('time_zone');
          if (slotField) {
            clearSlot();
            setSlotError(t('consult.slotRefused'));
          }
          throw error;
        }
      })}
    >
      <h2 id="consult-form-title" className="consult-step">
        <span className="consult-step-number" aria-hidden="true">
          3
        </span>
        {t('consult.detailsTitle')}
      </h2>
      <div className={slotError ? 'consult-chosen has-error' : 'consult-chosen'} aria-live="polite">
        {slot && zone ? (
          <p>
            {t('consult.chosen')} <strong>{zoneFormat(tag, zone).moment(slot.start)}</strong>
          </p>
        ) : (
          <p className="muted">{t('consult.noneChosen')}</p>
        )}
        {slotError && (
          <p className="field-error" id="consult-slot-error">
            {slotError}
          </p>
        )}
      </div>
      <FormAlert message={form.message} />
      <div className="form-grid">
        <TextField label={t('consult.name')} autoComplete="name" required {...form.text('name')} />
        <TextField label={t('consult.email')} type="email" inputMode="email" autoComplete="email" required {...form.text('email')} />
      </div>
      <TextField label={t('consult.phone')} type="tel" autoComplete="tel" hint={t('consult.phoneHint')} {...form.text('phone')} />
      <TextAreaField label={t('consult.topic')} hint={t('consult.topicHint')} rows={4} maxLength={TOPIC_MAX} {...form.text('topic')} />
      <Checkbox
        {...form.check('consent')}
        error={form.error('consent')}
        label={rich('consult.consent', {
          link: (
            <Link key="link" to={paths.privacy()} target="_blank">
              {t('contact.privacyPolicy')}
            </Link>
          ),
        })}
      />
      <div className="form-actions">
        <SubmitButton busy={form.busy}>{t('consult.submit')}</SubmitButton>
      </div>
    </form>
  );
}

export default function Consultation() {
  const t = useT();
  const data = useLoaderData() as Data;
  const [destination, setDestination] = useState(data.destination);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [offered, setOffered] = useState<Slot[] | null>(null);
  const [booked, setBooked] = useState<BookingCreated | null>(null);

  return (
    <>
      <HeaderBanner image="contact.svg" title={t('title.consultation')} subtitle={t('consult.subtitle')} />
      <Breadcrumbs
        trail={[
          { name: t('nav.home'), to: paths.home() },
          { name: t('title.consultation'), to: paths.consultation() },
        ]}
      />
      <div className="container section consult-layout">
        {booked ? (
          <div className="consult-main">
            <Card>
              <Confirmation booking={booked} />
            </Card>
          </div>
        ) : (
          <div className="consult-main">
            <Card className="consult-card">
              <h2 className="consult-step">
                <span className="consult-step-number" aria-hidden="true">
                  1
                </span>
                {t('consult.destinationTitle')}
              </h2>
              <SelectField
                label={t('consult.destination')}
                name="destination"
                hint={t('consult.destinationHint')}
                placeholder={t('consult.anyDestination')}
                options={data.countries.map((c) => ({ value: c.slug, label: c.name }))}
                value={destination}
                onChange={(e) => {
                  setDestination(e.target.value);
                  setSlot(null);
                  setOffered(null);
                }}
              />
              <h2 className="consult-step">
                <span className="consult-step-number" aria-hidden="true">
                  2
                </span>
                {t('consult.timeTitle')}
              </h2>
              <noscript>
                <p className="alert alert-info">{t('consult.noScript', { phone: company.phone, email: company.email })}</p>
              </noscript>
              {offered && (
                <p className="consult-offered">
                  {t('consult.offered')}{' '}
                  <button type="button" className="link-button" onClick={() => setOffered(null)}>
                    {t('consult.allTimes')}
                  </button>
                </p>
              )}
              <SlotPicker
                destination={destination || undefined}
                selected={slot}
                onPick={(picked) => {
                  setSlot(picked);
                  // On a phone the form is below the times: bring it up, the chosen time at its top.
                  if (!window.matchMedia('(min-width: 960px)').matches) document.getElementById('consult-form-title')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
                }}
                offered={offered}
                label={t('consult.timeTitle')}
              />
            </Card>
          </div>
        )}
        <aside className="consult-side">
          <Card title={t('consult.expectTitle')}>
            <ul className="fit-intro-list">
              <li>
                <Icon name="check" width={20} height={20} /> {t('consult.expect.free')}
              </li>
              <li>
                <Icon name="check" width={20} height={20} /> {t('consult.expect.video')}
              </li>
              <li>
                <Icon name="check" width={20} height={20} /> {t('consult.expect.plan')}
              </li>
            </ul>
            <p>{t('consult.preferWrite')}</p>
            <p>
              <Link to={paths.contact()}>{t('consult.contactLink')}</Link>
            </p>
          </Card>
          {!booked && (
            <Card className="consult-card consult-form-card">
              <BookingForm slot={slot} destination={destination} onTaken={setOffered} onBooked={setBooked} clearSlot={() => setSlot(null)} />
            </Card>
          )}
        </aside>
      </div>
    </>
  );
}
