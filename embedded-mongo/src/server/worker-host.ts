import { EJSON } from 'bson';
import { EventEmitter } from 'node:events';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { silentLogger } from '../logger';
import type { CommandEvent, EmbeddedMongo, EmbeddedMongoOptions } from './options';
import type { HostMessage, WorkerMessage } from './worker-messages';

/**
 * The engine on a worker thread, behind the same EmbeddedMongo interface, so that its command handling
 * does not take turns with the caller's event loop (the API's). Command events arrive by message a moment after
 * the command ran, command counts within a tenth of a second and all of them before stop() resolves.
 */
class WorkerEngine extends EventEmitter implements EmbeddedMongo {
  readonly uri: string;
  readonly localUri: string;
  readonly host: string;
  readonly port: number;
  private readonly counts = new Map<string, number>();
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly worker: Worker,
    ready: Extract<WorkerMessage, { type: 'ready' }>,
    readonly dbPath: string | undefined,
  ) {
    super();
    this.uri = ready.uri;
    this.localUri = ready.localUri;
    this.host = ready.host;
    this.port = ready.port;
    this.on('newListener', (event) => {
      if (event === 'command' && this.listenerCount('command') === 0)
        this.tell({ type: 'watchCommands', on: true });
    });
    this.on('removeListener', (event) => {
      if (event === 'command' && this.listenerCount('command') === 0)
        this.tell({ type: 'watchCommands', on: false });
    });
  }

  get commandCounts(): Readonly<Record<string, number>> {
    return Object.fromEntries(this.counts);
  }

  resetCommandCounts(): void {
    this.counts.clear();
    this.tell({ type: 'resetCounts' });
  }

  counted(counts: Record<string, number>): void {
    for (const [name, count] of Object.entries(counts))
      this.counts.set(name, (this.counts.get(name) ?? 0) + count);
  }

  received(message: Extract<WorkerMessage, { type: 'command' }>): void {
    const event: CommandEvent = {
      name: message.name,
      db: message.db,
      connectionId: message.connectionId,
      command: EJSON.parse(message.command, { relaxed: false }),
    };
    this.emit('command', event);
  }

  stop(): Promise<void> {
    this.stopping ??= new Promise<void>((resolve) => {
      this.worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'stopped') void this.worker.terminate().then(() => resolve());
      });
      this.worker.once('exit', () => resolve());
      this.tell({ type: 'stop' });
    });
    return this.stopping;
  }

  private tell(message: HostMessage): void {
    this.worker.postMessage(message);
  }
}

/** The worker's entry file; from TypeScript sources it is loaded through the require hook the host runs with. */
function spawnWorker(options: EmbeddedMongoOptions): Worker {
  const { logger: _logger, ...data } = options;
  const entry = path.join(__dirname, `worker-entry${path.extname(__filename)}`);
  if (entry.endsWith('.ts'))
    return new Worker(`require(${JSON.stringify(entry)});`, { eval: true, workerData: data });
  return new Worker(entry, { workerData: data });
}

export function startInWorker(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  const logger = options.logger ?? silentLogger;
  const worker = spawnWorker(options);
  return new Promise((resolve, reject) => {
    let engine: WorkerEngine | undefined;
    worker.on('message', (message: WorkerMessage) => {
      switch (message.type) {
        case 'ready':
          engine = new WorkerEngine(worker, message, options.dbPath);
          resolve(engine);
          break;
        case 'failed':
          void worker.terminate();
          reject(new Error(message.message));
          break;
        case 'log':
          logger[message.level](message.message);
          break;
        case 'counts':
          engine?.counted(message.counts);
          break;
        case 'command':
          engine?.received(message);
          break;
        default:
      }
    });
    worker.once('error', (error) => reject(error));
  });
}
