// The public site's layout: contact bar, logo and main navigation (a hamburger menu on phones), footer.
import { type ReactNode, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Link, NavLink } from '../components/Link';
import { paths } from '../../shared/paths';
import { company, socialLinks } from '../../shared/site';
import { Dropdown } from '../components/Dropdown';
import { Icon } from '../components/icons';
import { Logo } from '../components/Logo';
import { RouteErrorView } from '../components/RouteErrorView';
import { KeptMarkup, StaticPart } from '../components/StaticPart';
import { PageTransition } from '../components/ui';
import { logout } from '../lib/auth';
import { useConfig, useSession, useSessionObject } from '../lib/context';
import { footerLegal, footerPages, guestAccountMenu, mainLinks, type NavLinkItem, servicesMenu, studentsMenu, userAccountMenu } from './site-nav';

export function SocialLinks({ className = 'social-links' }: { className?: string }) {
  return (
    <ul className={className}>
      {socialLinks.map((link) => (
        <li key={link.icon}>
          <a href={link.href} rel="noopener noreferrer" target="_blank">
            <Icon name={link.icon} label={`${link.name} (opens in a new tab)`} />
          </a>
        </li>
      ))}
    </ul>
  );
}

const menuItems = (items: NavLinkItem[]) =>
  items.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} className="dropdown-item" end>
        {item.label}
      </NavLink>
    </li>
  ));

function SiteHeader() {
  const { user } = useSession();
  const session = useSessionObject();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => setMenuOpen(false), [location.key]);

  async function onLogout() {
    await logout(session);
    await navigate(paths.home());
  }

  return (
    // A visitor's header is the same on every render of an address: the server sends the markup it kept.
    <KeptMarkup id="site-header" as="header" className="site-header">
      <div className="topbar">
        <div className="container topbar-inner">
          <ul className="topbar-contacts">
            <li>
              <a href={company.phoneHref}>
                <Icon name="phone" />
                <span>{company.phone}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${company.email}`}>
                <Icon name="mail" />
                <span>{company.email}</span>
              </a>
            </li>
          </ul>
          <SocialLinks />
        </div>
      </div>
      <div className="mainbar">
        <div className="container mainbar-inner">
          <Logo />
          <button
            type="button"
            className="nav-toggle"
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
                <Dropdown label={user.firstname} className="nav-account">
                  {menuItems(userAccountMenu)}
                  {user.role === 'admin' && (
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

function FooterLinks({ title, items }: { title: string; items: NavLinkItem[] }) {
  return (
    <div className="footer-col">
      <h2 className="footer-title">{title}</h2>
      <ul className="footer-links">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SiteFooter() {
  const { appName } = useConfig();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-col footer-about">
          {/* The column's heading, like the other footer columns' (not a styled paragraph). */}
          <h2 className="footer-brand">{appName}</h2>
          <p>
            Independent guidance for international students: choosing a country and a university, preparing a strong
            application and arriving ready to study.
          </p>
        </div>
        <FooterLinks title="Pages" items={footerPages} />
        <FooterLinks title="Legal Info" items={footerLegal} />
        <div className="footer-col">
          <h2 className="footer-title">Contact Us</h2>
          <address className="footer-contact">
            <p>
              <Icon name="pin" />
              <span>
                {company.address.map((line) => (
                  <span key={line} className="line">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p>
              <Icon name="phone" />
              <a href={company.phoneHref}>{company.phone}</a>
            </p>
            <p>
              <Icon name="mail" />
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </p>
            <p>
              <Icon name="clock" />
              <span>{company.hours}</span>
            </p>
          </address>
          <SocialLinks className="social-links social-links-footer" />
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container">
          <p>
            © {company.copyrightYear} {appName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
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
        {children}
      </main>
      {/* The same on every page and for everyone: drawn by the server, never hydrated. */}
      <StaticPart id="site-footer" data keep>
        {() => <SiteFooter />}
      </StaticPart>
    </div>
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
