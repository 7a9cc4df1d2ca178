import { describe, expect, it } from 'vitest';
import { loadConfig, parseJobPeriods, parseTrustProxy } from './config.js';

const postgres = { DATABASE_URL: 'postgres://db/raktsetu', JWT_SECRET: 'x'.repeat(40) };

describe('configuration', () => {
  it('believes no proxy unless told which: a hop count or the proxies’ addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16')).toEqual(['10.0.0.5', '10.1.0.0/16']);
    expect(() => parseTrustProxy('true')).toThrow(/hop count or the proxy addresses/);
  });

  it('on PostgreSQL without SMTP it refuses to start unless an admins-only outbox is asked for', () => {
    expect(() => loadConfig({ ...postgres })).toThrow(/SMTP_URL is not set/);
    expect(loadConfig({ ...postgres, MAIL_OUTBOX: 'true' }).outbox).toBe('admins');
    expect(loadConfig({ ...postgres, SMTP_URL: 'smtp://mail:587' }).outbox).toBe('off');
  });

  it('the embedded demo keeps its outbox open to read', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/raktsetu-config-test' }).outbox).toBe('demo');
  });

  it('flood limits can be set, and nonsense is refused at start', () => {
    const config = loadConfig({ ...postgres, MAIL_OUTBOX: 'true', RATE_LIMIT_PER_ADDRESS: '50' });
    expect(config.rateLimit).toEqual({ perAccount: 1200, perAddress: 50 });
    expect(() => loadConfig({ ...postgres, MAIL_OUTBOX: 'true', RATE_LIMIT_PER_ACCOUNT: 'lots' })).toThrow();
  });

  it('scheduled jobs keep their own periods unless JOB_PERIODS names a known job and a whole number', () => {
    expect(parseJobPeriods(undefined)).toEqual({});
    expect(parseJobPeriods('mail-delivery=200, housekeeping=60000')).toEqual({
      'mail-delivery': 200,
      housekeeping: 60000,
    });
    expect(() => parseJobPeriods('reminders=1000')).toThrow(/unknown job "reminders"/);
    expect(() => parseJobPeriods('mail-delivery=')).toThrow(/whole number/);
    expect(() => parseJobPeriods('housekeeping=0.5')).toThrow(/whole number/);
  });
});
