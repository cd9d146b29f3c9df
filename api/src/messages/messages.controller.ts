import { Controller, Get, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RECORD_PATHS } from '@agency/contracts';
import { AdminOnly } from '../auth/access.decorator';
import { PublicLimitedPerAddress } from '../rate-limit/limit-per-address';
import type { ListQuery } from '../common/list-search';
import { IdParam } from '../common/object-id.pipe';
import { CreatesRecord, DeletesRecord, ReadsRecords, UpdatesRecord } from '../common/record-routes';
import { routePath } from '@agency/contracts/endpoints';
import { SearchQuery } from '../common/search-query';
import { ValidBody } from '../common/validated-body';
import { sendCsv } from '../export/csv';
import { MESSAGE_CSV_COLUMNS } from './message-csv';
import type { RateLimit } from '../rate-limit/rate-limit.service';
import {
  MESSAGE_RECORD_RULES,
  MESSAGE_STATUS_RULES,
  NEW_MESSAGE_RULES,
  type MessageStatusBody,
  type NewMessageBody,
} from './dto/message-rules';
import { MessagesService } from './messages.service';
import { Audited } from '../audit/audited.decorator';

/** Per IP: enough for a person writing to the agency, too few for a spam run. */
const ADD_MESSAGE_LIMIT: RateLimit = { scope: 'add-message', limit: 10, windowMs: 60_000 };

/** Contact messages at their documented paths: anyone writes, admins read. */
@ApiTags('messages')
@Controller()
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @CreatesRecord(RECORD_PATHS.messages.add, MESSAGE_RECORD_RULES)
  @PublicLimitedPerAddress(ADD_MESSAGE_LIMIT)
  add(@ValidBody(NEW_MESSAGE_RULES) body: NewMessageBody) {
    return this.messages.add(body);
  }

  @ReadsRecords(RECORD_PATHS.messages.list, MESSAGE_RECORD_RULES, { list: true })
  @AdminOnly()
  list() {
    return this.messages.list();
  }

  /** Beyond the product description: one page of the messages an admin's search matches (LIST_SEARCHES.messages). */
  @Get(routePath(RECORD_PATHS.messages.search))
  @AdminOnly()
  search(@SearchQuery('messages') query: ListQuery) {
    return this.messages.search(query);
  }

  @Get(routePath(RECORD_PATHS.messages.export))
  @AdminOnly()
  @ApiProduces('text/csv')
  export(@Res() reply: FastifyReply, @SearchQuery('messages') query: ListQuery) {
    return sendCsv(reply, 'messages.csv', MESSAGE_CSV_COLUMNS, this.messages.everyMessage(query));
  }

  @ReadsRecords(RECORD_PATHS.messages.one, MESSAGE_RECORD_RULES)
  @AdminOnly()
  get(@IdParam() id: string) {
    return this.messages.get(id);
  }

  @UpdatesRecord(RECORD_PATHS.messages.markRead, MESSAGE_RECORD_RULES)
  @AdminOnly()
  @Audited('messages', 'Changed message status')
  // The body can only say { messageStatus: 'Read' } or { messageStatus: 'UnRead' }; the pipe refuses anything else.
  setStatus(@IdParam() id: string, @ValidBody(MESSAGE_STATUS_RULES) body: MessageStatusBody) {
    return this.messages.setStatus(id, body.messageStatus);
  }

  @DeletesRecord(RECORD_PATHS.messages.remove, MESSAGE_RECORD_RULES)
  @AdminOnly()
  @Audited('messages', 'Deleted message')
  remove(@IdParam() id: string) {
    return this.messages.remove(id);
  }
}
