// The shell's builds as its web server serves them: each build's page (index.html), route table, files and server
// renderer. The live build is the shell's live release in the registry, or the build the web server was started with
// while the registry names none (or was never read). When the live pointer moves, the new live build is loaded and
// warmed beside the old one, takes over once it renders, and the old one's render threads end once they have answered
// the renders they started: no request fails and nothing restarts. A visitor given another release of the shell (a
// canary's, an admin's override's) gets that build, loaded on their first request and bounded like mfe-public's other
// builds. Every build has render threads of its own, so no page rendered with one shell build is served for another.
import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_VERSION_PATTERN } from '@agency/contracts/releases';
import { createBuildPool, OTHER_BUILD_IDLE_MS, OTHER_BUILDS } from './build-pool';
import { forgetPageRenderer, type RenderRequest } from './page-renderer';
import { readRouteTable, type RouteTable } from './route-table';
import type { ThreadedPageRenderer } from './threaded-page-renderer';

export interface ShellBuild {
  /** The shell release's version, or undefined for the build the web server was started with. */
  version?: string;
  root: string;
  routeTable: RouteTable;
  /** Its server renderer, for a build with a server part. */
  renderer?: ThreadedPageRenderer;
}

export interface ShellBuilds {
  /** The live build. Asking notices a move of the live pointer; the switch itself is made beside the requests. */
  live(): ShellBuild;
  /** The build of a visitor's shell release (undefined: the live one), or the live one when it cannot be loaded. */
  forVersion(version: string | undefined): Promise<ShellBuild>;
  /**
   * The folders a shell file is looked for in: the live build's, the web server's own, and for a content-hashed name
   * every stored shell release's (a page of a replaced or another build still loads its own chunks).
   */
  fileRoots(hashed: boolean): string[];
  /** The versions of the shell other than the live one that have a build loaded, the least recently used first. */
  otherVersions(): string[];
  close(): Promise<void>;
}

const describe = (version: string | undefined) =>
  version ? `shell release ${version}` : "the web server's own shell build";

export async function createShellBuilds({
  ownRoot,
  releasesDir,
  liveVersion,
  load,
  warmUp,
  refreshMs,
  capacity = OTHER_BUILDS,
  idleMs = OTHER_BUILD_IDLE_MS,
  log,
}: {
  /** The build the web server was started with. */
  ownRoot: string;
  /** The shell's folder of the release store (RELEASES_DIR/shell), when the server follows the registry. */
  releasesDir?: string;
  /** The shell's live release in the registry: undefined when it names none or was never read. */
  liveVersion: () => string | undefined;
  /** The server renderer of a build folder (undefined for a build without one). */
  load: (root: string) => Promise<ThreadedPageRenderer | undefined>;
  /** The render that warms a new live build before it takes over: a page with the live configuration. */
  warmUp: () => RenderRequest;
  /** How often the live pointer is looked at without a request. */
  refreshMs: number;
  /** Shell builds loaded besides the live one. */
  capacity?: number;
  /** How long another build is kept without a visitor. */
  idleMs?: number;
  log: (line: string) => void;
}): Promise<ShellBuilds> {
  const rootOf = (version: string | undefined) =>
    version && releasesDir ? path.join(releasesDir, version) : ownRoot;

  /**
   * Loads a build and waits for its render thread. A release whose thread cannot start is refused (whatever serves
   * now goes on serving); the server's own build is kept anyway, its pages then rendered by the browser.
   */
  async function open(version: string | undefined): Promise<ShellBuild> {
    const root = rootOf(version);
    const routeTable = readRouteTable(root);
    const renderer = await load(root);
    try {
      await renderer?.ready();
    } catch (error) {
      if (root === ownRoot) return { version, root, routeTable, renderer };
      renderer?.retire();
      forgetPageRenderer(root);
      throw error;
    }
    return { version, root, routeTable, renderer };
  }

  /** Ends a build's render threads once they have answered what they started, and lets go of its bundle. */
  function retire(build: ShellBuild, why: string) {
    build.renderer?.retire();
    if (build.root !== ownRoot) forgetPageRenderer(build.root);
    log(`ended the render threads of ${describe(build.version)}: ${why}`);
  }

  let live: ShellBuild;
  const started = liveVersion();
  try {
    live = await open(started);
  } catch (error) {
    if (!started) throw error;
    log(`${describe(started)} could not be loaded (${String(error)}); serving ${describe(undefined)}`);
    live = await open(undefined);
  }

  // Other versions, kept while their visitors come (build-pool.ts).
  const others = createBuildPool<Promise<ShellBuild>>({
    start: (version) => {
      const build = open(version);
      build.catch((error: unknown) =>
        log(`${describe(version)} could not be loaded for its visitors (${String(error)})`),
      );
      return build;
    },
    end: (build, _version, why) =>
      void build.then(
        (loaded) => retire(loaded, why),
        () => undefined,
      ),
    capacity,
    idleMs,
    idleWhy: (seconds) => `no visitor for ${seconds} s`,
    fullWhy: (most) => `${most} other shell builds are served at most, and it was used least recently`,
  });

  let switching = false;
  let closed = false;
  /** A version that could not be loaded, tried again only after a refresh interval. */
  let failed: { version: string | undefined; at: number } | undefined;

  function follow() {
    const wanted = liveVersion();
    if (switching || closed || wanted === live.version) return;
    if (failed && failed.version === wanted && Date.now() - failed.at < refreshMs) return;
    switching = true;
    void (async () => {
      try {
        // A version already loaded for its visitors (the canary promoted) takes over with its threads warm.
        const loaded = wanted === undefined ? undefined : others.take(wanted);
        const next = await (loaded?.catch(() => open(wanted)) ?? open(wanted));
        await next.renderer?.render(warmUp());
        if (closed) return retire(next, 'the web server is closing');
        const old = live;
        live = next;
        failed = undefined;
        log(`now serving ${describe(next.version)}`);
        retire(old, `replaced by ${describe(next.version)}`);
      } catch (error) {
        failed = { version: wanted, at: Date.now() };
        log(
          `${describe(wanted)} could not be loaded (${String(error)}); ${describe(live.version)} keeps serving`,
        );
      } finally {
        switching = false;
      }
    })();
  }

  const timer = setInterval(follow, refreshMs);
  timer.unref();

  const storedRoots = (): string[] => {
    if (!releasesDir) return [];
    try {
      return fs
        .readdirSync(releasesDir)
        .filter((name) => RELEASE_VERSION_PATTERN.test(name))
        .map((name) => path.join(releasesDir, name));
    } catch {
      return [];
    }
  };

  return {
    live() {
      follow();
      return live;
    },
    async forVersion(version) {
      follow();
      // The registry's live version is the live build's, even while it is being loaded: the build serving now
      // answers until the switch is done.
      if (version === undefined || version === live.version || version === liveVersion()) return live;
      return others.use(version).catch(() => live);
    },
    fileRoots: (hashed) => [...new Set([live.root, ownRoot, ...(hashed ? storedRoots() : [])])],
    otherVersions: () => others.keys(),
    async close() {
      closed = true;
      clearInterval(timer);
      const builds = await Promise.all(others.clear().map((build) => build.catch(() => undefined)));
      await Promise.all([live, ...builds].map((build) => build?.renderer?.close()));
    },
  };
}
