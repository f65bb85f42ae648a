import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { formatDate, formatDateTime } from '../../../shared/format';
import { portalPaths } from '../../../shared/portal-paths';
import { adminUpdateUserSchema, type Destination, profileRows } from '../../../shared/profile';
import type { AdviserLoad } from '../../../shared/api-client';
import type { AdminDocument } from '../../../shared/documents';
import type { AdminUser } from '../../../shared/types';
import type { PersonRef } from '../../../shared/workflow';
import { Link } from '../../components/Link';
import { AdminPage } from '../../components/AdminPage';
import { DetailsCard } from '../../components/admin/resource';
import { ReviewList } from '../../components/documents/ReviewList';
import { CheckboxGroup, FormAlert, SelectField, SubmitButton, SubmitForm, useForm } from '../../components/form';
import { ProfileFields, profileValues } from '../../components/ProfileFields';
import { toast } from '../../components/Toast';
import { Card } from '../../components/ui';
import { apiContext, useSession } from '../../lib/context';
import { dialogs } from '../../lib/dialogs';
import { api, HttpError } from '../../lib/http';

interface Data {
  user: AdminUser & { adviser?: PersonRef | null; /** An adviser's destinations (decision 0046). */ destinations: string[] };
  documents: AdminDocument[];
  destinations: Destination[];
  advisers: AdviserLoad[];
}

export async function loader({ params, context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const [user, documents, destinations, advisers] = await Promise.all([api.adminUser(params.id ?? ''), api.adminUserDocuments(params.id ?? ''), api.countries(), api.staffAdvisers()]);
  return { user, documents: documents.results, destinations, advisers: advisers.results };
}

export const meta = (data: unknown) => {
  const { user } = data as Data;
  return { title: `${user.firstname} ${user.lastname}` };
};

const roles = [
  { value: 'user', label: 'Student' },
  { value: 'adviser', label: 'Adviser' },
  { value: 'admin', label: 'Administrator' },
];
const roleLabel = (role: string) => roles.find((r) => r.value === role)?.label ?? role;

/**
 * The study countries an adviser covers (decision 0046): a new lead asking about one of them goes to these advisers
 * in turn, before all advisers.
 */
function AdviserDestinationsCard({ user, destinations, onSaved }: { user: Data['user']; destinations: Destination[]; onSaved: () => void }) {
  const [value, setValue] = useState<string[]>(user.destinations);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function save() {
    setBusy(true);
    setError(null);
    try {
      await api.updateUser({ id: user.id }, { destinations: value });
      toast(value.length ? `${user.firstname} now covers ${value.length} ${value.length === 1 ? 'destination' : 'destinations'}.` : `${user.firstname} covers no destination in particular now.`);
      onSaved();
    } catch (e) {
      if (e instanceof HttpError && e.status < 500) setError(e.field('destinations') ?? e.body?.message ?? 'That did not work.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card title="Destinations covered">
      <p>New leads asking about these countries go to {user.firstname} and the other advisers who cover them, in turn; the rest go to every adviser in turn.</p>
      <form
        method="post"
        noValidate
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <CheckboxGroup legend="Destinations" name="destinations" options={destinations.map((d) => ({ value: d.slug, label: d.name }))} value={value} error={error ?? undefined} onChange={setValue} />
        <div className="form-actions">
          <SubmitButton busy={busy}>Save destinations</SubmitButton>
        </div>
      </form>
    </Card>
  );
}

/** A student's adviser, chosen from the advisers with how many students each already has. */
function AdviserCard({ user, advisers, onSaved }: { user: Data['user']; advisers: AdviserLoad[]; onSaved: () => void }) {
  const current = user.adviser?.id ? String(user.adviser.id) : '';
  const [value, setValue] = useState(current);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = advisers.map((a) => ({ value: String(a.id), label: `${a.name} (${a.students} ${a.students === 1 ? 'student' : 'students'})` }));
  async function save() {
    setBusy(true);
    setError(null);
    try {
      await api.updateUser({ id: user.id }, { adviser_id: value ? Number(value) : null });
      const chosen = advisers.find((a) => String(a.id) === value);
      toast(chosen ? `${chosen.name} now looks after ${user.firstname}.` : `${user.firstname} has no adviser now.`);
      onSaved();
    } catch (e) {
      if (e instanceof HttpError && e.status < 500) setError(e.field('adviser_id') ?? e.body?.message ?? 'That did not work.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card title="Adviser">
      <p>
        The adviser sees {user.firstname}’s file, documents, applications and conversation.{' '}
        <Link to={portalPaths.adminStudent(user.id)}>Open the student file</Link>
      </p>
      <FormAlert message={error} />
      {advisers.length === 0 ? (
        <p className="muted">There are no advisers yet: give a staff member the Adviser role first.</p>
      ) : (
        <form
          method="post"
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <SelectField label="Adviser" name="adviser_id" placeholder="No adviser" options={options} value={value} error={error ?? undefined} onChange={(e) => setValue(e.target.value)} />
          <div className="form-actions">
            <SubmitButton busy={busy}>Save adviser</SubmitButton>
          </div>
        </form>
      )}
    </Card>
  );
}

function Details({ user, destinations }: { user: AdminUser; destinations: Destination[] }) {
  const rows: Array<[string, string]> = [
    ...profileRows(user, destinations),
    ['Joined', formatDateTime(user.created_at)],
    ['Last sign-in', user.last_login_at ? formatDateTime(user.last_login_at) : 'Never'],
    ['Signs in with', user.has_password ? 'Password' : 'Another service (no password)'],
  ];
  return <DetailsCard rows={rows} />;
}

export default function UserView() {
  const { user, documents, destinations, advisers } = useLoaderData() as Data;
  const { user: me } = useSession();
  const isMe = me?.id === user.id;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const form = useForm(adminUpdateUserSchema, { ...profileValues(user), role: user.role as string });
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  async function act(work: () => Promise<void>) {
    setBusy(true);
    setActionError(null);
    try {
      await work();
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) setActionError(error.body?.message ?? 'That did not work.');
    } finally {
      setBusy(false);
    }
  }

  const toggleDisabled = () =>
    act(async () => {
      const disable = !user.disabled_at;
      await (disable ? api.disableUser({ id: user.id }) : api.enableUser({ id: user.id }));
      toast(disable ? `${user.firstname}'s account has been disabled and signed out.` : `${user.firstname}'s account has been enabled.`);
      await revalidator.revalidate();
    });

  const remove = () =>
    act(async () => {
      const confirmed = await dialogs.confirm({
        title: `Delete ${user.firstname} ${user.lastname}?`,
        text: 'The account, its sign-ins and its documents are deleted for good. This cannot be undone.',
        confirmText: 'Delete account',
        danger: true,
      });
      if (!confirmed) return;
      await api.deleteUser({ id: user.id });
      toast(`${user.firstname} ${user.lastname} has been deleted.`);
      await navigate(portalPaths.adminUsers());
    });

  return (
    <AdminPage
      title={`${user.firstname} ${user.lastname}`}
      intro={
        <>
          <span className={user.role === 'user' ? 'badge' : 'badge badge-admin'}>{roleLabel(user.role)}</span>{' '}
          {user.deletion_requested_at ? (
            <span className="badge badge-danger" title={user.delete_after ? `Erased on ${formatDate(user.delete_after)} unless the student restores it` : undefined}>
              Deletion requested on {formatDate(user.deletion_requested_at)}
              {user.delete_after ? ` · erased ${formatDate(user.delete_after)}` : ''}
            </span>
          ) : user.disabled_at ? (
            <span className="badge badge-danger">Disabled since {formatDate(user.disabled_at)}</span>
          ) : (
            <span className="badge badge-success">Active</span>
          )}
        </>
      }
    >
      <div className="admin-stack">
        <Details user={user} destinations={destinations} />

        {user.role === 'adviser' && (
          <AdviserDestinationsCard key={`${user.id}-${user.destinations.join()}`} user={user} destinations={destinations} onSaved={() => void revalidator.revalidate()} />
        )}
        {user.role === 'user' && <AdviserCard key={`${user.id}-${user.adviser?.id ?? 'none'}`} user={user} advisers={advisers} onSaved={() => void revalidator.revalidate()} />}

        <section id="documents">
          <Card title={`Documents (${documents.length})`}>
            <ReviewList documents={documents} onChanged={() => void revalidator.revalidate()} />
          </Card>
        </section>

        <Card title="Edit details">
          <SubmitForm
            form={form}
            action={async (values) => {
              // The values passed the form's schema (form.tsx `submit`): the role is one of ROLES.
              const updated = await api.updateUser({ id: user.id }, values as Parameters<typeof api.updateUser>[1]);
              form.setValues({ ...profileValues(updated), role: updated.role });
              toast('The changes have been saved.');
              await revalidator.revalidate();
            }}
          >
            <ProfileFields form={form} destinations={destinations} who="their" />
            <SelectField
              label="Role"
              name="role"
              options={roles}
              value={form.values.role}
              error={form.error('role')}
              disabled={isMe}
              hint={isMe ? 'You cannot remove your own administrator role.' : undefined}
              onChange={(e) => form.set('role', e.target.value)}
            />
            <div className="form-actions">
              <SubmitButton busy={form.busy}>Save changes</SubmitButton>
            </div>
          </SubmitForm>
        </Card>

        <Card title="Account" className="danger-zone">
          <FormAlert message={actionError} />
          {isMe ? (
            <p className="muted">This is your own account: you cannot disable or delete it here.</p>
          ) : (
            <div className="form-actions">
              <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void toggleDisabled()}>
                {user.disabled_at ? 'Enable account' : 'Disable account'}
              </button>
              <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void remove()}>
                Delete account
              </button>
            </div>
          )}
        </Card>
      </div>
    </AdminPage>
  );
}
