// Serves one app's build (the shell or a remote) with Fastify and @fastify/static: pre-compressed files chosen by
// Accept-Encoding, long-lived caching of content-hashed files, revalidation of everything else, the security
// headers, and for the shell its pages, config.json, robots.txt, sitemap.xml and a 404 page.
const path = require('node:path');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const fastifyEtag = require('@fastify/etag');
const { commonHeaders, pageHeaders } = require('./security-headers.cjs');
const { readRouteTable } = require('./route-table.cjs');
const { robotsTxt, sitemapXml } = require('./site-files.cjs');
const { ROUTE_TABLE_FILE } = require('../webpack/route-table-plugin.cjs');

// Build output names carry a 10-hex content or build hash (scripts/webpack/create-config.cjs); the file served may
// be its .br or .gz copy. remoteEntry.<hash>.js is one of them: only mf-manifest.json (no-cache) names it.
const HASHED_NAME = /\.[0-9a-f]{10}\.[a-z0-9]+(\.(br|gz))?$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// Never served even if present: source maps, and the route table the shell's server reads.
const PRIVATE_FILES = new RegExp(`(\\.map|/${ROUTE_TABLE_FILE.replace('.', '\\.')})$`);

const valueOf = (option) => (typeof option === 'function' ? option() : option);

/**
 * @param {object} options
 * @param {string} options.root                 the app's dist folder
 * @param {string | (() => string)} options.csp  the Content-Security-Policy (functions are read per request, so
 *                                               servers can start before each other's ports are known)
 * @param {string | (() => string)} [options.corsOrigin]  a remote: the shell's origin, allowed to load its files
 * @param {object} [options.shell]              the shell: its pages and generated files
 * @param {() => unknown} options.shell.runtimeConfig     the body of /config.json
 * @param {string | (() => string)} options.shell.siteUrl  the site's public URL (sitemap and robots.txt)
 */
async function createWebServer({ root, csp, corsOrigin, shell }) {
  const app = Fastify({
    logger: false,
    forceCloseConnections: true,
    return503OnClosing: false,
    // A URL that does not decode (/%C0%AF, /%FF) never reaches a route.
    frameworkErrors: (_error, _request, reply) =>
      reply.code(400).headers(commonHeaders).type('text/plain; charset=utf-8').send('Bad request'),
  });
  const routeTable = shell ? readRouteTable(root) : undefined;

  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(commonHeaders);
    const allowOrigin = valueOf(corsOrigin);
    if (allowOrigin) {
      reply.headers({
        'Access-Control-Allow-Origin': allowOrigin,
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        Vary: 'Origin',
        // Scripts are loaded cross-origin by the shell: never 'same-origin' here.
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
    }
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type')).startsWith('text/html'))
      reply.headers(pageHeaders(valueOf(csp)));
    return payload;
  });
  // ETags (and 304s) for generated bodies; files get theirs from @fastify/static.
  await app.register(fastifyEtag);
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    preCompressed: true,
    // The shell answers its pages itself (below), so `/` is a route, not a directory index.
    index: shell ? false : ['index.html'],
    dotfiles: 'ignore',
    cacheControl: false,
    allowedPath: (pathname) => !PRIVATE_FILES.test(pathname),
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', HASHED_NAME.test(path.basename(file)) ? IMMUTABLE : REVALIDATE);
    },
  });
  app.options('*', async (_request, reply) => reply.code(204).send());

  if (shell) {
    const generated = (pathname, type, body) =>
      app.get(pathname, async (_request, reply) =>
        reply.type(type).header('Cache-Control', REVALIDATE).send(body()),
      );
    generated('/config.json', 'application/json; charset=utf-8', () => JSON.stringify(shell.runtimeConfig()));
    generated('/robots.txt', 'text/plain; charset=utf-8', () =>
      robotsTxt(routeTable, valueOf(shell.siteUrl)),
    );
    generated('/sitemap.xml', 'application/xml; charset=utf-8', () =>
      sitemapXml(routeTable, valueOf(shell.siteUrl)),
    );
  }

  const notFound = (request, reply) => {
    if (!shell || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    // Every page is the one index.html; the browser renders the route, or the not-found page with a 404 status.
    const pathname = request.url.split('?')[0];
    return reply.code(routeTable.isRoute(pathname) ? 200 : 404).sendFile('index.html');
  };
  app.setNotFoundHandler(async (request, reply) => notFound(request, reply));

  // Malformed requests (bad encoding, NUL, traversal, a directory) are the client's error: 400, or 404 where a
  // path was refused, answered like any unknown path.
  app.setErrorHandler(async (error, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 403 || status === 404) return notFound(request, reply);
    if (status >= 500) app.log.error(error);
    return reply
      .code(status >= 400 && status < 500 ? status : 500)
      .type('text/plain; charset=utf-8')
      .send(status >= 500 ? 'Internal error' : 'Bad request');
  });

  return app;
}

/** Listens on 127.0.0.1 (port 0 picks a free one) and resolves with the bound port. */
async function listenWebServer(app, port, host = '127.0.0.1') {
  await app.listen({ port, host });
  return app.server.address().port;
}

module.exports = { createWebServer, listenWebServer };
