import { EventEmitter } from 'node:events';
import * as fs from 'node:fs';
import * as net from 'node:net';
import { serveConnection } from '../wire/connection';
import { commandNameOf, runCommand, type CommandContext, type ServerDescription } from '../commands';
import { CursorRegistry } from '../wire/cursors';
import { MongoCommandError, errorReply, toMongoError } from '../errors';
import { GroupCommit } from '../storage/group-commit';
import { localSocketPath, removeStaleLocalSockets } from './local-socket';
import { Journal } from '../storage/journal';
import { acquireLock } from './lock-file';
import { silentLogger, type Logger } from '../logger';
import { compilePartialFilter } from '../query/partial-filters';
import { Storage } from '../storage/storage';
import type { CommandEvent, EmbeddedMongo, EmbeddedMongoOptions } from './options';
import type { Doc } from '../bson/values';
import { expireTtlDocuments } from '../storage/ttl';
import { MsgFlags, encodeMsg, encodeReply, parseMessage, type IncomingMessage } from '../wire/wire-protocol';

const DEFAULT_COMPACTION_BYTES = 64 * 1024 * 1024;

class EmbeddedMongoServer extends EventEmitter implements EmbeddedMongo, ServerDescription {
  readonly host: string;
  port = 0;
  private readonly storage: Storage;
  private readonly cursors = new CursorRegistry();
  private readonly commit: GroupCommit;
  private readonly counts = new Map<string, number>();
  private readonly sockets = new Set<net.Socket>();
  private readonly tcp = net.createServer((socket) => this.accept(socket));
  private readonly local = net.createServer((socket) => this.accept(socket));
  private socketPath: string | undefined;
  readonly startedAt = new Date();
  private housekeeping: NodeJS.Timeout | undefined;
  private connectionIds = 0;
  private requestIds = 0;
  private lastSnapshotBytes = 0;
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly options: EmbeddedMongoOptions,
    private readonly logger: Logger,
    storage: Storage,
    private readonly journal: Journal | undefined,
    private readonly releaseLock: () => void,
  ) {
    super();
    this.host = options.host ?? '127.0.0.1';
    this.storage = storage;
    this.lastSnapshotBytes = journal?.size ?? 0;
    this.commit = new GroupCommit(journal, () => this.compactIfLarge(), logger);
  }

  connectionCount(): number {
    return this.sockets.size;
  }

  get dbPath(): string | undefined {
    return this.options.dbPath;
  }

  get uri(): string {
    const host = this.host.includes(':') ? `[${this.host}]` : this.host;
    return `mongodb://${host}:${this.port}/`;
  }

  get localUri(): string {
    return this.socketPath ? `mongodb://${encodeURIComponent(this.socketPath)}/` : this.uri;
  }

  get commandCounts(): Readonly<Record<string, number>> {
    return Object.fromEntries(this.counts);
  }

  resetCommandCounts(): void {
    this.counts.clear();
  }

  async listen(): Promise<void> {
    await listening(this.tcp, { port: this.options.port ?? 0, host: this.host });
    const address = this.tcp.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    if (this.options.localSocket) {
      removeStaleLocalSockets();
      const socketPath = localSocketPath();
      await listening(this.local, { path: socketPath });
      this.socketPath = socketPath;
    }
    this.housekeeping = setInterval(() => this.sweep(), this.options.housekeepingIntervalMs ?? 60_000);
    this.housekeeping.unref();
  }

  stop(): Promise<void> {
    this.stopping ??= this.shutdown();
    return this.stopping;
  }

  private async shutdown(): Promise<void> {
    if (this.housekeeping) clearInterval(this.housekeeping);
    const closed = Promise.all(
      [this.tcp, this.local].map(
        (server) =>
          new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
      ),
    );
    await this.commit.drain();
    for (const socket of this.sockets) socket.destroy();
    await closed;
    this.cursors.clear();
    try {
      this.journal?.close();
    } finally {
      this.releaseLock();
    }
  }

  private accept(socket: net.Socket): void {
    if (this.stopping) {
      socket.destroy();
      return;
    }
    const connectionId = ++this.connectionIds;
    this.sockets.add(socket);
    serveConnection(socket, {
      message: (raw) => this.handle(socket, connectionId, raw),
      protocolError: (error) => this.logger.warn(`connection ${connectionId}: ${error.message}; closing`),
    });
    socket.on('close', () => this.sockets.delete(socket));
  }

  private handle(socket: net.Socket, connectionId: number, raw: Buffer): void {
    let message: IncomingMessage;
    try {
      message = parseMessage(raw);
    } catch (error) {
      this.logger.warn(
        `connection ${connectionId}: malformed message (${(error as Error).message}); closing`,
      );
      socket.destroy();
      return;
    }
    const responseTo = message.header.requestId;
    switch (message.kind) {
      case 'msg': {
        const db = typeof message.body.$db === 'string' ? message.body.$db : 'admin';
        const reply = this.execute(message.body, db, connectionId, socket);
        if (message.flags & MsgFlags.moreToCome) {
          this.commit.requestFlush();
          return;
        }
        this.send(socket, reply, (doc) => encodeMsg(++this.requestIds, responseTo, doc));
        return;
      }
      case 'query': {
        const encode = (doc: Doc): Buffer => encodeReply(++this.requestIds, responseTo, doc);
        if (!message.namespace.endsWith('.$cmd')) {
          this.send(socket, { $err: 'OP_QUERY is only supported for commands', code: 352, ok: 0 }, (doc) =>
            encodeReply(++this.requestIds, responseTo, doc, 2),
          );
          return;
        }
        const wrapped: unknown = message.query.$query;
        const command = wrapped && typeof wrapped === 'object' ? (wrapped as Doc) : message.query;
        const reply = this.execute(
          command,
          message.namespace.slice(0, -'.$cmd'.length),
          connectionId,
          socket,
        );
        this.send(socket, reply, encode);
        return;
      }
      case 'unsupported': {
        if (message.header.opCode !== 2012) {
          this.logger.warn(`connection ${connectionId}: ${message.reason}; closing`);
          socket.destroy();
          return;
        }
        const reply = errorReply(new MongoCommandError('CommandNotSupported', message.reason));
        this.send(socket, reply, (doc) =>
          message.replyAs === 'reply'
            ? encodeReply(++this.requestIds, responseTo, doc)
            : encodeMsg(++this.requestIds, responseTo, doc),
        );
        return;
      }
    }
  }

  private execute(command: Doc, db: string, connectionId: number, socket: net.Socket): Doc {
    const name = commandNameOf(command);
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
    try {
      this.emit('command', { name, db, command, connectionId } satisfies CommandEvent);
    } catch (error) {
      this.logger.warn(`command listener failed: ${(error as Error).message}`);
    }
    if (this.commit.failure) {
      return errorReply(
        new MongoCommandError('InternalError', `journal unavailable: ${this.commit.failure.message}`),
      );
    }
    const context: Omit<CommandContext, 'timeLimit'> = {
      storage: this.storage,
      cursors: this.cursors,
      db,
      connectionId,
      // A Unix socket's peer has no address; mongod names it the same way.
      remoteAddress:
        socket.remoteAddress === undefined
          ? 'anonymous unix socket'
          : `${socket.remoteAddress}:${socket.remotePort ?? 0}`,
      server: this,
      logger: this.logger,
    };
    try {
      return runCommand(command, context);
    } catch (error) {
      const mongoError = toMongoError(error);
      if (!(error instanceof MongoCommandError)) this.logger.warn(`${name} failed: ${mongoError.message}`);
      return errorReply(mongoError);
    }
  }

  private send(socket: net.Socket, reply: Doc, encode: (doc: Doc) => Buffer): void {
    const write = (doc: Doc): void => {
      if (socket.destroyed) return;
      let bytes: Buffer;
      try {
        bytes = encode(doc);
      } catch (error) {
        bytes = encode(
          errorReply(
            new MongoCommandError('InternalError', `could not encode reply: ${(error as Error).message}`),
          ),
        );
      }
      socket.write(bytes);
    };
    this.commit.deliver(
      () => write(reply),
      (error) =>
        write(errorReply(new MongoCommandError('InternalError', `write not durable: ${error.message}`))),
    );
  }

  private sweep(): void {
    this.cursors.expireIdle();
    if (this.commit.failure) return;
    const removed = expireTtlDocuments(this.storage);
    if (removed > 0) this.commit.requestFlush();
  }

  private compactIfLarge(): void {
    if (!this.journal) return;
    const threshold = Math.max(
      this.options.compactionThresholdBytes ?? DEFAULT_COMPACTION_BYTES,
      this.lastSnapshotBytes * 4,
    );
    if (this.journal.size <= threshold) return;
    this.journal.rewrite(this.storage.snapshot());
    this.lastSnapshotBytes = this.journal.size;
    this.logger.info(`journal compacted to ${this.lastSnapshotBytes} bytes`);
  }
}

function listening(server: net.Server, options: net.ListenOptions): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Starts the server on the calling thread; resolves once it is accepting connections. */
export async function startOnThisThread(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  const logger = options.logger ?? silentLogger;
  const storage = new Storage(logger, compilePartialFilter);
  let journal: Journal | undefined;
  let releaseLock = (): void => undefined;
  if (options.dbPath) {
    fs.mkdirSync(options.dbPath, { recursive: true });
    releaseLock = acquireLock(options.dbPath);
    try {
      const opened = Journal.open(options.dbPath, (record) => storage.applyRecord(record), logger);
      journal = opened.journal;
      storage.rebuildIndexes();
      if (opened.replay.records > 0) journal.rewrite(storage.snapshot());
      logger.info(`replayed ${opened.replay.records} journal records from ${journal.file}`);
      const target = journal;
      storage.setJournalSink((record) => target.append(record));
    } catch (error) {
      releaseLock();
      throw error;
    }
  }
  const server = new EmbeddedMongoServer(options, logger, storage, journal, releaseLock);
  try {
    await server.listen();
  } catch (error) {
    journal?.close();
    releaseLock();
    throw error;
  }
  logger.info(`embedded-mongo listening on ${server.uri}`);
  return server;
}
