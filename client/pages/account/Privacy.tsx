// /account/privacy: the student's data to take away (one zip), and deleting the account (locked at once, erased after
// the grace period; the mailed link restores it until then).
import { useState } from 'react';
import type { DeletionRequested } from '../../../shared/privacy';
import { deleteAccountSchema } from '../../../shared/schemas/privacy';
import { formatDate } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { ConfirmIdentity } from '../../components/ConfirmIdentity';
import { FormAlert, SubmitButton, useForm } from '../../components/form';
import { Link } from '../../components/Link';
import { Card, HeaderBanner } from '../../components/ui';
import { useConfig, useSession, useSessionObject } from '../../lib/context';
import { dialogs } from '../../lib/dialogs';
import { api, apiUrl } from '../../lib/http';

export default function Privacy() {
  const { user } = useSession();
  const session = useSessionObject();
  const { privacy } = useConfig();
  const [done, setDone] = useState<DeletionRequested | null>(null);
  const hasPassword = user?.has_password ?? true;
  // The server's schema, with what this account must give: its password (one without has confirmed through its provider).
  const schema = deleteAccountSchema.required().superRefine((values, ctx) => {
    if (hasPassword && !values.password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'Enter your password.' });
  });
  const form = useForm(schema, { password: '' });

  if (done) {
    return (
      <>
        <HeaderBanner image="account.svg" title="Your data" subtitle="Your account is locked." />
        <div className="container section narrow">
          <Card title="Your account will be deleted">
            <FormAlert variant="success" message={done.status} />
            <p>
              On {formatDate(done.delete_after)} we erase it with every file you uploaded. Changed your mind? Follow the link in the e-mail we have just sent you
              before then.
            </p>
            <p>
              <Link to={paths.home()}>Back to the home page</Link>
            </p>
          </Card>
        </div>
      </>
    );
  }

  return (
    <>
      <HeaderBanner image="account.svg" title="Your data" subtitle="Take a copy of everything we hold about you, or delete your account." />
      <div className="container section narrow admin-stack">
        <Card title="Download your data">
          <p>
            One zip file with everything we hold about you: your profile and consents, your documents with every version and the record of who opened them,
            your applications with their history, and your messages. Every file you uploaded is in it as you uploaded it.
          </p>
          <p>
            <a className="btn btn-primary" href={apiUrl('exportMyData')} download>
              Download my data (zip)
            </a>
          </p>
          <p className="muted">
            We keep your documents while you use your account. After {privacy.document_retention_days} days without a sign-in we delete them, and we e-mail you{' '}
            {privacy.retention_warning_days} days before. More in our <Link to={paths.privacy()}>privacy policy</Link>.
          </p>
        </Card>

        <Card title="Delete your account" className="danger-zone">
          <p>
            Your account is locked at once and every session ends. {privacy.deletion_grace_days} days later we erase it for good: your profile, your documents and
            every file, your applications and your messages. Until then, the link we e-mail you restores it.
          </p>
          <form
            method="post"
            noValidate
            className="form"
            onSubmit={form.handleSubmit(async (values) => {
              const confirmed = await dialogs.confirm({
                title: 'Delete your account?',
                text: `It is locked now and erased in ${privacy.deletion_grace_days} days, with every file you uploaded.`,
                confirmText: 'Delete my account',
                danger: true,
              });
              if (!confirmed) return;
              const answer = await api.requestAccountDeletion(hasPassword ? { password: values.password } : {});
              session.clear();
              setDone(answer);
            })}
          >
            <FormAlert message={form.message} />
            {user && <ConfirmIdentity user={user} label="Your password" why="before your account is deleted" password={form.text('password')} />}
            <SubmitButton busy={form.busy} className="btn btn-danger">
              Delete my account
            </SubmitButton>
          </form>
        </Card>
      </div>
    </>
  );
}
