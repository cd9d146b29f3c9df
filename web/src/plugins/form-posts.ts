// The public forms sent without JavaScript (../form-posts.ts) taken by the shell's server, answered with the page
// rendered on the server; and what a page shows after a confirmed send (`sentAnswer`).
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { registerFormPosts } from '../form-posts';
import type { PageRenderer, PostedForm } from '../page-renderer';
import { valueOf, type ShellOptions } from '../web-server-options';

declare module 'fastify' {
  interface FastifyInstance {
    /** The success answer a GET of a page shows after a confirmed send, or undefined. */
    sentAnswer?: (
      request: FastifyRequest,
      reply: FastifyReply,
      renderer: PageRenderer,
    ) => PostedForm | undefined;
  }
}

export const formPosts = fp<{ shell: ShellOptions }>(
  async (app, { shell }) => {
    const sentAnswer = registerFormPosts(app, {
      shellOf: (request, reply) => app.shellOf(request, reply),
      siteUrl: () => valueOf(shell.siteUrl),
      apiUrl: () => valueOf(shell.apiUrl),
      answerPage: async (request, reply, status, posted) =>
        (await app.renderPage(request, reply, status, posted)) ? reply : app.unavailable(reply),
    });
    app.decorate('sentAnswer', sentAnswer);
  },
  { name: 'form-posts', dependencies: ['visitor-builds', 'server-rendering'] },
);
