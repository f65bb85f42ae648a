// The link from the confirmation mail: one press confirms the address and signs in (or asks for the second step).
// A press, not the page's opening: mail scanners open links (some run their scripts) and would use the link up.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { paths } from '../../../shared/paths';
import { resendVerificationSchema } from '../../../shared/schemas/auth';
import type { LoginResult, MfaChallenge } from '../../../shared/types';
import { FormAlert, SubmitButton, TextField, useForm } from '../../components/form';
import { SecondStep } from '../../components/SignInSteps';
import { toast } from '../../components/Toast';
import { Card } from '../../components/ui';
import { signedIn } from '../../lib/auth';
import { useSessionObject } from '../../lib/context';
import { api, linkFailure } from '../../lib/http';
import { useI18n, useT } from '../../lib/i18n';

type State = { step: 'ready' } | { step: 'working' } | { step: 'mfa'; challenge: MfaChallenge } | { step: 'failed'; message: string };

export default function EmailVerify() {
  const { token = '' } = useParams();
  const session = useSessionObject();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ step: 'ready' });
  const t = useT();

  async function finish(result: LoginResult) {
    signedIn(session, result);
    toast(t('auth.verify.thanks', { name: result.user.firstname }));
    await navigate(paths.account(), { replace: true });
  }

  function confirm() {
    setState({ step: 'working' });
    api.verifyEmail({ token }).then(
      (result) => ('mfa_required' in result ? setState({ step: 'mfa', challenge: result }) : finish(result)),
      (error: unknown) => setState({ step: 'failed', message: linkFailure(error) }),
    );
  }

  return (
    <div className="container section narrow">
      <Card title={t('auth.verify.title')} level={1}>
        {(state.step === 'ready' || state.step === 'working') && (
          <div className="form">
            <p className="lead-text">{t('auth.verify.lead')}</p>
            <SubmitButton busy={state.step === 'working'} onClick={confirm}>
              {t('auth.verify.submit')}
            </SubmitButton>
          </div>
        )}
        {state.step === 'mfa' && <SecondStep challenge={state.challenge} onSignedIn={finish} onRestart={() => void navigate(paths.login())} />}
        {state.step === 'failed' && <NewLink message={state.message} />}
      </Card>
    </div>
  );
}

function NewLink({ message }: { message: string }) {
  const { t, rich } = useI18n();
  const form = useForm(resendVerificationSchema, { email: '' });
  const [status, setStatus] = useState<string | null>(null);
  return (
    <form
      method="post"
      noValidate
      className="form"
      onSubmit={form.handleSubmit(async (values) => {
        setStatus((await api.resendVerification(values)).status);
      })}
    >
      <FormAlert message={message} />
      <p>{t('auth.verify.newLinkLead')}</p>
      <FormAlert message={status ?? form.message} variant={status ? 'success' : 'error'} />
      <TextField label={t('auth.field.email')} name="email" type="email" inputMode="email" autoComplete="email" required value={form.values.email} error={form.error('email')} onChange={(e) => form.set('email', e.target.value)} />
      <SubmitButton busy={form.busy}>{t('auth.verify.newLink')}</SubmitButton>
      <p className="form-footnote">
        {rich('auth.verify.already', { link: <Link to={paths.login()}>{t('auth.register.signIn')}</Link> })}
      </p>
    </form>
  );
}
