// The environment checked at start: production settings that would make the site unsafe stop it with a reason.
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { EnvError, loadEnv, parseTrustProxy } from '../../server/env';

const dataDir = path.join(os.tmpdir(), `env-test-${process.pid}`);
const production = (vars: Record<string, string> = {}) =>
  loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, SESSION_SECRET: 'mJ8x2Qv7Lr4TzW9pKc3Hn6Yb1Fd5Sg0Ae-Uo_iXw', ...vars });

describe('the environment at start', () => {
  it('refuses TRUST_PROXY=true and says why', () => {
    expect(() => parseTrustProxy('true')).to.throw(EnvError, /any client could claim any address/);
    expect(() => production({ TRUST_PROXY: 'true' })).to.throw(EnvError, /TRUST_PROXY=1/);
  });

  it('takes a hop count or a list of proxy addresses and ranges, and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).to.equal(undefined);
    expect(parseTrustProxy('')).to.equal(undefined);
    expect(parseTrustProxy('false')).to.equal(undefined);
    expect(parseTrustProxy('1')).to.equal(1);
    expect(parseTrustProxy('2')).to.equal(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5 ,fd00::/8,loopback')).to.equal('10.0.0.0/8,192.168.1.5,fd00::/8,loopback');
    for (const bad of ['yes', '10.0.0.0/33', '300.1.1.1', 'proxy.example.com', '1.2.3.4/8/9', '::1/129', ',']) {
      expect(() => parseTrustProxy(bad), bad).to.throw(EnvError, /TRUST_PROXY/);
    }
  });

  it('in production, needs a SESSION_SECRET that is long and not a placeholder', () => {
    expect(() => production({ SESSION_SECRET: '' })).to.throw(EnvError, /SESSION_SECRET is required/);
    expect(() => production({ SESSION_SECRET: 'short-secret' })).to.throw(EnvError, /SESSION_SECRET/);
    expect(() => production({ SESSION_SECRET: 'a'.repeat(40) })).to.throw(EnvError, /placeholder/);
    expect(() => production({ SESSION_SECRET: 'change-me-please-to-something-secret-0123' })).to.throw(EnvError, /placeholder/);
    expect(production().sessionSecret).to.equal('mJ8x2Qv7Lr4TzW9pKc3Hn6Yb1Fd5Sg0Ae-Uo_iXw');
  });

  it('needs APP_URL to be an absolute http(s) address, and makes cookies Secure exactly when it is https', () => {
    for (const bad of ['study.example', '/relative', 'ftp://study.example']) {
      expect(() => production({ APP_URL: bad }), bad).to.throw(EnvError, /APP_URL/);
    }
    expect(production({ APP_URL: 'https://study.example' }).secureCookies).to.equal(true);
    expect(production({ APP_URL: 'http://study.example' }).secureCookies).to.equal(false);
  });

  it('warns, without stopping, when production has no APP_URL or no SMTP_URL', () => {
    expect(production().warnings.join(' ')).to.match(/APP_URL is not set/).and.match(/SMTP_URL is not set/);
    expect(production({ APP_URL: 'https://study.example', SMTP_URL: 'smtp://mail.example:587' }).warnings).to.deep.equal([]);
  });

  it('reads SHUTDOWN_TIMEOUT_MS (25 s unless set) and refuses a bad one', () => {
    expect(production().shutdownTimeoutMs).to.equal(25_000);
    expect(production({ SHUTDOWN_TIMEOUT_MS: '5000' }).shutdownTimeoutMs).to.equal(5000);
    expect(() => production({ SHUTDOWN_TIMEOUT_MS: 'soon' })).to.throw(EnvError, /SHUTDOWN_TIMEOUT_MS/);
  });

  it('reads ACCOUNT_DELETION_GRACE_DAYS (7) and DOCUMENT_RETENTION_DAYS (730), and refuses a retention shorter than its 30-day warning', () => {
    expect(production().accountDeletionGraceDays).to.equal(7);
    expect(production().documentRetentionDays).to.equal(730);
    expect(production({ ACCOUNT_DELETION_GRACE_DAYS: '14', DOCUMENT_RETENTION_DAYS: '365' })).to.include({ accountDeletionGraceDays: 14, documentRetentionDays: 365 });
    expect(() => production({ DOCUMENT_RETENTION_DAYS: '30' })).to.throw(EnvError, /DOCUMENT_RETENTION_DAYS/);
    expect(() => production({ ACCOUNT_DELETION_GRACE_DAYS: '0' })).to.throw(EnvError, /ACCOUNT_DELETION_GRACE_DAYS/);
    expect(() => production({ ACCOUNT_DELETION_GRACE_DAYS: 'a week' })).to.throw(EnvError, /ACCOUNT_DELETION_GRACE_DAYS/);
  });

  it('reads LEAD_RETENTION_DAYS (365 unless set, at least 1)', () => {
    expect(production().leadRetentionDays).to.equal(365);
    expect(production({ LEAD_RETENTION_DAYS: '90' }).leadRetentionDays).to.equal(90);
    expect(production({ LEAD_RETENTION_DAYS: '' }).leadRetentionDays).to.equal(365);
    expect(() => production({ LEAD_RETENTION_DAYS: '0' })).to.throw(EnvError, /LEAD_RETENTION_DAYS/);
    expect(() => production({ LEAD_RETENTION_DAYS: 'a year' })).to.throw(EnvError, /LEAD_RETENTION_DAYS/);
  });
});
