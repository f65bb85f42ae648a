// Interface strings on the server: every compiled catalogue (shared/i18n/compiled/, the mails' part too), for the server render and for
// mails. A message a translation lacks falls back to the default's (test/unit/i18n.test.ts keeps that from happening).
import { createI18n, type I18n, type MessageId, type MessageNotes } from '../../client/lib/i18n';
import ar from '../../shared/i18n/compiled/ar';
import arMail from '../../shared/i18n/compiled/ar.mail';
import en from '../../shared/i18n/compiled/en';
import enMail from '../../shared/i18n/compiled/en.mail';
import es from '../../shared/i18n/compiled/es';
import esMail from '../../shared/i18n/compiled/es.mail';
import { type CompiledMessage, formatMessage } from '../../shared/i18n/format';
import { DEFAULT_LOCALE, INITIALLY_ENABLED, type LocaleCode, localeInfo } from '../../shared/i18n/locales';

const CATALOGUES: Readonly<Record<LocaleCode, Partial<Record<string, CompiledMessage>>>> = {
  en: { ...en, ...enMail },
  es: { ...es, ...esMail },
  ar: { ...ar, ...arMail },
};

export const messageOf = (locale: LocaleCode, id: string): CompiledMessage | undefined => CATALOGUES[locale]?.[id] ?? CATALOGUES[DEFAULT_LOCALE]![id];

/** The I18n of a server render: it notes the messages the render uses, for the hydration data. */
export interface ServerI18n extends I18n {
  /** The same strings, not noted for the hydration data: inside static parts, which never hydrate. */
  quiet(): ServerI18n;
  /** The same strings, noted also as used by the kept part `id` (server/ssr/fragments.ts keeps them with its markup). */
  part(id: string): ServerI18n;
}

/**
 * The I18n of a server render in `locale`, or of a mail. With `notes`, it notes the messages the render uses: the
 * page's (for its hydration data) and each kept part's (filed with the part's markup, server/ssr/fragments.ts); a
 * static part's `quiet()` notes none (it never hydrates). Parts get theirs through server/ssr/part-strings.tsx.
 */
export function serverI18n(locale: LocaleCode, enabled: readonly LocaleCode[] = INITIALLY_ENABLED, notes?: MessageNotes): ServerI18n {
  const { tag, dir } = localeInfo(locale);
  const make = (note: ((id: string) => void) | null): ServerI18n => {
    const i18n: ServerI18n = {
      ...createI18n(
        {
          locale,
          tag,
          dir,
          enabled,
          lookup: (id) => {
            note?.(id);
            return messageOf(locale, id);
          },
        },
        formatMessage,
      ),
      quiet: () => (note ? (silent ??= make(null)) : i18n),
      part(id) {
        if (!notes || !note) return i18n;
        let ids = notes.parts.get(id);
        if (!ids) notes.parts.set(id, (ids = new Set()));
        const own = ids;
        return make((m) => {
          note(m);
          own.add(m);
        });
      },
    };
    return i18n;
  };
  let silent: ServerI18n | undefined;
  return make(notes ? (id) => notes.page.add(id) : null);
}

/** The message `id` in `locale`, its placeholders filled (a mail's text). */
export function translate(locale: LocaleCode, id: MessageId, values?: Readonly<Record<string, string | number>>): string {
  return formatMessage(messageOf(locale, id) ?? id, values, localeInfo(locale).tag) as string;
}
