import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import { paths } from '../../../shared/paths';
import type { User } from '../../../shared/types';
import { LoginForm } from '../../components/LoginForm';
import { type Destination, destinationNames, profileCompleteness } from '../../../shared/profile';
import { Card, HeaderBanner } from '../../components/ui';
import { apiContext, sessionContext, useSession } from '../../lib/context';
import { type MessageId, useT } from '../../lib/i18n';
import { useUserDates } from '../../lib/user-dates';

/** The screen is "Sign-In" for visitors and "Account" for signed-in users, whose details are read afresh. */
export async function loader({ context }: LoaderFunctionArgs): Promise<{ signedIn: boolean; destinations: Destination[] }> {
  const session = context.get(sessionContext);
  if (!session.check) return { signedIn: false, destinations: [] };
  const api = context.get(apiContext);
  const [user, destinations] = await Promise.all([api.currentUser(), api.countries()]);
  session.setUser(user);
  return { signedIn: true, destinations };
}

export const meta = (data: unknown) => ({ title: (data as { signedIn: boolean }).signedIn ? 'Account' : 'Sign-In' });

/** A student's own work with their adviser (staff have the portal instead); each tile's title and text by message id. */
const studentLinks: Array<{ to: string; title: MessageId; text: MessageId }> = [
  { to: paths.accountApplications(), title: 'account.index.applications', text: 'account.index.applicationsText' },
  { to: paths.accountPlan(), title: 'account.index.plan', text: 'account.index.planText' },
  { to: paths.accountMessages(), title: 'account.index.messages', text: 'account.index.messagesText' },
];

const links: Array<{ to: string; title: MessageId; text: MessageId }> = [
  { to: paths.accountDocuments(), title: 'account.index.documents', text: 'account.index.documentsText' },
  { to: paths.accountProfile(), title: 'account.index.profile', text: 'account.index.profileText' },
  { to: paths.accountPassword(), title: 'account.index.password', text: 'account.index.passwordText' },
  { to: paths.accountSecurity(), title: 'account.index.security', text: 'account.index.securityText' },
  { to: paths.accountPrivacy(), title: 'account.index.privacy', text: 'account.index.privacyText' },
];

export default function AccountIndex() {
  const { user } = useSession();
  const { destinations } = useLoaderData() as { destinations: Destination[] };
  const t = useT();
  if (!user) {
    return (
      <>
        <HeaderBanner image="account.svg" title={t('account.index.signInBanner')} subtitle={t('account.index.signInLead')} />
        <div className="container section narrow">
          <Card title={t('auth.login.card')}>
            <LoginForm fallback={paths.account()} />
          </Card>
        </div>
      </>
    );
  }
  return (
    <>
      <HeaderBanner image="account.svg" title={t('account.index.banner')} subtitle={t('account.index.welcome', { name: user.firstname })} />
      <div className="container section">
        <Summary user={user} destinations={destinations} />
        <ul className="card-grid">
          {[...(user.role === 'user' ? studentLinks : []), ...links].map((link) => (
            <li key={link.to} className="tile">
              <h2 className="tile-title">
                <Link to={link.to}>{t(link.title)}</Link>
              </h2>
              <p>{t(link.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

function Summary({ user, destinations }: { user: User; destinations: Destination[] }) {
  const { filled, total } = profileCompleteness(user);
  const places = destinationNames(user.preferred_destinations, destinations);
  const t = useT();
  const since = useUserDates().date(user.created_at);
  return (
    <Card title={t('account.summary.title')} className="account-summary">
      <dl className="details">
        <dt>{t('account.summary.name')}</dt>
        <dd>
          {user.firstname} {user.lastname}
        </dd>
        <dt>{t('account.summary.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('account.summary.since')}</dt>
        <dd>{since}</dd>
        <dt>{t('account.summary.studying')}</dt>
        <dd>{user.intended_level ? t(`profile.level.${user.intended_level}` as MessageId) : t('account.summary.notChosen')}</dd>
        <dt>{t('account.summary.destinations')}</dt>
        <dd>{places.length ? places.join(', ') : t('account.summary.notChosen')}</dd>
      </dl>
      <p className="muted">
        {t('account.summary.complete', { filled, total })}{' '}
        {filled < total && <Link to={paths.accountProfile()}>{t('account.summary.completeLink')}</Link>}
      </p>
    </Card>
  );
}
