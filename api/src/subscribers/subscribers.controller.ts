import { Controller, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { SUBSCRIBER_RULES } from '@agency/contracts';
import { SUBSCRIBER_ENDPOINTS } from '@agency/contracts/endpoints/subscribers';
import { EndpointBody, EndpointRoute, type EndpointBodyOf } from '../common/endpoint-route';
import { LimitedPerAddress } from '../rate-limit/limit-per-address';
import type { ListQuery } from '../common/list-search';
import { IdParam } from '../common/object-id.pipe';
import { CreatesRecord, DeletesRecord, ReadsRecords } from '../common/record-routes';
import { SearchQuery } from '../common/search-query';
import { sendCsv } from '../export/csv';
import { SUBSCRIBER_CSV_COLUMNS } from './subscriber-csv';
import type { RateLimit } from '../rate-limit/rate-limit.service';
import { SubscribersService } from './subscribers.service';
import { Audited } from '../audit/audited.decorator';
import { AnswerTexts, type AnswerText } from '../i18n/answer-texts';

/** Per IP: a newsletter form is used once; many sign-ups from one address are a list-bombing run. */
const ADD_SUBSCRIBER_LIMIT: RateLimit = { scope: 'add-subscriber', limit: 10, windowMs: 60_000 };

const ENDPOINTS = SUBSCRIBER_ENDPOINTS;

/** Newsletter subscribers as the catalogue defines them. */
@ApiTags('subscribers')
@Controller()
export class SubscribersController {
  constructor(private readonly subscribers: SubscribersService) {}

  @CreatesRecord(ENDPOINTS.add, SUBSCRIBER_RULES)
  @LimitedPerAddress(ADD_SUBSCRIBER_LIMIT)
  async subscribe(
    @EndpointBody(ENDPOINTS.add) body: EndpointBodyOf<typeof ENDPOINTS.add>,
    @AnswerTexts() say: AnswerText,
  ) {
    const { subemail } = await this.subscribers.subscribe(body.subemail);
    return { subemail, message: say('Subscribed') };
  }

  /** Newest first, as the subscribers page shows them. */
  @ReadsRecords(ENDPOINTS.list, SUBSCRIBER_RULES, { list: true })
  list() {
    return this.subscribers.list();
  }

  @EndpointRoute(ENDPOINTS.search)
  search(@SearchQuery('subscribers') query: ListQuery) {
    return this.subscribers.search(query);
  }

  @EndpointRoute(ENDPOINTS.export)
  @ApiProduces('text/csv')
  export(@Res() reply: FastifyReply, @SearchQuery('subscribers') query: ListQuery) {
    return sendCsv(reply, 'subscribers.csv', SUBSCRIBER_CSV_COLUMNS, this.subscribers.everySubscriber(query));
  }

  @DeletesRecord(ENDPOINTS.remove, SUBSCRIBER_RULES)
  @Audited('subscribers', 'Removed subscriber')
  remove(@IdParam() id: string) {
    return this.subscribers.remove(id);
  }
}
