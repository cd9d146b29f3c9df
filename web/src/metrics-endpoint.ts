import type { MetricsAddress } from '@agency/telemetry';

/** Where the web servers' metrics are served: WEB_METRICS_PORT (none: not served), on WEB_METRICS_HOST or 127.0.0.1. */
export function metricsAddressFromEnv(env: NodeJS.ProcessEnv = process.env): MetricsAddress | undefined {
  const raw = env.WEB_METRICS_PORT?.trim();
  if (!raw) return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`WEB_METRICS_PORT must be a port number between 0 and 65535, got "${raw}"`);
  return { port, host: env.WEB_METRICS_HOST?.trim() || '127.0.0.1' };
}
