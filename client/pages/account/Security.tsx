// The account's security: two-step sign-in (set up with a QR code, recovery codes shown once and made anew, turned off
// with the password or a code; each change asks first who you are) and the signed-in sessions (end one, or every other).
import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator, useSearchParams } from 'react-router-dom';
import * as z from 'zod';
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
import { useI18n, useT } from '../../lib/i18n';
import { useUserDates } from '../../lib/user-dates';

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
  const t = useT();
  if (!user) return null;
  return (
    <>
      <HeaderBanner image="account.svg" title={t('security.banner')} subtitle={t('security.bannerLead')} />
      <div className="container section security">
        {search.get('required') === 'admin' && !user.mfa_enabled && (
          <FormAlert variant="info" message={t('security.adminRequired')} />
        )}
        <TwoStep user={user} />
        <Sessions sessions={sessions} />
        <Card title={t('security.password')}>
          <p>
            {user.has_password ? t('security.passwordHas') : t('security.passwordNone')}{' '}
            <Link to={paths.accountPassword()}>{user.has_password ? t('security.changePassword') : t('security.setPassword')}</Link>
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
  const { t, rich } = useI18n();
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const confirm = useForm(confirmSchema, { code: '' });
  const begin = useForm(sudoForm, { current_password: '' });
  const renew = useForm(sudoForm, { current_password: '' });
  const disable = useForm(disableSchema, { password: '', code: '' });

  if (codes) {
    const text = `${t('security.codesFile', { email: user.email })}\n${codes.join('\n')}\n`;
    return (
      <Card title={t('security.saveCodes')}>
        <div className="form">
          <FormAlert variant="success" message={user.mfa_enabled ? t('security.codesRenewed') : t('security.isOn')} />
          <p>{rich('security.codesExplain', { once: <strong>{t('security.codesOnce')}</strong> })}</p>
          <ol className="recovery-codes">
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
          <div className="form-actions">
            <a className="btn btn-ghost" download="recovery-codes.txt" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}>
              {t('security.download')}
            </a>
            <button type="button" className="btn btn-primary" onClick={() => setCodes(null)}>
              {t('security.saved')}
            </button>
          </div>
        </div>
      </Card>
    );
  }

  if (user.mfa_enabled) {
    return (
      <Card title={t('security.twoStep')}>
        <p className="status-line">
          <span className="badge badge-success">{t('security.on')}</span> {t('security.onText')}
        </p>
        <details className="disclosure">
          <summary>{t('security.newCodes')}</summary>
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
            <p>{t('security.newCodesText')}</p>
            <FormAlert message={renew.message} />
            <ConfirmIdentity user={user} why={t('security.whyCodes')} password={renew.text('current_password')} />
            <SubmitButton busy={renew.busy} className="btn btn-ghost">
              {t('security.makeCodes')}
            </SubmitButton>
          </form>
        </details>
        <details className="disclosure">
          <summary>{t('security.turnOffTitle')}</summary>
          <form
            method="post"
            noValidate
            className="form"
            onSubmit={disable.handleSubmit(async (values) => {
              const body = user.has_password && values.password ? { password: values.password } : values.code ? { code: values.code } : {};
              await api.disableMfa(body);
              disable.setValues({ password: '', code: '' });
              await revalidator.revalidate();
              toast(t('security.isOff'));
            })}
          >
            <FormAlert message={disable.message} />
            {user.has_password ? (
              <TextField label={t('security.yourPassword')} name="password" type="password" autoComplete="current-password" value={disable.values.password} error={disable.error('password')} onChange={(e) => disable.set('password', e.target.value)} />
            ) : (
              <ConfirmIdentity user={user} why={t('security.whyOff')} password={disable.text('password')} />
            )}
            <TextField
              label={user.has_password ? t('security.orCode') : t('security.codeIfAtHand')}
              name="code"
              autoComplete="one-time-code"
              value={disable.values.code}
              error={disable.error('code')}
              onChange={(e) => disable.set('code', e.target.value)}
            />
            <SubmitButton busy={disable.busy} className="btn btn-danger">
              {t('security.turnOff')}
            </SubmitButton>
          </form>
        </details>
      </Card>
    );
  }

  if (setup) {
    return (
      <Card title={t('security.setupTitle')}>
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
            <li>{t('security.step1')}</li>
            <li>
              {t('security.step2')}
              {/* The SVG is drawn by the server's QR encoder from the secret alone: no markup of anyone's. */}
              <div className="qr-code" role="img" aria-label={t('security.qr')} dangerouslySetInnerHTML={{ __html: setup.qr_svg }} />
              <p className="muted">
                {rich('security.cannotScan', { key: <code className="secret-key">{grouped(setup.secret)}</code> })}
              </p>
            </li>
            <li>{t('security.step3', { email: user.email })}</li>
          </ol>
          <FormAlert message={confirm.message} />
          <TextField
            label={t('security.codeFromApp')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={confirm.values.code}
            error={confirm.error('code')}
            onChange={(e) => confirm.set('code', e.target.value)}
          />
          <div className="form-actions">
            <SubmitButton busy={confirm.busy}>{t('security.turnOn')}</SubmitButton>
            <button type="button" className="btn btn-ghost" onClick={() => setSetup(null)}>
              {t('security.cancel')}
            </button>
          </div>
        </form>
      </Card>
    );
  }

  return (
    <Card title={t('security.twoStep')}>
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
          <span className="badge">{t('security.off')}</span> {user.has_password ? t('security.offByPassword') : t('security.offByProvider')}
        </p>
        <p>{t('security.offText')}</p>
        <FormAlert message={begin.message} />
        <ConfirmIdentity user={user} why={t('security.whySetup')} password={begin.text('current_password')} />
        <div className="form-actions">
          <SubmitButton busy={begin.busy}>{t('security.setup')}</SubmitButton>
        </div>
      </form>
    </Card>
  );
}

function Sessions({ sessions }: { sessions: SessionInfo[] }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<number | 'others' | null>(null);
  const t = useT();
  const { dateTime } = useUserDates();
  const others = sessions.filter((s) => !s.current);

  async function end(target: number | 'others') {
    setBusy(target);
    try {
      await (target === 'others' ? api.endOtherSessions() : api.endSession({ id: target }));
      await revalidator.revalidate();
      toast(target === 'others' ? t('security.othersOut') : t('security.oneOut'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card title={t('security.sessions')}>
      <p>{t('security.sessionsText')}</p>
      <ul className="session-list">
        {sessions.map((s) => (
          <li key={s.id} className={s.current ? 'session current' : 'session'}>
            <div className="session-what">
              <span className="session-name">
                <strong>{s.browser}</strong> {s.current && <span className="badge badge-success">{t('security.thisDevice')}</span>}
              </span>
              <span className="muted">
                {t('security.sessionTimes', { address: s.ip ?? t('security.unknownAddress'), created: dateTime(s.created_at), used: dateTime(s.last_used_at) })}
              </span>
            </div>
            {!s.current && (
              <button type="button" className="btn btn-ghost btn-small" disabled={busy !== null} aria-busy={busy === s.id || undefined} onClick={() => void end(s.id)}>
                {t('security.signOut')}
                <span className="visually-hidden"> {s.browser}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" disabled={busy !== null} aria-busy={busy === 'others' || undefined} onClick={() => void end('others')}>
            {t('security.signOutOthers')}
          </button>
        </div>
      )}
    </Card>
  );
}
