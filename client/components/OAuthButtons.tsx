// "Sign in with …" buttons, one per configured provider (none when no provider is configured).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signedIn, takeIntendedUrl } from '../lib/auth';
import { useConfig, useSessionObject } from '../lib/context';
import { browserCookies } from '../lib/cookies';
import { HttpError } from '../lib/http';
import { signInWithProvider } from '../lib/oauth';
import { FormAlert } from './form';

export function OAuthButtons({ fallback, verb = 'Sign in' }: { fallback: string; verb?: string }) {
  const { oauthProviders } = useConfig();
  const session = useSessionObject();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  if (oauthProviders.length === 0) return null;

  async function start(name: string, label: string) {
    setBusy(name);
    setMessage(null);
    try {
      const outcome = await signInWithProvider(name, label);
      if (outcome) {
        signedIn(session, outcome);
        await navigate(takeIntendedUrl(browserCookies) ?? fallback, { replace: true });
      }
    } catch (error) {
      setMessage(error instanceof HttpError ? (error.body?.message ?? 'That did not work. Please try again.') : (error as Error).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="oauth-buttons">
      <FormAlert message={message} />
      {oauthProviders.map((provider) => (
        <button
          key={provider.name}
          type="button"
          className="btn btn-ghost"
          disabled={busy !== null}
          aria-busy={busy === provider.name || undefined}
          onClick={() => void start(provider.name, provider.label)}
        >
          {verb} with {provider.label}
        </button>
      ))}
      <p className="divider">or with your e-mail address</p>
    </div>
  );
}
