import { changePasswordSchema } from '../../../shared/schemas/auth';
import { ConfirmIdentity } from '../../components/ConfirmIdentity';
import { FormAlert, SubmitButton, TextField, useForm } from '../../components/form';
import { toast } from '../../components/Toast';
import { Card, HeaderBanner } from '../../components/ui';
import { useSession } from '../../lib/context';
import { api } from '../../lib/http';
import { useT } from '../../lib/i18n';

const empty = { current_password: '', password: '', password_confirmation: '' };

export default function Password() {
  const { user } = useSession();
  const t = useT();
  const form = useForm(changePasswordSchema, empty);
  const hasPassword = user?.has_password ?? true;
  const field = (name: keyof typeof empty) => ({
    name,
    value: form.values[name],
    error: form.error(name),
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value),
  });
  return (
    <>
      <HeaderBanner image="account.svg" title={t('account.password.banner')} subtitle={t('account.password.bannerLead')} />
      <div className="container section narrow">
        <Card title={hasPassword ? t('account.password.new') : t('account.password.set')}>
          <form
            method="post"
            noValidate
            className="form"
            onSubmit={form.handleSubmit(async (values) => {
              await api.changePassword(hasPassword ? values : { password: values.password, password_confirmation: values.password_confirmation });
              form.setValues(empty);
              toast(t('account.password.changed'));
            })}
          >
            {!hasPassword && <p>{t('account.password.provider')}</p>}
            <FormAlert message={form.message} />
            {user && !hasPassword ? (
              <ConfirmIdentity user={user} why={t('account.password.whySet')} password={field('current_password')} />
            ) : (
              <TextField label={t('account.password.current')} type="password" autoComplete="current-password" required {...field('current_password')} />
            )}
            <TextField label={t('auth.field.newPassword')} type="password" autoComplete="new-password" required hint={t('account.password.hint')} {...field('password')} />
            <TextField label={t('auth.field.confirmNewPassword')} type="password" autoComplete="new-password" required {...field('password_confirmation')} />
            <SubmitButton busy={form.busy}>{t('account.password.submit')}</SubmitButton>
          </form>
        </Card>
      </div>
    </>
  );
}
