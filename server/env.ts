// The environment, checked once at boot: a bad or missing key stops the process with its name.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import * as z from 'zod';
import { RETENTION_WARNING_DAYS } from '../shared/privacy';
import { DEFAULT_APP_NAME } from '../shared/site';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const optionalHttpUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// address' }).optional());

const schema = z.object({
  NODE_ENV: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: optionalHttpUrl,
  APP_NAME: z.string().trim().min(1).max(80).default(DEFAULT_APP_NAME),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('.data'),
  UPLOADS_DIR: z.string().min(1).default('uploads'),
  SESSION_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().optional(),
  CONTACT_EMAIL: z.string().optional(),
  OAUTH_PROVIDERS: z.string().default(''),
  SEED_DEMO: bool(true),
  PAGE_CACHE: bool(true),
  TRUST_PROXY: z.string().optional(),
  DOCUMENT_MAX_MB: z.coerce.number().positive().max(1024).default(10),
  DOCUMENT_QUOTA_MB: z.coerce.number().positive().max(100_000).default(200),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(10 * 60_000).default(25_000),
  ADMIN_MFA: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['required', 'optional']).optional()),
  ACCOUNT_DELETION_GRACE_DAYS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(365).default(7)),
  // The warning goes out 30 days before: a shorter period would warn after the fact.
  DOCUMENT_RETENTION_DAYS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(RETENTION_WARNING_DAYS + 1).max(36_500).default(730)),
  // Leads that never registered are erased this long after their last activity (decision 0046).
  LEAD_RETENTION_DAYS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(36_500).default(365)),
});

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  appUrl: string;
  appName: string;
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string;
  oauthProviders: string[];
  seedDemo: boolean;
  /** Keep anonymous visitors' pages ready to send (off: render every request). */
  pageCache: boolean;
  /**
   * Express's `trust proxy`: how many proxies in front (a hop count), or which addresses are ours; undefined: none,
   * the socket's address is the client's.
   */
  trustProxy: number | string | undefined;
  /** Cookies carry `Secure`: the site's address is https (whatever the hop from the proxy is). */
  secureCookies: boolean;
  /** How long a shutdown waits for requests in flight. */
  shutdownTimeoutMs: number;
  /** `required`: an admin without two-step sign-in may sign in and set it up, and nothing else of the portal. */
  adminMfa: 'required' | 'optional';
  /** Things worth an operator's attention that do not stop the start (logged once by the server). */
  warnings: string[];
  /** Largest document a student may upload, and the total per student (bytes). */
  documentMaxBytes: number;
  documentQuotaBytes: number;
  /** Days between a student's request to delete their account and its erasure (the link in the mail restores it). */
  accountDeletionGraceDays: number;
  /** Days without a sign-in after which a student's documents are erased (a warning goes out 30 days before). */
  documentRetentionDays: number;
  /** Days after its last activity that a lead that never registered is erased. */
  leadRetentionDays: number;
  /** The raw variables, for features that read their own keys (OAuth presets). */
  raw: NodeJS.ProcessEnv;
}

export class EnvError extends Error {}

/** Express's names for address ranges, accepted in TRUST_PROXY's list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(item: string): boolean {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: a hop count, or a comma list of proxy addresses and CIDR ranges. `true` would trust anyone. */
export function parseTrustProxy(value: string | undefined): Env['trustProxy'] {
  const given = value?.trim() ?? '';
  if (given === '' || given === 'false') return undefined;
  if (given === 'true') {
    throw new EnvError(
      'Invalid environment: TRUST_PROXY=true trusts every X-Forwarded-For, so any client could claim any address (and escape the attempt limits). ' +
        'Set the number of proxies in front of the site (TRUST_PROXY=1), or their addresses (TRUST_PROXY=10.0.0.0/8,192.168.1.5).',
    );
  }
  if (/^\d+$/.test(given)) return Number(given);
  const items = given.split(',').map((item) => item.trim()).filter(Boolean);
  const bad = items.filter((item) => !isAddressOrRange(item));
  if (bad.length || !items.length) {
    throw new EnvError(`Invalid environment: TRUST_PROXY must be a hop count or a comma list of addresses or CIDR ranges; not understood: ${bad.join(', ') || given}`);
  }
  return items.join(',');
}

/** Placeholders people leave in a secret. */
const PLACEHOLDER_SECRET = /change.?me|secret|password|example|default|replace|xxxxx/i;

/** A production secret must be long and look random: the XSRF tokens' strength is the secret's. */
function checkSessionSecret(secret: string | undefined): void {
  if (!secret) throw new EnvError('Invalid environment: SESSION_SECRET is required in production (at least 32 random characters, e.g. `openssl rand -base64 48`).');
  if (new Set(secret).size < 12 || PLACEHOLDER_SECRET.test(secret)) {
    throw new EnvError('Invalid environment: SESSION_SECRET looks like a placeholder, not a random value; make one with `openssl rand -base64 48`.');
  }
}

/** Outside production a secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function devSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const keys = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new EnvError(`Invalid environment: ${keys}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction) checkSessionSecret(e.SESSION_SECRET);
  const warnings: string[] = [];
  if (isProduction && !e.APP_URL) warnings.push(`APP_URL is not set: links in e-mails and OAuth callbacks point at http://localhost:${e.PORT}.`);
  if (isProduction && !e.SMTP_URL) warnings.push('SMTP_URL is not set: e-mail is not sent but kept as files in DATA_DIR/mail.');
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const host = new URL(appUrl).hostname;
  const mailDomain = host.includes('.') ? host : 'meridianstudy.example';
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    appUrl,
    appName: e.APP_NAME,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadsDir: path.resolve(e.UPLOADS_DIR),
    sessionSecret: e.SESSION_SECRET ?? devSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM || `${e.APP_NAME} <no-reply@${mailDomain}>`,
    contactEmail: e.CONTACT_EMAIL || `admissions@${mailDomain}`,
    oauthProviders: e.OAUTH_PROVIDERS.split(',')
      .map((p) => p.trim().toLowerCase())
      .filter(Boolean),
    seedDemo: e.SEED_DEMO,
    pageCache: e.PAGE_CACHE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    secureCookies: appUrl.startsWith('https:'),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    adminMfa: e.ADMIN_MFA ?? (isProduction ? 'required' : 'optional'),
    warnings,
    documentMaxBytes: Math.round(e.DOCUMENT_MAX_MB * 1024 * 1024),
    documentQuotaBytes: Math.round(e.DOCUMENT_QUOTA_MB * 1024 * 1024),
    accountDeletionGraceDays: e.ACCOUNT_DELETION_GRACE_DAYS,
    documentRetentionDays: e.DOCUMENT_RETENTION_DAYS,
    leadRetentionDays: e.LEAD_RETENTION_DAYS,
    raw: source,
  };
}
