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

/** How long command counts may wait in the worker before they cross to the host thread. */
const COUNTS_INTERVAL_MS = 100;

async function run(): Promise<void> {
  const server = await startOnThisThread({ ...(workerData as EmbeddedMongoOptions), worker: false, logger });
  let watching = false;
  // Counts cross the thread at most once per COUNTS_INTERVAL_MS, and the last ones before 'stopped': a message
  // wakes the API's thread and costs it more than a small command does, and under a steady load a message per
  // turn of this loop was one per command. A whole command crosses only when someone listens.
  let counted: Record<string, number> = {};
  let countsTimer: NodeJS.Timeout | undefined;
  const postCounts = (): void => {
    if (countsTimer) clearTimeout(countsTimer);
    countsTimer = undefined;
    if (Object.keys(counted).length === 0) return;
    post({ type: 'counts', counts: counted });
    counted = {};
  };
  server.on('command', ({ name, db, connectionId, command }) => {
    counted[name] = (counted[name] ?? 0) + 1;
    countsTimer ??= setTimeout(postCounts, COUNTS_INTERVAL_MS);
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
    else if (message.type === 'stop')
      void server.stop().then(() => {
        postCounts();
        post({ type: 'stopped' });
      });
  });
  post({ type: 'ready', uri: server.uri, localUri: server.localUri, host: server.host, port: server.port });
}

run().catch((error: unknown) =>
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
);
