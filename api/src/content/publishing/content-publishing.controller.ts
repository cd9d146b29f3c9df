import { Controller, HttpCode, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_SCHEDULE_DAYS } from '@agency/contracts';
import { AuditedByHandler } from '../../audit/audited.decorator';
import { CurrentUser } from '../../auth/current-user.decorator';
import type { SessionUser } from '../../auth/session-user';
import { NoBody } from '../../common/no-body.decorator';
import { IdParam } from '../../common/object-id.pipe';
import { ValidationFailedException } from '../../common/validated-body';
import { ContentDraftsService } from './content-drafts.service';
import { ContentHistoryService } from './content-history.service';
import { ContentPublishingService, type PublishAllResult } from './content-publishing.service';
import { ContentRegistry } from './content-registry';
import { LanguagesService, type LanguageAsked } from '../../languages/languages.service';
import { LanguageAsk } from '../content-language';
import { apiMessage, type Problem } from '../../i18n/api-message';
import { accountLanguage } from '../../i18n/request-language';
import { PUBLISHING_ENDPOINTS as PUBLISHING } from '@agency/contracts/endpoints/publishing';
import { EndpointBody, EndpointRoute, type EndpointBodyOf } from '../../common/endpoint-route';

const DAY_MS = 86_400_000;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A version number from the query or the path: a whole number from 1, or a 400 naming the parameter. */
function versionNumber(name: string, value: unknown): number {
  if (typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value)) return Number(value);
  throw new ValidationFailedException([
    { field: name, ...apiMessage('error.content.versionNumber', { param: name }) },
  ]);
}

/** A schedule's `publishAt`: a time from now to MAX_SCHEDULE_DAYS ahead, or null to cancel; else a 400. */
function scheduledTime(value: string | null, now = Date.now()): Date | null {
  if (value === null) return null;
  const time = ISO_TIME.test(value) ? new Date(value) : undefined;
  const refuse = (problem: Problem): never => {
    throw new ValidationFailedException([{ field: 'publishAt', ...problem }]);
  };
  if (!time || Number.isNaN(time.getTime()))
    return refuse({
      message: 'publishAt must be a time like 2026-12-01T09:00:00Z, or null to cancel' as const,
    });
  if (time.getTime() <= now) return refuse({ message: 'publishAt must be in the future' });
  if (time.getTime() > now + MAX_SCHEDULE_DAYS * DAY_MS)
    return refuse(apiMessage('error.content.scheduleTooFar', { days: MAX_SCHEDULE_DAYS }));
  return time;
}

/** A preview shows drafts to one admin: no cache may keep it and no search engine may index it. */
function neverKept(reply: FastifyReply): void {
  void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
}

/** Drafts, publishing, history and preview of every content block; admins only. */
@ApiTags('content publishing')
@Controller()
export class ContentPublishingController {
  constructor(
    private readonly registry: ContentRegistry,
    private readonly drafts: ContentDraftsService,
    private readonly versions: ContentHistoryService,
    private readonly publishing: ContentPublishingService,
    private readonly languages: LanguagesService,
  ) {}

  /** The language `?locale=` names, undefined for the default language; an unconfigured one is a 400. */
  private async localeOf(asked: LanguageAsked): Promise<string | undefined> {
    return (await this.languages.requested(asked)).locale;
  }

  @EndpointRoute(PUBLISHING.drafts)
  list() {
    return this.drafts.list();
  }

  @EndpointRoute(PUBLISHING.publishAll)
  @HttpCode(200)
  @NoBody()
  @AuditedByHandler('content', 'Published')
  publishAll(@CurrentUser() user: SessionUser, @Req() request: FastifyRequest): Promise<PublishAllResult> {
    return this.publishing.publishAll(user, request, accountLanguage(user));
  }

  @EndpointRoute(PUBLISHING.publishDraft)
  @HttpCode(200)
  @NoBody()
  @AuditedByHandler('content', 'Published')
  async publish(@IdParam() id: string, @CurrentUser() user: SessionUser, @Req() request: FastifyRequest) {
    return this.publishing.publish(await this.drafts.get(id), user, request);
  }

  @EndpointRoute(PUBLISHING.schedule)
  @AuditedByHandler('content', 'Scheduled a draft')
  async schedule(
    @IdParam() id: string,
    @EndpointBody(PUBLISHING.schedule) body: EndpointBodyOf<typeof PUBLISHING.schedule>,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ) {
    const publishAt = scheduledTime(body.publishAt);
    const draft = await this.drafts.schedule(id, publishAt, user);
    const label = this.registry.get(draft.resource).resource.label;
    const action = publishAt
      ? `Scheduled a draft of ${label} for ${publishAt.toISOString()}`
      : `Cancelled the schedule of a draft of ${label}`;
    await this.publishing.audit(action, draft, user, request);
    return draft;
  }

  @EndpointRoute(PUBLISHING.discard)
  @AuditedByHandler('content', 'Discarded a draft')
  async discard(@IdParam() id: string, @CurrentUser() user: SessionUser, @Req() request: FastifyRequest) {
    const draft = await this.drafts.remove(id);
    const label = this.registry.get(draft.resource).resource.label;
    await this.publishing.audit(`Discarded a draft of ${label}`, draft, user, request);
    return draft;
  }

  // Declared before the record's history: `deleted` is a word, not a record id.
  @EndpointRoute(PUBLISHING.deleted)
  deletedOf(@Param('resource') resource: string) {
    return this.registry.get(resource).deletedRecords();
  }

  @EndpointRoute(PUBLISHING.history)
  async versionsOf(
    @Param('resource') resource: string,
    @IdParam() id: string,
    @LanguageAsk(false) asked: LanguageAsked,
  ) {
    return this.versions.list(this.registry.get(resource).resource.key, id, await this.localeOf(asked));
  }

  @EndpointRoute(PUBLISHING.diff)
  async diff(
    @Param('resource') resource: string,
    @IdParam() id: string,
    @Query('from') from: unknown,
    @Query('to') to: unknown,
    @LanguageAsk(false) asked: LanguageAsked,
  ) {
    const block = this.registry.get(resource).resource;
    const locale = await this.localeOf(asked);
    return this.versions.diff(block, id, versionNumber('from', from), versionNumber('to', to), locale);
  }

  @EndpointRoute(PUBLISHING.restore)
  @HttpCode(201)
  @NoBody()
  @AuditedByHandler('content', 'Restored a version')
  async restore(
    @Param('resource') resource: string,
    @IdParam() id: string,
    @Param('version') versionText: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
    @LanguageAsk(false) asked: LanguageAsked,
  ) {
    const service = this.registry.get(resource);
    const version = versionNumber('version', versionText);
    const locale = await this.localeOf(asked);
    const draft = await service.restore(id, version, user, locale);
    const inLanguage = locale === undefined ? '' : ` in ${locale}`;
    const action = `Restored version ${version} of ${service.resource.label}${inLanguage} as a draft`;
    await this.publishing.audit(action, draft, user, request);
    return draft;
  }

  @EndpointRoute(PUBLISHING.previewAll)
  async previewAll(
    @Res({ passthrough: true }) reply: FastifyReply,
    @LanguageAsk(false) asked: LanguageAsked,
  ) {
    neverKept(reply);
    const locale = await this.localeOf(asked);
    const blocks = this.registry.all();
    const lists = await Promise.all(blocks.map((service) => service.preview(locale)));
    return Object.fromEntries(blocks.map((service, index) => [service.resource.key, lists[index]]));
  }

  @EndpointRoute(PUBLISHING.preview)
  async preview(
    @Param('resource') resource: string,
    @Res({ passthrough: true }) reply: FastifyReply,
    @LanguageAsk(false) asked: LanguageAsked,
  ) {
    neverKept(reply);
    const service = this.registry.get(resource);
    return service.preview(await this.localeOf(asked));
  }
}
