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
import { useKnownText } from '../../lib/known-texts';
import { namesText, readStoredFit } from '../../lib/fit-storage';
import { visitSource } from '../../lib/visit-source';

export default function Register() {
  const { locale, t, rich } = useI18n();
  const known = useKnownText();
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
      <HeaderBanner image="account.svg" title={t('auth.register.banner')} subtitle={t('auth.register.bannerLead')} />
      <div className="container section narrow">
        {sent ? (
          <Card title={t('auth.register.inbox')}>
            <div className="form">
              <p className="lead-text" role="status">
                {known(sent.status)}
              </p>
              <p>{rich('auth.register.openMail', { email: <strong>{sent.email}</strong> })}</p>
              <ResendVerification email={sent.email} explain={false} />
              <p className="form-footnote">
                {rich('auth.register.wrongAddress', {
                  again: (
                    <button type="button" className="link-button" onClick={() => setSent(null)}>
                      {t('auth.register.again')}
                    </button>
                  ),
                  signIn: <Link to={paths.login()}>{t('auth.register.signIn')}</Link>,
                })}
              </p>
            </div>
          </Card>
        ) : (
        <Card title={t('auth.register.card')}>
          <OAuthButtons fallback={paths.account()} verb="register" />
          <form
            method="post"
            noValidate
            className="form"
            onSubmit={form.handleSubmit(async (values) => {
              // The account's mails and dates: this page's language and the browser's time zone.
              // The lead it makes keeps where the visit came from (lib/visit-source.ts).
              const here = { ...values, locale, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone, source: visitSource() };
              const body = destinations.length ? { ...here, preferred_destinations: destinations.map((d) => d.slug), destination: destinations[0]!.slug } : here;
              const { status } = await api.register(body);
              setSent({ email: values.email, status });
            })}
          >
            <FormAlert message={form.message} />
            <div className="form-grid">
              <TextField label={t('auth.field.firstname')} autoComplete="given-name" required {...field('firstname')} />
              <TextField label={t('auth.field.lastname')} autoComplete="family-name" required {...field('lastname')} />
            </div>
            <TextField label={t('auth.field.email')} type="email" inputMode="email" autoComplete="email" required {...field('email')} />
            <TextField label={t('auth.field.password')} type="password" autoComplete="new-password" required hint={t('auth.register.passwordHint')} {...field('password')} />
            <TextField label={t('auth.field.confirmPassword')} type="password" autoComplete="new-password" required {...field('password_confirmation')} />
            {destinations.length > 0 && (
              <div className={destinationsError ? 'fit-carry field has-error' : 'fit-carry'}>
                <p>
                  {t('auth.register.fit', { names: namesText(destinations.map((d) => d.name)) })}{' '}
                  <button type="button" className="link-button" onClick={() => setDestinations([])}>
                    {t('auth.register.fitDrop')}
                  </button>
                </p>
                {destinationsError && <p className="field-error">{known(destinationsError)}</p>}
              </div>
            )}
            <Checkbox
              name="terms"
              checked={form.values.terms}
              error={form.error('terms')}
              onChange={(e) => form.set('terms', e.target.checked)}
              label={
                rich('auth.register.terms', {
                  terms: (
                    <Link to={paths.terms()} target="_blank">
                      {t('auth.register.termsLink')}
                    </Link>
                  ),
                  privacy: (
                    <Link to={paths.privacy()} target="_blank">
                      {t('auth.register.privacyLink')}
                    </Link>
                  ),
                })
              }
            />
            <SubmitButton busy={form.busy}>{t('auth.register.submit')}</SubmitButton>
            <p className="form-footnote">
              {rich('auth.register.already', { link: <Link to={paths.login()}>{t('auth.register.signIn')}</Link> })}
            </p>
          </form>
        </Card>
        )}
      </div>
    </>
  );
}
