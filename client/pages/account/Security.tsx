// The account's security: two-step sign-in (set up with a QR code, recovery codes shown once and made anew, turned off
// with the password or a code; each change asks first who you are) and the signed-in sessions (end one, or every other).
import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator, useSearchParams } from 'react-router-dom';
import * as z from 'zod';
import { formatDateTime } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { totpCodeField } from '../../../shared/schemas/auth';
import type { MfaSetup, SessionInfo, User } from '../../../shared/types';
import { ConfirmIdentity } from '../../components/ConfirmIdentity';
import { FormAlert, SubmitButton, TextField, useForm } from '../../components/form';
import { Link } from '../../components/Link';
import { toast } from '../../components/Toast';
import { Card, HeaderBanner } from '../../components/ui';
import { apiContext, sessionContext, useSession } from '../../lib/context';
import { api } from '../../lib/http';

interface Data {
  sessions: SessionInfo[];
}

export async function loader({ context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const [user, sessions] = await Promise.all([api.currentUser(), api.sessions()]);
  context.get(sessionContext).setUser(user);
  return { sessions };
}

export default function Security() {
  const { sessions } = useLoaderData() as Data;
  const { user } = useSession();
  const [search] = useSearchParams();
  if (!user) return null;
  return (
    <>
      <HeaderBanner image="account.svg" title="Security" subtitle="Two-step sign-in, and the devices signed in to your account." />
      <div className="container section security">
        {search.get('required') === 'admin' && !user.mfa_enabled && (
          <FormAlert variant="info" message="The administration portal asks for two-step sign-in. Set it up below, then open the portal again." />
        )}
        <TwoStep user={user} />
        <Sessions sessions={sessions} />
        <Card title="Password">
          <p>
            {user.has_password ? 'Change your password at any time: your other devices are signed out when you do.' : 'You sign in with another service. You can also set a password.'}{' '}
            <Link to={paths.accountPassword()}>{user.has_password ? 'Change password' : 'Set a password'}</Link>
          </p>
        </Card>
      </div>
    </>
  );
}

const confirmSchema = z.object({ code: totpCodeField });
const sudoForm = z.object({ current_password: z.string().max(128) });
const disableSchema = z.object({ password: z.string().max(128), code: z.string().max(40) });

/** The secret in groups of four, as people copy it into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Sudo mode's body: the password from an account that has one; one without has proved itself through its provider. */
const proof = (user: User, password: string) => (user.has_password ? { current_password: password } : {});

function TwoStep({ user }: { user: User }) {
  // The page's loader reads the user again (and puts them in the session): the badge and the forms follow.
  const revalidator = useRevalidator();
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const confirm = useForm(confirmSchema, { code: '' });
  const begin = useForm(sudoForm, { current_password: '' });
  const renew = useForm(sudoForm, { current_password: '' });
  const disable = useForm(disableSchema, { password: '', code: '' });

  if (codes) {
    const text = `Recovery codes for ${user.email}\n${codes.join('\n')}\n`;
    return (
      <Card title="Save your recovery codes">
        <div className="form">
          <FormAlert variant="success" message={user.mfa_enabled ? 'Your new recovery codes are ready: the earlier ones no longer work.' : 'Two-step sign-in is on.'} />
          <p>
            If you lose your phone, each of these codes signs you in once instead of a code from the app. Keep them somewhere safe: a password manager,
            or printed at home. <strong>They are shown only now.</strong>
          </p>
          <ol className="recovery-codes">
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
          <div className="form-actions">
            <a className="btn btn-ghost" download="recovery-codes.txt" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}>
              Download as a file
            </a>
            <button type="button" className="btn btn-primary" onClick={() => setCodes(null)}>
              I have saved them
            </button>
          </div>
        </div>
      </Card>
    );
  }

  if (user.mfa_enabled) {
    return (
      <Card title="Two-step sign-in">
        <p className="status-line">
          <span className="badge badge-success">On</span> Signing in asks for a code from your authenticator app after your password.
        </p>
        <details className="disclosure">
          <summary>Make new recovery codes</summary>
          <form
            method="post"
            noValidate
            className="form"
            onSubmit={renew.handleSubmit(async (values) => {
              const { recovery_codes } = await api.newRecoveryCodes(proof(user, values.current_password));
              renew.setValues({ current_password: '' });
              setCodes(recovery_codes);
            })}
          >
            <p>Used some of your codes, or lost the list? New codes replace all of the old ones.</p>
            <FormAlert message={renew.message} />
            <ConfirmIdentity user={user} why="before new recovery codes are made" password={renew.text('current_password')} />
            <SubmitButton busy={renew.busy} className="btn btn-ghost">
              Make new codes
            </SubmitButton>
          </form>
        </details>
        <details className="disclosure">
          <summary>Turn two-step sign-in off</summary>
          <form
            method="post"
            noValidate
            className="form"
            onSubmit={disable.handleSubmit(async (values) => {
              const body = user.has_password && values.password ? { password: values.password } : values.code ? { code: values.code } : {};
              await api.disableMfa(body);
              disable.setValues({ password: '', code: '' });
              await revalidator.revalidate();
              toast('Two-step sign-in is off.');
            })}
          >
            <FormAlert message={disable.message} />
            {user.has_password ? (
              <TextField label="Your password" name="password" type="password" autoComplete="current-password" value={disable.values.password} error={disable.error('password')} onChange={(e) => disable.set('password', e.target.value)} />
            ) : (
              <ConfirmIdentity user={user} why="before two-step sign-in is turned off" password={disable.text('password')} />
            )}
            <TextField
              label={user.has_password ? 'Or a code from your app, or a recovery code' : 'A code from your app, or a recovery code (if you have it to hand)'}
              name="code"
              autoComplete="one-time-code"
              value={disable.values.code}
              error={disable.error('code')}
              onChange={(e) => disable.set('code', e.target.value)}
            />
            <SubmitButton busy={disable.busy} className="btn btn-danger">
              Turn off
            </SubmitButton>
          </form>
        </details>
      </Card>
    );
  }

  if (setup) {
    return (
      <Card title="Set up two-step sign-in">
        <form
          method="post"
          noValidate
          className="form"
          onSubmit={confirm.handleSubmit(async (values) => {
            const { recovery_codes } = await api.confirmMfa(values);
            await revalidator.revalidate();
            setSetup(null);
            setCodes(recovery_codes);
          })}
        >
          <ol className="setup-steps">
            <li>Install an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).</li>
            <li>
              In the app, add an account and scan this code:
              {/* The SVG is drawn by the server's QR encoder from the secret alone: no markup of anyone's. */}
              <div className="qr-code" role="img" aria-label="QR code for your authenticator app" dangerouslySetInnerHTML={{ __html: setup.qr_svg }} />
              <p className="muted">
                Cannot scan it? Type this key instead: <code className="secret-key">{grouped(setup.secret)}</code>
              </p>
            </li>
            <li>Type the 6-digit code the app now shows for {user.email}.</li>
          </ol>
          <FormAlert message={confirm.message} />
          <TextField
            label="Code from your app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={confirm.values.code}
            error={confirm.error('code')}
            onChange={(e) => confirm.set('code', e.target.value)}
          />
          <div className="form-actions">
            <SubmitButton busy={confirm.busy}>Turn on</SubmitButton>
            <button type="button" className="btn btn-ghost" onClick={() => setSetup(null)}>
              Cancel
            </button>
          </div>
        </form>
      </Card>
    );
  }

  return (
    <Card title="Two-step sign-in">
      <form
        method="post"
        noValidate
        className="form"
        onSubmit={begin.handleSubmit(async (values) => {
          setSetup(await api.beginMfa(proof(user, values.current_password)));
          begin.setValues({ current_password: '' });
        })}
      >
        <p className="status-line">
          <span className="badge">Off</span> Your account is protected by {user.has_password ? 'your password' : 'your sign-in with another service'} alone.
        </p>
        <p>With two-step sign-in, signing in also asks for a code from an app on your phone, so a stolen password is not enough to open your documents.</p>
        <FormAlert message={begin.message} />
        <ConfirmIdentity user={user} why="before two-step sign-in is set up" password={begin.text('current_password')} />
        <div className="form-actions">
          <SubmitButton busy={begin.busy}>Set up two-step sign-in</SubmitButton>
        </div>
      </form>
    </Card>
  );
}

function Sessions({ sessions }: { sessions: SessionInfo[] }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<number | 'others' | null>(null);
  const others = sessions.filter((s) => !s.current);

  async function end(target: number | 'others') {
    setBusy(target);
    try {
      await (target === 'others' ? api.endOtherSessions() : api.endSession({ id: target }));
      await revalidator.revalidate();
      toast(target === 'others' ? 'Every other session has been signed out.' : 'That session has been signed out.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card title="Signed-in sessions">
      <p>These browsers are signed in to your account. Sign out any you do not recognise, then change your password.</p>
      <ul className="session-list">
        {sessions.map((s) => (
          <li key={s.id} className={s.current ? 'session current' : 'session'}>
            <div className="session-what">
              <span className="session-name">
                <strong>{s.browser}</strong> {s.current && <span className="badge badge-success">This device</span>}
              </span>
              <span className="muted">
                {s.ip ?? 'Unknown address'} · signed in {formatDateTime(s.created_at)} · last used {formatDateTime(s.last_used_at)}
              </span>
            </div>
            {!s.current && (
              <button type="button" className="btn btn-ghost btn-small" disabled={busy !== null} aria-busy={busy === s.id || undefined} onClick={() => void end(s.id)}>
                Sign out<span className="visually-hidden"> {s.browser}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" disabled={busy !== null} aria-busy={busy === 'others' || undefined} onClick={() => void end('others')}>
            Sign out every other session
          </button>
        </div>
      )}
    </Card>
  );
}
