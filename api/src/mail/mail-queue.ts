import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model } from 'mongoose';
import { setTimeout as sleep } from 'node:timers/promises';
import { BackgroundTasks } from '../background/background-tasks';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { isDuplicateKeyError } from '../database/database-errors';
import { ApiMetrics } from '../metrics/api-metrics';
import { MailJob, type MailJobState } from './mail-job.schema';
import { MailService, type MailMessage } from './mail.service';

/** The wait before each retry of a failed send: three retries over about 20 s, then the mail is marked failed. */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [1_000, 4_000, 16_000];

/** How often each process looks for mail that is due and held by no one (left by a process that died). */
export const MAIL_POLL_MS = 5_000;

/** A mail a cause needs: to whom, which one, and the ids its composer reads the rest by. */
export interface QueuedMail {
  /** Unique per cause and recipient: queueing the same key again queues nothing. */
  key: string;
  kind: string;
  to: string;
  data?: Record<string, string>;
}

/**
 * Writes the mail of one kind from what the database holds when it is sent, or answers null when the database
 * shows that its cause never happened (the write after the queueing failed, or the process died before it).
 */
export type MailComposer = (job: { to: string; data: Record<string, string> }) => Promise<MailMessage | null>;

type Claimed = Pick<MailJob, 'to' | 'kind' | 'data' | 'subject' | 'text' | 'html' | 'attempts'> & {
  _id: { toString(): string };
  createdAt: Date;
  lease: string;
};

/**
 * Every mail the API sends. A request queues its mail in the `mail_queue` collection before the write that
 * causes it (the engine has no multi-document transactions, and a job without its cause is harmless where a
 * cause without its job would lose the mail), held under this process's lease; once the write is done the
 * process writes and sends the mail in the background, retrying with growing delays. If the process dies
 * first, the lease runs out and another process takes the mail by a conditional update, writing it from what
 * the database shows: the cause is there (send it) or not (drop it). Each job's unique key makes a cause
 * reported twice (a webhook retried, on another instance) queue one mail. Shutdown, and tests, wait for the
 * sends under way through BackgroundTasks.
 */
@Injectable()
export class MailQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailQueue.name);
  private readonly composers = new Map<string, MailComposer>();
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  private sending = true;

  constructor(
    @InjectModel(MailJob.name) private readonly jobs: Model<MailJob>,
    private readonly mail: MailService,
    private readonly background: BackgroundTasks,
    private readonly metrics: ApiMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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

  /** The module that owns a kind of mail says how it is written. */
  compose(kind: string, composer: MailComposer): void {
    this.composers.set(kind, composer);
  }

  /**
   * Queues `mails`, then runs `write`, the change that causes them, and answers what it answers. Once it is
   * done the mail is sent in the background, unless `applied` says the write changed nothing (it is dropped
   * then). A mail that cannot be queued is logged and never fails the request.
   */
  async withMail<T>(
    mails: QueuedMail[],
    write: () => Promise<T>,
    applied?: (result: T) => boolean,
  ): Promise<T> {
    const held = await this.hold(mails);
    let result: T;
    try {
      result = await write();
    } catch (error) {
      // The write may have happened all the same (a duplicate made by a concurrent request): the composers tell.
      this.sendHeld(held);
      throw error;
    }
    if (applied && !applied(result)) this.dropHeld(held);
    else this.sendHeld(held);
    return result;
  }

  /**
   * Queues mail a write already decided and carried (MailOutbox), held and sent by this process; a key queued
   * already is left to its holder. Unlike `withMail` it throws when the queue cannot be written, so the mail stays
   * where it was carried for the next try.
   */
  async enqueue(mails: QueuedMail[]): Promise<void> {
    this.sendHeld(await this.hold(mails, { throwing: true }));
  }

  /** Queues mail that no write of the request causes (a reset link: the composer looks the account up). */
  queue(mails: QueuedMail[]): Promise<void> {
    return this.withMail(mails, () => Promise.resolve());
  }

  /** Stops sending: mail is still queued, held until its lease runs out, then taken by whichever process looks next. */
  pause(): void {
    this.sending = false;
    this.beforeApplicationShutdown();
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

  /** Inserts the jobs held by this process; one whose key is queued already is left to its holder. */
  private async hold(mails: QueuedMail[], { throwing = false } = {}): Promise<Claimed[]> {
    const lease = randomUUID();
    const dueAt = new Date(Date.now() + this.config.mailLeaseMs);
    const held = await Promise.all(
      mails.map(async (mail): Promise<Claimed | undefined> => {
        const job = { ...mail, data: mail.data ?? {}, state: 'pending' as const, attempts: 0, dueAt, lease };
        try {
          const created = await this.jobs.create(job);
          return { ...job, _id: created._id, createdAt: created.get('createdAt') as Date };
        } catch (error) {
          if (isDuplicateKeyError(error)) return undefined;
          if (throwing) throw error;
          this.logger.error(`Mail ${mail.key} could not be queued: ${describe(error)}`);
          return undefined;
        }
      }),
    );
    return held.filter((job) => job !== undefined);
  }

  private sendHeld(held: Claimed[]): void {
    if (!this.sending) return;
    for (const job of held) this.background.run(`Mail to ${job.to}`, () => this.deliver(job));
  }

  private dropHeld(held: Claimed[]): void {
    for (const job of held)
      this.background.run(`Dropping mail to ${job.to}`, () => this.settle(job, 'dropped'));
  }

  /** One due mail, taken under a new lease, or null when there is none. */
  private claim(now: Date): Promise<Claimed | null> {
    return this.jobs
      .findOneAndUpdate(
        { state: 'pending', dueAt: trusted({ $lte: now }) },
        { $set: { lease: randomUUID(), dueAt: new Date(Date.now() + this.config.mailLeaseMs) } },
        { sort: { dueAt: 1 }, returnDocument: 'after' },
      )
      .lean<Claimed>();
  }

  /** Writes a held mail and sends it, retrying while tries are left; each outcome is written only if the lease still holds. */
  private async deliver(job: Claimed): Promise<void> {
    let message: MailMessage | null | undefined;
    for (let attempt = job.attempts + 1; ; attempt++) {
      try {
        message ??= await this.write(job);
        if (message === null) {
          await this.settle(job, 'dropped');
          return;
        }
        if (!(await this.renew(job, 0))) return;
        await this.mail.send(message, { id: job._id.toString(), queuedAt: job.createdAt });
        this.metrics.mailSendAttempt('sent');
        await this.settle(job, 'sent');
        return;
      } catch (error) {
        const delay = MAIL_RETRY_DELAYS_MS[attempt - 1];
        this.metrics.mailSendAttempt(delay === undefined ? 'given_up' : 'failed');
        if (delay === undefined) {
          await this.settle(job, 'failed', describe(error));
          throw error;
        }
        this.logger.warn(
          `Mail to ${job.to}: attempt ${attempt} failed (${describe(error)}); retrying in ${delay} ms`,
        );
        if (!(await this.renew(job, delay, describe(error)))) return;
        await sleep(delay);
      }
    }
  }

  private async write(job: Claimed): Promise<MailMessage | null> {
    if (!job.kind) return { to: job.to, subject: job.subject ?? '', text: job.text ?? '', html: job.html };
    const composer = this.composers.get(job.kind);
    if (!composer) throw new Error(`no composer for mail of kind "${job.kind}"`);
    return composer({ to: job.to, data: job.data ?? {} });
  }

  /** Counts a try and holds the mail through it (and the wait before it); false when another process took it meanwhile. */
  private async renew(job: Claimed, delay: number, lastError?: string): Promise<boolean> {
    const { modifiedCount } = await this.jobs.updateOne(
      { _id: job._id, lease: job.lease },
      {
        $set: {
          dueAt: new Date(Date.now() + delay + this.config.mailLeaseMs),
          ...(lastError ? { lastError } : {}),
        },
        $inc: { attempts: delay === 0 ? 1 : 0 },
      },
    );
    return modifiedCount === 1;
  }

  private async settle(
    job: Claimed,
    state: Exclude<MailJobState, 'pending'>,
    lastError?: string,
  ): Promise<void> {
    await this.jobs.updateOne(
      { _id: job._id, lease: job.lease },
      {
        $set: {
          state,
          ...(state === 'sent' ? { sentAt: new Date() } : {}),
          ...(lastError ? { lastError } : {}),
        },
        $unset: { lease: 1, ...(state === 'sent' ? { text: 1, html: 1 } : {}) },
      },
    );
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
