// Router context keys (for guards and loaders) and React contexts (for components), shared by both renders.
import { createContext as createReactContext, useContext, useSyncExternalStore } from 'react';
import { createContext } from 'react-router-dom';
import type { ApiClient } from '../../shared/api-client';
import type { PublicConfig } from '../../shared/types';
import type { Session, SessionState } from './session';

export const apiContext = createContext<ApiClient>();
export const sessionContext = createContext<Session>();
/** The site's settings, for guards (the same object the components read through useConfig). */
export const configContext = createContext<PublicConfig>();

export const SessionReactContext = createReactContext<Session | null>(null);
export const ConfigReactContext = createReactContext<PublicConfig | null>(null);

export function useSessionObject(): Session {
  const session = useContext(SessionReactContext);
  if (!session) throw new Error('useSession outside <AppProviders>');
  return session;
}

export function useSession(): SessionState {
  const session = useSessionObject();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

export function useConfig(): PublicConfig {
  const config = useContext(ConfigReactContext);
  if (!config) throw new Error('useConfig outside <AppProviders>');
  return config;
}
