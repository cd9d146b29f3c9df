import { HttpException, Injectable } from '@nestjs/common';
import type { ContentDraft, InterfaceLanguage } from '@agency/contracts';
import { changesOf } from '../../audit/audit-changes';
import { AuditLogService, type AuditOrigin } from '../../audit/audit-log.service';
import type { SessionUser } from '../../auth/session-user';
import { exceptionMessage } from '../../i18n/translate-error';
import type { ContentRecord } from '../content-record';
import { ContentDraftsService, type StoredDraft } from './content-drafts.service';
import { ContentRegistry } from './content-registry';

export interface PublishAllResult {
  published: number;
  /** Drafts the checks refused (a unique value another record took since), left pending. */
  failed: Array<{ draftId: string; resource: string; recordId: string; message: string }>;
}

/** Publishing drafts, by an admin's request or at their scheduled time, each written to the audit log. */
@Injectable()
export class ContentPublishingService {
  constructor(
    private readonly registry: ContentRegistry,
    private readonly drafts: ContentDraftsService,
    private readonly auditLog: AuditLogService,
  ) {}

  async publish(
    draft: StoredDraft,
    actor: SessionUser,
    origin: AuditOrigin,
    how = '',
  ): Promise<ContentRecord> {
    const service = this.registry.get(draft.resource);
    const record = await service.publish(draft, actor);
    const inLanguage = draft.locale === undefined ? '' : ` in ${draft.locale}`;
    await this.audit(`Published ${service.resource.label}${inLanguage}${how}`, draft, actor, origin);
    return record;
  }

  /** Every pending draft, oldest first; one a check refuses stays pending and is named, why in `language`. */
  async publishAll(
    actor: SessionUser,
    origin: AuditOrigin,
    language: InterfaceLanguage,
  ): Promise<PublishAllResult> {
    const result: PublishAllResult = { published: 0, failed: [] };
    for (const draft of (await this.drafts.list()).reverse()) {
      try {
        await this.publish(draft, actor, origin);
        result.published++;
      } catch (error) {
        const message =
          error instanceof HttpException
            ? exceptionMessage(language, error)
            : error instanceof Error
              ? error.message
              : String(error);
        result.failed.push({
          draftId: String(draft._id),
          resource: draft.resource,
          recordId: draft.recordId,
          message,
        });
      }
    }
    return result;
  }

  audit(action: string, draft: ContentDraft, actor: SessionUser, origin: AuditOrigin) {
    return this.auditLog.record(
      { area: 'content', action, actor, recordId: draft.recordId, changes: changesOf(draft.fields) },
      origin,
    );
  }
}
