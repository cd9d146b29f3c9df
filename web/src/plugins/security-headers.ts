// The security headers of every answer, and a page's Content-Security-Policy: the policy names the inline scripts of
// the shell build the page was answered with (the request's `shellBuild`, else the live one).
import fp from 'fastify-plugin';
import { isLivePreviewPage, livePreviewFrameHeaders } from '../live-preview-frame';
import { commonHeaders, pageHeaders } from '../security-headers';
import type { WebServerOptions } from '../web-server-options';

export const securityHeaders = fp<Pick<WebServerOptions, 'csp'>>(
  async (app, { csp }) => {
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(commonHeaders);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (String(reply.getHeader('content-type')).startsWith('text/html')) {
        const build = request.shellBuild ?? app.shellBuilds?.live();
        const policy = typeof csp === 'function' ? csp(build?.renderer?.scriptHashes ?? []) : csp;
        reply.headers(pageHeaders(policy));
        if (isLivePreviewPage(request.url)) reply.headers(livePreviewFrameHeaders(policy));
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
