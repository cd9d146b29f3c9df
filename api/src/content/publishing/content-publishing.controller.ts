import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLISHING_PATHS, type ContentDraft } from '@agency/contracts';
import { changesOf } from '../../audit/audit-changes';
import { AuditLogService } from '../../audit/audit-log.service';
import { AuditedByHandler } from '../../audit/audited.decorator';
import { AdminOnly } from '../../auth/access.decorator';
import { CurrentUser } from '../../auth/current-user.decorator';
import type { SessionUser } from '../../auth/session-user';
import { NoBody } from '../../common/no-body.decorator';
import { IdParam } from '../../common/object-id.pipe';
import { routePath } from '../../common/route-path';
import { ValidationFailedException } from '../../common/validated-body';
import { ContentDraftsService } from './content-drafts.service';
import { ContentHistoryService } from './content-history.service';
import { ContentRegistry } from './content-registry';

/** A version number from the query or the path: a whole number from 1, or a 400 naming the parameter. */
function versionNumber(name: string, value: unknown): number {
  if (typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value)) return Number(value);
  throw new ValidationFailedException([{ field: name, message: `${name} must be a version number from 1` }]);
}

/** A preview shows drafts to one admin: no cache may keep it and no search engine may index it. */
function neverKept(reply: FastifyReply): void {
  void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
}

export interface PublishAllResult {
  published: number;
  /** Drafts the checks refused (a unique value another record took since), left pending. */
  failed: Array<{ draftId: string; resource: string; recordId: string; message: string }>;
}

/** Drafts, publishing, history and preview of every content block; admins only. */
@ApiTags('content publishing')
@Controller()
@AdminOnly()
export class ContentPublishingController {
  constructor(
    private readonly registry: ContentRegistry,
    private readonly drafts: ContentDraftsService,
    private readonly versions: ContentHistoryService,
    private readonly auditLog: AuditLogService,
  ) {}

  @Get(routePath(PUBLISHING_PATHS.drafts))
  @ApiOperation({ summary: 'Every pending draft, newest first' })
  list() {
    return this.drafts.list();
  }

  @Post(routePath(PUBLISHING_PATHS.publishAll))
  @HttpCode(200)
  @NoBody()
  @AuditedByHandler('content', 'Published')
  @ApiOperation({ summary: 'Publish every pending draft, oldest first; one a check refuses stays pending' })
  async publishAll(
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<PublishAllResult> {
    const result: PublishAllResult = { published: 0, failed: [] };
    for (const draft of (await this.drafts.list()).reverse()) {
      try {
        await this.publishDraft(draft, user, request);
        result.published++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
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

  @Post(routePath(PUBLISHING_PATHS.publishDraft))
  @HttpCode(200)
  @NoBody()
  @AuditedByHandler('content', 'Published')
  @ApiOperation({ summary: 'Publish one draft; answers the published record' })
  async publish(@IdParam() id: string, @CurrentUser() user: SessionUser, @Req() request: FastifyRequest) {
    return this.publishDraft(await this.drafts.get(id), user, request);
  }

  @Delete(routePath(PUBLISHING_PATHS.draft))
  @AuditedByHandler('content', 'Discarded a draft')
  @ApiOperation({ summary: 'Discard one draft; answers it' })
  async discard(@IdParam() id: string, @CurrentUser() user: SessionUser, @Req() request: FastifyRequest) {
    const draft = await this.drafts.remove(id);
    const label = this.registry.get(draft.resource).resource.label;
    await this.audit(`Discarded a draft of ${label}`, draft, user, request);
    return draft;
  }

  @Get(routePath(PUBLISHING_PATHS.history))
  @ApiOperation({ summary: "A record's published versions, newest first" })
  versionsOf(@Param('resource') resource: string, @IdParam() id: string) {
    return this.versions.list(this.registry.get(resource).resource.key, id);
  }

  @Get(routePath(PUBLISHING_PATHS.diff))
  @ApiOperation({
    summary: 'What changed between two versions, field by field (`from` and `to` are version numbers)',
  })
  diff(
    @Param('resource') resource: string,
    @IdParam() id: string,
    @Query('from') from: unknown,
    @Query('to') to: unknown,
  ) {
    const block = this.registry.get(resource).resource;
    return this.versions.diff(block, id, versionNumber('from', from), versionNumber('to', to));
  }

  @Post(routePath(PUBLISHING_PATHS.restore))
  @HttpCode(201)
  @NoBody()
  @AuditedByHandler('content', 'Restored a version')
  @ApiOperation({ summary: "Make a version the record's draft again; answers the draft" })
  async restore(
    @Param('resource') resource: string,
    @IdParam() id: string,
    @Param('version') versionText: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ) {
    const service = this.registry.get(resource);
    const version = versionNumber('version', versionText);
    const draft = await service.restore(id, version, user);
    await this.audit(
      `Restored version ${version} of ${service.resource.label} as a draft`,
      draft,
      user,
      request,
    );
    return draft;
  }

  @Get(routePath(PUBLISHING_PATHS.previewAll))
  @ApiOperation({
    summary: "Every block's list with its pending drafts published, by block key; never cached",
  })
  async previewAll(@Res({ passthrough: true }) reply: FastifyReply) {
    neverKept(reply);
    const blocks = this.registry.all();
    const lists = await Promise.all(blocks.map((service) => service.preview()));
    return Object.fromEntries(blocks.map((service, index) => [service.resource.key, lists[index]]));
  }

  @Get(routePath(PUBLISHING_PATHS.preview))
  @ApiOperation({
    summary: "A block's list with every pending draft published, for an admin's preview; never cached",
  })
  preview(@Param('resource') resource: string, @Res({ passthrough: true }) reply: FastifyReply) {
    neverKept(reply);
    return this.registry.get(resource).preview();
  }

  private async publishDraft(
    draft: ContentDraft & { restoredFrom?: number },
    user: SessionUser,
    request: FastifyRequest,
  ) {
    const service = this.registry.get(draft.resource);
    const record = await service.publish(draft, user);
    await this.audit(`Published ${service.resource.label}`, draft, user, request);
    return record;
  }

  private audit(action: string, draft: ContentDraft, actor: SessionUser, request: FastifyRequest) {
    return this.auditLog.record(
      { area: 'content', action, actor, recordId: draft.recordId, changes: changesOf(draft.fields) },
      request,
    );
  }
}
