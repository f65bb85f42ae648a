// OAuth 2 sign-in providers from the environment: GitHub and Google presets, or any provider by URL
// (OAUTH_PROVIDERS=github,google,mock and OAUTH_<NAME>_CLIENT_ID, _CLIENT_SECRET, _AUTHORIZATION_URL,
// _TOKEN_URL, _USERINFO_URL, _SCOPE, _LABEL, _TRUST_EMAIL).
import type { Env } from '../../env';
import { EnvError } from '../../env';

export interface ProviderConfig {
  name: string;
  label: string;
  clientID: string;
  clientSecret: string;
  authorizationURL: string;
  tokenURL: string;
  userInfoURL: string;
  /** GitHub keeps private addresses here rather than in the user info. */
  emailsURL?: string;
  scope: string;
  callbackURL: string;
  /**
   * Take the user info's `email` as verified without an `email_verified: true` claim: only for a provider that
   * verifies every address it reports, set on purpose (OAUTH_<NAME>_TRUST_EMAIL=true).
   */
  trustEmail: boolean;
}

type Preset = Omit<ProviderConfig, 'name' | 'clientID' | 'clientSecret' | 'callbackURL' | 'trustEmail'>;

const presets: Record<string, Preset> = {
  github: {
    label: 'GitHub',
    authorizationURL: 'https://github.com/login/oauth/authorize',
    tokenURL: 'https://github.com/login/oauth/access_token',
    userInfoURL: 'https://api.github.com/user',
    emailsURL: 'https://api.github.com/user/emails',
    scope: 'read:user user:email',
  },
  google: {
    label: 'Google',
    authorizationURL: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenURL: 'https://oauth2.googleapis.com/token',
    userInfoURL: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
  },
};

export function oauthProviders(env: Env): Map<string, ProviderConfig> {
  const out = new Map<string, ProviderConfig>();
  for (const name of env.oauthProviders) {
    if (!/^[a-z][a-z0-9]{0,30}$/.test(name)) throw new EnvError(`Invalid environment: OAUTH_PROVIDERS has an invalid name "${name}".`);
    const key = (suffix: string) => env.raw[`OAUTH_${name.toUpperCase()}_${suffix}`]?.trim() || undefined;
    const preset = presets[name];
    const config = {
      name,
      label: key('LABEL') ?? preset?.label ?? name.charAt(0).toUpperCase() + name.slice(1),
      clientID: key('CLIENT_ID'),
      clientSecret: key('CLIENT_SECRET'),
      authorizationURL: key('AUTHORIZATION_URL') ?? preset?.authorizationURL,
      tokenURL: key('TOKEN_URL') ?? preset?.tokenURL,
      userInfoURL: key('USERINFO_URL') ?? preset?.userInfoURL,
      emailsURL: key('EMAILS_URL') ?? preset?.emailsURL,
      scope: key('SCOPE') ?? preset?.scope ?? 'openid email profile',
      callbackURL: `${env.appUrl}/api/oauth/${name}/callback`,
      trustEmail: key('TRUST_EMAIL') === 'true',
    };
    const missing = (['clientID', 'clientSecret', 'authorizationURL', 'tokenURL', 'userInfoURL'] as const).filter((k) => !config[k]);
    if (missing.length) {
      const names: Record<string, string> = { clientID: 'CLIENT_ID', clientSecret: 'CLIENT_SECRET', authorizationURL: 'AUTHORIZATION_URL', tokenURL: 'TOKEN_URL', userInfoURL: 'USERINFO_URL' };
      throw new EnvError(`Invalid environment: OAuth provider "${name}" needs ${missing.map((m) => `OAUTH_${name.toUpperCase()}_${names[m]}`).join(', ')}.`);
    }
    out.set(name, config as ProviderConfig);
  }
  return out;
}
