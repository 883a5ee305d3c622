import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.uploadsDir).toBe(`${config.dataDir}/uploads`);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('names every bad value in one clear message', () => {
    const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT="eighty": must be a number/);
    expect(load).toThrow(/DATABASE_URL="mysql:\/\/x": must be a postgres/);
    expect(load).toThrow(/PUBLIC_URL="not a url": must be an http/);
  });

  it('logs readable lines in the demo and JSON in a live salon, unless LOG_FORMAT says otherwise', () => {
    const live = { NODE_ENV: 'production', PUBLIC_URL: 'https://book.salon.example' };
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig(live).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ ...live, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT="text": must be pretty or json/);
  });

  it('gives staff sessions 12 idle hours and 7 days at most unless told otherwise', () => {
    expect(loadConfig({}).session).toEqual({ idleHours: 12, maxDays: 7, passwordLinkHours: 72 });
    expect(loadConfig({ SESSION_IDLE_HOURS: '1.5', SESSION_MAX_DAYS: '30', PASSWORD_LINK_HOURS: '24' }).session).toEqual({
      idleHours: 1.5,
      maxDays: 30,
      passwordLinkHours: 24,
    });
    expect(() => loadConfig({ SESSION_IDLE_HOURS: '0' })).toThrow(/SESSION_IDLE_HOURS="0": must be more than 0/);
    expect(() => loadConfig({ SESSION_MAX_DAYS: 'a week' })).toThrow(/SESSION_MAX_DAYS="a week": must be a number/);
  });

  it('takes the first admin account from ADMIN_EMAIL and ADMIN_PASSWORD together, never echoing the password', () => {
    expect(loadConfig({}).admin).toBeUndefined();
    expect(loadConfig({ ADMIN_EMAIL: 'jo@salon.example', ADMIN_PASSWORD: 'long-enough' }).admin).toEqual({
      email: 'jo@salon.example',
      password: 'long-enough',
    });
    expect(() => loadConfig({ ADMIN_EMAIL: 'jo@salon.example' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD: set both, or neither/);
    const short = () => loadConfig({ ADMIN_EMAIL: 'jo@salon.example', ADMIN_PASSWORD: 'short7!' });
    expect(short).toThrow(/ADMIN_PASSWORD=\(hidden\): Password must be at least 8 characters/);
    expect(short).not.toThrow(/short7!/);
  });

  it('uses Stripe only when both of its keys are set, and never echoes them', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    const both = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(loadConfig(both).stripe).toEqual({ secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc' });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both, or neither/,
    );
    const wrong = () => loadConfig({ ...both, STRIPE_SECRET_KEY: 'pk_test_public' });
    expect(wrong).toThrow(/STRIPE_SECRET_KEY=\(hidden\): must be a Stripe secret key/);
    expect(wrong).not.toThrow(/pk_test_public/);
  });

  it('texts through Twilio only when its three settings are set, and never echoes the token', () => {
    expect(loadConfig({}).twilio).toBeUndefined();
    const sid = `AC${'a1'.repeat(16)}`;
    const all = { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 'secret-token-0123456789', TWILIO_FROM: '+447700900001' };
    expect(loadConfig(all).twilio).toEqual({ accountSid: sid, authToken: 'secret-token-0123456789', from: '+447700900001' });
    expect(loadConfig({ ...all, TWILIO_FROM: 'Bella Salon' }).twilio?.from).toBe('Bella Salon');
    expect(loadConfig({ ...all, TWILIO_FROM: `MG${'b2'.repeat(16)}` }).twilio?.from).toBe(`MG${'b2'.repeat(16)}`);
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: sid })).toThrow(
      /TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: set all three, or none/,
    );
    expect(() => loadConfig({ ...all, TWILIO_FROM: 'A sender name far too long' })).toThrow(/TWILIO_FROM=.*alphanumeric sender ID/);
    const short = () => loadConfig({ ...all, TWILIO_AUTH_TOKEN: 'short' });
    expect(short).toThrow(/TWILIO_AUTH_TOKEN=\(hidden\)/);
  });

  it('limits booking attempts to 10 per address per minute unless told otherwise (0 turns it off)', () => {
    expect(loadConfig({}).bookingRateLimitPerMinute).toBe(10);
    expect(loadConfig({ BOOKING_RATE_LIMIT_PER_MINUTE: '0' }).bookingRateLimitPerMinute).toBe(0);
    expect(() => loadConfig({ BOOKING_RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(
      /BOOKING_RATE_LIMIT_PER_MINUTE="-1": must be 0 \(no limit\) or more/,
    );
  });

  it('gives a PostgreSQL connection 10 seconds unless told otherwise', () => {
    expect(loadConfig({}).databaseConnectTimeoutMs).toBe(10_000);
    expect(loadConfig({ DATABASE_CONNECT_TIMEOUT_SECONDS: '2.5' }).databaseConnectTimeoutMs).toBe(2_500);
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_SECONDS: '0' })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_SECONDS="0": must be more than 0/,
    );
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_SECONDS: 'soon' })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_SECONDS="soon": must be a number/,
    );
  });

  it('is the demo without NODE_ENV: demo data and test payments', () => {
    expect(loadConfig({})).toMatchObject({ live: false, demoData: true, testPayments: true });
  });

  const LIVE = { NODE_ENV: 'production', PUBLIC_URL: 'https://book.willowandrose.example' };

  it('is a live salon with NODE_ENV=production: no demo data and no test payments unless chosen', () => {
    expect(loadConfig(LIVE)).toMatchObject({
      live: true,
      demoData: false,
      testPayments: false,
      publicUrl: 'https://book.willowandrose.example',
    });
    expect(loadConfig({ ...LIVE, DEMO_DATA: 'true', TEST_PAYMENTS: 'yes' })).toMatchObject({
      live: true,
      demoData: true,
      testPayments: true,
    });
    expect(() => loadConfig({ ...LIVE, TEST_PAYMENTS: 'maybe' })).toThrow(/TEST_PAYMENTS="maybe": must be true or false/);
  });

  it('refuses to start a live salon without its https address, naming what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required when NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', TRUST_PROXY_HOPS: '1' })).toThrow(/PUBLIC_URL: required/);
    expect(() => loadConfig({ ...LIVE, PUBLIC_URL: 'http://book.willowandrose.example' })).toThrow(
      /must be https:\/\/ when NODE_ENV=production/,
    );
    expect(loadConfig({ ...LIVE, PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe('http://localhost:3000');
  });

  it('refuses a proxy set-up without PUBLIC_URL, where the cookie could not know it is served over https', () => {
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '1' })).toThrow(/TRUST_PROXY_HOPS is set, so the app runs behind a proxy: set PUBLIC_URL/);
    expect(loadConfig({ TRUST_PROXY_HOPS: '1', PUBLIC_URL: 'https://book.willowandrose.example' }).trustProxyHops).toBe(1);
  });

  it('refuses test payments and Stripe keys together', () => {
    expect(() => loadConfig({ TEST_PAYMENTS: 'true', STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
      /TEST_PAYMENTS and STRIPE_SECRET_KEY: choose one/,
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
