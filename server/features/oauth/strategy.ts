// passport-oauth2 for any provider: the user-info call it leaves to subclasses, a state kept in a signed
// cookie (there are no server sessions), and promise wrappers around the strategy's two legs.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import OAuth2Strategy, { type StateStore } from 'passport-oauth2';
import { cleanName } from '../../../shared/schemas/auth';
import type { ProviderConfig } from './providers';

export interface OAuthProfile {
  id: string;
  email: string | null;
  firstname: string;
  lastname: string;
}

const STATE_COOKIE = 'oauth_state';
const STATE_TTL_MS = 10 * 60 * 1000;

/**
 * What a trip to the provider is for: signing in, or (signed in) proving again who you are before a sensitive change,
 * bound to the session that asked: only that session counts as freshly proven.
 */
/** `locale`: the language of the page a sign-in started on, for an account the trip makes. */
export type StateIntent = { kind: 'signin'; locale?: string } | { kind: 'reauth'; tokenId: number };

const intentText = (intent: StateIntent) => (intent.kind === 'reauth' ? `reauth-${intent.tokenId}` : intent.locale ? `signin-${intent.locale}` : 'signin');

function intentFrom(text: string | undefined): StateIntent | null {
  if (text === 'signin') return { kind: 'signin' };
  const signin = /^signin-([a-z]{2})$/.exec(text ?? '');
  if (signin) return { kind: 'signin', locale: signin[1]! };
  const match = /^reauth-(\d{1,15})$/.exec(text ?? '');
  return match ? { kind: 'reauth', tokenId: Number(match[1]) } : null;
}

const sign = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('base64url');

/** The state cookie's parts, when its signature is ours, it is for this provider and it has not expired. */
function readStateCookie(req: Request, secret: string, provider: string): { state: string; intent: StateIntent } | null {
  const cookie = (req.cookies?.[STATE_COOKIE] as string | undefined) ?? '';
  const parts = cookie.split('.');
  if (parts.length !== 5) return null;
  const [name, state, expires, intent, signature] = parts as [string, string, string, string, string];
  const expected = Buffer.from(sign(secret, `${name}.${state}.${expires}.${intent}`));
  const given = Buffer.from(signature);
  const parsed = intentFrom(intent);
  const ok = name === provider && Number(expires) > Date.now() && given.length === expected.length && timingSafeEqual(given, expected) && parsed !== null;
  return ok ? { state, intent: parsed } : null;
}

/** The intent of the trip this browser started with the provider (from the signed state cookie), or null. */
export function startedIntent(req: Request, secret: string, provider: string): StateIntent | null {
  return readStateCookie(req, secret, provider)?.intent ?? null;
}

/**
 * The state travels in an HttpOnly cookie signed with the session secret, bound to the provider and carrying the
 * trip's intent. passport-oauth2 calls a store by its arity: `store(req, state, meta, cb)` receives the `state` option
 * given to authenticate() (the intent), and `verify(req, state, cb)` hands what it answers to the strategy's success.
 */
export function cookieStateStore(secret: string, provider: string, secure: boolean): StateStore {
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/api/oauth' };
  return {
    store(req: Request, intent: StateIntent | undefined, _meta: unknown, callback: (err: Error | null, state?: string) => void) {
      const state = randomBytes(24).toString('base64url');
      const payload = `${provider}.${state}.${Date.now() + STATE_TTL_MS}.${intentText(intent ?? { kind: 'signin' })}`;
      req.res?.cookie(STATE_COOKIE, `${payload}.${sign(secret, payload)}`, { ...cookieOptions, maxAge: STATE_TTL_MS });
      callback(null, state);
    },
    verify(req: Request, provided: string, callback: (err: Error | null, ok: boolean, info?: unknown) => void) {
      const cookie = readStateCookie(req, secret, provider);
      req.res?.clearCookie(STATE_COOKIE, cookieOptions);
      const ok = cookie !== null && typeof provided === 'string' && provided === cookie.state;
      callback(null, ok, ok ? cookie.intent : { message: 'The sign-in request expired or did not start here. Please try again.' });
    },
  } as unknown as StateStore;
}

/** The provider's names, held to the rules of names typed on the site (no control or bidi characters, 100 at most). */
function splitName(body: Record<string, unknown>, email: string | null): { firstname: string; lastname: string } {
  const text = (value: unknown) => (typeof value === 'string' ? cleanName(value) : '');
  const given = text(body.given_name);
  const family = text(body.family_name);
  if (given) return { firstname: given.slice(0, 100), lastname: family.slice(0, 100) || '-' };
  const full = text(body.name);
  if (full) {
    const [first, ...rest] = full.split(' ');
    return { firstname: first!.slice(0, 100), lastname: rest.join(' ').slice(0, 100) || '-' };
  }
  const login = text(body.login) || (email?.split('@')[0] ?? 'Student');
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
function run<T>(strategy: ProviderStrategy, req: Request, settle: (actions: (value: T) => void, reject: (e: unknown) => void) => Partial<StrategyActions>, options: Record<string, unknown> = {}): Promise<T> {
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
    attempt.authenticate(req, options);
  });
}

export class OAuthDenied extends Error {
  constructor(readonly challenge: unknown) {
    super((challenge as { message?: string } | undefined)?.message ?? 'The sign-in was cancelled or refused.');
  }
}

/** First leg: the provider's authorisation address (with state, carrying the intent); the state cookie is set on req.res. */
export function authorizationUrl(strategy: ProviderStrategy, req: Request, intent: StateIntent): Promise<string> {
  return run<string>(strategy, req, (resolve) => ({ redirect: resolve }), { state: intent });
}

/** Second leg: state checked, code exchanged, user info read; with the intent the first leg carried. */
export function exchangeCode(strategy: ProviderStrategy, req: Request): Promise<{ profile: OAuthProfile; intent: StateIntent }> {
  return run(strategy, req, (resolve) => ({
    success: (user, info) => resolve({ profile: user as OAuthProfile, intent: (info as { state?: StateIntent } | undefined)?.state ?? { kind: 'signin' } }),
  }));
}
