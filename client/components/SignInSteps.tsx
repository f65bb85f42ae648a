// The parts of signing in around the password: the second step (a code from the app, or a recovery code), and a new
// confirmation link for an address not yet confirmed.
import { useId, useState } from 'react';
import * as z from 'zod';
import { recoveryCodeField, totpCodeField } from '../../shared/schemas/auth';
import type { LoginResult, MfaChallenge } from '../../shared/types';
import { api } from '../lib/http';
import { useI18n, useT } from '../lib/i18n';
import { useKnownText } from '../lib/known-texts';
import { FormAlert, SubmitButton, TextField, useForm } from './form';

const codeForm = z.object({ code: totpCodeField });
const recoveryForm = z.object({ recovery_code: recoveryCodeField });

/** The second step of a sign-in: the 6-digit code from the authenticator app, or one of the recovery codes. */
export function SecondStep({ challenge, onSignedIn, onRestart }: { challenge: MfaChallenge; onSignedIn: (result: LoginResult) => Promise<void>; onRestart: () => void }) {
  const t = useT();
  const [useRecovery, setUseRecovery] = useState(false);
  const code = useForm(codeForm, { code: '' });
  const recovery = useForm(recoveryForm, { recovery_code: '' });
  const form = useRecovery ? recovery : code;
  const headingId = useId();

  return (
    <form
      method="post"
      noValidate
      className="form"
      aria-labelledby={headingId}
      onSubmit={form.handleSubmit(async (values) => {
        const result = await api.loginMfa({ mfa_token: challenge.mfa_token, ...values });
        await onSignedIn(result);
      })}
    >
      <h2 className="form-step-title" id={headingId}>
        {t('auth.mfa.title')}
      </h2>
      <FormAlert message={form.message} />
      {useRecovery ? (
        <TextField
          label={t('auth.mfa.recoveryLabel')}
          name="recovery_code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint={t('auth.mfa.recoveryHint')}
          value={recovery.values.recovery_code}
          error={recovery.error('recovery_code') ?? recovery.errors.code?.[0]}
          onChange={(e) => recovery.set('recovery_code', e.target.value)}
          autoFocus
        />
      ) : (
        <TextField
          label={t('auth.mfa.codeLabel')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          hint={t('auth.mfa.codeHint')}
          value={code.values.code}
          error={code.error('code')}
          onChange={(e) => code.set('code', e.target.value)}
          autoFocus
        />
      )}
      <SubmitButton busy={form.busy}>{t('auth.mfa.submit')}</SubmitButton>
      <p className="form-footnote">
        <button type="button" className="link-button" onClick={() => setUseRecovery(!useRecovery)}>
          {useRecovery ? t('auth.mfa.useApp') : t('auth.mfa.useRecovery')}
        </button>
        {' · '}
        <button type="button" className="link-button" onClick={onRestart}>
          {t('auth.mfa.restart')}
        </button>
      </p>
    </form>
  );
}

/** "Send the link again": the same answer for every address (the server says nothing of who has an account). */
export function ResendVerification({ email, explain = true }: { email: string; explain?: boolean }) {
  const { t, rich } = useI18n();
  const known = useKnownText();
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');
  const [status, setStatus] = useState('');
  return (
    <div className="resend" role="status" aria-live="polite">
      {state === 'sent' ? (
        <p>{known(status)}</p>
      ) : (
        <p>
          {explain ? (
            <>{rich('auth.resend.explain', { email: <strong>{email}</strong> })} </>
          ) : (
            `${t('auth.resend.noMail')} `
          )}
          <button
            type="button"
            className="link-button"
            disabled={state === 'busy'}
            onClick={() => {
              setState('busy');
              api.resendVerification({ email }).then(
                (answer) => {
                  setStatus(answer.status);
                  setState('sent');
                },
                () => setState('failed'),
              );
            }}
          >
            {t('auth.resend.button')}
          </button>
          {state === 'failed' && ` ${t('auth.resend.failed')}`}
        </p>
      )}
    </div>
  );
}
