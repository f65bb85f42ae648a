// The environment, checked once at boot: a bad or missing key stops the process with its name.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
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

const schema = z.object({
  NODE_ENV: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: optionalUrl,
  APP_NAME: z.string().trim().min(1).max(80).default(DEFAULT_APP_NAME),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('.data'),
  UPLOADS_DIR: z.string().min(1).default('uploads'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().optional(),
  CONTACT_EMAIL: z.string().optional(),
  OAUTH_PROVIDERS: z.string().default(''),
  SEED_DEMO: bool(true),
  PAGE_CACHE: bool(true),
  TRUST_PROXY: z.string().optional(),
  DOCUMENT_MAX_MB: z.coerce.number().positive().max(1024).default(10),
  DOCUMENT_QUOTA_MB: z.coerce.number().positive().max(100_000).default(200),
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
  trustProxy: boolean | number | string | undefined;
  /** Largest document a student may upload, and the total per student (bytes). */
  documentMaxBytes: number;
  documentQuotaBytes: number;
  /** The raw variables, for features that read their own keys (OAuth presets). */
  raw: NodeJS.ProcessEnv;
}

export class EnvError extends Error {}

function parseTrustProxy(value: string | undefined): Env['trustProxy'] {
  if (value === undefined || value === '') return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
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
  if (isProduction && !e.SESSION_SECRET) {
    throw new EnvError('Invalid environment: SESSION_SECRET is required in production (at least 32 characters).');
  }
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
    documentMaxBytes: Math.round(e.DOCUMENT_MAX_MB * 1024 * 1024),
    documentQuotaBytes: Math.round(e.DOCUMENT_QUOTA_MB * 1024 * 1024),
    raw: source,
  };
}
