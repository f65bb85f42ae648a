// Small shared pieces of the pages: Card, HeaderBanner and the public pages' CallToAction (Loading and the page
// transition are modules of their own, as the layouts need them on every first load and the pages these).
import type { ReactNode } from 'react';
import type { ImageRef } from '../../shared/images';
import { paths } from '../../shared/paths';
import { Link } from './Link';
import { Picture } from './Picture';
import { useT } from '../lib/i18n';

/** `level` 1 when the card is the whole page (the plain layout's screens): its title is then the page's heading. */
export function Card({ title, children, className, actions, level = 2 }: { title?: ReactNode; children: ReactNode; className?: string; actions?: ReactNode; level?: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={`card${className ? ` ${className}` : ''}`}>
      {(title || actions) && (
        <header className="card-header">
          {title && <Heading className="card-title">{title}</Heading>}
          {actions && <div className="card-actions">{actions}</div>}
        </header>
      )}
      <div className="card-body">{children}</div>
    </section>
  );
}

/** A page's header: a background (a file from /images/headers/, or an uploaded image), the title and a subtitle. */
export function HeaderBanner({ image, title, subtitle, children }: { image: string | ImageRef; title: ReactNode; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <header className="banner">
      {typeof image === 'string' ? (
        <img className="banner-image" src={`/images/headers/${image}`} alt="" width="1600" height="480" fetchPriority="high" decoding="async" />
      ) : (
        <Picture image={image} alt="" sizes="100vw" eager className="banner-picture" fallbackWidth={1280} />
      )}
      <div className="banner-inner container">
        <h1 className="banner-title">{title}</h1>
        {subtitle && <p className="banner-subtitle">{subtitle}</p>}
        {children}
      </div>
    </header>
  );
}

/** One step of a breadcrumb trail: its name and address (the last step is the page itself). */
export interface Crumb {
  name: string;
  to: string;
}

/** The trail from the home page to this one, under the page's banner. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const t = useT();
  return (
    <nav className="container breadcrumbs" aria-label={t('site.breadcrumb')}>
      <ol>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.to} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.to}>
              <Link to={crumb.to}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** The same trail as structured data (schema.org's BreadcrumbList) for the page's meta. */
export const breadcrumbList = (trail: readonly Crumb[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.to })),
});

/** The closing section of a public page: a heading, a few words, and the ways to an adviser (a free consultation) and to an account. */
export function CallToAction({ id, title, adviserLabel, reveal, children }: { id: string; title: ReactNode; adviserLabel: string; reveal?: boolean; children: ReactNode }) {
  const t = useT();
  return (
    // `reveal`: it fades in when scrolled to (lib/reveal.ts).
    <section className="section container cta" aria-labelledby={id} data-reveal={reveal ? '' : undefined}>
      <h2 id={id}>{title}</h2>
      {children}
      <div className="banner-actions cta-actions">
        <Link to={paths.consultation()} className="btn btn-primary">
          {adviserLabel}
        </Link>
        <Link to={paths.register()} className="btn btn-ghost">
          {t('site.cta.createAccount')}
        </Link>
      </div>
    </section>
  );
}
