import path from 'node:path';
import { z } from 'zod';
import { NewPasswordSchema } from '../core/schemas/auth.schema.ts';

/**
 * The only reader of process.env (docs/conventions.md, Errors and input). Validated once at start-up: a bad value stops the
 * process with a message that names it, rather than failing later in a confusing way.
 */
/** Booking attempts per client address per minute when BOOKING_RATE_LIMIT_PER_MINUTE is unset (docs/decisions/0016). */
export const DEFAULT_BOOKING_RATE_LIMIT_PER_MINUTE = 10;
/**
 * How long a new PostgreSQL connection may take when DATABASE_CONNECT_TIMEOUT_SECONDS is unset (docs/decisions/0022):
 * a server that accepts the connection and never answers makes a request answer 503 after this, not hang.
 */
export const DEFAULT_DATABASE_CONNECT_TIMEOUT_SECONDS = 10;

/** How the log is written (docs/decisions/0022): readable lines for a person, or JSON lines for a log collector. */
export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** A yes/no setting: true/false, 1/0, yes/no or on/off. */
const SwitchSchema = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const EnvSchema = z.object({
  // 'production' is a live salon: no demo data, no test payments, no published password (docs/decisions/0019).
  NODE_ENV: z.string().optional(),
  // A live salon may opt into these for a public demo site; the demo (no NODE_ENV) has both.
  DEMO_DATA: SwitchSchema.optional(),
  TEST_PAYMENTS: SwitchSchema.optional(),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 to 65535' })
    .max(65535, { error: 'must be 0 to 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  // A PostgreSQL connection not made in this long fails, and the request answers 503 (docs/decisions/0022).
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .positive({ error: 'must be more than 0' })
    .max(300, { error: 'must be at most 300' })
    .default(DEFAULT_DATABASE_CONNECT_TIMEOUT_SECONDS),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // pretty: one readable line per request (the demo's default); json: pino's JSON lines for a log collector (live).
  LOG_FORMAT: z.enum(LOG_FORMATS, { error: 'must be pretty or json' }).optional(),
  SESSION_IDLE_HOURS: z.coerce
    .number({ error: 'must be a number' })
    .positive({ error: 'must be more than 0' })
    .max(24 * 365, { error: 'must be at most a year' })
    .default(12),
  SESSION_MAX_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .positive({ error: 'must be more than 0' })
    .max(365, { error: 'must be at most 365' })
    .default(7),
  // A new member of staff's set-password link (issue 18) works once, for this many hours.
  PASSWORD_LINK_HOURS: z.coerce
    .number({ error: 'must be a number' })
    .positive({ error: 'must be more than 0' })
    .max(24 * 30, { error: 'must be at most 30 days' })
    .default(72),
  // How many reverse proxies stand in front of the app; their X-Forwarded-For is believed, nobody else's.
  TRUST_PROXY_HOPS: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 or more' })
    .max(10, { error: 'must be at most 10' })
    .default(0),
  // The first staff account, created on start only while there is none (docs/decisions/0006).
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: NewPasswordSchema.optional(),
  // Real payments through Stripe when both are set; the offline test provider otherwise (docs/decisions/0010).
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, { error: 'must be a Stripe secret key (sk_… or rk_…)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, { error: 'must be a Stripe webhook signing secret (whsec_…)' })
    .optional(),
  // Booking attempts (POST /api/appointments, /api/checkout/create-session) per client address per minute; 0 = no limit.
  BOOKING_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 (no limit) or more' })
    .max(10_000, { error: 'must be at most 10000' })
    .default(DEFAULT_BOOKING_RATE_LIMIT_PER_MINUTE),
  // E-mail goes out over SMTP when set; otherwise messages are only stored for the Outbox (docs/decisions/0013).
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, { error: "must be an e-mail address, or 'Name <address>'" })
    .optional(),
  // Texts to clients through Twilio when all three are set; otherwise texts are only stored for the Outbox (docs/decisions/0035).
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, { error: 'must be a Twilio Account SID (AC followed by 32 hex digits)' })
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, { error: 'must be the Twilio auth token' }).optional(),
  /** an E.164 number (+447…), an alphanumeric sender ID (up to 11 letters, digits or spaces), or a messaging service SID (MG…) */
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9][0-9]{6,14}|MG[0-9a-fA-F]{32}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11})$/, {
      error:
        'must be a number in international form (+447…), an alphanumeric sender ID of up to 11 characters, or a messaging service SID (MG…)',
    })
    .optional(),
});

export interface AppConfig {
  /** NODE_ENV=production: a live salon. Otherwise the demo (README command 1). */
  live: boolean;
  /** an empty database gets the demo salon and the demo account (whose password is published) */
  demoData: boolean;
  /** without Stripe keys, online payments go through the offline test provider (no money moves) */
  testPayments: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** the embedded database's files (DATA_DIR/pglite), kept apart from uploads so either can be backed up alone */
  pgliteDir: string;
  databaseUrl: string | undefined;
  /** how long a new PostgreSQL connection may take before the request it serves answers 503 */
  databaseConnectTimeoutMs: number;
  publicUrl: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** pretty in the demo, json in a live salon, unless LOG_FORMAT says otherwise */
  logFormat: LogFormat;
  session: SessionLifetimes;
  /** reverse proxies in front of the app (0: the client's own address is used) */
  trustProxyHops: number;
  /** ADMIN_EMAIL + ADMIN_PASSWORD, when both are set */
  admin: { email: string; password: string } | undefined;
  /** where the built web app is; absent in API-only tests */
  webDistDir: string | undefined;
  /** where images were stored before they moved into the database (docs/decisions/0020): imported once at start-up */
  uploadsDir: string;
  /** STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET when both are set; without them, the offline test provider or none (testPayments) */
  stripe: StripeSettings | undefined;
  /** booking attempts allowed per client address per minute; 0 turns the limit off */
  bookingRateLimitPerMinute: number;
  /** SMTP_URL and the From header; undefined keeps e-mail in the Outbox only */
  smtp: { url: string; from: string } | undefined;
  /** TWILIO_ACCOUNT_SID + TWILIO_AUTH_TOKEN + TWILIO_FROM; undefined keeps texts in the Outbox only */
  twilio: TwilioSettings | undefined;
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** a number or sender ID (`from`), or a messaging service (`messagingServiceSid`) */
  from: string;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
}

/** How long a staff session lasts without use, and at most (docs/decisions/0006). */
export interface SessionLifetimes {
  idleHours: number;
  maxDays: number;
  /** a set-password link works once, for this many hours (docs/decisions/0029) */
  passwordLinkHours: number;
}

export class ConfigError extends Error {}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A live salon must say where customers reach it: the address goes into e-mail links, and its https turns on
 * the Secure session cookie and HSTS. Guessing it from a proxy's headers would fail silently, so refuse instead.
 */
function checkLiveAddress(publicUrl: string | undefined): void {
  if (publicUrl === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: required when NODE_ENV=production. Set it to the https address customers use ' +
        '(e.g. https://book.yoursalon.co.uk): it goes into e-mail links and makes the staff sign-in cookie Secure.',
    );
  }
  const url = new URL(publicUrl);
  if (url.protocol !== 'https:' && !LOCAL_HOSTS.has(url.hostname)) {
    throw new ConfigError(
      `Invalid configuration:\n  PUBLIC_URL=${JSON.stringify(publicUrl)}: must be https:// when NODE_ENV=production ` +
        '(staff passwords and sessions must not cross the network in clear); only http://localhost is allowed, for trying it on one machine.',
    );
  }
}

const SECRETS = new Set(['ADMIN_PASSWORD', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL', 'TWILIO_AUTH_TOKEN']);
const TWILIO_KEYS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings mean "unset", as in most .env conventions.
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(defined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // A secret is never echoed, not even a wrong one: start-up output ends up in logs.
      const shown = SECRETS.has(name) ? '(hidden)' : JSON.stringify(env[name]);
      return `  ${name}=${shown}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD: set both, or neither');
  }
  if ((e.STRIPE_SECRET_KEY === undefined) !== (e.STRIPE_WEBHOOK_SECRET === undefined)) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both, or neither');
  }
  const twilioSet = TWILIO_KEYS.filter((key) => e[key] !== undefined);
  if (twilioSet.length > 0 && twilioSet.length < TWILIO_KEYS.length) {
    throw new ConfigError(`Invalid configuration:\n  ${TWILIO_KEYS.join(', ')}: set all three, or none`);
  }
  const live = e.NODE_ENV === 'production';
  if (live) checkLiveAddress(e.PUBLIC_URL);
  if (e.TRUST_PROXY_HOPS > 0 && e.PUBLIC_URL === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  TRUST_PROXY_HOPS is set, so the app runs behind a proxy: set PUBLIC_URL to the address customers use ' +
        '(its https makes the staff sign-in cookie Secure and turns on HSTS).',
    );
  }
  if (e.TEST_PAYMENTS === true && e.STRIPE_SECRET_KEY) {
    throw new ConfigError('Invalid configuration:\n  TEST_PAYMENTS and STRIPE_SECRET_KEY: choose one way to take payments');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    live,
    demoData: e.DEMO_DATA ?? !live,
    testPayments: e.TEST_PAYMENTS ?? !live,
    port: e.PORT,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    host: e.HOST,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    databaseUrl: e.DATABASE_URL,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (live ? 'json' : 'pretty'),
    session: { idleHours: e.SESSION_IDLE_HOURS, maxDays: e.SESSION_MAX_DAYS, passwordLinkHours: e.PASSWORD_LINK_HOURS },
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    webDistDir: path.resolve('dist/web'),
    uploadsDir: path.join(dataDir, 'uploads'),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : undefined,
    bookingRateLimitPerMinute: e.BOOKING_RATE_LIMIT_PER_MINUTE,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM ?? `Salon bookings <bookings@${new URL(publicUrl).hostname}>` } : undefined,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM }
        : undefined,
  };
}

/**
 * The environment for a child process (the database's client tools): this process's own, passed through, not read
 * as configuration, with `extra` on top.
 */
export function childEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
