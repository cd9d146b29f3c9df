import { Controller, Get, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RECORD_PATHS, SUBSCRIBER_RULES } from '@agency/contracts';
import { AdminOnly } from '../auth/access.decorator';
import { PublicLimitedPerAddress } from '../rate-limit/limit-per-address';
import type { ListQuery } from '../common/list-search';
import { IdParam } from '../common/object-id.pipe';
import { CreatesRecord, DeletesRecord, ReadsRecords } from '../common/record-routes';
import { routePath } from '@agency/contracts/endpoints';
import { SearchQuery } from '../common/search-query';
import { ValidBody, type BodyOf } from '../common/validated-body';
import { sendCsv } from '../export/csv';
import { SUBSCRIBER_CSV_COLUMNS } from './subscriber-csv';
import type { RateLimit } from '../rate-limit/rate-limit.service';
import { SubscribersService } from './subscribers.service';
import { Audited } from '../audit/audited.decorator';
import { AnswerTexts, type AnswerText } from '../i18n/answer-texts';

/** Per IP: a newsletter form is used once; many sign-ups from one address are a list-bombing run. */
const ADD_SUBSCRIBER_LIMIT: RateLimit = { scope: 'add-subscriber', limit: 10, windowMs: 60_000 };

/** Newsletter subscribers at their documented paths. */
@ApiTags('subscribers')
@Controller()
export class SubscribersController {
  constructor(private readonly subscribers: SubscribersService) {}

  @CreatesRecord(RECORD_PATHS.subscribers.add, SUBSCRIBER_RULES)
  @PublicLimitedPerAddress(ADD_SUBSCRIBER_LIMIT)
  async subscribe(
    @ValidBody(SUBSCRIBER_RULES) body: BodyOf<typeof SUBSCRIBER_RULES>,
    @AnswerTexts() say: AnswerText,
  ) {
    const { subemail } = await this.subscribers.subscribe(body.subemail);
    return { subemail, message: say('Subscribed') };
  }

  /** Newest first, as the subscribers page shows them. */
  @ReadsRecords(RECORD_PATHS.subscribers.list, SUBSCRIBER_RULES, { list: true })
  @AdminOnly()
  list() {
    return this.subscribers.list();
  }

  /** Beyond the product description: one page of the subscribers an admin's search matches (LIST_SEARCHES.subscribers). */
  @Get(routePath(RECORD_PATHS.subscribers.search))
  @AdminOnly()
  search(@SearchQuery('subscribers') query: ListQuery) {
    return this.subscribers.search(query);
  }

  @Get(routePath(RECORD_PATHS.subscribers.export))
  @AdminOnly()
  @ApiProduces('text/csv')
  export(@Res() reply: FastifyReply, @SearchQuery('subscribers') query: ListQuery) {
    return sendCsv(reply, 'subscribers.csv', SUBSCRIBER_CSV_COLUMNS, this.subscribers.everySubscriber(query));
  }

  @DeletesRecord(RECORD_PATHS.subscribers.remove, SUBSCRIBER_RULES)
  @AdminOnly()
  @Audited('subscribers', 'Removed subscriber')
  remove(@IdParam() id: string) {
    return this.subscribers.remove(id);
  }
}
