/** The postMessage type the OAuth callback page sends to the window that opened it. */
export const OAUTH_MESSAGE = 'oauth:result';
