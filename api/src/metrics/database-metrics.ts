import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, mongo } from 'mongoose';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { ApiMetrics } from './api-metrics';

/**
 * Database command latency and connection pool use, from the driver's command monitoring (the connection string
 * asks for it when metrics are on, see `withCommandMonitoring`) and its connection pool events.
 */
@Injectable()
export class DatabaseMetrics {
  /** Started commands by request id: their collection, which the succeeded and failed events do not carry. */
  private readonly collections = new Map<number, string>();
  /** Connections by address and id, so that one opened or checked out before this was listening is not miscounted. */
  private readonly open = new Set<string>();
  private readonly inUse = new Set<string>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectConnection() connection: Connection,
    private readonly metrics: ApiMetrics,
  ) {
    if (!config.metrics) return;
    const client = connection.getClient();
    client.on('commandStarted', (event) => this.collections.set(event.requestId, collectionOf(event)));
    client.on('commandSucceeded', (event) => this.finished(event, 'ok'));
    client.on('commandFailed', (event) => this.finished(event, 'failed'));
    client.on('connectionCreated', (event) => this.open.add(key(event)));
    client.on('connectionClosed', (event) => {
      this.open.delete(key(event));
      this.inUse.delete(key(event));
    });
    client.on('connectionCheckedOut', (event) => {
      this.open.add(key(event));
      this.inUse.add(key(event));
      if (typeof event.durationMS === 'number') metrics.poolCheckoutWait.observe(event.durationMS / 1000);
    });
    client.on('connectionCheckedIn', (event) => this.inUse.delete(key(event)));
    // A cleared pool never uses its connections again (the server went away): the driver closes each only when it
    // next comes across it, so until then they would be counted open, to a server that may no longer exist.
    client.on('connectionPoolCleared', (event) => {
      for (const connection of [...this.open])
        if (connection.startsWith(`${event.address}#`)) {
          this.open.delete(connection);
          this.inUse.delete(connection);
        }
    });
    client.on('connectionCheckOutFailed', (event) =>
      metrics.poolCheckoutFailures.inc({ reason: String(event.reason) }),
    );
    metrics.gauge(
      'agency_db_pool_connections',
      'Open connections of the database pool',
      () => this.open.size,
    );
    metrics.gauge(
      'agency_db_pool_connections_in_use',
      'Connections of the database pool checked out by a command',
      () => this.inUse.size,
    );
  }

  private finished(event: mongo.CommandSucceededEvent | mongo.CommandFailedEvent, outcome: string): void {
    const collection = this.collections.get(event.requestId) ?? '';
    this.collections.delete(event.requestId);
    this.metrics.databaseCommands.observe(
      { command: event.commandName, collection, outcome },
      event.duration / 1000,
    );
  }
}

/** The collection a command names (`{ find: "orders" }`, `{ getMore: id, collection: "orders" }`), else ''. */
function collectionOf(event: mongo.CommandStartedEvent): string {
  const target: unknown = event.command[event.commandName];
  if (typeof target === 'string') return target;
  return typeof event.command.collection === 'string' ? event.command.collection : '';
}

function key(event: { address: string; connectionId: number | '<monitor>' }): string {
  return `${event.address}#${String(event.connectionId)}`;
}

/** The one line of the driver's server selection log that says an operation found no server. */
const SERVER_SELECTION_FAILED = 'Server selection failed';

/**
 * Driver options that count each operation that found no server to take a connection from (`noServer`): the pool's
 * own checkout events start only once a server is chosen, so a database that is down never reaches them. The driver
 * reports a failed selection only to its log, at debug level; documents are not written into it (length 0).
 */
export function countServerSelectionFailures(metrics: ApiMetrics): mongo.MongoClientOptions {
  return {
    mongodbLogComponentSeverities: { serverSelection: 'debug' },
    mongodbLogMaxDocumentLength: 0,
    mongodbLogPath: {
      write: (log) => {
        if (log.message === SERVER_SELECTION_FAILED) metrics.poolCheckoutFailures.inc({ reason: 'noServer' });
      },
    },
  };
}

/** The connection string with the driver's command monitoring on (its events are emitted only when asked for). */
export function withCommandMonitoring(uri: string): string {
  if (/[?&]monitorCommands=/i.test(uri)) return uri;
  // Not URL: a connection string may name several hosts.
  const [, hosts, path, query] = /^([^/?]+\/\/[^/?]*)(\/[^?]*)?(\?.*)?$/.exec(uri) ?? [];
  if (hosts === undefined) return uri;
  return `${hosts}${path ?? '/'}${query ? `${query}&` : '?'}monitorCommands=true`;
}
