// The auth state of one app instance: the user (null when signed out) and a token held in memory.
// One per browser tab, one per server render; React and the router read the same object.
import type { User } from '../../shared/types';

export interface SessionState {
  user: User | null;
  token: string | null;
}

export class Session {
  private state: SessionState;
  private readonly listeners = new Set<() => void>();

  constructor(initial: Partial<SessionState> = {}) {
    this.state = { user: initial.user ?? null, token: initial.token ?? null };
  }

  get user(): User | null {
    return this.state.user;
  }

  get token(): string | null {
    return this.state.token;
  }

  /** Signed in means a user is loaded. */
  get check(): boolean {
    return this.state.user !== null;
  }

  get isAdmin(): boolean {
    return this.state.user?.role === 'admin';
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SessionState => this.state;

  saveToken(token: string | null): void {
    this.set({ token });
  }

  setUser(user: User | null): void {
    this.set({ user });
  }

  /** Logged out: user and token gone. */
  clear(): void {
    this.set({ user: null, token: null });
  }

  private set(patch: Partial<SessionState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
