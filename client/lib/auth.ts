// Session actions shared by pages, layouts and guards.
import type { MiddlewareFunction } from 'react-router-dom';
import type { ApiClient } from '../../shared/api-client';
import type { LoginResult } from '../../shared/types';
import { apiContext, sessionContext } from './context';
import type { Session } from './session';

/** Loads the user when a token is held but no user yet. A failure signs the tab out; it never blocks navigation. */
export async function loadUser(session: Session, api: ApiClient): Promise<void> {
  if (session.user || !session.token) return;
  try {
    session.setUser(await api.currentUser());
  } catch {
    session.clear();
  }
}

/**
 * Before every navigation (the root route's middleware): the authentication check. Here rather than with the other
 * guards (client/guards.ts), which only the second half of the route table uses.
 */
export const authCheck: MiddlewareFunction = async ({ context }) => {
  await loadUser(context.get(sessionContext), context.get(apiContext));
};

/** Logout always ends with a signed-out tab, even when the call fails. */
export async function logout(session: Session): Promise<void> {
  try {
    const { api } = await import('./http');
    await api.logout();
  } catch {
    // the local state is cleared regardless
  } finally {
    session.clear();
  }
}

export function signedIn(session: Session, result: Pick<LoginResult, 'token' | 'user'>): void {
  session.saveToken(result.token);
  session.setUser(result.user);
}
