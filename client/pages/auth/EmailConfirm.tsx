// The link from an e-mail change: one press makes the new address the account's (a press, as in EmailVerify.tsx).
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { paths } from '../../../shared/paths';
import { FormAlert, SubmitButton } from '../../components/form';
import { Card } from '../../components/ui';
import { useSession, useSessionObject } from '../../lib/context';
import { api, linkFailure } from '../../lib/http';

type State = { step: 'ready' } | { step: 'working' } | { step: 'done'; email: string } | { step: 'failed'; message: string };

export default function EmailConfirm() {
  const { token = '' } = useParams();
  const session = useSessionObject();
  const { user } = useSession();
  const [state, setState] = useState<State>({ step: 'ready' });

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
      <Card title="Confirm your new e-mail address" level={1}>
        <div className="form">
          {(state.step === 'ready' || state.step === 'working') && (
            <>
              <p className="lead-text">Confirm the change, and this becomes your account's e-mail address.</p>
              <SubmitButton busy={state.step === 'working'} onClick={confirm}>
                Confirm the change
              </SubmitButton>
            </>
          )}
          {state.step === 'done' && (
            <>
              <FormAlert variant="success" message={`Done: your account's e-mail address is now ${state.email}.`} />
              <p>We have told your old address too. Other devices have been signed out; sign in there with the new address.</p>
              <p>{user ? <Link to={paths.accountProfile()}>Back to your profile</Link> : <Link to={paths.login()}>Sign in</Link>}</p>
            </>
          )}
          {state.step === 'failed' && (
            <>
              <FormAlert message={state.message} />
              <p>
                Links work once, for 24 hours, and stop working when the change is cancelled or asked for again. You can ask for a new link on{' '}
                <Link to={paths.accountProfile()}>your profile</Link>.
              </p>
            </>
          )}
        </div>
      </Card>
    </div>
  );
}
