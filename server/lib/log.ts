// The process's logger (pino): one JSON object per line on stdout in production (`time`, `level`, `msg`), short
// readable lines in development, warnings and errors only in tests. Nothing secret reaches a line: fields named like
// a secret are censored at any depth, and every string is scrubbed of query strings, bearer tokens and the token in
// a link's path (see `clean` and `scrub`).
import pino from 'pino';

type Level = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;
// Read through an alias: the server bundle defines process.env.NODE_ENV as "production" for React's sake only.
const vars = process.env;

/** Field names whose values are never written, at any depth. */
const SECRET_KEYS = [
  'password',
  'password_confirmation',
  'current_password',
  'token',
  'mfa_token',
  'recovery_code',
  'recovery_codes',
  'secret',
  'cookie',
  'cookies',
  'authorization',
  'set-cookie',
  'session_secret',
  'client_secret',
  'access_token',
  'refresh_token',
];
const CENSOR = '[redacted]';

/** Pages and calls whose last path segment is a one-time token. */
const TOKEN_PATH = /(\/(?:password\/reset|email\/verify|email\/confirm|account\/restore))\/[^/?#\s"']+/g;
/**
 * A consultation's manage link (`/consultation/<token>`, `/api/consultations/<token>/cancel`…): its segment after
 * `consultation(s)/` is the token, unless it is the slot list or a staff list's numeric id.
 */
const CONSULTATION_TOKEN_PATH = /(\/consultations?)\/(?!(?:slots|\d+)(?:[/?#\s"']|$))[^/?#\s"']+/g;
const tokensOut = (text: string) => text.replace(TOKEN_PATH, `$1/${CENSOR}`).replace(CONSULTATION_TOKEN_PATH, `$1/${CENSOR}`);
const QUERY = /(https?:\/\/[^\s?#"']*|(?<![\w.-])\/[^\s?#"']*)\?[^\s#"']*/g;
const BEARER = /\b(Bearer)\s+[^\s"',;]+/gi;

/** A text as it may be logged: no query strings, no bearer tokens, no token in a link's path. */
export function scrub(text: string): string {
  return tokensOut(text.replace(QUERY, '$1?[redacted]')).replace(BEARER, `$1 ${CENSOR}`);
}

/** A request's path for the log: without its query string, and without the token of a link that carries one. */
export function loggablePath(url: string | undefined): string {
  const raw = url ?? '/';
  const query = raw.indexOf('?');
  return tokensOut(query === -1 ? raw : raw.slice(0, query));
}

function clean(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrub(value);
  if (value instanceof Error) {
    const error: Fields = { type: value.name, message: scrub(value.message) };
    if (value.stack) error.stack = scrub(value.stack);
    const code = (value as { code?: unknown }).code;
    if (code !== undefined) error.code = code;
    return error;
  }
  if (depth >= 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  const out: Fields = {};
  for (const [key, item] of Object.entries(value)) out[key] = SECRET_KEYS.includes(key.toLowerCase()) ? CENSOR : clean(item, depth + 1);
  return out;
}

function levelFromEnv(): Level {
  const wanted = vars.LOG_LEVEL ?? (vars.NODE_ENV === 'test' ? 'warn' : 'info');
  return (['debug', 'info', 'warn', 'error'] as const).find((l) => l === wanted) ?? 'info';
}

const COLOURS: Record<string, string> = { debug: '\x1b[90m', info: '\x1b[36m', warn: '\x1b[33m', error: '\x1b[31m' };

/** Development lines: `12:04:05 info  GET /study 200 4 ms`, other lines with their fields as key=value. */
export function shortLine(entry: Fields, colour = false): string {
  const { time, level, msg, req_id: _id, ...rest } = entry;
  const clock = typeof time === 'string' ? time.slice(11, 19) : '';
  const name = String(level);
  const shownLevel = colour ? `${COLOURS[name] ?? ''}${name.padEnd(5)}\x1b[0m` : name.padEnd(5);
  if (msg === 'request') {
    const { method, path, status, ms, user_id } = rest as Fields;
    return `${clock} ${shownLevel} ${method} ${path} ${status} ${ms} ms${user_id ? ` user ${user_id}` : ''}\n`;
  }
  const extra = Object.entries(rest)
    .map(([key, value]) => {
      if (value && typeof value === 'object' && 'stack' in value) return `\n${String((value as { stack: unknown }).stack)}`;
      return ` ${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
    })
    .join('');
  return `${clock} ${shownLevel} ${msg}${extra}\n`;
}

/** Where lines go: stdout as JSON in production, or as short lines (pino writes JSON; this turns it back). */
function destination(production: boolean): pino.DestinationStream {
  if (production) return pino.destination({ dest: 1, sync: true });
  const colour = Boolean(process.stdout.isTTY);
  return {
    write(line: string) {
      try {
        process.stdout.write(shortLine(JSON.parse(line) as Fields, colour));
      } catch {
        process.stdout.write(line);
      }
    },
  };
}

/** A pino logger with the site's settings; `stream` replaces stdout (tests read the lines). */
export function createLogger(options: { level?: Level; production?: boolean; stream?: pino.DestinationStream } = {}): pino.Logger {
  const production = options.production ?? vars.NODE_ENV === 'production';
  return pino(
    {
      level: options.level ?? levelFromEnv(),
      base: undefined,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    options.stream ?? destination(production),
  );
}

let logger = createLogger();

/** Tests point the process's logger at a stream of their own (and back, with no argument). */
export function useLogger(next?: pino.Logger): void {
  logger = next ?? createLogger();
}

function write(level: Level, message: string, fields?: Fields): void {
  if (!logger.isLevelEnabled(level)) return;
  if (fields) logger[level](clean(fields) as Fields, scrub(message));
  else logger[level](scrub(message));
}

export interface RequestLine {
  req_id: string;
  method: string | undefined;
  /** From `loggablePath`. */
  path: string;
  status: number;
  ms: number;
  user_id?: number;
  /** The client went away before the answer was complete. */
  aborted?: true;
}

/** One line per HTTP request (server/http/request-log.ts): fields made safe by their maker, written as they are. */
export function logRequest(line: RequestLine): void {
  logger.info(line, 'request');
}

const THROTTLE_MS = 10_000;
const throttled = new Map<string, { until: number; suppressed: number }>();

export const log = {
  debug: (message: string, fields?: Fields) => write('debug', message, fields),
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, fields?: Fields) => write('error', message, fields),
  /** Whether lines of this level are written (the request log skips its work when they are not). */
  enabled: (level: Level) => logger.isLevelEnabled(level),
  /**
   * A warning that may repeat on every request while it lasts (the database is down): written at most once per
   * 10 seconds per message, with how many were left out since.
   */
  warnThrottled(message: string, fields?: Fields): void {
    const now = Date.now();
    const entry = throttled.get(message);
    if (entry && now < entry.until) {
      entry.suppressed += 1;
      return;
    }
    const suppressed = entry?.suppressed ?? 0;
    throttled.set(message, { until: now + THROTTLE_MS, suppressed: 0 });
    write('warn', message, suppressed ? { ...fields, suppressed } : fields);
  },
};
