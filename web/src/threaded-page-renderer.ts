// The shell's server renderer run in worker threads: the live build of mfe-public's in one line of threads, each
// other build a visitor is given (a canary's, an admin's override's) in threads of its own, so every visitor's page
// is rendered with the very build their browser then hydrates with.
import { createBuildRenderer, CONTAINERS_PER_THREAD } from './build-renderer';
import { createOtherBuildRenderers, OTHER_BUILD_IDLE_MS, OTHER_BUILDS } from './other-build-renderers';
import {
  loadPageRenderer,
  type ContainerLoad,
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
  /** Ends every render thread. */
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
  const live = startBuild();
  const others = createOtherBuildRenderers({
    start: startBuild,
    budgetMs: rendering.budgetMs,
    capacity: otherBuilds,
    idleMs: otherBuildIdleMs,
    log,
  });

  return {
    render(request, build = 'live') {
      const other = build === 'live' ? undefined : request.config.remotes.mfe_public;
      return other ? others.render(other, request) : live.render(request);
    },
    sendForm: (post) => local.sendForm(post),
    sentAnswer: (name) => local.sentAnswer(name),
    scriptHashes: local.scriptHashes,
    otherBuilds: () => others.builds(),
    async close() {
      await Promise.all([live.close(), others.close()]);
    },
  };
}
