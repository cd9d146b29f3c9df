// Which builds a visitor gets: the release registry's choice for them (their canary draw, kept in a cookie, or an
// admin's override) and the shell build it names, loaded from the release store when it is not the live one. Both
// are decided once per request, on the first question, and held on the request (`visitorReleases`, `shellBuild`):
// the page, its CSP and the config.json the browser reads next then agree.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createShellBuilds, type ShellBuild, type ShellBuilds } from '../shell-builds';
import { loadThreadedPageRenderer } from '../threaded-page-renderer';
import { REVALIDATE } from '../served-files';
import { BUCKET_COOKIE, BUCKET_MAX_AGE_SECONDS, OVERRIDE_COOKIE } from '../releases/site-releases';
import type { VisitorReleases } from '../releases/visitor-releases';
import { valueOf, type Live, type ShellOptions } from '../web-server-options';
import type { WebMetrics } from '../web-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shell's builds (the shell's server only). */
    shellBuilds?: ShellBuilds;
    /** The releases of the request's visitor (none without a registry), drawn and kept in a cookie when new. */
    visitorOf(request: FastifyRequest, reply: FastifyReply): VisitorReleases | undefined;
    /** The shell build of the request's visitor: the live one, or their canary's or override's. */
    shellOf(request: FastifyRequest, reply: FastifyReply): Promise<ShellBuild>;
  }
  interface FastifyRequest {
    /** The releases chosen for this request's visitor; null until asked for. */
    visitorReleases: VisitorReleases | null;
    /** The shell build this request was answered with (its page's inline scripts are that build's); null: none. */
    shellBuild: ShellBuild | null;
  }
}

export interface VisitorBuildsOptions {
  root: string;
  shell: ShellOptions;
  secureCookies: Live<boolean>;
  log: (line: string) => void;
  metrics?: WebMetrics;
}

/**
 * How long a generated answer may be kept: an override never (an admin's page must not reach anyone else), one
 * that depends on the visitor's draw by their browser only, anything else by any cache that revalidates it.
 */
export const cachingFor = (visitor: VisitorReleases | undefined, vary: string[]) => ({
  'Cache-Control': visitor?.override ? 'no-store' : visitor?.personal ? 'private, no-cache' : REVALIDATE,
  ...(visitor?.personal
    ? { Vary: [...vary, 'Cookie'].join(', ') }
    : vary.length > 0
      ? { Vary: vary.join(', ') }
      : {}),
});

export const visitorBuilds = fp<VisitorBuildsOptions>(
  async (app, { root, shell, secureCookies, log, metrics }) => {
    const { rendering, releases } = shell;
    // The shell's live build follows the registry's pointer; a visitor may be given another release of it.
    const builds = await createShellBuilds({
      ownRoot: root,
      releasesDir: releases?.shellReleasesDir,
      liveVersion: () => releases?.live().versions.shell,
      load: async (buildRoot) =>
        rendering
          ? loadThreadedPageRenderer(buildRoot, { rendering, log, onContainerLoad: metrics?.containerLoaded })
          : undefined,
      warmUp: () => ({
        url: '/',
        status: 200,
        config: shell.runtimeConfig(),
        internal: valueOf(shell.internal),
        shared: true,
      }),
      refreshMs: rendering?.remoteRefreshMs ?? 10_000,
      log,
    });
    app.addHook('onClose', () => builds.close());
    app.decorate('shellBuilds', builds);
    app.decorateRequest('visitorReleases', null);
    app.decorateRequest('shellBuild', null);

    app.decorate('visitorOf', (request: FastifyRequest, reply: FastifyReply) => {
      if (!releases) return undefined;
      if (request.visitorReleases) return request.visitorReleases;
      const visitor = releases.forVisitor({
        bucket: request.cookies[BUCKET_COOKIE],
        override: request.cookies[OVERRIDE_COOKIE],
      });
      if (visitor.bucket?.drawn)
        reply.setCookie(BUCKET_COOKIE, String(visitor.bucket.value), {
          path: '/',
          maxAge: BUCKET_MAX_AGE_SECONDS,
          httpOnly: true,
          sameSite: 'lax',
          secure: valueOf(secureCookies),
        });
      request.visitorReleases = visitor;
      return visitor;
    });
    app.decorate('shellOf', async (request: FastifyRequest, reply: FastifyReply) => {
      const build = await builds.forVersion(app.visitorOf(request, reply)?.versions.shell);
      request.shellBuild = build;
      return build;
    });
  },
  { name: 'visitor-builds', dependencies: ['@fastify/cookie'] },
);
