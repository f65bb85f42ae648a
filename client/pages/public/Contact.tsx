import { useEffect, useRef, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import { COUNTRIES } from '../../../shared/countries';
import type { Widget as WidgetData } from '../../../shared/content';
import { paths } from '../../../shared/paths';
import { contactSchema } from '../../../shared/schemas/study';
import { company } from '../../../shared/site';
import { ENQUIRY_TYPES } from '../../../shared/study';
import { Checkbox, FormAlert, SelectField, SubmitButton, TextAreaField, TextField, useForm } from '../../components/form';
import { ContactIcon } from '../../components/contact-icons';
import { Icon } from '../../components/icons';
import { Card, HeaderBanner } from '../../components/ui';
import { Widget } from '../../components/Widget';
import { apiContext, useSession } from '../../lib/context';
import { api } from '../../lib/http';
import { visitSource } from '../../lib/visit-source';
import { type I18n, useI18n, useT } from '../../lib/i18n';

export async function loader({ context }: LoaderFunctionArgs) {
  return context.get(apiContext).widgets(['contact-intro']);
}

export const meta = (_data: unknown, t: I18n['t']) => ({ title: t('title.contact'), description: t('contact.description') });

// Country names stay as the list has them (shared/countries.ts): the value sent is the name.
const countryOptions = COUNTRIES.map((c) => ({ value: c, label: c }));

function ContactForm() {
  const { t, rich, locale } = useI18n();
  const { user } = useSession();
  const [sent, setSent] = useState<string | null>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const form = useForm(contactSchema, {
    name: user ? `${user.firstname} ${user.lastname}` : '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    country: user?.country_of_residence ?? '',
    enquiry_type: '',
    message: '',
    consent: false,
    website: '',
  });
  useEffect(() => thanks.current?.focus(), [sent]);

  if (sent) {
    return (
      <div className="contact-sent" role="status" tabIndex={-1} ref={thanks}>
        <Icon name="check" width={32} height={32} />
        <h3>{t('contact.sent')}</h3>
        <p>{sent}</p>
        <p>{rich('contact.sentCopy', { link: <Link key="link" to={paths.study()}>{t('contact.studyPages')}</Link> })}</p>
      </div>
    );
  }

  const text = (name: 'name' | 'email' | 'phone') => ({ name, value: form.values[name], error: form.error(name), onChange: (e: { target: { value: string } }) => form.set(name, e.target.value) });
  return (
    <form
      method="post"
      noValidate
      className="form contact-form"
      aria-label={t('contact.formTitle')}
      onSubmit={form.handleSubmit(async (values) => {
        // The values passed the form's schema, the body's own (form.tsx `submit`): `consent` is true.
        // The receipt mailed to the visitor is written in the page's language; the lead keeps where the visit came
        // from (lib/visit-source.ts).
        await api.contact({ ...(values as Parameters<typeof api.contact>[0]), locale, source: visitSource() });
        // The API answers in English (server/features/study/contact.ts): the page says the same in its own language.
        setSent(t('contact.thanks'));
      })}
    >
      <FormAlert message={form.message} />
      <div className="form-grid">
        <TextField label={t('contact.name')} autoComplete="name" required {...text('name')} />
        <TextField label={t('contact.email')} type="email" autoComplete="email" required {...text('email')} />
        <TextField label={t('contact.phone')} type="tel" autoComplete="tel" hint={t('contact.phoneHint')} {...text('phone')} />
        <SelectField
          label={t('contact.country')}
          name="country"
          placeholder={t('contact.chooseCountry')}
          options={countryOptions}
          value={form.values.country}
          error={form.error('country')}
          onChange={(e) => form.set('country', e.target.value)}
        />
      </div>
      <SelectField
        label={t('contact.enquiry')}
        name="enquiry_type"
        placeholder={t('contact.chooseOne')}
        required
        options={ENQUIRY_TYPES.map((type) => ({ value: type.value, label: t(type.message) }))}
        value={form.values.enquiry_type}
        error={form.error('enquiry_type')}
        onChange={(e) => form.set('enquiry_type', e.target.value)}
      />
      <TextAreaField
        label={t('contact.message')}
        name="message"
        rows={6}
        required
        hint={t('contact.messageHint')}
        value={form.values.message}
        error={form.error('message')}
        onChange={(e) => form.set('message', e.target.value)}
      />
      {/* A honeypot: hidden from people and screen readers, so only robots fill it in. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">{t('contact.honeypot')}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={form.values.website} onChange={(e) => form.set('website', e.target.value)} />
      </div>
      <Checkbox
        name="consent"
        checked={form.values.consent}
        error={form.error('consent')}
        onChange={(e) => form.set('consent', e.target.checked)}
        label={rich('contact.consent', {
          link: (
            <Link key="link" to={paths.privacy()} target="_blank">
              {t('contact.privacyPolicy')}
            </Link>
          ),
        })}
      />
      <div className="form-actions">
        <SubmitButton busy={form.busy}>{t('contact.send')}</SubmitButton>
      </div>
    </form>
  );
}

export default function Contact() {
  const t = useT();
  const widgets = useLoaderData() as Record<string, WidgetData | null>;
  return (
    <>
      <HeaderBanner image="contact.svg" title={t('title.contact')} subtitle={t('contact.subtitle')} />
      <div className="container section">
        <Widget name="contact-intro" widget={widgets['contact-intro']} />
      </div>
      <div className="container section contact-layout">
        <Card title={t('contact.formTitle')} className="contact-form-card">
          <ContactForm />
        </Card>
        <div className="contact-side">
          <Card title={t('contact.bookTitle')} className="contact-book">
            <p>{t('contact.bookText')}</p>
            <p>
              <Link to={paths.consultation()} className="btn btn-primary">
                {t('contact.bookButton')}
              </Link>
            </p>
          </Card>
          <Card title={t('contact.talk')}>
            <ul className="contact-list">
              <li>
                <ContactIcon name="phone" /> <a href={company.phoneHref}>{company.phone}</a>
              </li>
              <li>
                <ContactIcon name="mail" /> <a href={`mailto:${company.email}`}>{company.email}</a>
              </li>
              <li>
                <ContactIcon name="clock" /> {t('site.hours')}
              </li>
            </ul>
          </Card>
          <Card title={t('contact.visit')}>
            <address className="contact-address">
              {company.address.map((line) => (
                <span key={line} className="line">
                  {line}
                </span>
              ))}
            </address>
            <p>{t('contact.visitText')}</p>
          </Card>
        </div>
      </div>
    </>
  );
}
