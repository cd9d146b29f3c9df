import { Controller, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { MESSAGE_ENDPOINTS } from '@agency/contracts/endpoints/messages';
import { EndpointBody, EndpointRoute } from '../common/endpoint-route';
import { LimitedPerAddress } from '../rate-limit/limit-per-address';
import type { ListQuery } from '../common/list-search';
import { IdParam } from '../common/object-id.pipe';
import { CreatesRecord, DeletesRecord, ReadsRecords, UpdatesRecord } from '../common/record-routes';
import { SearchQuery } from '../common/search-query';
import { sendCsv } from '../export/csv';
import { MESSAGE_CSV_COLUMNS } from './message-csv';
import type { RateLimit } from '../rate-limit/rate-limit.service';
import { MESSAGE_RECORD_RULES, type MessageStatusBody, type NewMessageBody } from './dto/message-rules';
import { MessagesService } from './messages.service';
import { Audited } from '../audit/audited.decorator';

/** Per IP: enough for a person writing to the agency, too few for a spam run. */
const ADD_MESSAGE_LIMIT: RateLimit = { scope: 'add-message', limit: 10, windowMs: 60_000 };

const ENDPOINTS = MESSAGE_ENDPOINTS;

/** Contact messages as the catalogue defines them: anyone writes, admins read. */
@ApiTags('messages')
@Controller()
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @CreatesRecord(ENDPOINTS.add, MESSAGE_RECORD_RULES)
  @LimitedPerAddress(ADD_MESSAGE_LIMIT)
  add(@EndpointBody(ENDPOINTS.add) body: NewMessageBody) {
    return this.messages.add(body);
  }

  @ReadsRecords(ENDPOINTS.list, MESSAGE_RECORD_RULES, { list: true })
  list() {
    return this.messages.list();
  }

  @EndpointRoute(ENDPOINTS.search)
  search(@SearchQuery('messages') query: ListQuery) {
    return this.messages.search(query);
  }

  @EndpointRoute(ENDPOINTS.export)
  @ApiProduces('text/csv')
  export(@Res() reply: FastifyReply, @SearchQuery('messages') query: ListQuery) {
    return sendCsv(reply, 'messages.csv', MESSAGE_CSV_COLUMNS, this.messages.everyMessage(query));
  }

  @ReadsRecords(ENDPOINTS.one, MESSAGE_RECORD_RULES)
  get(@IdParam() id: string) {
    return this.messages.get(id);
  }

  @UpdatesRecord(ENDPOINTS.setStatus, MESSAGE_RECORD_RULES)
  @Audited('messages', 'Changed message status')
  // The body can only say { messageStatus: 'Read' } or { messageStatus: 'UnRead' }; the pipe refuses anything else.
  setStatus(@IdParam() id: string, @EndpointBody(ENDPOINTS.setStatus) body: MessageStatusBody) {
    return this.messages.setStatus(id, body.messageStatus);
  }

  @DeletesRecord(ENDPOINTS.remove, MESSAGE_RECORD_RULES)
  @Audited('messages', 'Deleted message')
  remove(@IdParam() id: string) {
    return this.messages.remove(id);
  }
}
