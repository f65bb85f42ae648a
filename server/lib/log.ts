// A small levelled logger: readable lines in development, one JSON object per line in production.

type Level = 'debug' | 'info' | 'warn' | 'error';
// Read through an alias: the server bundle defines process.env.NODE_ENV as "production" for React's sake only.
const vars = process.env;
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  const wanted = (vars.LOG_LEVEL ?? (vars.NODE_ENV === 'test' ? 'warn' : 'info')) as Level;
  return order[wanted] ?? order.info;
}

function serialise(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (order[level] < threshold()) return;
  const stream = level === 'error' || level === 'warn' ? process.stderr : process.stdout;
  if (vars.NODE_ENV === 'production') {
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level, message };
    for (const [key, value] of Object.entries(fields ?? {})) entry[key] = serialise(value);
    stream.write(`${JSON.stringify(entry)}\n`);
    return;
  }
  let line = `[${level}] ${message}`;
  for (const [key, value] of Object.entries(fields ?? {})) {
    const shown = value instanceof Error ? (value.stack ?? value.message) : typeof value === 'string' ? value : JSON.stringify(value);
    line += ` ${key}=${shown}`;
  }
  stream.write(`${line}\n`);
}

const THROTTLE_MS = 10_000;
const throttled = new Map<string, { until: number; suppressed: number }>();

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
  /**
   * A warning that may repeat on every request while it lasts (the database is down): written at most once per
   * 10 seconds per message, with how many were left out since.
   */
  warnThrottled(message: string, fields?: Record<string, unknown>): void {
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
