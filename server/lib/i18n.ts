// Interface strings on the server: every compiled catalogue (shared/i18n/compiled/), for the server render and for
// mails. A message a translation lacks falls back to the default's (test/unit/i18n.test.ts keeps that from happening).
import { createI18n, type I18n, type MessageId, type MessageNotes } from '../../client/lib/i18n';
import ar from '../../shared/i18n/compiled/ar';
import en from '../../shared/i18n/compiled/en';
import es from '../../shared/i18n/compiled/es';
import { type CompiledMessage, formatMessage } from '../../shared/i18n/format';
import { DEFAULT_LOCALE, INITIALLY_ENABLED, type LocaleCode, localeInfo } from '../../shared/i18n/locales';

const CATALOGUES: Readonly<Record<LocaleCode, Partial<Record<string, CompiledMessage>>>> = { en, es, ar };

export const messageOf = (locale: LocaleCode, id: string): CompiledMessage | undefined => CATALOGUES[locale]?.[id] ?? CATALOGUES[DEFAULT_LOCALE]![id];

/** The I18n of a server render in `locale` (noting the messages it uses in `notes`), or of a mail. */
export const serverI18n = (locale: LocaleCode, enabled: readonly LocaleCode[] = INITIALLY_ENABLED, notes?: MessageNotes): I18n =>
  createI18n({ locale, enabled, lookup: (id) => messageOf(locale, id), notes });

/** The message `id` in `locale`, its placeholders filled (a mail's text). */
export function translate(locale: LocaleCode, id: MessageId, values?: Readonly<Record<string, string | number>>): string {
  return formatMessage(messageOf(locale, id) ?? id, values, localeInfo(locale).tag) as string;
}
