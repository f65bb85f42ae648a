// A header menu's entries as links that mark the current page.
import { NavLink } from '../components/Link';
import { useT } from '../lib/i18n';
import type { NavLinkItem } from './site-nav';

export function MenuItems({ items }: { items: NavLinkItem[] }) {
  const t = useT();
  return items.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} className="dropdown-item" end>
        {t(item.label)}
      </NavLink>
    </li>
  ));
}
