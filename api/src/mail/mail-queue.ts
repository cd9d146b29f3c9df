import { Injectable, Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { BackgroundTasks } from '../background/background-tasks';
import { ApiMetrics } from '../metrics/api-metrics';
import { MailService, type MailMessage } from './mail.service';

/** The wait before each retry of a failed send: three retries over about 20 s, then the mail is logged as lost. */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [1_000, 4_000, 16_000];

/**
 * Mail that a request causes but must not wait for or fail on (order, payment and message notices): each
 * send runs in the background and a failed one (SMTP down, outbox not writable) is retried with growing
 * delays. Shutdown waits for pending sends through BackgroundTasks.
 */
@Injectable()
export class MailQueue {
  private readonly logger = new Logger(MailQueue.name);
  /** Mails enqueued and not yet sent or given up. */
  private waiting = 0;

  constructor(
    private readonly mail: MailService,
    private readonly background: BackgroundTasks,
    private readonly metrics: ApiMetrics,
  ) {
    metrics.watchMailQueue(() => this.waiting);
  }

  /** Returns at once; the message is sent, or retried and finally logged as lost, in the background. */
  enqueue(message: MailMessage): void {
    this.waiting++;
    this.background.run(`Mail "${message.subject}" to ${message.to}`, () =>
      this.deliver(message).finally(() => this.waiting--),
    );
  }

  /** Starts `compose` in the background and sends every message it returns (for mail that needs a lookup first). */
  enqueueLater(name: string, compose: () => Promise<MailMessage[]>): void {
    this.background.run(name, async () => {
      for (const message of await compose()) this.enqueue(message);
    });
  }

  private async deliver(message: MailMessage): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.mail.send(message);
        this.metrics.mailSendAttempt('sent');
        return;
      } catch (error) {
        const delay = MAIL_RETRY_DELAYS_MS[attempt];
        this.metrics.mailSendAttempt(delay === undefined ? 'given_up' : 'failed');
        if (delay === undefined) throw error;
        this.logger.warn(
          `Mail "${message.subject}" to ${message.to}: attempt ${attempt + 1} failed (${error instanceof Error ? error.message : String(error)}); retrying in ${delay} ms`,
        );
        await sleep(delay);
      }
    }
  }
}
