import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { endpointPath, PUBLISHING_ENDPOINTS } from '@agency/contracts/endpoints';
import { ContentDraftsService, type StoredDraft } from './content-drafts.service';
import { ContentPublishingService } from './content-publishing.service';
import { ContentRegistry } from './content-registry';
import { translationsOf } from '../translations';

/** How often due drafts are looked for: a scheduled draft goes live within this much of its time. */
export const SCHEDULE_CHECK_MS = 15_000;

/** How long a process holds a due draft it claimed: publishing takes well under this. */
export const SCHEDULE_CLAIM_MS = 30_000;

/**
 * Publishes each draft whose scheduled time has come, as the admin who scheduled it, and audits it as such. Every
 * API process checks; each due draft is claimed by one of them only (ContentDraftsService.claimDue), and claimed
 * again by another if its claimer died before letting it go. A draft claimed again whose changes are all live
 * already was published by the one that died: it is let go without publishing (or auditing) it twice.
 */
@Injectable()
export class ScheduledPublishingService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ScheduledPublishingService.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly drafts: ContentDraftsService,
    private readonly publishing: ContentPublishingService,
    private readonly registry: ContentRegistry,
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
      const claim = () => this.drafts.claimDue(now, SCHEDULE_CLAIM_MS);
      for (let draft = await claim(); draft; draft = await claim()) {
        if (draft.publishClaims > 1 && (await this.isLive(draft))) {
          await this.drafts.removePublished(draft);
          continue;
        }
        const actor = {
          accountId: draft.scheduledById ?? '',
          email: draft.scheduledByEmail ?? '',
          emailVerified: true,
          isAdmin: true,
        };
        const origin = {
          method: 'SCHEDULED',
          url: endpointPath(PUBLISHING_ENDPOINTS.publishDraft, { id: String(draft._id) }),
          ip: 'scheduled',
          headers: {},
        };
        try {
          await this.publishing.publish(draft, actor, origin, ' at its scheduled time');
          published++;
        } catch (error) {
          await this.drafts.unschedule(draft);
          this.logger.warn(`Scheduled draft ${String(draft._id)} was not published: ${String(error)}`);
        }
      }
    } catch (error) {
      this.logger.warn(`Could not look for scheduled drafts: ${String(error)}`);
    }
    return published;
  }

  /** Whether the record already is as the draft would make it (in the draft's language, '' being no translation). */
  private async isLive(draft: StoredDraft): Promise<boolean> {
    const record = await this.registry
      .get(draft.resource)
      .stored(draft.recordId)
      .catch(() => null);
    if (!record) return false;
    if (draft.createsRecord) return true;
    const values = draft.locale === undefined ? record : (translationsOf(record)[draft.locale] ?? {});
    return Object.entries(draft.fields).every(([field, value]) => (values[field] ?? '') === value);
  }
}
