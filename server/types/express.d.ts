import type { User as AppUser } from '../../shared/types';

declare global {
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AppUser {}
    interface Request {
      user?: User;
      /** Set when the request carried a valid token. */
      auth?: { token: string; tokenId: number; via: 'bearer' | 'cookie' };
      /** The request id (X-Request-Id), set before the app sees the request (server/http/serving.ts). */
      id?: string;
    }
  }
}

export {};
