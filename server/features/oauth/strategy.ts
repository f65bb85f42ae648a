// passport-oauth2 for any provider: the user-info call it leaves to subclasses, a state kept in a signed
// cookie (there are no server sessions), and promise wrappers around the strategy's two legs.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import OAuth2Strategy, { type StateStore } from 'passport-oauth2';
import type { ProviderConfig } from './providers';

export interface OAuthProfile {
  id: string;
  email: string | null;
  firstname: string;
  lastname: string;
}

const STATE_COOKIE = 'oauth_state';
const STATE_TTL_MS = 10 * 60 * 1000;

/** The state travels in an HttpOnly cookie signed with the session secret and bound to the provider. */
export function cookieStateStore(secret: string, provider: string, secure: boolean): StateStore {
  const sign = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  return {
    store(req: Request, ...rest: unknown[]) {
      const callback = rest[rest.length - 1] as (err: Error | null, state?: string) => void;
      const state = randomBytes(24).toString('base64url');
      const payload = `${provider}.${state}.${Date.now() + STATE_TTL_MS}`;
      req.res?.cookie(STATE_COOKIE, `${payload}.${sign(payload)}`, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/api/oauth',
        maxAge: STATE_TTL_MS,
      });
      callback(null, state);
    },
    verify(req: Request, provided: string, ...rest: unknown[]) {
      const callback = rest[rest.length - 1] as (err: Error | null, ok: boolean, info?: unknown) => void;
      const cookie = (req.cookies?.[STATE_COOKIE] as string | undefined) ?? '';
      req.res?.clearCookie(STATE_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/api/oauth' });
      const parts = cookie.split('.');
      const [name, state, expires, signature] = parts;
      const payload = `${name}.${state}.${expires}`;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature ?? '');
      const ok =
        parts.length === 4 &&
        name === provider &&
        Number(expires) > Date.now() &&
        given.length === expected.length &&
        timingSafeEqual(given, expected) &&
        typeof provided === 'string' &&
        provided === state;
      callback(null, ok, ok ? undefined : { message: 'The sign-in request expired or did not start here. Please try again.' });
    },
  } as unknown as StateStore;
}

function splitName(body: Record<string, unknown>, email: string | null): { firstname: string; lastname: string } {
  const given = typeof body.given_name === 'string' ? body.given_name.trim() : '';
  const family = typeof body.family_name === 'string' ? body.family_name.trim() : '';
  if (given) return { firstname: given.slice(0, 100), lastname: family.slice(0, 100) || '-' };
  const full = typeof body.name === 'string' ? body.name.trim() : '';
  if (full) {
    const [first, ...rest] = full.split(/\s+/);
    return { firstname: first!.slice(0, 100), lastname: rest.join(' ').slice(0, 100) || '-' };
  }
  const login = typeof body.login === 'string' ? body.login : (email?.split('@')[0] ?? 'Student');
  return { firstname: login.slice(0, 100), lastname: '-' };
}

async function getJson(url: string, accessToken: string): Promise<unknown> {
  const res = await fetch(url, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json', 'User-Agent': 'study-abroad-site' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`user info answered ${res.status}`);
  return res.json();
}

export class ProviderStrategy extends OAuth2Strategy {
  constructor(private readonly config: ProviderConfig, secret: string) {
    super(
      {
        authorizationURL: config.authorizationURL,
        tokenURL: config.tokenURL,
        clientID: config.clientID,
        clientSecret: config.clientSecret,
        callbackURL: config.callbackURL,
        scope: config.scope,
        scopeSeparator: ' ',
        // The callback is on APP_URL: https there makes every cookie Secure.
        store: cookieStateStore(secret, config.name, config.callbackURL.startsWith('https:')),
        customHeaders: { 'User-Agent': 'study-abroad-site' },
      },
      ((_access: string, _refresh: string, _params: unknown, profile: OAuthProfile, done: (err: unknown, user?: OAuthProfile) => void) =>
        done(null, profile)) as unknown as OAuth2Strategy.VerifyFunction,
    );
    this.name = config.name;
  }

  override userProfile(accessToken: string, done: (err?: unknown, profile?: unknown) => void): void {
    this.readProfile(accessToken).then(
      (profile) => done(null, profile),
      (error: unknown) => done(error),
    );
  }

  private async readProfile(accessToken: string): Promise<OAuthProfile> {
    const body = (await getJson(this.config.userInfoURL, accessToken)) as Record<string, unknown>;
    const id = body.id ?? body.sub;
    if (id === undefined || id === null || String(id) === '') throw new Error('the provider did not say who the user is');
    // Only an address the provider says it verified: an unverified one would let anyone claim someone else's.
    // GitHub's user info has no such flag; its list of addresses (emailsURL) has one per address.
    const claimed = typeof body.email === 'string' && body.email.includes('@') ? body.email : null;
    const verified = body.email_verified === true || body.email_verified === 'true' || this.config.trustEmail;
    let email = claimed && verified ? claimed : null;
    if (!email && this.config.emailsURL) {
      const list = (await getJson(this.config.emailsURL, accessToken)) as Array<{ email?: string; primary?: boolean; verified?: boolean }>;
      email = list.find((e) => e.primary && e.verified)?.email ?? list.find((e) => e.verified)?.email ?? null;
    }
    return { id: String(id).slice(0, 255), email: email ? email.slice(0, 254) : null, ...splitName(body, email) };
  }
}

type StrategyActions = {
  redirect(url: string): void;
  success(user: unknown, info?: unknown): void;
  fail(challenge?: unknown, status?: number): void;
  error(error: unknown): void;
  pass(): void;
};

/** Runs one leg of the strategy the way passport's middleware does, but as a promise. */
function run<T>(strategy: ProviderStrategy, req: Request, settle: (actions: (value: T) => void, reject: (e: unknown) => void) => Partial<StrategyActions>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const attempt = Object.create(strategy) as ProviderStrategy & StrategyActions;
    Object.assign(attempt, {
      redirect: () => reject(new Error('unexpected redirect')),
      success: () => reject(new Error('unexpected success')),
      fail: (challenge: unknown) => reject(new OAuthDenied(challenge)),
      error: reject,
      pass: () => reject(new Error('unexpected pass')),
      ...settle(resolve, reject),
    });
    attempt.authenticate(req, {});
  });
}

export class OAuthDenied extends Error {
  constructor(readonly challenge: unknown) {
    super((challenge as { message?: string } | undefined)?.message ?? 'The sign-in was cancelled or refused.');
  }
}

/** First leg: the provider's authorisation address (with state); the state cookie is set on req.res. */
export function authorizationUrl(strategy: ProviderStrategy, req: Request): Promise<string> {
  return run<string>(strategy, req, (resolve) => ({ redirect: resolve }));
}

/** Second leg: state checked, code exchanged, user info read. */
export function exchangeCode(strategy: ProviderStrategy, req: Request): Promise<OAuthProfile> {
  return run<OAuthProfile>(strategy, req, (resolve) => ({ success: (user) => resolve(user as OAuthProfile) }));
}
