// The shell's server renderer run in worker threads: the live build of mfe-public's in one line of threads, each
// other build a visitor is given (a canary's, an admin's override's) in threads of its own, so every visitor's page
// is rendered with the very build their browser then hydrates with. When another build becomes the live one (a canary
// promoted), its threads, already warm, become the live build's.
import { createBuildRenderer, CONTAINERS_PER_THREAD } from './build-renderer';
import { OTHER_BUILD_IDLE_MS, OTHER_BUILDS } from './build-pool';
import { createOtherBuildRenderers } from './other-build-renderers';
import {
  loadPageRenderer,
  type ContainerLoad,
  type LastGoodRender,
  type PageRenderer,
  type RenderingLimits,
  type RenderOutcome,
  type RenderRequest,
} from './page-renderer';

/** Which of mfe-public's builds a render is for: the live one, a canary's, or an admin's override's. */
export type PublicBuild = 'live' | 'canary' | 'override';

/**
 * The shell's renderer for a web server: its pages rendered in worker threads (build-renderer.ts), its forms and
 * script hashes from the bundle loaded in this thread (they load no remote code).
 */
export interface ThreadedPageRenderer extends PageRenderer {
  /**
   * Renders with the live build's threads, or, for another build (`canary`, `override`), with the threads of the
   * build the request's configuration names (other-build-renderers.ts).
   */
  render(request: RenderRequest, build?: PublicBuild): Promise<RenderOutcome>;
  /** The other builds that have render threads now, the least recently used first. */
  otherBuilds(): string[];
  /** Settles once the live build's render thread has started; rejects when it could not. */
  ready(): Promise<void>;
  /** The live build's last good render of a page (a route of the route table), if it has one. */
  lastGoodRender(page: string): Promise<LastGoodRender | undefined>;
  /** Ends every render thread once it has answered the renders it started (its shell build was replaced). */
  retire(): void;
  /** Ends every render thread now. */
  close(): Promise<void>;
}

export async function loadThreadedPageRenderer(
  root: string,
  {
    rendering,
    log,
    onContainerLoad,
    containersPerThread = CONTAINERS_PER_THREAD,
    otherBuilds = OTHER_BUILDS,
    otherBuildIdleMs = OTHER_BUILD_IDLE_MS,
  }: {
    rendering: RenderingLimits;
    log: (line: string) => void;
    onContainerLoad?: (load: ContainerLoad) => void;
    containersPerThread?: number;
    /** How many builds besides the live one may have render threads at once. */
    otherBuilds?: number;
    /** How long another build's threads wait for a render before they end. */
    otherBuildIdleMs?: number;
  },
): Promise<ThreadedPageRenderer | undefined> {
  const local = await loadPageRenderer(root, { rendering, log });
  if (!local) return undefined;
  const startBuild = () =>
    createBuildRenderer({ root, rendering, log, onContainerLoad, containersPerThread });
  let live = startBuild();
  /** The browser manifest of mfe-public that the live threads were last asked to render. */
  let liveManifest: string | undefined;
  const others = createOtherBuildRenderers({
    start: startBuild,
    budgetMs: rendering.budgetMs,
    capacity: otherBuilds,
    idleMs: otherBuildIdleMs,
    log,
  });

  return {
    render(request, build = 'live') {
      const manifest = request.config.remotes.mfe_public;
      if (build !== 'live') return others.render(manifest, request);
      if (manifest !== liveManifest) {
        liveManifest = manifest;
        // The live build has changed: a build that already has threads (the canary just promoted) keeps them, warm,
        // and the old live build's end once they have answered what they started.
        const warm = others.take(manifest);
        if (warm) {
          live.retire();
          live = warm;
          log(`the render threads of ${manifest} now render the live build`);
        }
      }
      return live.render(request);
    },
    sendForm: (post) => local.sendForm(post),
    sentAnswer: (name) => local.sentAnswer(name),
    scriptHashes: local.scriptHashes,
    otherBuilds: () => others.builds(),
    ready: () => live.ready(),
    lastGoodRender: (page) => live.lastGoodRender(page),
    retire() {
      live.retire();
      others.retire();
    },
    async close() {
      await Promise.all([live.close(), others.close()]);
    },
  };
}
