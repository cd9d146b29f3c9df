// The public pages (and the not-found page) rendered on the server by the visitor's shell build, with their kept
// renders: answered as HTML, as 304 to a browser whose copy is current, or, while the API does not answer, as the
// page's last good render or a 503 that asks the browser to come back.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LAST_GOOD_RENDER } from '@agency/contracts/public-reads';
import { withLanguagePrefix } from '@agency/contracts/languages';
import type { PostedForm, RenderOutcome } from '../page-renderer';
import type { PublicBuild } from '../threaded-page-renderer';
import { unavailablePage } from '../site-files';
import { valueOf, type ShellOptions } from '../web-server-options';
import type { WebMetrics } from '../web-metrics';
import { cachingFor } from './visitor-builds';

/** How long the browser is told to wait before trying a page again while the API is down. */
const RETRY_AFTER_SECONDS = 30;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers with the request's page rendered on the server: true once sent, false when the browser must render
     * it. A boolean, not the reply: a reply is a thenable, which an async function would await. `posted` is the
     * answer to a form sent without JavaScript that the page shows: the visitor's alone, never kept.
     */
    renderPage(
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      posted?: PostedForm,
    ): Promise<boolean>;
    /** The page that asks the browser to come back (503), for a page that could not be answered at all. */
    unavailable(reply: FastifyReply): FastifyReply;
  }
}

export interface ServerRenderingOptions {
  shell: ShellOptions;
  log: (line: string) => void;
  metrics?: WebMetrics;
}

export const serverRendering = fp<ServerRenderingOptions>(
  async (app, { shell, log, metrics }) => {
    const builds = app.shellBuilds!;

    /**
     * A visitor of another build than the live one (a canary's, an override's, of mfe-public or of the shell) whose
     * build never rendered the page while the API does not answer: the page every visitor without a canary draw
     * gets, as last rendered by the live builds. That page carries the live configuration and scripts, so the
     * browser hydrates it with the builds it was rendered with; only a page the live builds never rendered is a 503.
     */
    const livePageInstead = async (
      request: FastifyRequest,
      unavailable: RenderOutcome,
    ): Promise<RenderOutcome> => {
      const live = builds.live();
      const { language, route } = await app.languages.addressOf(live, request.url);
      // The renderer keeps a language's last good renders under the page's address in it (`/de/pricing/`).
      const page = route && withLanguagePrefix(route.path, language);
      const last = page === undefined ? undefined : await live.renderer?.lastGoodRender(page);
      if (!last) return unavailable;
      request.shellBuild = live;
      return { kind: 'stale', status: last.status, html: last.html };
    };

    app.decorate('unavailable', (reply: FastifyReply) =>
      reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send(unavailablePage(RETRY_AFTER_SECONDS)),
    );

    app.decorate(
      'renderPage',
      async (request: FastifyRequest, reply: FastifyReply, status: number, posted?: PostedForm) => {
        const shellBuild = await app.shellOf(request, reply);
        const { renderer } = shellBuild;
        if (!renderer) return false;
        // The render is kept under the languages it shows, so it takes them as fresh as the content it shows; the
        // address is then read with the same settings.
        const languages = await app.languages.fresh();
        const { language } = await app.languages.addressOf(shellBuild, request.url);
        const visitor = app.visitorOf(request, reply);
        // A visitor with no canary draw and no override gets the live releases: one configuration serves both.
        const live = shell.runtimeConfig();
        const config = visitor?.personal ? shell.runtimeConfig(visitor) : live;
        // Another build of mfe-public than the live one is rendered by threads of its own (one isolate holds one
        // build).
        const build: PublicBuild =
          config.remotes.mfe_public === live.remotes.mfe_public
            ? 'live'
            : visitor?.override?.slice === 'mfe-public'
              ? 'override'
              : 'canary';
        const started = performance.now();
        let outcome = await renderer.render(
          {
            url: request.url,
            status,
            ifNoneMatch: request.headers['if-none-match'],
            config,
            internal: valueOf(shell.internal),
            // An overridden page is the admin's alone, and a form's answer the visitor's: never kept for anyone else.
            shared: !visitor?.override && !posted,
            posted,
            locale: language,
            languages,
          },
          build,
        );
        metrics?.rendered(outcome, (performance.now() - started) / 1000, build);
        // A form's answer is the visitor's own: no other page stands in for it.
        if (outcome.kind === 'unavailable' && !posted) outcome = await livePageInstead(request, outcome);
        // Vary even when sent uncompressed: the same page is sent compressed to a browser that takes it.
        const caching = cachingFor(visitor, ['Accept-Encoding']);
        const html = (code: number, body: string) => {
          void reply
            .code(code)
            .type('text/html; charset=utf-8')
            .headers(caching)
            .header('Cache-Control', posted ? 'no-store' : caching['Cache-Control'])
            .send(body);
          return true;
        };
        switch (outcome.kind) {
          case 'html':
            if (outcome.etag) reply.header('ETag', outcome.etag);
            return html(outcome.status, outcome.html);
          case 'not-modified':
            void reply.code(304).header('ETag', outcome.etag).headers(caching).send();
            return true;
          case 'stale':
            log(`served the last good render of ${request.url}: the API is not answering`);
            // Tells the page that its reads may be old, so that the browser asks for them again.
            reply.header('Server-Timing', LAST_GOOD_RENDER);
            return html(outcome.status, outcome.html);
          case 'unavailable':
            log(`answered 503 for ${request.url}: ${outcome.reason}`);
            reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
            return html(503, unavailablePage(RETRY_AFTER_SECONDS));
          default:
            log(`rendered ${request.url} in the browser instead: ${outcome.reason}`);
            return false;
        }
      },
    );
  },
  { name: 'server-rendering', dependencies: ['visitor-builds', 'site-languages'] },
);
