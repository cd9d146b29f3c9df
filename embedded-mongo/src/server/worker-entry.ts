import { EJSON } from 'bson';
import { parentPort, workerData } from 'node:worker_threads';
import type { Logger } from '../logger';
import type { EmbeddedMongoOptions } from './options';
import { startOnThisThread } from './server';
import type { HostMessage, WorkerMessage } from './worker-messages';

/**
 * The engine inside a worker thread (see worker-host.ts): started with the host's options, it reports
 * its address, its log lines and the commands it receives, and stops when asked.
 */
const port = parentPort!;
const post = (message: WorkerMessage): void => port.postMessage(message);
const logger: Logger = {
  info: (message) => post({ type: 'log', level: 'info', message }),
  warn: (message) => post({ type: 'log', level: 'warn', message }),
  error: (message) => post({ type: 'log', level: 'error', message }),
};

async function run(): Promise<void> {
  const server = await startOnThisThread({ ...(workerData as EmbeddedMongoOptions), worker: false, logger });
  let watching = false;
  // Counts cross the thread once per turn of the worker's loop, not once per command (a message costs the
  // API's thread more than a small command does); a whole command crosses only when someone listens.
  let counted: Record<string, number> = {};
  let countsPending = false;
  const postCounts = (): void => {
    post({ type: 'counts', counts: counted });
    counted = {};
    countsPending = false;
  };
  server.on('command', ({ name, db, connectionId, command }) => {
    counted[name] = (counted[name] ?? 0) + 1;
    if (!countsPending) {
      countsPending = true;
      setImmediate(postCounts);
    }
    if (watching)
      post({
        type: 'command',
        name,
        db,
        connectionId,
        command: EJSON.stringify(command, { relaxed: false }),
      });
  });
  port.on('message', (message: HostMessage) => {
    if (message.type === 'watchCommands') watching = message.on;
    else if (message.type === 'resetCounts') counted = {};
    else if (message.type === 'stop') void server.stop().then(() => post({ type: 'stopped' }));
  });
  post({ type: 'ready', uri: server.uri, localUri: server.localUri, host: server.host, port: server.port });
}

run().catch((error: unknown) =>
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
);
