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

export async function loader({ context }: LoaderFunctionArgs) {
  return context.get(apiContext).widgets(['contact-intro']);
}

export const meta = () => ({ title: 'Contact Us', description: 'Talk to a Meridian adviser: send us a message, call, e-mail or visit our London office.' });

const countryOptions = COUNTRIES.map((c) => ({ value: c, label: c }));

function ContactForm() {
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
        <h3>Message sent</h3>
        <p>{sent}</p>
        <p>We have e-mailed you a copy. In the meantime, you could compare destinations on our <Link to={paths.study()}>study abroad pages</Link>.</p>
      </div>
    );
  }

  const text = (name: 'name' | 'email' | 'phone') => ({ name, value: form.values[name], error: form.error(name), onChange: (e: { target: { value: string } }) => form.set(name, e.target.value) });
  return (
    <form
      method="post"
      noValidate
      className="form contact-form"
      aria-label="Send us a message"
      onSubmit={form.handleSubmit(async (values) => {
        // The values passed the form's schema, the body's own (form.tsx `submit`): `consent` is true.
        const answer = await api.contact(values as Parameters<typeof api.contact>[0]);
        setSent(answer?.status ?? 'Thank you. Your message has reached our advisers.');
      })}
    >
      <FormAlert message={form.message} />
      <div className="form-grid">
        <TextField label="Your name" autoComplete="name" required {...text('name')} />
        <TextField label="E-mail address" type="email" autoComplete="email" required {...text('email')} />
        <TextField label="Phone (optional)" type="tel" autoComplete="tel" hint="With the country code, e.g. +234 803 123 4567" {...text('phone')} />
        <SelectField
          label="Where you live (optional)"
          name="country"
          placeholder="Choose a country"
          options={countryOptions}
          value={form.values.country}
          error={form.error('country')}
          onChange={(e) => form.set('country', e.target.value)}
        />
      </div>
      <SelectField
        label="What is your enquiry about?"
        name="enquiry_type"
        placeholder="Choose one"
        required
        options={ENQUIRY_TYPES}
        value={form.values.enquiry_type}
        error={form.error('enquiry_type')}
        onChange={(e) => form.set('enquiry_type', e.target.value)}
      />
      <TextAreaField
        label="Your message"
        name="message"
        rows={6}
        required
        hint="Tell us what you would like to study, where, and when you hope to start."
        value={form.values.message}
        error={form.error('message')}
        onChange={(e) => form.set('message', e.target.value)}
      />
      {/* A honeypot: hidden from people and screen readers, so only robots fill it in. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">Leave this empty</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={form.values.website} onChange={(e) => form.set('website', e.target.value)} />
      </div>
      <Checkbox
        name="consent"
        checked={form.values.consent}
        error={form.error('consent')}
        onChange={(e) => form.set('consent', e.target.checked)}
        label={
          <>
            I agree that Meridian may use these details to answer my enquiry, as described in the{' '}
            <Link to={paths.privacy()} target="_blank">
              privacy policy
            </Link>
            .
          </>
        }
      />
      <div className="form-actions">
        <SubmitButton busy={form.busy}>Send message</SubmitButton>
      </div>
    </form>
  );
}

export default function Contact() {
  const widgets = useLoaderData() as Record<string, WidgetData | null>;
  return (
    <>
      <HeaderBanner image="contact.svg" title="Contact Us" subtitle="An adviser answers every message within one working day." />
      <div className="container section">
        <Widget name="contact-intro" widget={widgets['contact-intro']} />
      </div>
      <div className="container section contact-layout">
        <Card title="Send us a message" className="contact-form-card">
          <ContactForm />
        </Card>
        <div className="contact-side">
          <Card title="Talk to us">
            <ul className="contact-list">
              <li>
                <ContactIcon name="phone" /> <a href={company.phoneHref}>{company.phone}</a>
              </li>
              <li>
                <ContactIcon name="mail" /> <a href={`mailto:${company.email}`}>{company.email}</a>
              </li>
              <li>
                <ContactIcon name="clock" /> {company.hours}
              </li>
            </ul>
          </Card>
          <Card title="Visit our office">
            <address className="contact-address">
              {company.address.map((line) => (
                <span key={line} className="line">
                  {line}
                </span>
              ))}
            </address>
            <p>Holborn Underground station is a two-minute walk. Please book a visit before you come, so an adviser is free to see you.</p>
          </Card>
        </div>
      </div>
    </>
  );
}
