import type { Env } from './env';
import type { Services } from './services';
import type { AssetManifest } from './ssr/assets';
import type { SessionCookies } from './features/auth/session-cookies';

/** What every feature's route handlers are built from. */
export interface RouteDeps {
  env: Env;
  services: Services;
  /** The token cookie and the XSRF pair. */
  cookies: SessionCookies;
  manifest: () => AssetManifest;
}
