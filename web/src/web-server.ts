// One app's web server (the shell's or a remote's), made of Fastify plugins, one per concern (plugins/): the security
// headers and CSP, CORS for a remote's files, ETags and compression of generated answers, the build's files, and for
// the shell the visitor's builds, the site's languages, config.json, robots.txt and the sitemap, server rendering,
// forms sent without JavaScript, release overrides, signed-in pages and the pages themselves. The plugins share the
// root context (fastify-plugin), so their hooks and decorations reach every route; they are registered in the order
// their hooks must run (docs/web-server.md).
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { commonHeaders } from './security-headers';
import type { WebServerOptions } from './web-server-options';
import { visitorBuilds } from './plugins/visitor-builds';
import { securityHeaders } from './plugins/security-headers';
import { cors } from './plugins/cors';
import { generatedBodies } from './plugins/generated-bodies';
import { staticFiles } from './plugins/static-files';
import { siteLanguages } from './plugins/site-languages';
import { configJson } from './plugins/config-json';
import { crawlerFiles } from './plugins/crawler-files';
import { serverRendering } from './plugins/server-rendering';
import { formPosts } from './plugins/form-posts';
import { releaseOverrides } from './plugins/release-overrides';
import { signedInPages } from './plugins/signed-in-pages';
import { pages } from './plugins/pages';

export type { Live, ShellOptions, WebServerOptions } from './web-server-options';

export async function createWebServer({
  root,
  csp,
  corsOrigin,
  releasesRoot,
  secureCookies = false,
  shell,
  log = (line) => console.warn(line),
  trustedProxies = [],
  metrics,
}: WebServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    trustProxy: trustedProxies.length > 0 ? trustedProxies : false,
    forceCloseConnections: true,
    return503OnClosing: false,
    // A URL that does not decode (/%C0%AF, /%FF) never reaches a route.
    frameworkErrors: (_error, _request, reply: FastifyReply) =>
      reply.code(400).headers(commonHeaders).type('text/plain; charset=utf-8').send('Bad request'),
  });
  await app.register(fastifyCookie);
  // Before the headers: the CSP names the inline scripts of the visitor's shell build.
  if (shell) await app.register(visitorBuilds, { root, shell, secureCookies, log, metrics });
  await app.register(securityHeaders, { csp });
  // Before any route: compression is added to each route registered after it.
  await app.register(generatedBodies);
  // Before any other route: a route keeps the error handler set before it, and the pages' is every route's.
  await app.register(pages);
  await app.register(cors, { corsOrigin });
  await app.register(staticFiles, { root, releasesRoot });
  if (shell) {
    await app.register(siteLanguages, { shell });
    await app.register(configJson, { shell });
    await app.register(crawlerFiles, { shell });
    await app.register(serverRendering, { shell, log, metrics });
    // Before the override routes: a form's urlencoded body is read, the override bar's is not.
    if (shell.rendering) await app.register(formPosts, { shell });
    if (shell.releases) await app.register(releaseOverrides, { releases: shell.releases, secureCookies });
    await app.register(signedInPages, { shell, log });
  }
  return app;
}

/** Listens on `host`, 127.0.0.1 unless told (port 0 picks a free one), and resolves with the bound port. */
export async function listenWebServer(
  app: FastifyInstance,
  port: number,
  host = '127.0.0.1',
): Promise<number> {
  await app.listen({ port, host });
  return (app.server.address() as AddressInfo).port;
}
