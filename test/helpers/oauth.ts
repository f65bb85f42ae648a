// A real OAuth 2 provider on loopback (oauth2-mock-server): the user it reports is set per test.
import { OAuth2Server } from 'oauth2-mock-server';
import type { Client } from './app';

export interface MockProvider {
  url: string;
  /** Environment for the site: OAUTH_PROVIDERS=mock and the mock's endpoints. */
  env: Record<string, string>;
  /** The user info the provider answers with from now on. */
  setUser(info: Record<string, unknown>): void;
  stop(): Promise<void>;
}

export async function startMockProvider(): Promise<MockProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const url = server.issuer.url!;
  let user: Record<string, unknown> = { sub: 'johndoe', email: 'john.doe@example.com', email_verified: true, given_name: 'John', family_name: 'Doe' };
  server.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = user;
  });
  return {
    url,
    env: {
      OAUTH_PROVIDERS: 'mock',
      OAUTH_MOCK_LABEL: 'Meridian ID',
      OAUTH_MOCK_CLIENT_ID: 'study-abroad-test',
      OAUTH_MOCK_CLIENT_SECRET: 'not-a-real-secret',
      OAUTH_MOCK_AUTHORIZATION_URL: `${url}/authorize`,
      OAUTH_MOCK_TOKEN_URL: `${url}/token`,
      OAUTH_MOCK_USERINFO_URL: `${url}/userinfo`,
    },
    setUser(info) {
      user = info;
    },
    stop: () => server.stop(),
  };
}

/** What the callback page told the opener (its `#__oauth` element). */
export function callbackData(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="__oauth">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no #__oauth element on the callback page');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

/**
 * A whole trip as the browser makes it: POST /api/oauth/<provider> (with `body`, e.g. `{intent: 'reauth'}`), the
 * provider's redirect (it approves at once, as the user it was given), and our callback page.
 */
export async function providerTrip(c: Client, provider = 'mock', body?: Record<string, unknown>) {
  const start = await c.post(`/api/oauth/${provider}`, body);
  if (start.status !== 200) throw new Error(`the trip did not start: ${start.status} ${JSON.stringify(start.body)}`);
  const answer = await fetch(start.body.url as string, { redirect: 'manual' });
  const back = new URL(answer.headers.get('location')!);
  const page = await c.get(back.pathname + back.search);
  return { page, data: callbackData(page.text) };
}
