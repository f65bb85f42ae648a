import { changePasswordSchema } from '../../../shared/schemas/auth';
import { ConfirmIdentity } from '../../components/ConfirmIdentity';
import { FormAlert, SubmitButton, TextField, useForm } from '../../components/form';
import { toast } from '../../components/Toast';
import { Card, HeaderBanner } from '../../components/ui';
import { useSession } from '../../lib/context';
import { api } from '../../lib/http';

const empty = { current_password: '', password: '', password_confirmation: '' };

export default function Password() {
  const { user } = useSession();
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
      <HeaderBanner image="account.svg" title="Change Password" subtitle="Changing it signs out your other devices." />
      <div className="container section narrow">
        <Card title={hasPassword ? 'A new password' : 'Set a password'}>
          <form
            method="post"
            noValidate
            className="form"
            onSubmit={form.handleSubmit(async (values) => {
              await api.changePassword(hasPassword ? values : { password: values.password, password_confirmation: values.password_confirmation });
              form.setValues(empty);
              toast('Your password has been changed. Your other devices have been signed out.');
            })}
          >
            {!hasPassword && <p>You signed up with another service. Set a password to sign in with your e-mail address too.</p>}
            <FormAlert message={form.message} />
            {user && !hasPassword ? (
              <ConfirmIdentity user={user} why="before a password is set" password={field('current_password')} />
            ) : (
              <TextField label="Current password" type="password" autoComplete="current-password" required {...field('current_password')} />
            )}
            <TextField label="New password" type="password" autoComplete="new-password" required hint="At least 8 characters." {...field('password')} />
            <TextField label="Confirm new password" type="password" autoComplete="new-password" required {...field('password_confirmation')} />
            <SubmitButton busy={form.busy}>Change password</SubmitButton>
          </form>
        </Card>
      </div>
    </>
  );
}
