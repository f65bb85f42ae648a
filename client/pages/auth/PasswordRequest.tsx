import { useState } from 'react';
import { Link } from '../../components/Link';
import { paths } from '../../../shared/paths';
import { passwordEmailSchema } from '../../../shared/schemas/auth';
import { FormAlert, SubmitButton, TextField, useForm } from '../../components/form';
import { Card } from '../../components/ui';
import { api } from '../../lib/http';

export default function PasswordRequest() {
  const form = useForm(passwordEmailSchema, { email: '' });
  const [sent, setSent] = useState<string | null>(null);
  return (
    <div className="container section narrow">
      <Card title="Reset your password" level={1}>
        <form
          method="post"
          noValidate
          className="form"
          onSubmit={form.handleSubmit(async (values) => {
            const { status } = await api.requestPasswordReset(values);
            setSent(status);
          })}
        >
          <p>Enter the e-mail address of your account and we will send you a link to choose a new password. The link works once, for 60 minutes.</p>
          <FormAlert message={sent} variant="success" />
          <FormAlert message={form.message} />
          <TextField
            label="E-mail address"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={form.values.email}
            error={form.error('email')}
            onChange={(e) => form.set('email', e.target.value)}
          />
          <SubmitButton busy={form.busy}>Send the reset link</SubmitButton>
          <p className="form-footnote">
            Remembered it? <Link to={paths.login()}>Back to sign in</Link>.
          </p>
        </form>
      </Card>
    </div>
  );
}
