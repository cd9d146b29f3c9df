import type { Journal } from './journal';
import type { Logger } from './logger';

interface WaitingReply {
  send: () => void;
  fail: (error: Error) => void;
}

/**
 * Holds replies back until the journal records they depend on are on disk. Every reply computed while
 * records are pending (reads included, since they may have seen those writes) waits for the next
 * flush; one flush (one fdatasync) then releases all of them, in the order they were produced.
 */
export class GroupCommit {
  private waiting: WaitingReply[] = [];
  private scheduled = false;
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
    if (!this.journal || (!this.journal.hasPending && this.waiting.length === 0)) {
      send();
      return;
    }
    this.waiting.push({ send, fail });
    this.requestFlush();
  }

  requestFlush(): void {
    if (this.scheduled || !this.journal) return;
    this.scheduled = true;
    // setImmediate lets every request already read from the sockets join this flush.
    setImmediate(() => this.flushNow());
  }

  flushNow(): void {
    this.scheduled = false;
    const waiting = this.waiting;
    this.waiting = [];
    try {
      this.journal?.flush();
      this.afterFlush();
    } catch (error) {
      this.failed = error instanceof Error ? error : new Error(String(error));
      this.logger.error(`journal flush failed; refusing further commands: ${this.failed.message}`);
      for (const reply of waiting) reply.fail(this.failed);
      return;
    }
    for (const reply of waiting) reply.send();
  }
}
