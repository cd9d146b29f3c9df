// The shell's pages: every address that is not a file nor another route answers with the visitor's shell build's
// page, rendered on the server for a public route and the not-found page, the signed-in page for a route that needs
// a session, the build's index.html otherwise. A remote's server answers an unknown address with a plain 404, and
// both answer a malformed request as the client's error.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REVALIDATE } from '../served-files';
import { isPreview } from './static-files';

export const pages = fp(
  async (app) => {
    const builds = app.shellBuilds;
    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!builds || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      const build = await app.shellOf(request, reply);
      const { language, route } = await app.languages.addressOf(build, request.url);
      // A language's home page has one address, `/de/`: its canonical URL, where every link goes. `/de` is moved
      // there for good (search engines keep the target alone); revalidated, so a language removed later stops moving
      // it.
      const [pathname, query] = request.url.split(/\?(.*)/s);
      if (language && pathname === `/${language}`)
        return reply
          .header('Cache-Control', REVALIDATE)
          .redirect(`${pathname}/${query === undefined ? '' : `?${query}`}`, 301);
      const status = route ? 200 : 404;
      // An admin's preview shows unpublished drafts, read by the browser with the admin's session: never rendered
      // here, never kept by a cache (no-store, static-files.ts), never indexed.
      if (isPreview(request.url))
        return reply.code(status).header('X-Robots-Tag', 'noindex').sendFile('index.html', build.root);
      // Public pages and the not-found page are rendered here; the signed-in areas are the browser's to render.
      if (build.renderer && (!route || route.access === 'public')) {
        const posted = app.sentAnswer?.(request, reply, build.renderer);
        if (await app.renderPage(request, reply, status, posted)) return reply;
      }
      // A signed-in route: the browser renders it, given at once what it would otherwise ask for one after another.
      if (route && route.access !== 'public')
        return app.signedInPage(request, reply, { build, route, status });
      // The visitor's shell build's index.html: the browser renders the route, or the not-found page with a 404.
      return reply.code(status).sendFile('index.html', build.root);
    };
    app.setNotFoundHandler(async (request, reply) => page(request, reply));
    // The landing page, the one most asked for, is never a file: straight to its page without a look at the disk.
    if (builds) app.get('/', async (request, reply) => page(request, reply));

    // Malformed requests (bad encoding, NUL, traversal, a directory) are the client's error: 400, or 404 where a
    // path was refused, answered like any unknown path.
    app.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 403 || status === 404) return page(request, reply);
      if (status >= 500) app.log.error(error);
      return reply
        .code(status >= 400 && status < 500 ? status : 500)
        .type('text/plain; charset=utf-8')
        .send(status >= 500 ? 'Internal error' : 'Bad request');
    });
  },
  { name: 'pages' },
);
