// A real OAuth 2 provider on loopback (oauth2-mock-server): the user it reports is set per test.
import { OAuth2Server } from 'oauth2-mock-server';

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
