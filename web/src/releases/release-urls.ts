// Where a remote's web server serves its stored releases: RELEASES_DIR/<slice>/<version>/ at
// /_releases/<version>/ on the remote's own origin. Release builds find their files beside their manifest
// (publicPath 'auto'), so a page can load any stored version of a slice by its manifest's URL.
import path from 'node:path';

export const RELEASES_URL_PREFIX = '/_releases/';

/** The folder of the release store (RELEASES_DIR), `<repository>/releases` when unset. */
export function releasesDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.RELEASES_DIR ?? path.join(__dirname, '..', '..', '..', 'releases'));
}

/** A remote's browser manifest: of `version` when given, else of the build its web server was started with. */
export function releaseManifestUrl(remoteUrl: string, version?: string): string {
  const base = remoteUrl.replace(/\/?$/, '/');
  return new URL(
    version ? `${RELEASES_URL_PREFIX.slice(1)}${version}/mf-manifest.json` : 'mf-manifest.json',
    base,
  ).href;
}
