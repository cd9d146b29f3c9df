import type { Journal } from './journal';
import type { Logger } from '../logger';

interface WaitingReply {
  send: () => void;
  fail: (error: Error) => void;
}

/**
 * Holds replies back until the journal records they depend on are on disk. Every reply computed while
 * records are pending or being synced (reads included, since they may have seen those writes) waits
 * for a flush that covers them. A flush writes the pending records and runs fdatasync off the event
 * loop; requests that arrive meanwhile are executed and journaled, and the next flush covers them all
 * at once (group commit), so many clients share each disk sync.
 */
export class GroupCommit {
  /** Replies that wait for the flush after the one in progress (or for the next one). */
  private waiting: WaitingReply[] = [];
  private scheduled = false;
  private syncing: Promise<void> | undefined;
  private failed: Error | undefined;

  constructor(
    private readonly journal: Journal | undefined,
    private readonly afterFlush: () => void,
    private readonly logger: Logger,
  ) {}

  /** Set once a flush has failed: from then on nothing can be acknowledged as durable. */
  get failure(): Error | undefined {
    return this.failed;
  }

  deliver(send: () => void, fail: (error: Error) => void): void {
    if (!this.journal || (!this.journal.hasPending && this.waiting.length === 0 && !this.syncing)) {
      send();
      return;
    }
    this.waiting.push({ send, fail });
    this.requestFlush();
  }

  requestFlush(): void {
    if (this.scheduled || this.syncing || !this.journal) return;
    this.scheduled = true;
    // setImmediate lets every request already read from the sockets join this flush.
    setImmediate(() => this.startFlush());
  }

  private startFlush(): void {
    this.scheduled = false;
    if (this.syncing || !this.journal) return;
    const batch = this.waiting;
    this.waiting = [];
    let wrote: boolean;
    try {
      wrote = this.journal.writePending();
    } catch (error) {
      this.fail(batch, error);
      return;
    }
    if (!wrote) {
      this.complete(batch);
      return;
    }
    this.syncing = new Promise<void>((resolve) => {
      this.journal!.sync((error) => {
        this.syncing = undefined;
        if (error) this.fail(batch, error);
        else this.complete(batch);
        resolve();
      });
    });
  }

  private complete(batch: WaitingReply[]): void {
    try {
      this.afterFlush();
    } catch (error) {
      this.fail(batch, error);
      return;
    }
    for (const reply of batch) reply.send();
    if (this.waiting.length > 0 || this.journal?.hasPending) this.requestFlush();
  }

  private fail(batch: WaitingReply[], error: unknown): void {
    this.failed = error instanceof Error ? error : new Error(String(error));
    this.logger.error(`journal flush failed; refusing further commands: ${this.failed.message}`);
    const all = [...batch, ...this.waiting];
    this.waiting = [];
    for (const reply of all) reply.fail(this.failed);
  }

  /** Waits for a sync in progress, then flushes the rest synchronously and releases every reply (shutdown). */
  async drain(): Promise<void> {
    await this.syncing;
    this.scheduled = false;
    const batch = this.waiting;
    this.waiting = [];
    try {
      this.journal?.flush();
    } catch (error) {
      this.fail(batch, error);
      return;
    }
    this.complete(batch);
  }
}
