// How the server render notes a part's interface strings (PartStringsContext, client/components/StaticPart.tsx): the
// contents of a static part with the render's I18n made quiet (its strings are not in the hydration data: it never
// hydrates), those of a kept part with the I18n that notes them as the part's too (server/ssr/fragments.ts files them
// with its markup, so that a page reusing the markup hydrates with them).
import type { ReactNode } from 'react';
import { useContext } from 'react';
import { I18nContext } from '../../client/lib/i18n';
import type { ServerI18n } from '../lib/i18n';

export function PartStrings({ kept, children }: { kept?: string; children: ReactNode }) {
  // The server render's I18n is serverI18n's (server/ssr/handler.tsx provides both).
  const i18n = useContext(I18nContext) as ServerI18n | null;
  if (!i18n) return children;
  return <I18nContext.Provider value={kept === undefined ? i18n.quiet() : i18n.part(kept)}>{children}</I18nContext.Provider>;
}
