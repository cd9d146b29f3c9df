import { Injectable } from '@nestjs/common';

/** A condition the instance must meet before it takes traffic; false or a throw means not ready. */
export type ReadinessCheck = () => boolean | Promise<boolean>;

/**
 * Whether this instance should be sent requests (`GET /health/ready`): besides the database being reachable,
 * every condition registered here (a module that must finish work before serving, such as data migrations,
 * calls `require` at start), and not shutting down.
 */
@Injectable()
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();
  private stopping = false;

  require(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  /** From now on the instance reports not ready, for good: it is going away. */
  beginShutdown(): void {
    this.stopping = true;
  }

  get shuttingDown(): boolean {
    return this.stopping;
  }

  /** The names of the registered conditions not met now. */
  async unmet(): Promise<string[]> {
    const results = await Promise.all(
      [...this.checks].map(async ([name, check]) =>
        (await Promise.resolve(check()).catch(() => false)) ? [] : [name],
      ),
    );
    return results.flat();
  }
}
