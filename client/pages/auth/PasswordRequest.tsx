import { useState } from 'react';
import { Link } from '../../components/Link';
import { paths } from '../../../shared/paths';
import { passwordEmailSchema } from '../../../shared/schemas/auth';
import { FormAlert, SubmitButton, TextField, useForm } from '../../components/form';
import { Card } from '../../components/ui';
import { api } from '../../lib/http';
import { useI18n } from '../../lib/i18n';

export default function PasswordRequest() {
  const { t, rich } = useI18n();
  const form = useForm(passwordEmailSchema, { email: '' });
  const [sent, setSent] = useState<string | null>(null);
  return (
    <div className="container section narrow">
      <Card title={t('auth.reset.requestTitle')} level={1}>
        <form
          method="post"
          noValidate
          className="form"
          onSubmit={form.handleSubmit(async (values) => {
            const { status } = await api.requestPasswordReset(values);
            setSent(status);
          })}
        >
          <p>{t('auth.reset.requestLead')}</p>
          <FormAlert message={sent} variant="success" />
          <FormAlert message={form.message} />
          <TextField
            label={t('auth.field.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={form.values.email}
            error={form.error('email')}
            onChange={(e) => form.set('email', e.target.value)}
          />
          <SubmitButton busy={form.busy}>{t('auth.reset.requestSubmit')}</SubmitButton>
          <p className="form-footnote">
            {rich('auth.reset.remembered', { link: <Link to={paths.login()}>{t('auth.reset.backToSignIn')}</Link> })}
          </p>
        </form>
      </Card>
    </div>
  );
}
