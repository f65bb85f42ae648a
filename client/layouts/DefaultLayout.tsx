// The public site's layout: contact bar, logo and main navigation (a hamburger menu on phones), footer. The contact
// bar, the logo and the footer are static parts drawn by SiteChrome.tsx.
import { type ReactNode, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NavLink } from '../components/Link';
import { paths } from '../../shared/paths';
import { Dropdown } from '../components/Dropdown';
import { Icon } from '../components/icons';
import { RouteErrorView } from './RouteErrorView';
import { KeptMarkup, LazyStaticPart, staticPartModule } from '../components/StaticPart';
import { PageTransition } from '../components/PageTransition';
import { useSession } from '../lib/context';
import { preloadable, usePreloaded } from '../lib/preload';
import type * as AccountMenuModule from './AccountMenu';
import { MenuItems } from './menu-items';
import { useI18n, useT } from '../lib/i18n';
import { guestAccountMenu, mainLinks, servicesMenu, studentsMenu } from './site-nav';

/** The contact bar, the logo and the footer: static parts whose code is not in the first load (client/routes.tsx gives it to the server). */
export const siteChrome = staticPartModule(['site-contact-bar', 'site-logo', 'site-footer'], () => import('./SiteChrome'));

/** The language switch: a static part of its own (it names the page's address in each language). */
export const languageMenu = staticPartModule(['site-language'], () => import('./LanguageMenu'));


/**
 * The signed-in visitor's parts of the layout (the account menu with its unread count, an admin's preview notice):
 * a module of their own, so a visitor's first load does not carry them. The browser fetches it before hydrating
 * when someone is signed in (client/shell.tsx), the server render has it from the start (client/routes.tsx), and
 * after a sign-in it is fetched on first use.
 */
export const signedInParts = preloadable(() => import('./AccountMenu'));

/** Draws a signed-in part once its module is here; for a visitor who is not signed in, nothing (and fetches nothing). */
function SignedInPart({ children }: { children: (module: typeof AccountMenuModule) => ReactNode }) {
  const module = usePreloaded(signedInParts, Boolean(useSession().user), 'the account menu');
  return module ? children(module) : null;
}

const SignedInMenu = () => <SignedInPart>{(m) => <m.AccountMenu />}</SignedInPart>;

function SiteHeader() {
  const { user } = useSession();
  const location = useLocation();
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => setMenuOpen(false), [location.key]);

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
            data-tooltip={t('nav.menu')}
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} width={26} height={26} />
            <span className="visually-hidden">{t('nav.menu')}</span>
          </button>
          <nav id="site-nav" className={`site-nav${menuOpen ? ' is-open' : ''}`} aria-label={t('nav.main')}>
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
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
              <Dropdown label={t('nav.services')}>
                <MenuItems items={servicesMenu} />
              </Dropdown>
              <Dropdown label={t('nav.students')}>
                <MenuItems items={studentsMenu} />
              </Dropdown>
              <li className="nav-item">
                <NavLink to={paths.contact()} className="nav-link">
                  {t('nav.contact')}
                </NavLink>
              </li>
              {user ? (
                <SignedInMenu />
              ) : (
                <Dropdown label={t('nav.account')} className="nav-account">
                  <MenuItems items={guestAccountMenu} />
                </Dropdown>
              )}
            </ul>
          </nav>
          <LazyStaticPart id="site-language" module={languageMenu}>
            {(menu) => <menu.LanguageMenu />}
          </LazyStaticPart>
        </div>
      </div>
    </KeptMarkup>
  );
}

export function DefaultFrame({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="layout-default">
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <SignedInPart>{(m) => <m.PreviewNotice />}</SignedInPart>
        {children}
      </main>
      {/* The same on every page and for everyone: drawn by the server, never hydrated. */}
      <LazyStaticPart id="site-footer" module={siteChrome}>
        {(chrome) => <chrome.SiteFooter />}
      </LazyStaticPart>
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
