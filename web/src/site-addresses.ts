// Where everything is, seen from a browser and seen from a web server: the two differ once the slices run on hosts
// of their own behind an edge (a browser knows only the public site, the servers reach each other inside). What a
// browser receives (pages, config.json, the CSP, the sitemap) names only the public addresses.
import { apps, defaultPorts, localUrl, type RemoteName } from './stack-ports';

export interface SiteAddresses {
  /** Where this server reaches the API (its reads, the release registry, the forms it sends). */
  apiUrl: string;
  /** Where browsers reach the API. */
  apiPublicUrl: string;
  /** The site's public URL: canonical links, the sitemap, the origin the remotes' files are shared with. */
  siteUrl: string;
  /** Where browsers load each remote's files: a base URL, which may be a path on the site's own origin. */
  remoteUrls: Record<RemoteName, string>;
  /**
   * Where the shell's server reaches each remote's files: the server renderer mfe-public's manifests and server
   * container, a signed-in page the manifests it names preloads from.
   */
  remoteInternalUrls: Record<RemoteName, string>;
}

/** The variable naming where browsers load a remote's files: mfe-admin → MFE_ADMIN_URL. */
export const remoteUrlVariable = (remote: RemoteName) => `${remote.toUpperCase().replace(/-/g, '_')}_URL`;
/** The variable naming where the shell's server reaches a remote's files: mfe-admin → MFE_ADMIN_INTERNAL_URL. */
export const remoteInternalUrlVariable = (remote: RemoteName) =>
  remoteUrlVariable(remote).replace(/_URL$/, '_INTERNAL_URL');

export const remotes = apps.filter((app): app is RemoteName => app !== 'shell');

/** An absolute http(s) URL, or an error naming the variable. */
function urlSetting(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http or https URL, got "${value}"`);
  return value;
}

/**
 * The addresses from API_URL, API_PUBLIC_URL, SHELL_PUBLIC_URL, MFE_PUBLIC_URL, MFE_CUSTOMER_URL, MFE_ADMIN_URL,
 * MFE_CMS_URL, and each remote's MFE_*_INTERNAL_URL (its public one when unset); unset, each other is the loopback
 * address `npm start` serves it at.
 */
export function siteAddressesFromEnv(env: NodeJS.ProcessEnv = process.env): SiteAddresses {
  const apiUrl = urlSetting(env, 'API_URL', localUrl(defaultPorts.api));
  const remoteUrls = Object.fromEntries(
    remotes.map((remote) => [
      remote,
      urlSetting(env, remoteUrlVariable(remote), localUrl(defaultPorts[remote])),
    ]),
  ) as Record<RemoteName, string>;
  return {
    apiUrl,
    apiPublicUrl: urlSetting(env, 'API_PUBLIC_URL', apiUrl),
    siteUrl: urlSetting(env, 'SHELL_PUBLIC_URL', localUrl(defaultPorts.shell)),
    remoteUrls,
    remoteInternalUrls: Object.fromEntries(
      remotes.map((remote) => [
        remote,
        urlSetting(env, remoteInternalUrlVariable(remote), remoteUrls[remote]),
      ]),
    ) as Record<RemoteName, string>,
  };
}

/** An app's own URL, its origin for the CSP and CORS: the URL without its path. */
export const originOf = (url: string) => new URL(url).origin;
