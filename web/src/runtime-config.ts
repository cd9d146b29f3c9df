// The JSON the shell reads before boot: where the API and each remote's manifest live, and the site's public URL
// (canonical links and link previews). A remote with a release chosen for the visitor is loaded from that release's
// folder; one without is loaded from the build its web server was started with.
import { releaseManifestUrl } from './releases/release-urls';
import type { VisitorReleases } from './releases/visitor-releases';
import { remoteNames } from './stack-ports';

export interface RuntimeConfig {
  apiUrl: string;
  /** The site's public URL, without a trailing slash. */
  siteUrl: string;
  /** Each remote's browser manifest URL, by federation name (mfe_public …). */
  remotes: Record<string, string>;
  /** An admin's release override in this browser: the shell marks every page with it. */
  override?: { slice: string; version: string; expiresAt: string };
}

/**
 * @param urls remoteUrls keyed by app id (mfe-public …, shell); siteUrl is SHELL_PUBLIC_URL, the shell's own URL when
 *   unset
 * @param visitor the releases chosen for this visitor; without them, each remote's web server's own build
 */
export function buildRuntimeConfig({
  apiUrl,
  remoteUrls,
  siteUrl,
  visitor,
}: {
  apiUrl: string;
  remoteUrls: Record<string, string>;
  siteUrl?: string;
  visitor?: VisitorReleases;
}): RuntimeConfig {
  const versions: Partial<Record<string, string>> = visitor?.versions ?? {};
  const override = visitor?.override;
  return {
    apiUrl,
    siteUrl: (siteUrl ?? remoteUrls.shell).replace(/\/+$/, ''),
    remotes: Object.fromEntries(
      Object.entries(remoteNames).map(([id, name]) => [
        name,
        releaseManifestUrl(remoteUrls[id], versions[id]),
      ]),
    ),
    ...(override
      ? {
          override: {
            slice: override.slice,
            version: override.version,
            expiresAt: new Date(override.exp * 1000).toISOString(),
          },
        }
      : {}),
  };
}
