import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import { formatDate } from '../../../shared/format';
import { labelOf, STUDY_LEVELS } from '../../../shared/options';
import { paths } from '../../../shared/paths';
import type { User } from '../../../shared/types';
import { LoginForm } from '../../components/LoginForm';
import { type Destination, destinationNames, profileCompleteness } from '../../../shared/profile';
import { Card, HeaderBanner } from '../../components/ui';
import { apiContext, sessionContext, useSession } from '../../lib/context';

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

/** A student's own work with their adviser (staff have the portal instead). */
const studentLinks = [
  { to: paths.accountApplications(), title: 'Applications', text: 'Your shortlist of programmes and where each application stands.' },
  { to: paths.accountMessages(), title: 'Messages', text: 'Your conversation with your adviser.' },
];

const links = [
  { to: paths.accountDocuments(), title: 'Upload Documents', text: 'Passport, transcripts, test results: upload them once, securely.' },
  { to: paths.accountProfile(), title: 'Update Profile', text: 'Your contact details, education and study plans.' },
  { to: paths.accountPassword(), title: 'Change Password', text: 'Choose a new password and sign out other devices.' },
  { to: paths.accountSecurity(), title: 'Security', text: 'Two-step sign-in, and the devices signed in to your account.' },
  { to: paths.accountPrivacy(), title: 'Your data', text: 'Download a copy of everything we hold about you, or delete your account.' },
];

export default function AccountIndex() {
  const { user } = useSession();
  const { destinations } = useLoaderData() as { destinations: Destination[] };
  if (!user) {
    return (
      <>
        <HeaderBanner image="account.svg" title="Sign-In" subtitle="Your applications and documents, in one place." />
        <div className="container section narrow">
          <Card title="Sign in to your account">
            <LoginForm fallback={paths.account()} />
          </Card>
        </div>
      </>
    );
  }
  return (
    <>
      <HeaderBanner image="account.svg" title="Account" subtitle={`Welcome back, ${user.firstname}.`} />
      <div className="container section">
        <Summary user={user} destinations={destinations} />
        <ul className="card-grid">
          {[...(user.role === 'user' ? studentLinks : []), ...links].map((link) => (
            <li key={link.to} className="tile">
              <h2 className="tile-title">
                <Link to={link.to}>{link.title}</Link>
              </h2>
              <p>{link.text}</p>
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
  return (
    <Card title="Your account" className="account-summary">
      <dl className="details">
        <dt>Name</dt>
        <dd>
          {user.firstname} {user.lastname}
        </dd>
        <dt>E-mail</dt>
        <dd>{user.email}</dd>
        <dt>Member since</dt>
        <dd>{formatDate(user.created_at)}</dd>
        <dt>Studying</dt>
        <dd>{labelOf(STUDY_LEVELS, user.intended_level) || 'Not chosen yet'}</dd>
        <dt>Destinations</dt>
        <dd>{places.length ? places.join(', ') : 'Not chosen yet'}</dd>
      </dl>
      <p className="muted">
        Your profile is {filled} of {total} complete.{' '}
        {filled < total && <Link to={paths.accountProfile()}>Complete your profile</Link>}
      </p>
    </Card>
  );
}
