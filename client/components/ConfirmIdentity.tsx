// Sudo mode in a form: before a change that could take the account over, the current password, or, for an account
// that signs in with a provider, a fresh sign-in with it (a popup). The server decides; this asks for it and says why.
import { type ChangeEvent, useState } from 'react';
import { REAUTH_WINDOW_MINUTES } from '../../shared/schemas/auth';
import type { User } from '../../shared/types';
import { useConfig } from '../lib/context';
import { HttpError } from '../lib/http';
import { signInWithProvider } from '../lib/oauth';
import { FormAlert, TextField } from './form';

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
  const { oauthProviders } = useConfig();
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function confirm(name: string, label: string) {
    setBusy(name);
    setMessage(null);
    try {
      const outcome = await signInWithProvider(name, label, 'reauth');
      if (outcome?.kind === 'reauthenticated') setConfirmed(true);
    } catch (error) {
      setMessage(error instanceof HttpError ? (error.body?.message ?? 'That did not work. Please try again.') : (error as Error).message);
    } finally {
      setBusy(null);
    }
  }

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
          {oauthProviders.map((provider) => (
            <button
              key={provider.name}
              type="button"
              className="btn btn-ghost"
              disabled={busy !== null}
              aria-busy={busy === provider.name || undefined}
              onClick={() => void confirm(provider.name, provider.label)}
            >
              Confirm with {provider.label}
            </button>
          ))}
        </div>
      )}
      <FormAlert message={message} />
    </div>
  );
}
