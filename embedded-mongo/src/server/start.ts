import type { EmbeddedMongo, EmbeddedMongoOptions } from './options';
import { startOnThisThread } from './server';
import { startInWorker } from './worker-host';

/** Starts a MongoDB-wire-compatible server; resolves once it is accepting connections. */
export function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  return options.worker ? startInWorker(options) : startOnThisThread(options);
}
