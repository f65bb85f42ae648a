import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { paths } from '../../../shared/paths';
import { passwordResetSchema } from '../../../shared/schemas/auth';
import { FormAlert, SubmitButton, TextField, useForm } from '../../components/form';
import { toast } from '../../components/Toast';
import { Card } from '../../components/ui';
import { api } from '../../lib/http';

/** The mailed link carries the address, which the form starts with. */
export const query = ['email'];

export default function PasswordReset() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const form = useForm(passwordResetSchema, { token, email: search.get('email') ?? '', password: '', password_confirmation: '' });
  const field = (name: 'email' | 'password' | 'password_confirmation') => ({
    name,
    value: form.values[name],
    error: form.error(name),
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value),
  });
  return (
    <div className="container section narrow">
      <Card title="Choose a new password" level={1}>
        <form
          method="post"
          noValidate
          className="form"
          onSubmit={form.handleSubmit(async (values) => {
            const { status } = await api.resetPassword(values);
            toast(status);
            await navigate(paths.login(), { replace: true });
          })}
        >
          <p>Use at least 8 characters. A few unrelated words make a password that is long, strong and easy to remember.</p>
          <FormAlert message={form.message ?? form.error('token')} />
          <TextField label="E-mail address" type="email" autoComplete="email" required {...field('email')} />
          <TextField label="New password" type="password" autoComplete="new-password" required {...field('password')} />
          <TextField label="Confirm new password" type="password" autoComplete="new-password" required {...field('password_confirmation')} />
          <SubmitButton busy={form.busy}>Reset password</SubmitButton>
          <p className="form-footnote">
            Link expired? <Link to={paths.passwordRequest()}>Ask for a new one</Link>.
          </p>
        </form>
      </Card>
    </div>
  );
}
