// The public site's layout: contact bar, logo and main navigation (a hamburger menu on phones), footer. The contact
// bar, the logo and the footer are static parts drawn by SiteChrome.tsx.
import { type ReactNode, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Link, NavLink } from '../components/Link';
import { paths } from '../../shared/paths';
import { Dropdown } from '../components/Dropdown';
import { Icon } from '../components/icons';
import { RouteErrorView } from '../components/RouteErrorView';
import { KeptMarkup, LazyStaticPart, staticPartModule } from '../components/StaticPart';
import { PageTransition } from '../components/PageTransition';
import { logout } from '../lib/auth';
import { useSession, useSessionObject } from '../lib/context';
import { lazyApi } from '../lib/lazy-api';
import { UNREAD_CHANGED } from '../lib/unread';
import { guestAccountMenu, mainLinks, type NavLinkItem, servicesMenu, studentsMenu, userAccountMenu } from './site-nav';

/** The contact bar, the logo and the footer: static parts whose code is not in the first load (client/routes.tsx gives it to the server). */
export const siteChrome = staticPartModule(['site-contact-bar', 'site-logo', 'site-footer'], () => import('./SiteChrome'));

const menuItems = (items: NavLinkItem[]) =>
  items.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} className="dropdown-item" end>
        {item.label}
      </NavLink>
    </li>
  ));

// The space before the count separates it from the label for screen readers; the badge's margin does so on screen.
const Unread = ({ count }: { count: number }) =>
  count > 0 && (
    <span className="count-badge">
      {' '}
      {count}
      <span className="visually-hidden"> unread</span>
    </span>
  );

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

function SiteHeader() {
  const { user } = useSession();
  const session = useSessionObject();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const student = user?.role === 'user';
  const unread = useUnread(student);

  useEffect(() => setMenuOpen(false), [location.key]);

  async function onLogout() {
    await logout(session);
    await navigate(paths.home());
  }

  return (
    // A visitor's header is the same on every render of an address: the server sends the markup it kept.
    <KeptMarkup id="site-header" as="header" className="site-header">
      <LazyStaticPart id="site-contact-bar" module={siteChrome}>
        {(chrome) => <chrome.ContactBar />}
      </LazyStaticPart>
      <div className="mainbar">
        <div className="container mainbar-inner">
          <LazyStaticPart id="site-logo" module={siteChrome}>
            {(chrome) => <chrome.Logo />}
          </LazyStaticPart>
          <button
            type="button"
            className="nav-toggle"
            data-tooltip="Menu"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} width={26} height={26} />
            <span className="visually-hidden">Menu</span>
          </button>
          <nav id="site-nav" className={`site-nav${menuOpen ? ' is-open' : ''}`} aria-label="Main">
            {/* Choosing any entry closes the phone menu. */}
            <ul
              className="nav-list"
              onClick={(event) => {
                if ((event.target as Element).closest('a')) setMenuOpen(false);
              }}
            >
              {mainLinks.map((item) => (
                <li key={item.to} className="nav-item">
                  <NavLink to={item.to} className="nav-link" end>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <Dropdown label="Services">{menuItems(servicesMenu)}</Dropdown>
              <Dropdown label="Students">{menuItems(studentsMenu)}</Dropdown>
              <li className="nav-item">
                <NavLink to={paths.contact()} className="nav-link">
                  Contact
                </NavLink>
              </li>
              {user ? (
                <Dropdown
                  label={
                    <>
                      {user.firstname}
                      <Unread count={unread} />
                    </>
                  }
                  className="nav-account"
                >
                  {menuItems(userAccountMenu.filter((item) => student || !item.student))}
                  {user.role !== 'user' && (
                    <li>
                      <Link to={paths.admin()} className="dropdown-item">
                        Administrator
                      </Link>
                    </li>
                  )}
                  <li>
                    <button type="button" className="dropdown-item" onClick={onLogout}>
                      Logout
                    </button>
                  </li>
                </Dropdown>
              ) : (
                <Dropdown label="Account" className="nav-account">
                  {menuItems(guestAccountMenu)}
                </Dropdown>
              )}
            </ul>
          </nav>
        </div>
      </div>
    </KeptMarkup>
  );
}

export function DefaultFrame({ children }: { children: ReactNode }) {
  return (
    <div className="layout-default">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <PreviewNotice />
        {children}
      </main>
      {/* The same on every page and for everyone: drawn by the server, never hydrated. */}
      <LazyStaticPart id="site-footer" module={siteChrome}>
        {(chrome) => <chrome.SiteFooter />}
      </LazyStaticPart>
    </div>
  );
}

/** An admin's preview (?preview) says so: drafts and records scheduled for later are shown (decision 0035). */
function PreviewNotice() {
  const { user } = useSession();
  const location = useLocation();
  if (user?.role !== 'admin' || !new URLSearchParams(location.search).has('preview')) return null;
  return (
    <p className="alert alert-info preview-notice" role="status">
      Preview: drafts and items scheduled for later are shown here. Visitors see only what is published.
    </p>
  );
}

export default function DefaultLayout() {
  return (
    <DefaultFrame>
      <PageTransition>
        <Outlet />
      </PageTransition>
    </DefaultFrame>
  );
}

export function DefaultLayoutError() {
  return <RouteErrorView frame={DefaultFrame} />;
}
