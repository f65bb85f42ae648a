// The link from the deletion mail: one press restores the account within the grace period (a press, as in
// auth/EmailConfirm.tsx, so that a mail scanner fetching the link does not act on it).
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { FormAlert, SubmitButton } from '../../components/form';
import { Link } from '../../components/Link';
import { Card } from '../../components/ui';
import { api, linkFailure } from '../../lib/http';

type State = { step: 'ready' } | { step: 'working' } | { step: 'done'; status: string } | { step: 'failed'; message: string };

export default function Restore() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ step: 'ready' });

  function restore() {
    setState({ step: 'working' });
    api.restoreAccount({ token }).then(
      ({ status }) => setState({ step: 'done', status }),
      (error: unknown) => setState({ step: 'failed', message: linkFailure(error) }),
    );
  }

  return (
    <div className="container section narrow">
      <Card title="Restore your account" level={1}>
        <div className="form">
          {(state.step === 'ready' || state.step === 'working') && (
            <>
              <p className="lead-text">You asked us to delete your account. Restore it, and it stays as it was: your profile, documents, applications and messages.</p>
              <SubmitButton busy={state.step === 'working'} onClick={restore}>
                Restore my account
              </SubmitButton>
            </>
          )}
          {state.step === 'done' && (
            <>
              <FormAlert variant="success" message={state.status} />
              <p>
                <Link to={paths.login()}>Sign in</Link>
              </p>
            </>
          )}
          {state.step === 'failed' && (
            <>
              <FormAlert message={state.message} />
              <p>
                If you still want your account, write to us through the <Link to={paths.contact()}>contact page</Link>.
              </p>
            </>
          )}
        </div>
      </Card>
    </div>
  );
}
