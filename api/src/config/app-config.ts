import { isIP } from 'node:net';
import path from 'node:path';
import { isCommonPassword } from '../common/common-passwords';
import { CRASH_POINTS, type CrashPoint } from './crash-point';

/** Everything the API reads from its environment, validated once at start. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** A real MongoDB when set; otherwise the embedded engine persists under dataDir. */
  mongodbUri: string | undefined;
  dataDir: string;
  apiPublicUrl: string;
  shellPublicUrl: string;
  /** Origins allowed to make credentialed and state-changing requests. */
  allowedOrigins: string[];
  /**
   * Addresses or CIDR ranges of the proxies (load balancers) in front of the API. Only a connection from one
   * of them may name the client in X-Forwarded-For; with none, the header is ignored.
   */
  trustedProxies: string[];
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * `simulator` (the built-in checkout, for development and tests; never a default), `sandbox` or `live`.
   * The simulator lets whoever can reach it mark orders Paid, so it is on only when asked for by name, and
   * even then answers only requests from this machine.
   */
  paypalMode: 'simulator' | 'sandbox' | 'live';
  /**
   * Where IPN messages are posted back for validation, replacing PayPal's (or the simulator's) endpoint;
   * for tests and local PayPal stand-ins only, so it is refused in live mode.
   */
  paypalValidationUrl?: string;
  /**
   * How the shop takes payments: `paypal-standard` (the product description's posted form and IPN, the default) or
   * `paypal-orders` (PayPal's Orders v2 REST API, captured by the API and confirmed by signed webhooks).
   */
  paymentProvider: 'paypal-standard' | 'paypal-orders';
  /**
   * Orders v2: the REST app's credentials and the id of its webhook (PayPal's verify call needs it). The
   * simulator has its own, so they are required only in sandbox and live mode.
   */
  paypalClientId?: string;
  paypalClientSecret?: string;
  paypalWebhookId?: string;
  /** Orders v2: another REST base URL than PayPal's (or the simulator's), for local stand-ins; refused in live mode. */
  paypalApiUrl?: string;
  /**
   * The checkout simulator's waits before each resend of an IPN that got no 200, as PayPal resends (up to 15 times
   * over about four days); a setting so that tests choose it and drive the resends with their own clock.
   */
  simulatorIpnResendDelaysMs: readonly number[];
  /** Attempts per minute allowed per IP and per e-mail on sign-in, registration and reset. */
  authRateLimitPerMinute: number;
  /** Days the audit log keeps a line. */
  auditRetentionDays: number;
  /** How long after an admin's first sign-in the back office stays open to them without a second sign-in step. */
  adminSecondFactorGraceMs: number;
  /** How many published versions of a content record history keeps, and for how many days (the newest always stays). */
  contentHistoryVersions: number;
  contentHistoryDays: number;
  /**
   * The sha256 (hex) of the deploy token the release CLI sends as `Authorization: Bearer <token>`; without it only
   * a signed-in admin may release. The token itself is never stored.
   */
  releaseDeployTokenSha256?: string;
  logJson: boolean;
  /** Serve the OpenAPI page at /docs; off in production unless API_DOCS=true. */
  apiDocs: boolean;
  /**
   * Where Prometheus reads the metrics (`/metrics`): a port of its own, never the public one, on 127.0.0.1 unless
   * METRICS_HOST says otherwise. Without METRICS_PORT nothing is measured or served.
   */
  metrics?: { port: number; host: string };
  /**
   * On SIGTERM: how long the instance keeps serving while it reports not ready (so a load balancer stops sending it
   * requests first), and how long it may take in all, finishing what it has, before it exits anyway.
   */
  shutdownDrainMs: number;
  shutdownGraceMs: number;
  /**
   * How long a stored IPN waits before the retry sweep processes it again: longer than any first processing can
   * take, so two processes never work on one message; a setting so that a test restarting a killed API need not wait.
   */
  ipnRetryAfterMs: number;
  /**
   * How long a process holds a mail it took (renewed before each try and each wait): a mail whose holder died is
   * taken by another process this long after it was last renewed. Longer than any one send should take, since a
   * send still running when its lease ends may be repeated by the next holder.
   */
  mailLeaseMs: number;
  /** Tests only (NODE_ENV=test): the crash point at which the process kills itself (CrashPoints). */
  crashPoint?: CrashPoint;
}

const DAY_MS = 86_400_000;
const DURATION_UNIT_MS = { d: DAY_MS, h: 3_600_000, m: 60_000, s: 1000 } as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the environment; throws one ConfigError naming every bad variable. */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Growing waits, 15 resends over four days: how PayPal resends a notification that got no 200. */
export const PAYPAL_IPN_RESEND_DELAYS_MS: readonly number[] = [
  ...[1, 2, 4, 8, 16, 32].map((minutes) => minutes * MINUTE_MS),
  ...[1, 2, 4, 8, 8, 12, 16, 20, 24].map((hours) => hours * HOUR_MS),
];

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const problems: string[] = [];
  const read = new EnvReader(env, problems);

  const nodeEnv = read.oneOf('NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const port = read.port('PORT', 4000);
  const apiPublicUrl = read.url('API_PUBLIC_URL', `http://127.0.0.1:${port}`);
  const shellPublicUrl = read.url('SHELL_PUBLIC_URL', 'http://127.0.0.1:8080');
  const allowedOrigins = read.originList('ALLOWED_ORIGINS', [new URL(shellPublicUrl).origin]);
  const adminEmail = read.optional('ADMIN_EMAIL');
  const adminPassword = read.optional('ADMIN_PASSWORD');
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (adminPassword !== undefined && adminPassword.length < 6) {
    problems.push('ADMIN_PASSWORD must be at least 6 characters');
  }
  if (nodeEnv === 'production' && adminPassword !== undefined && isCommonPassword(adminPassword)) {
    problems.push("ADMIN_PASSWORD is the demo admin's or a commonly used password, which production refuses");
  }

  const config: AppConfig = {
    nodeEnv,
    host: read.optional('HOST') ?? '127.0.0.1',
    port,
    mongodbUri: read.mongoUri('MONGODB_URI'),
    dataDir: path.resolve(cwd, read.optional('DATA_DIR') ?? 'data'),
    apiPublicUrl,
    shellPublicUrl,
    allowedOrigins,
    trustedProxies: read.addressList('TRUSTED_PROXIES'),
    adminEmail: adminEmail?.trim().toLowerCase(),
    adminPassword,
    seedDemo: read.boolean('SEED_DEMO', nodeEnv !== 'production'),
    smtpUrl: read.optional('SMTP_URL'),
    mailFrom: read.optional('MAIL_FROM') ?? 'Agency <no-reply@agency.local>',
    // Production takes real payments unless told otherwise; the simulator only ever by PAYPAL_MODE=simulator.
    paypalMode: read.oneOf(
      'PAYPAL_MODE',
      ['simulator', 'sandbox', 'live'] as const,
      nodeEnv === 'production' ? 'live' : 'sandbox',
    ),
    paypalValidationUrl: read.optional('PAYPAL_VALIDATION_URL') && read.url('PAYPAL_VALIDATION_URL', ''),
    paymentProvider: read.oneOf(
      'PAYMENT_PROVIDER',
      ['paypal-standard', 'paypal-orders'] as const,
      'paypal-standard',
    ),
    paypalClientId: read.optional('PAYPAL_CLIENT_ID'),
    paypalClientSecret: read.optional('PAYPAL_CLIENT_SECRET'),
    paypalWebhookId: read.optional('PAYPAL_WEBHOOK_ID'),
    paypalApiUrl: read.optional('PAYPAL_API_URL') && read.url('PAYPAL_API_URL', ''),
    simulatorIpnResendDelaysMs: PAYPAL_IPN_RESEND_DELAYS_MS,
    releaseDeployTokenSha256: read.sha256('RELEASE_DEPLOY_TOKEN_SHA256'),
    logJson: read.boolean('LOG_JSON', nodeEnv === 'production'),
    apiDocs: read.boolean('API_DOCS', nodeEnv !== 'production'),
    authRateLimitPerMinute: read.positiveInteger('AUTH_RATE_LIMIT_PER_MINUTE', 10),
    auditRetentionDays: read.positiveInteger('AUDIT_RETENTION_DAYS', 365),
    adminSecondFactorGraceMs: read.duration('ADMIN_2FA_REQUIRED_AFTER', 14 * DAY_MS),
    contentHistoryVersions: read.positiveInteger('CONTENT_HISTORY_VERSIONS', 50),
    contentHistoryDays: read.positiveInteger('CONTENT_HISTORY_DAYS', 365),
    metrics: read.optional('METRICS_PORT')
      ? { port: read.port('METRICS_PORT', 0), host: read.optional('METRICS_HOST') ?? '127.0.0.1' }
      : undefined,
    shutdownDrainMs: read.wholeNumber('SHUTDOWN_DRAIN_MS', nodeEnv === 'production' ? 5000 : 0),
    shutdownGraceMs: read.positiveInteger('SHUTDOWN_GRACE_MS', 25_000),
    ipnRetryAfterMs: read.duration('IPN_RETRY_AFTER', 2 * MINUTE_MS),
    mailLeaseMs: read.duration('MAIL_LEASE', 30_000),
    crashPoint:
      nodeEnv === 'test' && read.optional('API_CRASH_POINT')
        ? read.oneOf('API_CRASH_POINT', CRASH_POINTS, CRASH_POINTS[0])
        : undefined,
  };
  if (config.metrics && config.metrics.port === config.port && config.port !== 0) {
    problems.push('METRICS_PORT must differ from PORT: the metrics are never served on the public port');
  }
  if (config.shutdownDrainMs >= config.shutdownGraceMs) {
    problems.push('SHUTDOWN_DRAIN_MS must be shorter than SHUTDOWN_GRACE_MS');
  }
  if (config.paypalMode === 'live' && config.paypalValidationUrl) {
    problems.push(
      'PAYPAL_VALIDATION_URL cannot be set in live mode: IPN messages are validated by PayPal itself',
    );
  }
  if (config.paypalMode === 'live' && config.paypalApiUrl) {
    problems.push('PAYPAL_API_URL cannot be set in live mode: live payments go to PayPal itself');
  }
  if (config.paymentProvider === 'paypal-orders' && config.paypalMode !== 'simulator') {
    const missing = (['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] as const).filter(
      (name) => !read.optional(name),
    );
    if (missing.length > 0)
      problems.push(`PAYMENT_PROVIDER=paypal-orders needs ${missing.join(', ')} outside the simulator`);
  }
  if (nodeEnv === 'production' && config.seedDemo && !adminEmail) {
    problems.push(
      "SEED_DEMO in production needs ADMIN_EMAIL and ADMIN_PASSWORD: the demo admin's password is public",
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

class EnvReader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  optional(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  port(name: string, fallback: number): number {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > 65535) {
      this.problems.push(`${name} must be a port number between 0 and 65535, got "${raw}"`);
      return fallback;
    }
    return value;
  }

  positiveInteger(name: string, fallback: number): number {
    return this.integer(name, fallback, 1, 'a positive integer');
  }

  wholeNumber(name: string, fallback: number): number {
    return this.integer(name, fallback, 0, 'a whole number (0 or more)');
  }

  private integer(name: string, fallback: number, min: number, kind: string): number {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) {
      this.problems.push(`${name} must be ${kind}, got "${raw}"`);
      return fallback;
    }
    return value;
  }

  /** A duration as a number and a unit: `14d`, `36h`, `90m`, `30s`; `0` means at once. */
  duration(name: string, fallbackMs: number): number {
    const raw = this.optional(name);
    if (raw === undefined) return fallbackMs;
    if (raw === '0') return 0;
    const match = /^(\d+)\s*([dhms])$/.exec(raw);
    if (!match) {
      this.problems.push(`${name} must be a duration like 14d, 36h, 90m or 30s (or 0), got "${raw}"`);
      return fallbackMs;
    }
    return Number(match[1]) * DURATION_UNIT_MS[match[2] as keyof typeof DURATION_UNIT_MS];
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.optional(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['true', '1', 'yes'].includes(raw)) return true;
    if (['false', '0', 'no'].includes(raw)) return false;
    this.problems.push(`${name} must be true or false, got "${raw}"`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
    return fallback;
  }

  url(name: string, fallback: string): string {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    if (!isHttpUrl(raw)) {
      this.problems.push(`${name} must be an absolute http(s) URL, got "${raw}"`);
      return fallback;
    }
    return raw.replace(/\/+$/, '');
  }

  originList(name: string, fallback: string[]): string[] {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    const entries = raw
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter(
      (entry) => !isHttpUrl(entry) || new URL(entry).origin !== entry.replace(/\/$/, ''),
    );
    if (entries.length === 0 || bad.length > 0) {
      this.problems.push(
        `${name} must be a comma-separated list of origins like https://example.com, got "${raw}"`,
      );
      return fallback;
    }
    return entries.map((entry) => new URL(entry).origin);
  }

  /** Comma-separated IP addresses or CIDR ranges (10.0.0.0/8, fd00::/8); empty when unset. */
  addressList(name: string): string[] {
    const raw = this.optional(name);
    if (raw === undefined) return [];
    const entries = raw
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (bad.length > 0) {
      this.problems.push(
        `${name} must be a comma-separated list of IP addresses or CIDR ranges like 10.0.0.0/8, got "${bad.join(', ')}"`,
      );
      return [];
    }
    return entries;
  }

  /** A sha256 digest as 64 hex digits (lower-cased), or undefined when unset. */
  sha256(name: string): string | undefined {
    const raw = this.optional(name);
    if (raw !== undefined && !/^[0-9a-f]{64}$/i.test(raw)) {
      this.problems.push(`${name} must be a sha256 digest of 64 hex digits`);
      return undefined;
    }
    return raw?.toLowerCase();
  }

  mongoUri(name: string): string | undefined {
    const raw = this.optional(name);
    if (raw !== undefined && !/^mongodb(\+srv)?:\/\/.+/.test(raw)) {
      this.problems.push(`${name} must start with mongodb:// or mongodb+srv://`);
      return undefined;
    }
    return raw;
  }
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
