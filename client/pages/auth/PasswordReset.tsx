import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { paths } from '../../../shared/paths';
import { passwordResetSchema } from '../../../shared/schemas/auth';
import { FormAlert, SubmitButton, TextField, useForm } from '../../components/form';
import { toast } from '../../components/Toast';
import { Card } from '../../components/ui';
import { api } from '../../lib/http';
import { useI18n } from '../../lib/i18n';
import { useKnownText } from '../../lib/known-texts';

/** The mailed link carries the address, which the form starts with. */
export const query = ['email'];

export default function PasswordReset() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { t, rich } = useI18n();
  const known = useKnownText();
  const form = useForm(passwordResetSchema, { token, email: search.get('email') ?? '', password: '', password_confirmation: '' });
  const field = (name: 'email' | 'password' | 'password_confirmation') => ({
    name,
    value: form.values[name],
    error: form.error(name),
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value),
  });
  return (
    <div className="container section narrow">
      <Card title={t('auth.reset.title')} level={1}>
        <form
          method="post"
          noValidate
          className="form"
          onSubmit={form.handleSubmit(async (values) => {
            const { status } = await api.resetPassword(values);
            toast(known(status));
            await navigate(paths.login(), { replace: true });
          })}
        >
          <p>{t('auth.reset.lead')}</p>
          <FormAlert message={form.message ?? form.error('token')} />
          <TextField label={t('auth.field.email')} type="email" autoComplete="email" required {...field('email')} />
          <TextField label={t('auth.field.newPassword')} type="password" autoComplete="new-password" required {...field('password')} />
          <TextField label={t('auth.field.confirmNewPassword')} type="password" autoComplete="new-password" required {...field('password_confirmation')} />
          <SubmitButton busy={form.busy}>{t('auth.reset.submit')}</SubmitButton>
          <p className="form-footnote">
            {rich('auth.reset.expired', { link: <Link to={paths.passwordRequest()}>{t('auth.reset.askNew')}</Link> })}
          </p>
        </form>
      </Card>
    </div>
  );
}
