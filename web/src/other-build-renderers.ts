// The renders of mfe-public's builds other than the live one: a canary's, an admin's override's. Module Federation's
// Node runtime finds a server container's chunks by the remote's name, so one isolate holds one build of a remote at
// a time; each other build gets render threads of its own, and with them its own kept and last good renders.
import type { RenderOutcome, RenderRequest } from './page-renderer';
import type { BuildRenderer } from './build-renderer';

/** Other builds rendered at once: a canary and an admin's override beside the live build. */
export const OTHER_BUILDS = 2;
/** How long a build's threads wait for another render after their last answer before they end. */
export const OTHER_BUILD_IDLE_MS = 5 * 60_000;

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
 * Threads per build, started on demand: at most `capacity` builds at once (the least recently used one's threads
 * end when another build needs threads), and a build's threads end once they have rendered nothing for `idleMs`.
 * A build's first render waits for its thread to start: when that and the render take longer than the render budget,
 * the browser renders the page instead (the thread goes on starting for the next visitor), never another build.
 */
export function createOtherBuildRenderers({
  start,
  budgetMs,
  capacity = OTHER_BUILDS,
  idleMs = OTHER_BUILD_IDLE_MS,
  log,
}: {
  /** A new renderer for one build. */
  start: () => BuildRenderer;
  budgetMs: number;
  capacity?: number;
  idleMs?: number;
  log: (line: string) => void;
}): OtherBuildRenderers {
  interface Entry {
    renderer: BuildRenderer;
    /** When it last answered or was asked for a render. */
    usedAt: number;
    /** Renders asked for and not answered yet: a thread slow to start is not idle. */
    rendering: number;
    idleTimer: NodeJS.Timeout;
  }
  // Least recently used first: a Map keeps insertion order.
  const entries = new Map<string, Entry>();

  const end = (build: string, why: string) => {
    const entry = entries.get(build);
    if (!entry) return;
    entries.delete(build);
    clearTimeout(entry.idleTimer);
    entry.renderer.retire();
    log(`ended the render threads of ${build}: ${why}`);
  };
  /** Ends a build's threads once idle; one timer per build, moved on only when it fires (not per render). */
  const watchIdle = (build: string, entry: Entry, after: number): NodeJS.Timeout =>
    setTimeout(() => {
      const idle = entry.rendering > 0 ? 0 : Date.now() - entry.usedAt;
      if (idle >= idleMs) end(build, `no render for ${Math.round(idle / 1000)} s`);
      else entry.idleTimer = watchIdle(build, entry, idleMs - idle);
    }, after).unref();

  function entryOf(build: string): Entry {
    const known = entries.get(build);
    if (known) {
      known.usedAt = Date.now();
      entries.delete(build);
      entries.set(build, known);
      return known;
    }
    const entry = { renderer: start(), usedAt: Date.now(), rendering: 0 } as Entry;
    entry.idleTimer = watchIdle(build, entry, idleMs);
    entries.set(build, entry);
    log(`started a render thread for ${build}`);
    for (const [oldest] of entries) {
      if (entries.size <= capacity) break;
      end(oldest, `${capacity} other builds are rendered at most, and it was used least recently`);
    }
    return entry;
  }

  return {
    render(build, request) {
      const entry = entryOf(build);
      const { renderer } = entry;
      entry.rendering += 1;
      const rendering = renderer.render(request).finally(() => {
        entry.rendering -= 1;
        entry.usedAt = Date.now();
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
    builds: () => [...entries.keys()],
    take(build) {
      const entry = entries.get(build);
      if (!entry) return undefined;
      entries.delete(build);
      clearTimeout(entry.idleTimer);
      return entry.renderer;
    },
    retire() {
      for (const build of [...entries.keys()]) end(build, 'its shell build was replaced');
    },
    async close() {
      const closing = [...entries.values()].map((entry) => {
        clearTimeout(entry.idleTimer);
        return entry.renderer.close();
      });
      entries.clear();
      await Promise.all(closing);
    },
  };
}
