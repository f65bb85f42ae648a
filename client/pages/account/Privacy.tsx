// /account/privacy: the student's data to take away (one zip), and deleting the account (locked at once, erased after
// the grace period; the mailed link restores it until then).
import { useState } from 'react';
import type { DeletionRequested } from '../../../shared/privacy';
import { deleteAccountSchema } from '../../../shared/schemas/privacy';
import { paths } from '../../../shared/paths';
import { ConfirmIdentity } from '../../components/ConfirmIdentity';
import { FormAlert, SubmitButton, useForm } from '../../components/form';
import { Link } from '../../components/Link';
import { Card, HeaderBanner } from '../../components/ui';
import { useConfig, useSession, useSessionObject } from '../../lib/context';
import { dialogs } from '../../lib/dialogs';
import { api, apiUrl } from '../../lib/http';
import { useI18n } from '../../lib/i18n';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import { useUserDates } from '../../lib/user-dates';

export default function Privacy() {
  const { user } = useSession();
  const session = useSessionObject();
  const { privacy } = useConfig();
  const [done, setDone] = useState<DeletionRequested | null>(null);
  const hasPassword = user?.has_password ?? true;
  // The server's words say the day as YYYY-MM-DD; other languages say it their way.
  const { t, rich, locale } = useI18n();
  const { date } = useUserDates();
  // The server's schema, with what this account must give: its password (one without has confirmed through its provider).
  const schema = deleteAccountSchema.required().superRefine((values, ctx) => {
    if (hasPassword && !values.password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'Enter your password.' });
  });
  const form = useForm(schema, { password: '' });

  if (done) {
    return (
      <>
        <HeaderBanner image="account.svg" title={t('privacy.banner')} subtitle={t('privacy.lockedLead')} />
        <div className="container section narrow">
          <Card title={t('privacy.willBeDeleted')}>
            <FormAlert variant="success" message={locale === DEFAULT_LOCALE ? done.status : t('privacy.lockedStatus', { date: date(done.delete_after) })} />
            <p>{t('privacy.erasedOn', { date: date(done.delete_after) })}</p>
            <p>
              <Link to={paths.home()}>{t('privacy.home')}</Link>
            </p>
          </Card>
        </div>
      </>
    );
  }

  return (
    <>
      <HeaderBanner image="account.svg" title={t('privacy.banner')} subtitle={t('privacy.bannerLead')} />
      <div className="container section narrow admin-stack">
        <Card title={t('privacy.download')}>
          <p>{t('privacy.downloadText')}</p>
          <p>
            <a className="btn btn-primary" href={apiUrl('exportMyData')} download>
              {t('privacy.downloadButton')}
            </a>
          </p>
          <p className="muted">
            {rich('privacy.retention', {
              days: privacy.document_retention_days,
              warning: privacy.retention_warning_days,
              link: <Link to={paths.privacy()}>{t('privacy.policy')}</Link>,
            })}
          </p>
        </Card>

        <Card title={t('privacy.delete')} className="danger-zone">
          <p>{t('privacy.deleteText', { days: privacy.deletion_grace_days })}</p>
          <form
            method="post"
            noValidate
            className="form"
            onSubmit={form.handleSubmit(async (values) => {
              const confirmed = await dialogs.confirm({
                title: t('privacy.confirmTitle'),
                text: t('privacy.confirmText', { days: privacy.deletion_grace_days }),
                confirmText: t('privacy.deleteButton'),
                danger: true,
              });
              if (!confirmed) return;
              const answer = await api.requestAccountDeletion(hasPassword ? { password: values.password } : {});
              session.clear();
              setDone(answer);
            })}
          >
            <FormAlert message={form.message} />
            {user && <ConfirmIdentity user={user} label={t('privacy.yourPassword')} why={t('privacy.why')} password={form.text('password')} />}
            <SubmitButton busy={form.busy} className="btn btn-danger">
              {t('privacy.deleteButton')}
            </SubmitButton>
          </form>
        </Card>
      </div>
    </>
  );
}
