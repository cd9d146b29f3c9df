import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FastifyRequest } from 'fastify';
import { trusted, type Model } from 'mongoose';
import type { AuditChange } from '@agency/contracts';
import type { SessionUser } from '../auth/session-user';
import { matchingCursor, searchPage, type ListQuery } from '../common/list-search';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/app-config';
import { AuditRecord } from './audit-entry.schema';
import { changesOf } from './audit-changes';
import type { AuditedAction } from './audited-route';
import { repeatInBackground } from '../background/repeat-in-background';

const DAY_MS = 86_400_000;
/** How often lines older than the retention are swept (and once at start). */
const SWEEP_INTERVAL_MS = 6 * 3_600_000;
const MAX_USER_AGENT_LENGTH = 300;

/** Where a write came from: a request, or the API itself (a scheduled publish). */
export type AuditOrigin = Pick<FastifyRequest, 'method' | 'url' | 'ip' | 'headers'>;

export interface AuditLine extends AuditedAction {
  actor: SessionUser;
  recordId?: string;
  changes?: AuditChange[];
}

/** The audit log: appended to by admin writes and back-office sign-ins, read by admins, swept by age. */
@Injectable()
export class AuditLogService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AuditLogService.name);
  private stopSweeps = () => {};

  constructor(
    @InjectModel(AuditRecord.name) private readonly lines: Model<AuditRecord>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.stopSweeps = repeatInBackground(() => this.sweep(), {
      intervalMs: SWEEP_INTERVAL_MS,
      now: true,
      onFailure: (error) => this.logger.warn(`Could not sweep old lines: ${String(error)}`),
    });
  }

  onApplicationShutdown(): void {
    this.stopSweeps();
  }

  /** One line for a write a request made: the record it names and the fields it sent. */
  recordRequest(
    audited: AuditedAction,
    actor: SessionUser,
    request: FastifyRequest,
    answer: unknown,
  ): Promise<void> {
    const params = request.params as Record<string, string | undefined>;
    const answered = (answer as { _id?: unknown } | null)?._id;
    return this.record(
      {
        ...audited,
        actor,
        recordId: params.id ?? (answered === undefined ? undefined : String(answered)),
        changes: changesOf(request.body),
      },
      request,
    );
  }

  /**
   * Appends a line. The change it describes has already happened, so a line that cannot be written is logged
   * loudly rather than turned into a failed answer for a write that succeeded.
   */
  async record(line: AuditLine, request: AuditOrigin): Promise<void> {
    const { actor, ...what } = line;
    const entry = {
      ...what,
      actorId: actor.accountId,
      actorEmail: actor.email,
      method: request.method,
      path: request.url.split('?')[0],
      address: request.ip,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT_LENGTH),
    };
    try {
      await this.lines.create(entry);
    } catch (error) {
      this.logger.error(`Could not record "${line.action}" by ${actor.email}: ${String(error)}`);
    }
  }

  search(query: ListQuery) {
    return searchPage(this.lines, query);
  }

  /** Every line a search matches, read one at a time (the CSV export). */
  everyLine(query: ListQuery) {
    return matchingCursor(this.lines, query);
  }

  /** Removes the lines older than the configured retention; answers how many went. */
  async sweep(now = Date.now()): Promise<number> {
    const before = new Date(now - this.config.auditRetentionDays * DAY_MS);
    const { deletedCount } = await this.lines.deleteMany({ createdAt: trusted({ $lt: before }) });
    if (deletedCount > 0)
      this.logger.log(`Removed ${deletedCount} audit lines older than ${before.toISOString()}`);
    return deletedCount;
  }
}
