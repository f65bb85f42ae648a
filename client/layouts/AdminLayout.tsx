// The administration portal's layout: a fixed top bar and a 200 px side menu, by role (an adviser sees their
// students' work only). Its route carries the staff guard (role:admin,adviser) and it loads as its own chunk.
import { type ReactNode, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Link, NavLink } from '../components/Link';
import { paths } from '../../shared/paths';
import { portalPaths } from '../../shared/portal-paths';
import { Icon } from '../components/icons';
import { LogoMark } from '../components/Logo';
import { RouteErrorView } from './RouteErrorView';
import { PageTransition } from '../components/PageTransition';
import { logout } from '../lib/auth';
import { useSession, useSessionObject } from '../lib/context';
import { api } from '../lib/http';
import { UNREAD_CHANGED } from '../lib/unread';

const pageContent = [
  { label: 'Blog', to: portalPaths.adminBlog() },
  { label: 'Services', to: portalPaths.adminServices() },
  { label: 'Testimonials', to: portalPaths.adminTestimonials() },
  { label: 'Galleries', to: portalPaths.adminGalleries() },
  { label: 'Widgets', to: portalPaths.adminWidgets() },
];

/** Unread student messages over the students this reader sees: on opening, on each navigation, and when a conversation is read. */
function useStaffUnread(): number {
  const location = useLocation();
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    let live = true;
    const load = () =>
      void api
        .staffUnread()
        .then((answer) => live && setUnread(answer.messages))
        .catch(() => undefined);
    load();
    window.addEventListener(UNREAD_CHANGED, load);
    return () => {
      live = false;
      window.removeEventListener(UNREAD_CHANGED, load);
    };
  }, [location.pathname]);
  return unread;
}

function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="count-badge">
      {count}
      <span className="visually-hidden"> unread {count === 1 ? 'message' : 'messages'}</span>
    </span>
  );
}

function SideMenu() {
  const location = useLocation();
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const unread = useStaffUnread();
  const inPageContent = pageContent.some((item) => location.pathname.startsWith(item.to));
  const [contentOpen, setContentOpen] = useState(inPageContent);
  useEffect(() => {
    if (inPageContent) setContentOpen(true);
  }, [inPageContent]);

  return (
    <ul className="side-menu">
      <li>
        <NavLink to={portalPaths.admin()} end>
          Dashboard
        </NavLink>
      </li>
      {isAdmin && (
        <li>
          <NavLink to={portalPaths.adminUsers()}>Users</NavLink>
        </li>
      )}
      <li>
        <NavLink to={portalPaths.adminStudents()}>
          Students <UnreadBadge count={unread} />
        </NavLink>
      </li>
      <li>
        <NavLink to={portalPaths.adminLeads()}>Leads</NavLink>
      </li>
      <li>
        <NavLink to={portalPaths.adminConsultations()}>Consultations</NavLink>
      </li>
      {user?.role === 'adviser' && (
        <li>
          <NavLink to={portalPaths.adminAvailability()}>Your hours</NavLink>
        </li>
      )}
      <li>
        <NavLink to={portalPaths.adminApplications()}>Applications</NavLink>
      </li>
      <li>
        <NavLink to={portalPaths.adminDocuments()}>Documents</NavLink>
      </li>
      <li>
        <NavLink to={portalPaths.adminMessages()}>Messages</NavLink>
      </li>
      {isAdmin && <AdminOnlyMenu contentOpen={contentOpen} setContentOpen={setContentOpen} />}
    </ul>
  );
}

/** Content, countries, institutions, the commission and the audit log: the administrators' own. */
function AdminOnlyMenu({ contentOpen, setContentOpen }: { contentOpen: boolean; setContentOpen: (update: (open: boolean) => boolean) => void }) {
  return (
    <>
      <li className={contentOpen ? 'side-group is-open' : 'side-group'}>
        <button type="button" aria-expanded={contentOpen} aria-controls="admin-page-content" onClick={() => setContentOpen((v) => !v)}>
          Page Content
          <Icon name="chevron" width={16} height={16} className="icon caret" />
        </button>
        <ul id="admin-page-content" hidden={!contentOpen}>
          {pageContent.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to}>{item.label}</NavLink>
            </li>
          ))}
        </ul>
      </li>
      <li>
        <NavLink to={portalPaths.adminStudyCountries()}>Study Countries</NavLink>
      </li>
      <li>
        <NavLink to={portalPaths.adminInstitutions()}>Institutions</NavLink>
      </li>
      <li>
        <NavLink to={portalPaths.adminCommission()}>Commission</NavLink>
      </li>
      <li>
        <NavLink to={portalPaths.adminAudit()}>Audit log</NavLink>
      </li>
    </>
  );
}

export function AdminFrame({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const session = useSessionObject();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location.key]);

  async function onLogout() {
    await logout(session);
    await navigate(paths.login());
  }

  return (
    <div className="layout-admin">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="admin-topbar">
        <button
          type="button"
          className="admin-menu-toggle"
          data-tooltip="Admin menu"
          aria-expanded={menuOpen}
          aria-controls="admin-side"
          onClick={() => setMenuOpen((v) => !v)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
          <span className="visually-hidden">Admin menu</span>
        </button>
        <Link to={portalPaths.admin()} className="admin-brand">
          <LogoMark size={32} />
          <span>Administration Portal</span>
        </Link>
        <div className="admin-topbar-actions">
          <Link to={paths.home()} className="admin-exit">
            Exit To Web Site
          </Link>
          {user && <span className="admin-user">{user.firstname}</span>}
          <button type="button" className="btn btn-small btn-ghost-light admin-logout" onClick={onLogout}>
            Logout
          </button>
        </div>
      </header>
      <nav id="admin-side" className={menuOpen ? 'admin-side is-open' : 'admin-side'} aria-label="Administration">
        <SideMenu />
        {/* On narrow screens the top bar has no room for it. */}
        <div className="side-logout">
          <button type="button" className="btn btn-small btn-ghost" onClick={onLogout}>
            Logout
          </button>
        </div>
      </nav>
      <main id="main" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

export default function AdminLayout() {
  return (
    <AdminFrame>
      <PageTransition>
        <Outlet />
      </PageTransition>
    </AdminFrame>
  );
}

export function AdminLayoutError() {
  return <RouteErrorView frame={AdminFrame} />;
}
