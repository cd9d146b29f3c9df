// The JSON the shell reads before boot: where the API and each remote's manifest live, and the site's public URL
// (canonical links and link previews).
import { remoteNames } from './stack-ports';

export interface RuntimeConfig {
  apiUrl: string;
  /** The site's public URL, without a trailing slash. */
  siteUrl: string;
  /** Each remote's browser manifest URL, by federation name (mfe_public …). */
  remotes: Record<string, string>;
}

/**
 * @param urls remoteUrls keyed by app id (mfe-public …, shell); siteUrl is SHELL_PUBLIC_URL, the shell's own URL when
 *   unset
 */
export function buildRuntimeConfig({
  apiUrl,
  remoteUrls,
  siteUrl,
}: {
  apiUrl: string;
  remoteUrls: Record<string, string>;
  siteUrl?: string;
}): RuntimeConfig {
  return {
    apiUrl,
    siteUrl: (siteUrl ?? remoteUrls.shell).replace(/\/+$/, ''),
    remotes: Object.fromEntries(
      Object.entries(remoteNames).map(([id, name]) => [
        name,
        new URL('mf-manifest.json', remoteUrls[id].replace(/\/?$/, '/')).href,
      ]),
    ),
  };
}
