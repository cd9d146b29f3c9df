// A remote's files are loaded by the shell's pages, from another origin: the shell's origin may read them, and a
// preflight is answered without a body.
import fp from 'fastify-plugin';
import { remoteFileHeaders } from '../security-headers';
import { valueOf, type WebServerOptions } from '../web-server-options';

export const cors = fp<Pick<WebServerOptions, 'corsOrigin'>>(
  async (app, { corsOrigin }) => {
    if (corsOrigin)
      app.addHook('onRequest', async (_request, reply) => {
        const allowOrigin = valueOf(corsOrigin);
        if (allowOrigin) reply.headers(remoteFileHeaders(allowOrigin));
      });
    app.options('*', async (_request, reply) => reply.code(204).send());
  },
  { name: 'cors' },
);
