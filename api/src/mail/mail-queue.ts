import { randomUUID } from 'node:crypto';
import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model } from 'mongoose';
import { setTimeout as sleep } from 'node:timers/promises';
import { BackgroundTasks } from '../background/background-tasks';
import { ApiMetrics } from '../metrics/api-metrics';
import { MailJob } from './mail-job.schema';
import { MailService, type MailMessage } from './mail.service';

/** The wait before each retry of a failed send: three retries over about 20 s, then the mail is marked failed. */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [1_000, 4_000, 16_000];

/**
 * How long a process holds a mail it took (renewed before each try and each wait): a mail whose holder died is
 * taken by another process this long after it was last renewed. Longer than any one send should take, since a
 * send still running when its lease ends may be repeated by the next holder.
 */
export const MAIL_LEASE_MS = 30_000;

/** How often each process looks for mail that is due and held by no one (left by a process that died). */
export const MAIL_POLL_MS = 5_000;

type Claimed = Pick<MailJob, 'to' | 'subject' | 'text' | 'html' | 'attempts'> & {
  _id: unknown;
  lease: string;
};

/**
 * Mail that a request causes but must not wait for or fail on (order, payment and message notices). Each mail
 * is written to the `mail_queue` collection before it is sent, so a crash loses none: the process that wrote it
 * holds it under a lease and sends it at once, retrying with growing delays; a mail whose holder died becomes
 * due again when the lease runs out, and one process takes it by a conditional update, so two processes never
 * both send it. Shutdown, and tests, wait for the sends under way through BackgroundTasks.
 */
@Injectable()
export class MailQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailQueue.name);
  private timer: NodeJS.Timeout | undefined;
  private polling = false;

  constructor(
    @InjectModel(MailJob.name) private readonly jobs: Model<MailJob>,
    private readonly mail: MailService,
    private readonly background: BackgroundTasks,
    private readonly metrics: ApiMetrics,
  ) {
    // Every process's pending mail, so any instance's scrape shows the whole queue.
    metrics.watchMailQueue(() => this.jobs.countDocuments({ state: 'pending' }).exec());
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.pollSoon(), MAIL_POLL_MS).unref();
    this.pollSoon();
  }

  /** No new look starts once shutdown begins; the sends under way finish (BackgroundTasks waits for them). */
  beforeApplicationShutdown(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Returns at once; the message is queued and sent, or retried and finally marked failed, in the background. */
  enqueue(message: MailMessage): void {
    this.background.run(`Mail "${message.subject}" to ${message.to}`, () => this.queueAndSend(message));
  }

  /** Starts `compose` in the background and queues every message it returns (for mail that needs a lookup first). */
  enqueueLater(name: string, compose: () => Promise<MailMessage[]>): void {
    this.background.run(name, async () => {
      for (const message of await compose()) this.enqueue(message);
    });
  }

  /** Takes and sends every mail that is due and held by no one; answers how many it took. */
  async deliverAbandoned(now = new Date()): Promise<number> {
    let taken = 0;
    for (let job = await this.claim(now); job; job = await this.claim(now)) {
      taken++;
      await this.deliver(job);
    }
    return taken;
  }

  private pollSoon(): void {
    if (this.polling || this.timer === undefined) return;
    this.polling = true;
    this.background.run('Looking for queued mail', async () => {
      try {
        await this.deliverAbandoned();
      } finally {
        this.polling = false;
      }
    });
  }

  private async queueAndSend(message: MailMessage): Promise<void> {
    const lease = randomUUID();
    let job: Claimed;
    try {
      const created = await this.jobs.create({
        ...message,
        state: 'pending',
        attempts: 1,
        dueAt: new Date(Date.now() + MAIL_LEASE_MS),
        lease,
      });
      job = { ...message, _id: created._id, attempts: 1, lease };
    } catch (error) {
      // Without the database the mail is still sent, from this process alone, as it would have been anyway.
      this.logger.warn(`Mail "${message.subject}" to ${message.to} could not be queued: ${describe(error)}`);
      job = { ...message, _id: undefined, attempts: 1, lease };
    }
    await this.deliver(job);
  }

  /** One due mail, taken under a new lease (its attempt counted), or null when there is none. */
  private claim(now: Date): Promise<Claimed | null> {
    return this.jobs
      .findOneAndUpdate(
        { state: 'pending', dueAt: trusted({ $lte: now }) },
        { $set: { lease: randomUUID(), dueAt: new Date(Date.now() + MAIL_LEASE_MS) }, $inc: { attempts: 1 } },
        { sort: { dueAt: 1 }, returnDocument: 'after' },
      )
      .lean<Claimed>();
  }

  /** Sends a held mail, retrying while tries are left; each outcome is written only if the lease still holds. */
  private async deliver(job: Claimed): Promise<void> {
    for (let attempt = job.attempts; ; attempt++) {
      try {
        await this.mail.send({ to: job.to, subject: job.subject, text: job.text ?? '', html: job.html });
        this.metrics.mailSendAttempt('sent');
        await this.settle(job, { state: 'sent', sentAt: new Date() });
        return;
      } catch (error) {
        const delay = MAIL_RETRY_DELAYS_MS[attempt - 1];
        this.metrics.mailSendAttempt(delay === undefined ? 'given_up' : 'failed');
        if (delay === undefined) {
          await this.settle(job, { state: 'failed', lastError: describe(error) });
          throw error;
        }
        this.logger.warn(
          `Mail "${job.subject}" to ${job.to}: attempt ${attempt} failed (${describe(error)}); retrying in ${delay} ms`,
        );
        if (!(await this.renew(job, delay, describe(error)))) return;
        await sleep(delay);
      }
    }
  }

  /** Holds the mail through the coming wait and the next try; false when another process took it meanwhile. */
  private async renew(job: Claimed, delay: number, lastError: string): Promise<boolean> {
    if (job._id === undefined) return true;
    const { modifiedCount } = await this.jobs.updateOne(
      { _id: job._id, lease: job.lease },
      { $set: { dueAt: new Date(Date.now() + delay + MAIL_LEASE_MS), lastError }, $inc: { attempts: 1 } },
    );
    return modifiedCount === 1;
  }

  private async settle(job: Claimed, outcome: Partial<MailJob>): Promise<void> {
    if (job._id === undefined) return;
    await this.jobs.updateOne(
      { _id: job._id, lease: job.lease },
      { $set: outcome, $unset: { lease: 1, ...(outcome.state === 'sent' ? { text: 1, html: 1 } : {}) } },
    );
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
