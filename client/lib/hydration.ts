// What the server hands the browser in <script id="__boot" type="application/json">: the app's public config,
// the signed-in user, the page's language and messages, and the router's hydration data (errors made JSON-safe and restored).
import { isRouteErrorResponse, type HydrationState, UNSAFE_ErrorResponseImpl } from 'react-router-dom';
import type { CompiledMessage } from '../../shared/i18n/format';
import type { LocaleCode } from '../../shared/i18n/locale-codes';
import type { PublicConfig, User } from '../../shared/types';

export const BOOT_ELEMENT_ID = '__boot';

export interface BootData {
  config: PublicConfig;
  user: User | null;
  /**
   * The page's language (its tag and direction too: the browser has no table of the locales), the enabled ones, and
   * the interface messages its hydrating parts show (client/lib/i18n.tsx).
   */
  i18n: { locale: LocaleCode; tag: string; dir: 'ltr' | 'rtl'; enabled: readonly LocaleCode[]; messages: Record<string, CompiledMessage> };
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, SerializedError> | null;
  };
}

type SerializedError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown; internal: boolean }
  | { __type: 'Error'; message: string };

export function serializeErrors(errors: Record<string, unknown> | null | undefined): Record<string, SerializedError> | null {
  if (!errors) return null;
  const out: Record<string, SerializedError> = {};
  for (const [id, error] of Object.entries(errors)) {
    out[id] = isRouteErrorResponse(error)
      ? { __type: 'RouteErrorResponse', status: error.status, statusText: error.statusText, data: error.data ?? null, internal: (error as { internal?: boolean }).internal ?? false }
      : // Never a stack trace or a server message in the page.
        { __type: 'Error', message: 'There has been a problem' };
  }
  return out;
}

export function deserializeErrors(errors: BootData['router']['errors']): HydrationState['errors'] {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(errors)) {
    out[id] =
      value.__type === 'RouteErrorResponse'
        ? new UNSAFE_ErrorResponseImpl(value.status, value.statusText, value.data, value.internal)
        : new Error(value.message);
  }
  return out;
}

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const escapeInScript = (c: string) => (c === '<' ? '\\u003c' : c === '\u2028' ? '\\u2028' : '\\u2029');

/** JSON for a <script> element: `<` is escaped so no text (CMS HTML included) can close the element. */
export function serializeBoot(data: BootData): string {
  return JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, escapeInScript);
}

export function readBoot(): BootData {
  const element = document.getElementById(BOOT_ELEMENT_ID);
  return JSON.parse(element?.textContent ?? 'null') as BootData;
}
