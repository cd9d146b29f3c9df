import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';

/**
 * Work that continues after the request that started it was answered (verifying a payment notification,
 * sending a reset link), tracked so that shutdown, and tests, can wait for it to finish.
 */
@Injectable()
export class BackgroundTasks implements BeforeApplicationShutdown {
  private readonly logger = new Logger(BackgroundTasks.name);
  private readonly running = new Set<Promise<void>>();

  /** Starts the work now; a failure is logged under `name`, never thrown at the caller. */
  run(name: string, work: () => Promise<void>): void {
    const tracked: Promise<void> = Promise.resolve()
      .then(work)
      .catch((error: unknown) =>
        this.logger.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  /** Resolves once every task started so far, and every task those started, has finished. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.idle();
  }
}
