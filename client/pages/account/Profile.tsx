import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { type Destination, profileSchema } from '../../../shared/profile';
import type { User } from '../../../shared/types';
import { ConfirmIdentity } from '../../components/ConfirmIdentity';
import { FormAlert, SubmitButton, useForm } from '../../components/form';
import { ProfileFields, profileValues } from '../../components/ProfileFields';
import { toast } from '../../components/Toast';
import { Card, HeaderBanner } from '../../components/ui';
import { apiContext, sessionContext, useSession, useSessionObject } from '../../lib/context';
import { api } from '../../lib/http';
import { useI18n, useT } from '../../lib/i18n';

interface Data {
  user: User;
  destinations: Destination[];
}

export async function loader({ context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const [user, destinations] = await Promise.all([api.currentUser(), api.countries()]);
  context.get(sessionContext).setUser(user);
  return { user, destinations };
}

const initial = (user: User) => ({ ...profileValues(user, 'your'), current_password: '' });

export default function Profile() {
  const { user: loaded, destinations } = useLoaderData() as Data;
  const user = useSession().user ?? loaded;
  const session = useSessionObject();
  const t = useT();
  const form = useForm(profileSchema, initial(user));
  const changingEmail = form.values.email.trim().toLowerCase() !== user.email.toLowerCase();
  return (
    <>
      <HeaderBanner image="account.svg" title={t('account.profile.banner')} subtitle={t('account.profile.bannerLead')} />
      <div className="container section">
        {user.pending_email && <PendingEmail user={user} onChange={(updated) => session.setUser(updated)} />}
        <Card title={t('account.profile.card')}>
          <form
            method="post"
            noValidate
            className="form"
            onSubmit={form.handleSubmit(async ({ current_password: currentPassword, ...values }) => {
              const updated = await api.updateProfile(changingEmail && user.has_password ? { ...values, current_password: currentPassword } : values);
              session.setUser(updated);
              form.setValues(initial(updated));
              toast(changingEmail && updated.pending_email ? t('account.profile.savedPending', { email: updated.pending_email }) : t('account.profile.saved'));
            })}
          >
            <FormAlert message={form.message} />
            <ProfileFields form={form} destinations={destinations} />
            {changingEmail && (
              <>
                <ConfirmIdentity user={user} why={t('account.profile.whyEmail')} password={form.text('current_password')} />
                <p className="muted">{t('account.profile.emailWaits')}</p>
              </>
            )}
            <div className="form-actions">
              <SubmitButton busy={form.busy}>{t('account.profile.submit')}</SubmitButton>
            </div>
          </form>
        </Card>
      </div>
    </>
  );
}

/** A change of address waiting for its link: send the link again, or keep the current address. */
function PendingEmail({ user, onChange }: { user: User; onChange: (user: User) => void }) {
  const { t, rich } = useI18n();
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<User>, done: string) => {
    setBusy(true);
    try {
      onChange(await work());
      toast(done);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="alert alert-info pending-email" role="status">
      <p>{rich('account.profile.pending', { pending: <strong>{user.pending_email}</strong>, current: <strong>{user.email}</strong> })}</p>
      <div className="form-actions">
        <button type="button" className="btn btn-ghost btn-small" disabled={busy} onClick={() => void act(() => api.resendPendingEmail(), t('account.profile.resent'))}>
          {t('account.profile.resend')}
        </button>
        <button type="button" className="btn btn-ghost btn-small" disabled={busy} onClick={() => void act(() => api.cancelPendingEmail(), t('account.profile.cancelled'))}>
          {t('account.profile.cancel')}
        </button>
      </div>
    </div>
  );
}
