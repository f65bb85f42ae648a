// The one runtime of interface strings, on the server and in the browser: it formats a message that
// `npm run i18n:compile` compiled from ICU MessageFormat with Lingui's compiler (@lingui/message-utils) into Lingui's
// compiled form (a string, or a list of text and `[name]`, `[name, 'plural' | 'selectordinal' | 'select', cases]`).
// It is @lingui/core's interpolation cut to what catalogues here use, about 400 bytes instead of 2.4 KB in the first
// load (decision 0044); test/unit/i18n.test.ts formats every message of every catalogue with both and fails when they
// differ, so an upgrade of Lingui that changes the compiled form is caught.
export type CompiledToken = string | [name: string] | [name: string, type: 'plural' | 'selectordinal' | 'select', cases: Record<string, CompiledMessage>];
export type CompiledMessage = string | CompiledToken[];
export type Catalogue = Readonly<Record<string, CompiledMessage>>;
export type MessageValues = Readonly<Record<string, unknown>>;

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

// Made when a message first needs one: decision 0029 measured Intl's constructors as costly in the first load.
function formatNumber(locale: string, value: number): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat([locale, 'en'])));
  return format.format(value);
}

function pluralCase(locale: string, type: 'plural' | 'selectordinal', value: number, cases: Record<string, CompiledMessage>): CompiledMessage | undefined {
  const key = `${type}:${locale}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules([locale, 'en'], { type: type === 'plural' ? 'cardinal' : 'ordinal' })));
  return cases[value] ?? cases[rules.select(value)] ?? cases.other;
}

/**
 * `message` with `values` in place: a string, or, when a value is not text (a link element), the list of its pieces.
 * A missing value is left out, as Lingui leaves it.
 */
export function formatMessage(message: CompiledMessage, values: MessageValues | undefined, locale: string): string | unknown[] {
  if (typeof message === 'string') return message;
  const pieces: unknown[] = [];
  let text = true;
  const put = (piece: unknown) => {
    if (piece === null || piece === undefined) return;
    if (typeof piece !== 'string' && typeof piece !== 'number') text = false;
    pieces.push(piece);
  };
  const walk = (tokens: CompiledMessage, count: number | null) => {
    if (typeof tokens === 'string') return put(tokens);
    for (const token of tokens) {
      if (typeof token === 'string') put(token === '#' && count !== null ? formatNumber(locale, count) : token);
      else if (token.length === 1) put(values?.[token[0]]);
      else {
        const [name, type, cases] = token;
        const value = values?.[name];
        if (type === 'select') {
          const chosen = cases[String(value)] ?? cases.other;
          if (chosen !== undefined) walk(chosen, null);
        } else {
          const n = Number(value);
          const chosen = pluralCase(locale, type, n, cases);
          if (chosen !== undefined) walk(chosen, n);
        }
      }
    }
  };
  walk(message, null);
  return text ? pieces.join('') : pieces;
}
