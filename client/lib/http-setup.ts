// What the HTTP layer needs from the app (the session, what to do after 'Token Expected'), kept apart from the
// layer itself so the first page load can configure it without loading it.
import type { Session } from './session';

export interface HttpSetup {
  session: Session;
  /** Called after the user confirmed the 'Token Expected' dialog. */
  onTokenExpired: () => void;
}

let setup: HttpSetup | null = null;

export function configureHttp(value: HttpSetup): void {
  setup = value;
}

export const httpSetup = (): HttpSetup | null => setup;
