// The renders of one line of mfe-public's builds in a worker thread that is replaced after a number of remote
// containers. Each new build of mfe-public is code evaluated in the renderer's isolate; letting go of a replaced one
// leaves memory that V8 gives back late, if at all (its heap grows between full collections). Ending the thread
// returns its whole isolate.
import type {
  ContainerLoad,
  LastGoodRender,
  RenderingLimits,
  RenderOutcome,
  RenderRequest,
} from './page-renderer';
import { startRenderThread, type Rendered, type RenderThread } from './render-thread';

/** Containers a render thread loads before a fresh one takes over: about one release's memory each. */
export const CONTAINERS_PER_THREAD = 10;

/**
 * Pages rendered in a worker thread. Once the thread has loaded `containersPerThread` containers, a shared render
 * starts a new thread with the old one's last good renders, renders the same page in it (loading the container
 * that page names), then sends every render to the new thread and ends the old one once it has answered the renders
 * it had started. A thread that cannot start or warm up is dropped and the old one keeps rendering.
 */
export interface BuildRenderer {
  render(request: RenderRequest): Promise<RenderOutcome>;
  /** Whether its thread has loaded the renderer: a render then takes the render budget at most. */
  readonly started: boolean;
  /** Settles once its thread has loaded the renderer; rejects when it could not. */
  ready(): Promise<void>;
  /** The last good render of a page (a route of the route table) in its thread, if it has one. */
  lastGoodRender(page: string): Promise<LastGoodRender | undefined>;
  /** Ends its threads once they have answered the renders they started; it takes no more. */
  retire(): void;
  /** Ends its threads now (the server is closing): renders still waiting are rendered by the browser. */
  close(): Promise<void>;
}

export interface BuildRendererOptions {
  /** The shell's build folder. */
  root: string;
  rendering: RenderingLimits;
  log: (line: string) => void;
  onContainerLoad?: (load: ContainerLoad) => void;
  containersPerThread?: number;
}

export function createBuildRenderer({
  root,
  rendering,
  log,
  onContainerLoad,
  containersPerThread = CONTAINERS_PER_THREAD,
}: BuildRendererOptions): BuildRenderer {
  const threads = new Set<RenderThread>();
  const start = (lastGood: Awaited<ReturnType<RenderThread['lastGoodRenders']>>) => {
    const thread = startRenderThread({ root, rendering, lastGood, log, onContainerLoad });
    threads.add(thread);
    return thread;
  };
  const forgetEnded = () => {
    for (const thread of threads) if (thread.ended) threads.delete(thread);
  };
  let current = start([]);
  const asking = new Map<string, Promise<Rendered>>();
  let replacing = false;
  let retired = false;

  async function replace(warmUp: RenderRequest): Promise<void> {
    const old = current;
    const next = start(await old.lastGoodRenders());
    try {
      await next.ready;
      const { outcome } = await next.render({ ...warmUp, ifNoneMatch: undefined });
      if (outcome.kind !== 'html') throw new Error(`its first render was ${outcome.kind}`);
    } catch (error) {
      next.retire();
      log(`kept the render thread: a new one could not take over (${String(error)})`);
      return;
    }
    if (retired) return next.retire();
    current = next;
    old.retire();
    log(`a new render thread took over from one that had loaded ${containersPerThread} containers or more`);
  }

  return {
    async render(request) {
      if (retired) return { kind: 'client-render', reason: 'its render thread has ended' };
      // A thread that failed is replaced at once, with no last good renders to hand on.
      forgetEnded();
      if (current.ended) current = start([]);
      const thread = current;
      await thread.ready.catch(() => undefined);
      // Requests that would render the same page at the same moment share one answer of the thread: a busy page
      // costs one round trip between the threads per answer, not per visitor.
      const key =
        request.shared && !request.posted
          ? JSON.stringify([request.url, request.status, request.ifNoneMatch, request.config])
          : undefined;
      const shared = key === undefined ? undefined : asking.get(key);
      const asked =
        shared ??
        thread.render(request).catch((error: unknown) => ({
          outcome: { kind: 'client-render' as const, reason: String(error) },
          containersLoaded: 0,
        }));
      if (key !== undefined && !shared) {
        asking.set(key, asked);
        void asked.finally(() => asking.delete(key));
      }
      const { outcome, containersLoaded } = await asked;
      if (
        containersLoaded >= containersPerThread &&
        !replacing &&
        !retired &&
        thread === current &&
        request.shared &&
        outcome.kind === 'html'
      ) {
        replacing = true;
        void replace(request).finally(() => {
          replacing = false;
        });
      }
      return outcome;
    },
    get started() {
      return current.started;
    },
    ready: () => current.ready,
    async lastGoodRender(page) {
      if (current.ended) return undefined;
      const [render] = await current.lastGoodRenders(page).catch(() => []);
      return render;
    },
    retire() {
      retired = true;
      for (const thread of threads) thread.retire();
    },
    async close() {
      retired = true;
      await Promise.all([...threads].map((thread) => thread.end()));
      threads.clear();
    },
  };
}
