// A header menu's entries as links that mark the current page.
import { NavLink } from '../components/Link';
import type { NavLinkItem } from './site-nav';

export const menuItems = (items: NavLinkItem[]) =>
  items.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} className="dropdown-item" end>
        {item.label}
      </NavLink>
    </li>
  ));
