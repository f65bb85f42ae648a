// Sudo mode in a form: before a change that could take the account over, the current password, or, for an account
// that signs in with a provider, a fresh sign-in with it (a popup). The server decides; this asks for it and says why.
import { type ChangeEvent, useState } from 'react';
import { REAUTH_WINDOW_MINUTES } from '../../shared/schemas/auth';
import type { User } from '../../shared/types';
import { FormAlert, TextField } from './form';
import { ProviderButtons } from './OAuthButtons';
import { useT } from '../lib/i18n';

interface PasswordInput {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** `why` finishes the sentence "We ask for it …", e.g. "before two-step sign-in is turned on". */
export function ConfirmIdentity({ user, why, password, label }: { user: Pick<User, 'has_password'>; why: string; password: PasswordInput; label?: string }) {
  const t = useT();
  if (user.has_password) {
    return <TextField label={label ?? t('auth.identity.currentPassword')} type="password" autoComplete="current-password" required hint={t('auth.identity.hint', { why })} {...password} />;
  }
  return <ProviderReauth why={why} />;
}

function ProviderReauth({ why }: { why: string }) {
  const t = useT();
  const [confirmed, setConfirmed] = useState(false);
  return (
    <div className="reauth field">
      <p>{t('auth.identity.provider', { why, minutes: REAUTH_WINDOW_MINUTES })}</p>
      {confirmed ? (
        <FormAlert variant="success" message={t('auth.identity.confirmed')} />
      ) : (
        <div className="form-actions">
          <ProviderButtons verb="confirm" intent="reauth" onOutcome={(outcome) => setConfirmed(outcome.kind === 'reauthenticated')} />
        </div>
      )}
    </div>
  );
}
