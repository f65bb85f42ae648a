// The link from the deletion mail: one press restores the account within the grace period (a press, as in
// auth/EmailConfirm.tsx, so that a mail scanner fetching the link does not act on it).
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { FormAlert, SubmitButton } from '../../components/form';
import { Link } from '../../components/Link';
import { Card } from '../../components/ui';
import { api, linkFailure } from '../../lib/http';
import { useI18n } from '../../lib/i18n';

type State = { step: 'ready' } | { step: 'working' } | { step: 'done'; status: string } | { step: 'failed'; message: string };

export default function Restore() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ step: 'ready' });
  const { t, rich } = useI18n();

  function restore() {
    setState({ step: 'working' });
    api.restoreAccount({ token }).then(
      ({ status }) => setState({ step: 'done', status }),
      (error: unknown) => setState({ step: 'failed', message: linkFailure(error) }),
    );
  }

  return (
    <div className="container section narrow">
      <Card title={t('restore.title')} level={1}>
        <div className="form">
          {(state.step === 'ready' || state.step === 'working') && (
            <>
              <p className="lead-text">{t('restore.lead')}</p>
              <SubmitButton busy={state.step === 'working'} onClick={restore}>
                {t('restore.button')}
              </SubmitButton>
            </>
          )}
          {state.step === 'done' && (
            <>
              <FormAlert variant="success" message={state.status} />
              <p>
                <Link to={paths.login()}>{t('restore.signIn')}</Link>
              </p>
            </>
          )}
          {state.step === 'failed' && (
            <>
              <FormAlert message={state.message} />
              <p>{rich('restore.failed', { link: <Link to={paths.contact()}>{t('restore.contact')}</Link> })}</p>
            </>
          )}
        </div>
      </Card>
    </div>
  );
}
