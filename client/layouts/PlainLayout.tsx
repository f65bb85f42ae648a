// The plain layout: the logo linking home, then the page.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Logo } from '../components/Logo';
import { RouteErrorView } from './RouteErrorView';
import { PageTransition } from '../components/PageTransition';

export function PlainFrame({ children }: { children: ReactNode }) {
  return (
    <div className="layout-plain">
      <header className="plain-header">
        <Logo compact />
      </header>
      <main id="main" className="plain-main">
        {children}
      </main>
    </div>
  );
}

export default function PlainLayout() {
  return (
    <PlainFrame>
      <PageTransition>
        <Outlet />
      </PageTransition>
    </PlainFrame>
  );
}

export function PlainLayoutError() {
  return <RouteErrorView frame={PlainFrame} />;
}
