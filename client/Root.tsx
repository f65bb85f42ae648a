// The root route: the pieces every screen shares, around the chosen layout.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import type { PublicConfig } from '../shared/types';
import { Chrome } from './components/Chrome';
import { RouteErrorView } from './layouts/RouteErrorView';
import { DefaultFrame } from './layouts/DefaultLayout';
import { ConfigReactContext, SessionReactContext } from './lib/context';
import { type I18n, I18nContext } from './lib/i18n';
import type { Session } from './lib/session';

export function AppProviders({ session, config, i18n, children }: { session: Session; config: PublicConfig; i18n: I18n; children: ReactNode }) {
  return (
    <ConfigReactContext.Provider value={config}>
      <I18nContext.Provider value={i18n}>
        <SessionReactContext.Provider value={session}>{children}</SessionReactContext.Provider>
      </I18nContext.Provider>
    </ConfigReactContext.Provider>
  );
}

export default function Root() {
  return (
    <>
      <Chrome />
      <Outlet />
    </>
  );
}

/** No route matched (404 in the default layout) or the root itself failed. */
export function RootError() {
  return (
    <>
      <Chrome />
      <RouteErrorView frame={DefaultFrame} />
    </>
  );
}
