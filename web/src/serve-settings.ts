// What `serve` reads from the environment to run one app's web server on a host of its own.
import path from 'node:path';
import { metricsAddressFromEnv } from './metrics-endpoint';
import type { RenderingLimits } from './page-renderer';
import { releasesDirFromEnv } from './releases/release-urls';
import { siteAddressesFromEnv, type SiteAddresses } from './site-addresses';
import { apps, defaultPorts, type AppName } from './stack-ports';
import { renderingFromEnv } from './web-servers';

export interface ServeSettings {
  app: AppName;
  host: string;
  port: number;
  /** The app's build folder (APP_DIST). */
  root: string;
  releasesDir: string;
  /** SHELL_PUBLIC_URL unset: the shell's server names the site by its own address once it listens. */
  addresses: SiteAddresses & { siteUrlGiven: boolean };
  rendering: RenderingLimits;
  metrics?: { port: number; host: string };
  /** One JSON line per answered request (WEB_REQUEST_LOG, on unless `false`). */
  requestLog: boolean;
}

const repositoryRoot = path.resolve(__dirname, '..', '..');

/** Throws one error naming every setting that is wrong. */
export function serveSettingsFromEnv(
  appArgument: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): ServeSettings {
  const app = (appArgument ?? env.WEB_APP ?? '').trim();
  if (!apps.includes(app as AppName))
    throw new Error(
      `Name the app to serve, one of ${apps.join(', ')} (an argument or WEB_APP), got "${app}"`,
    );
  const name = app as AppName;
  const rawPort = env.PORT?.trim() || String(defaultPorts[name]);
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number between 0 and 65535, got "${rawPort}"`);
  const requestLog = env.WEB_REQUEST_LOG?.trim().toLowerCase();
  return {
    app: name,
    host: env.HOST?.trim() || '127.0.0.1',
    port,
    root: path.resolve(env.APP_DIST?.trim() || path.join(repositoryRoot, name, 'dist')),
    releasesDir: releasesDirFromEnv(env),
    addresses: { ...siteAddressesFromEnv(env), siteUrlGiven: Boolean(env.SHELL_PUBLIC_URL?.trim()) },
    rendering: renderingFromEnv(env),
    metrics: metricsAddressFromEnv(env),
    requestLog: !['false', '0', 'no'].includes(requestLog ?? ''),
  };
}
