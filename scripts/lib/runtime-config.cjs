// The JSON the shell reads before boot: where the API and each remote's manifest live.
const { remoteNames } = require('./ports.cjs');

/** @param {{ apiUrl: string, remoteUrls: Record<string, string> }} urls remoteUrls keyed by app id (mfe-public …) */
function buildRuntimeConfig({ apiUrl, remoteUrls }) {
  return {
    apiUrl,
    remotes: Object.fromEntries(
      Object.entries(remoteNames).map(([id, name]) => [
        name,
        new URL('mf-manifest.json', remoteUrls[id].replace(/\/?$/, '/')).href,
      ]),
    ),
  };
}

module.exports = { buildRuntimeConfig };
