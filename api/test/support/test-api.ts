import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { ContentResource } from '@agency/contracts';
import os from 'node:os';
import path from 'node:path';
import { getConnectionToken } from '@nestjs/mongoose';
import type { LoggerService } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Connection, mongo } from 'mongoose';
import { TEST_ADMIN_EMAIL } from '@agency/contracts/testing';
import { PAYPAL_IPN_RESEND_DELAYS_MS, type AppConfig } from '../../src/config/app-config';
import { createApi } from '../../src/create-api';
import { BackgroundTasks } from '../../src/background/background-tasks';
import { outboxDir } from '../../src/mail/mail.service';
import { MetricsEndpoint } from '../../src/metrics/metrics-endpoint';
import { MigrationsService, type MigrationSettings } from '../../src/migrations/migrations.service';
import { openTestDatabase, withOptions, type TestDatabase } from './test-database';

export const TEST_ADMIN = { email: TEST_ADMIN_EMAIL, password: 'admin-password' } as const;
export const SHELL_ORIGIN = 'http://shell.test';

// Tests read answers structurally (body.message, body[0]._id); typing every shape would only add noise.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface StartOptions {
  config?: Partial<AppConfig>;
  /**
   * A database to use: another TestApi's `database` (two API processes on one database), or one the test
   * controls (an engine it stops to simulate an outage). Otherwise a fresh one from `openTestDatabase`.
   */
  database?: Pick<TestDatabase, 'uri'>;
  /** Another content catalogue than the contracts' (a test adding a block). */
  catalogue?: readonly ContentResource[];
  /** Other migrations or another lease than the API's; `start` waits for them unless `awaitMigrations` is false. */
  migrations?: Partial<MigrationSettings>;
  awaitMigrations?: boolean;
  /** Where the API logs (none unless given): a test reading the log lines passes the API's own logger. */
  logger?: LoggerService;
}

/** The driver's own connection upkeep, not queries made for a request. */
const CONNECTION_UPKEEP = new Set([
  'hello',
  'ismaster',
  'isMaster',
  'ping',
  'buildInfo',
  'buildinfo',
  'endSessions',
]);

/**
 * The real API over real HTTP on a free port, against a real wire-protocol database: the MongoDB server of
 * `MONGODB_URI` when it is set, else the embedded engine.
 */
export class TestApi {
  private adminSession?: Promise<string>;
  private customerCount = 0;

  private constructor(
    readonly app: NestFastifyApplication,
    readonly url: string,
    readonly config: AppConfig,
    readonly database: Pick<TestDatabase, 'uri'>,
    private readonly owned: TestDatabase | undefined,
  ) {}

  static async start(options: StartOptions = {}): Promise<TestApi> {
    const owned = options.database ? undefined : await openTestDatabase();
    const database = options.database ?? owned!;
    const config: AppConfig = {
      nodeEnv: 'test',
      host: '127.0.0.1',
      port: 0,
      mongodbUri: undefined,
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'agency-api-')),
      apiPublicUrl: 'http://api.test',
      shellPublicUrl: SHELL_ORIGIN,
      allowedOrigins: [SHELL_ORIGIN],
      trustedProxies: [],
      adminEmail: TEST_ADMIN.email,
      adminPassword: TEST_ADMIN.password,
      seedDemo: false,
      smtpUrl: undefined,
      mailFrom: 'Agency <no-reply@agency.test>',
      paypalMode: 'simulator',
      paymentProvider: 'paypal-standard',
      simulatorIpnResendDelaysMs: PAYPAL_IPN_RESEND_DELAYS_MS,
      logJson: false,
      apiDocs: true,
      authRateLimitPerMinute: 1000,
      auditRetentionDays: 365,
      adminSecondFactorGraceMs: 14 * 86_400_000,
      contentHistoryVersions: 50,
      contentHistoryDays: 365,
      shutdownDrainMs: 0,
      shutdownGraceMs: 25_000,
      ipnRetryAfterMs: 2 * 60_000,
      mailLeaseMs: 30_000,
      ...options.config,
    };
    // Command monitoring lets tests observe the queries a request makes, on any server.
    const databaseUri = withOptions(database.uri, { monitorCommands: 'true' });
    const app = await createApi(config, {
      databaseUri,
      logger: options.logger ?? false,
      catalogue: options.catalogue,
      migrations: options.migrations,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    // They run in the background; tests that arranged older data read it migrated.
    if (options.awaitMigrations !== false) await app.get(MigrationsService).done();
    const address = app.getHttpServer().address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return new TestApi(app, `http://127.0.0.1:${port}`, config, database, owned);
  }

  /** The database the API under test uses, for arranging data other modules own and for checking what was stored. */
  get db(): Connection {
    return this.app.get<Connection>(getConnectionToken());
  }

  /** Where its metrics are served, when the test configured `metrics`. */
  get metricsUrl(): string {
    const url = this.app.get(MetricsEndpoint).url;
    if (!url) throw new Error('this API serves no metrics: start it with config.metrics');
    return url;
  }

  /** The commands this API sends to the database while `run` runs, as the driver reports them. */
  async commandsDuring(run: () => Promise<void>): Promise<mongo.CommandStartedEvent[]> {
    const client = this.db.getClient();
    const seen: mongo.CommandStartedEvent[] = [];
    const listener = (event: mongo.CommandStartedEvent) => seen.push(event);
    client.on('commandStarted', listener);
    try {
      await run();
    } finally {
      client.off('commandStarted', listener);
    }
    return seen;
  }

  /** The commands `run` caused other than the driver's connection upkeep: the queries made for requests. */
  async queriesDuring(run: () => Promise<void>): Promise<mongo.CommandStartedEvent[]> {
    return (await this.commandsDuring(run)).filter((event) => !CONNECTION_UPKEEP.has(event.commandName));
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async request<T = any>(pathname: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await fetch(`${this.url}${pathname}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      redirect: 'manual',
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (HTML pages, redirects): keep the text.
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  /** Logs in and returns the Cookie header value for later requests. */
  async login(email: string, password: string): Promise<string> {
    const response = await this.request('/auth/login', { method: 'POST', body: { email, password } });
    if (response.status !== 200)
      throw new Error(`login ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return sessionCookie(response.headers);
  }

  /** Registers (which answers alike for new and taken e-mails, with no session), then logs in as the site does. */
  async register(email: string, password = 'customer-password'): Promise<string> {
    const response = await this.request('/auth/register', { method: 'POST', body: { email, password } });
    if (response.status !== 202)
      throw new Error(`register ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return this.login(email, password);
  }

  /**
   * Registers, opens the verification link mailed to the address (proving it holds it), then logs in: what an
   * address holds (messages, subscription, an admin invitation) is the account's only after this.
   */
  async registerVerified(email: string, password = 'customer-password'): Promise<string> {
    const response = await this.request('/auth/register', { method: 'POST', body: { email, password } });
    if (response.status !== 202)
      throw new Error(`register ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
    const verified = await this.verifyFromOutbox(email);
    if (verified.body?.verified !== true) throw new Error(`verifying ${email} failed: ${verified.status}`);
    return this.login(email, password);
  }

  /** The configured admin's session, made once per TestApi. */
  adminCookie(): Promise<string> {
    this.adminSession ??= this.login(TEST_ADMIN.email, TEST_ADMIN.password);
    return this.adminSession;
  }

  /** A fresh customer account each call. */
  async customerCookie(): Promise<{ email: string; cookie: string }> {
    const email = `customer${++this.customerCount}-${Date.now()}@example.com`;
    return { email, cookie: await this.register(email) };
  }

  /** Resolves once the work requests left running after their answer (mail, notifications) has finished. */
  settled(): Promise<void> {
    return this.app.get(BackgroundTasks).idle();
  }

  /** Mails written to the outbox, newest last, with their plain-text and HTML parts. */
  outbox(): OutboxMail[] {
    const dir = outboxDir(this.config);
    let files: string[];
    try {
      files = readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .sort();
    } catch {
      return [];
    }
    return files.map((file) => {
      const mail = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      return {
        to: mail.envelope?.to?.[0] ?? mail.to?.[0]?.address,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      };
    });
  }

  /** The first link in the newest mail to an address, once the mail the requests so far queued has been written. */
  async linkFromOutbox(to: string): Promise<string> {
    await this.settled();
    const mail = this.outbox()
      .filter((m) => m.to === to)
      .pop();
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no link mailed to ${to}`);
    return link;
  }

  /**
   * Verifies an address as its mailed link does: the link opens the site's /verify-email page (never the API), which
   * asks the API's /auth/verify-email with the link's token for JSON.
   */
  async verifyFromOutbox(to: string): Promise<ApiResponse<{ verified: boolean }>> {
    const link = new URL(await this.linkFromOutbox(to));
    if (`${link.origin}${link.pathname}` !== `${SHELL_ORIGIN}/verify-email`)
      throw new Error(`the link mailed to ${to} is not the site's verification page: ${link.href}`);
    return this.request(`/auth/verify-email${link.search}`, { headers: { accept: 'application/json' } });
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.owned?.release();
    rmSync(this.config.dataDir, { recursive: true, force: true });
  }
}

function sessionCookie(headers: Headers): string {
  const setCookie = headers.getSetCookie().find((value) => value.startsWith('sid='));
  if (!setCookie) throw new Error('no session cookie set');
  return setCookie.split(';')[0]!;
}
