// One worker thread running the shell's server renderer (render-worker.ts), called like a function.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { traceCarrier } from '@agency/telemetry';
import type { ContainerLoad, LastGoodRender, RenderOutcome, RenderRequest } from './page-renderer';
import type { FromRenderWorker, RenderWorkerData, ToRenderWorker } from './render-worker';

/** The worker's file beside this one: its build, or its source when the web server runs from its sources. */
const WORKER_FILE = path.join(__dirname, `render-worker${path.extname(__filename)}`);
/** Run from the sources (the tests), the worker compiles its TypeScript as the benches do. */
const FROM_SOURCES = path.extname(__filename) === '.ts';
const SWC_REGISTER = path.resolve(__dirname, '..', '..', 'config', 'swc-register.cjs');

export interface Rendered {
  outcome: RenderOutcome;
  /** How many remote containers the thread has loaded so far. */
  containersLoaded: number;
}

export interface RenderThread {
  /** Settles once the renderer is loaded in the thread; rejects when it could not be. */
  ready: Promise<void>;
  render(request: RenderRequest): Promise<Rendered>;
  /** Every page's last good render, or only `page`'s (a route of the route table). */
  lastGoodRenders(page?: string): Promise<LastGoodRender[]>;
  /** Ends the thread, and the memory of its isolate with it, once the renders it has started are answered. */
  retire(): void;
  /** Ends the thread now (the server is closing); renders still waiting are rendered by the browser. */
  end(): Promise<void>;
  /** Whether the thread has ended or failed: it takes no more renders. */
  readonly ended: boolean;
  /** Whether the renderer is loaded in the thread (`ready` has settled successfully). */
  readonly started: boolean;
}

export function startRenderThread({
  root,
  rendering,
  lastGood,
  log,
  onContainerLoad,
}: RenderWorkerData & {
  log: (line: string) => void;
  onContainerLoad?: (load: ContainerLoad) => void;
}): RenderThread {
  const worker = new Worker(WORKER_FILE, {
    workerData: { root, rendering, lastGood } satisfies RenderWorkerData,
    ...(FROM_SOURCES ? { execArgv: [...process.execArgv, '--require', SWC_REGISTER] } : {}),
  });
  // The server's sockets keep the process alive, not its renderer.
  worker.unref();
  const waiting = new Map<number, (message: FromRenderWorker) => void>();
  let nextId = 0;
  let ended = false;
  let started = false;
  let retiring = false;
  let markReady: () => void = () => undefined;
  let markFailed: (error: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  // A rejection nobody awaits yet (the thread failed before its first render) must not end the process.
  ready.catch(() => undefined);

  const endRetiredWhenIdle = () => {
    if (retiring && waiting.size === 0 && !ended) {
      ended = true;
      // A thread retired before it started never will: whoever waits for it stops waiting.
      markFailed(new Error('the render thread was ended before it started'));
      void worker.terminate();
    }
  };
  /** Every render still waiting gets the browser to render its page: the thread is gone. */
  const fail = (reason: string) => {
    ended = true;
    markFailed(new Error(reason));
    for (const [id, answer] of waiting)
      answer({ id, kind: 'rendered', outcome: { kind: 'client-render', reason }, containersLoaded: 0 });
    waiting.clear();
  };

  worker.on('message', (message: FromRenderWorker) => {
    if (message.kind === 'log') return log(message.line);
    if (message.kind === 'container-load') return onContainerLoad?.(message.load);
    if (message.kind === 'ready') {
      started = true;
      return markReady();
    }
    if (message.kind === 'failed') {
      void worker.terminate();
      return fail(`the render thread could not start: ${message.reason}`);
    }
    const answer = waiting.get(message.id);
    waiting.delete(message.id);
    answer?.(message);
    endRetiredWhenIdle();
  });
  worker.on('error', (error) => {
    log(`the render thread failed: ${error.message}`);
    fail(`the render thread failed: ${error.message}`);
  });
  worker.on('exit', () => {
    if (!ended) fail('the render thread exited');
  });

  function call(message: ToRenderWorker): Promise<FromRenderWorker> {
    if (ended) return Promise.reject(new Error('the render thread has ended'));
    return new Promise((resolve) => {
      waiting.set(message.id, resolve);
      worker.postMessage(message);
    });
  }

  return {
    ready,
    async render(request) {
      const answer = await call({ id: nextId++, kind: 'render', request, trace: traceCarrier() });
      if (answer.kind !== 'rendered') throw new Error(`the render thread answered ${answer.kind}`);
      return { outcome: answer.outcome, containersLoaded: answer.containersLoaded };
    },
    async lastGoodRenders(page) {
      const answer = await call({ id: nextId++, kind: 'last-good', page });
      return answer.kind === 'last-good' ? answer.renders : [];
    },
    retire() {
      retiring = true;
      endRetiredWhenIdle();
    },
    async end() {
      fail('the web server is closing');
      await worker.terminate();
    },
    get ended() {
      return ended;
    },
    get started() {
      return started;
    },
  };
}
