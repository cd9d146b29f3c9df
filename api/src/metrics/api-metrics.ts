import { Inject, Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';

/** Seconds: from a cached read (under a millisecond) to a large CSV export. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds: a database command takes from a tenth of a millisecond (a cached find) to a long aggregation. */
const COMMAND_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1, 5];

/**
 * The API's Prometheus metrics, in a registry of this application's own (a test process starts several APIs).
 * Every label has a bounded set of values: routes are patterns, never addresses.
 */
@Injectable()
export class ApiMetrics {
  readonly registry = new Registry();

  /** Its count per label set is the request rate. */
  readonly requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests answered, by method, route pattern and status, with their duration',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  readonly databaseCommands = new Histogram({
    name: 'agency_db_command_duration_seconds',
    help: 'Database commands by name, collection and outcome (ok or failed), with their duration',
    labelNames: ['command', 'collection', 'outcome'] as const,
    buckets: COMMAND_BUCKETS,
    registers: [this.registry],
  });

  readonly poolCheckoutWait = new Histogram({
    name: 'agency_db_pool_checkout_wait_seconds',
    help: 'How long a command waited for a connection of the pool',
    buckets: COMMAND_BUCKETS,
    registers: [this.registry],
  });

  readonly poolCheckoutFailures = new Counter({
    name: 'agency_db_pool_checkout_failures_total',
    help: 'Commands that got no connection, by reason (noServer: no server to take one from; timeout, poolClosed, connectionError)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  readonly paymentNotifications = new Counter({
    name: 'agency_payment_notifications_total',
    help: "PayPal's notifications by channel (ipn, webhook) and outcome",
    labelNames: ['channel', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly mailSendAttempts = new Counter({
    name: 'agency_mail_send_attempts_total',
    help: 'Attempts to send a mail, by outcome: sent, failed (tried again later) or given_up',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // Node's own (CPU, memory, event loop, GC, handles) only where someone reads them.
    if (config.metrics) collectDefaultMetrics({ register: this.registry });
  }

  /** The mail queue's depth, read at each scrape from wherever the queue keeps its mail. */
  watchMailQueue(depth: () => number | Promise<number>): void {
    this.gauge('agency_mail_queue_depth', 'Mails waiting to be sent, retries included', depth);
  }

  mailSendAttempt(outcome: 'sent' | 'failed' | 'given_up'): void {
    this.mailSendAttempts.inc({ outcome });
  }

  /**
   * A gauge read when the metrics are scraped; registering one of the same name again replaces it. A read that fails
   * (the mail queue's while the database is down) keeps the value last read, so the scrape still answers with every
   * other metric: an outage is when they are needed.
   */
  gauge(name: string, help: string, read: () => number | Promise<number>): void {
    this.registry.removeSingleMetric(name);
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        try {
          this.set(await read());
        } catch {
          // Left as last read.
        }
      },
    });
  }
}
