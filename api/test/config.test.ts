import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config/app-config';
import { DEMO_ADMIN } from '@agency/contracts/demo-admin';

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 4000,
      mongodbUri: undefined,
      dataDir: path.resolve('/srv/app', 'data'),
      shellPublicUrl: 'http://127.0.0.1:8080',
      allowedOrigins: ['http://127.0.0.1:8080'],
      seedDemo: true,
      paypalMode: 'sandbox',
      trustedProxies: [],
      apiDocs: true,
    });
  });

  it('serves metrics only when a port is named, on 127.0.0.1 by default, never on the public port', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
    expect(() => loadConfig({ PORT: '4000', METRICS_PORT: '4000' })).toThrow(
      /METRICS_PORT must differ from PORT/,
    );
  });

  it('drains for 5 s on SIGTERM in production only, within a grace period longer than the drain', () => {
    expect(loadConfig({})).toMatchObject({ shutdownDrainMs: 0, shutdownGraceMs: 25_000 });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ shutdownDrainMs: 5000 });
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_GRACE_MS: '100' })).toMatchObject({
      shutdownDrainMs: 0,
      shutdownGraceMs: 100,
    });
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS must be a whole number/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '5000', SHUTDOWN_GRACE_MS: '5000' })).toThrow(
      /SHUTDOWN_DRAIN_MS must be shorter than SHUTDOWN_GRACE_MS/,
    );
  });

  it("reads the admins' grace to add a second sign-in step as a duration, 14 days by default", () => {
    expect(loadConfig({}).adminSecondFactorGraceMs).toBe(14 * 86_400_000);
    expect(loadConfig({ ADMIN_2FA_REQUIRED_AFTER: '36h' }).adminSecondFactorGraceMs).toBe(36 * 3_600_000);
    expect(loadConfig({ ADMIN_2FA_REQUIRED_AFTER: '0' }).adminSecondFactorGraceMs).toBe(0);
    expect(() => loadConfig({ ADMIN_2FA_REQUIRED_AFTER: 'two weeks' })).toThrow(
      /ADMIN_2FA_REQUIRED_AFTER must be a duration like 14d/,
    );
  });

  it('reads and normalises every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8000',
      MONGODB_URI: 'mongodb://db.internal:27017/agency',
      DATA_DIR: '/var/lib/agency',
      API_PUBLIC_URL: 'https://api.example.com/',
      SHELL_PUBLIC_URL: 'https://www.example.com',
      ALLOWED_ORIGINS: 'https://www.example.com, https://admin.example.com',
      ADMIN_EMAIL: ' Boss@Example.com ',
      ADMIN_PASSWORD: 'long-secret',
      AUTH_RATE_LIMIT_PER_MINUTE: '20',
      AUDIT_RETENTION_DAYS: '90',
      RELEASE_DEPLOY_TOKEN_SHA256: 'AB'.repeat(32),
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8000,
      mongodbUri: 'mongodb://db.internal:27017/agency',
      dataDir: '/var/lib/agency',
      apiPublicUrl: 'https://api.example.com',
      allowedOrigins: ['https://www.example.com', 'https://admin.example.com'],
      adminEmail: 'boss@example.com',
      seedDemo: false,
      logJson: true,
      paypalMode: 'live',
      authRateLimitPerMinute: 20,
      auditRetentionDays: 90,
      releaseDeployTokenSha256: 'ab'.repeat(32),
    });
  });

  it("refuses, in production only, the demo admin's or a common password and a demo seed without an admin of its own", () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    const admin = { ADMIN_EMAIL: 'boss@example.com' };
    expect(problems({ NODE_ENV: 'production', ...admin, ADMIN_PASSWORD: DEMO_ADMIN.password })).toEqual([
      "ADMIN_PASSWORD is the demo admin's or a commonly used password, which production refuses",
    ]);
    expect(problems({ NODE_ENV: 'production', ...admin, ADMIN_PASSWORD: 'Password123' })).toHaveLength(1);
    expect(problems({ NODE_ENV: 'production', ...admin, ADMIN_PASSWORD: 'a long passphrase' })).toEqual([]);
    expect(problems({ NODE_ENV: 'development', ...admin, ADMIN_PASSWORD: DEMO_ADMIN.password })).toEqual([]);
    expect(problems({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toEqual([
      "SEED_DEMO in production needs ADMIN_EMAIL and ADMIN_PASSWORD: the demo admin's password is public",
    ]);
    expect(
      problems({ NODE_ENV: 'production', SEED_DEMO: 'true', ...admin, ADMIN_PASSWORD: 'a long passphrase' }),
    ).toEqual([]);
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        MONGODB_URI: 'postgres://nope',
        SHELL_PUBLIC_URL: 'javascript:alert(1)',
        ALLOWED_ORIGINS: 'https://ok.example.com/path',
        SEED_DEMO: 'maybe',
        ADMIN_EMAIL: 'boss@example.com',
        RELEASE_DEPLOY_TOKEN_SHA256: 'the-token-itself',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'MONGODB_URI',
      'SHELL_PUBLIC_URL',
      'ALLOWED_ORIGINS',
      'SEED_DEMO',
      'ADMIN_PASSWORD',
      'RELEASE_DEPLOY_TOKEN_SHA256',
    ]) {
      expect(problems).toContain(name);
    }
  });
});
