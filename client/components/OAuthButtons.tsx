// "Sign in with …" buttons, one per configured provider (none when no provider is configured).
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { INTENDED_URL_COOKIE } from '../../shared/cookies';
import { isLocalPath, paths } from '../../shared/paths';
import type { OAuthIntent } from '../../shared/schemas/auth';
import type { MfaChallenge } from '../../shared/types';
import { signedIn } from '../lib/auth';
import { useConfig, useSessionObject } from '../lib/context';
import { browserCookies, takeIntendedUrl } from '../lib/cookies';
import { HttpError } from '../lib/http';
import { type MessageId, useI18n, useT } from '../lib/i18n';
import { useKnownText } from '../lib/known-texts';
import { type OAuthOutcome, signInWithProvider } from '../lib/oauth';
import { keepPendingChallenge } from '../lib/oauth-message';
import { FormAlert } from './form';

/** What the buttons say: "Sign in with …", "Register with …", "Confirm with …". */
export type ProviderVerb = 'signIn' | 'register' | 'confirm';
const VERBS: Record<ProviderVerb, MessageId> = { signIn: 'auth.oauth.signInWith', register: 'auth.oauth.registerWith', confirm: 'auth.oauth.confirmWith' };

/**
 * With two-step sign-in on, the provider is only the first step: `onChallenge` shows the code step where the buttons
 * are (the sign-in form); without it, the sign-in page does.
 */
export function OAuthButtons({ fallback, verb = 'signIn', onChallenge }: { fallback: string; verb?: ProviderVerb; onChallenge?: (challenge: MfaChallenge, redirect: string) => void }) {
  const { oauthProviders } = useConfig();
  const session = useSessionObject();
  const navigate = useNavigate();
  // The page the guard remembered is where either step ends. The callback page spends its cookie (in the popup too),
  // so it is read before the trip as well.
  const remembered = useRef<string | undefined>(undefined);
  const t = useT();
  if (oauthProviders.length === 0) return null;

  async function signedInWith(outcome: OAuthOutcome) {
    const redirect = takeIntendedUrl(browserCookies) ?? (isLocalPath(remembered.current) ? remembered.current : fallback);
    if (outcome.kind === 'session') {
      signedIn(session, outcome);
      await navigate(redirect, { replace: true });
    } else if (outcome.kind === 'mfa') {
      if (onChallenge) onChallenge(outcome.challenge, redirect);
      else {
        keepPendingChallenge({ ...outcome.challenge, redirect });
        await navigate(paths.login());
      }
    }
  }

  return (
    <div className="oauth-buttons">
      <ProviderButtons verb={verb} intent="signin" beforeTrip={() => (remembered.current = browserCookies.get(INTENDED_URL_COOKIE))} onOutcome={signedInWith} />
      <p className="divider">{t('auth.oauth.or')}</p>
    </div>
  );
}

/**
 * One button per configured provider ("<verb> with <label>"): a trip to the provider for `intent`, its outcome to
 * `onOutcome` (nothing when the popup is closed unfinished), and why it failed above the buttons.
 */
export function ProviderButtons({ verb, intent, onOutcome, beforeTrip }: { verb: ProviderVerb; intent: OAuthIntent; onOutcome: (outcome: OAuthOutcome) => void | Promise<void>; beforeTrip?: () => void }) {
  const { oauthProviders } = useConfig();
  const { locale, t } = useI18n();
  const known = useKnownText();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function trip(name: string, label: string) {
    setBusy(name);
    setMessage(null);
    beforeTrip?.();
    try {
      const outcome = await signInWithProvider(name, label, intent, locale);
      if (outcome) await onOutcome(outcome);
    } catch (error) {
      setMessage(error instanceof HttpError ? known(error.body?.message ?? 'That did not work. Please try again.') : (error as Error).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <FormAlert message={message} />
      {oauthProviders.map((provider) => (
        <button key={provider.name} type="button" className="btn btn-ghost" disabled={busy !== null} aria-busy={busy === provider.name || undefined} onClick={() => void trip(provider.name, provider.label)}>
          {t(VERBS[verb], { provider: provider.label })}
        </button>
      ))}
    </>
  );
}
