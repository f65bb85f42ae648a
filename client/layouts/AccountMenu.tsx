// The signed-in visitor's parts of the public layout: the account menu (with a student's unread messages) and an
// admin's preview notice. Not in a visitor's first load: DefaultLayout.tsx says how it is fetched.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { portalPaths } from '../../shared/portal-paths';
import { Dropdown } from '../components/Dropdown';
import { Link } from '../components/Link';
import { logout } from '../lib/auth';
import { useSession, useSessionObject } from '../lib/context';
import { useT } from '../lib/i18n';
import { lazyApi } from '../lib/lazy-api';
import { UNREAD_CHANGED } from '../lib/unread';
import { MenuItems } from './menu-items';
import type { NavLinkItem } from './site-nav';

/** The signed-in user's menu (its student entries only for students). */
const userAccountMenu: NavLinkItem[] = [
  { label: 'nav.myAccount', to: paths.account() },
  { label: 'nav.applications', to: paths.accountApplications(), student: true },
  { label: 'nav.plan', to: paths.accountPlan(), student: true },
  { label: 'nav.messages', to: paths.accountMessages(), student: true },
  { label: 'nav.uploadDocuments', to: paths.accountDocuments() },
  { label: 'nav.updateProfile', to: paths.accountProfile() },
  { label: 'nav.changePassword', to: paths.accountPassword() },
];

// The space before the count separates it from the label for screen readers; the badge's margin does so on screen.
function Unread({ count }: { count: number }) {
  const t = useT();
  return (
    count > 0 && (
      <span className="count-badge">
        {' '}
        {count}
        <span className="visually-hidden">{t('account.menu.unread')}</span>
      </span>
    )
  );
}

/** A student's unread messages (staff have the portal's count), asked after hydration and whenever a conversation is read or written to. */
function useUnread(student: boolean): number {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    const load = () => student && lazyApi.myUnread().then(setUnread, () => 0);
    load();
    addEventListener(UNREAD_CHANGED, load);
    return () => removeEventListener(UNREAD_CHANGED, load);
  }, [student]);
  return student ? unread : 0;
}


export function AccountMenu() {
  const { user } = useSession();
  const session = useSessionObject();
  const navigate = useNavigate();
  const t = useT();
  const student = user?.role === 'user';
  const unread = useUnread(student);
  if (!user) return null;

  async function onLogout() {
    await logout(session);
    await navigate(paths.home());
  }

  return (
    <Dropdown
      label={
        <>
          {user.firstname}
          <Unread count={unread} />
        </>
      }
      className="nav-account"
    >
      <MenuItems items={userAccountMenu.filter((item) => student || !item.student)} />
      {user.role !== 'user' && (
        <li>
          <Link to={portalPaths.admin()} className="dropdown-item">
            {t('account.menu.admin')}
          </Link>
        </li>
      )}
      <li>
        <button type="button" className="dropdown-item" onClick={onLogout}>
          {t('account.menu.logout')}
        </button>
      </li>
    </Dropdown>
  );
}

/** An admin's preview (?preview) says so: drafts and records scheduled for later are shown (decision 0035). */
export function PreviewNotice() {
  const { user } = useSession();
  const location = useLocation();
  if (user?.role !== 'admin' || !new URLSearchParams(location.search).has('preview')) return null;
  return (
    // eslint-disable-next-line no-restricted-syntax -- shown to admins alone, whose screens are in English
    <p className="alert alert-info preview-notice" role="status">Preview: drafts and items scheduled for later are shown here. Visitors see only what is published.</p>
  );
}

