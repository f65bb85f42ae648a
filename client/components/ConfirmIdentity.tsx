// Sudo mode in a form: before a change that could take the account over, the current password, or, for an account
// that signs in with a provider, a fresh sign-in with it (a popup). The server decides; this asks for it and says why.
import { type ChangeEvent, useState } from 'react';
import { REAUTH_WINDOW_MINUTES } from '../../shared/schemas/auth';
import type { User } from '../../shared/types';
import { FormAlert, TextField } from './form';
import { ProviderButtons } from './OAuthButtons';

interface PasswordInput {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** `why` finishes the sentence "We ask for it …", e.g. "before two-step sign-in is turned on". */
export function ConfirmIdentity({ user, why, password, label = 'Your current password' }: { user: Pick<User, 'has_password'>; why: string; password: PasswordInput; label?: string }) {
  if (user.has_password) {
    return <TextField label={label} type="password" autoComplete="current-password" required hint={`We ask for it ${why}, so that nobody else at this device can.`} {...password} />;
  }
  return <ProviderReauth why={why} />;
}

function ProviderReauth({ why }: { why: string }) {
  const [confirmed, setConfirmed] = useState(false);
  return (
    <div className="reauth field">
      <p>
        You sign in with another service, so we confirm it is you through it {why}: sign in with it again in the window that opens. It counts for the next{' '}
        {REAUTH_WINDOW_MINUTES} minutes.
      </p>
      {confirmed ? (
        <FormAlert variant="success" message="Confirmed: it is you. Go on below." />
      ) : (
        <div className="form-actions">
          <ProviderButtons verb="Confirm" intent="reauth" onOutcome={(outcome) => setConfirmed(outcome.kind === 'reauthenticated')} />
        </div>
      )}
    </div>
  );
}
