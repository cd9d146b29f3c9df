// A signed-in route's page (../signed-in-page.ts): the browser renders it, given at once what it would otherwise ask
// for one after another. It holds one visitor's data: never kept by any cache.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteEntry } from '../route-table';
import type { ShellBuild } from '../shell-builds';
import { createSignedInPages, SIGNED_IN_CACHING } from '../signed-in-page';
import { valueOf, type ShellOptions } from '../web-server-options';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with the page of `route`, which needs a session, from the visitor's shell build. */
    signedInPage(
      request: FastifyRequest,
      reply: FastifyReply,
      page: { build: ShellBuild; route: RouteEntry; status: number },
    ): Promise<FastifyReply>;
  }
}

export const signedInPages = fp<{ shell: ShellOptions; log: (line: string) => void }>(
  async (app, { shell, log }) => {
    const pages = createSignedInPages({ timeoutMs: shell.rendering?.budgetMs ?? 3000, log });
    app.decorate(
      'signedInPage',
      async (
        request: FastifyRequest,
        reply: FastifyReply,
        { build, route, status }: { build: ShellBuild; route: RouteEntry; status: number },
      ) => {
        const page = await pages.page({
          root: build.root,
          route,
          config: shell.runtimeConfig(app.visitorOf(request, reply)),
          apiUrl: valueOf(shell.apiUrl),
          internal: valueOf(shell.internal),
          cookie: request.headers.cookie,
        });
        if (page.link) reply.header('Link', page.link);
        return reply.code(status).type('text/html; charset=utf-8').headers(SIGNED_IN_CACHING).send(page.html);
      },
    );
  },
  { name: 'signed-in-pages', dependencies: ['visitor-builds'] },
);
