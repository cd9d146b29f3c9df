import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PUBLISHING_PATHS, resourcePath } from '@agency/contracts';
import { ContentDraftsService } from './content-drafts.service';
import { ContentPublishingService } from './content-publishing.service';

/** How often due drafts are looked for: a scheduled draft goes live within this much of its time. */
export const SCHEDULE_CHECK_MS = 15_000;

/**
 * Publishes each draft whose scheduled time has come, as the admin who scheduled it, and audits it as such. Every
 * API process checks; each due draft is taken by one of them only (ContentDraftsService.takeDue).
 */
@Injectable()
export class ScheduledPublishingService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ScheduledPublishingService.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly drafts: ContentDraftsService,
    private readonly publishing: ContentPublishingService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.publishDue(), SCHEDULE_CHECK_MS).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Publishes every draft due by `now`; answers how many went live. One run at a time. */
  publishDue(now = new Date()): Promise<number> {
    this.running ??= this.run(now).finally(() => (this.running = undefined));
    return this.running;
  }

  private async run(now: Date): Promise<number> {
    let published = 0;
    try {
      for (let draft = await this.drafts.takeDue(now); draft; draft = await this.drafts.takeDue(now)) {
        const actor = {
          accountId: draft.scheduledById ?? '',
          email: draft.scheduledByEmail ?? '',
          emailVerified: true,
          isAdmin: true,
        };
        const origin = {
          method: 'SCHEDULED',
          url: resourcePath(PUBLISHING_PATHS.publishDraft, String(draft._id)),
          ip: 'scheduled',
          headers: {},
        };
        try {
          await this.publishing.publish(draft, actor, origin, ' at its scheduled time');
          published++;
        } catch (error) {
          // It stays a pending draft, no longer scheduled: the hub shows it to publish by hand.
          this.logger.warn(`Scheduled draft ${String(draft._id)} was not published: ${String(error)}`);
        }
      }
    } catch (error) {
      this.logger.warn(`Could not look for scheduled drafts: ${String(error)}`);
    }
    return published;
  }
}
