// The default layout's static parts (components/StaticPart.tsx, LazyStaticPart): the contact bar above the main
// bar, the logo, and the footer. A page's first load keeps their server markup, so this module is not part of it; it is
// fetched for a client-side navigation from a page drawn without them (the admin and plain layouts).
import { Link } from '../components/Link';
import { ContactIcon } from '../components/contact-icons';
export { Logo } from '../components/Logo';
import { company, socialLinks } from '../../shared/site';
import { useConfig } from '../lib/context';
import { useT } from '../lib/i18n';
import { paths } from '../../shared/paths';
import type { NavLinkItem } from './site-nav';

const footerPages: NavLinkItem[] = [
  { label: 'nav.home', to: paths.home() },
  { label: 'nav.about', to: paths.about() },
  { label: 'nav.study', to: paths.study() },
  { label: 'nav.servicesStudents', to: paths.servicesStudents() },
  { label: 'nav.servicesInstitutions', to: paths.servicesInstitutions() },
  { label: 'nav.galleries', to: paths.galleries() },
  { label: 'nav.contact', to: paths.contact() },
];

const footerLegal: NavLinkItem[] = [
  { label: 'nav.terms', to: paths.terms() },
  { label: 'nav.privacy', to: paths.privacy() },
  { label: 'nav.cookies', to: paths.cookies() },
];

function SocialLinks({ className = 'social-links' }: { className?: string }) {
  const t = useT();
  return (
    <ul className={className}>
      {socialLinks.map((link) => (
        <li key={link.icon}>
          <a href={link.href} rel="noopener noreferrer" target="_blank" aria-label={t('footer.social', { name: link.name })} data-tooltip={link.name}>
            <ContactIcon name={link.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function ContactBar() {
  return (
    <div className="topbar">
      <div className="container topbar-inner">
        <ul className="topbar-contacts">
          <li>
            <a href={company.phoneHref}>
              <ContactIcon name="phone" />
              <span>{company.phone}</span>
            </a>
          </li>
          <li>
            <a href={`mailto:${company.email}`}>
              <ContactIcon name="mail" />
              <span>{company.email}</span>
            </a>
          </li>
        </ul>
        <SocialLinks />
      </div>
    </div>
  );
}

function FooterLinks({ title, items }: { title: string; items: NavLinkItem[] }) {
  const t = useT();
  return (
    <div className="footer-col">
      <h2 className="footer-title">{title}</h2>
      <ul className="footer-links">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{t(item.label)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { appName } = useConfig();
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-col footer-about">
          {/* The column's heading, like the other footer columns' (not a styled paragraph). */}
          <h2 className="footer-brand">{appName}</h2>
          <p>{t('footer.about')}</p>
        </div>
        <FooterLinks title={t('footer.pages')} items={footerPages} />
        <FooterLinks title={t('footer.legal')} items={footerLegal} />
        <div className="footer-col">
          <h2 className="footer-title">{t('footer.contact')}</h2>
          <address className="footer-contact">
            <p>
              <ContactIcon name="pin" />
              <span>
                {company.address.map((line) => (
                  <span key={line} className="line">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p>
              <ContactIcon name="phone" />
              <a href={company.phoneHref}>{company.phone}</a>
            </p>
            <p>
              <ContactIcon name="mail" />
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </p>
            <p>
              <ContactIcon name="clock" />
              <span>{t('site.hours')}</span>
            </p>
          </address>
          <SocialLinks className="social-links social-links-footer" />
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container">
          <p>
            © {company.copyrightYear} {appName}. {t('footer.rights')}
          </p>
        </div>
      </div>
    </footer>
  );
}
