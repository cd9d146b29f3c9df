// The build's files with @fastify/static: pre-compressed files chosen by Accept-Encoding, long-lived caching of
// content-hashed files and revalidation of everything else (served-files.ts), never a private file. A remote also
// serves its stored releases; the shell serves its visitor's build's files (shell-builds.ts).
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import { SERVER_DIR } from '../build-layout';
import { cacheControlOf, HASHED_NAME, PRIVATE_FILES } from '../served-files';
import { RELEASES_URL_PREFIX } from '../releases/release-urls';
import type { WebServerOptions } from '../web-server-options';

// The shell's own Node build is code for its server, not for browsers (a remote's dist/server is served: the shell
// loads it from there).
const SHELL_SERVER_FILES = new RegExp(`^/${SERVER_DIR}/`);
// A page opened with ?preview (PREVIEW_PARAM in contracts' public-reads) shows an admin unpublished drafts.
const PREVIEW_PARAM = 'preview';
export const isPreview = (url: string) => new URLSearchParams(url.split('?')[1] ?? '').has(PREVIEW_PARAM);

/** The same rules for every folder served: no Last-Modified, no byte ranges, no index but the build's own. */
const FOLDER_RULES = {
  preCompressed: true,
  dotfiles: 'ignore',
  cacheControl: false,
  // The ETag alone revalidates; a Last-Modified beside it would only add ~50 bytes to each of a page's requests.
  lastModified: false,
  // Builds hold scripts, styles, icons and manifests, read whole: no byte ranges to offer.
  acceptRanges: false,
  setHeaders: (
    reply: { request: FastifyRequest; header: (name: string, value: string) => unknown },
    file: string,
  ) => {
    reply.header(
      'Cache-Control',
      isPreview(reply.request.url) ? 'no-store' : cacheControlOf(path.basename(file)),
    );
  },
} as const;

export const staticFiles = fp<Pick<WebServerOptions, 'root' | 'releasesRoot'>>(
  async (app, { root, releasesRoot }) => {
    const builds = app.shellBuilds;
    await app.register(fastifyStatic, {
      ...FOLDER_RULES,
      root: path.resolve(root),
      // The shell's files are served below, from its live build's folder.
      serve: !builds,
      // The shell answers its pages itself (pages.ts), so `/` is a route, not a directory index.
      index: builds ? false : ['index.html'],
      allowedPath: (pathname) =>
        !PRIVATE_FILES.test(pathname) && !(builds && SHELL_SERVER_FILES.test(pathname)),
    });
    if (releasesRoot) {
      // Each stored release under its version, with the same rules as the build: a release folder never changes,
      // and its manifests still revalidate so that a folder removed from the store is noticed.
      fs.mkdirSync(releasesRoot, { recursive: true });
      await app.register(fastifyStatic, {
        ...FOLDER_RULES,
        root: path.resolve(releasesRoot),
        prefix: RELEASES_URL_PREFIX,
        decorateReply: false,
        index: false,
        allowedPath: (pathname) => !PRIVATE_FILES.test(pathname),
      });
    }
    if (builds)
      // The live shell build's files, then the server's own build's; a content-hashed file is looked for in every
      // stored shell release too, so a page of a replaced build (or a canary's) finds its chunks after a switch.
      // Not async: a reply is a thenable, which an async handler returning it would await once more.
      app.get('/*', (request, reply) => {
        const pathname = `/${(request.params as { '*': string })['*']}`;
        const roots = builds.fileRoots(HASHED_NAME.test(pathname));
        // @fastify/static still checks the path (traversal, private files) against the folder chosen.
        const folder = roots.find((candidate) => fs.existsSync(path.join(candidate, pathname))) ?? roots[0];
        void reply.sendFile(pathname, folder);
      });
  },
  { name: 'static-files' },
);
