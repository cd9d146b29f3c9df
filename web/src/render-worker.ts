// A worker thread that owns the shell's server renderer and the remote containers it loads, so that the web server
// gets all of their memory back by ending the thread (see render-thread.ts).
import './tracing';
import { parentPort, workerData } from 'node:worker_threads';
import { withTraceCarrier, type TraceCarrier } from '@agency/telemetry';
import {
  loadPageRenderer,
  type ContainerLoad,
  type LastGoodRender,
  type RenderingLimits,
  type RenderOutcome,
  type RenderRequest,
} from './page-renderer';

export interface RenderWorkerData {
  /** The shell's build folder. */
  root: string;
  rendering: RenderingLimits;
  /** The last good renders of the thread this one replaces. */
  lastGood: LastGoodRender[];
}

export type ToRenderWorker =
  | { id: number; kind: 'render'; request: RenderRequest; trace: TraceCarrier }
  /** Every page's last good render, or only `page`'s. */
  | { id: number; kind: 'last-good'; page?: string };

export type FromRenderWorker =
  | { kind: 'ready' }
  | { kind: 'failed'; reason: string }
  | { kind: 'log'; line: string }
  | { kind: 'container-load'; load: ContainerLoad }
  | { id: number; kind: 'rendered'; outcome: RenderOutcome; containersLoaded: number }
  | { id: number; kind: 'last-good'; renders: LastGoodRender[] };

const port = parentPort;
if (!port) throw new Error('render-worker runs as a worker thread of the web server');
const post = (message: FromRenderWorker) => port.postMessage(message);
const { root, rendering, lastGood } = workerData as RenderWorkerData;

loadPageRenderer(root, {
  rendering,
  lastGood,
  log: (line) => post({ kind: 'log', line }),
  onContainerLoad: (load) => post({ kind: 'container-load', load }),
}).then(
  (renderer) => {
    if (!renderer) return post({ kind: 'failed', reason: `${root} has no server renderer` });
    port.on('message', (message: ToRenderWorker) => {
      if (message.kind === 'last-good') {
        const renders = renderer.lastGoodRenders?.() ?? [];
        return post({
          id: message.id,
          kind: 'last-good',
          renders: message.page === undefined ? renders : renders.filter(({ page }) => page === message.page),
        });
      }
      // The render's reads of the API join the trace of the page view that asked for it.
      void withTraceCarrier(message.trace, () => renderer.render(message.request))
        .catch((error: unknown): RenderOutcome => ({ kind: 'client-render', reason: String(error) }))
        .then((outcome) =>
          post({
            id: message.id,
            kind: 'rendered',
            outcome,
            containersLoaded: renderer.containersLoaded?.() ?? 0,
          }),
        );
    });
    post({ kind: 'ready' });
  },
  (error: unknown) => post({ kind: 'failed', reason: String(error) }),
);
