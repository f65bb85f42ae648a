import { useEffect, useState } from 'react';
import { Link } from '../../components/Link';
import { paths } from '../../../shared/paths';
import { registerFormSchema } from '../../../shared/schemas/auth';
import { Checkbox, FormAlert, SubmitButton, TextField, useForm } from '../../components/form';
import { OAuthButtons } from '../../components/OAuthButtons';
import { ResendVerification } from '../../components/SignInSteps';
import { Card, HeaderBanner } from '../../components/ui';
import { api } from '../../lib/http';
import { useI18n } from '../../lib/i18n';
import { namesText, readStoredFit } from '../../lib/fit-storage';

export default function Register() {
  const { locale } = useI18n();
  const [sent, setSent] = useState<{ email: string; status: string } | null>(null);
  // The top countries of the visitor's fit check (kept in this browser), until they drop them.
  const [destinations, setDestinations] = useState<Array<{ slug: string; name: string }>>([]);
  useEffect(() => setDestinations(readStoredFit()?.top ?? []), []);
  const form = useForm(registerFormSchema, { firstname: '', lastname: '', email: '', password: '', password_confirmation: '', terms: false });
  const destinationsError = form.errors.preferred_destinations?.[0];
  const field = (name: 'firstname' | 'lastname' | 'email' | 'password' | 'password_confirmation') => ({
    name,
    value: form.values[name],
    error: form.error(name),
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value),
  });

  return (
    <>
      <HeaderBanner image="account.svg" title="Register" subtitle="A free account to keep your documents and applications in one place." />
      <div className="container section narrow">
        {sent ? (
          <Card title="Check your inbox">
            <div className="form">
              <p className="lead-text" role="status">
                {sent.status}
              </p>
              <p>
                Open the e-mail we sent to <strong>{sent.email}</strong> and follow its link within 24 hours: it confirms the address and signs you
                in. It may take a minute to arrive; look in your spam folder too.
              </p>
              <ResendVerification email={sent.email} explain={false} />
              <p className="form-footnote">
                Wrong address? <button type="button" className="link-button" onClick={() => setSent(null)}>Register again</button>. Already confirmed?{' '}
                <Link to={paths.login()}>Sign in</Link>.
              </p>
            </div>
          </Card>
        ) : (
        <Card title="Create your account">
          <OAuthButtons fallback={paths.account()} verb="Register" />
          <form
            method="post"
            noValidate
            className="form"
            onSubmit={form.handleSubmit(async (values) => {
              // The account's mails and dates: this page's language and the browser's time zone.
              const here = { ...values, locale, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
              const body = destinations.length ? { ...here, preferred_destinations: destinations.map((d) => d.slug) } : here;
              const { status } = await api.register(body);
              setSent({ email: values.email, status });
            })}
          >
            <FormAlert message={form.message} />
            <div className="form-grid">
              <TextField label="First name" autoComplete="given-name" required {...field('firstname')} />
              <TextField label="Last name" autoComplete="family-name" required {...field('lastname')} />
            </div>
            <TextField label="E-mail address" type="email" inputMode="email" autoComplete="email" required {...field('email')} />
            <TextField label="Password" type="password" autoComplete="new-password" required hint="At least 8 characters. A few unrelated words work well." {...field('password')} />
            <TextField label="Confirm password" type="password" autoComplete="new-password" required {...field('password_confirmation')} />
            {destinations.length > 0 && (
              <div className={destinationsError ? 'fit-carry field has-error' : 'fit-carry'}>
                <p>
                  We’ll start your checklist with {namesText(destinations.map((d) => d.name))}, the best matches of your fit check.{' '}
                  <button type="button" className="link-button" onClick={() => setDestinations([])}>
                    Don’t use them
                  </button>
                </p>
                {destinationsError && <p className="field-error">{destinationsError}</p>}
              </div>
            )}
            <Checkbox
              name="terms"
              checked={form.values.terms}
              error={form.error('terms')}
              onChange={(e) => form.set('terms', e.target.checked)}
              label={
                <>
                  I accept the{' '}
                  <Link to={paths.terms()} target="_blank">
                    terms of use
                  </Link>{' '}
                  and the{' '}
                  <Link to={paths.privacy()} target="_blank">
                    privacy policy
                  </Link>
                  .
                </>
              }
            />
            <SubmitButton busy={form.busy}>Create account</SubmitButton>
            <p className="form-footnote">
              Already registered? <Link to={paths.login()}>Sign in</Link>.
            </p>
          </form>
        </Card>
        )}
      </div>
    </>
  );
}
