// Test helpers: the release registry's routing endpoint and a shell web server following it, both over HTTP on free
// ports, the shell serving fixture builds from a folder (its own build in shell/, the release store in releases/).
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { RoutingDocument } from '@agency/contracts/releases';
import { buildRuntimeConfig } from '../runtime-config';
import type { WebMetrics } from '../web-metrics';
import { createWebServer, listenWebServer, type WebServerOptions } from '../web-server';
import { createRoutingSource, ROUTING_PATH, type RoutingSource } from './routing-source';
import { createSiteReleases } from './site-releases';

/** Where the test shells place every remote unless told otherwise: a page names its builds' manifests there. */
export const FIXTURE_REMOTE_URL = 'https://public.example';
const SITE_URL = 'https://site.example';

/** A stored release's browser manifest, as a test shell's configuration names it (the remotes at their default). */
export const fixtureManifestUrl = (version: string) =>
  `${FIXTURE_REMOTE_URL}/_releases/${version}/mf-manifest.json`;

/** Writes a fixture build's file, making its folders. */
export function writeFixture(file: string, body: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

export interface TestRegistry {
  url: string;
  close(): Promise<void>;
}

/**
 * The release registry's routing endpoint as the API serves it, answering what `routing()` gives at each request
 * (a 503 while it gives nothing); on `port` to come back where a stopped one was.
 */
export async function startTestRegistry(
  routing: () => RoutingDocument | undefined,
  port = 0,
): Promise<TestRegistry> {
  const registry = Fastify();
  registry.get(ROUTING_PATH, async (_request, reply) => routing() ?? reply.code(503).send());
  const url = `http://127.0.0.1:${await listenWebServer(registry, port)}`;
  return { url, close: () => registry.close() };
}

export interface TestShell {
  url: string;
  /** The shell's copy of the routing document: `refresh()` makes it read the registry now. */
  routing: RoutingSource;
  close(): Promise<void>;
}

/**
 * A shell web server over the fixture builds in `folder`, following the registry at `registryUrl` as the production
 * servers do (a visitor without releases of their own gets the live ones), with every remote at `remoteUrl`. With
 * `serverRendering` its build's server/render.js renders the public pages on render threads.
 */
export async function startTestShell({
  folder,
  registryUrl,
  remoteUrl = FIXTURE_REMOTE_URL,
  csp,
  serverRendering = false,
  log,
  metrics,
}: {
  folder: string;
  registryUrl: string;
  remoteUrl?: string;
  csp: WebServerOptions['csp'];
  serverRendering?: boolean;
  log?: (line: string) => void;
  metrics?: WebMetrics;
}): Promise<TestShell> {
  // Read when a test says so (refresh), never on its own within a test.
  const routing = createRoutingSource({ apiUrl: registryUrl, refreshMs: 60_000, log: () => {} });
  await routing.refresh();
  const releases = createSiteReleases({ routing, releasesDir: path.join(folder, 'releases') });
  const server = await createWebServer({
    root: path.join(folder, 'shell'),
    csp,
    log,
    metrics,
    shell: {
      runtimeConfig: (visitor = releases.live()) =>
        buildRuntimeConfig({
          apiUrl: registryUrl,
          remoteUrls: {
            shell: SITE_URL,
            'mfe-public': remoteUrl,
            'mfe-customer': remoteUrl,
            'mfe-admin': remoteUrl,
            'mfe-cms': remoteUrl,
          },
          visitor,
        }),
      apiUrl: registryUrl,
      releases,
      siteUrl: SITE_URL,
      rendering: serverRendering
        ? // Long enough for a build's thread to start on a busy machine (from its TypeScript sources).
          { budgetMs: 30_000, remoteRefreshMs: 60_000, contentMaxAgeMs: 100 }
        : undefined,
    },
  });
  const url = `http://127.0.0.1:${await listenWebServer(server, 0)}`;
  return {
    url,
    routing,
    close: async () => {
      await server.close();
      routing.stop();
    },
  };
}
