// Links to the site's own screens are plain <a href> elements. One click listener on the document (lib/links.ts)
// sends them through the router, so a link costs no more to render on the server or to hydrate than its element:
// React Router's <Link> runs six hooks per link, which on a page with forty links was a fifth of the server render.
// Use React Router's <Link> only where a router option is needed (preventScrollReset, state, replace).
// In another language than the default, the address is that language's ('/es/study' for `to` '/study').
import type { AnchorHTMLAttributes } from 'react';
import { useLocation } from 'react-router-dom';
import { localePath } from '../../shared/i18n/locale-codes';
import { useI18n } from '../lib/i18n';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export function Link({ to, ...rest }: LinkProps) {
  return <a href={localePath(useI18n().locale, to)} {...rest} />;
}

/** Whether `to` is the current page (or, unless `end`, one of its ancestors), as React Router's NavLink decides. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const current = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const target = to.split(/[?#]/)[0]!.toLowerCase().replace(/(.)\/+$/, '$1');
  if (current === target) return true;
  return !end && target !== '/' && current.startsWith(`${target}/`);
}

/** A link that marks itself (class "active", aria-current="page") while its page is shown. */
export function NavLink({ to, end = false, className, ...rest }: LinkProps & { end?: boolean }) {
  const active = isActivePath(useLocation().pathname, to, end);
  const { locale } = useI18n();
  return (
    <a
      href={localePath(locale, to)}
      className={active ? (className ? `${className} active` : 'active') : className}
      aria-current={active ? 'page' : undefined}
      {...rest}
    />
  );
}
