// POST /api/oauth/<provider> → {url}; GET /api/oauth/<provider>/callback → the page that finishes the sign-in.
import type { Request, Response } from 'express';
import { INTENDED_URL_COOKIE } from '../../../shared/cookies';
import { isLocalPath, paths } from '../../../shared/paths';
import { AppError, fail } from '../../http/errors';
import { clientInfo } from '../../http/params';
import type { RouteDeps } from '../../route-deps';
import { log } from '../../lib/log';
import { renderCallbackPage, type CallbackResult } from './callback-page';
import { oauthProviders } from './providers';
import { authorizationUrl, exchangeCode, OAuthDenied, ProviderStrategy } from './strategy';

export function oauthHandlers(deps: RouteDeps) {
  const { env, services, cookies, manifest } = deps;
  const strategies = new Map([...oauthProviders(env)].map(([name, config]) => [name, new ProviderStrategy(config, env.sessionSecret)]));

  function strategyFor(req: Request): ProviderStrategy {
    const strategy = strategies.get(String(req.params.provider));
    if (!strategy) throw fail.notFound('Unknown sign-in provider.');
    return strategy;
  }

  function sendPage(res: Response, status: number, result: CallbackResult) {
    res.status(status);
    res.set('Cache-Control', 'no-store');
    // The popup must keep its link to the window that opened it after visiting the provider.
    res.set('Cross-Origin-Opener-Policy', 'unsafe-none');
    res.type('html').send(renderCallbackPage(result, env.appName, manifest()));
  }

  return {
    async start(req: Request, res: Response) {
      res.json({ url: await authorizationUrl(strategyFor(req), req) });
    },

    async callback(req: Request, res: Response) {
      const strategy = strategyFor(req);
      try {
        const profile = await exchangeCode(strategy, req);
        const user = await services.oauth.signIn(strategy.name, profile);
        // A session as if signed in without "remember me".
        const result = await services.auth.issueToken(user, false, clientInfo(req));
        cookies.startSession(req, res, result);
        const intended = req.cookies?.[INTENDED_URL_COOKIE] as string | undefined;
        if (intended !== undefined) res.clearCookie(INTENDED_URL_COOKIE, { path: '/' });
        sendPage(res, 200, { status: 'success', user, token: result.token, redirect: isLocalPath(intended) ? intended : paths.home() });
      } catch (error) {
        if (error instanceof AppError) return sendPage(res, error.status, { status: 'error', message: error.message });
        if (error instanceof OAuthDenied) return sendPage(res, 400, { status: 'error', message: error.message });
        log.warn('OAuth sign-in failed', { provider: strategy.name, error });
        sendPage(res, 502, { status: 'error', message: 'We could not complete the sign-in with the provider. Please try again.' });
      }
    },
  };
}
