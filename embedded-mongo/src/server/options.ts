import type { Logger } from '../logger';
import type { Doc } from '../bson/values';

/** What the engine is started with and what it answers with, on this thread or on a worker. */
export interface EmbeddedMongoOptions {
  /** TCP port; 0 or omitted picks a free one. */
  port?: number;
  /** Interface to bind; defaults to 127.0.0.1. */
  host?: string;
  /** Data directory for the journal; omitted keeps everything in memory. */
  dbPath?: string;
  logger?: Logger;
  /** Compact the journal once it exceeds this size and four times the last snapshot (default 64 MiB). */
  compactionThresholdBytes?: number;
  /** How often TTL indexes and idle cursors are swept (default 60 s, like mongod). */
  housekeepingIntervalMs?: number;
  /**
   * Also accept connections on a Unix domain socket, created in the system's temporary folder and removed at
   * stop; `localUri` names it. A command over it costs both ends less than over loopback TCP.
   */
  localSocket?: boolean;
  /**
   * Run the engine on a worker thread, off the caller's event loop (default false). Command counts and
   * 'command' events then arrive a moment after each command.
   */
  worker?: boolean;
}

export interface CommandEvent {
  name: string;
  db: string;
  command: Doc;
  connectionId: number;
}

export interface EmbeddedMongo {
  /** Connection string, e.g. mongodb://127.0.0.1:27017/ */
  readonly uri: string;
  /** The Unix socket's connection string when `localSocket` is set, else `uri`. */
  readonly localUri: string;
  readonly host: string;
  readonly port: number;
  readonly dbPath: string | undefined;
  /** Commands received since start (or the last reset), by command name. */
  readonly commandCounts: Readonly<Record<string, number>>;
  resetCommandCounts(): void;
  on(event: 'command', listener: (event: CommandEvent) => void): this;
  off(event: 'command', listener: (event: CommandEvent) => void): this;
  /** Closes every connection, flushes and closes the journal. */
  stop(): Promise<void>;
}
