// The renders of mfe-public's builds other than the live one: a canary's, an admin's override's. Module Federation's
// Node runtime finds a server container's chunks by the remote's name, so one isolate holds one build of a remote at
// a time; each other build gets render threads of its own, and with them its own kept and last good renders.
import type { RenderOutcome, RenderRequest } from './page-renderer';
import type { BuildRenderer } from './build-renderer';
import { createBuildPool } from './build-pool';

export interface OtherBuildRenderers {
  /** Renders `request` with the threads of `build` (its browser manifest), started for it if need be. */
  render(build: string, request: RenderRequest): Promise<RenderOutcome>;
  /** The builds that have threads, the least recently used first. */
  builds(): string[];
  /**
   * Hands over the threads of `build`, which are no longer this pool's to end (a canary promoted: its warm threads
   * become the live build's); undefined when it has none.
   */
  take(build: string): BuildRenderer | undefined;
  /** Ends every build's threads once they have answered the renders they started. */
  retire(): void;
  close(): Promise<void>;
}

/**
 * Threads per build, started on demand and kept in a build pool (build-pool.ts): a build's threads end when another
 * build needs threads and it was used least recently, or once they have rendered nothing for `idleMs`.
 * A build's first render waits for its thread to start: when that and the render take longer than the render budget,
 * the browser renders the page instead (the thread goes on starting for the next visitor), never another build.
 */
export function createOtherBuildRenderers({
  start,
  budgetMs,
  capacity,
  idleMs,
  log,
}: {
  /** A new renderer for one build. */
  start: () => BuildRenderer;
  budgetMs: number;
  capacity?: number;
  idleMs?: number;
  log: (line: string) => void;
}): OtherBuildRenderers {
  interface Threads {
    renderer: BuildRenderer;
    /** Renders asked for and not answered yet: a thread slow to start is not idle. */
    rendering: number;
  }
  const pool = createBuildPool<Threads>({
    start: (build) => {
      log(`started a render thread for ${build}`);
      return { renderer: start(), rendering: 0 };
    },
    end: ({ renderer }, build, why) => {
      renderer.retire();
      log(`ended the render threads of ${build}: ${why}`);
    },
    busy: (threads) => threads.rendering > 0,
    capacity,
    idleMs,
    idleWhy: (seconds) => `no render for ${seconds} s`,
    fullWhy: (most) => `${most} other builds are rendered at most, and it was used least recently`,
  });

  return {
    render(build, request) {
      const threads = pool.use(build);
      const { renderer } = threads;
      threads.rendering += 1;
      const rendering = renderer.render(request).finally(() => {
        threads.rendering -= 1;
        pool.touch(build);
      });
      if (renderer.started) return rendering;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<RenderOutcome>((resolve) => {
        timer = setTimeout(
          () =>
            resolve({
              kind: 'client-render',
              reason: `the render thread of ${build} took longer than the render budget to start and render`,
            }),
          budgetMs,
        );
      });
      return Promise.race([rendering, late]).finally(() => clearTimeout(timer));
    },
    builds: () => pool.keys(),
    take: (build) => pool.take(build)?.renderer,
    retire: () => pool.endAll('its shell build was replaced'),
    async close() {
      await Promise.all(pool.clear().map(({ renderer }) => renderer.close()));
    },
  };
}
