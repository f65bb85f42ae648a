import type { Env } from './env';
import type { AssetManifest } from './ssr/assets';
import type { SessionCookies } from './features/auth/session-cookies';

/**
 * What a feature's route handlers are built from: the settings, the services it names in `S` (by their own types, so
 * a feature's routes depend on the services they call, not on the whole app's), the session cookies and the assets.
 * server/api.ts passes the app's services, which have all of them.
 */
export interface RouteDeps<S> {
  env: Env;
  services: S;
  /** The token cookie and the XSRF pair. */
  cookies: SessionCookies;
  manifest: () => AssetManifest;
}
