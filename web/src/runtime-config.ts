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

/** What a runtime configuration may depend on: the request's address and headers (a canary or override cookie). */
export interface VisitorRequest {
  url: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** The configuration one request is served with. */
export interface ChosenConfig {
  config: RuntimeConfig;
  /**
   * Chosen for this visitor alone (a pinned release): config.json is then not stored by any cache, and the pages
   * rendered with it are neither kept nor served to anyone else.
   */
  personal?: boolean;
}

/**
 * The one place the shell's server learns which API, site URL and remote builds a request is served with: config.json
 * is its answer, and the server renderer renders with it and embeds it in the page, so the browser hydrates with the
 * very builds the server rendered. A release registry replaces the fixed one below by one that reads its live
 * pointers (and a visitor's canary cookie).
 */
export type RuntimeConfigSource = (request: VisitorRequest) => ChosenConfig | Promise<ChosenConfig>;

/** The same configuration for every request, as the stack's start-up wires it (read each time: ports settle late). */
export function fixedRuntimeConfig(config: () => RuntimeConfig): RuntimeConfigSource {
  return () => ({ config: config() });
}
