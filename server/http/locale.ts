// `?locale=xx` of a public read (decision 0045): an enabled locale, or the default for anything else (unknown,
// disabled, missing), never an error.
import type { Request } from 'express';
import { DEFAULT_LOCALE, type LocaleCode } from '../../shared/i18n/locales';

/** Where the enabled locales come from (services.locales, kept per content version). */
export interface EnabledLocales {
  enabled(): Promise<LocaleCode[]>;
}

export async function askedLocale(req: Request, locales: EnabledLocales): Promise<LocaleCode> {
  const asked = req.query.locale;
  if (typeof asked !== 'string' || asked === DEFAULT_LOCALE || !/^[a-z]{2}$/.test(asked)) return DEFAULT_LOCALE;
  return (await locales.enabled()).includes(asked) ? asked : DEFAULT_LOCALE;
}
