// The page transition, around every layout's content area.
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Wraps the content area; each new page fades in. The first page (server-rendered) does not animate. */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [initialKey] = useState(location.key);
  return (
    <div key={location.pathname} className={location.key === initialKey ? 'page' : 'page page-enter'}>
      {children}
    </div>
  );
}
