// The shell's and the four remotes' web servers, each on its own origin (what a deployment of the slices does), with
// the CSPs, the shell's config.json and server rendering wired to each other's URLs.
const path = require('node:path');
const { apps, root } = require('./build.cjs');
const { localUrl } = require('./ports.cjs');
const { buildRuntimeConfig } = require('./runtime-config.cjs');
const { createWebServer, listenWebServer } = require('./web-server.cjs');
const { contentSecurityPolicy } = require('./security-headers.cjs');

/** Server rendering's limits: SSR_BUDGET_MS for one page, SSR_REMOTE_REFRESH_MS between reads of the remote's manifest. */
function renderingFromEnv(env = process.env) {
  const number = (name, fallback) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value <= 0)
      throw new Error(`${name} must be a positive whole number of ms`);
    return value;
  };
  return {
    budgetMs: number('SSR_BUDGET_MS', 3000),
    remoteRefreshMs: number('SSR_REMOTE_REFRESH_MS', 10_000),
  };
}

/**
 * Serves the shell's and the four remotes' dists.
 * @param {object} options
 * @param {Partial<Record<'shell'|'mfe-public'|'mfe-customer'|'mfe-admin'|'mfe-cms', number>>} options.ports 0 = free
 * @param {string} options.apiUrl
 * @param {string} [options.siteUrl]  the site's public URL (sitemap, robots.txt); the shell's own URL by default
 * @param {Partial<Record<string, string>>} [options.roots]  an app's build folder instead of `<app>/dist` (a test's
 *                                                          copy it can deploy into)
 * @param {{ budgetMs?: number, remoteRefreshMs?: number }} [options.rendering]  instead of the environment's
 * @param {(line: string) => void} [options.log]
 */
async function startWebServers({ ports, apiUrl, siteUrl, roots = {}, rendering = {}, log = console.log }) {
  const servers = {};
  const urls = {};
  const stop = () => Promise.all(Object.values(servers).map((server) => server.close()));
  const remotes = apps.filter((name) => name !== 'shell');
  // The CSPs, config.json and the remotes' CORS origin are read per request, once every port is known.
  const options = (app) =>
    app === 'shell'
      ? {
          csp: (scriptHashes) =>
            contentSecurityPolicy({
              remoteOrigins: remotes.map((remote) => urls[remote]),
              apiOrigin: apiUrl,
              scriptHashes,
            }),
          shell: {
            runtimeConfig: () => buildRuntimeConfig({ apiUrl, remoteUrls: urls, siteUrl }),
            siteUrl: () => siteUrl ?? urls.shell,
            rendering: { ...renderingFromEnv(), ...rendering },
          },
        }
      : { csp: contentSecurityPolicy({ apiOrigin: apiUrl }), corsOrigin: () => urls.shell };
  try {
    for (const app of apps) {
      servers[app] = await createWebServer({
        root: roots[app] ?? path.join(root, app, 'dist'),
        log: (line) => log(`[${app}] ${line}`),
        ...options(app),
      });
      urls[app] = localUrl(await listenWebServer(servers[app], ports[app] ?? 0));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    urls,
    /** Stops one app's server (to see a dead remote contained). */
    stopServer: async (app) => {
      await servers[app]?.close();
      delete servers[app];
    },
    stop,
  };
}

module.exports = { startWebServers };
