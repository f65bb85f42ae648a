// The interface catalogues, compiled and committed: each locale's messages (ICU MessageFormat, in
// shared/i18n/messages/<locale>/<area>.json, written by people) become shared/i18n/compiled/<locale>.ts (and, for the
// mails, <locale>.mail.ts) in Lingui's
// compiled form, which shared/i18n/format.ts formats with no parser in the browser (decision 0044).
// test/unit/i18n.test.ts checks the compiled files are current and that every catalogue has every key of the
// default's, with the same placeholders.
//
//   npm run i18n:compile        write them
import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { AVAILABLE_LOCALES, DEFAULT_LOCALE } from '../shared/i18n/locales';
import type { CompiledMessage } from '../shared/i18n/format';

const ROOT = process.cwd();
export const MESSAGES_DIR = 'shared/i18n/messages';
export const COMPILED_DIR = 'shared/i18n/compiled';
/**
 * Areas of the default catalogue that stay in the default language (the staff's screens): other locales take their
 * messages as they are, so that every compiled catalogue still has every key.
 */
export const UNTRANSLATED_AREAS = ['staff.json'];
/** Areas only the server uses (the mails): compiled apart (shared/i18n/compiled/<locale>.mail.ts), never in the browser. */
export const SERVER_AREAS = ['mail.json'];

/** A locale's messages as written: every area file's keys, in file then key order. */
export function sourceMessages(locale: string): Map<string, { text: string; file: string }> {
  const dir = path.join(ROOT, MESSAGES_DIR, locale);
  const out = new Map<string, { text: string; file: string }>();
  for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : []) {
    const rel = `${MESSAGES_DIR}/${locale}/${file}`;
    const messages = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
    for (const [key, text] of Object.entries(messages)) {
      if (typeof text !== 'string') throw new Error(`${rel}: "${key}" is not a string`);
      const before = out.get(key);
      if (before) throw new Error(`${rel}: "${key}" is also in ${before.file}`);
      out.set(key, { text, file: rel });
    }
  }
  return out;
}

/**
 * Lingui's compiler gives a plural's cases an `offset` key, undefined when the message has none: dropped, as the
 * compiled file (JSON) drops it, so that a message's cases are its branches alone.
 */
function withoutUndefined(message: CompiledMessage): CompiledMessage {
  if (typeof message === 'string') return message;
  return message.map((token) => {
    if (typeof token === 'string' || token.length !== 3) return token;
    const [name, type, cases] = token;
    return [name, type, Object.fromEntries(Object.entries(cases).filter(([, branch]) => branch !== undefined).map(([key, branch]) => [key, withoutUndefined(branch)]))];
  }) as CompiledMessage;
}

/** A message in Lingui's compiled form, a plain string when it has no argument. */
export function compiled(text: string): CompiledMessage {
  const tokens = withoutUndefined(compileMessage(text) as CompiledMessage);
  return Array.isArray(tokens) && tokens.length === 1 && typeof tokens[0] === 'string' ? tokens[0] : tokens;
}

/** The messages of a locale the compiled catalogue has: the default's keys, with the untranslated areas copied in. */
function catalogueMessages(locale: string): Array<[string, { text: string; file: string }]> {
  const messages = sourceMessages(locale);
  const source = sourceMessages(DEFAULT_LOCALE);
  if (locale !== DEFAULT_LOCALE) {
    for (const [key, message] of source) if (UNTRANSLATED_AREAS.some((area) => message.file.endsWith(`/${area}`)) && !messages.has(key)) messages.set(key, message);
  }
  const keys = locale === DEFAULT_LOCALE ? [...messages.keys()] : [...source.keys()].filter((key) => messages.has(key));
  for (const key of messages.keys()) if (!keys.includes(key)) throw new Error(`${messages.get(key)!.file}: "${key}" is not in the default catalogue`);
  return keys.map((key) => [key, messages.get(key)!]);
}

const entries = (messages: Array<[string, { text: string }]>) => messages.map(([key, { text }]) => `  ${JSON.stringify(key)}: ${JSON.stringify(compiled(text))},`).join('\n');

const isServerArea = (file: string) => SERVER_AREAS.some((area) => file.endsWith(`/${area}`));

/**
 * A compiled module of a locale: `site`, every area but the server's (the browser fetches it, client/catalogues/), or
 * `mail`, the server's areas. The default's keys are the catalogue's: another locale's extra keys are refused. The
 * default's two modules name the messages (`MessageId`, the site's and the mails' together).
 */
export function compiledModule(locale: string, part: 'site' | 'mail' = 'site'): string {
  const body = entries(catalogueMessages(locale).filter(([, { file }]) => isServerArea(file) === (part === 'mail')));
  const name = part === 'mail' ? 'MailMessageId' : 'MessageId';
  const typed =
    locale === DEFAULT_LOCALE
      ? `const catalogue = {\n${body}\n} as const satisfies Catalogue;\n\n/** The name of an interface string${part === 'mail' ? ' of the mails' : ''}. */\nexport type ${name} = keyof typeof catalogue${part === 'mail' ? '' : ' | MailMessageId'};\n\nexport default catalogue;\n`
      : `const catalogue: Partial<Record<MessageId, CompiledMessage>> = {\n${body}\n};\n\nexport default catalogue;\n`;
  const imports =
    locale === DEFAULT_LOCALE
      ? `import type { Catalogue } from '../format';${part === 'mail' ? '' : "\nimport type { MailMessageId } from './en.mail';"}`
      : "import type { CompiledMessage } from '../format';\nimport type { MessageId } from './en';";
  const what = part === 'mail' ? 'the mails (the server alone reads them)' : 'all but the mails (the browser fetches it: client/catalogues/)';
  return `// Made by \`npm run i18n:compile\` from ${MESSAGES_DIR}/${locale}/ (decision 0044): do not edit. The catalogue's messages of\n// ${what}.\n${imports}\n\n${typed}`;
}

export const compiledFile = (locale: string, part: 'site' | 'mail' = 'site') => `${COMPILED_DIR}/${locale}${part === 'mail' ? '.mail' : ''}.ts`;

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.mkdirSync(path.join(ROOT, COMPILED_DIR), { recursive: true });
  for (const { code } of AVAILABLE_LOCALES) {
    for (const part of ['site', 'mail'] as const) {
      fs.writeFileSync(path.join(ROOT, compiledFile(code, part)), compiledModule(code, part));
      console.log(`wrote ${compiledFile(code, part)}`);
    }
  }
}
