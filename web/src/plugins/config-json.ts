// /config.json: the runtime configuration of the visitor's releases, which the browser boots from when the page did
// not embed it; cached as the visitor's choice of releases allows.
import fp from 'fastify-plugin';
import type { ShellOptions } from '../web-server-options';
import { cachingFor } from './visitor-builds';

export const configJson = fp<{ shell: ShellOptions }>(
  async (app, { shell }) => {
    app.get('/config.json', async (request, reply) => {
      const visitor = app.visitorOf(request, reply);
      return reply
        .type('application/json; charset=utf-8')
        .headers(cachingFor(visitor, []))
        .send(JSON.stringify(shell.runtimeConfig(visitor)));
    });
  },
  { name: 'config-json', dependencies: ['visitor-builds'] },
);
