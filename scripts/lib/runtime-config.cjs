// The JSON the shell reads before boot: where the API and each remote's manifest live, and the site's public URL
// (canonical links and link previews).
const { remoteNames } = require('./ports.cjs');

/**
 * @param {{ apiUrl: string, remoteUrls: Record<string, string>, siteUrl?: string }} urls remoteUrls keyed by app id
 *   (mfe-public …); siteUrl is SHELL_PUBLIC_URL, the shell's own URL when unset
 */
function buildRuntimeConfig({ apiUrl, remoteUrls, siteUrl }) {
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

module.exports = { buildRuntimeConfig };
