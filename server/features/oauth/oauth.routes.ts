// POST /api/oauth/<provider> → {url}; GET /api/oauth/<provider>/callback → the page that finishes the trip: a
// session, the second step of a sign-in, or (signed in, `{"intent":"reauth"}`) this session proven again.
import type { Request, Response } from 'express';
import { INTENDED_URL_COOKIE } from '../../../shared/cookies';
import { isLocalPath, paths } from '../../../shared/paths';
import { oauthStartSchema } from '../../../shared/schemas/auth';
import { AppError, fail, parseInput } from '../../lib/errors';
import { clientInfo } from '../../http/params';
import type { RouteDeps } from '../../route-deps';
import type { AuthService } from '../auth/auth.service';
import type { OAuthService } from './oauth.service';
import { log } from '../../lib/log';
import { renderCallbackPage, type CallbackResult } from './callback-page';
import { oauthProviders } from './providers';
import { authorizationUrl, exchangeCode, OAuthDenied, ProviderStrategy, type StateIntent, startedIntent } from './strategy';

export function oauthHandlers(deps: RouteDeps<{ auth: AuthService; oauth: OAuthService }>) {
  const { env, services, cookies, manifest } = deps;
  const strategies = new Map([...oauthProviders(env)].map(([name, config]) => [name, new ProviderStrategy(config, env.sessionSecret)]));

  function strategyFor(req: Request): ProviderStrategy {
    const strategy = strategies.get(String(req.params.provider));
    if (!strategy) throw fail.notFound('Unknown sign-in provider.');
    return strategy;
  }

  /** A reauth belongs to the session that started it; a sign-in is for guests only (the guest guard's answer). */
  function checkCaller(req: Request, intent: StateIntent | null): void {
    if (intent?.kind === 'reauth') {
      if (!req.user || req.auth?.tokenId !== intent.tokenId) throw fail.forbidden('Start again from your account page: this confirmation began in another session.');
    } else if (req.user) {
      throw fail.alreadyAuthenticated();
    }
  }

  function sendPage(res: Response, status: number, result: CallbackResult) {
    res.status(status);
    res.set('Cache-Control', 'no-store');
    // The popup must keep its link to the window that opened it after visiting the provider.
    res.set('Cross-Origin-Opener-Policy', 'unsafe-none');
    res.type('html').send(renderCallbackPage(result, env.appName, manifest()));
  }

  /** Where to go afterwards: the page the guard remembered, or home. The cookie is spent either way. */
  function takeIntended(req: Request, res: Response): string {
    const intended = req.cookies?.[INTENDED_URL_COOKIE] as string | undefined;
    if (intended !== undefined) res.clearCookie(INTENDED_URL_COOKIE, { path: '/' });
    return isLocalPath(intended) ? intended : paths.home();
  }

  return {
    async start(req: Request, res: Response) {
      const { intent, locale } = parseInput(oauthStartSchema, req.body);
      if (intent === 'reauth' && !(req.user && req.auth)) throw fail.unauthenticated();
      const state: StateIntent = intent === 'reauth' ? { kind: 'reauth', tokenId: req.auth!.tokenId } : locale ? { kind: 'signin', locale } : { kind: 'signin' };
      checkCaller(req, state);
      res.json({ url: await authorizationUrl(strategyFor(req), req, state) });
    },

    async callback(req: Request, res: Response) {
      // Before the provider is asked anything: who may finish this trip. The state cookie says what it is for, and the
      // exchange below reads the same cookie (and refuses the trip if its state does not match).
      checkCaller(req, startedIntent(req, env.sessionSecret, String(req.params.provider)));
      const strategy = strategyFor(req);
      try {
        const { profile, intent } = await exchangeCode(strategy, req);
        if (intent.kind === 'reauth') {
          await services.oauth.checkSameUser(strategy.name, profile, req.user!.id);
          await services.auth.providerReauthenticated(intent.tokenId);
          return sendPage(res, 200, { status: 'reauthenticated', redirect: takeIntended(req, res) });
        }
        const userId = await services.oauth.signIn(strategy.name, profile, intent.locale);
        const result = await services.auth.providerSignIn(userId, clientInfo(req));
        const redirect = takeIntended(req, res);
        // Two-step sign-in is on: the provider was the first step only. No session yet; the code comes next.
        if ('mfa_required' in result) return sendPage(res, 200, { status: 'mfa_required', mfa_required: true, mfa_token: result.mfa_token, redirect });
        cookies.startSession(req, res, result);
        sendPage(res, 200, { status: 'success', user: result.user, token: result.token, redirect });
      } catch (error) {
        if (error instanceof AppError) return sendPage(res, error.status, { status: 'error', message: error.message });
        if (error instanceof OAuthDenied) return sendPage(res, 400, { status: 'error', message: error.message });
        log.warn('OAuth sign-in failed', { provider: strategy.name, error });
        sendPage(res, 502, { status: 'error', message: 'We could not complete the sign-in with the provider. Please try again.' });
      }
    },
  };
}
