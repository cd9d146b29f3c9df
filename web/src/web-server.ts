// Serves one app's build (the shell or a remote) with Fastify and @fastify/static: pre-compressed files chosen by
// Accept-Encoding, long-lived caching of content-hashed files, revalidation of everything else, the security
// headers, and for the shell its pages, config.json, robots.txt, sitemap.xml and a 404 page.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyEtag from '@fastify/etag';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { RELEASE_OVERRIDE_PATHS } from '@agency/contracts';
import { LAST_GOOD_RENDER } from '@agency/contracts/public-reads';
import { splitLanguagePrefix, withLanguagePrefix, type LanguageSettings } from '@agency/contracts/languages';
import { SERVER_DIR } from './build-layout';
import { cacheControlOf, HASHED_NAME, PRIVATE_FILES, REVALIDATE } from './served-files';
import { registerFormPosts } from './form-posts';
import {
  type InternalAddresses,
  type PostedForm,
  type RenderingLimits,
  type RenderOutcome,
} from './page-renderer';
import { loadThreadedPageRenderer, type PublicBuild } from './threaded-page-renderer';
import { createShellBuilds, type ShellBuild } from './shell-builds';
import type { RuntimeConfig } from './runtime-config';
import { commonHeaders, pageHeaders, remoteFileHeaders } from './security-headers';
import { isLivePreviewPage, livePreviewFrameHeaders } from './live-preview-frame';
import { robotsTxt, sitemapXml, unavailablePage } from './site-files';
import { createSiteLanguages } from './site-languages';
import { createSignedInPages, SIGNED_IN_CACHING } from './signed-in-page';
import { RELEASES_URL_PREFIX } from './releases/release-urls';
import {
  BUCKET_COOKIE,
  BUCKET_MAX_AGE_SECONDS,
  OVERRIDE_COOKIE,
  type SiteReleases,
} from './releases/site-releases';
import type { VisitorReleases } from './releases/visitor-releases';
import type { WebMetrics } from './web-metrics';

// The shell's own Node build is code for its server, not for browsers (a remote's dist/server is served: the shell
// loads it from there).
const SHELL_SERVER_FILES = new RegExp(`^/${SERVER_DIR}/`);
// A page opened with ?preview (PREVIEW_PARAM in contracts' public-reads) shows an admin unpublished drafts.
const PREVIEW_PARAM = 'preview';
const isPreview = (url: string) => new URLSearchParams(url.split('?')[1] ?? '').has(PREVIEW_PARAM);
/** How long the browser is told to wait before trying a page again while the API is down. */
const RETRY_AFTER_SECONDS = 30;
/**
 * How old the site's languages may be when an address is answered without a render (the server renders none, the
 * sitemap, robots.txt): an added language's pages show within it. A server render takes them as fresh as the
 * content's versions (SSR_CONTENT_MAX_AGE_MS).
 */
const LANGUAGES_MAX_AGE_MS = 1000;

/** A value given as is, or read each time it is needed (servers start before each other's ports are known). */
type Live<T> = T | (() => T);
const valueOf = <T>(option: Live<T>): T => (typeof option === 'function' ? (option as () => T)() : option);

export interface ShellOptions {
  /**
   * The runtime configuration for a visitor given the releases chosen for them (none: the servers' own builds): the
   * body of /config.json and what the visitor's page is rendered with and embeds.
   */
  runtimeConfig: (visitor?: VisitorReleases) => RuntimeConfig;
  /**
   * The release registry's choice per visitor (canaries, admins' overrides). Without it every visitor gets the same
   * configuration.
   */
  releases?: SiteReleases;
  /** The site's public URL (sitemap and robots.txt). */
  siteUrl: Live<string>;
  /**
   * Where this server reaches the API (the site's languages, the forms it sends): the runtime configuration's is
   * where browsers do, which may be another address.
   */
  apiUrl: Live<string>;
  /** Where the server renderer reaches the API and mfe-public's files, when not where browsers do. */
  internal?: Live<InternalAddresses | undefined>;
  /** Server rendering of the public pages, when the shell's build has its server part (dist/server). */
  rendering?: RenderingLimits;
}

export interface WebServerOptions {
  /** The app's dist folder. */
  root: string;
  /**
   * The Content-Security-Policy. A function is read per request and given the hashes of the inline scripts the
   * shell's rendered pages carry.
   */
  csp: string | ((scriptHashes: string[]) => string);
  /** A remote: the shell's origin, allowed to load its files. */
  corsOrigin?: Live<string | undefined>;
  /** A remote: its folder of the release store (RELEASES_DIR/<slice>), served at /_releases/<version>/. */
  releasesRoot?: string;
  /** Cookies only over HTTPS (the site's public URL is https). */
  secureCookies?: Live<boolean>;
  /** The shell: its pages and generated files. */
  shell?: ShellOptions;
  /** Why a page was not server-rendered, and other news of the server. */
  log?: (line: string) => void;
  /**
   * Proxies allowed to name the visitor (X-Forwarded-For), as the API's TRUSTED_PROXIES: the shell's server names
   * the visitor to the API when it sends a form for them.
   */
  trustedProxies?: string[];
  /** Where server renders and container loads are counted. */
  metrics?: WebMetrics;
}

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
  const rendering = shell?.rendering;
  // The shell's live build follows the registry's pointer; a visitor may be given another release of it.
  const builds = shell
    ? await createShellBuilds({
        ownRoot: root,
        releasesDir: shell.releases?.shellReleasesDir,
        liveVersion: () => shell.releases?.live().versions.shell,
        load: async (buildRoot) =>
          rendering
            ? loadThreadedPageRenderer(buildRoot, {
                rendering,
                log,
                onContainerLoad: metrics?.containerLoaded,
              })
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
      })
    : undefined;
  if (builds) app.addHook('onClose', () => builds.close());
  /** The shell build each request was answered with: its page's inline scripts are that build's. */
  const answeredWith = new WeakMap<FastifyRequest, ShellBuild>();
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(commonHeaders);
    const allowOrigin = corsOrigin && valueOf(corsOrigin);
    if (allowOrigin) reply.headers(remoteFileHeaders(allowOrigin));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (String(reply.getHeader('content-type')).startsWith('text/html')) {
      const build = answeredWith.get(request) ?? builds?.live();
      const policy = typeof csp === 'function' ? csp(build?.renderer?.scriptHashes ?? []) : csp;
      reply.headers(pageHeaders(policy));
      if (isLivePreviewPage(request.url)) reply.headers(livePreviewFrameHeaders(policy));
    }
    return payload;
  });
  // ETags (and 304s) for generated bodies; files get theirs from @fastify/static.
  await app.register(fastifyEtag);
  // What no cache may keep (a form's answer, an admin's override or preview) has nothing to revalidate either.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (/\bno-store\b/.test(String(reply.getHeader('cache-control')))) reply.removeHeader('etag');
    return payload;
  });
  // What is made per request (server-rendered pages, config.json, robots.txt, the sitemap) is compressed as it is
  // sent, at a brotli level quick enough for that; files come compressed from the build and are left alone.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: /^(text\/(html|plain)|application\/(json|xml))\b/,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyCookie);
  const setHeaders = (
    reply: { request: FastifyRequest; header: (name: string, value: string) => unknown },
    file: string,
  ) => {
    reply.header(
      'Cache-Control',
      isPreview(reply.request.url) ? 'no-store' : cacheControlOf(path.basename(file)),
    );
  };
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    // The shell's files are served below, from its live build's folder.
    serve: !shell,
    preCompressed: true,
    // The shell answers its pages itself (below), so `/` is a route, not a directory index.
    index: shell ? false : ['index.html'],
    dotfiles: 'ignore',
    cacheControl: false,
    // The ETag alone revalidates; a Last-Modified beside it would only add ~50 bytes to each of a page's requests.
    lastModified: false,
    // Builds hold scripts, styles, icons and manifests, read whole: no byte ranges to offer.
    acceptRanges: false,
    allowedPath: (pathname) => !PRIVATE_FILES.test(pathname) && !(shell && SHELL_SERVER_FILES.test(pathname)),
    setHeaders,
  });
  if (releasesRoot) {
    // Each stored release under its version, with the same rules as the build: a release folder never changes,
    // and its manifests still revalidate so that a folder removed from the store is noticed.
    fs.mkdirSync(releasesRoot, { recursive: true });
    await app.register(fastifyStatic, {
      root: path.resolve(releasesRoot),
      prefix: RELEASES_URL_PREFIX,
      decorateReply: false,
      preCompressed: true,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      lastModified: false,
      acceptRanges: false,
      allowedPath: (pathname) => !PRIVATE_FILES.test(pathname),
      setHeaders,
    });
  }
  app.options('*', async (_request, reply) => reply.code(204).send());
  if (builds)
    // The live shell build's files, then the server's own build's; a content-hashed file is looked for in every stored
    // shell release too, so a page of a replaced build (or a canary's) finds its chunks after a switch.
    // Not async: a reply is a thenable, which an async handler returning it would await once more.
    app.get('/*', (request, reply) => {
      const pathname = `/${(request.params as { '*': string })['*']}`;
      const roots = builds.fileRoots(HASHED_NAME.test(pathname));
      // @fastify/static still checks the path (traversal, private files) against the folder chosen.
      const folder = roots.find((candidate) => fs.existsSync(path.join(candidate, pathname))) ?? roots[0];
      void reply.sendFile(pathname, folder);
    });

  /**
   * The releases this request's visitor gets: a new visitor is given their canary draw, kept in a cookie, so that
   * the page and the config.json the browser reads next agree.
   */
  const visitors = new WeakMap<FastifyRequest, VisitorReleases>();
  const visitorOf = (request: FastifyRequest, reply: FastifyReply): VisitorReleases | undefined => {
    if (!shell?.releases) return undefined;
    const known = visitors.get(request);
    if (known) return known;
    const visitor = shell.releases.forVisitor({
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
    visitors.set(request, visitor);
    return visitor;
  };
  /** The shell build of this request's visitor: the live one, or their canary's or override's. */
  const shellOf = async (request: FastifyRequest, reply: FastifyReply): Promise<ShellBuild> => {
    const build = await builds!.forVersion(visitorOf(request, reply)?.versions.shell);
    answeredWith.set(request, build);
    return build;
  };
  /**
   * How long a generated answer may be kept: an override never (an admin's page must not reach anyone else), one
   * that depends on the visitor's draw by their browser only, anything else by any cache that revalidates it.
   */
  const cachingFor = (visitor: VisitorReleases | undefined, vary: string[]) => ({
    'Cache-Control': visitor?.override ? 'no-store' : visitor?.personal ? 'private, no-cache' : REVALIDATE,
    ...(visitor?.personal
      ? { Vary: [...vary, 'Cookie'].join(', ') }
      : vary.length > 0
        ? { Vary: vary.join(', ') }
        : {}),
  });

  const siteLanguages = shell
    ? createSiteLanguages({
        apiUrl: () => valueOf(shell.apiUrl),
        maxAgeMs: rendering?.contentMaxAgeMs ?? LANGUAGES_MAX_AGE_MS,
        timeoutMs: rendering?.budgetMs ?? 3000,
      })
    : undefined;
  /**
   * The languages with addresses of their own (`/de/…`): the site's, other than its default, with an interface; and
   * the default language, whose addresses have no prefix.
   */
  const offeredLanguages = async (build: ShellBuild) => {
    const settings = await siteLanguages?.current();
    const prefixed = build.routeTable.prefixedLocales.filter(
      (locale) => settings && locale !== settings.defaultLanguage && settings.languages.includes(locale),
    );
    return { prefixed, defaultLanguage: settings?.defaultLanguage };
  };
  /**
   * A request's page and language: `/de/pricing/` is `/pricing/` in German while the site offers German; any other
   * address (an unoffered language's included) is the default language's, so `/fr/` is simply not a page.
   */
  const addressOf = async (build: ShellBuild, url: string) => {
    const { prefixed } = await offeredLanguages(build);
    const { language, path: page } = splitLanguagePrefix(url.split('?')[0], prefixed);
    return { language, route: build.routeTable.routeAt(page), page };
  };

  if (shell && builds) {
    const generated = (pathname: string, type: string, body: () => string | Promise<string>) =>
      app.get(pathname, async (_request, reply) =>
        reply
          .type(type)
          .header('Cache-Control', REVALIDATE)
          .send(await body()),
      );
    app.get('/config.json', async (request, reply) => {
      const visitor = visitorOf(request, reply);
      return reply
        .type('application/json; charset=utf-8')
        .headers(cachingFor(visitor, []))
        .send(JSON.stringify(shell.runtimeConfig(visitor)));
    });
    generated('/robots.txt', 'text/plain; charset=utf-8', async () => {
      const { prefixed } = await offeredLanguages(builds.live());
      return robotsTxt(builds.live().routeTable, valueOf(shell.siteUrl), prefixed);
    });
    generated('/sitemap.xml', 'application/xml; charset=utf-8', async () => {
      const { prefixed, defaultLanguage } = await offeredLanguages(builds.live());
      return sitemapXml(builds.live().routeTable, valueOf(shell.siteUrl), prefixed, defaultLanguage);
    });
  }

  /**
   * Answers with a public page (or the not-found page) rendered on the server: true once sent, false when the
   * browser must render it. A boolean, not the reply: a reply is a thenable, which an async function would await.
   * `posted` is the answer to a form sent without JavaScript that the page shows: the visitor's alone, never kept.
   */
  const serverRendered = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    posted?: PostedForm,
  ): Promise<boolean> => {
    if (!builds || !shell) return false;
    const shellBuild = await shellOf(request, reply);
    const { renderer } = shellBuild;
    if (!renderer) return false;
    // The render is kept under the languages it shows, so it takes them as fresh as the content it shows; the
    // address is then read with the same settings.
    const languages = await siteLanguages?.fresh();
    const { language } = await addressOf(shellBuild, request.url);
    const visitor = visitorOf(request, reply);
    // A visitor with no canary draw and no override gets the live releases: one configuration serves both.
    const live = shell.runtimeConfig();
    const config = visitor?.personal ? shell.runtimeConfig(visitor) : live;
    // Another build of mfe-public than the live one is rendered by threads of its own (one isolate holds one build).
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
        languages: languages && languagesOf(languages),
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
  };

  /**
   * A visitor of another build than the live one (a canary's, an override's, of mfe-public or of the shell) whose
   * build never rendered the page while the API does not answer: the page every visitor without a canary draw gets,
   * as last rendered by the live builds. That page carries the live configuration and scripts, so the browser
   * hydrates it with the builds it was rendered with; only a page the live builds never rendered is a 503.
   */
  const livePageInstead = async (
    request: FastifyRequest,
    unavailable: RenderOutcome,
  ): Promise<RenderOutcome> => {
    const live = builds!.live();
    const { language, route } = await addressOf(live, request.url);
    // The renderer keeps a language's last good renders under the page's address in it (`/de/pricing/`).
    const page = route && withLanguagePrefix(route.path, language);
    const last = page === undefined ? undefined : await live.renderer?.lastGoodRender(page);
    if (!last) return unavailable;
    answeredWith.set(request, live);
    return { kind: 'stale', status: last.status, html: last.html };
  };

  const unavailable = (reply: FastifyReply) =>
    reply
      .code(503)
      .type('text/html; charset=utf-8')
      .header('Retry-After', String(RETRY_AFTER_SECONDS))
      .send(unavailablePage(RETRY_AFTER_SECONDS));
  const sentAnswer =
    shell && builds && rendering
      ? registerFormPosts(app, {
          shellOf,
          siteUrl: () => valueOf(shell.siteUrl),
          apiUrl: () => valueOf(shell.apiUrl),
          answerPage: async (request, reply, status, posted) =>
            (await serverRendered(request, reply, status, posted)) ? reply : unavailable(reply),
        })
      : () => undefined;

  const releases = shell?.releases;
  if (releases) {
    // An admin's override: the API signed it, this origin checks it before keeping it in an HttpOnly cookie (only
    // a JSON body is read, so no other site can post one here without the browser asking this server first).
    app.post(RELEASE_OVERRIDE_PATHS.set, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const body = request.body as { token?: unknown } | undefined;
      const token = request.headers['content-type']?.startsWith('application/json') ? body?.token : undefined;
      const override = typeof token === 'string' ? await releases.verifyOverride(token) : undefined;
      if (!override || typeof token !== 'string')
        return reply.code(400).send({
          statusCode: 400,
          message:
            'token must be a release override signed by the registry, unexpired, naming a stored release',
        });
      reply.setCookie(OVERRIDE_COOKIE, token, {
        path: '/',
        maxAge: Math.max(0, Math.floor(override.exp - Date.now() / 1000)),
        httpOnly: true,
        sameSite: 'lax',
        secure: valueOf(secureCookies),
      });
      return {
        slice: override.slice,
        version: override.version,
        expiresAt: new Date(override.exp * 1000).toISOString(),
      };
    });
    // The override bar's "clear" is a plain HTML form (its empty body is not read).
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded'))
      app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) =>
        done(null, {}),
      );
    app.post(RELEASE_OVERRIDE_PATHS.clear, async (_request, reply) =>
      reply
        .clearCookie(OVERRIDE_COOKIE, { path: '/' })
        .header('Cache-Control', 'no-store')
        .redirect('/', 303),
    );
  }

  const signedInPages = shell && createSignedInPages({ timeoutMs: rendering?.budgetMs ?? 3000, log });
  const notFound = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!builds || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const build = await shellOf(request, reply);
    const { language, route } = await addressOf(build, request.url);
    // A language's home page has one address, `/de/`: its canonical URL, where every link goes. `/de` is moved there
    // for good (search engines keep the target alone); revalidated, so a language removed later stops moving it.
    const [pathname, query] = request.url.split(/\?(.*)/s);
    if (language && pathname === `/${language}`)
      return reply
        .header('Cache-Control', REVALIDATE)
        .redirect(`${pathname}/${query === undefined ? '' : `?${query}`}`, 301);
    const status = route ? 200 : 404;
    // An admin's preview shows unpublished drafts, read by the browser with the admin's session: never rendered
    // here, never kept by a cache (no-store, above), never indexed.
    if (isPreview(request.url))
      return reply.code(status).header('X-Robots-Tag', 'noindex').sendFile('index.html', build.root);
    // Public pages and the not-found page are rendered here; the signed-in areas are the browser's to render.
    if (build.renderer && (!route || route.access === 'public')) {
      if (await serverRendered(request, reply, status, sentAnswer(request, reply, build.renderer)))
        return reply;
    }
    // A signed-in route: the browser renders it, given at once what it would otherwise ask for one after another.
    if (route && route.access !== 'public' && signedInPages) {
      const page = await signedInPages.page({
        root: build.root,
        route,
        config: shell!.runtimeConfig(visitorOf(request, reply)),
        apiUrl: valueOf(shell!.apiUrl),
        cookie: request.headers.cookie,
      });
      if (page.link) reply.header('Link', page.link);
      return reply.code(status).type('text/html; charset=utf-8').headers(SIGNED_IN_CACHING).send(page.html);
    }
    // The visitor's shell build's index.html: the browser renders the route, or the not-found page with a 404 status.
    return reply.code(status).sendFile('index.html', build.root);
  };
  app.setNotFoundHandler(async (request, reply) => notFound(request, reply));
  // The landing page, the one most asked for, is never a file: straight to its page without a look at the disk.
  if (shell) app.get('/', async (request, reply) => notFound(request, reply));

  // Malformed requests (bad encoding, NUL, traversal, a directory) are the client's error: 400, or 404 where a
  // path was refused, answered like any unknown path.
  app.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
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

/** Only what the page shows of the settings: a stray field of the API's answer never reaches a render's key. */
const languagesOf = ({ languages, defaultLanguage }: LanguageSettings): LanguageSettings => ({
  languages,
  defaultLanguage,
});

/** Listens on `host`, 127.0.0.1 unless told (port 0 picks a free one), and resolves with the bound port. */
export async function listenWebServer(
  app: FastifyInstance,
  port: number,
  host = '127.0.0.1',
): Promise<number> {
  await app.listen({ port, host });
  return (app.server.address() as AddressInfo).port;
}
