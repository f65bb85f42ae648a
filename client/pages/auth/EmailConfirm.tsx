// The link from an e-mail change: one press makes the new address the account's (a press, as in EmailVerify.tsx).
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { paths } from '../../../shared/paths';
import { FormAlert, SubmitButton } from '../../components/form';
import { Card } from '../../components/ui';
import { useSession, useSessionObject } from '../../lib/context';
import { api, linkFailure } from '../../lib/http';
import { useI18n } from '../../lib/i18n';

type State = { step: 'ready' } | { step: 'working' } | { step: 'done'; email: string } | { step: 'failed'; message: string };

export default function EmailConfirm() {
  const { token = '' } = useParams();
  const session = useSessionObject();
  const { user } = useSession();
  const [state, setState] = useState<State>({ step: 'ready' });
  const { t, rich } = useI18n();

  function confirm() {
    setState({ step: 'working' });
    api.confirmEmail({ token }).then(
      (updated) => {
        if (session.user?.id === updated.id) session.setUser(updated);
        setState({ step: 'done', email: updated.email });
      },
      (error: unknown) => setState({ step: 'failed', message: linkFailure(error) }),
    );
  }

  return (
    <div className="container section narrow">
      <Card title={t('auth.confirm.title')} level={1}>
        <div className="form">
          {(state.step === 'ready' || state.step === 'working') && (
            <>
              <p className="lead-text">{t('auth.confirm.lead')}</p>
              <SubmitButton busy={state.step === 'working'} onClick={confirm}>
                {t('auth.confirm.submit')}
              </SubmitButton>
            </>
          )}
          {state.step === 'done' && (
            <>
              <FormAlert variant="success" message={t('auth.confirm.done', { email: state.email })} />
              <p>{t('auth.confirm.told')}</p>
              <p>{user ? <Link to={paths.accountProfile()}>{t('auth.confirm.backToProfile')}</Link> : <Link to={paths.login()}>{t('auth.register.signIn')}</Link>}</p>
            </>
          )}
          {state.step === 'failed' && (
            <>
              <FormAlert message={state.message} />
              <p>{rich('auth.confirm.failed', { link: <Link to={paths.accountProfile()}>{t('auth.confirm.yourProfile')}</Link> })}</p>
            </>
          )}
        </div>
      </Card>
    </div>
  );
}
