import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from './Link';
import { paths } from '../../shared/paths';
import { loginSchema } from '../../shared/schemas/auth';
import type { LoginResult, MfaChallenge } from '../../shared/types';
import { signedIn } from '../lib/auth';
import { useSessionObject } from '../lib/context';
import { browserCookies, takeIntendedUrl } from '../lib/cookies';
import { api, HttpError } from '../lib/http';
import { Checkbox, FormAlert, SubmitButton, TextField, useForm } from './form';
import { takePendingChallenge } from '../lib/oauth-message';
import { useI18n } from '../lib/i18n';
import { OAuthButtons } from './OAuthButtons';
import { ResendVerification, SecondStep } from './SignInSteps';

/**
 * Signs in, then goes to the page the auth guard remembered, or to `fallback`. With two-step sign-in on, the password
 * (or a provider) is followed by the code from the app; an address not yet confirmed is offered a new link. A
 * provider's answer that came back to the whole window leaves its second step in sessionStorage for this form.
 */
export function LoginForm({ fallback = paths.home() }: { fallback?: string }) {
  const { t, rich } = useI18n();
  const session = useSessionObject();
  const navigate = useNavigate();
  const form = useForm(loginSchema, { email: '', password: '', remember: false });
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const [unverified, setUnverified] = useState<string | null>(null);
  /** Where a provider's sign-in was headed before its second step. */
  const [redirect, setRedirect] = useState<string | null>(null);

  // After hydration (the server cannot see sessionStorage, and the markup must match its render first).
  useEffect(() => {
    const pending = takePendingChallenge();
    if (!pending) return;
    setChallenge({ mfa_required: true, mfa_token: pending.mfa_token });
    setRedirect(pending.redirect ?? null);
  }, []);

  async function finish(result: LoginResult) {
    signedIn(session, result);
    await navigate(redirect ?? takeIntendedUrl(browserCookies) ?? fallback, { replace: true });
  }

  if (challenge) return <SecondStep challenge={challenge} onSignedIn={finish} onRestart={() => setChallenge(null)} />;

  return (
    <>
      <OAuthButtons
        fallback={fallback}
        onChallenge={(next, to) => {
          setRedirect(to);
          setChallenge(next);
        }}
      />
      <form
        method="post"
        noValidate
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          setUnverified(null);
          void form.submit(async (values) => {
            let result: LoginResult | MfaChallenge;
            try {
              result = await api.login(values);
            } catch (error) {
              if (error instanceof HttpError && error.body?.code === 'email_unverified') setUnverified(values.email);
              throw error;
            }
            if ('mfa_required' in result) setChallenge(result);
            else await finish(result);
          });
        }}
      >
        <FormAlert message={form.message} />
        {unverified && <ResendVerification email={unverified} />}
        <TextField
          label={t('auth.field.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={form.values.email}
          error={form.error('email')}
          onChange={(e) => form.set('email', e.target.value)}
        />
        <TextField
          label={t('auth.field.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={form.values.password}
          error={form.error('password')}
          onChange={(e) => form.set('password', e.target.value)}
        />
        <div className="form-row-between">
          <Checkbox label={t('auth.login.remember')} name="remember" checked={form.values.remember} onChange={(e) => form.set('remember', e.target.checked)} />
          <Link to={paths.passwordRequest()}>{t('auth.login.forgot')}</Link>
        </div>
        <SubmitButton busy={form.busy}>{t('auth.login.submit')}</SubmitButton>
        <p className="form-footnote">
          {rich('auth.login.newHere', { link: <Link to={paths.register()}>{t('auth.login.createAccount')}</Link> })}
        </p>
      </form>
    </>
  );
}
